import { memberRole } from '../accounts/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { applyPlans, ChangeRefused, planChange, type TriageChanges } from './changes.ts'
import type { Actor } from './history.ts'
import type { UpdateFindingBody } from './schemas.ts'
import { slaWindowsOf } from './sla.ts'

const bodyError = (field: string, message: string) => new ApiError('invalid_parameter', `Invalid body field '${field}': ${message}`)

/**
 * The triage fields of a request (PATCH body or a bulk update's `changes`) as TriageChanges, or 422:
 * `reason` and `accepted_until` only with accepted_risk (reason required there), `accepted_until` in the
 * future, `expires_at` as its deprecated alias (not both).
 */
export function triageChanges(body: UpdateFindingBody & { note?: string }, now: Date): TriageChanges {
  if (body.accepted_until !== undefined && body.expires_at !== undefined) throw bodyError('expires_at', 'is the deprecated name of accepted_until: send one of them.')
  const until = body.accepted_until !== undefined ? body.accepted_until : body.expires_at
  const untilField = body.accepted_until !== undefined ? 'accepted_until' : 'expires_at'
  if (body.status !== 'accepted_risk' && (body.reason !== undefined || (until !== undefined && until !== null))) {
    throw bodyError(body.reason !== undefined ? 'reason' : untilField, 'reason and accepted_until only apply to status accepted_risk.')
  }
  if (body.status === 'accepted_risk' && !body.reason?.trim()) throw bodyError('reason', 'is required when status is accepted_risk.')
  const acceptedUntil = until ? new Date(until) : null
  if (acceptedUntil && acceptedUntil.getTime() <= now.getTime()) throw bodyError(untilField, 'must be in the future.')
  if (body.note !== undefined && body.note.trim() === '') throw bodyError('note', 'must contain more than white space.')
  return {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.reason !== undefined ? { reason: body.reason } : {}),
    ...(body.status === 'accepted_risk' ? { acceptedUntil } : {}),
    ...(body.assignee !== undefined ? { assignee: body.assignee } : {}),
    ...(body.due_at !== undefined ? { dueAt: body.due_at === null ? null : new Date(body.due_at) } : {}),
    ...(body.note !== undefined ? { note: body.note } : {}),
  }
}

/** 422 `invalid_assignee` unless the assignee is null or a member of the workspace. */
export async function assertAssignable(db: DbOrTx, tenantId: string, assignee: string | null | undefined): Promise<void> {
  if (assignee === undefined || assignee === null) return
  if (!(await memberRole(db, tenantId, assignee))) {
    throw new ApiError('invalid_assignee', `No member of this workspace has the id '${assignee}': assign a finding to one of its members (usr_…), or null to unassign it.`)
  }
}

/**
 * A person's changes to one finding (PATCH /v1/findings/{id}), in one transaction with the finding locked, so
 * that concurrent changes each see the other's result: each change is a history entry with its actor, and
 * the whole is one `finding.updated` event (plus `finding.resolved` when a risk is accepted, as before).
 */
export async function updateFinding(db: Db, tenantId: string, id: string, body: UpdateFindingBody, clock: () => Date, actor: Actor) {
  const changes = triageChanges(body, clock())
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!current) throw notFound('finding', id)
    // The instant of the change is taken once the finding is ours: a change that waited for another's lock
    // comes after it in the history, as it does in fact.
    const now = clock()
    await assertAssignable(tx, tenantId, changes.assignee)
    const windows = changes.dueAt === null ? await slaWindowsOf(tx, tenantId) : undefined
    let plan
    try {
      plan = planChange(current, changes, windows!, now, actor)
    } catch (error) {
      if (error instanceof ChangeRefused) throw new ApiError(error.code, error.message)
      throw error
    }
    await applyPlans(tx, tenantId, [plan], actor, now)
    return { ...current, ...plan.next }
  })
}
