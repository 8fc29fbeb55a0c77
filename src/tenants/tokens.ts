import { randomBytes } from 'node:crypto'
import { hashSecret } from '../platform/secret-hash.ts'
import { LRUCache } from 'lru-cache'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { SCOPES, type Principal, type TokenVerifier } from '../platform/http/auth.ts'
import { base62, newId } from '../platform/ids.ts'
import * as repo from './repo.ts'

// Secrets are `pst_` + 256 random bits in base62: recognisable to secret scanners, stored only as SHA-256.
// A fast hash is right here: the secret has full entropy, so there is nothing for a slow hash to protect.
export const TOKEN_PREFIX = 'pst_'
const TOKEN_SHAPE = /^pst_[0-9A-Za-z]{43}$/

export const hashToken = hashSecret

export interface CreatedToken {
  id: string
  token: string
  name: string
  scopes: string[]
  tenant_id: string
  created_at: string
  expires_at: string | null
}

export class UnknownScopeError extends Error {}

export async function createToken(db: DbOrTx, tenantId: string, input: {
  name?: string; scopes: string[]; expiresInDays?: number; userId?: string | null; now?: Date
}): Promise<CreatedToken> {
  const unknown = input.scopes.filter((s) => !(SCOPES as readonly string[]).includes(s))
  if (unknown.length > 0) throw new UnknownScopeError(`Unknown scope(s): ${unknown.join(', ')}. Known: ${SCOPES.join(', ')}`)
  if (input.scopes.length === 0) throw new UnknownScopeError('At least one scope is required.')
  const now = input.now ?? new Date()
  const secret = TOKEN_PREFIX + base62(randomBytes(32))
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null
  const scopes = [...new Set(input.scopes)]
  const id = newId('pat')
  const name = input.name ?? 'API token'
  await repo.insertToken(db, tenantId, {
    id, user_id: input.userId ?? null, name, token_hash: hashToken(secret),
    token_hint: `${secret.slice(0, 8)}…${secret.slice(-4)}`, scopes, created_at: now, expires_at: expiresAt,
  })
  return { id, token: secret, name, scopes, tenant_id: tenantId, created_at: now.toISOString(), expires_at: expiresAt?.toISOString() ?? null }
}

interface CachedToken {
  principal: Principal | null
  expiresAt: number | null
  lastUsedAt: number
}

/**
 * Verifies Bearer secrets with a short cache so the hot path does no query per request. Revocation by
 * another process (the CLI) takes effect within `cacheTtlMs`. last_used_at is written at most once a minute
 * per token and process, never once per request.
 */
export function createTokenVerifier(db: Db, options: { cacheTtlMs?: number; clock?: () => number } = {}): TokenVerifier & { forget(tokenId: string): void } {
  const clock = options.clock ?? Date.now
  const cache = new LRUCache<string, CachedToken>({ max: 10_000, ttl: options.cacheTtlMs ?? 5_000 })

  const verify = async (secret: string): Promise<Principal | null> => {
    if (!TOKEN_SHAPE.test(secret)) return null
    const hash = hashToken(secret)
    let entry = cache.get(hash)
    if (!entry) {
      const row = await repo.findTokenByHash(db, hash)
      entry = {
        principal: row && !row.revoked_at
          ? { tokenId: row.id, tenantId: row.tenant_id, scopes: new Set(row.scopes), userId: row.user_id }
          : null,
        expiresAt: row?.expires_at ? row.expires_at.getTime() : null,
        lastUsedAt: row?.last_used_at?.getTime() ?? 0,
      }
      cache.set(hash, entry)
    }
    const now = clock()
    if (!entry.principal || (entry.expiresAt !== null && entry.expiresAt <= now)) return null
    if (now - entry.lastUsedAt > 60_000) {
      entry.lastUsedAt = now
      const { tenantId, tokenId } = entry.principal
      repo.touchToken(db, tenantId, tokenId, new Date(now)).catch(() => undefined)
    }
    return entry.principal
  }
  /** A token revoked in this process stops at once here (other processes: within the cache's TTL). */
  const forget = (tokenId: string) => {
    for (const [hash, entry] of cache.entries()) if (entry.principal?.tokenId === tokenId) cache.delete(hash)
  }
  return Object.assign(verify, { forget })
}

export interface TokenSummary {
  id: string; name: string; hint: string; scopes: string[]
  created_at: Date; expires_at: Date | null; revoked_at: Date | null; last_used_at: Date | null
}

/** A member's own tokens in a workspace, newest first. */
export async function listMemberTokens(db: DbOrTx, tenantId: string, userId: string): Promise<TokenSummary[]> {
  const rows = await repo.listTokensOf(db, tenantId, userId)
  return rows.map(({ token_hint, ...row }) => ({ ...row, hint: token_hint }))
}

/** Revokes one of the member's own tokens; null when there is no such live token (another's is "not found"). */
export async function revokeMemberToken(db: DbOrTx, tenantId: string, userId: string, tokenId: string, now = new Date()) {
  return (await repo.revokeTokenOf(db, tenantId, userId, tokenId, now)) ?? null
}
