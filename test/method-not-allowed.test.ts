// Issue 33, item 11: a known path asked with a method it does not serve is 405 with an Allow header, on every
// surface: the API (in the error envelope), the probes, OAuth, web pages and assets (a 405 page).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

const JSON_SURFACES: [method: string, url: string, allow: string][] = [
  ['DELETE', '/v1/findings', 'GET, HEAD'],
  ['PUT', '/v1/findings/fnd_0000000000000000000000', 'GET, HEAD, PATCH'],
  ['POST', '/healthz', 'GET, HEAD'],
  ['PATCH', '/metrics', 'GET, HEAD'],
  ['GET', '/oauth/token', 'POST'],
  ['PUT', '/oauth/authorize', 'GET, HEAD, POST'],
]

const PAGES: [method: string, url: string, allow: string][] = [
  ['DELETE', '/app/login', 'GET, HEAD, POST'],
  ['PUT', '/app/signup', 'GET, HEAD, POST'],
  ['POST', '/app/assets/app.css', 'GET, HEAD'],
  ['DELETE', '/app/assets/missing.css', 'GET, HEAD'],
  ['PATCH', '/app', 'GET, HEAD'],
]

describe(`a wrong method on a known path (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  test('the API, the probes and OAuth: 405 method_not_allowed in the envelope, with Allow', async () => {
    const tenant = await t.tenant({ sandbox: false })
    for (const [method, url, allow] of JSON_SURFACES) {
      const answer = await t.app.inject({ method: method as 'GET', url, headers: tenant.headers })
      assert.equal(answer.statusCode, 405, `${method} ${url}: ${answer.body.slice(0, 200)}`)
      assert.equal(answer.headers.allow, allow, `${method} ${url}`)
      assert.equal(answer.json().error.code, 'method_not_allowed')
    }
  })

  test('web pages and assets: a 405 page with Allow, before any form check', async () => {
    for (const [method, url, allow] of PAGES) {
      const answer = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : 'a=1', headers: method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' } })
      assert.equal(answer.statusCode, 405, `${method} ${url}: ${answer.body.slice(0, 200)}`)
      assert.equal(answer.headers.allow, allow, `${method} ${url}`)
      assert.match(String(answer.headers['content-type']), /^text\/html/, `${method} ${url}`)
      assert.match(answer.body, /Method not allowed/, `${method} ${url}`)
    }
  })

  test('an unknown path stays 404', async () => {
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/v1/nothing-here' })).json().error.code, 'route_not_found')
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/app/nothing-here' })).statusCode, 404)
  })
})
