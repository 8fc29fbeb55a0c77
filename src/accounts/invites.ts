import { randomBytes } from 'node:crypto'
import { hashSecret } from '../platform/secret-hash.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { base62, newId } from '../platform/ids.ts'
import { recordAudit } from '../audit-log/index.ts'
import type { SessionView } from './service.ts'
import * as repo from './repo.ts'

export const INVITE_LIFETIME_MS = 7 * 24 * 3600_000
const SHAPE = /^[0-9A-Za-z]{43}$/

export class InviteError extends Error {
  constructor(message: string, readonly status: number) { super(message) }
}

/** An admin's invitation link secret (shown once); it works once, for 7 days. */
export async function createInvite(db: Db, session: SessionView, role: 'admin' | 'member', now = new Date()) {
  const membership = session.membership
  if (membership?.role !== 'admin') throw new InviteError('Only an admin can invite people to this workspace.', 403)
  const secret = base62(randomBytes(32))
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS)
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('invites').values({ id_hash: hashSecret(secret), tenant_id: membership.tenant_id, role, created_by: membership.user_id, created_at: now, expires_at: expiresAt }).execute()
    await recordAudit(tx, membership.tenant_id, membership.user_id, 'member.invited', { role, expires_at: expiresAt.toISOString() }, now)
  })
  return { secret, expiresAt }
}

/** The invitation a link names, while it can still be accepted. */
export async function openInvite(db: DbOrTx, secret: string, now = new Date()) {
  if (!SHAPE.test(secret)) throw new InviteError('This invitation link is not valid.', 404)
  const invite = await db.selectFrom('invites').innerJoin('tenants', 'tenants.id', 'invites.tenant_id')
    .select(['invites.tenant_id', 'invites.role', 'invites.expires_at', 'invites.accepted_at', 'tenants.name as tenant_name'])
    .where('invites.id_hash', '=', hashSecret(secret)).executeTakeFirst()
  if (!invite) throw new InviteError('This invitation link is not valid.', 404)
  if (invite.accepted_at) throw new InviteError('This invitation was already used. Ask an admin of the workspace for a new one.', 410)
  if (invite.expires_at.getTime() <= now.getTime()) throw new InviteError('This invitation has expired. Ask an admin of the workspace for a new one.', 410)
  return invite
}

/** Joins the signed-in account to the workspace, once; the session then shows that workspace. */
export async function acceptInvite(db: Db, session: SessionView, secret: string, now = new Date()) {
  const invite = await openInvite(db, secret, now)
  if (session.memberships.some((m) => m.tenant_id === invite.tenant_id)) throw new InviteError(`You are already a member of ${invite.tenant_name}.`, 409)
  await db.transaction().execute(async (tx) => {
    // The claim: of two people opening one link at once, one joins.
    const claimed = await tx.updateTable('invites').set({ accepted_at: now }).where('id_hash', '=', hashSecret(secret))
      .where('accepted_at', 'is', null).returning('id_hash').executeTakeFirst()
    if (!claimed) throw new InviteError('This invitation was already used. Ask an admin of the workspace for a new one.', 410)
    const userId = newId('usr')
    await repo.insertMembership(tx, invite.tenant_id, { id: userId, account_id: session.account.id, role: invite.role, created_at: now })
    await tx.updateTable('invites').set({ accepted_by: userId }).where('id_hash', '=', hashSecret(secret)).execute()
    await recordAudit(tx, invite.tenant_id, userId, 'member.joined', { role: invite.role, email: session.account.email }, now)
  })
  await repo.setSessionTenant(db, session.idHash, invite.tenant_id)
  return invite
}

/**
 * An admin removes someone from the workspace (offboarding): the membership goes, and with it everything
 * hanging off it — their Personal Access Tokens, OAuth grants and SSO authorization. Admins cannot remove
 * themselves here (so a workspace always keeps an admin). Returns the ids of the tokens that stopped working.
 */
export async function removeMember(db: Db, session: SessionView, userId: string, now = new Date()): Promise<{ tokenIds: string[]; email: string }> {
  const membership = session.membership
  if (membership?.role !== 'admin') throw new InviteError('Only an admin can remove people from this workspace.', 403)
  if (userId === membership.user_id) throw new InviteError('You cannot remove yourself; another admin can.', 422)
  return db.transaction().execute(async (tx) => {
    const member = await tx.selectFrom('users').innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.id', 'users.role', 'accounts.email']).where('users.tenant_id', '=', membership.tenant_id).where('users.id', '=', userId)
      .forUpdate().executeTakeFirst()
    if (!member) throw new InviteError('That person is not a member of this workspace.', 404)
    const tokens = await tx.selectFrom('personal_access_tokens').select('id')
      .where('tenant_id', '=', membership.tenant_id).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
    await tx.deleteFrom('users').where('tenant_id', '=', membership.tenant_id).where('id', '=', userId).execute()
    await recordAudit(tx, membership.tenant_id, membership.user_id, 'member.removed', { user_id: userId, email: member.email, role: member.role, tokens_revoked: tokens.length }, now)
    return { tokenIds: tokens.map((t) => t.id), email: member.email }
  })
}

export async function listMembers(db: DbOrTx, tenantId: string) {
  return db.selectFrom('users').innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.id', 'users.role', 'users.created_at', 'accounts.name', 'accounts.email'])
    .where('users.tenant_id', '=', tenantId).orderBy('users.created_at').execute()
}
