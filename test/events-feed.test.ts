import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { insertEvents, type NewEvent } from '../src/events/index.ts'
import { grantProduction } from '../src/tenants/index.ts'
import { SAMPLE_EVENT_DATA } from '../src/events/sample-events.ts'
import { BACKEND, DATABASE_URL, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// GET /v1/events/feed (what `posture listen` follows) and POST /v1/events/samples (`posture trigger`).

const event = (n: number): NewEvent => ({ type: n % 2 ? 'resource.added' : 'finding.created', data: n % 2
  ? { resource: { id: `res_${n}`, kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `b${n}`, external_id: `arn:aws:s3:::b${n}` } }
  : { finding: { id: `fnd_${n}`, severity: 'high', dimension: 'security', resource_id: 'res_1', title: `F${n}` } } } as NewEvent)

interface Feed { data: { id: string; type: string; created_at: string; data: unknown; sample: boolean }[]; next_cursor: string; has_more: boolean }

describe(`event feed and sample events (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000, webhookAllowPrivateUrls: true }) })
  after(async () => { await t.close() })

  const call = async (tenant: Pick<TestTenant, 'headers'> | null, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const feed = async (tenant: TestTenant, query: string): Promise<Feed> => {
    const { status, body } = await call(tenant, 'GET', `/v1/events/feed?${query}`)
    assert.equal(status, 200, JSON.stringify(body))
    return body as Feed
  }
  /**
   * Waits until the feed's horizon has passed every committed event of the tenant. Any transaction still running
   * in the cluster — another test's, on PostgreSQL — holds the horizon back, and the feed gives only what is below it.
   */
  const settled = async (tenantId: string) => {
    for (let i = 0; i < 600; i++) {
      const { rows } = await sql<{ held: boolean }>`select exists (select 1 from events where tenant_id = ${tenantId}
        and xid >= pg_snapshot_xmin(pg_current_snapshot())) as held`.execute(t.storage.db)
      if (!rows[0]!.held) return
      await sleep(50)
    }
    throw new Error(`the feed's horizon did not pass the events of ${tenantId} within 30 s`)
  }
  /** Follows the feed from `cursor` until it has nothing more now (once what was written is below the horizon). */
  const drain = async (tenant: TestTenant, cursor: string, extra = '', options: { settle?: boolean } = {}) => {
    if (options.settle !== false) await settled(tenant.id)
    const ids: string[] = []
    for (;;) {
      const page = await feed(tenant, `cursor=${encodeURIComponent(cursor)}${extra}`)
      ids.push(...page.data.map((e) => e.id))
      cursor = page.next_cursor
      if (!page.has_more) return { ids, cursor }
    }
  }

  test('starts now, then gives every later event exactly once across pages, even when many share created_at', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await insertEvents(t.storage.db, tenant.id, [event(0), event(1)])
    const ids = async () => (await t.storage.db.selectFrom('events').select('id').where('tenant_id', '=', tenant.id).execute()).map((r) => r.id)
    const before = await ids()
    await settled(tenant.id) // "now" is the horizon: events above it when the feed starts would still come
    const start = await feed(tenant, '')
    assert.deepEqual(start.data, [])
    assert.equal(start.has_more, false)
    await insertEvents(t.storage.db, tenant.id, [0, 1, 2, 3, 4, 5, 6].map(event)) // one created_at for all seven
    await insertEvents(t.storage.db, tenant.id, [7, 8, 9, 10, 11].map(event), new Date('2020-01-01T00:00:00Z')) // an older created_at
    const read = await drain(tenant, start.next_cursor, '&limit=3')
    assert.equal(read.ids.length, 12)
    assert.deepEqual(new Set(read.ids), new Set((await ids()).filter((id) => !before.includes(id))), 'each later event once, none before')
    // Nothing new: the same cursor gives nothing, and an event written later comes after it once.
    assert.deepEqual((await drain(tenant, read.cursor)).ids, [])
    await insertEvents(t.storage.db, tenant.id, [event(12)])
    const later = await drain(tenant, read.cursor)
    assert.equal(later.ids.length, 1)
    assert.ok(!read.ids.includes(later.ids[0]!))
  })

  test('type filters, and the cursor moves past the events it leaves out', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const start = await feed(tenant, '')
    await insertEvents(t.storage.db, tenant.id, [0, 1, 2, 3].map(event))
    const created = await drain(tenant, start.next_cursor, '&type=finding.created')
    assert.equal(created.ids.length, 2)
    const page = await feed(tenant, `cursor=${encodeURIComponent(start.next_cursor)}&type=finding.created,resource.added`)
    assert.equal(page.data.length, 4)
    assert.ok(page.data.every((e) => e.sample === false))
    await insertEvents(t.storage.db, tenant.id, [event(5)])
    assert.deepEqual((await drain(tenant, created.cursor, '&type=finding.created')).ids, [])
  })

  test('a sample event is in the feed, marked, never fanned out to webhook endpoints nor in the event log, in sandbox or production', async () => {
    for (const production of [false, true]) {
      const tenant = await t.tenant({ sandbox: false })
      if (production) await grantProduction(t.storage.db, tenant.id)
      const endpoint = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: 'https://127.0.0.1:9/x', enabled_events: ['*'] })
      assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body))
      const start = await feed(tenant, '')
      const created = await call(tenant, 'POST', '/v1/events/samples', { type: 'audit.completed' })
      assert.equal(created.status, 201, JSON.stringify(created.body))
      assert.equal(created.body.type, 'audit.completed')
      assert.equal(created.body.sample, true)
      assert.match(created.body.id, /^evt_/)
      assert.deepEqual(created.body.data, SAMPLE_EVENT_DATA['audit.completed'])
      await settled(tenant.id)
      const page = await feed(tenant, `cursor=${encodeURIComponent(start.next_cursor)}`)
      assert.deepEqual(page.data, [created.body])
      const deliveries = await t.storage.db.selectFrom('webhook_deliveries').select('id').where('tenant_id', '=', tenant.id).execute()
      assert.deepEqual(deliveries, [], 'a sample is delivered to no endpoint')
      assert.deepEqual((await call(tenant, 'GET', '/v1/events')).body.data, [])
      assert.equal((await call(tenant, 'GET', `/v1/events/${created.body.id}`)).status, 404)
      // A real event still reaches the endpoint: the sample's absence is not an empty fan-out.
      await insertEvents(t.storage.db, tenant.id, [event(1)])
      assert.equal((await t.storage.db.selectFrom('webhook_deliveries').select('id').where('tenant_id', '=', tenant.id).execute()).length, 1)
    }
  })

  test('scopes: events:read to follow, events:write to record a sample; no token is 401', async () => {
    const tenant = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    const reader = await t.token(tenant.id, ['events:read'])
    assert.equal((await call(null, 'GET', '/v1/events/feed')).status, 401)
    assert.equal((await call(tenant, 'GET', '/v1/events/feed')).body.error.code, 'insufficient_scope')
    assert.equal((await call(reader, 'GET', '/v1/events/feed')).status, 200)
    const refused = await call(reader, 'POST', '/v1/events/samples', { type: 'finding.created' })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'insufficient_scope')
    assert.equal((await call(await t.token(tenant.id, ['events:write']), 'POST', '/v1/events/samples', { type: 'finding.created' })).status, 201)
  })

  test('hostile cursors, types, limits and bodies are 422 in the error envelope', async () => {
    const tenant = await t.tenant({ sandbox: false })
    for (const cursor of ['abc', '-1.', '1', '1.evt_', '1.evt_a!b', '18446744073709551616.', '99999999999999999999.evt_x', `1.evt_${'a'.repeat(41)}`, '1.fnd_abc', '1 .']) {
      const { status, body } = await call(tenant, 'GET', `/v1/events/feed?cursor=${encodeURIComponent(cursor)}`)
      assert.equal(status, 422, cursor)
      assert.ok(['invalid_cursor', 'invalid_parameter'].includes(body.error.code), `${cursor}: ${body.error.code}`)
      assert.ok(body.error.request_id)
    }
    // The former `<xid>.<id>` spelling is refused too: cursors are sealed positions of the tenant's own (decision 68).
    assert.equal((await call(tenant, 'GET', '/v1/events/feed?cursor=18446744073709551615.')).status, 422)
    for (const query of ['type=finding.nope', 'type=finding%00created', 'limit=0', 'limit=201', 'limit=x', 'extra=1']) {
      const { status, body } = await call(tenant, 'GET', `/v1/events/feed?${query}`)
      assert.equal(status, 422, query)
      assert.ok(body.error.code, query)
    }
    for (const payload of [{}, { type: 'finding.nope' }, { type: 'finding.created', data: {} }, { type: 7 }, []]) {
      const { status, body } = await call(tenant, 'POST', '/v1/events/samples', payload)
      assert.ok(status === 422 || status === 400, `${JSON.stringify(payload)} → ${status}`)
      assert.ok(body.error.code)
    }
  })

  test('a tenant never sees another tenant\'s events, and the other\'s cursor is refused', async () => {
    const a = await t.tenant({ sandbox: false })
    const b = await t.tenant({ sandbox: false })
    const startA = await feed(a, '')
    await call(a, 'POST', '/v1/events/samples', { type: 'finding.created' })
    await insertEvents(t.storage.db, a.id, [event(1)])
    await settled(a.id)
    const withCursorOfA = await call(b, 'GET', `/v1/events/feed?cursor=${encodeURIComponent(startA.next_cursor)}`)
    assert.equal(withCursorOfA.status, 422)
    assert.equal(withCursorOfA.body.error.code, 'invalid_cursor')
    assert.deepEqual((await drain(b, (await feed(b, '')).next_cursor)).ids, [])
    assert.equal((await drain(a, startA.next_cursor)).ids.length, 2)
  })

  // PGlite runs one transaction at a time; only PostgreSQL can hold one open while others commit.
  test('an event whose transaction commits late is still given once, after the events of transactions that began later', { skip: !DATABASE_URL && 'PostgreSQL only (DATABASE_URL)' }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const start = await feed(tenant, '')
    const client = new pg.Client({ connectionString: t.storage.url ?? DATABASE_URL })
    await client.connect()
    try {
      if (t.storage.schema) await client.query(`set search_path to "${t.storage.schema}"`)
      await client.query('begin')
      await client.query(`insert into events (id, tenant_id, type, data) values ('evt_0LateLateLateLateLate000', $1, 'finding.created', $2)`,
        [tenant.id, JSON.stringify(event(0).data)])
      await insertEvents(t.storage.db, tenant.id, [event(1)])
      const during = await drain(tenant, start.next_cursor, '', { settle: false })
      assert.deepEqual(during.ids, [], 'held back while an older transaction runs')
      await client.query('commit')
      const afterCommit = await drain(tenant, during.cursor)
      assert.equal(afterCommit.ids.length, 2)
      assert.equal(afterCommit.ids[0], 'evt_0LateLateLateLateLate000')
    } finally {
      await client.end()
    }
  })
})
