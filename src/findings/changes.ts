import { sql } from 'kysely'
import { insertEvents, type NewEvent, type TriageField } from '../events/index.ts'
import { updateBatchRows } from '../platform/db/batch-rows.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { isoOrNull } from '../platform/db/keyset.ts'
import type { TransitionKind } from '../platform/db/tables.ts'
import { newId } from '../platform/ids.ts'
import type { Actor } from './history.ts'
import type { FindingRow } from './repo.ts'
import { dueAtFor, type SlaWindows } from './sla.ts'
import type { Dimension, Severity } from '../vocabulary/index.ts'

/**
 * A triage change to apply to one or many findings (PATCH /v1/findings/{id}, bulk updates, a lapsed
 * acceptance), already validated as a request: `reason` only with accepted_risk, the assignee a member.
 */
export interface TriageChanges {
  status?: 'open' | 'accepted_risk' | 'resolved'
  reason?: string
  /** With accepted_risk: when the acceptance lapses; null: never. */
  acceptedUntil?: Date | null
  /** A member's id, or null to unassign. */
  assignee?: string | null
  /** A date set by hand, or null to let the SLA policy set it again. */
  dueAt?: Date | null
  /** A note to add (bulk updates). */
  note?: string
}

/** Who makes a change: a person (or application), or the system (an acceptance that lapsed). */
export type ChangeActor = Actor | { type: 'system'; id: null }

/** Why a finding cannot take a change; the bulk job reports it per finding, PATCH as 409. */
export class ChangeRefused extends Error {
  constructor(readonly code: 'invalid_status_transition', message: string) { super(message) }
}

/** A finding is owned by a check or policy unless it was imported (`ext.<tool>.<rule>`): audits decide its status. */
export const ownedByCheck = (checkId: string) => !checkId.startsWith('ext.')

type Columns = Pick<FindingRow, 'status' | 'status_reason' | 'status_expires_at' | 'resolved_at' | 'assignee' | 'due_at' | 'due_at_manual'>

export interface ChangePlan {
  current: FindingRow
  next: Columns
  entries: { kind: TransitionKind; before: string | null; after: string | null }[]
  changes: Partial<Record<TriageField, { from: string | null; to: string | null }>>
  note?: { id: string; body: string }
  /** Accepting an open finding, or resolving an imported one by hand: `finding.resolved` too. */
  resolution?: 'accepted_risk' | 'fixed'
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null)

/**
 * What `changes` do to `current`: its next columns, its history entries, the fields of its `finding.updated`
 * event. A plan with no entries changes nothing (the finding already is as asked). Throws ChangeRefused when the
 * status cannot move: a resolved finding of a check (the problem is gone), or resolving a check's finding by hand.
 */
export function planChange(current: FindingRow, changes: TriageChanges, windows: SlaWindows, now: Date, actor: ChangeActor): ChangePlan {
  const next: Columns = {
    status: current.status, status_reason: current.status_reason, status_expires_at: current.status_expires_at, resolved_at: current.resolved_at,
    assignee: current.assignee, due_at: current.due_at, due_at_manual: current.due_at_manual,
  }
  const plan: ChangePlan = { current, next, entries: [], changes: {} }
  const change = (field: TriageField, from: string | null, to: string | null) => { plan.changes[field] = { from, to } }

  if (changes.assignee !== undefined && changes.assignee !== current.assignee) {
    next.assignee = changes.assignee
    plan.entries.push({ kind: 'assigned', before: current.assignee, after: changes.assignee })
    change('assignee', current.assignee, changes.assignee)
  }

  if (changes.dueAt !== undefined) {
    const dueAt = changes.dueAt ?? dueAtFor(current.detected_at, current.severity, windows)
    next.due_at_manual = changes.dueAt !== null
    next.due_at = dueAt
    if (!sameInstant(dueAt, current.due_at)) {
      plan.entries.push({ kind: 'due_changed', before: isoOrNull(current.due_at), after: isoOrNull(dueAt) })
      change('due_at', isoOrNull(current.due_at), isoOrNull(dueAt))
    }
  }

  if (changes.status !== undefined) planStatus(plan, changes, now, actor)

  if (changes.note !== undefined) {
    plan.note = { id: newId('not', now.getTime()), body: changes.note }
    plan.entries.push({ kind: 'note_added', before: null, after: plan.note.id })
    change('note', null, plan.note.id)
  }
  return plan
}

function planStatus(plan: ChangePlan, changes: TriageChanges, now: Date, actor: ChangeActor) {
  const { current, next } = plan
  const status = changes.status!
  if (current.status === 'resolved' && ownedByCheck(current.check_id)) {
    throw new ChangeRefused('invalid_status_transition', `Finding ${current.id} is resolved (its problem is gone); only open or accepted findings can change status.`)
  }
  if (status === 'resolved' && ownedByCheck(current.check_id)) {
    throw new ChangeRefused('invalid_status_transition', `Finding ${current.id} is raised by ${current.check_id.startsWith('pol_') ? 'a policy' : 'a check'} (${current.check_id}): it is resolved by the audit that no longer sees the problem. Accept the risk instead, or fix the resource.`)
  }
  const reason = status === 'accepted_risk' ? changes.reason!.trim() : null
  const until = status === 'accepted_risk' ? changes.acceptedUntil ?? null : null
  const unchanged = status === current.status && reason === current.status_reason && sameInstant(until, current.status_expires_at)
  if (unchanged) return
  next.status = status
  next.status_reason = reason
  next.status_expires_at = until
  next.resolved_at = status === 'resolved' ? now : null
  const lapsed = actor.type === 'system'
  plan.entries.push({ kind: lapsed ? 'reopened' : 'status_changed', before: current.status, after: status })
  plan.changes.status = { from: current.status, to: status }
  if (reason !== current.status_reason) plan.changes.reason = { from: current.status_reason, to: reason }
  if (!sameInstant(until, current.status_expires_at)) plan.changes.accepted_until = { from: isoOrNull(current.status_expires_at), to: isoOrNull(until) }
  if (current.status === 'open' && status === 'accepted_risk') plan.resolution = 'accepted_risk'
  if (status === 'resolved') plan.resolution = 'fixed'
}

/**
 * Writes plans in the caller's transaction, a statement per kind of row for the whole set (findings, history
 * entries, notes, events), so that a bulk update of thousands costs a few statements per batch.
 */
export async function applyPlans(tx: DbOrTx, tenantId: string, plans: ChangePlan[], actor: ChangeActor, now: Date): Promise<void> {
  const changed = plans.filter((p) => p.entries.length > 0)
  if (changed.length === 0) return
  const col = <T>(f: (p: ChangePlan) => T) => sql.val(changed.map(f))
  await updateBatchRows('findings', tenantId, changed.map((p) => p.current.id), async (join) => (await sql<{ id: string }>`
    update findings f set status = v.status, status_reason = v.status_reason, status_expires_at = v.status_expires_at, resolved_at = v.resolved_at,
      assignee = v.assignee, due_at = v.due_at, due_at_manual = v.due_at_manual
    from unnest(${col((p) => p.current.id)}::text[], ${col((p) => p.next.status)}::text[], ${col((p) => p.next.status_reason)}::text[],
      ${col((p) => p.next.status_expires_at)}::timestamptz[], ${col((p) => p.next.resolved_at)}::timestamptz[], ${col((p) => p.next.assignee)}::text[],
      ${col((p) => p.next.due_at)}::timestamptz[], ${col((p) => p.next.due_at_manual)}::boolean[])
      as v(id, status, status_reason, status_expires_at, resolved_at, assignee, due_at, due_at_manual)
    ${join} returning f.id`.execute(tx)).rows)

  const notes = changed.filter((p) => p.note)
  if (notes.length > 0 && actor.type !== 'system') {
    const noteCol = <T>(f: (p: ChangePlan) => T) => sql.val(notes.map(f))
    await sql`insert into finding_notes (tenant_id, id, finding_id, body, author_type, author_id, created_at)
      select ${tenantId}, v.id, v.finding_id, v.body, ${actor.type}, ${actor.id}, ${now}::timestamptz
      from unnest(${noteCol((p) => p.note!.id)}::text[], ${noteCol((p) => p.current.id)}::text[], ${noteCol((p) => p.note!.body)}::text[]) as v(id, finding_id, body)`.execute(tx)
  }
  await insertEvents(tx, tenantId, changed.flatMap((p) => eventsOf(p, actor)), now)
  // Last, as audits do: the statistics trigger holds this day's rollup rows until the commit (migration 0019).
  // Each entry records the finding's severity at the time, which statistics over time count it under, and
  // carries its dimension, provider and first detection so that the statistics trigger looks nothing up.
  const entries = changed.flatMap((p) => p.entries.map((e) => ({
    finding_id: p.current.id, severity: p.current.severity, dimension: p.current.dimension, resource_id: p.current.resource_id, detected_at: p.current.detected_at,
    suppressed: p.current.suppressed_by !== null, ...e,
  })))
  const entryCol = <K extends keyof (typeof entries)[number]>(k: K) => sql.val(entries.map((e) => e[k]))
  await sql`insert into finding_transitions (tenant_id, audit_id, created_at, actor_type, actor_id, finding_id, kind, value_before, value_after, severity_before, severity_after,
      dimension, provider, detected_at, suppressed)
    select ${tenantId}, null, ${now}::timestamptz, ${actor.type}, ${actor.id}, v.finding_id, v.kind, v.before, v.after, v.severity, v.severity,
      v.dimension, (select r.provider from resources r where r.tenant_id = ${tenantId} and r.id = v.resource_id), v.detected_at, v.suppressed
    from unnest(${entryCol('finding_id')}::text[], ${entryCol('kind')}::text[], ${entryCol('before')}::text[], ${entryCol('after')}::text[],
      ${entryCol('severity')}::text[], ${entryCol('dimension')}::text[], ${entryCol('resource_id')}::text[], ${entryCol('detected_at')}::timestamptz[],
      ${entryCol('suppressed')}::boolean[])
      as v(finding_id, kind, before, after, severity, dimension, resource_id, detected_at, suppressed)`.execute(tx)
}

type FindingRefRow = Pick<FindingRow, 'id' | 'severity' | 'dimension' | 'resource_id' | 'title' | 'detected_at'>

/** The `finding.updated` event of a triage change. */
export function findingUpdated(row: FindingRefRow, changes: ChangePlan['changes'], actor: ChangeActor): NewEvent<'finding.updated'> {
  const finding = { id: row.id, severity: row.severity as Severity, dimension: row.dimension as Dimension, resource_id: row.resource_id, title: row.title, detected_at: row.detected_at.toISOString() }
  return { type: 'finding.updated', data: { finding, changes, actor } }
}

/** A suppressed finding's changes send no event but `finding.resolved` (an acceptance, a hand resolution). */
function eventsOf(plan: ChangePlan, actor: ChangeActor): NewEvent[] {
  const { current, next } = plan
  const finding = { id: current.id, severity: current.severity as Severity, dimension: current.dimension as Dimension, resource_id: current.resource_id, title: current.title }
  const events: NewEvent[] = current.suppressed_by === null ? [findingUpdated(current, plan.changes, actor)] : []
  if (plan.resolution) {
    events.push({ type: 'finding.resolved', data: {
      finding, resolution: plan.resolution, reason: next.status_reason, expires_at: isoOrNull(next.status_expires_at), audit_id: null,
    } })
  }
  return events
}
