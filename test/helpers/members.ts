import type { Db } from '../../src/platform/db/database.ts'
import { newId } from '../../src/platform/ids.ts'
import { createToken } from '../../src/tenants/index.ts'

/**
 * A member of the tenant (an account and its membership, written directly) with a personal access token of
 * `scopes`: what signing up and accepting an invitation would make, without the web pages.
 */
export async function addMember(db: Db, tenantId: string, options: { role?: 'admin' | 'member'; name?: string; scopes?: string[] } = {}) {
  const id = newId('usr')
  const account = newId('acc')
  await db.insertInto('accounts').values({ id: account, email: `${account}@example.com`, name: options.name ?? 'Triage', password_hash: 'x', created_at: new Date(), password_changed_at: new Date() }).execute()
  await db.insertInto('users').values({ id, tenant_id: tenantId, account_id: account, role: options.role ?? 'member', created_at: new Date() }).execute()
  const token = await createToken(db, tenantId, { scopes: options.scopes ?? ['findings:read', 'findings:write', 'events:read'], userId: id })
  return { id, headers: { authorization: `Bearer ${token.token}` } }
}
