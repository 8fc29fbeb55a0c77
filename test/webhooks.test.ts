import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { startReceiver, until, verifiesWith, type Receiver, type Received } from './fakes/webhook-receiver.ts'
import { BACKEND, startTestApp, startWebhookTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

describe(`webhooks (${BACKEND})`, () => {
  let t: TestApp
  let receiver: Receiver
  let secrets: string[] = []
  // Checked by the receiver's own implementation of the spec's routine (test/fakes), not the package's.
  const verified = (r: Received) => secrets.some((secret) => verifiesWith(secret, r))
  // The delivery worker's clock: tests jump it forward to make retries due without waiting hours.
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

  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null, headers: response.headers }
  }
  const bucket = (name: string) => ({
    kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: {}, attributes: { public_read: false },
  })

  test('register → secret once → an event is delivered signed, exactly as the spec says', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const created = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['resource.added'], description: 'ops' })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    assert.match(created.body.secret, /^whsec_/)
    assert.match(created.body.id, /^whe_/)
    assert.equal(created.headers['cache-control'], 'no-store')
    secrets = [created.body.secret]
    const fetched = await call(tenant, 'GET', `/v1/webhook_endpoints/${created.body.id}`)
    assert.equal(fetched.status, 200)
    assert.equal(fetched.body.secret, undefined, 'the secret is never shown again')
    assert.equal(JSON.stringify(fetched.body).includes(created.body.secret), false)

    const before = receiver.received.length
    const imported = await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('hooked-1')] })
    assert.equal(imported.status, 200)
    const delivery = await until('the delivery', () => receiver.received[before])
    assert.equal(verified(delivery), true, 'the independent receiver verifies the signature')
    assert.equal(delivery.headers['content-type'], 'application/json')
    assert.equal(delivery.headers['x-service-event'], 'resource.added')
    const body = JSON.parse(delivery.body)
    assert.deepEqual(Object.keys(body), ['event_id', 'type', 'created_at', 'data'])
    assert.equal(delivery.headers['x-service-event-id'], body.event_id)
    assert.match(body.event_id, /^evt_/)
    assert.equal(body.data.resource.name, 'hooked-1')
    assert.ok(Math.abs(Number(delivery.headers['x-service-timestamp']) - clock().getTime() / 1000) < 5)

    // Another tenant sees nothing of it.
    const other = await t.tenant({ sandbox: false })
    assert.equal((await call(other, 'GET', `/v1/webhook_endpoints/${created.body.id}`)).status, 404)
  })

  test('a receiver failing 3 times gets the event on the 4th attempt, same event_id, fresh timestamp; 410 disables', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const created = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['*'] })
    secrets = [created.body.secret]
    const start = receiver.received.length
    receiver.respond((n) => ({ status: n - start <= 3 ? 503 : 200 }))
    await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('retried-1')] })
    // The schedule waits 1, 5 and 30 minutes after failures 1, 2 and 3 (no jitter here): jump just past each.
    for (const [attempt, waitMinutes] of [[1, 2], [2, 6], [3, 31]] as const) {
      await until(`attempt ${attempt}`, () => receiver.received.length >= start + attempt)
      // The clock may move only once the worker has recorded the failure (and so scheduled the next
      // attempt from the clock as it was): a fixed pause lost that race on a loaded CI run.
      await until(`attempt ${attempt} recorded`, async () => {
        const log = (await call(tenant, 'GET', `/v1/webhook_endpoints/${created.body.id}/deliveries`)).body
        return log.data?.[0]?.attempts.length >= attempt
      })
      offsetMs += waitMinutes * 60_000
    }
    const fourth = await until('the 4th attempt', () => receiver.received[start + 3])
    const attempts = receiver.received.slice(start, start + 4)
    assert.equal(new Set(attempts.map((a) => JSON.parse(a.body).event_id)).size, 1, 'one event_id on every attempt')
    assert.equal(new Set(attempts.map((a) => a.body)).size, 1, 'a byte-identical body on every attempt')
    assert.ok(attempts.every(verified))
    assert.notEqual(fourth.headers['x-service-timestamp'], attempts[0]!.headers['x-service-timestamp'], 'each attempt is signed anew')
    receiver.respond(() => ({ status: 200 }))

    receiver.respond(() => ({ status: 410 }))
    const beforeGone = receiver.received.length
    await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('gone-1')] })
    await until('the 410 attempt', () => receiver.received.length > beforeGone)
    const endpoint = await until('the endpoint disabled', async () => {
      const e = (await call(tenant, 'GET', `/v1/webhook_endpoints/${created.body.id}`)).body
      return e.status === 'disabled' ? e : undefined
    })
    assert.equal(endpoint.disabled_reason, 'gone')
    receiver.respond(() => ({ status: 200 }))
  })

  test('validation: bad URL, unknown event type, limit of 16, tenant isolation on writes', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const bad = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: 'ftp://example.com/x', enabled_events: ['finding.created'] })
    assert.equal(bad.status, 422)
    const unknown = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['finding.exploded'] })
    assert.equal(unknown.status, 422)
    for (let i = 0; i < 16; i++) {
      assert.equal((await call(tenant, 'POST', '/v1/webhook_endpoints', { url: `${receiver.url}?n=${i}`, enabled_events: ['audit.completed'] })).status, 201)
    }
    const over = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['audit.completed'] })
    assert.equal(over.status, 422)
    assert.equal(over.body.error.code, 'webhook_endpoint_limit')
    const list = await call(tenant, 'GET', '/v1/webhook_endpoints?limit=200')
    assert.equal(list.body.data.length, 16)
    const other = await t.tenant({ sandbox: false })
    const id = list.body.data[0].id
    assert.equal((await call(other, 'PATCH', `/v1/webhook_endpoints/${id}`, { status: 'disabled' })).status, 404)
    assert.equal((await call(other, 'DELETE', `/v1/webhook_endpoints/${id}`)).status, 404)
    assert.equal((await call(tenant, 'DELETE', `/v1/webhook_endpoints/${id}`)).status, 204)
  })
})

describe(`webhook URL guard (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ webhookAllowPrivateUrls: false }) })
  after(async () => { await t.close() })

  test('loopback, private, link-local and metadata addresses are refused with invalid_webhook_url', async () => {
    const tenant = await t.tenant({ sandbox: false })
    for (const url of ['http://127.0.0.1:9/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://localhost:8080/x', 'http://192.168.0.10/x']) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/webhook_endpoints', headers: tenant.headers, payload: { url, enabled_events: ['*'] } })
      assert.equal(response.statusCode, 422, url)
      assert.equal(response.json().error.code, 'invalid_webhook_url', url)
      // Someone trying webhooks locally learns what the operator can change; a metadata address is never allowed.
      if (url.includes('169.254.169.254')) assert.doesNotMatch(response.json().error.message, /WEBHOOK_ALLOW_PRIVATE_URLS/, url)
      else assert.match(response.json().error.message, /WEBHOOK_ALLOW_PRIVATE_URLS=true/, url)
    }
  })
})
