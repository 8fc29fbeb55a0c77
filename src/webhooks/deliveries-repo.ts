import { signalWork } from '../platform/db/work-signal.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'
import type { DeliveryStatus } from '../platform/db/tables.ts'
import { newId } from '../platform/ids.ts'

// The delivery log as customers read it, and the deliveries they queue by hand. The worker's own SQL
// (claims, outcomes) is in worker.ts.

export interface DeliveryFilter { status?: DeliveryStatus[]; event_id?: string }

const DELIVERY_COLUMNS = [
  'id', 'endpoint_id', 'event_id', 'event_type', 'status', 'test', 'redelivery_of', 'attempts', 'next_attempt_at', 'created_at', 'completed_at',
] as const

/** Keyset scan of webhook_deliveries (tenant_id, endpoint_id, created_at, id). */
export async function listDeliveries(db: DbOrTx, tenantId: string, endpointId: string, filter: DeliveryFilter, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('webhook_deliveries').select(DELIVERY_COLUMNS).where('tenant_id', '=', tenantId).where('endpoint_id', '=', endpointId)
  if (filter.status) query = query.where('status', 'in', filter.status)
  if (filter.event_id !== undefined) query = query.where('event_id', '=', filter.event_id)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getDelivery(db: DbOrTx, tenantId: string, endpointId: string, id: string) {
  return db.selectFrom('webhook_deliveries').select([...DELIVERY_COLUMNS, 'body'])
    .where('tenant_id', '=', tenantId).where('endpoint_id', '=', endpointId).where('id', '=', id).executeTakeFirst()
}

export type DeliveryRow = Omit<NonNullable<Awaited<ReturnType<typeof getDelivery>>>, 'body'>

/** The finished attempts of these deliveries, oldest first per delivery. */
export async function attemptsOf(db: DbOrTx, tenantId: string, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return []
  return db.selectFrom('webhook_attempts')
    .select(['delivery_id', 'number', 'started_at', 'duration_ms', 'status_code', 'error', 'response_excerpt'])
    .where('tenant_id', '=', tenantId).where('delivery_id', 'in', deliveryIds).orderBy('delivery_id').orderBy('number').execute()
}

export type AttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number]

/** A delivery queued by hand (redelivery or test event), due at once with a full attempt budget. */
export async function insertManualDelivery(db: DbOrTx, tenantId: string, input: {
  endpointId: string; eventId: string; eventType: string; body: string; test: boolean; redeliveryOf: string | null; at: Date
}) {
  const row = await db.insertInto('webhook_deliveries').values({
    id: newId('whd'), tenant_id: tenantId, endpoint_id: input.endpointId, event_id: input.eventId, event_type: input.eventType,
    body: input.body, status: 'pending', next_attempt_at: input.at, created_at: input.at, test: input.test, redelivery_of: input.redeliveryOf,
  }).returning(DELIVERY_COLUMNS).executeTakeFirstOrThrow()
  await signalWork(db, 'deliveries')
  return row
}
