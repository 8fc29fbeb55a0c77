import { randomBytes, timingSafeEqual } from 'node:crypto'
import { hashSecret } from '../platform/secret-hash.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { base62, newId } from '../platform/ids.ts'
import { recordAudit } from '../audit-log/index.ts'

export const randomSecret = (prefix = '') => prefix + base62(randomBytes(32))
export const MAX_REDIRECT_URIS = 10

export class ClientFormError extends Error {
  constructor(readonly field: string, message: string) { super(message) }
}

/**
 * A redirect URI must be absolute, without a fragment (RFC 6749 §3.1.2), https — or http only on a loopback
 * host, for native and development clients (RFC 8252 §7.3) — or a private-use scheme of a native app.
 */
export function redirectUriProblem(uri: string): string | null {
  if (!URL.canParse(uri)) return `"${uri}" is not an absolute URL.`
  const url = new URL(uri)
  if (url.hash) return `"${uri}" must not have a #fragment.`
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:') return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? null : `"${uri}": plain http is allowed only on loopback (127.0.0.1, localhost).`
  if (/^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol)) return null // com.example.app:/callback
  return `"${uri}": use https.`
}

export async function registerClient(db: Db, tenantId: string, userId: string, input: { name: string; type: string; redirectUris: string[] }) {
  const name = input.name.trim()
  if (!name || name.length > 100) throw new ClientFormError('name', 'Give the application a name of 1 to 100 characters; people see it when they consent.')
  if (input.type !== 'confidential' && input.type !== 'public') throw new ClientFormError('type', 'Choose confidential or public.')
  const uris = [...new Set(input.redirectUris.map((u) => u.trim()).filter(Boolean))]
  if (uris.length === 0) throw new ClientFormError('redirect_uris', 'Enter at least one redirect URI.')
  if (uris.length > MAX_REDIRECT_URIS) throw new ClientFormError('redirect_uris', `At most ${MAX_REDIRECT_URIS} redirect URIs.`)
  for (const uri of uris) {
    const problem = uri.length > 2000 ? 'A redirect URI is longer than 2,000 characters.' : redirectUriProblem(uri)
    if (problem) throw new ClientFormError('redirect_uris', problem)
  }
  const id = newId('oac')
  const secret = input.type === 'confidential' ? randomSecret('pcs_') : null
  await db.insertInto('oauth_clients').values({
    id, tenant_id: tenantId, name, client_type: input.type, secret_hash: secret ? hashSecret(secret) : null,
    secret_hint: secret ? `${secret.slice(0, 8)}…${secret.slice(-4)}` : null, redirect_uris: uris, created_by: userId, created_at: new Date(),
  }).execute()
  await recordAudit(db, tenantId, userId, 'oauth_app.registered', { client_id: id, name, client_type: input.type, redirect_uris: uris })
  return { client_id: id, client_secret: secret, name, type: input.type, redirect_uris: uris }
}

export async function listClients(db: DbOrTx, tenantId: string) {
  return db.selectFrom('oauth_clients').select(['id', 'name', 'client_type', 'secret_hint', 'redirect_uris', 'created_at'])
    .where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').execute()
}

export async function deleteClient(db: DbOrTx, tenantId: string, clientId: string, actor: string) {
  const deleted = await db.deleteFrom('oauth_clients').where('tenant_id', '=', tenantId).where('id', '=', clientId).returning(['id', 'name']).executeTakeFirst()
  if (deleted) await recordAudit(db, tenantId, actor, 'oauth_app.deleted', { client_id: deleted.id, name: deleted.name })
  return Boolean(deleted)
}

/** By client_id alone: a client registered by one workspace may be granted access to another by its members. */
export async function findClient(db: DbOrTx, clientId: string) {
  if (!/^oac_[0-9A-Za-z]{1,40}$/.test(clientId)) return undefined
  return db.selectFrom('oauth_clients').innerJoin('tenants', 'tenants.id', 'oauth_clients.tenant_id')
    .select(['oauth_clients.id', 'oauth_clients.name', 'oauth_clients.client_type', 'oauth_clients.secret_hash', 'oauth_clients.redirect_uris', 'tenants.name as owner_name'])
    .where('oauth_clients.id', '=', clientId).executeTakeFirst()
}

export function secretMatches(secret: string, hash: string | null): boolean {
  if (!hash) return false
  const a = Buffer.from(hashSecret(secret), 'hex')
  const b = Buffer.from(hash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
