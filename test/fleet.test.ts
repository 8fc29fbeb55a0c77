import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { startReceiver, until, verifiesWith, type Receiver } from './fakes/webhook-receiver.ts'
import { DATABASE_URL } from './helpers/harness.ts'
import { freshDatabase, PGBOUNCER, startPgbouncer } from './helpers/pgbouncer.ts'
import { freePort, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// Issue 16, the two-node test: two `api` and two `worker` processes on one PostgreSQL reached through pgbouncer
// in transaction mode (wake-ups LISTEN on a direct connection), sharing rate limits through Redis. Real
// processes, real sockets; nothing in-process.

const EVENTS = 2000
const BUDGET = 1000
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const skip = !DATABASE_URL ? 'needs DATABASE_URL (one embedded store is one process)' : !PGBOUNCER ? 'needs pgbouncer (apt-get install pgbouncer)' : false

/** 30 % of the events, chosen by their id: their first attempt fails. */
const failsFirst = (eventId: string) => createHash('sha256').update(eventId).digest()[0]! < 0.3 * 256

describe('two api and two worker processes through pgbouncer (transaction mode) and Redis', { skip }, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>
  let receiver: Receiver
  const servers: ServerProcess[] = []
  const apis: string[] = []
  const workers: string[] = []
  let env: Record<string, string>
  let tenantId: string

  before(async () => {
    database = await freshDatabase(DATABASE_URL!)
    bouncer = await startPgbouncer(DATABASE_URL!)
    receiver = await startReceiver()
    env = {
      DATABASE_URL: bouncer.url(database.url),
      DATABASE_LISTEN_URL: database.url,
      REDIS_URL,
      RATE_LIMIT_PER_MINUTE: String(BUDGET),
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_SECRETS_KEY: 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVowMTIzNDU=',
    }
    const migrated = await posture(['migrate'], env)
    assert.equal(migrated.code, 0, migrated.stderr)
    const tenant = await posture(['tenant', 'create', '--name', 'Fleet', '--json'], env)
    assert.equal(tenant.code, 0, tenant.stderr)
    tenantId = (JSON.parse(tenant.stdout) as { id: string }).id
    // Both roles twice, started together as a deployment would.
    const ports = await Promise.all([0, 1, 2, 3].map(() => freePort()))
    const started = await Promise.all(ports.map((port, i) => startServerProcess(port, { ...env, ROLE: i < 2 ? 'api' : 'worker' })))
    servers.push(...started)
    apis.push(...ports.slice(0, 2).map((p) => `http://127.0.0.1:${p}`))
    workers.push(...ports.slice(2).map((p) => `http://127.0.0.1:${p}`))
  })
  after(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    const exits = await Promise.all(servers.map((s) => s.exited))
    await receiver?.close()
    await bouncer?.stop()
    await database?.drop()
    assert.deepEqual(exits.map((e) => e.code), servers.map(() => 0), `every process exits cleanly:\n${servers.map((s) => s.err()).join('\n')}`)
  })

  const tokenFor = async (scopes: string) => {
    const run = await posture(['token', 'create', '--tenant', tenantId, '--scopes', scopes, '--json'], env)
    assert.equal(run.code, 0, run.stderr)
    return { authorization: `Bearer ${(JSON.parse(run.stdout) as { token: string }).token}`, 'content-type': 'application/json' }
  }

  test('load at both api processes with one token is held to the shared budget (1,000 a minute ± 1 %)', { timeout: 120_000 }, async (t) => {
    const headers = await tokenFor('findings:read')
    const statuses = new Map<number, number>()
    let sent = 0
    const client = async (base: string) => {
      while (sent < BUDGET * 1.2) {
        sent++
        const response = await fetch(`${base}/v1/findings?limit=1`, { headers })
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }
    await Promise.all(Array.from({ length: 16 }, (_, i) => client(apis[i % 2]!)))
    t.diagnostic(`answers: ${JSON.stringify(Object.fromEntries(statuses))}`)
    assert.deepEqual([...statuses.keys()].sort(), [200, 429], 'only 200 and 429')
    const served = statuses.get(200)!
    assert.ok(Math.abs(served - BUDGET) <= BUDGET * 0.01, `${served} served for a budget of ${BUDGET}`)
  })

  test(`${EVENTS} events, 30 % of first attempts failing: each delivered, one event_id each, no attempt made twice, at most 8 attempts`, { timeout: 240_000 }, async (t) => {
    const headers = await tokenFor('resources:write,webhooks:read,webhooks:write,events:read')
    const api = async (base: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      const text = await response.text()
      assert.ok(response.ok, `${method} ${path} → ${response.status} ${text}`)
      return JSON.parse(text) // any: the fields used are checked below
    }
    receiver.respond((_, r) => (r.headers['x-service-attempt'] === '1' && failsFirst(String(r.headers['x-service-event-id'])) ? { status: 500 } : { status: 200 }))
    const endpoint = await api(apis[0]!, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['resource.added'] })
    // Half the events produced at each api process.
    await Promise.all(apis.map(async (base, node) => {
      const resources = Array.from({ length: EVENTS / 2 }, (_, i) => ({
        kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `fleet-${node}-${i}`, external_id: `arn:aws:s3:::fleet-${node}-${i}`, tags: {}, attributes: {},
      }))
      assert.equal((await api(base, 'POST', '/v1/resources/imports', { resources })).added, EVENTS / 2)
    }))

    // Failed first attempts are retried after the schedule's first step (1 minute, less up to 20 % of jitter).
    const succeeded = await until('every event answered 2xx', () => {
      const ok = new Set(receiver.received.filter((r) => !(r.headers['x-service-attempt'] === '1' && failsFirst(String(r.headers['x-service-event-id'])))).map((r) => String(r.headers['x-service-event-id'])))
      return ok.size === EVENTS ? ok : undefined
    }, 150_000)
    await sleep(500) // anything still on its way would show up as a duplicate below

    const attempts = new Map<string, number>()
    const bodies = new Map<string, Set<string>>()
    for (const r of receiver.received) {
      const eventId = String(r.headers['x-service-event-id'])
      const key = `${eventId} #${String(r.headers['x-service-attempt'])}`
      attempts.set(key, (attempts.get(key) ?? 0) + 1)
      bodies.set(eventId, (bodies.get(eventId) ?? new Set()).add(r.body))
      assert.ok(Number(r.headers['x-service-attempt']) <= 8)
    }
    assert.deepEqual([...attempts].filter(([, n]) => n > 1), [], 'no attempt reached the receiver twice')
    assert.equal(succeeded.size, EVENTS)
    for (const [eventId, seen] of bodies) {
      assert.equal(seen.size, 1, `${eventId}: the same bytes on every attempt`)
      assert.equal(JSON.parse([...seen][0]!).event_id, eventId)
    }
    const retried = [...succeeded].filter(failsFirst).length
    assert.equal(receiver.received.length, EVENTS + retried, 'one request per event, and one more for each failed first attempt')
    assert.ok(receiver.received.every((r) => verifiesWith(endpoint.secret, r)))
    t.diagnostic(`${EVENTS} events, ${retried} retried once after a failed first attempt, ${receiver.received.length} requests in all`)

    // Both workers took part, and the log says what the receiver saw.
    const attemptsBy = await Promise.all(workers.map(async (base) => {
      const text = await (await fetch(`${base}/metrics`)).text()
      return [...text.matchAll(/^posture_webhook_attempts_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0)
    }))
    t.diagnostic(`attempts made by each worker: ${attemptsBy.join(', ')}`)
    assert.ok(attemptsBy.every((n) => n > 0), 'both workers delivered')
    assert.equal(attemptsBy.reduce((a, b) => a + b, 0), receiver.received.length)
    const pending = await until('every delivery recorded as succeeded', async () => {
      const page = await api(apis[1]!, 'GET', `/v1/webhook_endpoints/${endpoint.id}/deliveries?status=pending,failed&limit=10`)
      return page.data.length === 0 ? page : undefined
    }, 30_000)
    assert.deepEqual(pending.data, [])
  })

  test('an audit started at one api process is run to completion by a worker', { timeout: 120_000 }, async () => {
    const headers = await tokenFor('audits:read,audits:write')
    const started = await fetch(`${apis[1]}/v1/audits`, { method: 'POST', headers, body: '{}' })
    assert.equal(started.status, 202, await started.clone().text())
    const audit = await started.json() as { id: string }
    const done = await until('the audit completed', async () => {
      const now = await (await fetch(`${apis[0]}/v1/audits/${audit.id}`, { headers })).json() as { status: string }
      return now.status === 'completed' || now.status === 'failed' ? now : undefined
    }, 90_000)
    assert.equal(done.status, 'completed')
  })
})
