import type { Db } from '../platform/db/database.ts'
import { deleteOldestRows, pruneEachTenant, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'

/** How long the delivery log keeps a delivery (and its attempts), like the event log keeps events. */
export const DELIVERY_RETENTION_DAYS = 30
const DAY_MS = 24 * 3600_000

/**
 * Deliveries older than DELIVERY_RETENTION_DAYS are deleted whatever their status: a delivery still pending
 * then waits for an endpoint disabled for a month, and its event is past the event log's retention too.
 */
export function pruneDeliveries(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * DAY_MS)
  return pruneEachTenant(db, (tenantId, limit) => deleteOldestRows(db, 'webhook_deliveries', tenantId, before, limit), options)
}

export const deliveryRetention: RetentionRule = { name: 'webhook_deliveries', prune: pruneDeliveries }
