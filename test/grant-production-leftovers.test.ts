import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { grantProduction } from '../src/tenants/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 40, item 6: granting production leaves nothing of the sandbox behind. A chaos round found the
// open-findings statistics 808 too high and 986 history entries of deleted findings after a grant: since
// migration 0027 (README decision 64) deleting findings no longer cascades to their history, and the daily
// statistics rollup is only ever added to. Here a granted sandbox must answer every API read exactly as a
// tenant that never had a sandbox, and every tenant table that is not the workspace's own configuration
// must hold no row of it.

/**
 * The tables a grant keeps: who the workspace is and how it is set up, not what the sandbox put in it.
 * Every other table of src/platform/db/tables.ts with a tenant_id must be empty after a grant, so a table
 * added later is checked until someone says here that it is configuration.
 */
const CONFIGURATION = new Set([
  'users', 'web_sessions', 'oauth_clients', 'oauth_codes', 'oauth_tokens', 'tenant_audit_log', 'invites', 'tenant_sso',
  'sso_authorizations', 'sso_login_requests', 'personal_access_tokens', 'sla_policies', 'policies', 'suppression_rules',
  'webhook_endpoints', 'check_settings', 'cloud_accounts', 'cloud_account_external_ids',
])

/** The tables of the Database interface whose row type has a tenant_id, read from the source. */
function tenantTables(): string[] {
  const source = readFileSync(new URL('../src/platform/db/tables.ts', import.meta.url), 'utf8')
  const database = source.slice(source.indexOf('export interface Database'))
  const tables: string[] = []
  for (const [, table, rowType] of database.matchAll(/^\s+(\w+): (\w+)$/gm)) {
    const start = source.indexOf(`interface ${rowType} {`)
    assert.ok(start >= 0, `row type ${rowType} of ${table}`)
    if (/^\s+tenant_id\b/m.test(source.slice(start, source.indexOf('\n}', start)))) tables.push(table!)
  }
  return tables
}

/** Ids, times and the tenant's name differ between two tenants by nature; everything else must not. */
function normalised(body: string, tenant: TestTenant): string {
  return body
    .replaceAll(tenant.id, '<tenant>')
    .replace(/\b[a-z]{2,6}_[0-9A-Za-z]{10,}\b/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
    .replace(/"next_cursor":"[^"]*"/g, '"next_cursor":"<cursor>"')
    // Each tenant has an external id of its own for the roles it connects (decision 87), sandbox or not.
    .replace(/"external_id":"posture-[0-9A-Za-z]+"/g, '"external_id":"<external id>"')
}

describe(`grant-production leaves nothing of the sandbox (${BACKEND})`, () => {
  let t: TestApp
  let granted: TestTenant
  let fresh: TestTenant
  before(async () => {
    t = await startTestApp()
    granted = await t.tenant({ name: 'Tenant' })
    fresh = await t.tenant({ name: 'Tenant', sandbox: false })
    // Both connect the same account before their grant, so the two answer /v1/cloud_accounts and the audit log alike.
    for (const tenant of [granted, fresh]) {
      await t.app.inject({ method: 'POST', url: '/v1/cloud_accounts', headers: tenant.headers, payload: { provider: 'aws', aws: { role_arn: 'arn:aws:iam::123456789012:role/PostureAudit' } } })
      await t.storage.db.updateTable('cloud_accounts').set({ account_id: '123456789012', status: 'connected' }).where('tenant_id', '=', tenant.id).execute()
    }
    assert.equal(await grantProduction(t.storage.db, fresh.id), 'granted')
    // Some history people write, beside the seed's: a status change, a note, a bulk update (with an idempotency key).
    const finding = (await t.app.inject({ url: '/v1/findings?limit=1&status=open', headers: granted.headers })).json().data[0]
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/v1/findings/${finding.id}`, headers: granted.headers, payload: { status: 'accepted_risk', reason: 'sandbox' } })).statusCode, 200)
    assert.equal((await t.app.inject({ method: 'POST', url: `/v1/findings/${finding.id}/notes`, headers: granted.headers, payload: { body: 'a note' } })).statusCode, 201)
    const bulk = await t.app.inject({ method: 'POST', url: '/v1/findings/bulk_updates', headers: { ...granted.headers, 'idempotency-key': 'sandbox-bulk' }, payload: { filter: { severity: 'low' }, changes: { note: 'bulk' } } })
    assert.ok([200, 201, 202].includes(bulk.statusCode), bulk.body)
    // A collection of the cloud account (the account is configuration and stays; the collection, its job and resources go).
    const account = (await t.app.inject({ url: '/v1/cloud_accounts', headers: granted.headers })).json().data[0]
    const collection = await t.app.inject({ method: 'POST', url: `/v1/cloud_accounts/${account.id}/collections`, headers: granted.headers, payload: {} })
    assert.equal(collection.statusCode, 202, collection.body)
    assert.equal(await grantProduction(t.storage.db, granted.id), 'granted')
  })
  after(async () => { await t.close() })

  test('every tenant table that is not configuration holds no row of the former sandbox', async () => {
    const leftovers: Record<string, number> = {}
    for (const table of tenantTables()) {
      if (CONFIGURATION.has(table)) continue
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${granted.id}`.execute(t.storage.db)
      if (Number(rows[0]!.n) > 0) leftovers[table] = Number(rows[0]!.n)
    }
    assert.deepEqual(leftovers, {})
  })

  test('every API read without a path parameter answers as for a tenant that never had a sandbox', async () => {
    const spec = (await t.app.inject({ url: '/v1/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> }
    const reads = Object.keys(spec.paths).filter((path) => spec.paths[path]!.get && !path.includes('{') && path !== '/v1/openapi.json')
    assert.ok(reads.includes('/v1/findings/stats') && reads.includes('/v1/findings/summary') && reads.includes('/v1/findings/groups'), reads.join(' '))
    // The counting reads once more with the parameters that change what they count: every status, a year of
    // statistics by week and per group, the groups by each key.
    const today = new Date().toISOString().slice(0, 10)
    const yearAgo = new Date(Date.now() - 399 * 86_400_000).toISOString().slice(0, 10)
    const counting = [
      '/v1/findings/summary?status=open', '/v1/findings/summary?suppressed=any',
      ...['severity', 'dimension', 'provider'].map((group) => `/v1/findings/stats?from=${yearAgo}&to=${today}&interval=week&group_by=${group}`),
      '/v1/findings/export?format=csv&suppressed=any', '/v1/findings/export?format=ocsf&suppressed=any',
      ...['check_id', 'resource_id', 'provider', 'region', 'kind', 'tag:env'].map((by) => `/v1/findings/groups?by=${by}&suppressed=any`),
    ]
    const differing: string[] = []
    for (const path of [...reads, ...counting]) {
      const [a, b] = await Promise.all([granted, fresh].map((tenant) => t.app.inject({ url: path, headers: tenant.headers })))
      assert.ok(a!.statusCode < 500, `${path}: ${a!.statusCode}`)
      if (counting.includes(path) || path === '/v1/findings/stats' || path === '/v1/findings/summary') assert.equal(a!.statusCode, 200, `${path}: ${a!.body}`)
      const [left, right] = [normalised(a!.body, granted), normalised(b!.body, fresh)]
      if (a!.statusCode !== b!.statusCode || left !== right) {
        let at = 0
        while (left[at] === right[at]) at++
        const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150)
        differing.push(`${path} (${a!.statusCode}): …${around(left)}…\n  fresh (${b!.statusCode}): …${around(right)}…`)
      }
    }
    assert.deepEqual(differing, [])
  })
})
