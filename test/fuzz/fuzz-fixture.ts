import { newId } from '../../src/platform/ids.ts'
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { sql } from 'kysely'
import { createAccountsService } from '../../src/accounts/index.ts'
import { importFindings } from '../../src/finding-imports/index.ts'
import { READ_SCOPES, SCOPES } from '../../src/platform/http/auth.ts'
import { createGrants, registerClient } from '../../src/oauth/index.ts'
import { REPORT_QUEUE, runReportJobNow } from '../../src/reports/index.ts'
import { createToken, revokeTokenById } from '../../src/tenants/index.ts'
import { startTestApp, type TestApp } from '../helpers/harness.ts'
import { auditNow } from '../helpers/report-fixture.ts'
import { useDummyCredentials } from '../helpers/moto.ts'
import { operationsOf, type Operation } from './openapi-operations.ts'

// Two workspaces with a record of every kind each — findings, resources, audits, a policy, a ready report,
// a webhook endpoint with deliveries, events, an OAuth client with codes and tokens — and the app that
// serves them. The fuzz runs as workspace A; B's ids and cursors are the "other tenant" the fuzz and the
// cross-tenant suite aim at.

export const REDIRECT_URI = 'http://127.0.0.1:9/callback'
/** The source both workspaces' resources come from. */
export const FIXTURE_SOURCE = 'fuzz-inventory'
export const HOOK_URL = 'http://127.0.0.1:9/hook'

export interface Workspace {
  tenantId: string
  userId: string
  token: string
  readOnlyToken: string
  revokedToken: string
  client: { id: string; secret: string }
}

export interface Cursor { path: string; value: string; filtered: boolean }

export interface Fixture {
  t: TestApp
  /** The app also listens here (127.0.0.1), for what only a real HTTP request shows (header limits). */
  port: number
  doc: any // the served OpenAPI document; any: read generically
  operations: Operation[]
  a: Workspace
  b: Workspace
  /** Ids per prefix (`fnd`, `whe`, also `code`, `por`, `poa`, `pcs`, `redirect` for OAuth) of A and B. */
  pools: { own: Map<string, string[]>; other: Map<string, string[]> }
  /** A delivery's endpoint, an endpoint's deliveries' parent: child id → parent id. */
  parents: Map<string, string>
  cursors: { own: Cursor[]; other: Cursor[] }
  close(): Promise<void>
}

// The tables whose rows are records addressable by id, with their prefix. Parents are recorded for nested paths.
export const ID_TABLES: [table: string, prefix: string][] = [
  ['findings', 'fnd'], ['resources', 'res'], ['audits', 'aud'], ['policies', 'pol'], ['reports', 'rpt'], ['events', 'evt'],
  ['webhook_endpoints', 'whe'], ['webhook_deliveries', 'whd'], ['personal_access_tokens', 'pat'], ['users', 'usr'],
  ['oauth_clients', 'oac'], ['jobs', 'job'], ['tenant_audit_log', 'alg'], ['oauth_tokens', 'oat'], ['finding_notes', 'not'],
  ['finding_bulk_updates', 'bup'], ['suppression_rules', 'sup'],
  ['plan_checks', 'pck'], ['finding_imports', 'imp'], ['cloud_accounts', 'cac'], ['collections', 'col'],
]

export async function startFuzzFixture(options: { auditsPerHour?: number; reportsPerHour?: number } = {}): Promise<Fixture> {
  // Cloud account verification reaches no AWS: dummy host credentials, and an endpoint that refuses at once.
  useDummyCredentials()
  const aws = { settings: { endpoint: 'http://127.0.0.1:9', maxAttempts: 1, timeoutMs: 2000 }, principalArn: 'arn:aws:iam::999988887777:role/posture-fuzz' }
  const t = await startTestApp({ rateLimitPerMinute: 1_000_000_000, webhookAllowPrivateUrls: true, aws, ...options })
  try {
    const docResponse = await t.app.inject({ url: '/v1/openapi.json' })
    assert.equal(docResponse.statusCode, 200)
    const doc = docResponse.json()
    const a = await workspace(t, 'fuzz-a')
    const b = await workspace(t, 'fuzz-b')
    const grants = createGrants(t.storage.db)
    const pools = { own: new Map<string, string[]>(), other: new Map<string, string[]>() }
    for (const [ws, pool] of [[a, pools.own], [b, pools.other]] as const) {
      await records(t, ws)
      // Notes on two findings of the workspace (nested records: /v1/findings/{id}/notes/{note_id}).
      const noted = await t.storage.db.selectFrom('findings').select('id').where('tenant_id', '=', ws.tenantId).orderBy('id').limit(2).execute()
      for (const [i, f] of noted.entries()) {
        await t.storage.db.insertInto('finding_notes').values({
          tenant_id: ws.tenantId, id: newId('not'), finding_id: f.id, body: `note ${i}`, author_type: 'token', author_id: 'pat_fuzz',
          created_at: new Date(), deleted_at: null, deleted_by_type: null, deleted_by_id: null,
        }).execute()
      }
      // A bulk update of the workspace (GET /v1/findings/bulk_updates/{id}), finished.
      await t.storage.db.insertInto('finding_bulk_updates').values({
        tenant_id: ws.tenantId, id: newId('bup'), status: 'completed', selection: JSON.stringify({ ids: 2 }), changes: JSON.stringify({ assignee: null }),
        actor_type: 'token', actor_id: 'pat_fuzz', matched: 2, failure_reason: null, idempotency_key: null, request_hash: 'fuzz',
        created_at: new Date(), started_at: new Date(), completed_at: new Date(),
      }).execute()
      // A plan check of the workspace (GET /v1/plan_checks/{id}), completed.
      await t.storage.db.insertInto('plan_checks').values({
        tenant_id: ws.tenantId, id: newId('pck'), status: 'completed', fail_on: 'high', input: null, passed: true, failure_reason: null,
        result: JSON.stringify({ introduced: [], resolved: [], undetermined: [], summary: { introduced: 0, resolved: 0, unchanged: 0, undetermined: 0, by_severity: { info: 0, low: 0, medium: 0, high: 0, critical: 0 } } }),
        created_at: new Date(), completed_at: new Date(), expires_at: new Date(Date.now() + 30 * 86_400_000),
      }).execute()
      // A findings import of the workspace (GET /v1/findings/imports/{id}): one SARIF result on a file.
      await importFindings(t.storage.db, ws.tenantId, Readable.from([JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'Fuzz' } },
        results: [{ ruleId: 'F1', level: 'error', message: { text: 'found' }, locations: [{ physicalLocation: { artifactLocation: { uri: `${ws.tenantId}.tf` } } }] }] }] })]), {})
      // Codes and tokens of the workspace's own confidential client: some exchanged, most left to the fuzz.
      const codes: string[] = []
      for (let i = 0; i < 24; i++) codes.push(await grants.issueCode({ clientId: ws.client.id, tenantId: ws.tenantId, userId: ws.userId, redirectUri: REDIRECT_URI, scopes: ['findings:read'], codeChallenge: null }))
      const issued = await grants.exchangeCode({ clientId: ws.client.id, clientSecret: ws.client.secret }, { code: codes.pop()!, redirectUri: REDIRECT_URI, codeVerifier: '' })
      pool.set('code', codes)
      pool.set('por', [issued.refresh_token])
      pool.set('poa', [issued.access_token])
      pool.set('pcs', [ws.client.secret])
      pool.set('redirect', [REDIRECT_URI])
      pool.set('ten', [ws.tenantId])
    }
    const parents = new Map<string, string>()
    for (const [ws, pool] of [[a, pools.own], [b, pools.other]] as const) {
      for (const [table, prefix] of ID_TABLES) {
        const rows = await sql<{ id: string }>`select id from ${sql.table(table)} where tenant_id = ${ws.tenantId} order by id limit 24`.execute(t.storage.db)
        pool.set(prefix, rows.rows.map((r) => r.id))
      }
      const deliveries = await t.storage.db.selectFrom('webhook_deliveries').select(['id', 'endpoint_id']).where('tenant_id', '=', ws.tenantId).execute()
      for (const d of deliveries) parents.set(d.id, d.endpoint_id)
      const notes = await t.storage.db.selectFrom('finding_notes').select(['id', 'finding_id']).where('tenant_id', '=', ws.tenantId).execute()
      for (const n of notes) parents.set(n.id, n.finding_id)
      const collections = await t.storage.db.selectFrom('collections').select(['id', 'cloud_account_id']).where('tenant_id', '=', ws.tenantId).execute()
      for (const c of collections) parents.set(c.id, c.cloud_account_id)
    }
    const operations = operationsOf(doc)
    const cursors = { own: await cursorsOf(t, operations, a, pools.own, parents), other: await cursorsOf(t, operations, b, pools.other, parents) }
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as AddressInfo).port
    return { t, port, doc, operations, a, b, pools, parents, cursors, close: () => t.close() }
  } catch (error) {
    await t.close()
    throw error
  }
}

async function workspace(t: TestApp, name: string): Promise<Workspace> {
  const db = t.storage.db
  const accounts = createAccountsService(db, { sandboxSeed: 7 })
  const signedUp = await accounts.signUp({ email: `${name}-${Date.now()}@example.com`, name, password: 'correct horse battery staple 42', workspace: name })
  const tenantId = signedUp.tenant.id
  const user = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
  const token = await createToken(db, tenantId, { name: 'fuzz', scopes: [...SCOPES], userId: user.id })
  const readOnly = await createToken(db, tenantId, { name: 'fuzz read', scopes: [...READ_SCOPES], userId: user.id })
  const revoked = await createToken(db, tenantId, { name: 'fuzz revoked', scopes: [...SCOPES], userId: user.id })
  await revokeTokenById(db, revoked.id, new Date())
  const client = await registerClient(db, tenantId, user.id, { name: `${name} client`, type: 'confidential', redirectUris: [REDIRECT_URI] })
  return { tenantId, userId: user.id, token: token.token, readOnlyToken: readOnly.token, revokedToken: revoked.token, client: { id: client.client_id, secret: client.client_secret! } }
}

/** Records created through the API as a client would, plus a second completed audit and a ready report. */
async function records(t: TestApp, ws: Workspace) {
  const headers = { authorization: `Bearer ${ws.token}` }
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`)
    return response.json()
  }
  await call('POST', '/v1/policies', { name: 'Prod buckets', target: 'resource', dimension: 'security', severity: 'high', expression: 'resource.kind == "bucket" && has(resource.tags.env)' })
  await call('POST', '/v1/policies', { name: 'Raise security', target: 'finding', dimension: 'security', severity: 'critical', expression: 'finding.dimension == "security"' })
  await call('POST', '/v1/suppression_rules', { name: 'Sandbox noise', reason: 'fixtures', expression: 'resource.tags.env == "sandbox"' })
  const endpoint = await call('POST', '/v1/webhook_endpoints', { url: HOOK_URL, enabled_events: ['*'], description: 'fuzz' })
  await call('POST', '/v1/webhook_endpoints', { url: `${HOOK_URL}/2`, enabled_events: ['resource.added'], min_severity: 'high' })
  // New resources emit resource.added events, each fanned out to the endpoints as deliveries. Both workspaces
  // name the same source: a source name is the tenant's own (test/cross-tenant.test.ts).
  await call('POST', `/v1/resources/imports?source=${FIXTURE_SOURCE}`, { resources: [0, 1, 2].map((i) => ({ kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `fuzz-${i}`, external_id: `arn:aws:s3:::fuzz-${ws.tenantId}-${i}`, tags: { env: 'prod' }, attributes: { public_read: i === 0 } })) })
  await call('POST', `/v1/webhook_endpoints/${endpoint.id}/test`, { event_type: 'audit.completed' })
  await auditNow(t.storage.db, ws.tenantId)
  await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws:iam::123456789012:role/PostureAudit' }, regions: ['eu-west-1'] })
  await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { organization: { role_arn: 'arn:aws:iam::210987654321:role/OrgReader', member_role_name: 'PostureAudit' } } })
  // Two finished collections of the account (GET /v1/cloud_accounts/{id}/collections[/{collection_id}]: a second page).
  const account = await t.storage.db.selectFrom('cloud_accounts').select('id').where('tenant_id', '=', ws.tenantId).where('member_role_name', 'is', null).orderBy('id').executeTakeFirstOrThrow()
  for (const status of ['completed', 'partial'] as const) {
    await t.storage.db.insertInto('collections').values({
      tenant_id: ws.tenantId, id: newId('col'), cloud_account_id: account.id, status, trigger: 'manual', created_at: new Date(), started_at: new Date(), completed_at: new Date(),
      progress: JSON.stringify([{ region: 'global', service: 's3', resources: 1, calls: 2, throttled: 0, status: 'complete' }]),
      errors: JSON.stringify(status === 'partial' ? [{ region: 'eu-west-1', service: 'ec2', operation: 'DescribeInstances', code: 'AccessDenied', message: 'denied' }] : []),
    }).execute()
  }
  await call('POST', '/v1/reports', { type: 'executive_summary', format: 'json' })
  await call('POST', '/v1/reports', { type: 'remediation_plan', format: 'pdf' })
  const job = await t.storage.db.selectFrom('jobs').select('id').where('tenant_id', '=', ws.tenantId).where('queue', '=', REPORT_QUEUE)
    .where('status', '=', 'queued').orderBy('created_at').executeTakeFirstOrThrow()
  await runReportJobNow(t.storage.db, job.id)
}

/** A real next_cursor of every list (and of the findings list with a filter), for the workspace. */
async function cursorsOf(t: TestApp, operations: Operation[], ws: Workspace, pool: Map<string, string[]>, parents: Map<string, string>): Promise<Cursor[]> {
  const out: Cursor[] = []
  const headers = { authorization: `Bearer ${ws.token}` }
  for (const op of operations) {
    if (op.method !== 'GET' || !op.params.some((p) => p.name === 'cursor')) continue
    const candidates = op.params.filter((p) => p.in === 'path')
    // Nested lists: the parent with the most children (an endpoint with deliveries, the audit with a diff).
    const byParent = [...parents.values()]
    const values = Object.fromEntries(candidates.map((p) => {
      const ids = pool.get(p.idPrefix ?? '') ?? []
      return [p.name, ids.find((id) => byParent.includes(id)) ?? ids[ids.length - 1] ?? 'none']
    }))
    const base = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name]!))
    for (const [query, filtered] of [['limit=1', false], ['limit=1&severity=high', true]] as const) {
      if (filtered && !op.params.some((p) => p.name === 'severity')) continue
      const response = await t.app.inject({ url: `${base}?${query}`, headers })
      const next = response.statusCode === 200 ? response.json().next_cursor : null
      if (typeof next === 'string') out.push({ path: op.path, value: next, filtered })
    }
  }
  return out
}

/** Every record id a workspace owns, in every table of ID_TABLES. */
export async function allIdsOf(t: TestApp, tenantId: string): Promise<string[]> {
  const out: string[] = [tenantId]
  for (const [table] of ID_TABLES) {
    const rows = await sql<{ id: string }>`select id from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(t.storage.db)
    out.push(...rows.rows.map((r) => r.id))
  }
  return out
}
