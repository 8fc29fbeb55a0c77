import { sql } from 'kysely'
import { summarizeAudit } from '../audits/index.ts'
import { RECONCILE_COUNT_KEYS, reconcileFindings, slaWindowsOf, type Observation, type ReconcileCounts } from '../findings/index.ts'
import { openFindingsImport, SKIP_REASONS, type ExternalFinding, type IngestFormat, type SkipReason } from '../ingestion/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { statementDeadlineWatch } from '../platform/db/statement-deadline.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { newId } from '../platform/ids.ts'
import { activeRules, RULE_INLINE_BUDGET_MS, RuleSet } from '../suppression/index.ts'
import { resourcesOf } from './resources.ts'

/** Bodies above this are refused with 413 (a 100,000-result SARIF file is ≈ 35 MiB). */
export const FINDINGS_IMPORT_BODY_LIMIT_BYTES = 256 * 1024 * 1024
const BATCH = 2000

export interface ImportOptions { format?: IngestFormat; label?: string }
export const COUNT_KEYS = ['received', 'findings', ...RECONCILE_COUNT_KEYS, 'skipped', 'rejected', 'resources_matched', 'resources_created'] as const
export type ImportCounts = Record<(typeof COUNT_KEYS)[number], number>

/** An import's scope: the tool, and the caller's label when given (`checkov/acme/infra`). */
export const scopeOf = (toolSlug: string, label: string | undefined) => label ? `${toolSlug}/${label}` : toolSlug

/**
 * Imports a scanner's output as findings, in one transaction (a file that breaks off halfway changes
 * nothing). Detection reads the opening before anything is written; then the file is read as a stream and
 * written in batches: resources matched or created, findings created, updated or reopened by fingerprint, and
 * at the end the findings of each scope (tool + label) that the file no longer reports resolved. The import
 * is recorded as an audit (trigger `import`) whose id the findings, transitions and events carry, and in
 * finding_imports. Imports of one tenant run one after the other (an advisory lock; a second one is refused
 * with 409 `import_in_progress`): two at once would both create the same fingerprint.
 */
export async function importFindings(db: Db, tenantId: string, body: AsyncIterable<Uint8Array | string>, options: ImportOptions): Promise<string> {
  const opened = await openFindingsImport(body, { format: options.format })
  const slaWindows = await slaWindowsOf(db, tenantId)
  const deadline = statementDeadlineWatch()
  try {
    return await db.transaction().execute((tx) => deadline.watch(() => importInTransaction(tx, tenantId, opened, slaWindows, options)))
  } catch (error) {
    throw await deadline.refusalFor(db, error, () => new ApiError('payload_too_large', 'A statement of this import passed the database\'s statement deadline while the database was answering (a file of very many findings or resources, or a lock held meanwhile); nothing was imported. Split the file into smaller ones (with one label each) and retry.'))
  }
}

async function importInTransaction(tx: DbOrTx, tenantId: string, opened: Awaited<ReturnType<typeof openFindingsImport>>, slaWindows: Awaited<ReturnType<typeof slaWindowsOf>>, options: ImportOptions): Promise<string> {
  const { rows: [lock] } = await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(hashtextextended(${`finding_import:${tenantId}`}, 0)) as taken`.execute(tx)
  if (!lock!.taken) throw new ApiError('import_in_progress', 'Another findings import of this tenant is running; retry when it has finished.', { 'retry-after': '5' })
  const { rows } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(tx)
  const now = rows[0]!.now
  const rules = new RuleSet(await activeRules(tx, tenantId, now), RULE_INLINE_BUDGET_MS)
  const auditId = newId('aud')
  // Completed from the start (no one sees it before the commit): a running audit would take the tenant's one
  // active-audit slot (audits_one_active_per_tenant), and an import runs beside audits.
  await tx.insertInto('audits').values({
    id: auditId, tenant_id: tenantId, status: 'completed', trigger: 'import', reanalysis_of: null, created_at: now, started_at: now,
    completed_at: now, resources_scanned: 0, summary: null, failure_reason: null, snapshot_at: now,
  }).execute()

  const counts = Object.fromEntries(COUNT_KEYS.map((k) => [k, 0])) as ImportCounts
  const add = (c: ReconcileCounts) => { for (const k of RECONCILE_COUNT_KEYS) counts[k] += c[k] }
  const resourceIds = new Set<string>()
  const scopes = new Set<string>()
  let batch: ExternalFinding[] = []
  const write = async (findings: ExternalFinding[]) => {
    const matched = await resourcesOf(tx, tenantId, findings, now)
    counts.resources_created += matched.created
    const observations = findings.map((f, i) => observation(f, matched.resources[i]!.id, scopeOf(f.tool.slug, options.label)))
    for (const r of matched.resources) resourceIds.add(r.id)
    // A new or reopened finding is judged by the tenant's suppression rules as an audit's is.
    const verdicts = await rules.firstMatches(observations.map((o, i) => ({
      resource: matched.resources[i]!,
      finding: { id: null, check_id: o.rule_id, severity: o.severity, dimension: o.dimension, status: 'open', title: o.title },
    })))
    observations.forEach((o, i) => { o.suppressed_by = verdicts[i]! })
    add(await reconcileFindings(tx, tenantId, {
      auditId, now, resourceIds: [], observations, policies: new Map(), slaWindows,
      providers: new Map(matched.resources.map((r) => [r.id, r.provider])), mode: { kind: 'import' },
    }))
  }
  // While the database writes one batch, the next is parsed; the writes run one after the other, in file
  // order (a batch finds the findings the earlier ones wrote: duplicates across batches are counted so).
  let writing: Promise<void> = Promise.resolve()
  const flush = async () => {
    if (batch.length === 0) return
    const findings = batch
    batch = []
    await writing
    writing = write(findings)
    writing.catch(() => undefined) // kept for the next await, never left unhandled
  }
  try {
    for await (const event of opened.events()) {
      if (event.type !== 'finding') continue
      batch.push(event.finding)
      scopes.add(scopeOf(event.finding.tool.slug, options.label))
      if (batch.length >= BATCH) await flush()
    }
    await flush()
    await writing
  } catch (error) {
    // A file that breaks off mid-write: the write in flight ends before the transaction rolls back, so no
    // statement of it reaches the connection after it went back to the pool.
    await writing.catch(() => undefined)
    throw error
  }
  // Every tool the file names (a SARIF run with no results included): its scope's findings not seen are gone.
  for (const tool of opened.summary.tools) scopes.add(scopeOf(tool.slug, options.label))
  for (const scope of scopes) await resolveAbsent(tx, tenantId, auditId, now, scope, slaWindows, add)

  const summary = opened.summary
  counts.received = summary.entries
  counts.findings = summary.findings
  counts.rejected = summary.rejected
  counts.skipped = SKIP_REASONS.reduce((n, reason) => n + summary.skipped[reason], 0)
  counts.resources_matched = resourceIds.size - counts.resources_created
  await tx.updateTable('audits').set({
    resources_scanned: resourceIds.size, summary: JSON.stringify(await summarizeAudit(tx, tenantId, auditId)),
  }).where('tenant_id', '=', tenantId).where('id', '=', auditId).execute()
  const id = newId('imp')
  await tx.insertInto('finding_imports').values({
    tenant_id: tenantId, id, audit_id: auditId, format: opened.format, detected: opened.detected,
    tools: JSON.stringify(summary.tools.map((t) => ({ name: t.name, version: t.version }))),
    label: options.label ?? null, scopes: [...scopes].sort(), created_at: now,
    counts: JSON.stringify(counts), skipped: JSON.stringify(skippedOf(summary.skipped)),
    rejections: JSON.stringify(summary.rejections), rejections_truncated: summary.rejected > summary.rejections.length,
  }).execute()
  return id
}

const skippedOf = (skipped: Record<SkipReason, number>) => Object.fromEntries(SKIP_REASONS.map((r) => [r, skipped[r]]))

/**
 * Resolves the open and accepted findings of a scope that this import did not see, 2,000 at a time: the
 * scope's findings are walked once in id order (findings_import_scope_idx), never from the start again.
 */
async function resolveAbsent(tx: DbOrTx, tenantId: string, auditId: string, now: Date, scope: string, slaWindows: Awaited<ReturnType<typeof slaWindowsOf>>, add: (c: ReconcileCounts) => void) {
  for (let after = ''; ;) {
    const { rows } = await sql<{ id: string; audit_id: string }>`select id, audit_id from findings
      where tenant_id = ${tenantId} and import_scope = ${scope} and status <> 'resolved' and id > ${after}
      order by id limit ${BATCH}`.execute(tx)
    if (rows.length === 0) return
    after = rows[rows.length - 1]!.id
    const unseen = rows.filter((r) => r.audit_id !== auditId).map((r) => r.id)
    if (unseen.length > 0) {
      add(await reconcileFindings(tx, tenantId, {
        auditId, now, resourceIds: [], observations: [], policies: new Map(), slaWindows, providers: new Map(), mode: { kind: 'import_absent', ids: unseen },
      }))
    }
    if (rows.length < BATCH) return
  }
}

/** An imported finding as the lifecycle sees it: its check is `ext.<tool>.<rule>`, its identity its fingerprint. */
function observation(f: ExternalFinding, resourceId: string, scope: string): Observation {
  const remediation = [f.remediation, f.url].filter(Boolean).join('\n\n')
  return {
    rule_id: f.check_id, resource_id: resourceId, severity: f.severity, dimension: f.dimension, title: f.title,
    description: f.description ?? '', remediation, policy_ids: [],
    imported: {
      fingerprint: f.fingerprint, scope,
      source: { tool: f.tool.name, version: f.tool.version, rule_id: f.rule_id, location: f.location, scope, url: f.url, controls: f.controls },
    },
  }
}
