import { LRUCache } from 'lru-cache'
import type { Db } from '../platform/db/database.ts'

/**
 * Whether a workspace enforces SSO, and whether a member's SSO authorization is in force — asked on every
 * API call of a token with an owner and every page view, so both answers are cached a few seconds per
 * process; `forget` drops a workspace's answers at once when its admin changes something here.
 */
export function createSsoPolicy(db: Db, options: { cacheTtlMs?: number; clock?: () => Date } = {}) {
  const ttl = Math.max(options.cacheTtlMs ?? 5_000, 1) // lru-cache reads a ttl of 0 as "forever"
  const clock = options.clock ?? (() => new Date())
  const enforced = new LRUCache<string, { enforced: boolean }>({ max: 10_000, ttl })
  const authorized = new LRUCache<string, { until: number }>({ max: 100_000, ttl })

  async function isEnforced(tenantId: string): Promise<boolean> {
    let entry = enforced.get(tenantId)
    if (!entry) {
      const row = await db.selectFrom('tenant_sso').select('enforced').where('tenant_id', '=', tenantId).executeTakeFirst()
      entry = { enforced: row?.enforced ?? false }
      enforced.set(tenantId, entry)
    }
    return entry.enforced
  }

  async function isAuthorized(tenantId: string, userId: string): Promise<boolean> {
    const key = `${tenantId}/${userId}`
    let entry = authorized.get(key)
    if (!entry) {
      const row = await db.selectFrom('sso_authorizations').select('expires_at')
        .where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst()
      entry = { until: row?.expires_at.getTime() ?? 0 }
      authorized.set(key, entry)
    }
    return entry.until > clock().getTime()
  }

  return {
    isEnforced,
    isAuthorized,
    /**
     * A token may act when its workspace does not enforce SSO, or its owner's authorization is in force.
     * Tokens without an owner (issued by an operator with the CLI) are not a member's and are not bound by it.
     */
    async tokenAllowed(tenantId: string, userId: string | null | undefined): Promise<boolean> {
      if (!userId || !(await isEnforced(tenantId))) return true
      return isAuthorized(tenantId, userId)
    },
    forget(tenantId: string) {
      enforced.delete(tenantId)
      for (const key of authorized.keys()) if (key.startsWith(`${tenantId}/`)) authorized.delete(key)
    },
  }
}

export type SsoPolicy = ReturnType<typeof createSsoPolicy>
