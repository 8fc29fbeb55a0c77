import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { insertEvents, type NewEvent } from '../src/events/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

const finding = { id: 'fnd_1', severity: 'high', dimension: 'security', resource_id: 'res_1', title: 'Bucket is public' } as const
const auditRef = { id: 'aud_1', trigger: 'api', reanalysis_of: null, started_at: '2026-03-01T10:00:00.000Z' }

/** One valid payload of each of the nine types. */
const ONE_OF_EACH: NewEvent[] = [
  { type: 'finding.created', data: { finding } },
  { type: 'finding.severity_changed', data: { finding: { ...finding, severity: 'critical' }, previous_severity: 'high', audit_id: 'aud_1', policy_ids: ['pol_1'] } },
  { type: 'finding.resolved', data: { finding, resolution: 'accepted_risk', reason: 'Known', expires_at: null, audit_id: null } },
  { type: 'finding.updated', data: { finding: { ...finding, detected_at: '2026-03-01T09:00:00.000Z' }, changes: { assignee: { from: null, to: 'usr_1' } }, actor: { type: 'user', id: 'usr_2' } } },
  { type: 'audit.started', data: { audit: auditRef } },
  {
    type: 'audit.completed',
    data: {
      audit: {
        ...auditRef, completed_at: '2026-03-01T10:01:00.000Z', resources_scanned: 3,
        summary: { new: 1, reopened: 0, resolved: 0, severity_changed: 0, open: 1, by_severity: { high: 1 }, by_dimension: { security: 1 } },
      },
    },
  },
  { type: 'resource.added', data: { resource: { id: 'res_1', kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'b', external_id: 'arn:aws:s3:::b' } } },
  {
    type: 'policy.violated',
    data: { policy: { id: 'pol_1', name: 'Prod buckets', target: 'resource', severity: 'high', dimension: 'security' }, finding, audit_id: 'aud_1' },
  },
  { type: 'resource.removed', data: { resource: { id: 'res_2', kind: 'volume', provider: 'aws', region: 'eu-west-1', name: 'v', external_id: 'arn:aws:ec2:eu-west-1:123456789012:volume/vol-1', source: 'nightly' } } },
  {
    type: 'collection.completed',
    data: { collection: { id: 'col_1', cloud_account_id: 'cac_1', status: 'partial', trigger: 'manual', resources: 12, removed: 1, errors: 1, audit_id: 'aud_1' } },
  },
]

const bucket = (name: string) => ({
  kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: {}, attributes: { public_read: false },
})

describe(`events API (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000, webhookAllowPrivateUrls: true }) })
  after(async () => { await t.close() })

  const call = async (tenant: Pick<TestTenant, 'headers'> | null, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null, headers: response.headers }
  }
  const list = async (tenant: TestTenant, query: string) => {
    const { status, body } = await call(tenant, 'GET', `/v1/events?limit=200&${query}`)
    assert.equal(status, 200, JSON.stringify(body))
    return body.data as { id: string; type: string; created_at: string; data: any }[]
  }
  /** `count` events of cycling types, `perInstant` sharing each created_at (one second apart from `start`). */
  const seed = async (tenant: TestTenant, count: number, perInstant: number, start = Date.parse('2026-03-01T00:00:00.000Z')) => {
    for (let i = 0; i < count; i += perInstant) {
      const events = ONE_OF_EACH.concat(ONE_OF_EACH).slice(i % ONE_OF_EACH.length, (i % ONE_OF_EACH.length) + Math.min(perInstant, count - i))
      await insertEvents(t.storage.db, tenant.id, events, new Date(start + (i / perInstant) * 1000))
    }
  }

  test('an import produces resource.added events, listed with their payloads and retrievable by id', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const imported = await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('ev-a'), bucket('ev-b'), bucket('ev-c')] })
    assert.equal(imported.status, 200, JSON.stringify(imported.body))
    const resources = (await call(tenant, 'GET', '/v1/resources')).body.data as Record<string, unknown>[]
    const { status, body } = await call(tenant, 'GET', '/v1/events')
    assert.equal(status, 200)
    assert.deepEqual(Object.keys(body).sort(), ['data', 'has_more', 'next_cursor'])
    assert.equal(body.has_more, false)
    const events = body.data as any[]
    assert.equal(events.length, 3)
    for (const event of events) {
      assert.deepEqual(Object.keys(event).sort(), ['created_at', 'data', 'id', 'type'])
      assert.match(event.id, /^evt_[0-9A-Za-z]+$/)
      assert.equal(event.type, 'resource.added')
      assert.match(event.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    }
    const expected = resources.map(({ id, kind, provider, region, name, external_id }) => ({ resource: { id, kind, provider, region, name, external_id } }))
    const byId = (a: any, b: any) => a.resource.id.localeCompare(b.resource.id)
    assert.deepEqual(events.map((e) => e.data).sort(byId), expected.sort(byId))

    const one = await call(tenant, 'GET', `/v1/events/${events[0].id}`)
    assert.equal(one.status, 200)
    assert.deepEqual(one.body, events[0])
  })

  test('every event type is served with its payload intact, newest first', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const start = Date.parse('2026-03-01T00:00:00.000Z')
    for (const [i, event] of ONE_OF_EACH.entries()) await insertEvents(t.storage.db, tenant.id, [event], new Date(start + i * 1000))
    const events = await list(tenant, '')
    assert.deepEqual(events.map((e) => e.type), ONE_OF_EACH.map((e) => e.type).reverse())
    assert.deepEqual(events.map((e) => e.data), ONE_OF_EACH.map((e) => e.data).reverse())
    assert.equal(events[0]!.created_at, new Date(start + (ONE_OF_EACH.length - 1) * 1000).toISOString())
  })

  test('walking every page of 250 events with limit=7 returns each once, newest first, ties broken by id', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await seed(tenant, 250, 4)
    const seen: { id: string; created_at: string }[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const { status, body } = await call(tenant, 'GET', `/v1/events?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      assert.equal(status, 200, JSON.stringify(body))
      assert.equal(body.has_more, body.next_cursor !== null)
      seen.push(...body.data)
      cursor = body.next_cursor
      pages++
    } while (cursor)
    assert.equal(pages, Math.ceil(250 / 7))
    assert.equal(new Set(seen.map((e) => e.id)).size, 250)
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!]
      assert.ok(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id), `order at ${i}`)
    }
    const stored = await t.storage.db.selectFrom('events').select('id').where('tenant_id', '=', tenant.id).execute()
    assert.deepEqual(new Set(seen.map((e) => e.id)), new Set(stored.map((e) => e.id)))
  })

  test('filters: one type, several types, created_after (inclusive), and a cursor bound to its filters', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await seed(tenant, 70, 2)
    const all = await list(tenant, '')
    const count = (type: string) => all.filter((e) => e.type === type).length

    const created = await list(tenant, 'type=finding.created')
    assert.equal(created.length, count('finding.created'))
    assert.ok(created.length > 0 && created.every((e) => e.type === 'finding.created'))
    const two = await list(tenant, 'type=audit.started,audit.completed')
    assert.equal(two.length, count('audit.started') + count('audit.completed'))
    assert.deepEqual(new Set(two.map((e) => e.type)), new Set(['audit.started', 'audit.completed']))
    assert.deepEqual(two.map((e) => e.id), all.filter((e) => e.type.startsWith('audit.')).map((e) => e.id), 'same order as the full list')

    // Events written together share created_at: created_after includes the instant itself, so catching up
    // from the last processed event's created_at cannot miss its siblings.
    const instant = all[10]!.created_at
    const since = await list(tenant, `created_after=${instant}`)
    assert.deepEqual(since.map((e) => e.id), all.filter((e) => e.created_at >= instant).map((e) => e.id))
    assert.equal(since.filter((e) => e.created_at === instant).length, 2)
    assert.deepEqual(await list(tenant, 'created_after=2027-01-01T00:00:00%2B02:00'), [])
    assert.equal((await list(tenant, 'created_after=2026-03-01T00:00:30Z&type=resource.added')).length,
      all.filter((e) => e.created_at >= '2026-03-01T00:00:30.000Z' && e.type === 'resource.added').length)

    const first = await call(tenant, 'GET', '/v1/events?limit=3&type=finding.created')
    const cursor = encodeURIComponent(first.body.next_cursor)
    assert.equal((await call(tenant, 'GET', `/v1/events?limit=3&type=finding.created&cursor=${cursor}`)).status, 200)
    assert.equal((await call(tenant, 'GET', `/v1/events?limit=3&type=finding.resolved&cursor=${cursor}`)).body.error.code, 'invalid_cursor')
    assert.equal((await call(tenant, 'GET', `/v1/findings?cursor=${cursor}`)).body.error.code, 'invalid_cursor')
  })

  test('bad filters are 422 in the error envelope, naming the parameter', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const cases: [string, string, RegExp?][] = [
      ['type=finding.exploded', 'invalid_parameter', /'type'.*finding\.created, finding\.severity_changed, .*policy\.violated/],
      ['type=findingXcreated', 'invalid_parameter', /'type'/],
      ['type=finding.created,', 'invalid_parameter', /'type'/],
      ['type=finding.created&type=audit.started', 'invalid_parameter', /'type'/],
      ['created_after=yesterday', 'invalid_parameter', /'created_after'.*ISO 8601/],
      ['created_after=2026-13-01T00:00:00Z', 'invalid_parameter', /'created_after'/],
      ['delivery_status=pending', 'invalid_parameter', /'delivery_status'.*failed/],
      ['created_before=2026-01-01T00:00:00Z', 'invalid_parameter', /Unknown query parameter 'created_before'/],
      ['limit=201', 'invalid_limit'],
      ['cursor=nope', 'invalid_cursor'],
    ]
    for (const [query, code, message] of cases) {
      const { status, body, headers } = await call(tenant, 'GET', `/v1/events?${query}`)
      assert.equal(status, 422, query)
      assert.equal(body.error.code, code, query)
      assert.equal(body.error.request_id, headers['x-request-id'])
      if (message) assert.match(body.error.message, message, query)
    }
  })

  test('security: no token 401, a token without events:read 403, another tenant\'s event 404', async () => {
    const mine = await t.tenant({ sandbox: false })
    const theirs = await t.tenant({ sandbox: false })
    await insertEvents(t.storage.db, mine.id, [ONE_OF_EACH[0]!])
    await insertEvents(t.storage.db, theirs.id, [ONE_OF_EACH[5]!])
    const [myEvent] = await list(mine, '')
    const [theirEvent] = await list(theirs, '')

    const anonymous = await call(null, 'GET', '/v1/events')
    assert.equal(anonymous.status, 401)
    assert.equal(anonymous.body.error.code, 'missing_token')
    const findingsOnly = await t.token(mine.id, ['findings:read', 'webhooks:read'])
    for (const url of ['/v1/events', `/v1/events/${myEvent!.id}`]) {
      const denied = await call(findingsOnly, 'GET', url)
      assert.equal(denied.status, 403, url)
      assert.equal(denied.body.error.code, 'insufficient_scope')
      assert.match(denied.body.error.message, /events:read/)
    }
    const eventsOnly = await t.token(mine.id, ['events:read'])
    assert.equal((await call(eventsOnly, 'GET', `/v1/events/${myEvent!.id}`)).status, 200)

    const foreign = await call(mine, 'GET', `/v1/events/${theirEvent!.id}`)
    assert.equal(foreign.status, 404)
    assert.equal(foreign.body.error.code, 'not_found')
    assert.equal((await call(mine, 'GET', '/v1/events/evt_doesnotexist')).body.error.code, 'not_found')
    assert.equal((await call(mine, 'GET', '/v1/events/fnd_wrongkind')).status, 404)
    assert.deepEqual((await list(mine, '')).map((e) => e.id), [myEvent!.id])
  })

  test('delivery_status=failed lists the events that at least one endpoint never received', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: false })
    for (const who of [tenant, other]) {
      // Nothing listens there and no delivery worker runs here: deliveries stay pending until the test settles them.
      const endpoint = await call(who, 'POST', '/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', enabled_events: ['*'] })
      assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body))
      const imported = await call(who, 'POST', '/v1/resources/imports', { resources: [bucket('df-1'), bucket('df-2'), bucket('df-3'), bucket('df-4')] })
      assert.equal(imported.status, 200)
    }
    const second = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/other', enabled_events: ['resource.added'] })
    assert.equal(second.status, 201)
    await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('df-5')] })

    const events = await list(tenant, '')
    assert.equal(events.length, 5)
    assert.deepEqual(await list(tenant, 'delivery_status=failed'), [], 'pending deliveries are not failed')

    const deliveriesOf = (eventId: string) => t.storage.db.selectFrom('webhook_deliveries').select('id')
      .where('tenant_id', '=', tenant.id).where('event_id', '=', eventId).execute()
    const settle = async (eventId: string, status: 'succeeded' | 'failed') => {
      const [delivery] = await deliveriesOf(eventId)
      await t.storage.db.updateTable('webhook_deliveries').set({ status, completed_at: new Date() }).where('id', '=', delivery!.id).execute()
    }
    const [newest, e1, e2, e3] = events as [typeof events[0], typeof events[0], typeof events[0], typeof events[0]]
    assert.equal((await deliveriesOf(newest.id)).length, 2, 'the newest event went to both endpoints')
    await settle(newest.id, 'succeeded')
    await settle(newest.id, 'failed') // its other delivery: one failed endpoint is enough
    await settle(e1.id, 'succeeded')
    await settle(e3.id, 'failed')
    const [otherEvent] = await list(other, '')
    await t.storage.db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('event_id', '=', otherEvent!.id).execute()

    assert.deepEqual((await list(tenant, 'delivery_status=failed')).map((e) => e.id), [newest.id, e3.id])
    assert.deepEqual((await list(tenant, `delivery_status=failed&created_after=${encodeURIComponent(e2.created_at)}`)).map((e) => e.id),
      [newest, e1, e2, e3].filter((e) => e.created_at >= e2.created_at && (e === newest || e === e3)).map((e) => e.id))
    assert.deepEqual((await list(tenant, 'delivery_status=failed&type=finding.created')), [])
    assert.deepEqual((await list(other, 'delivery_status=failed')).map((e) => e.id), [otherEvent!.id])

    const page = await call(tenant, 'GET', '/v1/events?delivery_status=failed&limit=1')
    assert.equal(page.body.has_more, true)
    const next = await call(tenant, 'GET', `/v1/events?delivery_status=failed&limit=1&cursor=${encodeURIComponent(page.body.next_cursor)}`)
    assert.deepEqual(next.body.data.map((e: { id: string }) => e.id), [e3.id])
    assert.equal(next.body.has_more, false)
    assert.equal((await call(tenant, 'GET', `/v1/events?limit=1&cursor=${encodeURIComponent(page.body.next_cursor)}`)).body.error.code, 'invalid_cursor')
  })

  test('the OpenAPI document describes the events routes, each type\'s data, and the retention', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    const listOp = doc.paths['/v1/events'].get
    assert.deepEqual(listOp.tags, ['events'])
    assert.match(listOp.description, /30 days/)
    assert.match(listOp.description, /events:read/)
    assert.deepEqual(listOp.parameters.map((p: { name: string }) => p.name), ['limit', 'cursor', 'type', 'created_after', 'delivery_status'])
    const record = doc.paths['/v1/events/{id}'].get.responses['200'].content['application/json'].schema
    const variants = record.anyOf ?? record.oneOf
    assert.equal(variants.length, 10)
    assert.deepEqual(variants.map((v: any) => v.properties.type.const ?? v.properties.type.enum[0]), ONE_OF_EACH.map((e) => e.type))
    assert.ok(doc.tags.some((tag: { name: string }) => tag.name === 'events'))
  })
})
