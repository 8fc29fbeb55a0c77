import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { eventRetention, insertEvents, pruneEvents, type NewEvent } from '../src/events/index.ts'
import { startRetention } from '../src/platform/db/retention.ts'
import { deliveryRetention, pruneDeliveries } from '../src/webhooks/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

const DAY = 24 * 3600_000
const event: NewEvent = { type: 'audit.started', data: { audit: { id: 'aud_1', trigger: 'api', reanalysis_of: null, started_at: '2026-03-01T10:00:00.000Z' } } }

describe(`event retention (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ webhookAllowPrivateUrls: true }) })
  after(async () => { await t.close() })

  const idsOf = async (tenant: TestTenant) => (await t.storage.db.selectFrom('events').select('id')
    .where('tenant_id', '=', tenant.id).orderBy('created_at').orderBy('id').execute()).map((r) => r.id)
  const insertAt = async (tenant: TestTenant, at: Date, count = 1) => {
    await insertEvents(t.storage.db, tenant.id, Array.from({ length: count }, () => event), at)
  }

  test('deletes events older than 30 days at the injected now, in bounded batches, for every tenant; keeps the rest', async () => {
    const now = new Date('2026-06-30T12:00:00.000Z')
    const a = await t.tenant({ sandbox: false })
    const b = await t.tenant({ sandbox: false })
    await insertAt(a, new Date(now.getTime() - 45 * DAY), 7)
    await insertAt(a, new Date(now.getTime() - 30 * DAY - 1), 2)
    await insertAt(a, new Date(now.getTime() - 30 * DAY), 1) // exactly 30 days old: kept
    await insertAt(a, new Date(now.getTime() - DAY), 3)
    await insertAt(b, new Date(now.getTime() - 31 * DAY), 4)
    await insertAt(b, new Date(now.getTime() - 29 * DAY), 1)
    const keptA = (await idsOf(a)).slice(9)
    const keptB = (await idsOf(b)).slice(4)
    const pruned = (await t.storage.db.selectFrom('events').select('id').where('tenant_id', '=', a.id)
      .where('created_at', '<', new Date(now.getTime() - 30 * DAY)).executeTakeFirstOrThrow()).id

    // 9 + 4 old events: tenant a's take three full batches of 3 and an empty one.
    assert.deepEqual(await pruneEvents(t.storage.db, now, { batchSize: 3 }), { deleted: 13 })
    assert.deepEqual(await idsOf(a), keptA)
    assert.deepEqual(await idsOf(b), keptB)
    assert.equal(keptA.length, 4)

    // A pruned event is gone from the API too; a kept one is still there.
    const gone = await t.app.inject({ url: `/v1/events/${pruned}`, headers: a.headers })
    assert.equal(gone.statusCode, 404)
    assert.equal((await t.app.inject({ url: `/v1/events/${keptA[0]}`, headers: a.headers })).statusCode, 200)
    assert.equal((await t.app.inject({ url: '/v1/events', headers: a.headers })).json().data.length, 4)

    // Idempotent: a second run at the same instant deletes nothing more.
    assert.deepEqual(await pruneEvents(t.storage.db, now, { batchSize: 3 }), { deleted: 0 })
    // A day later the event that was exactly 30 days old goes too.
    await pruneEvents(t.storage.db, new Date(now.getTime() + DAY))
    assert.deepEqual(await idsOf(a), keptA.slice(1))
  })

  test('deletes webhook deliveries (and their attempts) queued more than 30 days ago, whatever their status', async () => {
    const now = new Date('2026-07-15T00:00:00.000Z')
    const tenant = await t.tenant({ sandbox: false })
    const created = await t.app.inject({ method: 'POST', url: '/v1/webhook_endpoints', headers: tenant.headers, payload: { url: 'http://127.0.0.1:9/hooks', enabled_events: ['*'] } })
    assert.equal(created.statusCode, 201)
    const endpoint = created.json().id
    await insertAt(tenant, new Date(now.getTime() - 31 * DAY), 3)
    await insertAt(tenant, new Date(now.getTime() - 2 * DAY), 2)
    const deliveries = () => t.storage.db.selectFrom('webhook_deliveries').select(['id', 'created_at']).where('tenant_id', '=', tenant.id).orderBy('created_at').execute()
    const old = (await deliveries()).slice(0, 3)
    assert.equal(old.length, 3)
    await t.storage.db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('id', '=', old[0]!.id).execute()
    await t.storage.db.insertInto('webhook_attempts').values({
      tenant_id: tenant.id, delivery_id: old[0]!.id, number: 1, started_at: old[0]!.created_at, duration_ms: 3, status_code: 500, error: 'HTTP 500', response_excerpt: null,
    }).execute()

    assert.deepEqual(await pruneDeliveries(t.storage.db, now, { batchSize: 2 }), { deleted: 3 })
    assert.equal((await deliveries()).length, 2)
    assert.equal((await t.storage.db.selectFrom('webhook_attempts').select('id').where('delivery_id', '=', old[0]!.id).execute()).length, 0)
    const listed = await t.app.inject({ url: `/v1/webhook_endpoints/${endpoint}/deliveries`, headers: tenant.headers })
    assert.equal(listed.json().data.length, 2)
    assert.deepEqual(await pruneDeliveries(t.storage.db, now), { deleted: 0 })
  })

  test('startRetention prunes at start and on every tick until stopped', async () => {
    const tenant = await t.tenant({ sandbox: false })
    let now = new Date('2026-08-01T00:00:00.000Z')
    await insertAt(tenant, new Date(now.getTime() - 40 * DAY), 2)
    await insertAt(tenant, new Date(now.getTime() - 10 * DAY), 2)
    const errors: unknown[] = []
    const retention = startRetention(t.storage.db, [eventRetention, deliveryRetention], { clock: () => now, everyMs: 20, log: { error: (obj) => errors.push(obj) } })
    try {
      for (let i = 0; i < 250 && (await idsOf(tenant)).length !== 2; i++) await sleep(20)
      assert.equal((await idsOf(tenant)).length, 2)
      now = new Date(now.getTime() + 25 * DAY) // the remaining two are now 35 days old
      for (let i = 0; i < 250 && (await idsOf(tenant)).length !== 0; i++) await sleep(20)
      assert.equal((await idsOf(tenant)).length, 0)
    } finally {
      await retention.stop()
    }
    assert.deepEqual(errors, [])
  })
})
