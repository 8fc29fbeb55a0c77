import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'
import { startReceiver, until, verifiesWith, type Receiver } from './fakes/webhook-receiver.ts'

const EVENTS = 1000

// The real service process is killed with SIGKILL while 1,000 deliveries are in flight (no graceful
// shutdown: its claims are left behind) and started again on the same storage. Every event must reach the
// receiver at least once, each time with its one event_id and the same bytes; no delivery is lost.
describe(`webhook deliveries survive kill -9 of the server process (${BACKEND})`, () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  let receiver: Receiver
  const servers: ServerProcess[] = []
  before(async () => {
    store = await freshStoreEnv()
    receiver = await startReceiver()
  })
  after(async () => {
    await killAndRemove(servers, store)
    await receiver.close()
  })

  test('every event is delivered at least once after a restart, with a constant event_id and body', { timeout: 180_000 }, async (t) => {
    const tenantRun = await posture(['tenant', 'create', '--name', 'Delivery crash', '--json'], store.env)
    assert.equal(tenantRun.code, 0, tenantRun.stderr)
    const tenantId = JSON.parse(tenantRun.stdout).id as string
    const tokenRun = await posture(['token', 'create', '--tenant', tenantId, '--scopes', 'resources:write,webhooks:read,webhooks:write,events:read', '--json'], store.env)
    assert.equal(tokenRun.code, 0, tokenRun.stderr)
    const headers = { authorization: `Bearer ${JSON.parse(tokenRun.stdout).token as string}`, 'content-type': 'application/json' }

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env = { ...store.env, WEBHOOK_ALLOW_PRIVATE_URLS: 'true', RATE_LIMIT_PER_MINUTE: '1000000' }
    const start = async () => {
      const server = await startServerProcess(port, env)
      servers.push(server)
      return server
    }
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
      const text = await response.text()
      assert.ok(response.ok, `${method} ${path} → ${response.status} ${text}`)
      return JSON.parse(text) // any: the fields used are checked below
    }

    // Slow answers keep hundreds of attempts in flight, so the kill lands in the middle of them.
    receiver.respond(() => ({ status: 200, delayMs: 250 }))
    const first = await start()
    const endpoint = await api('POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['resource.added'] })
    const resources = Array.from({ length: EVENTS }, (_, i) => ({
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `kill-${i}`, external_id: `arn:aws:s3:::kill-${i}`, tags: {}, attributes: {},
    }))
    assert.equal((await api('POST', '/v1/resources/imports', { resources })).added, EVENTS)

    await until('the first deliveries', () => receiver.received.length > 0, 30_000)
    first.child.kill('SIGKILL')
    assert.deepEqual(await first.exited, { code: null, signal: 'SIGKILL' })
    const receivedAtKill = receiver.received.length
    t.diagnostic(`killed with ${receivedAtKill} of ${EVENTS} deliveries received`)
    assert.ok(receivedAtKill < EVENTS, 'the kill landed before every event was delivered')

    // Restart: unclaimed deliveries go at once; the ones the dead process had claimed, once their lease lapses.
    receiver.respond(() => ({ status: 200 }))
    const second = await start()
    const byEvent = await until('every event delivered', () => {
      const map = new Map<string, string[]>()
      for (const r of receiver.received) map.set(String(r.headers['x-service-event-id']), [...(map.get(String(r.headers['x-service-event-id'])) ?? []), r.body])
      return map.size === EVENTS ? map : undefined
    }, 120_000)

    // The event log holds exactly these events, and every delivery ended succeeded.
    const events: { id: string }[] = []
    for (let cursor: string | null = null, firstPage = true; firstPage || cursor; firstPage = false) {
      const page: { data: { id: string }[]; next_cursor: string | null } = await api('GET', `/v1/events?type=resource.added&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      events.push(...page.data)
      cursor = page.next_cursor
    }
    assert.equal(events.length, EVENTS)
    assert.deepEqual(new Set(byEvent.keys()), new Set(events.map((e) => e.id)), 'every event of the log reached the receiver')
    for (const [eventId, bodies] of byEvent) {
      assert.equal(new Set(bodies).size, 1, `${eventId}: one body on every delivery`)
      assert.equal(JSON.parse(bodies[0]!).event_id, eventId)
    }
    assert.ok(receiver.received.every((r) => verifiesWith(endpoint.secret, r)), 'every request signed with the endpoint secret')
    const unfinished = await until('no delivery left pending', async () => {
      const page = await api('GET', `/v1/webhook_endpoints/${endpoint.id}/deliveries?status=pending,failed&limit=200`)
      return page.data.length === 0 ? page : undefined
    }, 60_000)
    assert.deepEqual(unfinished.data, [])
    t.diagnostic(`${receiver.received.length - EVENTS} deliveries were sent twice (in flight at the kill, at least once by design)`)

    // The log matches what the receiver saw: every attempt counted is logged, numbered 1…n; no attempt number
    // reached the receiver twice; an event that arrived twice has an interrupted attempt to explain it.
    type Attempt = { number: number; error: string | null }
    const deliveries: { event_id: string; attempt_count: number; attempts: Attempt[] }[] = []
    for (let cursor: string | null = null, firstPage = true; firstPage || cursor; firstPage = false) {
      const page: { data: typeof deliveries; next_cursor: string | null } = await api('GET', `/v1/webhook_endpoints/${endpoint.id}/deliveries?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      deliveries.push(...page.data)
      cursor = page.next_cursor
    }
    assert.equal(deliveries.length, EVENTS)
    const seen = new Map<string, number>()
    for (const r of receiver.received) {
      const key = `${String(r.headers['x-service-event-id'])} #${String(r.headers['x-service-attempt'])}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    assert.deepEqual([...seen].filter(([, n]) => n > 1), [], 'no attempt number reached the receiver twice')
    let interrupted = 0
    for (const d of deliveries) {
      assert.deepEqual(d.attempts.map((a) => a.number), Array.from({ length: d.attempt_count }, (_, i) => i + 1), `${d.event_id}: the log holds every attempt counted`)
      const lapsed = d.attempts.filter((a) => a.error?.startsWith('interrupted:')).length
      interrupted += lapsed
      const arrived = byEvent.get(d.event_id)!.length
      assert.ok(arrived <= d.attempt_count && arrived >= d.attempt_count - lapsed, `${d.event_id}: ${arrived} arrivals for ${d.attempt_count} attempts, ${lapsed} interrupted`)
    }
    t.diagnostic(`${interrupted} attempts interrupted by the kill, logged as such`)

    second.child.kill('SIGTERM')
    assert.deepEqual(await second.exited, { code: 0, signal: null }, second.err())
  })
})
