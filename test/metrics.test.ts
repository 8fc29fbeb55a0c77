import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

describe(`GET /metrics (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 3 }) })
  after(async () => { await t.close() })

  test('Prometheus text with request durations by route pattern, 429 refusals, queues and the event loop; no tenant in any label', async () => {
    const tenant = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    assert.equal((await t.app.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })).statusCode, 200)
    assert.equal((await t.app.inject({ url: '/v1/findings/fnd_0000000000000000000000', headers: tenant.headers })).statusCode, 404)
    assert.equal((await t.app.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })).statusCode, 200)
    assert.equal((await t.app.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })).statusCode, 429)

    const scrape = await t.app.inject({ url: '/metrics' })
    assert.equal(scrape.statusCode, 200)
    assert.match(String(scrape.headers['content-type']), /^text\/plain/)
    const text = scrape.body
    assert.match(text, /posture_http_request_duration_seconds_count\{method="GET",route="\/v1\/findings",status_code="200"\} 2\n/)
    assert.match(text, /posture_http_request_duration_seconds_count\{method="GET",route="\/v1\/findings\/:id",status_code="404"\} 1\n/)
    assert.match(text, /posture_rate_limit_refusals_total\{route="\/v1\/findings"\} 1\n/)
    assert.match(text, /posture_http_requests_in_flight 1\n/, 'the scrape itself is in flight')
    assert.match(text, /posture_webhook_deliveries_pending 0\n/)
    assert.match(text, /posture_webhook_delivery_lag_seconds 0\n/)
    assert.match(text, /nodejs_eventloop_lag_seconds /)
    assert.match(text, /process_cpu_seconds_total /)
    assert.doesNotMatch(text, new RegExp(`${tenant.id}|fnd_0000|limit=1`), 'no tenant, id or query string in a label')
  })

  test('with a port of its own (METRICS_PORT) the public port does not serve it', async () => {
    const other = await startTestApp({ metricsRoute: false })
    try {
      const answer = await other.app.inject({ url: '/metrics' })
      assert.equal(answer.statusCode, 404)
      assert.equal(answer.json().error.code, 'route_not_found')
    } finally {
      await other.close()
    }
  })
})
