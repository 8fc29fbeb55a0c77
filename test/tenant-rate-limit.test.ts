// Issue 33, item 7: five tokens of one tenant got 5,000 requests in a minute. A tenant has a ceiling of its own
// (RATE_LIMIT_PER_TENANT_PER_MINUTE, default 5 × the per-token limit) across all its tokens, in memory and in
// Redis. The X-RateLimit-* headers report the budget that binds: whichever of the token's and the tenant's has
// fewer requests left.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { Redis } from 'ioredis'
import { buildApp } from '../src/app.ts'
import { loadConfig, rateLimitPerTenant } from '../src/config.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisOrNull(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null })
  try {
    await redis.connect()
    await redis.ping()
    return redis
  } catch {
    redis.disconnect()
    return null
  }
}

const list = (t: { inject: TestApp['app']['inject'] }, tenant: TestTenant) => t.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })

describe(`the per-tenant ceiling (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 4 }) })
  after(async () => { await t.close() })

  test('by default five times the per-token limit, across all the tenant\'s tokens; other tenants unaffected', async () => {
    const first = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    const tokens = [first, ...await Promise.all(Array.from({ length: 6 }, () => t.token(first.id, ['findings:read'])))]
    let served = 0
    let refused
    for (const token of tokens) {
      for (let i = 0; i < 4; i++) {
        const answer = await list(t.app, token)
        if (answer.statusCode === 200) served++
        else refused = answer
      }
    }
    assert.equal(served, 20, 'five tokens\' worth: 5 × 4')
    assert.equal(refused?.statusCode, 429)
    assert.equal(refused?.json().error.code, 'rate_limit_exceeded')
    assert.match(refused?.json().error.message, /tenant/i)
    assert.equal(refused?.headers['x-ratelimit-limit'], '20', 'the headers report the tenant\'s ceiling, which binds')
    assert.equal(refused?.headers['x-ratelimit-remaining'], '0')
    assert.ok(Number(refused?.headers['retry-after']) >= 1)

    const other = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    assert.equal((await list(t.app, other)).statusCode, 200)
  })

  test('the headers report the budget with fewer requests left', async () => {
    const tenant = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    const fresh = await list(t.app, tenant)
    assert.equal(fresh.headers['x-ratelimit-limit'], '4', 'the token\'s budget binds first')
    assert.equal(fresh.headers['x-ratelimit-remaining'], '3')
    // four more tokens spend all theirs: 17 of the tenant's 20 are spent
    for (let i = 0; i < 4; i++) {
      const token = await t.token(tenant.id, ['findings:read'])
      for (let j = 0; j < 4; j++) assert.equal((await list(t.app, token)).statusCode, 200)
    }
    // a new token has 3 left after its first request, the tenant 2: the tenant's ceiling binds
    const last = await list(t.app, await t.token(tenant.id, ['findings:read']))
    assert.equal(last.headers['x-ratelimit-limit'], '20')
    assert.equal(last.headers['x-ratelimit-remaining'], '2')
  })

  test('a token refused on its own budget spends nothing of its tenant\'s', async () => {
    const tenant = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    for (let i = 0; i < 50; i++) await list(t.app, tenant)
    const sibling = await t.token(tenant.id, ['findings:read'])
    const answer = await list(t.app, sibling)
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.headers['x-ratelimit-remaining'], '3')
  })
})

test('RATE_LIMIT_PER_TENANT_PER_MINUTE: as set, else five times RATE_LIMIT_PER_MINUTE', () => {
  assert.equal(rateLimitPerTenant(loadConfig({})), 5000)
  assert.equal(rateLimitPerTenant(loadConfig({ RATE_LIMIT_PER_MINUTE: '60' })), 300)
  assert.equal(rateLimitPerTenant(loadConfig({ RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_PER_TENANT_PER_MINUTE: '100' })), 100)
  assert.throws(() => loadConfig({ RATE_LIMIT_PER_TENANT_PER_MINUTE: '0' }), /RATE_LIMIT_PER_TENANT_PER_MINUTE/)
})

test(`with Redis, two API processes share one ceiling per tenant (${BACKEND})`, async (context) => {
  const redisA = await redisOrNull()
  const redisB = await redisOrNull()
  if (!redisA || !redisB) return context.skip(`Redis is not reachable at ${REDIS_URL}`)
  const a = await startTestApp({ rateLimitPerMinute: 100, rateLimitPerTenantPerMinute: 6, redis: redisA })
  const b = await buildApp({ storage: a.storage, logLevel: 'silent', rateLimitPerMinute: 100, rateLimitPerTenantPerMinute: 6, redis: redisB, webhookSecretsKey: a.secretsKey })
  try {
    const tenant = await a.tenant({ sandbox: false, scopes: ['findings:read'] })
    const sibling = await a.token(tenant.id, ['findings:read'])
    for (let i = 0; i < 3; i++) assert.equal((await list(a.app, tenant)).statusCode, 200)
    for (let i = 0; i < 3; i++) assert.equal((await list(b, sibling)).statusCode, 200)
    const refused = await list(a.app, sibling)
    assert.equal(refused.statusCode, 429)
    assert.equal(refused.headers['x-ratelimit-limit'], '6')
    assert.equal((await list(b, tenant)).statusCode, 429)
  } finally {
    await b.close()
    await a.close()
    redisA.disconnect()
    redisB.disconnect()
  }
})
