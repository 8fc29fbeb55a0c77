import { onEventsWritten } from './events/index.ts'
import { seedSandbox } from './sandbox/index.ts'
import { provideSandboxEstate } from './tenants/index.ts'
import { enqueueDeliveries } from './webhooks/index.ts'

// The two places where a lower floor calls into a higher one, wired here, on the top floor (README, "Architecture:
// floors"): the event outbox calls its subscribers (webhooks fan events out to endpoints, in the writing
// transaction) and a new tenant gets its sandbox estate (the generator uses engines and findings). Every entry
// point that writes (buildApp, the background work, the CLI, the test harness) calls this first; calling it
// again changes nothing.
export function composeRooms(): void {
  onEventsWritten('webhook deliveries', enqueueDeliveries)
  provideSandboxEstate(seedSandbox)
}
