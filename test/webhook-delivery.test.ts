import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { openStorage } from '../src/platform/db/database.ts'
import { startDeliveryWorker } from '../src/webhooks/index.ts'
import { signaturesOf, startReceiver, until, verifiesWith, type Answer, type Receiver } from './fakes/webhook-receiver.ts'
import { BACKEND, DATABASE_URL, startWebhookTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe(`webhook delivery worker: retries, timeout, rotation, concurrency (${BACKEND})`, () => {
  let t: TestApp
  let receiver: Receiver
  let key: Buffer
  // The worker's clock: tests move it forward to make the next attempt due without waiting for it.
  let offsetMs = 0
  const clock = () => new Date(Date.now() + offsetMs)

  before(async () => {
    receiver = await startReceiver()
    const started = await startWebhookTestApp(clock)
    t = started.t
    key = started.secretsKey
  })
  after(async () => {
    await t.close()
    await receiver.close()
  })
  beforeEach(() => { offsetMs = 0 })

  const call = async (tenant: TestTenant, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const register = async (tenant: TestTenant, url: string) => {
    const created = await call(tenant, 'POST', '/v1/webhook_endpoints', { url, enabled_events: ['resource.added'] })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    return created.body as { id: string; secret: string }
  }
  const importBuckets = async (tenant: TestTenant, names: string[]) => {
    const resources = names.map((name) => ({ kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: {}, attributes: {} }))
    const imported = await call(tenant, 'POST', '/v1/resources/imports', { resources })
    assert.equal(imported.status, 200, JSON.stringify(imported.body))
  }
  const attemptsOf = (deliveryId: string) => t.storage.db.selectFrom('webhook_attempts').selectAll().where('delivery_id', '=', deliveryId).orderBy('number').execute()
  const deliveryOf = async (endpointId: string) => t.storage.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).executeTakeFirst()

  test('8 failed attempts over the 24-hour schedule end the delivery failed, and a 9th is never made', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const endpoint = await register(tenant, `${receiver.url}/always-500`)
    receiver.respond(() => ({ status: 500 }))
    const start = receiver.received.length
    await importBuckets(tenant, ['never-delivered'])
    const delivery = await until('the delivery row', () => deliveryOf(endpoint.id))
    // No jitter here: the waits after failures 1..7 are exactly 1 m, 5 m, 30 m, 1 h, 3 h, 6 h, 12 h.
    const waits = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR]
    for (let n = 1; n <= 8; n++) {
      await until(`attempt ${n} recorded`, async () => (await attemptsOf(delivery.id)).length >= n)
      if (n < 8) {
        const row = (await deliveryOf(endpoint.id))!
        assert.equal(row.status, 'pending', `still pending after attempt ${n}`)
        offsetMs += waits[n - 1]! + 1000
      }
    }
    const failed = await until('the delivery failed', async () => {
      const row = (await deliveryOf(endpoint.id))!
      return row.status === 'failed' ? row : undefined
    })
    assert.equal(failed.attempts, 8)
    assert.equal(failed.next_attempt_at, null)
    offsetMs += 3 * 24 * HOUR // far past every window: nothing is due any more
    await sleep(400)
    const attempts = await attemptsOf(delivery.id)
    assert.deepEqual(attempts.map((a) => a.number), [1, 2, 3, 4, 5, 6, 7, 8])
    assert.ok(attempts.every((a) => a.status_code === 500 && a.error === 'HTTP 500'))
    const sent = receiver.received.slice(start).filter((r) => r.headers['x-service-event-id'] === delivery.event_id)
    assert.equal(sent.length, 8, 'exactly 8 requests reached the receiver')
    assert.equal(new Set(sent.map((r) => r.body)).size, 1, 'the same bytes every time')
    assert.equal(new Set(sent.map((r) => r.headers['x-service-timestamp'])).size, 8, 'each attempt signed with its own timestamp')
    assert.deepEqual(sent.map((r) => r.headers['x-service-attempt']), ['1', '2', '3', '4', '5', '6', '7', '8'], 'each request says which attempt it is, as the log numbers it')
    assert.ok(sent.every((r) => verifiesWith(endpoint.secret, r)))
    const log = await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint.id}/deliveries`)
    assert.equal(log.body.data[0].status, 'failed')
    assert.equal(log.body.data[0].attempts.length, 8)
    const failedEvents = await call(tenant, 'GET', '/v1/events?delivery_status=failed')
    assert.deepEqual(failedEvents.body.data.map((e: { id: string }) => e.id), [delivery.event_id])
  })

  test('an endpoint that takes longer than 10 s to answer counts as a failed attempt', { timeout: 60_000 }, async () => {
    const slow = await startReceiver()
    try {
      slow.respond(() => ({ status: 200, delayMs: 12_000 }))
      const tenant = await t.tenant({ sandbox: false })
      const endpoint = await register(tenant, slow.url)
      await importBuckets(tenant, ['slow-1'])
      const delivery = await until('the delivery row', () => deliveryOf(endpoint.id))
      const [attempt] = await until('the timed-out attempt', async () => {
        const rows = await attemptsOf(delivery.id)
        return rows.length > 0 ? rows : undefined
      }, 30_000)
      assert.equal(slow.received.length, 1, 'the request did reach the receiver')
      assert.equal(attempt!.status_code, null)
      assert.match(attempt!.error ?? '', /^timeout/)
      assert.ok(attempt!.duration_ms >= 9_900 && attempt!.duration_ms < 12_000, `gave up after ${attempt!.duration_ms} ms`)
      const row = (await deliveryOf(endpoint.id))!
      assert.equal(row.status, 'pending')
      assert.ok(row.next_attempt_at, 'a retry is scheduled')
    } finally {
      await slow.close()
    }
  })

  test('a redirect is a failed attempt and is not followed; a 429 Retry-After postpones the next attempt within the window', async () => {
    const tenant = await t.tenant({ sandbox: false })
    receiver.respond((_, request): Answer => request.url.endsWith('/moved') ? { status: 302, headers: { location: `${receiver.url}/target` } }
      : request.url.endsWith('/busy') ? { status: 429, headers: { 'retry-after': '7200' } } : { status: 200 })
    const moved = await register(tenant, `${receiver.url}/moved`)
    const busy = await register(tenant, `${receiver.url}/busy`)
    const from = receiver.received.length
    await importBuckets(tenant, ['redirected'])
    const outcome = async (endpointId: string) => {
      const delivery = await until('the delivery row', () => deliveryOf(endpointId))
      const [attempt] = await until('the first attempt', async () => {
        const rows = await attemptsOf(delivery.id)
        return rows.length > 0 ? rows : undefined
      })
      return { delivery: (await deliveryOf(endpointId))!, attempt: attempt! }
    }
    const redirected = await outcome(moved.id)
    assert.equal(redirected.attempt.status_code, 302)
    assert.equal(redirected.attempt.error, 'HTTP 302')
    assert.equal(redirected.delivery.status, 'pending')
    await sleep(200)
    assert.deepEqual(receiver.received.slice(from).filter((r) => r.url.endsWith('/target')), [], 'the Location was never requested')

    const limited = await outcome(busy.id)
    assert.equal(limited.attempt.status_code, 429)
    const wait = limited.delivery.next_attempt_at!.getTime() - limited.attempt.started_at.getTime()
    assert.ok(wait >= 7_200_000 && wait < 7_200_000 + 60_000, `next attempt ${wait} ms later, as Retry-After asked (the schedule says 1 min)`)
  })

  test('during a rotation overlap each delivery carries both signatures; after it, and with no overlap, exactly one', async () => {
    const tenant = await t.tenant({ sandbox: false })
    receiver.respond(() => ({ status: 200 }))
    const endpoint = await register(tenant, `${receiver.url}/rotating`)
    const deliveredNext = async (name: string) => {
      const from = receiver.received.length
      await importBuckets(tenant, [name])
      return until(`the delivery of ${name}`, () => receiver.received.slice(from).find((r) => r.body.includes(`"name":"${name}"`)))
    }
    const rotated = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint.id}/rotate_secret`)
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body))
    const [oldSecret, newSecret] = [endpoint.secret, rotated.body.secret as string]
    assert.notEqual(oldSecret, newSecret)
    assert.ok(rotated.body.previous_secret_expires_at)

    const during = await deliveredNext('rotation-during')
    assert.equal(signaturesOf(during).length, 2, 'two signatures during the overlap')
    assert.ok(verifiesWith(oldSecret, during), 'a receiver still on the old secret accepts it')
    assert.ok(verifiesWith(newSecret, during), 'a receiver already on the new secret accepts it')
    assert.ok(verifiesWith(newSecret, { headers: { ...during.headers, 'x-service-signature': `sha256=${signaturesOf(during)[0]}` }, body: during.body }), 'the newest first')

    offsetMs += 25 * HOUR // past the 24-hour overlap
    const afterOverlap = await deliveredNext('rotation-after')
    assert.equal(signaturesOf(afterOverlap).length, 1)
    assert.ok(verifiesWith(newSecret, afterOverlap))
    assert.equal(verifiesWith(oldSecret, afterOverlap), false)

    const immediate = await call(tenant, 'POST', `/v1/webhook_endpoints/${endpoint.id}/rotate_secret`, { overlap_seconds: 0 })
    assert.equal(immediate.status, 200)
    assert.equal(immediate.body.previous_secret_expires_at, null)
    const noOverlap = await deliveredNext('rotation-none')
    assert.equal(signaturesOf(noOverlap).length, 1)
    assert.ok(verifiesWith(immediate.body.secret, noOverlap))
    assert.equal(verifiesWith(newSecret, noOverlap), false, 'the replaced secret stops at once')
  })

  test('two workers (separate connection pools) delivering at once never send one attempt twice', { timeout: 120_000 }, async () => {
    // A tenant of its own and two workers of their own, against the same database as the app.
    const other = t.storage.schema ? await openStorage({ databaseUrl: DATABASE_URL!, schema: t.storage.schema, poolSize: 5 }) : undefined
    const tenant = await t.tenant({ sandbox: false })
    const busy = await startReceiver()
    try {
      busy.respond(() => ({ status: 200, delayMs: Math.floor(Math.random() * 4) }))
      const endpoint = await register(tenant, busy.url)
      // With the app's own worker, three workers (two of them on one pool, one on another on PostgreSQL)
      // race for the same 500 deliveries in small batches.
      const workers = [t.storage.db, other?.db ?? t.storage.db].map((db) => startDeliveryWorker({
        db, secretsKey: key, allowPrivate: true, pollMs: 50, batchSize: 10, loops: 3, clock,
      }))
      const names = Array.from({ length: 500 }, (_, i) => `race-${i}`)
      await importBuckets(tenant, names)
      const deliveries = () => t.storage.db.selectFrom('webhook_deliveries').select(['id', 'status', 'attempts', 'event_id']).where('endpoint_id', '=', endpoint.id).execute()
      await until('every delivery succeeded', async () => {
        // The receiver first (no query): polling the table every 20 ms would starve the workers of PGlite.
        if (new Set(busy.received.map((r) => r.headers['x-service-event-id'])).size < 500) return false
        const rows = await deliveries()
        return rows.length === 500 && rows.every((r) => r.status === 'succeeded')
      }, 90_000)
      await Promise.all(workers.map((w) => w.stop()))
      await sleep(100)
      // Each attempt is sent once: an event never arrives more often than its delivery was claimed, and no
      // attempt number is recorded twice. (On an idle machine that is one attempt each; a machine so loaded that a 30-second lease
      // lapses retries the delivery as a new, numbered attempt — at least once, never the same attempt twice.)
      const rows = await deliveries()
      const attempts = await t.storage.db.selectFrom('webhook_attempts').select(['delivery_id', 'number']).where('delivery_id', 'in', rows.map((r) => r.id)).execute()
      assert.equal(new Set(attempts.map((a) => `${a.delivery_id}#${a.number}`)).size, attempts.length, 'no attempt recorded twice')
      const arrivals = new Map<string, number>()
      for (const r of busy.received) arrivals.set(String(r.headers['x-service-event-id']), (arrivals.get(String(r.headers['x-service-event-id'])) ?? 0) + 1)
      assert.equal(arrivals.size, 500, 'every event arrived')
      // A claim is sent at most once; a lapsed claim may also never be sent (its worker stopped first).
      for (const row of rows) assert.ok(arrivals.get(row.event_id)! <= row.attempts, `event ${row.event_id}: ${arrivals.get(row.event_id)} arrivals for ${row.attempts} claims`)
    } finally {
      await busy.close()
      await other?.close()
    }
  })
})
