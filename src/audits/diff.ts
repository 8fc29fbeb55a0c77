import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'

export const DIFF_GROUPS = ['new', 'resolved', 'changed'] as const
export type DiffGroup = (typeof DIFF_GROUPS)[number]

export interface DiffRow { finding_id: string; grp: DiffGroup; severity_before: string | null; severity_after: string | null }

/**
 * The net change of each finding between two audits, from the transitions recorded by every audit after
 * `baseCreatedAt` up to and including the target. Per finding: the first and last state transitions
 * (created / reopened / resolved) tell whether it was open at the base and is open at the target, and the
 * first and last severities tell whether it was reclassified. Suppressions are not states (the finding's status
 * does not change), and findings silenced now are left out.
 */
export function netChanges(tenantId: string, auditIds: string[]) {
  return sql`
    with t as (
      select finding_id, kind, severity_before, severity_after, id from finding_transitions
      where tenant_id = ${tenantId} and audit_id = any(${sql.val(auditIds)}::text[])
    ), per as (
      select finding_id,
        (array_agg(kind order by id) filter (where kind in ('created', 'reopened', 'resolved')))[1] as first_state,
        (array_agg(kind order by id desc) filter (where kind in ('created', 'reopened', 'resolved')))[1] as last_state,
        (array_agg(severity_before order by id))[1] as severity_before,
        (array_agg(severity_after order by id desc))[1] as severity_after
      from t group by finding_id
    ), classified as (
      select finding_id, severity_before, severity_after,
        case
          when first_state in ('created', 'reopened') and last_state in ('created', 'reopened') then 'new'
          when first_state = 'resolved' and last_state = 'resolved' then 'resolved'
          when (first_state is null or (first_state = 'resolved' and last_state = 'reopened')) and severity_before is distinct from severity_after then 'changed'
        end as grp
      from per
    )
    -- Findings a suppression rule silences now are left out, as from every list.
    select c.finding_id, c.grp, c.severity_before, c.severity_after from classified c
    join findings f on f.tenant_id = ${tenantId} and f.id = c.finding_id and f.suppressed_by is null
    where c.grp is not null`
}

export async function diffCounts(db: DbOrTx, tenantId: string, auditIds: string[]): Promise<Record<DiffGroup, number>> {
  const { rows } = await sql<{ grp: DiffGroup; n: string }>`select grp, count(*) as n from (${netChanges(tenantId, auditIds)}) d group by grp`.execute(db)
  const counts = { new: 0, resolved: 0, changed: 0 }
  for (const row of rows) counts[row.grp] = Number(row.n)
  return counts
}

/** One page of one group, keyset-ordered by finding id. */
export async function diffPage(db: DbOrTx, tenantId: string, auditIds: string[], group: DiffGroup, afterId: string | undefined, take: number) {
  const { rows } = await sql<DiffRow>`
    select * from (${netChanges(tenantId, auditIds)}) d
    where grp = ${group} and finding_id > ${afterId ?? ''}
    order by finding_id limit ${take}`.execute(db)
  return rows
}

/** Ids of the audits whose transitions lie between base (exclusive) and target (inclusive). */
export async function auditsBetween(db: DbOrTx, tenantId: string, base: { created_at: Date; id: string } | undefined, target: { created_at: Date; id: string }) {
  let query = db.selectFrom('audits').select('id').where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(created_at, id) <= (${target.created_at}, ${target.id})`)
  if (base) query = query.where(sql<boolean>`(created_at, id) > (${base.created_at}, ${base.id})`)
  return (await query.execute()).map((r) => r.id)
}
