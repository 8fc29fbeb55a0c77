import type { DbOrTx } from '../platform/db/database.ts'

// Accounts and sessions are not tenant data: an account spans workspaces. Membership queries name the
// tenant and the account both, so one person's session never reaches a workspace they do not belong to.

export async function insertAccount(db: DbOrTx, account: { id: string; email: string; name: string; password_hash: string; created_at: Date }) {
  await db.insertInto('accounts').values({ ...account, password_changed_at: account.created_at }).execute()
}

export async function findAccountByEmail(db: DbOrTx, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst()
}

export async function findAccount(db: DbOrTx, accountId: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()
}

export async function setPasswordHash(db: DbOrTx, accountId: string, hash: string, at: Date) {
  await db.updateTable('accounts').set({ password_hash: hash, password_changed_at: at }).where('id', '=', accountId).execute()
}

/** The role of a member of a workspace, or undefined when the id is no member of it. */
export async function memberRole(db: DbOrTx, tenantId: string, userId: string): Promise<'admin' | 'member' | undefined> {
  const row = await db.selectFrom('users').select('role').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst()
  return row?.role as 'admin' | 'member' | undefined
}

export async function insertMembership(db: DbOrTx, tenantId: string, membership: { id: string; account_id: string; role: 'admin' | 'member'; created_at: Date }) {
  await db.insertInto('users').values({ ...membership, tenant_id: tenantId }).execute()
}

const membershipColumns = ['users.id as user_id', 'users.role', 'users.tenant_id', 'tenants.name as tenant_name', 'tenants.mode as tenant_mode'] as const

export async function membershipsOf(db: DbOrTx, accountId: string) {
  return db.selectFrom('users').innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(membershipColumns).where('users.account_id', '=', accountId).orderBy('users.created_at').execute()
}

export async function findMembership(db: DbOrTx, tenantId: string, accountId: string) {
  return db.selectFrom('users').innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(membershipColumns).where('users.tenant_id', '=', tenantId).where('users.account_id', '=', accountId).executeTakeFirst()
}

export async function insertSession(db: DbOrTx, session: { id_hash: string; account_id: string; tenant_id: string | null; created_at: Date; expires_at: Date; user_agent: string | null; sso_user_id: string | null }) {
  await db.insertInto('web_sessions').values({ ...session, last_seen_at: session.created_at }).execute()
}

export async function findSession(db: DbOrTx, idHash: string) {
  return db.selectFrom('web_sessions').innerJoin('accounts', 'accounts.id', 'web_sessions.account_id')
    .select(['web_sessions.id_hash', 'web_sessions.account_id', 'web_sessions.tenant_id', 'web_sessions.created_at', 'web_sessions.last_seen_at',
      'web_sessions.expires_at', 'web_sessions.sso_user_id', 'accounts.email', 'accounts.name', 'accounts.password_changed_at'])
    .where('web_sessions.id_hash', '=', idHash).executeTakeFirst()
}

export async function touchSession(db: DbOrTx, idHash: string, at: Date) {
  await db.updateTable('web_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute()
}

export async function setSessionTenant(db: DbOrTx, idHash: string, tenantId: string) {
  await db.updateTable('web_sessions').set({ tenant_id: tenantId }).where('id_hash', '=', idHash).execute()
}

export async function deleteSession(db: DbOrTx, idHash: string) {
  await db.deleteFrom('web_sessions').where('id_hash', '=', idHash).execute()
}

/** Signs the account out everywhere except, optionally, the session that asked. */
export async function deleteSessionsOf(db: DbOrTx, accountId: string, except?: string) {
  let query = db.deleteFrom('web_sessions').where('account_id', '=', accountId)
  if (except) query = query.where('id_hash', '!=', except)
  await query.execute()
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  const result = await db.deleteFrom('web_sessions').where('expires_at', '<', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
