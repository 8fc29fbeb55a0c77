import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { revokeTokenById } from '../src/tenants/index.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

describe(`bearer authentication with personal access tokens (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ tokenCacheTtlMs: 50 }) })
  after(async () => { await t.close() })

  const call = async (headers: Record<string, string> = {}, url = '/v1/findings?limit=1') => {
    const response = await t.app.inject({ url, headers })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  test('no token: 401 missing_token with WWW-Authenticate: Bearer', async () => {
    const response = await call()
    assert.equal(response.status, 401)
    assert.equal(response.body.error.code, 'missing_token')
    assert.equal(response.headers['www-authenticate'], 'Bearer')
  })

  test('unknown, malformed or non-Bearer credentials: 401 invalid_token', async () => {
    const tenant = await t.tenant({ sandbox: false })
    for (const authorization of [
      'Bearer pst_' + 'A'.repeat(43), 'Bearer nonsense', `Basic ${Buffer.from('a:b').toString('base64')}`,
      `Bearer ${tenant.token}x`, `Bearer ${tenant.token.slice(0, -1)}`, 'Bearer',
    ]) {
      const response = await call({ authorization })
      assert.equal(response.status, 401, authorization)
      assert.equal(response.body.error.code, 'invalid_token', authorization)
      assert.match(response.headers['www-authenticate'] as string, /^Bearer/)
    }
    assert.equal((await call({ authorization: `bearer ${tenant.token}` })).status, 200, 'the scheme is case-insensitive')
  })

  test('a revoked token stops working', async () => {
    const tenant = await t.tenant({ sandbox: false })
    assert.equal((await call(tenant.headers)).status, 200)
    await revokeTokenById(t.storage.db, tenant.tokenId, new Date())
    await new Promise((r) => setTimeout(r, 80)) // past the verification cache
    const response = await call(tenant.headers)
    assert.equal(response.status, 401)
    assert.equal(response.body.error.code, 'invalid_token')
  })

  test('an expired token stops working', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const expired = await t.token(tenant.id, ['findings:read'], { expiresInDays: 1, now: new Date(Date.now() - 2 * 86_400_000) })
    assert.equal((await call(expired.headers)).body.error.code, 'invalid_token')
    const valid = await t.token(tenant.id, ['findings:read'], { expiresInDays: 1 })
    assert.equal((await call(valid.headers)).status, 200)
  })

  test('only the SHA-256 of the secret is stored, and last_used_at is recorded', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const row = await t.storage.db.selectFrom('personal_access_tokens').selectAll().where('id', '=', tenant.tokenId).executeTakeFirstOrThrow()
    assert.equal(row.last_used_at, null)
    assert.ok(!JSON.stringify(row).includes(tenant.token.slice(4, 40)))
    assert.match(row.token_hash, /^[0-9a-f]{64}$/)
    assert.match(tenant.token, /^pst_[0-9A-Za-z]{43}$/)
    await call(tenant.headers)
    let used = null
    for (let i = 0; i < 50 && !used; i++) {
      await new Promise((r) => setTimeout(r, 20))
      used = (await t.storage.db.selectFrom('personal_access_tokens').select('last_used_at').where('id', '=', tenant.tokenId).executeTakeFirstOrThrow()).last_used_at
    }
    assert.ok(used instanceof Date)
  })

  test('public routes need no token: health, readiness, OpenAPI, docs', async () => {
    for (const url of ['/healthz', '/readyz', '/v1/openapi.json']) {
      assert.equal((await t.app.inject({ url })).statusCode, 200, url)
    }
    const docs = await t.app.inject({ url: '/docs/' })
    assert.ok(docs.statusCode === 200 || docs.statusCode === 302, `${docs.statusCode}`)
  })
})
