import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { Redis } from 'ioredis'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

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

describe(`rate limits (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  test('the 1,001st request in a minute gets 429 rate_limit_exceeded with correct headers', async () => {
    const tenant = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    let last
    let firstReset = 0
    for (let i = 1; i <= 1000; i++) {
      last = await t.app.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })
      assert.equal(last.statusCode, 200, `request ${i}`)
      if (i === 1) firstReset = Number(last.headers['x-ratelimit-reset'])
    }
    assert.equal(last!.headers['x-ratelimit-limit'], '1000')
    assert.equal(last!.headers['x-ratelimit-remaining'], '0')
    const limited = await t.app.inject({ url: '/v1/findings?limit=1', headers: tenant.headers })
    assert.equal(limited.statusCode, 429)
    assert.equal(limited.json().error.code, 'rate_limit_exceeded')
    assert.equal(limited.headers['x-ratelimit-limit'], '1000')
    assert.equal(limited.headers['x-ratelimit-remaining'], '0')
    // one fixed window: its reset (Unix seconds) does not move, lies ahead, and agrees with Retry-After
    const reset = Number(limited.headers['x-ratelimit-reset'])
    const retryAfter = Number(limited.headers['retry-after'])
    const now = Date.now() / 1000
    assert.equal(reset, firstReset)
    // Unix seconds, rounded up: up to a second past the window's end in milliseconds.
    assert.ok(reset > now && reset <= Math.ceil(now) + 60, `reset ${reset}, now ${now}`)
    assert.ok(retryAfter >= 1 && retryAfter <= 60)
    assert.ok(Math.abs(reset - (now + retryAfter)) <= 2, `reset ${reset}, now ${now}, retry-after ${retryAfter}`)

    // the budget is per token: another token of the same tenant is unaffected
    const other = await t.token(tenant.id, ['findings:read'])
    const fresh = await t.app.inject({ url: '/v1/findings?limit=1', headers: other.headers })
    assert.equal(fresh.statusCode, 200)
    assert.equal(fresh.headers['x-ratelimit-remaining'], '999')
  })

  test('errors carry the headers too, and anonymous callers are limited per IP', async () => {
    const small = await startTestApp({ rateLimitPerMinute: 3 })
    try {
      for (let i = 0; i < 3; i++) {
        const response = await small.app.inject({ url: '/v1/findings', remoteAddress: '198.51.100.7' })
        assert.equal(response.statusCode, 401)
        assert.equal(response.headers['x-ratelimit-remaining'], String(2 - i))
      }
      const limited = await small.app.inject({ url: '/v1/findings', remoteAddress: '198.51.100.7' })
      assert.equal(limited.statusCode, 429)
      assert.equal((await small.app.inject({ url: '/healthz', remoteAddress: '198.51.100.8' })).statusCode, 200)
      assert.equal((await small.app.inject({ url: '/healthz', remoteAddress: '198.51.100.7' })).statusCode, 200, 'the probes are outside the rate limits')
    } finally {
      await small.close()
    }
  })

  test('with Redis, two API processes share one budget per token', async (context) => {
    const redisA = await redisOrNull()
    const redisB = await redisOrNull()
    if (!redisA || !redisB) return context.skip(`Redis is not reachable at ${REDIS_URL}`)
    const a = await startTestApp({ rateLimitPerMinute: 10, redis: redisA })
    const b = await buildSecondApp(a, redisB)
    try {
      const tenant = await a.tenant({ sandbox: false })
      for (let i = 0; i < 5; i++) assert.equal((await a.app.inject({ url: '/', headers: tenant.headers })).statusCode, 200)
      for (let i = 0; i < 5; i++) assert.equal((await b.inject({ url: '/', headers: tenant.headers })).statusCode, 200)
      const limited = await a.app.inject({ url: '/', headers: tenant.headers })
      assert.equal(limited.statusCode, 429)
      assert.equal((await b.inject({ url: '/', headers: tenant.headers })).statusCode, 429)
    } finally {
      await b.close()
      await a.close()
      redisA.disconnect()
      redisB.disconnect()
    }
  })

  test('when Redis is down, requests still pass on a per-process budget', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null })
    broken.on('error', () => undefined)
    const app = await startTestApp({ rateLimitPerMinute: 2, redis: broken })
    try {
      const tenant = await app.tenant({ sandbox: false })
      const ok = await app.app.inject({ url: '/', headers: tenant.headers })
      assert.equal(ok.statusCode, 200)
      assert.equal(ok.headers['x-ratelimit-limit'], '2')
      await app.app.inject({ url: '/', headers: tenant.headers })
      assert.equal((await app.app.inject({ url: '/', headers: tenant.headers })).statusCode, 429)
    } finally {
      await app.close()
      broken.disconnect()
    }
  })
})

async function buildSecondApp(first: TestApp, redis: Redis) {
  const { buildApp } = await import('../src/app.ts')
  return buildApp({ storage: first.storage, logLevel: 'silent', rateLimitPerMinute: 10, redis, webhookSecretsKey: first.secretsKey })
}
