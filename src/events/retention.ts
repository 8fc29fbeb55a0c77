import type { Db } from '../platform/db/database.ts'
import { deleteOldestRows, pruneEachTenant, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'
import { EVENT_RETENTION_DAYS } from './schemas.ts'

const DAY_MS = 24 * 3600_000

/** The retention rule of the event log: events older than EVENT_RETENTION_DAYS at `now` are deleted. */
export function pruneEvents(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS)
  return pruneEachTenant(db, (tenantId, limit) => deleteOldestRows(db, 'events', tenantId, before, limit), options)
}

export const eventRetention: RetentionRule = { name: 'events', prune: pruneEvents }
