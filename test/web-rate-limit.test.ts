// Issue 33, item 6: pages under a spent rate limit answered 500 ("Cannot read properties of null (reading
// 'posture_csrf')" while rendering the error page: the limit refused them before the cookies were read). They
// answer a readable 429 page with Retry-After. A missing asset is 404 (it was 405).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

const PAGES = ['/oauth/authorize?response_type=code&client_id=oac_x', '/app/login', '/app/signup', '/app/assets/app.css', '/app/assets/missing.css', '/app']

describe(`web pages under a spent rate limit (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 2 }) })
  after(async () => { await t.close() })

  const spent = async (request: { remoteAddress?: string; headers?: Record<string, string> }) => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/v1/findings', ...request })
  }
  const assertReadable429 = (answer: Awaited<ReturnType<TestApp['app']['inject']>>, url: string) => {
    assert.equal(answer.statusCode, 429, `${url}: ${answer.body.slice(0, 300)}`)
    assert.match(String(answer.headers['content-type']), /^text\/html/, url)
    assert.match(answer.body, /<h1>Too many requests<\/h1>/, url)
    assert.match(answer.body, /Rate limit of 2 requests per minute exceeded; retry in \d+ s\./, url)
    const retryAfter = Number(answer.headers['retry-after'])
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `${url}: Retry-After ${answer.headers['retry-after']}`)
    assert.equal(answer.headers['x-ratelimit-remaining'], '0', url)
  }

  test('once an address has spent its budget: a readable 429 page with Retry-After', async () => {
    const address = { remoteAddress: '203.0.113.61' }
    await spent(address)
    for (const url of PAGES) assertReadable429(await t.app.inject({ url, ...address }), url)
    const post = await t.app.inject({ method: 'POST', url: '/app/login', ...address, payload: 'email=a%40b.c&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    assertReadable429(post, 'POST /app/login')
  })

  test('once a token has spent its budget: the same', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await spent({ headers: tenant.headers, remoteAddress: '203.0.113.62' })
    for (const url of PAGES) assertReadable429(await t.app.inject({ url, headers: tenant.headers, remoteAddress: '203.0.113.63' }), url)
  })
})

describe(`web assets (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  test('a missing asset is a 404 page; a present one is served', async () => {
    const present = await t.app.inject({ url: '/app/assets/app.css' })
    assert.equal(present.statusCode, 200)
    for (const url of ['/app/assets/missing.css', '/app/assets/nested/missing.js', '/app/assets/']) {
      const missing = await t.app.inject({ url })
      assert.equal(missing.statusCode, 404, `${url}: ${missing.body.slice(0, 200)}`)
      assert.equal(missing.headers.allow, undefined)
      assert.match(String(missing.headers['content-type']), /^text\/html/)
      assert.match(missing.body, /Page not found/)
    }
  })
})
