// Issue 33, item 5: the probes and /metrics are never rate-limited (a load balancer and Prometheus share an
// address with nobody's budget), a scrape is cheap (bounded labels, one collection shared by concurrent scrapes,
// database figures read at most every 15 s), and /metrics can be held behind METRICS_TOKEN. Item 11: the scrape
// passes promtool's lint.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { KyselyPlugin } from 'kysely'
import { Gauge } from 'prom-client'
import { buildApp } from '../src/app.ts'
import { createMetrics } from '../src/platform/metrics/metrics.ts'
import { serveMetrics } from '../src/platform/metrics/metrics-server.ts'
import { enqueueJob } from '../src/platform/jobs/queue.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { promlint } from './helpers/promlint.ts'

const ADDRESS = { remoteAddress: '203.0.113.40' }

describe(`/healthz, /readyz and /metrics under rate limits (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 2 }) })
  after(async () => { await t.close() })

  test('answer 200 after the address has spent its budget, and spend none of it', async () => {
    const fresh = { remoteAddress: '203.0.113.41' }
    for (let i = 0; i < 5; i++) {
      for (const url of ['/healthz', '/readyz', '/metrics']) assert.equal((await t.app.inject({ url, ...fresh })).statusCode, 200, url)
    }
    const first = await t.app.inject({ url: '/v1/findings', ...fresh })
    assert.equal(first.statusCode, 401)
    assert.equal(first.headers['x-ratelimit-remaining'], '1', 'the probes took nothing from the address\'s budget')

    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/v1/findings', ...ADDRESS })
    assert.equal((await t.app.inject({ url: '/v1/findings', ...ADDRESS })).statusCode, 429)
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      const answer = await t.app.inject({ url, ...ADDRESS })
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body.slice(0, 200)}`)
      assert.equal(answer.headers['x-ratelimit-limit'], undefined, `${url} is outside the rate limits`)
    }
  })
})

test(`concurrent /readyz share one database probe: unlimited probes are not unlimited queries (${BACKEND})`, async () => {
  const t = await startTestApp()
  let probes = 0
  const counting: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'RawNode' && node.sqlFragments.join('').trim() === 'select 1') probes++
      return node
    },
    async transformResult({ result }) { return result },
  }
  const app = await buildApp({ storage: { ...t.storage, db: t.storage.db.withPlugin(counting) }, logLevel: 'silent', webhookSecretsKey: t.secretsKey })
  try {
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.inject({ url: '/readyz' })))
    assert.ok(answers.every((a) => a.statusCode === 200))
    assert.equal(probes, 1, '30 concurrent probes, one select 1')
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200)
    assert.equal(probes, 2, 'the next probe asks again')
  } finally {
    await app.close()
    await t.close()
  }
})

describe(`a scrape of /metrics (${BACKEND})`, () => {
  let t: TestApp
  let app: FastifyInstance
  let now = Date.parse('2026-11-28T12:00:00Z')
  let collections = 0
  before(async () => {
    t = await startTestApp()
    const metrics = createMetrics(t.storage, { clock: () => now })
    new Gauge({ name: 'test_collections', help: 'Collections of this registry.', registers: [metrics.registry], collect() { collections++; this.set(collections) } })
    app = await buildApp({ storage: t.storage, logLevel: 'silent', metrics, webhookSecretsKey: t.secretsKey })
  })
  after(async () => { await app.close(); await t.close() })

  test('concurrent scrapes share one collection, and a scrape within a second of the last reuses it', async () => {
    now += 60_000
    const before = collections
    const scrapes = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/metrics' })))
    assert.ok(scrapes.every((s) => s.statusCode === 200))
    assert.equal(collections - before, 1, 'one collection for 20 concurrent scrapes')
    assert.equal(new Set(scrapes.map((s) => s.body)).size, 1)
    now += 500
    await app.inject({ url: '/metrics' })
    assert.equal(collections - before, 1, 'reused within a second')
    now += 1_000
    await app.inject({ url: '/metrics' })
    assert.equal(collections - before, 2, 'collected again after a second')
  })

  test('figures read from the database are read at most every 15 s', async () => {
    const queued = async () => /^posture_jobs_queued\{queue="metrics_test"\} (\d+)$/m.exec((await app.inject({ url: '/metrics' })).body)?.[1]
    now += 60_000
    assert.equal(await queued(), undefined)
    const tenant = await t.tenant({ sandbox: false })
    await enqueueJob(t.storage.db, tenant.id, 'metrics_test', {})
    now += 5_000
    assert.equal(await queued(), undefined, 'the database figures are 5 s old: not read again')
    now += 10_000
    assert.equal(await queued(), '1')
  })

  test('labels stay bounded: a method no route knows is counted as `other`', async () => {
    for (const method of ['PROPFIND', 'MKCOL', 'SEARCH', 'LOCK']) await app.inject({ method: method as 'GET', url: '/v1/findings' })
    now += 60_000
    const text = (await app.inject({ url: '/metrics' })).body
    assert.doesNotMatch(text, /method="(PROPFIND|MKCOL|SEARCH|LOCK)"/)
    assert.match(text, /posture_http_request_duration_seconds_count\{method="other",route="unmatched",status_code="405"\} 4\n/)
  })

  test('passes promtool\'s lint (`promtool check metrics`)', async () => {
    now += 60_000
    const text = (await app.inject({ url: '/metrics' })).body
    assert.deepEqual(promlint(text), [])
    assert.match(text, /^nodejs_active_handles\{/m, 'the per-type figures stay; their sum is sum(nodejs_active_handles)')
  })
})

describe(`METRICS_TOKEN (${BACKEND})`, () => {
  const token = 'm3tr1cs-t0ken-with-enough-entropy-0123456789'
  let t: TestApp
  before(async () => { t = await startTestApp({ metricsToken: token }) })
  after(async () => { await t.close() })

  test('/metrics on the public port answers only its bearer', async () => {
    const none = await t.app.inject({ url: '/metrics' })
    assert.equal(none.statusCode, 401)
    assert.equal(none.json().error.code, 'missing_token')
    assert.equal(none.headers['www-authenticate'], 'Bearer')
    for (const wrong of [`Bearer ${token.slice(0, -1)}x`, `Bearer ${token}x`, 'Bearer x', `Basic ${token}`]) {
      const answer = await t.app.inject({ url: '/metrics', headers: { authorization: wrong } })
      assert.equal(answer.statusCode, 401, wrong)
      assert.equal(answer.json().error.code, 'invalid_token')
    }
    const ok = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })
    assert.equal(ok.statusCode, 200)
    assert.match(ok.body, /posture_http_requests_in_flight/)
    assert.equal((await t.app.inject({ url: '/healthz' })).statusCode, 200, 'the probes need no token')
  })

  test('and so does the metrics port (METRICS_PORT)', async () => {
    const metrics = createMetrics(t.storage)
    const server = await serveMetrics(metrics, 0, '127.0.0.1', token)
    try {
      const base = `http://127.0.0.1:${server.port}/metrics`
      assert.equal((await fetch(base)).status, 401)
      assert.equal((await fetch(base, { headers: { authorization: 'Bearer nope' } })).status, 401)
      const ok = await fetch(base, { headers: { authorization: `Bearer ${token}` } })
      assert.equal(ok.status, 200)
      assert.match(await ok.text(), /posture_http_requests_in_flight/)
    } finally {
      await server.close()
    }
  })
})
