import { sql } from 'kysely'
import { setImmediate } from 'node:timers/promises'
import { insertEvents, type NewEvent } from '../events/index.ts'
import { findingsInContext, findingUpdated, type FindingInContext } from '../findings/index.ts'
import { updateBatchRows } from '../platform/db/batch-rows.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import type { RetentionRule } from '../platform/db/retention.ts'
import { EvaluationBudget, policyEvaluatorPool, type PolicyEvaluatorPool, type PoolPolicy } from '../policies/index.ts'
import type { PolicyContext } from '../vocabulary/index.ts'
import { activeRules, isActive } from './repo.ts'

/**
 * Evaluation time each rule may spend over one application to a tenant's findings, in a request (up to
 * INLINE_APPLY_LIMIT findings) and in the background; past it, the rest count as not matched.
 */
export const RULE_INLINE_BUDGET_MS = 5_000
export const RULE_BACKGROUND_BUDGET_MS = 60_000
const BATCH = 1000
/** Up to this many findings to look at, a change of rule is applied before the response; beyond, in the background. */
export const INLINE_APPLY_LIMIT = 10_000

/**
 * Rules evaluated together in the policies' threads, each within its budget: a rule that exceeds it (or runs out
 * of memory) matches nothing from then on, so a rule that cannot be evaluated never silences a finding.
 */
export class RuleSet {
  readonly #rules: { id: string; spec: PoolPolicy }[]
  constructor(rules: readonly { id: string; expression: string }[], budgetMs: number, readonly pool: PolicyEvaluatorPool = policyEvaluatorPool()) {
    this.#rules = rules.map((r) => ({ id: r.id, spec: { expression: r.expression, target: 'finding', severity: 'info', budget: new EvaluationBudget(budgetMs) } }))
  }

  get size(): number { return this.#rules.length }

  /** Whether a rule ran out of budget (or memory): it has matched nothing since. */
  get failed(): boolean { return this.#rules.some((r) => r.spec.budget.failure !== undefined) }

  /** For each item, the id of the first rule (in the given order) that matches it, or null. */
  async firstMatches(items: PolicyContext[]): Promise<(string | null)[]> {
    const verdicts: (string | null)[] = items.map(() => null)
    if (this.#rules.length === 0 || items.length === 0) return verdicts
    const outcomes = await this.pool.evaluate(this.#rules.map((r) => r.spec), items)
    for (let k = this.#rules.length - 1; k >= 0; k--) {
      if (this.#rules[k]!.spec.budget.failure) continue
      for (const i of outcomes[k]!) verdicts[i] = this.#rules[k]!.id
    }
    return verdicts
  }
}

/**
 * Moves findings to the rule that now silences them (or to none), in one transaction: each change is written
 * only if the finding still carries the rule it was read with (another process may have got there first), with
 * its history entry (`suppressed` to the rule, `unsuppressed` from it; actor system) and, when the finding
 * becomes silenced or visible, a `finding.updated` event. Returns how many findings it gave to a rule and how
 * many it released, of those written.
 */
export async function writeSuppressionChanges(db: Db, tenantId: string, changes: { finding: FindingInContext; to: string | null }[], now: Date): Promise<{ silenced: number; released: number }> {
  const proposed = changes.filter((c) => c.finding.suppressed_by !== c.to)
  if (proposed.length === 0) return { silenced: 0, released: 0 }
  return db.transaction().execute(async (tx) => {
    // A writer may have read its rule before it was disabled, deleted or expired (the background sweep runs
    // beside requests): the rules it silences with are locked and re-read, so that a rule no longer active
    // silences nothing, and its disabling waits for this transaction and then releases what it wrote.
    const targets = [...new Set(proposed.flatMap((c) => (c.to === null ? [] : [c.to])))]
    const active = targets.length === 0 ? new Set<string>() : new Set((await sql<{ id: string }>`
      select id from suppression_rules where tenant_id = ${tenantId} and id = any(${sql.val(targets)}::text[])
        and enabled and deleted_at is null and (expires_at is null or expires_at > ${now}) for share`.execute(tx)).rows.map((r) => r.id))
    const changed = proposed.filter((c) => c.to === null || active.has(c.to))
    if (changed.length === 0) return { silenced: 0, released: 0 }
    const col = <T>(f: (c: (typeof changed)[number]) => T) => sql.val(changed.map(f))
    // The status and severity written to the history are the ones the row has now, locked by this update.
    const rows = await updateBatchRows('findings', tenantId, changed.map((c) => c.finding.id), async (join) => (await sql<{ id: string; status: string; severity: string }>`
      update findings f set suppressed_by = v.to_rule
      from unnest(${col((c) => c.finding.id)}::text[], ${col((c) => c.finding.suppressed_by)}::text[], ${col((c) => c.to)}::text[]) as v(id, from_rule, to_rule)
      ${join} and f.suppressed_by is not distinct from v.from_rule
      returning f.id, f.status, f.severity`.execute(tx)).rows)
    const written = new Map(rows.map((r) => [r.id, r]))
    const done = changed.filter((c) => written.has(c.finding.id))
    const events: NewEvent[] = []
    for (const { finding, to } of done) {
      const from = finding.suppressed_by
      if (from === null || to === null) {
        events.push(findingUpdated({ ...finding, severity: written.get(finding.id)!.severity }, { suppressed_by: { from, to } }, { type: 'system', id: null }))
      }
    }
    await insertEvents(tx, tenantId, events, now)
    // Last, as every writer of transitions (the statistics trigger holds this day's rollup rows until the commit).
    // value_before: the status at the time, by which the statistics take the finding out of (or back into) the
    // open count; value_after: the rule that silences it (suppressed) or silenced it (unsuppressed).
    const entry = <T>(f: (c: (typeof done)[number], row: { status: string; severity: string }) => T) => sql.val(done.map((c) => f(c, written.get(c.finding.id)!)))
    if (done.length > 0) {
      await sql`insert into finding_transitions (tenant_id, audit_id, created_at, actor_type, actor_id, finding_id, kind, severity_before, severity_after,
          value_before, value_after, dimension, provider, detected_at, suppressed)
        select ${tenantId}, null, ${now}::timestamptz, 'system', null, v.finding_id, v.kind, v.severity, v.severity, v.status, v.rule,
          v.dimension, (select r.provider from resources r where r.tenant_id = ${tenantId} and r.id = v.resource_id), v.detected_at, v.suppressed
        from unnest(${entry((c) => c.finding.id)}::text[], ${entry((c) => (c.to === null ? 'unsuppressed' : 'suppressed'))}::text[],
          ${entry((_, row) => row.severity)}::text[], ${entry((_, row) => row.status)}::text[], ${entry((c) => c.to ?? c.finding.suppressed_by)}::text[],
          ${entry((c) => c.finding.dimension)}::text[], ${entry((c) => c.finding.resource_id)}::text[], ${entry((c) => c.finding.detected_at)}::timestamptz[],
          ${entry((c) => c.finding.suppressed_by !== null)}::boolean[])
          as v(finding_id, kind, severity, status, rule, dimension, resource_id, detected_at, suppressed)`.execute(tx)
    }
    const released = done.filter((c) => c.to === null).length
    return { silenced: done.length - released, released }
  })
}

export interface ReconcileOptions {
  pool?: PolicyEvaluatorPool
  signal?: AbortSignal
  /** Evaluation time each rule may spend (default RULE_BACKGROUND_BUDGET_MS). */
  budgetMs?: number
  /** A rule past its budget stays pending, for the background to apply with its larger budget. */
  retryInBackground?: boolean
}

/**
 * Brings a tenant's findings in line with one rule as it is now, batch by batch (each its own transaction):
 * 1. the findings it silences stay with it while it is active and still matches them; the others go to the
 *    oldest other active rule that matches them, or are released;
 * 2. while it is active, the open and accepted findings no rule silences that it matches are silenced by it.
 * Then the rule is no longer pending (unless it changed meanwhile: the sweep runs it again), and a deleted rule
 * that silences nothing any more is removed. Safe to run twice at once (each change is conditional).
 */
export async function reconcileRule(db: Db, tenantId: string, ruleId: string, now: Date, options: ReconcileOptions = {}): Promise<{ suppressed: number; released: number; complete: boolean }> {
  const totals = { suppressed: 0, released: 0, complete: true }
  const budgetMs = options.budgetMs ?? RULE_BACKGROUND_BUDGET_MS
  const rule = await db.selectFrom('suppression_rules').selectAll().where('tenant_id', '=', tenantId).where('id', '=', ruleId).executeTakeFirst()
  if (!rule) return totals
  const active = isActive(rule, now)
  const own = new RuleSet(active ? [rule] : [], budgetMs, options.pool)
  const others = new RuleSet((await activeRules(db, tenantId, now)).filter((r) => r.id !== ruleId), budgetMs, options.pool)

  for (let after = ''; ;) {
    if (options.signal?.aborted) return totals
    const batch = await findingsInContext(db, tenantId, sql`f.suppressed_by = ${ruleId}`, after, BATCH)
    if (batch.length === 0) break
    after = batch[batch.length - 1]!.id
    const kept = await own.firstMatches(batch.map((f) => f.context))
    // A rule past its budget cannot say it no longer matches: its findings stay with it.
    const leaving = own.failed ? [] : batch.filter((_, i) => kept[i] === null)
    const next = await others.firstMatches(leaving.map((f) => f.context))
    // Counted as written: a finding another process moved first is not released twice.
    totals.released += (await writeSuppressionChanges(db, tenantId, leaving.map((finding, i) => ({ finding, to: next[i]! })), now)).released
    await setImmediate() // the embedded store answers without yielding: let requests in between batches
    if (batch.length < BATCH) break
  }
  if (active) {
    for (let after = ''; ;) {
      if (options.signal?.aborted) return totals
      const batch = await findingsInContext(db, tenantId, sql`f.suppressed_by is null and f.status <> 'resolved'`, after, BATCH)
      if (batch.length === 0) break
      after = batch[batch.length - 1]!.id
      const verdicts = await own.firstMatches(batch.map((f) => f.context))
      totals.suppressed += (await writeSuppressionChanges(db, tenantId, batch.flatMap((finding, i) => (verdicts[i] ? [{ finding, to: ruleId }] : [])), now)).silenced
      await setImmediate()
      if (batch.length < BATCH) break
    }
  }
  // A rule that ran out of budget in a request is left to the background, which has more; there it is done.
  totals.complete = !own.failed && !others.failed
  if (!totals.complete && options.retryInBackground) return totals
  await db.updateTable('suppression_rules').set({ pending: false })
    .where('tenant_id', '=', tenantId).where('id', '=', ruleId).where('updated_at', '=', rule.updated_at).execute()
  if (rule.deleted_at) {
    await sql`delete from suppression_rules s where s.tenant_id = ${tenantId} and s.id = ${ruleId}
      and not exists (select 1 from findings f where f.tenant_id = ${tenantId} and f.suppressed_by = ${ruleId})`.execute(db)
  }
  return totals
}

/** How many findings reconciling the rule would look at, counted up to INLINE_APPLY_LIMIT + 1. */
export async function findingsToReconcile(db: DbOrTx, tenantId: string, ruleId: string, active: boolean): Promise<number> {
  const cap = INLINE_APPLY_LIMIT + 1
  const { rows } = await sql<{ n: number }>`select
    (select count(*) from (select 1 from findings where tenant_id = ${tenantId} and suppressed_by = ${ruleId} limit ${cap}) a)::int
    + ${active ? sql`(select count(*) from (select 1 from findings where tenant_id = ${tenantId} and suppressed_by is null and status <> 'resolved' limit ${cap}) b)::int` : sql`0`} as n`.execute(db)
  return rows[0]!.n
}

/** How often the background work applies pending rules and releases the findings of expired, disabled and deleted ones. */
export const SUPPRESSION_SWEEP_MS = 15_000

/**
 * The background half of suppression rules, in every process: rules whose change is pending (a large tenant's),
 * deleted rules, and disabled or expired rules that still silence findings, 100 at a time.
 */
export async function sweepSuppressionRules(db: Db, now: Date, signal?: AbortSignal): Promise<{ changed: number }> {
  const { rows } = await sql<{ tenant_id: string; id: string }>`
    select r.tenant_id, r.id from suppression_rules r
    where r.pending or r.deleted_at is not null
      or ((not r.enabled or r.expires_at <= ${now}) and exists (select 1 from findings f where f.tenant_id = r.tenant_id and f.suppressed_by = r.id))
    order by r.updated_at limit 100`.execute(db)
  let changed = 0
  for (const rule of rows) {
    if (signal?.aborted) break
    const totals = await reconcileRule(db, rule.tenant_id, rule.id, now, { signal })
    changed += totals.suppressed + totals.released
  }
  return { changed }
}

/** The sweep as a periodic rule of the background work (platform/db/retention.ts runs it every 15 s). */
export const suppressionSweep: RetentionRule = {
  name: 'suppression_rules',
  async prune(db, now, options) {
    return { deleted: (await sweepSuppressionRules(db, now, options?.signal)).changed }
  },
}
