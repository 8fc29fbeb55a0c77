import type { DbOrTx } from '../platform/db/database.ts'

// The outbox knows no subscriber: it is a lower floor than the rooms that react to events (webhooks fan them out
// to endpoints). Those subscribe at composition (src/composition.ts) and are called by insertEvents in the
// writer's transaction, so a subscriber's rows (webhook deliveries) exist if and only if the events committed.

/** An event as written: its id and instant are the outbox's. */
export interface StoredEvent { id: string; type: string; created_at: Date; data: unknown }

export type EventSubscriber = (db: DbOrTx, tenantId: string, events: StoredEvent[]) => Promise<unknown>

const subscribers = new Map<string, EventSubscriber>()

/** Composition only. `name` keeps subscribing idempotent (every app a process builds composes again). */
export function onEventsWritten(name: string, subscriber: EventSubscriber): void {
  subscribers.set(name, subscriber)
}

export async function notifySubscribers(db: DbOrTx, tenantId: string, events: StoredEvent[]): Promise<void> {
  // Failing loudly beats events silently written without their deliveries: a process composes its rooms first.
  if (subscribers.size === 0) throw new Error('Events have no subscriber: call composeRooms() (src/composition.ts) before writing events.')
  for (const subscriber of subscribers.values()) await subscriber(db, tenantId, events)
}
