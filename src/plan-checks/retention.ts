import { sql } from 'kysely'
import { pruneEachTenant, type RetentionRule } from '../platform/db/retention.ts'

/** Deletes plan checks past their `expires_at` (30 days after they were received), tenant by tenant. */
export const planCheckRetention: RetentionRule = {
  name: 'plan_checks',
  prune: (db, now, options) => pruneEachTenant(db, async (tenantId, limit) => {
    const { rows } = await sql<{ n: number }>`with gone as (delete from plan_checks where tenant_id = ${tenantId} and id = any(array(
      select id from plan_checks where tenant_id = ${tenantId} and expires_at < ${now} order by expires_at limit ${limit}))
      returning 1) select count(*)::int as n from gone`.execute(db)
    return Number(rows[0]?.n ?? 0)
  }, options),
}
