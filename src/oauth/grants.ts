import { createHash } from 'node:crypto'
import type { Db } from '../platform/db/database.ts'
import type { Principal } from '../platform/http/auth.ts'
import { newId } from '../platform/ids.ts'
import { hashSecret } from '../platform/secret-hash.ts'
import { findClient, randomSecret, secretMatches } from './clients.ts'
import { OAuthError } from './oauth-error.ts'

export const CODE_TTL_SECONDS = 600
export const ACCESS_TOKEN_TTL_SECONDS = 3600
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600
const ACCESS_SHAPE = /^poa_[0-9A-Za-z]{43}$/

export interface ClientCredentials { clientId: string; clientSecret?: string }

export interface TokenResponse {
  access_token: string; token_type: 'Bearer'; expires_in: number; refresh_token: string; scope: string
}

/** The client that is calling the token endpoint, authenticated as its type requires (RFC 6749 §2.3, §3.2.1). */
async function authenticateClient(db: Db, credentials: ClientCredentials) {
  const client = await findClient(db, credentials.clientId)
  if (!client) throw new OAuthError('invalid_client', 'Unknown client_id, or client authentication failed.')
  if (client.client_type === 'confidential' && !(credentials.clientSecret && secretMatches(credentials.clientSecret, client.secret_hash))) {
    throw new OAuthError('invalid_client', 'Unknown client_id, or client authentication failed.')
  }
  if (client.client_type === 'public' && credentials.clientSecret) throw new OAuthError('invalid_client', 'A public client has no secret.')
  return client
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export function createGrants(db: Db, options: { clock?: () => Date } = {}) {
  const clock = options.clock ?? (() => new Date())

  async function issuePair(input: { tenantId: string; clientId: string; userId: string; familyId: string; codeHash: string; scopes: string[] }, tx: Db = db): Promise<TokenResponse> {
    const now = clock()
    const access = randomSecret('poa_')
    const refresh = randomSecret('por_')
    await tx.insertInto('oauth_tokens').values({
      id: newId('oat'), tenant_id: input.tenantId, client_id: input.clientId, user_id: input.userId, family_id: input.familyId,
      code_hash: input.codeHash, access_hash: hashSecret(access), refresh_hash: hashSecret(refresh), scopes: input.scopes, created_at: now,
      access_expires_at: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      refresh_expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    }).execute()
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, refresh_token: refresh, scope: input.scopes.join(' ') }
  }

  const revokeWhere = (column: 'code_hash' | 'family_id', value: string) =>
    db.updateTable('oauth_tokens').set({ revoked_at: clock() }).where(column, '=', value).where('revoked_at', 'is', null).execute()

  return {
    /** A single-use code bound to the client, the redirect URI, the PKCE challenge, the user and the workspace. */
    async issueCode(input: { clientId: string; tenantId: string; userId: string; redirectUri: string; scopes: string[]; codeChallenge: string | null }) {
      const code = randomSecret()
      const now = clock()
      await db.insertInto('oauth_codes').values({
        code_hash: hashSecret(code), client_id: input.clientId, tenant_id: input.tenantId, user_id: input.userId, redirect_uri: input.redirectUri,
        scopes: input.scopes, code_challenge: input.codeChallenge, created_at: now, expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      }).execute()
      return code
    },

    async exchangeCode(credentials: ClientCredentials, input: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenResponse> {
      const client = await authenticateClient(db, credentials)
      if (!input.code) throw new OAuthError('invalid_request', 'The code parameter is required.')
      const codeHash = hashSecret(input.code)
      // Marking the code used is the claim: of two concurrent exchanges exactly one updates the row.
      const now = clock()
      const claimed = await db.updateTable('oauth_codes').set({ used_at: now })
        .where('code_hash', '=', codeHash).where('used_at', 'is', null).returningAll().executeTakeFirst()
      if (!claimed) {
        const seen = await db.selectFrom('oauth_codes').select(['used_at']).where('code_hash', '=', codeHash).executeTakeFirst()
        if (seen?.used_at) {
          // RFC 6749 §4.1.2: a code used twice revokes what it issued (it may have been stolen).
          await revokeWhere('code_hash', codeHash)
          throw new OAuthError('invalid_grant', 'The authorization code was already used; the tokens issued from it are revoked.')
        }
        throw new OAuthError('invalid_grant', 'The authorization code is invalid.')
      }
      if (claimed.client_id !== client.id) throw new OAuthError('invalid_grant', 'The authorization code was issued to another client.')
      if (claimed.expires_at.getTime() <= now.getTime()) throw new OAuthError('invalid_grant', 'The authorization code has expired (codes live 10 minutes).')
      if (claimed.redirect_uri !== input.redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri does not match the one of the authorization request.')
      if (claimed.code_challenge) {
        if (!input.codeVerifier) throw new OAuthError('invalid_grant', 'code_verifier is required: the authorization request used PKCE.')
        if (s256(input.codeVerifier) !== claimed.code_challenge) throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.')
      } else if (input.codeVerifier) {
        throw new OAuthError('invalid_grant', 'code_verifier was sent but the authorization request had no code_challenge.')
      }
      return issuePair({ tenantId: claimed.tenant_id, clientId: client.id, userId: claimed.user_id, familyId: newId('oat'), codeHash, scopes: claimed.scopes })
    },

    /**
     * Refresh tokens rotate: each works once; a second use revokes the whole family (RFC 9700 §4.14.2). Every
     * check that can refuse a legitimate client (expiry, a wider scope) runs before the rotation, and the
     * rotation commits with the new pair: a refused refresh leaves the presented token valid, so only a
     * genuine replay -- a token already exchanged -- revokes the grant.
     */
    async refresh(credentials: ClientCredentials, input: { refreshToken: string; scope?: string }): Promise<TokenResponse> {
      const client = await authenticateClient(db, credentials)
      if (!input.refreshToken) throw new OAuthError('invalid_request', 'The refresh_token parameter is required.')
      const now = clock()
      const row = await db.selectFrom('oauth_tokens').selectAll().where('refresh_hash', '=', hashSecret(input.refreshToken)).executeTakeFirst()
      if (!row || row.client_id !== client.id) throw new OAuthError('invalid_grant', 'The refresh token is invalid.')
      const replay = async () => {
        await revokeWhere('family_id', row.family_id)
        return new OAuthError('invalid_grant', 'The refresh token was already used; every token of this grant is revoked.')
      }
      if (row.refreshed_at) throw await replay()
      if (row.revoked_at) throw new OAuthError('invalid_grant', 'The refresh token has been revoked.')
      if (row.refresh_expires_at.getTime() <= now.getTime()) throw new OAuthError('invalid_grant', 'The refresh token has expired.')
      let scopes = row.scopes
      const asked = (input.scope ?? '').split(' ').filter(Boolean)
      if (asked.length > 0) {
        if (asked.some((s) => !row.scopes.includes(s))) throw new OAuthError('invalid_scope', 'A refresh may only narrow the granted scopes.')
        scopes = [...new Set(asked)]
      }
      const issued = await db.transaction().execute(async (tx) => {
        const rotated = await tx.updateTable('oauth_tokens').set({ refreshed_at: now, revoked_at: now })
          .where('id', '=', row.id).where('refreshed_at', 'is', null).where('revoked_at', 'is', null).returning('id').executeTakeFirst()
        if (!rotated) return undefined
        return issuePair({ tenantId: row.tenant_id, clientId: client.id, userId: row.user_id, familyId: row.family_id, codeHash: row.code_hash, scopes }, tx)
      })
      if (!issued) throw await replay() // a concurrent use won the race
      return issued
    },

    /** RFC 7009: revoking either token of a pair revokes the pair; an unknown token is not an error. */
    async revoke(credentials: ClientCredentials, token: string) {
      const client = await authenticateClient(db, credentials)
      const hash = hashSecret(token)
      await db.updateTable('oauth_tokens').set({ revoked_at: clock() })
        .where((eb) => eb.or([eb('access_hash', '=', hash), eb('refresh_hash', '=', hash)]))
        .where('client_id', '=', client.id).where('revoked_at', 'is', null).execute()
    },

    /** The Bearer check of /v1 routes for OAuth access tokens: live, unexpired, with its granted scopes. */
    async verifyAccessToken(secret: string): Promise<Principal | null> {
      if (!ACCESS_SHAPE.test(secret)) return null
      const row = await db.selectFrom('oauth_tokens').select(['id', 'tenant_id', 'user_id', 'client_id', 'scopes', 'access_expires_at', 'revoked_at'])
        .where('access_hash', '=', hashSecret(secret)).executeTakeFirst()
      if (!row || row.revoked_at || row.access_expires_at.getTime() <= clock().getTime()) return null
      return { tokenId: row.id, tenantId: row.tenant_id, scopes: new Set(row.scopes), userId: row.user_id, clientId: row.client_id }
    },
  }
}

export type Grants = ReturnType<typeof createGrants>
