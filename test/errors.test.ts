import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BODY_LIMIT_BYTES } from '../src/app.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

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
    expectError(await t.app.inject({ url: '/' }), 404, 'route_not_found')
  })

  test('a known path with the wrong method is 405 with an Allow header, even with a body', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/v1/findings/fnd_x', headers: tenant.headers })
    expectError(response, 405, 'method_not_allowed')
    assert.equal(response.headers.allow, 'GET, HEAD')
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

  test('authentication is checked before parameters, and every response has its own request id', async () => {
    expectError(await t.app.inject({ url: '/v1/findings?severity=bogus' }), 401, 'missing_token')
    const ids = new Set<string>()
    for (let i = 0; i < 5; i++) ids.add((await t.app.inject({ url: '/healthz' })).headers['x-request-id'] as string)
    assert.equal(ids.size, 5)
    for (const id of ids) assert.match(id, /^req_/)
  })
})
