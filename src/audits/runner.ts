import { sql } from 'kysely'
import { insertEvents } from '../events/index.ts'
import { DIMENSIONS, reconcileFindings, SEVERITIES, slaWindowsOf, type PolicyRef } from '../findings/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { vacuumIfUnattended } from '../platform/db/maintenance.ts'
import type { JobContext } from '../platform/jobs/worker.ts'
import { AUDIT_POLICY_BUDGET_MS, AuditPolicies, type AuditPolicyOptions, type PolicyFailureRecord } from '../policies/index.ts'
import { inventorySnapshot, type SnapshotResource } from '../resources/index.ts'
import { addToIndex, emptyIndex, INDEX_KINDS } from '../checks/index.ts'
import { applyFindingPolicies, applyResourcePolicies, applySuppressionRules, findingStatesByKey, observe, type FindingStates } from './evaluate.ts'
import { activeRules, RuleSet } from '../suppression/index.ts'
import { disabledChecks } from '../check-catalogue/index.ts'
import { findingStates, removedWithFindings } from './repo.ts'
import { inParallel } from '../platform/async/in-parallel.ts'
import type { AuditSummaryRecord } from './schemas.ts'

export const AUDIT_QUEUE = 'audit.run'
const BATCH = 2000
const PARALLEL_BATCHES = 2
/** Custom policies are evaluated in other threads, for up to their budget: the job's lease is extended meanwhile. */
const HEARTBEAT_MS = 5_000

/**
 * One audit pass, idempotent so that a retried job (after a crash) finishes the same audit correctly:
 * queued → running (with `audit.started`, once), then the index pass, then batches of the inventory
 * snapshot, each reconciled in its own transaction, then the summary and `audit.completed`. A custom
 * policy that cannot be evaluated (past its time budget or memory limit, or no longer compiling) keeps its
 * earlier verdicts and is listed in the audit's `policy_failures`; the rest of the audit runs normally.
 */
export async function runAudit(
  db: Db, tenantId: string, auditId: string, context: Pick<JobContext, 'heartbeat' | 'now'>, options: AuditPolicyOptions = {},
): Promise<void> {
  const audit = await start(db, tenantId, auditId, context.now())
  if (!audit) return
  const snapshotAt = audit.snapshot_at!

  const policies = await AuditPolicies.load(db, tenantId, options)
  const slaWindows = await slaWindowsOf(db, tenantId)
  // Checks the tenant disabled: not evaluated, and their findings resolved as `check_disabled`.
  const disabled = await disabledChecks(db, tenantId)
  // The rules as the audit starts; each may spend the policies' audit budget (past it, it silences nothing more).
  const suppressionRules = new RuleSet(await activeRules(db, tenantId, context.now()), options.budgetMs ?? AUDIT_POLICY_BUDGET_MS, options.pool)
  const refs = new Map<string, PolicyRef>(policies.all.map((p) => [p.id, { id: p.id, name: p.name, target: p.target, severity: p.severity, dimension: p.dimension }]))

  // First pass: facts about the whole inventory that cross-resource checks need (small: group ids only).
  const index = emptyIndex()
  for await (const batch of inventorySnapshot(db, tenantId, snapshotAt, { kinds: INDEX_KINDS, batchSize: BATCH })) {
    for (const resource of batch) addToIndex(index, resource)
    await context.heartbeat()
  }

  // Batches touch disjoint resources (and so disjoint findings), so two reconcile at once on separate
  // connections while the next is read: PostgreSQL then works on both cores (bench:audit). The embedded
  // store runs them one after the other (it has one session).
  let scanned = 0
  await inParallel(inventorySnapshot(db, tenantId, snapshotAt, { batchSize: BATCH }), PARALLEL_BATCHES, async (batch) => {
    const byId = new Map<string, SnapshotResource>(batch.map((r) => [r.id, r]))
    const observations = observe(batch, index, disabled)
    let states: ReturnType<FindingStates> | undefined
    const readStates: FindingStates = () => (states ??= findingStates(db, tenantId, batch.map((r) => r.id)).then(findingStatesByKey))
    await withHeartbeat(context, (async () => {
      await applyResourcePolicies(observations, batch, policies, readStates)
      await applyFindingPolicies(observations, byId, policies, readStates)
      await applySuppressionRules(observations, byId, suppressionRules, readStates)
    })())
    const now = context.now()
    await db.transaction().execute((tx) => reconcileFindings(tx, tenantId, {
      auditId, now, resourceIds: batch.map((r) => r.id), observations, policies: refs, slaWindows, providers: new Map(batch.map((r) => [r.id, r.provider])), disabledChecks: disabled,
    }))
    scanned += batch.length
    // How far the pass got, kept as the most any attempt reached (batches come in id order): a failed audit
    // says how many resources its finished batches evaluated (README decision 78). Completion sets the total.
    await db.updateTable('audits').set({ resources_scanned: sql<number>`greatest(resources_scanned, ${scanned})` })
      .where('tenant_id', '=', tenantId).where('id', '=', auditId).execute()
    await context.heartbeat()
  })
  // Resources removed by the snapshot (a complete import of their source no longer contained them) are not in
  // it, so the pass above never reached their findings: they are resolved as `resource_removed`, batch by batch.
  for await (const batch of removedWithFindings(db, tenantId, snapshotAt, BATCH)) {
    await db.transaction().execute((tx) => reconcileFindings(tx, tenantId, {
      auditId, now: context.now(), resourceIds: batch.map((r) => r.id), observations: [], policies: refs, slaWindows,
      providers: new Map(batch.map((r) => [r.id, r.provider])), removedResources: true,
    }))
    await context.heartbeat()
  }
  // An audit rewrites a version of most findings: clear the dead ones and refresh the statistics before the
  // next audit or list needs them, where the database does not do it by itself. Before the completion, so
  // that a completed audit's job is done too (a shutdown right after it has nothing to give back).
  await vacuumIfUnattended(db, AUDIT_WRITTEN_TABLES, context.heartbeat)
  await complete(db, tenantId, auditId, scanned, context.now(), policies.failures())
}

/** Extends the job's lease while `work` runs; a lost lease or a shutdown is thrown once the work is done. */
async function withHeartbeat<T>(context: Pick<JobContext, 'heartbeat'>, work: Promise<T>): Promise<T> {
  let failure: { error: unknown } | undefined
  const timer = setInterval(() => {
    context.heartbeat().catch((error: unknown) => { failure ??= { error } })
  }, HEARTBEAT_MS)
  try {
    const result = await work
    if (failure) throw failure.error
    return result
  } finally {
    clearInterval(timer)
  }
}

const AUDIT_WRITTEN_TABLES = ['findings', 'finding_transitions', 'events', 'webhook_deliveries'] as const

async function start(db: Db, tenantId: string, auditId: string, now: Date) {
  return db.transaction().execute(async (tx) => {
    const audit = await tx.selectFrom('audits').selectAll().where('tenant_id', '=', tenantId).where('id', '=', auditId).forUpdate().executeTakeFirst()
    if (!audit || audit.status === 'completed' || audit.status === 'failed') return undefined
    if (audit.status === 'queued') {
      // A re-analysis evaluates the inventory its original audit saw; a fresh audit, the inventory now
      // (the database clock, which also stamps imports).
      const original = audit.reanalysis_of
        ? await tx.selectFrom('audits').select('snapshot_at').where('tenant_id', '=', tenantId).where('id', '=', audit.reanalysis_of).executeTakeFirst()
        : undefined
      const { rows } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(tx)
      audit.snapshot_at = original?.snapshot_at ?? rows[0]!.now
      audit.started_at = now
      audit.status = 'running'
      await tx.updateTable('audits').set({ status: 'running', started_at: now, snapshot_at: audit.snapshot_at }).where('tenant_id', '=', tenantId).where('id', '=', auditId).execute()
      await insertEvents(tx, tenantId, [{
        type: 'audit.started',
        data: { audit: { id: audit.id, trigger: audit.trigger, reanalysis_of: audit.reanalysis_of, started_at: now.toISOString() } },
      }], now)
    }
    return audit
  })
}

async function complete(db: Db, tenantId: string, auditId: string, scanned: number, now: Date, policyFailures: PolicyFailureRecord[]) {
  await db.transaction().execute(async (tx) => {
    const summary = await summarizeAudit(tx, tenantId, auditId)
    const audit = await tx.updateTable('audits')
      .set({ status: 'completed', completed_at: now, resources_scanned: scanned, summary: JSON.stringify(summary), policy_failures: JSON.stringify(policyFailures) })
      .where('tenant_id', '=', tenantId).where('id', '=', auditId).returningAll().executeTakeFirstOrThrow()
    await insertEvents(tx, tenantId, [{
      type: 'audit.completed',
      data: {
        audit: {
          id: audit.id, trigger: audit.trigger, reanalysis_of: audit.reanalysis_of, started_at: audit.started_at!.toISOString(),
          completed_at: now.toISOString(), resources_scanned: scanned, summary, policy_failures: policyFailures,
        },
      },
    }], now)
  })
}

/** From the transitions this audit recorded and the open findings it left. */
export async function summarizeAudit(db: DbOrTx, tenantId: string, auditId: string): Promise<AuditSummaryRecord> {
  const transitions = await db.selectFrom('finding_transitions').select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId).where('audit_id', '=', auditId).groupBy('kind').execute()
  const count = (kind: string) => Number(transitions.find((t) => t.kind === kind)?.n ?? 0)
  const open = await db.selectFrom('findings').select(['severity', 'dimension', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId).where('status', '=', 'open').where('suppressed_by', 'is', null).groupBy(['severity', 'dimension']).execute()
  const by_severity = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as AuditSummaryRecord['by_severity']
  const by_dimension = Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as AuditSummaryRecord['by_dimension']
  let total = 0
  for (const row of open) {
    const n = Number(row.n)
    total += n
    by_severity[row.severity as keyof typeof by_severity] += n
    by_dimension[row.dimension as keyof typeof by_dimension] += n
  }
  return {
    new: count('created'), reopened: count('reopened'), resolved: count('resolved'), severity_changed: count('severity_changed'),
    open: total, by_severity, by_dimension,
  }
}
