import assert from 'node:assert/strict'
import { SANDBOX_KINDS } from '../src/sandbox/kinds/index.ts'
import { after, before, describe, test } from 'node:test'
import { newId } from '../src/platform/ids.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

describe(`resources, audits, policies and reports (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  const get = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ url, headers })
    return { status: response.statusCode, body: response.json() as any }
  }
  const walk = async (path: string, headers: Record<string, string>) => {
    const items: Record<string, unknown>[] = []
    let cursor: string | null = null
    do {
      const sep: string = path.includes('?') ? '&' : '?'
      const { status, body } = await get(`${path}${sep}limit=200${cursor ? `&cursor=${cursor}` : ''}`, headers)
      assert.equal(status, 200, JSON.stringify(body))
      items.push(...body.data)
      cursor = body.next_cursor
    } while (cursor)
    return items
  }

  test('a sandbox tenant has a few hundred resources of every kind, provider and region, and one completed audit', async () => {
    const tenant = await t.tenant()
    const resources = await walk('/v1/resources', tenant.headers)
    assert.ok(resources.length >= 200, `${resources.length}`)
    assert.equal(new Set(resources.map((r) => r.kind)).size, SANDBOX_KINDS.length)
    assert.deepEqual(new Set(resources.map((r) => r.provider)), new Set(['aws', 'gcp', 'azure']))
    const audits = await walk('/v1/audits', tenant.headers)
    assert.equal(audits.length, 1)
    const [audit] = audits as [Record<string, any>]
    assert.equal(audit.status, 'completed')
    assert.equal(audit.trigger, 'sandbox_seed')
    assert.equal(audit.resources_scanned, resources.length)
    const findings = await walk(`/v1/findings?audit_id=${audit.id}`, tenant.headers)
    assert.equal(audit.summary.new, findings.length)
    assert.equal(audit.summary.open, findings.filter((f) => f.status === 'open').length)
    assert.equal(new Set(findings.map((f) => f.severity)).size, 5)
    assert.equal(new Set(findings.map((f) => f.dimension)).size, 4)
    const resourceIds = new Set(resources.map((r) => r.id))
    assert.ok(findings.every((f) => resourceIds.has(f.resource_id as string)))
  })

  test('resources filter by kind, provider and region; retrieve one with tags and attributes', async () => {
    const tenant = await t.tenant()
    const buckets = await walk('/v1/resources?kind=bucket,database&provider=aws', tenant.headers)
    assert.ok(buckets.length > 0)
    assert.ok(buckets.every((r) => (r.kind === 'bucket' || r.kind === 'database') && r.provider === 'aws'))
    const region = buckets[0]!.region as string
    assert.ok((await walk(`/v1/resources?region=${region}`, tenant.headers)).every((r) => r.region === region))
    const one = await get(`/v1/resources/${buckets[0]!.id}`, tenant.headers)
    assert.equal(one.status, 200)
    assert.equal(typeof one.body.tags.env, 'string')
    assert.equal(typeof one.body.attributes, 'object')
    assert.deepEqual(one.body, buckets[0])
    for (const [query, code] of [['kind=server', 'invalid_parameter'], ['provider=oracle', 'invalid_parameter'], ['region=EU WEST', 'invalid_parameter'], ['severity=high', 'invalid_parameter']]) {
      const response = await get(`/v1/resources?${query}`, tenant.headers)
      assert.equal(response.status, 422, query)
      assert.equal(response.body.error.code, code, query)
    }
  })

  test('policies and reports list, filter and retrieve', async () => {
    const tenant = await t.tenant()
    const now = new Date()
    const db = t.storage.db
    const policyIds = [newId('pol'), newId('pol')]
    await db.insertInto('policies').values(policyIds.map((id, i) => ({
      id, tenant_id: tenant.id, name: `Policy ${i}`, description: 'Production buckets must never be public', enabled: true,
      dimension: 'security', severity: 'critical', expression: 'resource.kind == "bucket"',
      created_at: new Date(now.getTime() + i), updated_at: new Date(now.getTime() + i),
    }))).execute()
    const policies = await get('/v1/policies', tenant.headers)
    assert.deepEqual(policies.body.data.map((p: { id: string }) => p.id), [...policyIds].reverse())
    assert.equal((await get(`/v1/policies/${policyIds[0]}`, tenant.headers)).body.name, 'Policy 0')

    const reportIds = [newId('rpt'), newId('rpt')]
    await db.insertInto('reports').values(reportIds.map((id, i) => ({
      id, tenant_id: tenant.id, type: 'executive_summary', format: i ? 'pdf' : 'json', status: i ? 'ready' : 'pending',
      audit_id: null, created_at: new Date(now.getTime() + i), completed_at: i ? now : null, failure_reason: null,
    }))).execute()
    const ready = await get('/v1/reports?status=ready', tenant.headers)
    assert.deepEqual(ready.body.data.map((r: { id: string }) => r.id), [reportIds[1]])
    const report = await get(`/v1/reports/${reportIds[0]}`, tenant.headers)
    assert.equal(report.body.status, 'pending')
    assert.equal(report.body.completed_at, null)
    assert.equal((await get('/v1/reports?status=done', tenant.headers)).body.error.code, 'invalid_parameter')
    assert.equal((await get('/v1/audits?status=completed,failed', tenant.headers)).body.data.length, 1)
    assert.equal((await get('/v1/audits?status=running', tenant.headers)).body.data.length, 0)
  })

  test('every kind answers not_found for an unknown id and for another tenant\'s id', async () => {
    const mine = await t.tenant()
    const theirs = await t.tenant()
    for (const kind of ['resources', 'audits']) {
      const id = (await get(`/v1/${kind}?limit=1`, theirs.headers)).body.data[0].id
      const response = await get(`/v1/${kind}/${id}`, mine.headers)
      assert.equal(response.status, 404, kind)
      assert.equal(response.body.error.code, 'not_found')
    }
    for (const kind of ['findings', 'resources', 'audits', 'policies', 'reports']) {
      const response = await get(`/v1/${kind}/xyz_unknown`, mine.headers)
      assert.equal(response.status, 404, kind)
      assert.equal(response.body.error.code, 'not_found')
    }
  })

  test('each list needs its read scope: a token without resources:read gets 403 on /v1/resources', async () => {
    const tenant = await t.tenant({ scopes: ['findings:read'] })
    const denied = await get('/v1/resources', tenant.headers)
    assert.equal(denied.status, 403)
    assert.equal(denied.body.error.code, 'insufficient_scope')
    assert.match(denied.body.error.message, /resources:read/)
    for (const [kind, scope] of [['audits', 'audits:read'], ['policies', 'policies:read'], ['reports', 'reports:read']]) {
      const response = await get(`/v1/${kind}`, tenant.headers)
      assert.equal(response.status, 403)
      assert.match(response.body.error.message, new RegExp(scope!))
      const allowed = await t.token(tenant.id, [scope!])
      assert.equal((await get(`/v1/${kind}`, allowed.headers)).status, 200)
    }
    assert.equal((await get('/v1/findings', tenant.headers)).status, 200)
  })
})
