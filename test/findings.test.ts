import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { insertFindings } from './helpers/records.ts'

describe(`findings API (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  const get = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ url, headers })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  test('walking every page of 1,000 findings with limit=7 returns each exactly once, newest first', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const { ids } = await insertFindings(t.storage.db, tenant.id, 1000, { perInstant: 4 })
    const seen: string[] = []
    const stamps: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const url: string = `/v1/findings?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const { status, body } = await get(url, tenant.headers)
      assert.equal(status, 200)
      assert.ok(body.data.length <= 7)
      assert.equal(body.has_more, body.next_cursor !== null)
      for (const f of body.data) { seen.push(f.id); stamps.push(f.detected_at) }
      cursor = body.next_cursor
      pages++
    } while (cursor)
    assert.equal(pages, Math.ceil(1000 / 7))
    assert.equal(seen.length, 1000)
    assert.deepEqual(new Set(seen), new Set(ids))
    assert.deepEqual(stamps, [...stamps].sort().reverse())
  })

  test('a page is stable while newer findings are inserted', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await insertFindings(t.storage.db, tenant.id, 30)
    const first = await get('/v1/findings?limit=10', tenant.headers)
    await insertFindings(t.storage.db, tenant.id, 5, { start: new Date('2027-01-01T00:00:00Z') })
    const second = await get(`/v1/findings?limit=10&cursor=${first.body.next_cursor}`, tenant.headers)
    const firstIds = new Set(first.body.data.map((f: { id: string }) => f.id))
    assert.equal(second.body.data.length, 10)
    for (const f of second.body.data) assert.ok(!firstIds.has(f.id))
    assert.ok(second.body.data[0].detected_at <= first.body.data[9].detected_at)
  })

  test('the list returns the envelope and every finding field; default page size is 50', async () => {
    const tenant = await t.tenant()
    const { status, body } = await get('/v1/findings', tenant.headers)
    assert.equal(status, 200)
    assert.deepEqual(Object.keys(body).sort(), ['data', 'has_more', 'next_cursor'])
    assert.equal(body.data.length, 50)
    assert.equal(body.has_more, true)
    assert.deepEqual(Object.keys(body.data[0]).sort(), [
      'accepted_until', 'assignee', 'audit_id', 'check_id', 'description', 'detected_at', 'dimension', 'due_at', 'first_seen_at', 'id', 'last_seen_at',
      'policy_ids', 'remediation', 'resolved_at', 'resource_id', 'severity', 'sla_status', 'source', 'status', 'status_expires_at', 'status_reason', 'suppressed_by', 'title',
    ])
    const f = body.data[0]
    assert.match(f.id, /^fnd_[0-9A-Za-z]+$/)
    assert.match(f.resource_id, /^res_/)
    assert.match(f.detected_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const one = await get(`/v1/findings/${f.id}`, tenant.headers)
    assert.equal(one.status, 200)
    assert.deepEqual(one.body, f)
  })

  test('the last page has next_cursor null and has_more false', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await insertFindings(t.storage.db, tenant.id, 3)
    const { body } = await get('/v1/findings?limit=3', tenant.headers)
    assert.equal(body.data.length, 3)
    assert.equal(body.has_more, false)
    assert.equal(body.next_cursor, null)
    const empty = await t.tenant({ sandbox: false })
    assert.deepEqual((await get('/v1/findings', empty.headers)).body, { data: [], next_cursor: null, has_more: false })
  })

  test('filters narrow the list: severity list, dimension, status, check, resource, audit, detection window', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const { resourceId, auditId } = await insertFindings(t.storage.db, tenant.id, 100, { perInstant: 1 })
    const all = async (query: string) => {
      const { status, body } = await get(`/v1/findings?limit=200&${query}`, tenant.headers)
      assert.equal(status, 200, JSON.stringify(body))
      return body.data as Record<string, string>[]
    }
    const severe = await all('severity=high,critical')
    assert.equal(severe.length, 40)
    assert.ok(severe.every((f) => f.severity === 'high' || f.severity === 'critical'))
    assert.ok((await all('dimension=cost')).every((f) => f.dimension === 'cost'))
    assert.equal((await all('status=resolved')).length, 10)
    assert.ok((await all('status=resolved')).every((f) => f.resolved_at !== null))
    assert.equal((await all('check_id=sec.fixture_1')).length, 1)
    assert.equal((await all(`resource_id=${resourceId}`)).length, 100)
    assert.equal((await all('resource_id=res_other')).length, 0)
    assert.equal((await all(`audit_id=${auditId}`)).length, 100)
    // fixtures are one second apart from 2026-01-01T00:00:00Z
    assert.equal((await all('detected_after=2026-01-01T00:00:10Z&detected_before=2026-01-01T00:00:20Z')).length, 10)
    assert.equal((await all('severity=high&dimension=security,cost')).filter((f) => f.severity !== 'high').length, 0)
  })

  test('a cursor only works with the filters it came from', async () => {
    const tenant = await t.tenant()
    const first = await get('/v1/findings?limit=5&severity=high', tenant.headers)
    const cursor = encodeURIComponent(first.body.next_cursor)
    assert.equal((await get(`/v1/findings?limit=5&severity=high&cursor=${cursor}`, tenant.headers)).status, 200)
    const other = await get(`/v1/findings?limit=5&severity=low&cursor=${cursor}`, tenant.headers)
    assert.equal(other.status, 422)
    assert.equal(other.body.error.code, 'invalid_cursor')
    const resources = await get(`/v1/resources?cursor=${cursor}`, tenant.headers)
    assert.equal(resources.body.error.code, 'invalid_cursor')
    const foreign = await t.tenant()
    assert.equal((await get(`/v1/findings?limit=5&severity=high&cursor=${cursor}`, foreign.headers)).body.error.code, 'invalid_cursor')
  })

  test('bad query parameters get their own codes in the error envelope', async () => {
    const tenant = await t.tenant()
    const cases: [string, number, string, RegExp?][] = [
      ['severity=urgent', 422, 'invalid_severity_filter', /^The severity must be one of info, low, medium, high, critical$/],
      ['severity=high,', 422, 'invalid_severity_filter'],
      ['severity=high&severity=low', 422, 'invalid_severity_filter'],
      ['dimension=speed', 422, 'invalid_dimension_filter', /security, cost, architecture, compliance/],
      ['status=closed', 422, 'invalid_parameter', /'status'.*open, resolved, accepted_risk/],
      ['limit=0', 422, 'invalid_limit'],
      ['limit=201', 422, 'invalid_limit'],
      ['limit=abc', 422, 'invalid_limit'],
      ['limit=2.5', 422, 'invalid_limit'],
      ['limit=', 422, 'invalid_limit'],
      ['cursor=not-a-cursor', 422, 'invalid_cursor'],
      ['detected_after=yesterday', 422, 'invalid_parameter', /'detected_after'.*ISO 8601/],
      ['detected_before=2026-13-01T00:00:00Z', 422, 'invalid_parameter', /'detected_before'/],
      ['sort=severity', 422, 'invalid_parameter', /Unknown query parameter 'sort'/],
    ]
    for (const [query, status, code, message] of cases) {
      const response = await get(`/v1/findings?${query}`, tenant.headers)
      assert.equal(response.status, status, query)
      assert.equal(response.body.error.code, code, query)
      assert.match(response.body.error.request_id, /^req_/)
      assert.equal(response.body.error.request_id, response.headers['x-request-id'])
      if (message) assert.match(response.body.error.message, message, query)
    }
  })

  test('a finding of another tenant is not_found, never 403', async () => {
    const a = await t.tenant()
    const b = await t.tenant()
    const theirs = (await get('/v1/findings?limit=1', b.headers)).body.data[0]
    const response = await get(`/v1/findings/${theirs.id}`, a.headers)
    assert.equal(response.status, 404)
    assert.equal(response.body.error.code, 'not_found')
    const filtered = await get(`/v1/findings?resource_id=${theirs.resource_id}`, a.headers)
    assert.deepEqual(filtered.body.data, [])
  })
})
