import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { until } from './fakes/webhook-receiver.ts'
import { DATABASE_URL } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// Issue 16, chaos (c): two API processes share their rate limits through a Redis of the test's own (a real
// redis-server on a free port), which is frozen (SIGSTOP) and later stopped outright (SIGKILL) while both
// are under load, then brought back. What must hold: every request is answered 200 — never a 5xx, never a
// hang —, each process says once in its log that it counts alone and its metric posture_redis_shared drops to
// 0, and both go back to sharing (metric 1, a log line) when Redis answers again.

const REDIS_SERVER = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim()
const HANG_MS = 10_000

function startRedis(port: number): ChildProcess {
  return spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
}

// No time limit on the whole test (it once ran out on a busy machine): each wait below has its own bound,
// and scripts/run-tests.ts ends a file that hangs.
test('Redis frozen, then killed, under two API processes: always 200, per-process limits with a warning and a metric, shared again after', {
  skip: !DATABASE_URL ? 'needs DATABASE_URL (two processes share one store)' : !REDIS_SERVER ? 'needs redis-server' : false,
}, async (t) => {
  const store = await freshStoreEnv()
  const servers: ServerProcess[] = []
  const redisPort = await freePort()
  let redis = startRedis(redisPort)
  try {
    await until('the test Redis answers', () => spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG', 10_000)
    assert.equal((await posture(['migrate'], store.env)).code, 0)
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Redis chaos', '--json'], store.env)).stdout) as { id: string }
    const token = JSON.parse((await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'findings:read', '--json'], store.env)).stdout) as { token: string }
    const env = { ...store.env, REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'info' }
    const ports = [await freePort(), await freePort()]
    servers.push(...await Promise.all(ports.map((port) => startServerProcess(port, env))))
    const bases = ports.map((p) => `http://127.0.0.1:${p}`)
    const shared = async () => Promise.all(bases.map(async (base) => /^posture_redis_shared(?:\{[^}]*\})? (\d)$/m.exec(await (await fetch(`${base}/metrics`)).text())?.[1]))

    let phase = 'shared'
    const outcomes = new Map<string, number>()
    const note = (what: string) => outcomes.set(`${phase}: ${what}`, (outcomes.get(`${phase}: ${what}`) ?? 0) + 1)
    let running = true
    const client = async (base: string) => {
      while (running) {
        try {
          const response = await fetch(`${base}/v1/findings?limit=1`, { headers: { authorization: `Bearer ${token.token}` }, signal: AbortSignal.timeout(HANG_MS) })
          await response.arrayBuffer()
          note(response.status === 200 && response.headers.get('x-ratelimit-limit') ? '200 limited' : String(response.status))
        } catch (error) {
          note(`error ${(error as Error).name === 'TimeoutError' ? 'hung' : String((error as { cause?: { code?: string } }).cause?.code ?? error)}`)
        }
        await sleep(5)
      }
    }
    const load = Array.from({ length: 8 }, (_, i) => client(bases[i % 2]!))
    await sleep(500)
    assert.deepEqual(await shared(), ['1', '1'])

    phase = 'frozen'
    redis.kill('SIGSTOP')
    await until('both processes count alone while Redis is frozen', async () => (await shared()).every((v) => v === '0'), 15_000)
    await sleep(2000)
    redis.kill('SIGCONT')
    phase = 'thawed'
    await until('both share again after the thaw', async () => (await shared()).every((v) => v === '1'), 15_000)

    phase = 'killed'
    redis.kill('SIGKILL')
    await until('both count alone while Redis is gone', async () => (await shared()).every((v) => v === '0'), 15_000)
    await sleep(2000)
    redis = startRedis(redisPort)
    phase = 'restarted'
    await until('both share again once Redis is back', async () => (await shared()).every((v) => v === '1'), 30_000)
    await sleep(500)
    running = false
    await Promise.all(load)
    t.diagnostic(`outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`)

    const unexpected = [...outcomes.keys()].filter((k) => !k.endsWith(': 200 limited'))
    assert.deepEqual(unexpected, [], 'every request answered 200 with its rate-limit headers')
    for (const outage of ['frozen', 'killed']) assert.ok((outcomes.get(`${outage}: 200 limited`) ?? 0) > 0, `requests served while Redis was ${outage}`)
    for (const server of servers) {
      const log = server.out()
      assert.equal(log.match(/Redis is not answering: each process counts rate limits and budgets on its own/g)?.length, 2, 'one warning per outage')
      assert.equal(log.match(/Redis answers again: rate limits and budgets are shared again/g)?.length, 2, 'one line per recovery')
    }
  } finally {
    redis.kill('SIGCONT')
    redis.kill('SIGKILL')
    await killAndRemove(servers, store)
  }
})
