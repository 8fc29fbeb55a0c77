import { sql } from 'kysely'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { pruneEachTenant, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'
import { EVENT_RETENTION_DAYS } from './schemas.ts'

const DAY_MS = 24 * 3600_000

/**
 * Deletes the oldest `limit` of one tenant's events created before `before`; returns how many. The ids come
 * from a range of the keyset index (tenant_id, created_at DESC, id DESC) read backwards and are deleted by
 * primary key (`= any(array(…))`, where `in (…)` lets the planner hash-join every event of the tenant).
 * Oldest first, so an interrupted run never leaves a gap in what the API lists.
 */
export async function pruneTenantEvents(db: DbOrTx, tenantId: string, before: Date, limit: number): Promise<number> {
  // A CTE count rather than the affected-row count, which not every driver reports.
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from events where tenant_id = ${tenantId} and id = any(array(
        select id from events where tenant_id = ${tenantId} and created_at < ${before}
        order by created_at, id limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/** The retention rule of the event log: events older than EVENT_RETENTION_DAYS at `now` are deleted. */
export function pruneEvents(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS)
  return pruneEachTenant(db, (tenantId, limit) => pruneTenantEvents(db, tenantId, before, limit), options)
}

export const eventRetention: RetentionRule = { name: 'events', prune: pruneEvents }
