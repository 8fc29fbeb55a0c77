import { randomBytes } from 'node:crypto'
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BODY_LIMIT_BYTES } from '../src/app.ts'
import { buildApp } from '../src/app.ts'
import { openStorage, type Storage } from '../src/platform/db/database.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { startTcpProxy } from './fakes/tcp-proxy.ts'
import { BACKEND, freshStorage, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

describe(`error envelope on every path (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  before(async () => {
    t = await startTestApp()
    // Routes that exercise body parsing and crashes through the real error handler; the API's own body
    // routes arrive with later capabilities.
    t.app.post('/v1/echo', { config: { scope: 'findings:read' } }, async (request) => ({ received: request.body }))
    t.app.get('/v1/crash', { config: { scope: 'findings:read' } }, async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12')
    })
    tenant = await t.tenant({ sandbox: false })
  })
  after(async () => { await t.close() })

  const expectError = (response: { statusCode: number; headers: Record<string, unknown>; json(): any }, status: number, code: string) => {
    assert.equal(response.statusCode, status)
    assert.match(String(response.headers['content-type']), /^application\/json/)
    const body = response.json()
    assert.deepEqual(Object.keys(body), ['error'])
    assert.deepEqual(Object.keys(body.error).sort(), ['code', 'message', 'request_id'])
    assert.equal(body.error.code, code)
    assert.match(body.error.request_id, /^req_[0-9A-Za-z]{20,}$/)
    assert.equal(body.error.request_id, response.headers['x-request-id'])
    return body.error as { message: string }
  }

  test('unknown routes are route_not_found, with or without a token', async () => {
    expectError(await t.app.inject({ url: '/v1/nothing-here', headers: tenant.headers }), 404, 'route_not_found')
    expectError(await t.app.inject({ url: '/v2/findings' }), 404, 'route_not_found')
    expectError(await t.app.inject({ url: '/index.html' }), 404, 'route_not_found')
  })

  test('/ sends a browser to the web application and anything else gets a small JSON index', async () => {
    const browser = await t.app.inject({ url: '/', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
    assert.equal(browser.statusCode, 302)
    assert.equal(browser.headers.location, '/app')
    const client = await t.app.inject({ url: '/' })
    assert.equal(client.statusCode, 200)
    assert.deepEqual(client.json(), { name: 'Posture', api: '/v1', openapi: '/v1/openapi.json', docs: '/docs', app: '/app' })
    assert.equal((await t.app.inject({ url: '/', headers: { accept: 'application/json' } })).statusCode, 200)
  })

  test('a known path with the wrong method is 405 with an Allow header, even with a body', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/v1/findings/fnd_x', headers: tenant.headers })
    expectError(response, 405, 'method_not_allowed')
    assert.equal(response.headers.allow, 'GET, HEAD, PATCH')
    const withBody = await t.app.inject({
      method: 'POST', url: '/v1/findings', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: '{oops',
    })
    expectError(withBody, 405, 'method_not_allowed')
  })

  test('malformed JSON is invalid_json (400)', async () => {
    const headers = { ...tenant.headers, 'content-type': 'application/json' }
    expectError(await t.app.inject({ method: 'POST', url: '/v1/echo', headers, payload: '{"a":' }), 400, 'invalid_json')
    expectError(await t.app.inject({ method: 'POST', url: '/v1/echo', headers, payload: '' }), 400, 'invalid_json')
    const ok = await t.app.inject({ method: 'POST', url: '/v1/echo', headers, payload: '{"a":1}' })
    assert.deepEqual(ok.json(), { received: { a: 1 } })
  })

  test('an oversized body is payload_too_large (413)', async () => {
    const payload = JSON.stringify({ blob: 'x'.repeat(BODY_LIMIT_BYTES) })
    const response = await t.app.inject({ method: 'POST', url: '/v1/echo', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload })
    expectError(response, 413, 'payload_too_large')
  })

  test('an unsupported media type is unsupported_media_type (415)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/echo', headers: { ...tenant.headers, 'content-type': 'application/xml' }, payload: '<a/>' })
    expectError(response, 415, 'unsupported_media_type')
  })

  test('an unexpected exception is internal_error (500) without stack, SQL or paths', async () => {
    const response = await t.app.inject({ url: '/v1/crash', headers: tenant.headers })
    const error = expectError(response, 500, 'internal_error')
    assert.doesNotMatch(response.body, /secret_table|\/srv\/|at |stack/)
    assert.match(error.message, /request_id/)
  })

  test('a malformed URL or an impossibly long id still gets the envelope, request id and rate-limit headers', async () => {
    const bad = await t.app.inject({ url: '/v1/findings/%zz', headers: tenant.headers })
    expectError(bad, 400, 'invalid_request')
    assert.ok(bad.headers['x-ratelimit-remaining'])
    expectError(await t.app.inject({ url: '/%' }), 400, 'invalid_request')
    expectError(await t.app.inject({ url: `/v1/findings/fnd_${'a'.repeat(300)}`, headers: tenant.headers }), 404, 'not_found')
  })

  test('authentication is checked before parameters, and every response has its own request id', async () => {
    expectError(await t.app.inject({ url: '/v1/findings?severity=bogus' }), 401, 'missing_token')
    const ids = new Set<string>()
    for (let i = 0; i < 5; i++) ids.add((await t.app.inject({ url: '/healthz' })).headers['x-request-id'] as string)
    assert.equal(ids.size, 5)
    for (const id of ids) assert.match(id, /^req_/)
  })
})

describe(`a database outage (${BACKEND})`, () => {
  test('is 503 service_unavailable on reads and on /readyz, while /healthz stays up', async () => {
    const storage = await freshStorage()
    let cut: () => Promise<void>
    let appStorage: Storage = storage
    let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined
    if (storage.url) {
      const target = new URL(storage.url)
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      const proxied = new URL(storage.url)
      proxied.host = `127.0.0.1:${proxy.port}`
      appStorage = await openStorage({ databaseUrl: proxied.toString(), poolSize: 2 })
      cut = proxy.cut
    } else {
      cut = async () => { await storage.pglite!.close() }
    }
    const app = await buildApp({ storage: appStorage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
    const tenant = await createTenant(storage.db, { name: 'Outage', seed: 1, sandboxData: false })
    const token = await createToken(storage.db, tenant.id, { scopes: ['findings:read'] })
    const headers = { authorization: `Bearer ${token.token}` }
    try {
      assert.equal((await app.inject({ url: '/v1/findings', headers })).statusCode, 200)
      await cut()
      const unknownToken = await app.inject({ url: '/v1/findings', headers: { authorization: 'Bearer pst_' + 'Z'.repeat(43) } })
      assert.equal(unknownToken.statusCode, 503)
      assert.equal(unknownToken.json().error.code, 'service_unavailable')
      // Outage answers carry the rate-limit headers too (counted per address while the token cannot be looked up).
      assert.equal(unknownToken.headers['retry-after'], '5')
      assert.ok(unknownToken.headers['x-ratelimit-limit'] && unknownToken.headers['x-ratelimit-remaining'] && unknownToken.headers['x-ratelimit-reset'], JSON.stringify(unknownToken.headers))
      const cachedToken = await app.inject({ url: '/v1/findings', headers })
      assert.equal(cachedToken.statusCode, 503, 'a cached token reaches the query, which fails')
      assert.equal(cachedToken.headers['retry-after'], '5')
      assert.ok(cachedToken.headers['x-ratelimit-limit'], JSON.stringify(cachedToken.headers))
      assert.equal((await app.inject({ url: '/readyz' })).json().error.code, 'service_unavailable')
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200)
    } finally {
      await app.close()
      if (appStorage !== storage) await appStorage.close().catch(() => undefined)
      await storage.close().catch(() => undefined)
    }
  })
})
