import { sql } from 'kysely'
import { RECONCILE_COUNT_KEYS, reconcileFindings, slaWindowsOf, type Observation, type ReconcileCounts } from '../findings/index.ts'
import { openFindingsImport, SKIP_REASONS, type ExternalFinding, type IngestFormat, type SkipReason } from '../ingestion/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { statementDeadlineWatch } from '../platform/db/statement-deadline.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { isDatabaseUnavailable } from '../platform/http/error-handler.ts'
import { newId } from '../platform/ids.ts'
import { activeRules, RULE_INLINE_BUDGET_MS, RuleSet } from '../suppression/index.ts'
import { claimImportSlot, finishImport, keepImportLease, LAPSED_REASON, recordFailureLater, refuseWhileImportRuns, renewImportLease, type RunningImport } from './import-lease.ts'
import { resourcesOf } from './resources.ts'
import { withSpool } from './spool.ts'

/** Bodies above this are refused with 413 (a 100,000-result SARIF file is ≈ 35 MiB). */
export const FINDINGS_IMPORT_BODY_LIMIT_BYTES = 256 * 1024 * 1024
const BATCH = 2000

export interface ImportOptions { format?: IngestFormat; label?: string }
export const COUNT_KEYS = ['received', 'findings', ...RECONCILE_COUNT_KEYS, 'skipped', 'rejected', 'resources_matched', 'resources_created'] as const
export type ImportCounts = Record<(typeof COUNT_KEYS)[number], number>

/** An import's scope: the tool, and the caller's label when given (`checkov/acme/infra`). */
export const scopeOf = (toolSlug: string, label: string | undefined) => label ? `${toolSlug}/${label}` : toolSlug

/**
 * Imports a scanner's output as findings (README decisions 57, 65 and 79). The file is first received whole
 * into a spool and parsed to its end with nothing written, so a file refused for any reason (not JSON, cut
 * off, past a bound, too large, its client gone) stores nothing. Then it is read again from the spool and
 * written in batches, each its own short transaction: resources matched or created, findings created,
 * updated or reopened by fingerprint, their history and events; between two batches every other request has
 * the database (PGlite is one session). Only once every batch has committed are the findings of each scope
 * (tool + label) that the file no longer reports resolved, in batches too. The import is recorded as an audit
 * (trigger `import`) whose id the findings, transitions and events carry, and in finding_imports, `running`
 * from its first batch: that record is the tenant's one import slot (a second import meanwhile is 409
 * `import_in_progress`; import-lease.ts). An import that fails after its first batch is `failed` with what
 * its committed batches changed, and resolved nothing; a retry of the same file converges (by fingerprint).
 */
export async function importFindings(db: Db, tenantId: string, body: AsyncIterable<Uint8Array | string>, options: ImportOptions): Promise<string> {
  return withSpool(async (spool) => {
    const checked = await openFindingsImport(spool.record(body), { format: options.format })
    const scopes = new Set<string>()
    for await (const event of checked.events()) {
      if (event.type === 'finding') scopes.add(scopeOf(event.finding.tool.slug, options.label))
    }
    // Every tool the file names (a SARIF run with no results included): its scope's findings not seen are gone.
    for (const tool of checked.summary.tools) scopes.add(scopeOf(tool.slug, options.label))
    // The same bytes again, known good: detection and every bound passed on the first reading.
    const opened = await openFindingsImport(spool.replay(), { format: checked.format })
    return writeImport(db, tenantId, { ...opened, detected: checked.detected, summary: checked.summary, events: opened.events }, [...scopes].sort(), options)
  })
}

type OpenedImport = Awaited<ReturnType<typeof openFindingsImport>>

async function writeImport(db: Db, tenantId: string, opened: OpenedImport, scopes: string[], options: ImportOptions): Promise<string> {
  const deadline = statementDeadlineWatch()
  const { now, slaWindows, rules } = await deadline.watch(async () => {
    await refuseWhileImportRuns(db, tenantId)
    const { rows } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(db)
    const now = rows[0]!.now
    return { now, slaWindows: await slaWindowsOf(db, tenantId), rules: new RuleSet(await activeRules(db, tenantId, now), RULE_INLINE_BUDGET_MS) }
  }).catch(async (error: unknown) => { throw await deadline.refusalFor(db, error, nothingImported) })
  const summary = opened.summary
  const running: RunningImport = { tenantId, id: newId('imp'), auditId: newId('aud') }
  // What the committed batches changed: a batch's counts are adopted once its transaction has committed.
  let counts = Object.fromEntries(COUNT_KEYS.map((k) => [k, 0])) as ImportCounts
  counts.received = summary.entries
  counts.findings = summary.findings
  counts.rejected = summary.rejected
  counts.skipped = SKIP_REASONS.reduce((n, reason) => n + summary.skipped[reason], 0)
  const resourceIds = new Set<string>()
  let claimed = false
  let stopLease = () => {}

  /** One batch's transaction: the slot taken with the first one, the lease renewed and the counts written with each. */
  const batch = async (work: (tx: DbOrTx, next: ImportCounts) => Promise<string[]>) => {
    const next = { ...counts }
    const seen = await db.transaction().execute((tx) => deadline.watch(async () => {
      if (!claimed) {
        await claimImportSlot(tx, {
          tenant_id: tenantId, id: running.id, audit_id: running.auditId, format: opened.format, detected: opened.detected,
          tools: JSON.stringify(summary.tools.map((t) => ({ name: t.name, version: t.version }))),
          label: options.label ?? null, scopes, created_at: now,
          counts: JSON.stringify(next), skipped: JSON.stringify(skippedOf(summary.skipped)),
          rejections: JSON.stringify(summary.rejections), rejections_truncated: summary.rejected > summary.rejections.length,
        }, now)
      }
      const seen = await work(tx, next)
      const all = new Set([...resourceIds, ...seen])
      next.resources_matched = all.size - next.resources_created
      if (!await renewImportLease(tx, running, { counts: JSON.stringify(next) })) throw new ImportTakenOver()
      await tx.updateTable('audits').set({ resources_scanned: all.size }).where('tenant_id', '=', tenantId).where('id', '=', running.auditId).execute()
      return seen
    }))
    if (!claimed) { claimed = true; stopLease = keepImportLease(db, running) }
    for (const id of seen) resourceIds.add(id)
    counts = next
  }
  const add = (into: ImportCounts, c: ReconcileCounts) => { for (const k of RECONCILE_COUNT_KEYS) into[k] += c[k] }

  const write = (findings: ExternalFinding[]) => batch(async (tx, next) => {
    const matched = await resourcesOf(tx, tenantId, findings, now)
    next.resources_created += matched.created
    const observations = findings.map((f, i) => observation(f, matched.resources[i]!.id, scopeOf(f.tool.slug, options.label)))
    // A new or reopened finding is judged by the tenant's suppression rules as an audit's is.
    const verdicts = await rules.firstMatches(observations.map((o, i) => ({
      resource: matched.resources[i]!,
      finding: { id: null, check_id: o.rule_id, severity: o.severity, dimension: o.dimension, status: 'open', title: o.title },
    })))
    observations.forEach((o, i) => { o.suppressed_by = verdicts[i]! })
    add(next, await reconcileFindings(tx, tenantId, {
      auditId: running.auditId, now, resourceIds: [], observations, policies: new Map(), slaWindows,
      providers: new Map(matched.resources.map((r) => [r.id, r.provider])), mode: { kind: 'import' },
    }))
    return matched.resources.map((r) => r.id)
  })

  try {
    try {
      // While the database writes one batch, the next is parsed; the writes run one after the other, in file
      // order (a batch finds the findings the earlier ones wrote: duplicates across batches are counted so).
      let writing: Promise<void> = Promise.resolve()
      let pending: ExternalFinding[] = []
      const flush = async () => {
        if (pending.length === 0) return
        const findings = pending
        pending = []
        await writing
        writing = write(findings)
        writing.catch(() => undefined) // kept for the next await, never left unhandled
      }
      try {
        for await (const event of opened.events()) {
          if (event.type !== 'finding') continue
          pending.push(event.finding)
          if (pending.length >= BATCH) await flush()
        }
        await flush()
        await writing
      } catch (error) {
        await writing.catch(() => undefined) // the write in flight ends before the error is answered
        throw error
      }
      if (!claimed) await batch(async () => []) // a file without findings still resolves its scopes' findings
      // Only now that every batch has committed: what the file no longer reports is resolved.
      for (const scope of scopes) await resolveAbsent(db, tenantId, running.auditId, scope, (ids) => batch(async (tx, next) => {
        add(next, await reconcileFindings(tx, tenantId, {
          auditId: running.auditId, now, resourceIds: [], observations: [], policies: new Map(), slaWindows, providers: new Map(), mode: { kind: 'import_absent', ids },
        }))
        return []
      }))
      const finished = await db.transaction().execute((tx) => deadline.watch(() => finishImport(tx, running, { status: 'completed', counts: JSON.stringify(counts) })))
      if (!finished) throw new ImportTakenOver()
      return running.id
    } finally {
      stopLease()
    }
  } catch (error) {
    if (!claimed) {
      throw await deadline.refusalFor(db, error, nothingImported)
    }
    const refusal = await deadline.refusalFor(db, error, () => {
      const refused = new ApiError('payload_too_large', `A statement of this import passed the database's statement deadline while the database was answering (a file of very many findings or resources, or a lock held meanwhile). The batches written before it stand: import ${running.id} is recorded as failed with what they changed, and resolved nothing. Import the same file again (it converges), or split it into smaller ones (with one label each).`)
      refused.details = { import_id: running.id }
      return refused
    })
    const reason = refusal instanceof ApiError ? STATEMENT_DEADLINE_REASON : error instanceof ImportTakenOver ? LAPSED_REASON : STOPPED_REASON
    const record = () => db.transaction().execute((tx) => finishImport(tx, running, { status: 'failed', reason, counts: JSON.stringify(counts) }))
    // A database that is away would hold the answer another statement deadline: recorded once it is back (the
    // record is shown failed meanwhile once its lease lapses). Otherwise recorded before answering.
    if (!(refusal instanceof ApiError) && error instanceof Error && isDatabaseUnavailable(error)) recordFailureLater(record)
    else await record().catch(() => recordFailureLater(record))
    throw refusal
  }
}

const nothingImported = () => new ApiError('payload_too_large', 'A statement of this import passed the database\'s statement deadline while the database was answering (a file of very many findings or resources, or a lock held meanwhile); nothing was imported. Split the file into smaller ones (with one label each) and retry.')
const STATEMENT_DEADLINE_REASON = 'A statement of the import passed the database\'s statement deadline. What its committed batches changed stands and nothing was resolved; importing the same file again converges.'
const STOPPED_REASON = 'The import stopped at an error before it finished (the database became unavailable, or an unexpected error). What its committed batches changed stands and nothing was resolved; importing the same file again converges.'

/** This import's record was marked failed by another import that found its lease lapsed: it must not go on. */
class ImportTakenOver extends Error {
  constructor() { super('The import lost its lease: another import of the tenant found it lapsed and marked it failed.') }
}

const skippedOf = (skipped: Record<SkipReason, number>) => Object.fromEntries(SKIP_REASONS.map((r) => [r, skipped[r]]))

/**
 * Resolves the open and accepted findings of a scope that this import did not see, 2,000 at a time, each batch
 * in its own transaction (`resolve`): the scope's findings are walked once in id order
 * (findings_import_scope_idx), never from the start again.
 */
async function resolveAbsent(db: Db, tenantId: string, auditId: string, scope: string, resolve: (ids: string[]) => Promise<void>) {
  for (let after = ''; ;) {
    const { rows } = await sql<{ id: string; audit_id: string }>`select id, audit_id from findings
      where tenant_id = ${tenantId} and import_scope = ${scope} and status <> 'resolved' and id > ${after}
      order by id limit ${BATCH}`.execute(db)
    if (rows.length === 0) return
    after = rows[rows.length - 1]!.id
    const unseen = rows.filter((r) => r.audit_id !== auditId).map((r) => r.id)
    if (unseen.length > 0) await resolve(unseen)
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
