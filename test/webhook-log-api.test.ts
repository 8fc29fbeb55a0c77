import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { SAMPLE_EVENT_DATA } from '../src/events/sample-events.ts'
import { startReceiver, until, verifiesWith, type Receiver } from './fakes/webhook-receiver.ts'
import { BACKEND, startWebhookTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

describe(`webhook delivery log, redelivery and test events (${BACKEND})`, () => {
  let t: TestApp
  let receiver: Receiver
  let secret = ''
  let offsetMs = 0
  const clock = () => new Date(Date.now() + offsetMs)

  before(async () => {
    receiver = await startReceiver()
    t = (await startWebhookTestApp(clock)).t
  })
  after(async () => {
    await t.close()
    await receiver.close()
  })

  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null, headers: response.headers }
  }
  const endpointFor = async (tenant: TestTenant, events: string[] = ['*']) => {
    const created = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: events })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    secret = created.body.secret
    return created.body.id as string
  }
  const importBucket = async (tenant: TestTenant, name: string) => {
    const imported = await call(tenant, 'POST', '/v1/resources/imports', {
      resources: [{ kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: {}, attributes: {} }],
    })
    assert.equal(imported.status, 200)
  }
  const deliveries = async (tenant: TestTenant, endpoint: string, query = '') => {
    const listed = await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries${query}`)
    assert.equal(listed.status, 200, JSON.stringify(listed.body))
    return listed.body
  }
  const settled = (tenant: TestTenant, endpoint: string, id: string, status: string, attempts: number) =>
    until(`delivery ${id} ${status} after ${attempts} attempts`, async () => {
      const d = (await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries/${id}`)).body
      return d.status === status && d.attempts.length === attempts ? d : undefined
    })

  test('the log shows every attempt with status, error, response excerpt and the next retry time', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const endpoint = await endpointFor(tenant, ['resource.added'])
    receiver.respond(() => ({ status: 503, body: 'busy: try later' }))
    await importBucket(tenant, 'logged-1')
    const first = await until('a failed first attempt', async () => {
      const [d] = (await deliveries(tenant, endpoint)).data
      return d?.attempts.length === 1 ? d : undefined
    })
    assert.match(first.id, /^whd_/)
    assert.equal(first.endpoint_id, endpoint)
    assert.equal(first.event_type, 'resource.added')
    assert.equal(first.status, 'pending')
    assert.equal(first.test, false)
    assert.equal(first.redelivery_of, null)
    assert.equal(first.attempt_count, 1)
    const [attempt] = first.attempts
    assert.equal(attempt.number, 1)
    assert.equal(attempt.status_code, 503)
    assert.equal(attempt.error, 'HTTP 503')
    assert.equal(attempt.response_excerpt, 'busy: try later')
    assert.ok(attempt.duration_ms >= 0)
    // No jitter in this test: the retry is due one minute after the attempt's outcome was recorded.
    const wait = Date.parse(first.next_attempt_at) - Date.parse(attempt.started_at)
    assert.ok(wait >= 60_000 && wait < 65_000, `next attempt ${wait} ms after the first`)
    const event = await call(tenant, 'GET', `/v1/events/${first.event_id}`)
    assert.equal(event.status, 200, 'the delivery names the event of the log')

    receiver.respond(() => ({ status: 204 }))
    offsetMs += 61_000
    const done = await settled(tenant, endpoint, first.id, 'succeeded', 2)
    assert.equal(done.next_attempt_at, null)
    assert.ok(done.completed_at)
    assert.deepEqual(done.attempts.map((a: { status_code: number }) => a.status_code), [503, 204])
  })

  test('filters by status and event_id, pages with cursors bound to the endpoint, rejects bad parameters', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const endpoint = await endpointFor(tenant, ['resource.added'])
    const other = await endpointFor(tenant, ['resource.added'])
    receiver.respond(() => ({ status: 200 }))
    for (const name of ['paged-1', 'paged-2', 'paged-3']) await importBucket(tenant, name)
    await until('three deliveries succeeded', async () => (await deliveries(tenant, endpoint, '?status=succeeded')).data.length === 3)
    const first = await deliveries(tenant, endpoint, '?limit=2')
    assert.equal(first.data.length, 2)
    assert.equal(first.has_more, true)
    const second = await deliveries(tenant, endpoint, `?limit=2&cursor=${encodeURIComponent(first.next_cursor)}`)
    assert.equal(second.data.length, 1)
    assert.equal(second.has_more, false)
    const all = [...first.data, ...second.data]
    assert.equal(new Set(all.map((d: { id: string }) => d.id)).size, 3)
    assert.ok(all.every((d: { endpoint_id: string }) => d.endpoint_id === endpoint), 'only this endpoint\'s deliveries')
    const byEvent = await deliveries(tenant, endpoint, `?event_id=${all[0].event_id}`)
    assert.deepEqual(byEvent.data.map((d: { id: string }) => d.id), [all[0].id])
    assert.deepEqual((await deliveries(tenant, endpoint, '?status=failed,pending')).data, [])

    const crossed = await call(tenant, 'GET', `/v1/webhook_endpoints/${other}/deliveries?limit=2&cursor=${encodeURIComponent(first.next_cursor)}`)
    assert.equal(crossed.status, 422)
    assert.equal(crossed.body.error.code, 'invalid_cursor')
    const bad = await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries?status=lost`)
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.code, 'invalid_parameter')
    const missing = await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries/whd_nope`)
    assert.equal(missing.status, 404)
    assert.equal(missing.body.error.code, 'not_found')
    const wrongEndpoint = await call(tenant, 'GET', `/v1/webhook_endpoints/${other}/deliveries/${all[0].id}`)
    assert.equal(wrongEndpoint.status, 404, 'a delivery is found only under its own endpoint')
  })

  test('redeliver sends the same bytes and event_id again as a new delivery; a redelivery that succeeds clears delivery_status=failed', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const endpoint = await endpointFor(tenant, ['resource.added'])
    receiver.respond(() => ({ status: 410 }))
    const before = receiver.received.length
    await importBucket(tenant, 'redelivered-1')
    const [failed] = (await until('the delivery failed by 410', async () => {
      const page = await deliveries(tenant, endpoint, '?status=failed')
      return page.data.length === 1 ? page : undefined
    })).data
    const failedEvents = await call(tenant, 'GET', '/v1/events?delivery_status=failed')
    assert.deepEqual(failedEvents.body.data.map((e: { id: string }) => e.id), [failed.event_id])

    const refused = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/deliveries/${failed.id}/redeliver`)
    assert.equal(refused.status, 409, 'a 410 disabled the endpoint')
    assert.equal(refused.body.error.code, 'webhook_endpoint_disabled')
    assert.equal((await call(tenant, 'PATCH', `/v1/webhook_endpoints/${endpoint}`, { status: 'enabled' })).status, 200)

    receiver.respond(() => ({ status: 200 }))
    const redelivered = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/deliveries/${failed.id}/redeliver`)
    assert.equal(redelivered.status, 202, JSON.stringify(redelivered.body))
    assert.notEqual(redelivered.body.id, failed.id)
    assert.equal(redelivered.body.redelivery_of, failed.id)
    assert.equal(redelivered.body.event_id, failed.event_id)
    assert.equal(redelivered.body.status, 'pending')
    assert.equal(redelivered.headers.location, `/v1/webhook_endpoints/${endpoint}/deliveries/${redelivered.body.id}`)
    await settled(tenant, endpoint, redelivered.body.id, 'succeeded', 1)
    const [original, again] = receiver.received.slice(before).filter((r) => r.headers['x-service-event-id'] === failed.event_id)
    assert.ok(original && again)
    assert.equal(again.body, original.body, 'byte-identical body')
    assert.equal(again.headers['x-service-event-id'], failed.event_id)
    assert.ok(verifiesWith(secret, again))
    assert.deepEqual((await call(tenant, 'GET', '/v1/events?delivery_status=failed')).body.data, [], 'made good by the redelivery')
    assert.equal((await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries/${failed.id}`)).body.status, 'failed', 'the original keeps its outcome')
  })

  test('a test event is a signed sample of the chosen type, sent whatever enabled_events says, and not written to the event log', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const endpoint = await endpointFor(tenant, ['resource.added'])
    receiver.respond(() => ({ status: 200 }))
    const before = receiver.received.length
    const sent = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/test`, { event_type: 'audit.completed' })
    assert.equal(sent.status, 202, JSON.stringify(sent.body))
    assert.equal(sent.body.test, true)
    assert.equal(sent.body.event_type, 'audit.completed')
    await settled(tenant, endpoint, sent.body.id, 'succeeded', 1)
    const got = receiver.received.slice(before).find((r) => r.headers['x-service-event-id'] === sent.body.event_id)!
    assert.ok(verifiesWith(secret, got))
    assert.equal(got.headers['x-service-event'], 'audit.completed')
    const body = JSON.parse(got.body)
    assert.deepEqual(Object.keys(body), ['event_id', 'type', 'created_at', 'data'])
    assert.equal(body.event_id, sent.body.event_id)
    assert.deepEqual(body.data, SAMPLE_EVENT_DATA['audit.completed'])
    assert.equal((await call(tenant, 'GET', `/v1/events/${body.event_id}`)).status, 404)

    const byDefault = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/test`)
    assert.equal(byDefault.status, 202)
    assert.equal(byDefault.body.event_type, 'finding.created')
    const unknown = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/test`, { event_type: 'finding.exploded' })
    assert.equal(unknown.status, 422)
    const extra = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/test`, { event_type: 'audit.started', url: 'http://elsewhere' })
    assert.equal(extra.status, 422)
    assert.equal((await call(tenant, 'PATCH', `/v1/webhook_endpoints/${endpoint}`, { status: 'disabled' })).status, 200)
    const disabled = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/test`)
    assert.equal(disabled.status, 409)
    assert.equal(disabled.body.error.code, 'webhook_endpoint_disabled')
  })

  test('scopes and tenant isolation on the log, redelivery and test routes', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const endpoint = await endpointFor(tenant)
    receiver.respond(() => ({ status: 200 }))
    const sent = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint}/test`)
    const delivery = sent.body.id
    const stranger = await t.tenant({ sandbox: false })
    const reader = await t.token(tenant.id, ['webhooks:read'])
    const noScope = await t.token(tenant.id, ['findings:read'])
    const routes: ['GET' | 'POST', string, string][] = [
      ['GET', `/v1/webhook_endpoints/${endpoint}/deliveries`, 'webhooks:read'],
      ['GET', `/v1/webhook_endpoints/${endpoint}/deliveries/${delivery}`, 'webhooks:read'],
      ['POST', `/v1/webhook_endpoints/${endpoint}/deliveries/${delivery}/redeliver`, 'webhooks:write'],
      ['POST', `/v1/webhook_endpoints/${endpoint}/test`, 'webhooks:write'],
    ]
    for (const [method, url, scope] of routes) {
      assert.equal((await call(stranger, method, url)).status, 404, `${method} ${url}: another tenant's endpoint is not found`)
      const denied = await call(scope === 'webhooks:read' ? noScope : reader, method, url)
      assert.equal(denied.status, 403, `${method} ${url}`)
      assert.equal(denied.body.error.code, 'insufficient_scope')
      const anonymous = await t.app.inject({ method, url })
      assert.equal(anonymous.statusCode, 401)
    }
    assert.equal((await call(reader, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries`)).status, 200)
  })
})
