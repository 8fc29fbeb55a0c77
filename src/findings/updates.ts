import { insertEvents } from '../events/index.ts'
import { memberRole } from '../accounts/repo.ts'
import type { Db } from '../platform/db/database.ts'
import type { TransitionKind } from '../platform/db/tables.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { recordChange, type Actor } from './history.ts'
import type { Dimension, Severity } from './vocabulary.ts'
import type { UpdateFindingBody } from './schemas.ts'

/**
 * A person's changes to a finding, in one transaction, each a history entry (GET /v1/findings/{id}/history):
 * - `assignee`: a member of the workspace owns it (or nobody: null); `assigned` entry, from and to the members;
 * - `status`: accept the risk (with a reason and an optional expiry) or reopen it; `status_changed` entry (a new
 *   reason or expiry of an accepted risk too: from and to both accepted_risk). Accepting emits
 *   `finding.resolved` with resolution `accepted_risk`; reopening emits nothing (receivers already know the
 *   finding). A resolved finding cannot be accepted or reopened by hand: the problem is gone.
 */
export async function updateFinding(db: Db, tenantId: string, id: string, body: UpdateFindingBody, now: Date, actor: Actor) {
  if (body.status === undefined && (body.reason !== undefined || body.expires_at !== undefined)) {
    throw new ApiError('invalid_parameter', "Invalid body field 'reason': reason and expires_at only apply to status accepted_risk.")
  }
  if (body.status === 'accepted_risk' && !body.reason?.trim()) {
    throw new ApiError('invalid_parameter', "Invalid body field 'reason': is required when status is accepted_risk.")
  }
  if (body.status === 'open' && (body.reason !== undefined || (body.expires_at !== undefined && body.expires_at !== null))) {
    throw new ApiError('invalid_parameter', "Invalid body field 'reason': reason and expires_at only apply to status accepted_risk.")
  }
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new ApiError('invalid_parameter', "Invalid body field 'expires_at': must be in the future.")
  }
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!current) throw notFound('finding', id)
    if (body.status !== undefined && current.status === 'resolved') {
      throw new ApiError('invalid_status_transition', `Finding ${id} is resolved (its problem is gone); only open or accepted findings can change status.`)
    }
    const record = (kind: TransitionKind, before: string | null, after: string | null) =>
      recordChange(tx, { tenantId, findingId: id, kind, actor, before, after, at: now })

    let row = current
    if (body.assignee !== undefined && body.assignee !== current.assignee) {
      if (body.assignee !== null && !(await memberRole(tx, tenantId, body.assignee))) {
        throw new ApiError('invalid_assignee', `No member of this workspace has the id '${body.assignee}': assign a finding to one of its members (usr_…), or null to unassign it.`)
      }
      await record('assigned', current.assignee, body.assignee)
      row = await tx.updateTable('findings').set({ assignee: body.assignee })
        .where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
    }
    if (body.status === 'open') {
      if (current.status === 'open') return row
      await record('status_changed', current.status, 'open')
      return tx.updateTable('findings').set({ status: 'open', status_reason: null, status_expires_at: null })
        .where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
    }
    if (body.status !== 'accepted_risk') return row
    await record('status_changed', current.status, 'accepted_risk')
    const updated = await tx.updateTable('findings').set({ status: 'accepted_risk', status_reason: body.reason!.trim(), status_expires_at: expiresAt })
      .where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
    if (current.status === 'open') {
      await insertEvents(tx, tenantId, [{
        type: 'finding.resolved',
        data: {
          finding: { id, severity: current.severity as Severity, dimension: current.dimension as Dimension, resource_id: current.resource_id, title: current.title },
          resolution: 'accepted_risk', reason: updated.status_reason, expires_at: expiresAt?.toISOString() ?? null, audit_id: null,
        },
      }], now)
    }
    return updated
  })
}
