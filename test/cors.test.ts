import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { loadConfig } from '../src/config.ts'
import { parseCorsOrigins } from '../src/platform/http/cors.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 19, CORS: off by default; CORS_ORIGINS opens /v1 to the listed origins' browsers (preflight before
// authentication, Authorization and Idempotency-Key allowed, rate-limit and request-id headers exposed), and
// /oauth/token only for public clients (no secret); nothing else, and no other origin.
describe(`CORS (${BACKEND})`, () => {
  const ORIGIN = 'https://console.example.com'
  let t: TestApp
  let closed: TestApp
  let tenant: TestTenant
  before(async () => {
    t = await startTestApp({ corsOrigins: [ORIGIN, 'http://localhost:3000'] })
    closed = await startTestApp()
    tenant = await t.tenant({ sandbox: false })
  })
  after(async () => {
    await t.close()
    await closed.close()
  })

  const preflight = (app: TestApp, url: string, origin = ORIGIN, method = 'POST') => app.app.inject({
    method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
  })

  test('a listed origin: the preflight is answered without a token, and responses carry what a browser client reads', async () => {
    const answer = await preflight(t, '/v1/suppression_rules')
    assert.equal(answer.statusCode, 204)
    assert.equal(answer.headers['access-control-allow-origin'], ORIGIN)
    assert.deepEqual(String(answer.headers['access-control-allow-headers']).toLowerCase().split(',').map((h) => h.trim()).sort(), ['authorization', 'content-type', 'idempotency-key'])
    assert.match(String(answer.headers['access-control-allow-methods']), /PATCH/)
    assert.equal(answer.headers['access-control-max-age'], '600')
    assert.equal(answer.headers['access-control-allow-credentials'], undefined, 'no cookies: tokens only')

    const listed = await t.app.inject({ url: '/v1/findings?limit=1', headers: { ...tenant.headers, origin: 'http://localhost:3000' } })
    assert.equal(listed.statusCode, 200)
    assert.equal(listed.headers['access-control-allow-origin'], 'http://localhost:3000')
    assert.match(String(listed.headers.vary), /origin/i)
    const exposed = String(listed.headers['access-control-expose-headers']).toLowerCase()
    for (const name of ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'idempotent-replayed', 'retry-after']) assert.ok(exposed.includes(name), name)
    // Errors too: a browser client must be able to read the envelope.
    const refused = await t.app.inject({ url: '/v1/findings', headers: { origin: ORIGIN } })
    assert.equal(refused.statusCode, 401)
    assert.equal(refused.headers['access-control-allow-origin'], ORIGIN)
  })

  test('another origin, or another part of the server, gets no CORS headers', async () => {
    const stranger = await t.app.inject({ url: '/v1/findings?limit=1', headers: { ...tenant.headers, origin: 'https://evil.example' } })
    assert.equal(stranger.statusCode, 200)
    assert.equal(stranger.headers['access-control-allow-origin'], undefined)
    const strangerPreflight = await preflight(t, '/v1/findings', 'https://evil.example', 'GET')
    assert.equal(strangerPreflight.headers['access-control-allow-origin'], undefined)
    assert.ok(strangerPreflight.statusCode >= 400)
    assert.ok(strangerPreflight.json().error.code, 'in the envelope')
    for (const url of ['/app/login', '/healthz', '/docs/json']) {
      const other = await t.app.inject({ url, headers: { origin: ORIGIN } })
      assert.equal(other.headers['access-control-allow-origin'], undefined, url)
    }
  })

  test('/oauth/token: readable by a listed origin for a public client only', async () => {
    assert.equal((await preflight(t, '/oauth/token')).headers['access-control-allow-origin'], ORIGIN)
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }
    const publicClient = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload: 'grant_type=authorization_code&client_id=oac_unknown&code=x&code_verifier=y&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb' })
    assert.equal(publicClient.headers['access-control-allow-origin'], ORIGIN)
    const confidential = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload: 'grant_type=authorization_code&client_id=oac_unknown&client_secret=s&code=x&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb' })
    assert.equal(confidential.headers['access-control-allow-origin'], undefined)
    const basic = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { ...form, authorization: `Basic ${Buffer.from('oac_unknown:s').toString('base64')}` }, payload: 'grant_type=authorization_code&code=x&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb' })
    assert.equal(basic.headers['access-control-allow-origin'], undefined)
  })

  test('off by default: no CORS header and no preflight route; CORS_ORIGINS is checked at boot', async () => {
    const tenantClosed = await closed.tenant({ sandbox: false })
    const answer = await closed.app.inject({ url: '/v1/findings?limit=1', headers: { ...tenantClosed.headers, origin: ORIGIN } })
    assert.equal(answer.headers['access-control-allow-origin'], undefined)
    const noPreflight = await preflight(closed, '/v1/findings', ORIGIN, 'GET')
    assert.equal(noPreflight.headers['access-control-allow-origin'], undefined)
    assert.ok(noPreflight.statusCode === 404 || noPreflight.statusCode === 405)

    assert.deepEqual(parseCorsOrigins(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).CORS_ORIGINS), ['https://a.example', 'http://localhost:3000'])
    for (const bad of ['*', 'https://a.example/path', 'ftp://a.example', 'https://a.example,']) {
      assert.throws(() => loadConfig({ CORS_ORIGINS: bad }), /CORS_ORIGINS/, bad)
    }
  })
})
