import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { createMetrics } from '../src/platform/metrics/metrics.ts'
import { connectSharedStore, type SharedStore } from '../src/platform/redis/shared-store.ts'
import { startTcpProxy } from './fakes/tcp-proxy.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// Issue 16, fault 1: a Redis that stops answering (`kill -STOP`: its sockets stay open, nothing comes back)
// held every request, /healthz included, until it resumed. Reproduced with a proxy in front of the real Redis
// that can freeze.

const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(REDIS.port || 6379), REDIS.hostname, () => socket.write('PING\r\n'))
    socket.setTimeout(1000, () => { socket.destroy(); resolve(false) })
    socket.on('data', (d) => { socket.destroy(); resolve(d.toString().startsWith('+PONG')) })
    socket.on('error', () => resolve(false))
  })
}

/** Fails instead of hanging: the point of the test is that nothing waits on a hung Redis. */
const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([promise, sleep(ms).then(() => { throw new Error(`${what}: no answer within ${ms} ms`) })])

async function until(what: string, check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await sleep(50)
  assert.ok(check(), what)
}

describe(`a hung Redis (${BACKEND})`, () => {
  let t: TestApp
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let store: SharedStore
  const lines: string[] = []
  let skip = false
  let metrics: ReturnType<typeof createMetrics>
  const sharedGauge = async () => /^posture_redis_shared (\d)$/m.exec(await metrics.registry.metrics())?.[1]

  before(async () => {
    skip = !(await redisAnswers())
    if (skip) return
    proxy = await startTcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) })
    const port = proxy.port
    store = connectSharedStore(`redis://127.0.0.1:${port}`, { watchEveryMs: 100, pingTimeoutMs: 250 })
    store.watch({ warn: (_d, m) => lines.push(`warn ${m}`), info: (_d, m) => lines.push(`info ${m}`) })
    t = await startTestApp({ rateLimitPerMinute: 100, redis: store.redis })
    metrics = createMetrics(t.storage, { redisAnswering: store.answering })
  })
  after(async () => {
    if (skip) return
    await t.close()
    await store.close()
    await proxy.cut()
  })

  test('requests keep being answered on a per-process budget, with a warning, and the shared budget returns', async (context) => {
    if (skip) return context.skip(`Redis is not reachable at ${REDIS.href}`)
    const tenant = await t.tenant({ sandbox: false, scopes: ['findings:read'] })
    const ask = (url: string) => within(t.app.inject({ url, headers: tenant.headers }), url)
    await until('the connection to Redis is ready', () => store.redis.status === 'ready')
    const shared = await ask('/v1/findings?limit=1')
    assert.equal(shared.statusCode, 200)
    assert.equal(shared.headers['x-ratelimit-limit'], '100')

    proxy.freeze(true)
    // The first requests may wait for one command timeout; none waits longer, and /healthz never does.
    for (const url of ['/healthz', '/v1/findings?limit=1', '/healthz', '/v1/findings?limit=1']) {
      const answer = await ask(url)
      assert.equal(answer.statusCode, 200, `${url} while Redis is frozen: ${answer.body}`)
      // /healthz is outside the rate limits (issue 33): it never asks Redis
      if (url !== '/healthz') assert.ok(answer.headers['x-ratelimit-remaining'], 'still rate limited (in memory)')
    }
    await until('a warning says the budget is counted per process', () => lines.includes('warn Redis is not answering: each process counts rate limits and budgets on its own until it does'))
    assert.equal(store.answering(), false)
    assert.equal(await sharedGauge(), '0', 'the metric says the budgets are per process')

    proxy.freeze(false)
    await until('a line says Redis is shared again', () => lines.includes('info Redis answers again: rate limits and budgets are shared again'))
    assert.equal((await ask('/v1/findings?limit=1')).statusCode, 200)
    assert.equal(await sharedGauge(), '1')
    assert.equal(lines.filter((l) => l.startsWith('warn')).length, 1, `one warning per outage: ${lines.join('; ')}`)
  })
})
