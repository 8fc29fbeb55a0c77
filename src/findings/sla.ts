import { sql, type Expression, type SqlBool } from 'kysely'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import { recordAudit } from '../audit-log/index.ts'
import { SEVERITIES, type Severity, type SlaStatus } from '../vocabulary/index.ts'

/** Days from first detection to the due date, per severity; null: findings of that severity are never due. */
export type SlaWindows = Record<Severity, number | null>

export const DEFAULT_SLA_WINDOWS: SlaWindows = { critical: 7, high: 30, medium: 90, low: 180, info: null }
/** A finding is `due_soon` in the last 20 % of its window (from first detection to the due date). */
export const DUE_SOON_SHARE = 0.2
/** Up to this many findings, a policy change recomputes their due dates in the request; beyond, in a job. */
export const INLINE_RECOMPUTE_LIMIT = 10_000
export const SLA_QUEUE = 'sla_recompute'
const RECOMPUTE_BATCH = 5_000

export const dueAtFor = (detectedAt: Date, severity: string, windows: SlaWindows): Date | null => {
  const days = windows[severity as Severity]
  return days == null ? null : new Date(detectedAt.getTime() + days * 86_400_000)
}

/**
 * Where an open finding stands against its due date at `now`: `none` without a due date or when it is not
 * open (accepted and resolved findings are off the clock), `overdue` from the due instant, `due_soon` in the
 * last 20 % of its window, else `on_track`. The same arithmetic as `slaStatusCondition` in SQL.
 */
export function slaStatusOf(row: { status: string; due_at: Date | null; detected_at: Date }, now: Date): SlaStatus {
  if (row.status !== 'open' || row.due_at === null) return 'none'
  const due = row.due_at.getTime()
  if (now.getTime() >= due) return 'overdue'
  const window = Math.max(0, due - row.detected_at.getTime())
  return now.getTime() >= due - window * DUE_SOON_SHARE ? 'due_soon' : 'on_track'
}

/** The `sla_status` filter as a condition on `findings` (its arithmetic is slaStatusOf's). */
export function slaStatusCondition(statuses: readonly string[], now: Date): Expression<SqlBool> {
  const soonFrom = sql`due_at - greatest(due_at - detected_at, interval '0') * ${DUE_SOON_SHARE}::float8`
  const at = sql`${now}::timestamptz`
  const conditions = statuses.map((status) => {
    switch (status) {
      case 'none': return sql`(status <> 'open' or due_at is null)`
      case 'overdue': return sql`(status = 'open' and due_at <= ${at})`
      case 'due_soon': return sql`(status = 'open' and due_at > ${at} and ${soonFrom} <= ${at})`
      default: return sql`(status = 'open' and ${soonFrom} > ${at})`
    }
  })
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`
}

/** The five windows as the API and the table name them (`critical_days`, …). */
export type WindowDays = { [K in Severity as `${K}_days`]: number | null }
type PolicyRow = WindowDays & { updated_at: Date | null; updated_by: string | null }

export async function slaWindowsOf(db: DbOrTx, tenantId: string): Promise<SlaWindows> {
  return windowsOf(await policyRow(db, tenantId))
}

async function policyRow(db: DbOrTx, tenantId: string): Promise<PolicyRow> {
  const row = await db.selectFrom('sla_policies').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst()
  if (row) return row
  return { ...Object.fromEntries(SEVERITIES.map((s) => [`${s}_days`, DEFAULT_SLA_WINDOWS[s]])), updated_at: null, updated_by: null } as PolicyRow
}

export const windowsOf = (row: WindowDays): SlaWindows => Object.fromEntries(SEVERITIES.map((s) => [s, row[`${s}_days`]])) as SlaWindows

/** The due date SQL computes for a finding row under `windows` (null when its severity has no window). */
const dueAtSql = (windows: SlaWindows) => sql`case severity ${sql.join(SEVERITIES.map((s) =>
  sql`when ${s} then detected_at + make_interval(days => ${windows[s]}::int)`), sql` `)} end`

/**
 * Recomputes the due dates of a tenant's open and accepted findings (resolved ones keep theirs) whose date was
 * not set by hand, `limit` at a time in id order after `afterId`; returns the last id touched (undefined at the end).
 */
async function recomputeBatch(db: DbOrTx, tenantId: string, windows: SlaWindows, afterId: string, limit: number): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    update findings set due_at = ${dueAtSql(windows)}
    where tenant_id = ${tenantId} and id = any(array(
      select id from findings where tenant_id = ${tenantId} and id > ${afterId} and status <> 'resolved' and not due_at_manual
      order by id limit ${limit}))
    returning id`.execute(db)
  return rows.length < limit ? undefined : rows.reduce((max, r) => (r.id > max ? r.id : max), afterId)
}

async function recomputeIsPending(db: DbOrTx, tenantId: string, statuses: ('queued' | 'running')[] = ['queued', 'running']): Promise<boolean> {
  const job = await db.selectFrom('jobs').select('id').where('tenant_id', '=', tenantId).where('queue', '=', SLA_QUEUE)
    .where('status', 'in', statuses).limit(1).executeTakeFirst()
  return Boolean(job)
}

function presentSlaPolicy(row: PolicyRow, updating: boolean) {
  return {
    ...windowsAsDays(windowsOf(row)),
    updated_at: row.updated_at ? iso(row.updated_at) : null,
    updated_by: row.updated_by,
    due_dates: updating ? 'updating' as const : 'current' as const,
  }
}
const windowsAsDays = (w: SlaWindows) => ({ critical_days: w.critical, high_days: w.high, medium_days: w.medium, low_days: w.low, info_days: w.info })

export async function getSlaPolicy(db: DbOrTx, tenantId: string) {
  return presentSlaPolicy(await policyRow(db, tenantId), await recomputeIsPending(db, tenantId))
}

/**
 * Replaces the tenant's policy, recorded in the workspace audit log with before and after. The open and
 * accepted findings whose due date follows the policy get their new date: in the same transaction when there
 * are up to 10,000 of them, otherwise in a background job (`due_dates: "updating"` until it is done), which
 * reads the policy when it runs so that the latest change wins.
 */
export async function putSlaPolicy(db: Db, tenantId: string, windows: SlaWindows, actorId: string, now: Date, inlineLimit = INLINE_RECOMPUTE_LIMIT) {
  return db.transaction().execute(async (tx) => {
    const before = windowsOf(await policyRow(tx, tenantId))
    const values = { ...windowsAsDays(windows), updated_at: now, updated_by: actorId }
    const row = await tx.insertInto('sla_policies').values({ tenant_id: tenantId, ...values })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values)).returningAll().executeTakeFirstOrThrow()
    await recordAudit(tx, tenantId, actorId, 'sla_policy.updated', { before: windowsAsDays(before), after: windowsAsDays(windows) }, now)
    const { n } = await tx.selectFrom('findings').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId).where('status', '<>', 'resolved').where('due_at_manual', '=', false).executeTakeFirstOrThrow()
    if (Number(n) <= inlineLimit) {
      await recomputeBatch(tx, tenantId, windows, '', inlineLimit + 1)
      return presentSlaPolicy(row, await recomputeIsPending(tx, tenantId))
    }
    // A queued job will read this policy; a running one may have read the previous one: queue another.
    if (!(await recomputeIsPending(tx, tenantId, ['queued']))) await enqueueJob(tx, tenantId, SLA_QUEUE, {})
    return presentSlaPolicy(row, true)
  })
}

/** The background recompute: batches of 5,000 by id, each its own statement, under the policy of the moment. */
export function slaRecomputeJobHandler(db: Db): JobHandler {
  return {
    async run(job, context) {
      const windows = await slaWindowsOf(db, job.tenant_id)
      let after: string | undefined = ''
      while (after !== undefined) {
        after = await recomputeBatch(db, job.tenant_id, windows, after, RECOMPUTE_BATCH)
        await context.heartbeat()
      }
    },
    retryDelayMs: (attempt) => 5_000 * attempt,
  }
}
