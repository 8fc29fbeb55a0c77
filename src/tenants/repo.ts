import type { DbOrTx } from '../platform/db/database.ts'

export async function insertTenant(db: DbOrTx, tenant: { id: string; name: string; created_at: Date }) {
  await db.insertInto('tenants').values({ ...tenant, mode: 'sandbox' }).execute()
}

export async function findTenant(db: DbOrTx, tenantId: string) {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst()
}

export async function countTenants(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom('tenants').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertToken(db: DbOrTx, tenantId: string, token: {
  id: string; user_id: string | null; name: string; token_hash: string; token_hint: string
  scopes: string[]; created_at: Date; expires_at: Date | null
}) {
  await db.insertInto('personal_access_tokens').values({ ...token, tenant_id: tenantId }).execute()
}

/** Operator lookup by secret hash: the one token query that cannot know the tenant in advance. */
export async function findTokenByHash(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'tenant_id', 'user_id', 'scopes', 'expires_at', 'revoked_at', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export async function touchToken(db: DbOrTx, tenantId: string, tokenId: string, at: Date) {
  await db.updateTable('personal_access_tokens').set({ last_used_at: at })
    .where('tenant_id', '=', tenantId).where('id', '=', tokenId).execute()
}

/** Operator command: revokes by id alone (the CLI runs with operator rights). Returns the tenant, if any. */
export async function revokeTokenById(db: DbOrTx, tokenId: string, at: Date) {
  return db.updateTable('personal_access_tokens').set({ revoked_at: at })
    .where('id', '=', tokenId).where('revoked_at', 'is', null)
    .returning(['id', 'tenant_id', 'revoked_at']).executeTakeFirst()
}

export async function findTokenById(db: DbOrTx, tokenId: string) {
  return db.selectFrom('personal_access_tokens').select(['id', 'tenant_id', 'revoked_at']).where('id', '=', tokenId).executeTakeFirst()
}

/** A member's own tokens in a workspace, newest first (a page shows them all: a person holds a handful). */
export async function listTokensOf(db: DbOrTx, tenantId: string, userId: string) {
  return db.selectFrom('personal_access_tokens')
    .select(['id', 'name', 'token_hint', 'scopes', 'created_at', 'expires_at', 'revoked_at', 'last_used_at'])
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute()
}

export async function revokeTokenOf(db: DbOrTx, tenantId: string, userId: string, tokenId: string, at: Date) {
  return db.updateTable('personal_access_tokens').set({ revoked_at: at })
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', tokenId).where('revoked_at', 'is', null)
    .returning(['id', 'name']).executeTakeFirst()
}
