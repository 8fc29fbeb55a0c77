import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { sql } from 'kysely'
import { insertEvents, type FindingRefData, type NewEvent } from '../events/index.ts'
import { updateBatchRows } from '../platform/db/batch-rows.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { FindingSource, TransitionKind } from '../platform/db/tables.ts'
import { newId } from '../platform/ids.ts'
import { findingUpdated } from './changes.ts'
import { dueAtFor, type SlaWindows } from './sla.ts'
import { SEVERITIES, type Dimension, type Severity } from '../vocabulary/index.ts'

/** A problem an audit observed: one check (or resource policy) failing on one resource. */
export interface Observation {
  rule_id: string
  resource_id: string
  severity: Severity
  dimension: Dimension
  title: string
  description: string
  remediation: string
  /** Policies that match: the resource policy that raised it and/or finding policies that raise its severity. */
  policy_ids: string[]
  /**
   * Not seen by this audit but kept: the earlier verdict of a policy the audit could not evaluate. The finding
   * stands as it was; its last_seen_at and audit_id do not move (nothing looked at it).
   */
  carried?: boolean
  /**
   * The tenant's suppression rules' verdict on a finding this audit creates or reopens: the first enabled rule
   * that matches it, or null for none. Undefined: not evaluated (a finding that stays open or accepted keeps
   * the rule it has).
   */
  suppressed_by?: string | null
  /** A finding of a findings import: keyed by its fingerprint instead of (rule, resource). */
  imported?: ImportedIdentity
}

export interface ImportedIdentity { fingerprint: string; scope: string; source: FindingSource }

export interface PolicyRef { id: string; name: string; target: 'resource' | 'finding'; severity: Severity; dimension: Dimension }

export interface ReconcileInput {
  auditId: string
  now: Date
  /** Every resource of this batch: findings on them that were not observed are resolved. */
  resourceIds: string[]
  observations: Observation[]
  policies: ReadonlyMap<string, PolicyRef>
  /** The tenant's SLA policy: new findings are due at detection + the window of their severity. */
  slaWindows: SlaWindows
  /** The provider of each resource of the batch, carried by the transitions for the statistics trigger. */
  providers: ReadonlyMap<string, string>
  /**
   * `audit` (default): the findings of the batch's resources, keyed by (rule, resource); the audits' own only.
   * `import`: the findings with the observations' fingerprints; nothing unobserved is resolved (the import
   * resolves its scope at the end). `import_absent`: these findings (of the import's scope, not seen by it:
   * finding-imports/service.ts chooses them), all resolved unless resolved already.
   */
  mode?: { kind: 'audit' } | { kind: 'import' } | { kind: 'import_absent'; ids: readonly string[] }
  /** Checks the tenant disabled: an audit resolves their findings with resolution `check_disabled`, not `fixed`. */
  disabledChecks?: ReadonlySet<string>
  /**
   * The batch's resources left the inventory (removed by a complete import of their source, README decision
   * 88): with no observations, their findings are resolved with resolution `resource_removed`.
   */
  removedResources?: boolean
}

/** What one batch did, for an import's counts (an audit counts its transitions instead). */
export const RECONCILE_COUNT_KEYS = ['created', 'reopened', 'updated', 'unchanged', 'duplicates', 'resolved'] as const
export type ReconcileCounts = Record<(typeof RECONCILE_COUNT_KEYS)[number], number>

export const severityRank = (s: string) => SEVERITIES.indexOf(s as Severity)

type Row = {
  id: string; check_id: string; resource_id: string; status: string; severity: string; dimension: string; title: string; policy_ids: string[]
  status_expires_at: Date | null; detected_at: Date; suppressed_by: string | null; texts_hash: string
  /** Imported findings only (modes import and import_absent). */
  fingerprint?: string | null; audit_id?: string; source?: FindingSource | null; provider?: string
}
const ROW_COLUMNS = sql`f.id, f.check_id, f.resource_id, f.status, f.severity, f.dimension, f.title, f.policy_ids, f.status_expires_at, f.detected_at, f.suppressed_by`

// The texts of a finding (title, description, remediation) follow its check or policy, so they rarely change
// between audits. The stored ones are compared by digest (computed the same way in SQL and here) instead of
// being read back or rewritten for every finding an audit sees again.
const TEXTS_HASH = sql<string>`md5(f.title || chr(31) || f.description || chr(31) || f.remediation)`
const textsCache = new Map<string, { texts: [string, string, string]; hash: string }>()
function textsHash(o: Pick<Observation, 'rule_id' | 'title' | 'description' | 'remediation'>): string {
  const cached = textsCache.get(o.rule_id)
  if (cached && cached.texts[0] === o.title && cached.texts[1] === o.description && cached.texts[2] === o.remediation) return cached.hash
  const hash = createHash('md5').update(`${o.title}\u001f${o.description}\u001f${o.remediation}`).digest('hex')
  if (textsCache.size > 10_000) textsCache.clear() // policies come and go; checks are a few dozen
  textsCache.set(o.rule_id, { texts: [o.title, o.description, o.remediation], hash })
  return hash
}

const ref = (f: { id: string; severity: string; dimension: string; resource_id: string; title: string }): FindingRefData =>
  ({ id: f.id, severity: f.severity as Severity, dimension: f.dimension as Dimension, resource_id: f.resource_id, title: f.title })

/**
 * Applies one audit batch to the findings of its resources, in the caller's transaction, with the events
 * and transitions of every change:
 * - a problem seen for the first time → new finding (`finding.created`);
 * - seen again → same finding (fingerprint = tenant, rule, resource): last_seen_at and audit_id move;
 *   a resolved one reopens (no `finding.created` again); an accepted risk stays accepted until it expires;
 * - a severity different from the stored one → `finding.severity_changed`;
 * - a policy matching that did not match before → `policy.violated` (once per new match);
 * - an open or accepted finding whose problem is gone → resolved (`finding.resolved`, resolution `fixed`).
 * Running a batch twice changes nothing the second time, so a retried audit does not double count.
 */
export async function reconcileFindings(tx: DbOrTx, tenantId: string, input: ReconcileInput): Promise<ReconcileCounts> {
  const { auditId, now } = input
  const mode = input.mode ?? { kind: 'audit' }
  const counts: ReconcileCounts = { created: 0, reopened: 0, updated: 0, unchanged: 0, duplicates: 0, resolved: 0 }
  if (mode.kind !== 'import_absent' && input.observations.length === 0 && input.resourceIds.length === 0) return counts
  let existing = await existingFindings(tx, tenantId, input, mode)
  if (mode.kind === 'import_absent' && existing.length === 0) return counts
  if (mode.kind === 'import') existing = await lockChanging(tx, tenantId, existing, input.observations, now)
  const keyOf = mode.kind === 'audit'
    ? (f: { check_id: string; resource_id: string }) => `${f.check_id}\u0000${f.resource_id}`
    : (f: { fingerprint?: string | null }) => f.fingerprint!
  const observationKey = mode.kind === 'audit'
    ? (o: Observation) => `${o.rule_id}\u0000${o.resource_id}`
    : (o: Observation) => o.imported!.fingerprint
  const byKey = new Map(existing.map((f) => [keyOf(f), f]))

  const inserts: NewFinding[] = []
  const updates: Update[] = []
  /** Seen again with nothing else to change: only last_seen_at and audit_id move (most findings of most audits). */
  const seenOnly: string[] = []
  /** value_before: the status a reopened finding leaves (resolved, or accepted_risk when an acceptance lapsed), a resolved one ends (open or accepted_risk), or a finding whose severity changes has (statistics move only open ones). */
  /** suppressed: the finding was suppressed when the change was made (the statistics leave it out); value_after: the rule of a suppression change. */
  const transitions: { finding_id: string; kind: TransitionKind; severity_before: string | null; severity_after: string | null; value_before: string | null; value_after?: string | null; dimension: string; resource_id: string; detected_at: Date; suppressed: boolean }[] = []
  /** Findings suppressed once the batch is written: their events are not sent, except finding.resolved. */
  const suppressedAfter = new Set<string>()
  /** The finding.updated events of suppressions and unsuppressions, sent whatever the finding's state. */
  const suppressionEvents: NewEvent[] = []
  const suppressionChange = (f: Pick<Row, 'id' | 'dimension' | 'resource_id' | 'detected_at' | 'title'>, severity: string, status: string, from: string | null, to: string | null) => {
    if (from === to) return
    // A change of rule leaves the finding suppressed: a history entry only (the statistics had already left it out).
    transitions.push({ finding_id: f.id, kind: to === null ? 'unsuppressed' : 'suppressed', severity_before: severity, severity_after: severity, value_before: status, value_after: to ?? from,
      dimension: f.dimension, resource_id: f.resource_id, detected_at: f.detected_at, suppressed: from !== null })
    if (from === null || to === null) suppressionEvents.push(findingUpdated({ ...f, severity }, { suppressed_by: { from, to } }, { type: 'system', id: null }))
  }
  const dueDays = (severity: string) => input.slaWindows[severity as Severity]
  const events: NewEvent[] = []
  const violated = (finding: FindingRefData, policyIds: string[]) => {
    for (const id of policyIds) {
      const policy = input.policies.get(id)
      if (policy) events.push({ type: 'policy.violated', data: { policy, finding, audit_id: auditId } })
    }
  }

  const observed = new Set<string>()
  for (const o of input.observations) {
    const key = observationKey(o)
    const current = byKey.get(key)
    // Twice in one import (a module used twice, which SARIF cannot tell apart): one finding, counted once.
    if (observed.has(key) || (mode.kind === 'import' && current?.audit_id === auditId)) {
      counts.duplicates++
      continue
    }
    observed.add(key)
    if (!current) {
      const id = newId('fnd')
      const suppressedBy = o.suppressed_by ?? null
      counts.created++
      inserts.push({ id, check_id: o.rule_id, resource_id: o.resource_id, severity: o.severity, dimension: o.dimension, title: o.title, description: o.description, remediation: o.remediation, policy_ids: o.policy_ids, due_at: dueAtFor(now, o.severity, input.slaWindows), suppressed_by: suppressedBy, imported: o.imported ?? null })
      transitions.push({ finding_id: id, kind: 'created', severity_before: null, severity_after: o.severity, value_before: null, dimension: o.dimension, resource_id: o.resource_id, detected_at: now, suppressed: suppressedBy !== null })
      if (suppressedBy !== null) {
        // Suppressed from the start: out of the statistics and silent (no event at all) until a rule releases it.
        transitions.push({ finding_id: id, kind: 'suppressed', severity_before: o.severity, severity_after: o.severity, value_before: 'open', value_after: suppressedBy, dimension: o.dimension, resource_id: o.resource_id, detected_at: now, suppressed: true })
        suppressedAfter.add(id)
      }
      const finding = ref({ id, ...o })
      events.push({ type: 'finding.created', data: { finding } })
      violated(finding, o.policy_ids)
      continue
    }
    const { acceptanceExpired, reopen, sourceMoved, unchanged } = compare(o, current, now)
    const status = reopen ? 'open' : current.status
    // A reopened finding is judged by the rules anew; any other keeps the rule it has.
    const suppressedBy = reopen && o.suppressed_by !== undefined ? o.suppressed_by : current.suppressed_by
    if (suppressedBy !== null) suppressedAfter.add(current.id)
    if (reopen) counts.reopened++
    else if (unchanged) counts.unchanged++
    else counts.updated++
    if (unchanged) { if (!o.carried) seenOnly.push(current.id) }
    else updates.push({ id: current.id, status, severity: o.severity, policy_ids: o.policy_ids, title: o.title, description: o.description, remediation: o.remediation, resolved: false, seen: !o.carried, due_days: dueDays(o.severity), suppressed_by: suppressedBy, source: sourceMoved ? JSON.stringify(o.imported!.source) : null })
    const finding = ref({ ...current, severity: o.severity, title: o.title })
    const carried = { dimension: current.dimension, resource_id: current.resource_id, detected_at: current.detected_at, suppressed: current.suppressed_by !== null }
    if (reopen) transitions.push({ finding_id: current.id, kind: 'reopened', severity_before: current.severity, severity_after: o.severity, value_before: current.status, ...carried })
    // An acceptance that lapsed before the sweep reopened it (acceptance-expiry.ts) is reopened here, as the sweep would.
    if (acceptanceExpired) events.push(findingUpdated(current, { status: { from: 'accepted_risk', to: 'open' } }, { type: 'system', id: null }))
    if (o.severity !== current.severity) {
      transitions.push({ finding_id: current.id, kind: 'severity_changed', severity_before: current.severity, severity_after: o.severity, value_before: status, ...carried })
      events.push({ type: 'finding.severity_changed', data: { finding, previous_severity: current.severity as Severity, audit_id: auditId, policy_ids: o.policy_ids } })
    }
    // After a resolution every matching policy is a new match; otherwise only policies that just started matching.
    violated(finding, current.status === 'resolved' ? o.policy_ids : o.policy_ids.filter((p) => !current.policy_ids.includes(p)))
    suppressionChange({ ...current, title: o.title }, o.severity, status, current.suppressed_by, suppressedBy)
  }

  for (const current of mode.kind === 'import' ? [] : existing) {
    if (observed.has(keyOf(current)) || current.status === 'resolved') continue
    counts.resolved++
    updates.push({ id: current.id, status: 'resolved', severity: current.severity, policy_ids: current.policy_ids, title: current.title, description: '', remediation: '', resolved: true, seen: false, due_days: dueDays(current.severity), suppressed_by: current.suppressed_by, source: null })
    const resolution = input.removedResources ? 'resource_removed' : input.disabledChecks?.has(current.check_id) ? 'check_disabled' : 'fixed'
    // value_after keeps the resolution for the history entry (the statistics read only the kind of a resolution).
    transitions.push({ finding_id: current.id, kind: 'resolved', severity_before: current.severity, severity_after: current.severity, value_before: current.status, value_after: resolution, dimension: current.dimension, resource_id: current.resource_id, detected_at: current.detected_at, suppressed: current.suppressed_by !== null })
    events.push({ type: 'finding.resolved', data: { finding: ref(current), resolution, reason: null, expires_at: null, audit_id: auditId } })
  }

  if (inserts.length > 0) await insertFindings(tx, tenantId, auditId, now, inserts)
  if (updates.length > 0) await applyUpdates(tx, tenantId, auditId, now, updates)
  await updateBatchRows('findings', tenantId, seenOnly, async (join) => (await sql<{ id: string }>`
    update findings f set last_seen_at = ${now}::timestamptz, audit_id = ${auditId}
    from unnest(${sql.val(seenOnly)}::text[]) as v(id) ${join} returning f.id`.execute(tx)).rows)
  // Suppressed findings send nothing but their resolution (and the change that suppressed them).
  const sent = suppressedAfter.size === 0 ? events
    : events.filter((e) => e.type === 'finding.resolved' || !suppressedAfter.has((e.data as { finding: { id: string } }).finding.id))
  await insertEvents(tx, tenantId, [...sent, ...suppressionEvents], now)
  // Last: the statistics trigger on finding_transitions locks this day's rollup rows until the commit, which
  // the other batch of the audit waits for (migration 0019).
  if (transitions.length > 0) {
    const col = <K extends keyof (typeof transitions)[number]>(k: K) => sql.val(transitions.map((t) => t[k]))
    const providerOf = new Map(existing.map((f) => [f.resource_id, f.provider]))
    const providers = sql.val(transitions.map((t) => input.providers.get(t.resource_id) ?? providerOf.get(t.resource_id) ?? null))
    await sql`insert into finding_transitions (tenant_id, audit_id, created_at, finding_id, kind, severity_before, severity_after, value_before, value_after, dimension, provider, detected_at, suppressed)
      select ${tenantId}, ${auditId}, ${now}::timestamptz, v.* from unnest(${col('finding_id')}::text[], ${col('kind')}::text[], ${col('severity_before')}::text[],
        ${col('severity_after')}::text[], ${col('value_before')}::text[], ${sql.val(transitions.map((t) => t.value_after ?? null))}::text[], ${col('dimension')}::text[], ${providers}::text[],
        ${col('detected_at')}::timestamptz[], ${col('suppressed')}::boolean[]) as v`.execute(tx)
  }
  return counts
}

/** How an observation stands against the stored finding; `unchanged`: only last_seen_at and audit_id would move. */
function compare(o: Observation, current: Row, now: Date) {
  const acceptanceExpired = current.status === 'accepted_risk' && current.status_expires_at !== null && current.status_expires_at <= now
  const reopen = current.status === 'resolved' || acceptanceExpired
  const sourceMoved = o.imported !== undefined && !isDeepStrictEqual(o.imported.source, current.source)
  const unchanged = !reopen && !sourceMoved && o.severity === current.severity && o.policy_ids.join(',') === current.policy_ids.join(',') && textsHash(o) === current.texts_hash
  return { acceptanceExpired, reopen, sourceMoved, unchanged }
}

/**
 * An import reads its findings unlocked and locks (reading them again) only those it will change beyond
 * last_seen_at and audit_id: most findings of a re-import are unchanged, and locking each one wrote every
 * heap page once more before the update rewrote it (bench:findings-import, re-import: 7.9 s of 34.5 s). Safe
 * without the lock: the seen-only update sets no column a triage writes, so a triage committed in between
 * stands, as if it had come after the import; a second import of the tenant cannot run (the advisory lock).
 */
async function lockChanging(tx: DbOrTx, tenantId: string, existing: Row[], observations: readonly Observation[], now: Date): Promise<Row[]> {
  const byFingerprint = new Map(existing.map((f) => [f.fingerprint!, f]))
  const changing = new Set<string>()
  for (const o of observations) {
    const current = byFingerprint.get(o.imported!.fingerprint)
    if (current && !changing.has(current.id) && !compare(o, current, now).unchanged) changing.add(current.id)
  }
  if (changing.size === 0) return existing
  const { rows } = await sql<Row>`select ${ROW_COLUMNS}, ${TEXTS_HASH} as texts_hash, f.fingerprint, f.audit_id, f.source
    from findings f where f.tenant_id = ${tenantId} and f.id = any(${sql.val([...changing])}::text[]) for update`.execute(tx)
  const locked = new Map(rows.map((r) => [r.id, r]))
  return existing.map((f) => locked.get(f.id) ?? f)
}

/** The stored findings a batch is judged against, locked until the commit (an import's: see lockChanging); see ReconcileInput.mode. */
async function existingFindings(tx: DbOrTx, tenantId: string, input: ReconcileInput, mode: NonNullable<ReconcileInput['mode']>): Promise<Row[]> {
  if (mode.kind === 'import') {
    const fingerprints = [...new Set(input.observations.map((o) => o.imported!.fingerprint))]
    // One probe of the fingerprint index per fingerprint (LATERAL … OFFSET 0, as the audit's lookup below):
    // `fingerprint = any(…)` let the planner read every finding of the tenant by its primary key and filter
    // them, once per batch (quadratic in an import's size, and slow for any tenant with many findings).
    const { rows } = await sql<Row>`select f.* from unnest(${sql.val(fingerprints)}::text[]) as k(fingerprint) cross join lateral (
      select ${ROW_COLUMNS}, ${TEXTS_HASH} as texts_hash, f.fingerprint, f.audit_id, f.source
      from findings f where f.tenant_id = ${tenantId} and f.fingerprint = k.fingerprint offset 0) as f`.execute(tx)
    return rows
  }
  if (mode.kind === 'import_absent') {
    if (mode.ids.length === 0) return []
    const { rows } = await sql<Row>`select ${ROW_COLUMNS}, ${TEXTS_HASH} as texts_hash, f.fingerprint
      from findings f where f.tenant_id = ${tenantId} and f.id = any(${sql.val([...mode.ids])}::text[]) for update`.execute(tx)
    // The providers the transitions carry for the statistics, read after (a join let the planner walk every
    // finding of the scope once per resource: bench:findings-import).
    const providers = await tx.selectFrom('resources').select(['id', 'provider']).where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(rows.map((r) => r.resource_id))]).execute()
    const providerOf = new Map(providers.map((p) => [p.id, p.provider]))
    return rows.map((r) => ({ ...r, provider: providerOf.get(r.resource_id) }))
  }
  // One index lookup per resource of the batch (LATERAL … OFFSET 0 keeps it a nested loop), whatever the
  // statistics say: while a first audit fills the table they describe it as empty, and the planner then
  // hashed a sequential scan of the whole growing table for every batch (bench:audit: 160 s of 1M).
  // Imported findings are not the audit's: it neither sees nor locks nor resolves them. Said as coalesce(…) = ''
  // (no fingerprint is empty), not `fingerprint is null`: that let the planner pick the partial (tenant, check,
  // resource) index, which cannot seek by resource (bench:audit: a batch took 9–20 s instead of milliseconds).
  const { rows } = await sql<Row>`
    select f.* from unnest(${sql.val(input.resourceIds)}::text[]) as r(id) cross join lateral (
      select ${ROW_COLUMNS}, ${TEXTS_HASH} as texts_hash
      from findings f where f.tenant_id = ${tenantId} and f.resource_id = r.id and coalesce(f.fingerprint, '') = '' offset 0 for update) as f`.execute(tx)
  return rows
}

type NewFinding = Pick<Observation, 'resource_id' | 'severity' | 'dimension' | 'title' | 'description' | 'remediation' | 'policy_ids'> & { id: string; check_id: string; due_at: Date | null; suppressed_by: string | null; imported: ImportedIdentity | null }
/** due_days: the SLA window of the finding's (new) severity, for a severity change to move a due date that follows the policy. */
/** source: an imported finding's new source (JSON; its location moved), else null (kept). */
type Update = { id: string; status: string; severity: string; policy_ids: string[]; title: string; description: string; remediation: string; resolved: boolean; seen: boolean; due_days: number | null; suppressed_by: string | null; source: string | null }

// Batches are written with one statement over unnest(array per column): PostgreSQL plans it once, where a
// VALUES list of thousands of rows costs a parameter per cell (measured by npm run bench:audit).

async function insertFindings(tx: DbOrTx, tenantId: string, auditId: string, now: Date, rows: NewFinding[]) {
  const col = <K extends keyof NewFinding>(k: K) => sql.val(rows.map((r) => r[k]))
  await sql`
    insert into findings (id, tenant_id, check_id, audit_id, resource_id, severity, dimension, status, title, description, remediation,
      detected_at, first_seen_at, last_seen_at, policy_ids, due_at, suppressed_by, fingerprint, import_scope, source)
    select v.id, ${tenantId}, v.check_id, ${auditId}, v.resource_id, v.severity, v.dimension, 'open', v.title, v.description, v.remediation,
      ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, array(select jsonb_array_elements_text(v.policy_ids::jsonb)), v.due_at, v.suppressed_by,
      v.fingerprint, v.import_scope, v.source::jsonb
    from unnest(${col('id')}::text[], ${col('check_id')}::text[], ${col('resource_id')}::text[], ${col('severity')}::text[], ${col('dimension')}::text[],
      ${col('title')}::text[], ${col('description')}::text[], ${col('remediation')}::text[], ${sql.val(rows.map((r) => JSON.stringify(r.policy_ids)))}::text[],
      ${col('due_at')}::timestamptz[], ${col('suppressed_by')}::text[], ${sql.val(rows.map((r) => r.imported?.fingerprint ?? null))}::text[],
      ${sql.val(rows.map((r) => r.imported?.scope ?? null))}::text[], ${sql.val(rows.map((r) => (r.imported ? JSON.stringify(r.imported.source) : null)))}::text[])
      as v(id, check_id, resource_id, severity, dimension, title, description, remediation, policy_ids, due_at, suppressed_by, fingerprint, import_scope, source)`.execute(tx)
}

/** One UPDATE … FROM unnest(…) per batch instead of one statement per finding. */
async function applyUpdates(tx: DbOrTx, tenantId: string, auditId: string, now: Date, updates: Update[]) {
  const col = <K extends keyof (typeof updates)[number]>(k: K) => sql.val(updates.map((u) => u[k]))
  await updateBatchRows('findings', tenantId, updates.map((u) => u.id), async (join) => (await sql<{ id: string }>`
    update findings f set
      status = v.status,
      severity = v.severity,
      policy_ids = array(select jsonb_array_elements_text(v.policy_ids::jsonb)),
      title = case when v.seen then v.title else f.title end,
      description = case when v.seen then v.description else f.description end,
      remediation = case when v.seen then v.remediation else f.remediation end,
      last_seen_at = case when v.seen then ${now}::timestamptz else f.last_seen_at end,
      audit_id = case when v.seen then ${auditId} else f.audit_id end,
      resolved_at = case when v.resolved then ${now}::timestamptz when v.status = 'resolved' then f.resolved_at else null end,
      status_reason = case when v.status = 'accepted_risk' then f.status_reason else null end,
      status_expires_at = case when v.status = 'accepted_risk' then f.status_expires_at else null end,
      due_at = case when f.due_at_manual or v.severity = f.severity then f.due_at
        when v.due_days is null then null else f.detected_at + make_interval(days => v.due_days) end,
      suppressed_by = v.suppressed_by,
      source = coalesce(v.source::jsonb, f.source),
      -- A fingerprint reported under another scope moves to it: the latest import that reports it owns it.
      import_scope = coalesce(v.source::jsonb ->> 'scope', f.import_scope)
    from unnest(${col('id')}::text[], ${col('status')}::text[], ${col('severity')}::text[], ${sql.val(updates.map((u) => JSON.stringify(u.policy_ids)))}::text[],
      ${col('title')}::text[], ${col('description')}::text[], ${col('remediation')}::text[], ${col('resolved')}::boolean[], ${col('seen')}::boolean[], ${col('due_days')}::int[], ${col('suppressed_by')}::text[],
      ${col('source')}::text[])
      as v(id, status, severity, policy_ids, title, description, remediation, resolved, seen, due_days, suppressed_by, source)
    ${join} returning f.id`.execute(tx)).rows)
}
