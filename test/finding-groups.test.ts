import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// Issue 18, grouping: GET /v1/findings/groups counts the list's findings per check, resource, provider,
// region, kind or tag, in risk order, keyset-paginated. Every page walk is checked against a recount in
// TypeScript over the tenant's findings read straight from the database.
describe(`finding groups (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  type Group = { key: string | null; count: number; by_severity: Record<string, number>; oldest_detected_at: string }
  const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info']

  const walk = async (headers: Record<string, string>, query: string, limit: number) => {
    const groups: Group[] = []
    let cursor: string | null = null
    do {
      const response: { statusCode: number; body: string; json(): unknown } = await t.app.inject({ url: `/v1/findings/groups?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers })
      assert.equal(response.statusCode, 200, response.body)
      const page = response.json() as { data: Group[]; next_cursor: string | null; has_more: boolean }
      assert.ok(page.data.length <= limit)
      assert.equal(page.has_more, page.next_cursor !== null)
      groups.push(...page.data)
      cursor = page.next_cursor
    } while (cursor)
    return groups
  }

  /** The same groups, counted here: one pass over the rows, then sorted by the documented order. */
  const recount = async (tenantId: string, keyOf: (row: Row) => string | null, where: (row: Row) => boolean) => {
    const rows = (await t.storage.db.selectFrom('findings as f').leftJoin('resources as r', (j) => j.onRef('r.id', '=', 'f.resource_id').on('r.tenant_id', '=', tenantId))
      .select(['f.check_id', 'f.resource_id', 'f.severity', 'f.status', 'f.detected_at', 'r.provider', 'r.region', 'r.kind', 'r.tags'])
      .where('f.tenant_id', '=', tenantId).execute()) as Row[]
    const groups = new Map<string | null, Group>()
    for (const row of rows.filter(where)) {
      const key = keyOf(row)
      const group = groups.get(key) ?? { key, count: 0, by_severity: Object.fromEntries(SEVERITIES.map((s) => [s, 0])), oldest_detected_at: row.detected_at.toISOString() }
      group.count++
      group.by_severity[row.severity]!++
      if (row.detected_at.toISOString() < group.oldest_detected_at) group.oldest_detected_at = row.detected_at.toISOString()
      groups.set(key, group)
    }
    return [...groups.values()].sort((a, b) => {
      for (const s of SEVERITIES) if (a.by_severity[s] !== b.by_severity[s]) return b.by_severity[s]! - a.by_severity[s]!
      if ((a.key === null) !== (b.key === null)) return a.key === null ? 1 : -1
      return (a.key ?? '') < (b.key ?? '') ? -1 : (a.key ?? '') > (b.key ?? '') ? 1 : 0
    })
  }
  type Row = { check_id: string; resource_id: string; severity: string; status: string; detected_at: Date; provider: string | null; region: string | null; kind: string | null; tags: Record<string, string> | null }

  test('every grouping, walked page by page, equals a recount in risk order', async () => {
    const tenant = await t.tenant()
    const open = (r: Row) => r.status === 'open'
    const cases: [string, (r: Row) => string | null][] = [
      ['check_id', (r) => r.check_id], ['resource_id', (r) => r.resource_id], ['provider', (r) => r.provider], ['region', (r) => r.region],
      ['kind', (r) => r.kind], ['tag:env', (r) => r.tags?.env ?? null], ['tag:team', (r) => r.tags?.team ?? null],
    ]
    for (const [by, keyOf] of cases) {
      const expected = await recount(tenant.id, keyOf, open)
      assert.ok(expected.length > 1, by)
      const walked = await walk(tenant.headers, `by=${encodeURIComponent(by)}&status=open`, 7)
      assert.deepEqual(walked, expected, by)
    }
    // The list's filters apply: only critical findings of AWS resources, all statuses.
    const critical = await walk(tenant.headers, 'by=check_id&severity=critical', 5)
    assert.deepEqual(critical, await recount(tenant.id, (r) => r.check_id, (r) => r.severity === 'critical'))
    assert.ok(critical.every((g) => g.count === g.by_severity.critical))
  })

  test('bad input is a 422; a cursor belongs to its grouping; another tenant counts only its own', async () => {
    const tenant = await t.tenant()
    for (const query of ['', 'by=owner', 'by=tag:', 'by=check_id&severity=urgent', 'by=check_id&limit=0', 'by=check_id&cursor=bogus', 'by=check_id&color=red']) {
      const response = await t.app.inject({ url: `/v1/findings/groups?${query}`, headers: tenant.headers })
      assert.equal(response.statusCode, 422, query)
    }
    const first = (await t.app.inject({ url: '/v1/findings/groups?by=check_id&limit=1', headers: tenant.headers })).json()
    assert.ok(first.next_cursor)
    const crossed = await t.app.inject({ url: `/v1/findings/groups?by=kind&cursor=${encodeURIComponent(first.next_cursor)}`, headers: tenant.headers })
    assert.equal(crossed.statusCode, 422)
    const other = await t.tenant({ sandbox: false })
    assert.deepEqual((await t.app.inject({ url: '/v1/findings/groups?by=check_id', headers: other.headers })).json().data, [])
    const foreign = await t.app.inject({ url: `/v1/findings/groups?by=check_id&cursor=${encodeURIComponent(first.next_cursor)}`, headers: other.headers })
    assert.equal(foreign.statusCode, 422)
    const noScope = await t.token(tenant.id, ['audits:read'])
    assert.equal((await t.app.inject({ url: '/v1/findings/groups?by=check_id', headers: noScope.headers })).statusCode, 403)
  })
})
