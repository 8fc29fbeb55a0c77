import { sql } from 'kysely'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { pruneEachTenant, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'

/** How long the delivery log keeps a delivery (and its attempts), like the event log keeps events. */
export const DELIVERY_RETENTION_DAYS = 30
const DAY_MS = 24 * 3600_000

/** Deletes the oldest `limit` of one tenant's deliveries queued before `before` (their attempts go with them). */
export async function pruneTenantDeliveries(db: DbOrTx, tenantId: string, before: Date, limit: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from webhook_deliveries where tenant_id = ${tenantId} and id = any(array(
        select id from webhook_deliveries where tenant_id = ${tenantId} and created_at < ${before}
        order by created_at, id limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Deliveries older than DELIVERY_RETENTION_DAYS are deleted whatever their status: a delivery still pending
 * then waits for an endpoint disabled for a month, and its event is past the event log's retention too.
 */
export function pruneDeliveries(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * DAY_MS)
  return pruneEachTenant(db, (tenantId, limit) => pruneTenantDeliveries(db, tenantId, before, limit), options)
}

export const deliveryRetention: RetentionRule = { name: 'webhook_deliveries', prune: pruneDeliveries }
