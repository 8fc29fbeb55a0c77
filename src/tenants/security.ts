import { sql } from 'kysely'
import ipaddr from 'ipaddr.js'
import { LRUCache } from 'lru-cache'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { recordAudit } from '../audit-log/index.ts'

// A workspace's mode and security policy. Production access is asked for by an admin in the web app and
// granted by an operator (`posture tenant grant-production`). In production, every token of the workspace
// (PAT or OAuth) works only from the addresses of its IP allowlist, when it has one.
export const MAX_ALLOWLIST_ENTRIES = 100

export class AllowlistError extends Error {}

/** One CIDR or address per entry (IPv4 or IPv6); an address alone means that address. Normalised, deduplicated. */
export function parseAllowlist(entries: string[]): string[] {
  const out: string[] = []
  for (const raw of entries.map((e) => e.trim()).filter(Boolean)) {
    let range: [ipaddr.IPv4 | ipaddr.IPv6, number]
    try {
      range = raw.includes('/') ? ipaddr.parseCIDR(raw) : (() => { const a = ipaddr.parse(raw); return [a, a.kind() === 'ipv4' ? 32 : 128] as [typeof a, number] })()
    } catch {
      throw new AllowlistError(`"${raw.slice(0, 60)}" is not an IPv4 or IPv6 address or CIDR range (e.g. 203.0.113.0/24, 2001:db8::/32).`)
    }
    const [address, bits] = range
    // Store the network address: 10.1.2.3/8 means 10.0.0.0/8.
    const network = address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`)
    const cidr = `${network.toString()}/${bits}`
    if (!out.includes(cidr)) out.push(cidr)
  }
  if (out.length > MAX_ALLOWLIST_ENTRIES) throw new AllowlistError(`At most ${MAX_ALLOWLIST_ENTRIES} entries.`)
  return out
}

export async function workspaceSecurity(db: DbOrTx, tenantId: string) {
  return db.selectFrom('tenants').select(['id', 'name', 'mode', 'ip_allowlist', 'production_requested_at', 'production_granted_at'])
    .where('id', '=', tenantId).executeTakeFirst()
}

export async function setIpAllowlist(db: Db, tenantId: string, actor: string, entries: string[]) {
  const cidrs = parseAllowlist(entries)
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('tenants').select('ip_allowlist').where('id', '=', tenantId).forUpdate().executeTakeFirstOrThrow()
    await tx.updateTable('tenants').set({ ip_allowlist: cidrs }).where('id', '=', tenantId).execute()
    await recordAudit(tx, tenantId, actor, 'tenant.ip_allowlist_changed', { before: before.ip_allowlist, after: cidrs })
  })
  return cidrs
}

export async function requestProduction(db: Db, tenantId: string, actor: string) {
  return db.transaction().execute(async (tx) => {
    const updated = await tx.updateTable('tenants').set({ production_requested_at: new Date(), production_requested_by: actor })
      .where('id', '=', tenantId).where('mode', '=', 'sandbox').where('production_requested_at', 'is', null).returning('id').executeTakeFirst()
    if (updated) await recordAudit(tx, tenantId, actor, 'tenant.production_requested')
    return Boolean(updated)
  })
}

/**
 * What the sandbox put in a workspace and everything made from it, children before what they name. Since
 * migration 0027 (README decision 64) deleting findings or audits cascades to nothing, and the statistics
 * rollup (finding_stats_daily) is only ever added to by its trigger, so each is deleted here by name.
 * test/grant-production-leftovers.test.ts fails for any tenant table of tables.ts that is neither listed here
 * nor named there as the workspace's configuration.
 */
const SANDBOX_DERIVED = [
  'finding_stats_daily', 'finding_transitions', 'finding_notes', 'finding_bulk_updates', 'finding_imports',
  // A collection's resources, audit and job go below: the record of it goes with them (a queued one would wait for a job no more).
  'collections', 'plan_checks', 'reports', 'findings', 'jobs', 'audits', 'resources', 'events',
] as const

/**
 * Operator: moves a sandbox workspace to production. Its synthetic estate goes with all that was made from it
 * (resources and their history, audits, findings with their history, notes and statistics, bulk updates,
 * imports, plan checks, events, deliveries, reports, jobs, the stored responses of idempotency keys), so the
 * workspace reads exactly as one that never had a sandbox; members, tokens, OAuth apps, webhook endpoints,
 * policies, suppression rules, SLA and check settings stay. One transaction: all of it or none. Every foreign
 * key has an index (migration 0011), so each delete costs time in proportion to the rows it removes.
 */
export async function grantProduction(db: Db, tenantId: string): Promise<'granted' | 'already' | 'unknown'> {
  return db.transaction().execute(async (tx) => {
    // NO KEY UPDATE serialises grants of one tenant without blocking the rows that reference the tenant (FOR
    // UPDATE would: a worker recording a delivery attempt, holding that delivery, would wait for this transaction
    // while this transaction waits for the delivery — a deadlock).
    const tenant = await tx.selectFrom('tenants').select(['mode']).where('id', '=', tenantId).forNoKeyUpdate().executeTakeFirst()
    if (!tenant) return 'unknown'
    if (tenant.mode === 'production') return 'already'
    // Cascades still remove what names these by a foreign key: resource_history, report_contents, bulk update items.
    for (const table of SANDBOX_DERIVED) await tx.deleteFrom(table).where('tenant_id', '=', tenantId).execute()
    // A finished key would replay a response about the sandbox; a running one is left to the request holding it.
    await tx.deleteFrom('idempotency_keys').where('tenant_id', '=', tenantId).where('status', '=', 'done').execute()
    // Deliveries are locked in id order, the order in which the delivery worker locks the ones it records
    // (webhooks/outcomes.ts), so the two wait for each other at most, never in a cycle. Then the endpoints
    // deleted but not purged yet: their purge job went with the jobs above, and they have no delivery left.
    await sql`delete from webhook_deliveries where id = any(array(
      select id from webhook_deliveries where tenant_id = ${tenantId} order by id for update))`.execute(tx)
    await tx.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenantId).where('deleted_at', 'is not', null).execute()
    await tx.updateTable('tenants').set({ mode: 'production', production_granted_at: new Date() }).where('id', '=', tenantId).execute()
    await recordAudit(tx, tenantId, 'operator', 'tenant.production_granted', { sandbox_data_removed: true })
    return 'granted'
  })
}

/** The allowlist check of each authenticated request; a workspace's policy is cached a few seconds per process. */
export function createIpPolicy(db: Db, options: { cacheTtlMs?: number } = {}) {
  type Policy = { production: boolean; ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> }
  const cache = new LRUCache<string, Policy>({ max: 10_000, ttl: options.cacheTtlMs ?? 5_000 })
  return {
    async allows(tenantId: string, ip: string): Promise<boolean> {
      let policy = cache.get(tenantId)
      if (!policy) {
        const row = await db.selectFrom('tenants').select(['mode', 'ip_allowlist']).where('id', '=', tenantId).executeTakeFirst()
        policy = { production: row?.mode === 'production', ranges: (row?.ip_allowlist ?? []).map((c) => ipaddr.parseCIDR(c)) }
        cache.set(tenantId, policy)
      }
      if (!policy.production || policy.ranges.length === 0) return true
      let address: ipaddr.IPv4 | ipaddr.IPv6
      try {
        address = ipaddr.process(ip) // an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as IPv4
      } catch {
        return false
      }
      return policy.ranges.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits))
    },
    forget(tenantId: string) { cache.delete(tenantId) },
  }
}
