import { onEventsWritten, type EventSubscriber } from './events/index.ts'
import { provideSandboxEstate, type SandboxEstateSeeder } from './tenants/index.ts'

// The two places where a lower floor calls into a higher one, wired here, on the top floor (README, "Architecture:
// floors"; decision 80): the event outbox calls its subscribers (webhooks fan events out to endpoints, in the
// writing transaction) and a new tenant gets its sandbox estate (the generator uses engines and findings). Every
// entry point that writes (buildApp, the background work, main, the CLI, the test harness) calls this first;
// calling it again changes nothing. The rooms behind the hooks load on first use, not here: a CLI command that
// writes no event does not load webhooks/ (an app has loaded both already, so the import costs it nothing).
const enqueueDeliveries: EventSubscriber = async (db, tenantId, events) =>
  (await import('./webhooks/index.ts')).enqueueDeliveries(db, tenantId, events)
const seedSandbox: SandboxEstateSeeder = async (tx, tenantId, seed, now) =>
  (await import('./sandbox/index.ts')).seedSandbox(tx, tenantId, seed, now)

export function composeRooms(): void {
  onEventsWritten('webhook deliveries', enqueueDeliveries)
  provideSandboxEstate(seedSandbox)
}
