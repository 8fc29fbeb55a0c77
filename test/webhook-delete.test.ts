import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import pg from 'pg'
import { startBackgroundWork, type BackgroundWork } from '../src/background.ts'
import type { Db } from '../src/platform/db/database.ts'
import { grantProduction } from '../src/tenants/index.ts'
import { recordOutcomes, type Claimed } from '../src/webhooks/outcomes.ts'
import { startReceiver, until, type Receiver } from './fakes/webhook-receiver.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 14: deleting an endpoint cascaded to every delivery and attempt inside the request (quadratic without
// an index on redelivery_of, holding a pool connection for the whole time), and its locks, taken endpoint
// first, crossed the worker's, taken delivery first: `deadlock detected`, 500. Now the request marks the
// endpoint deleted and a job purges it in batches that give way to every other transaction.

const POSTGRES_ONLY = { skip: BACKEND === 'pglite' ? 'row locks: PGlite runs one transaction at a time' : false }

/** `n` deliveries of an endpoint with `attempts` attempts each, every tenth a redelivery of the one before. */
async function loadDeliveries(db: Db, tenantId: string, endpointId: string, n: number, options: { status?: 'failed' | 'pending'; attempts?: number } = {}) {
  const prefix = `whd_${randomBytes(4).toString('hex')}_`
  const status = options.status ?? 'failed'
  const attempts = options.attempts ?? 2
  await sql`insert into webhook_deliveries (id, tenant_id, endpoint_id, event_id, event_type, body, status, attempts, next_attempt_at, created_at, redelivery_of)
    select ${prefix} || lpad(i::text, 7, '0'), ${tenantId}, ${endpointId}, 'evt_' || ${prefix} || i, 'resource.added', '{"n":' || i || '}', ${status},
      ${status === 'pending' ? 0 : attempts}, ${status === 'pending' ? sql`now() - interval '1 second'` : sql`null`},
      now() - interval '1 hour' + i * interval '1 millisecond', case when i % 10 = 0 then ${prefix} || lpad((i - 1)::text, 7, '0') end
    from generate_series(1, ${n}) i`.execute(db)
  if (status !== 'pending') {
    await sql`insert into webhook_attempts (tenant_id, delivery_id, number, started_at, duration_ms, status_code, error)
      select ${tenantId}, ${prefix} || lpad(i::text, 7, '0'), k, now() - interval '1 hour', 5, 500, 'HTTP 500'
      from generate_series(1, ${n}) i, generate_series(1, ${attempts}) k`.execute(db)
  }
  return Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(7, '0')}`)
}

async function countOf(db: Db, table: 'webhook_deliveries' | 'webhook_attempts', where: { endpointId?: string; tenantId?: string }) {
  const { rows } = table === 'webhook_deliveries'
    ? await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries where ${where.endpointId ? sql`endpoint_id = ${where.endpointId}` : sql`tenant_id = ${where.tenantId!}`}`.execute(db)
    : await sql<{ n: number }>`select count(*)::int as n from webhook_attempts a where ${where.endpointId
      ? sql`exists (select 1 from webhook_deliveries d where d.id = a.delivery_id and d.endpoint_id = ${where.endpointId})`
      : sql`a.tenant_id = ${where.tenantId!}`}`.execute(db)
  return rows[0]!.n
}

const endpointRow = (db: Db, id: string) => db.selectFrom('webhook_endpoints').select(['id', 'deleted_at']).where('id', '=', id).executeTakeFirst()

describe(`deleting a webhook endpoint (${BACKEND})`, () => {
  let t: TestApp
  let receiver: Receiver
  let background: BackgroundWork | undefined
  const workerErrors: string[] = []
  const startWorkers = () => {
    background = startBackgroundWork(t.storage.db, {
      pollMs: 20, log: { error: (obj, msg) => { workerErrors.push(`${msg}: ${(obj as { err?: Error }).err?.message ?? ''}`) } },
      webhooks: { secretsKey: t.secretsKey, allowPrivate: true, pollMs: 20, random: () => 0 },
    })
  }
  before(async () => {
    receiver = await startReceiver()
    // No background work at first: the tests look at the state between the request and the purge.
    t = await startTestApp({ rateLimitPerMinute: 1_000_000, webhookAllowPrivateUrls: true, onJobEnqueued: () => background?.poke() })
  })
  after(async () => {
    await background?.stop()
    await t.close()
    await receiver.close()
  })

  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const createEndpoint = async (tenant: TestTenant, tag: string) => {
    const created = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: `${receiver.url}?ep=${tag}`, enabled_events: ['*'] })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    return created.body.id as string
  }
  const arrivalsFor = (tag: string) => receiver.received.filter((r) => r.url.endsWith(`?ep=${tag}`)).length

  test('the endpoint is gone at once (404, no event, no attempt, not counted), then purged in the background with its log', { timeout: 120_000 }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const doomed = await createEndpoint(tenant, 'doomed')
    const kept = await createEndpoint(tenant, 'kept')
    const deliveryIds = await loadDeliveries(t.storage.db, tenant.id, doomed, 1000)
    await loadDeliveries(t.storage.db, tenant.id, doomed, 50, { status: 'pending' })
    await loadDeliveries(t.storage.db, tenant.id, kept, 20)
    const keptPending = await loadDeliveries(t.storage.db, tenant.id, kept, 5, { status: 'pending' })
    for (let i = 2; i < 16; i++) await createEndpoint(tenant, `filler-${i}`)

    assert.equal((await call(tenant, 'DELETE', `/v1/webhook_endpoints/${doomed}`)).status, 204)

    // Gone for every route, while its rows wait for the purge (no worker runs yet).
    assert.equal((await call(tenant, 'GET', `/v1/webhook_endpoints/${doomed}`)).status, 404)
    assert.equal((await call(tenant, 'GET', `/v1/webhook_endpoints/${doomed}/deliveries`)).status, 404)
    assert.equal((await call(tenant, 'GET', `/v1/webhook_endpoints/${doomed}/deliveries/${deliveryIds[0]}`)).status, 404)
    assert.equal((await call(tenant, 'POST', `/v1/webhook_endpoints/${doomed}/deliveries/${deliveryIds[0]}/redeliver`)).status, 404)
    assert.equal((await call(tenant, 'POST', `/v1/webhook_endpoints/${doomed}/test`, {})).status, 404)
    assert.equal((await call(tenant, 'PATCH', `/v1/webhook_endpoints/${doomed}`, { status: 'enabled' })).status, 404)
    assert.equal((await call(tenant, 'POST', `/v1/webhook_endpoints/${doomed}/rotate_secret`, {})).status, 404)
    assert.equal((await call(tenant, 'DELETE', `/v1/webhook_endpoints/${doomed}`)).status, 404)
    const listed = await call(tenant, 'GET', '/v1/webhook_endpoints?limit=200')
    assert.equal(listed.body.data.some((e: { id: string }) => e.id === doomed), false)
    assert.equal(listed.body.data.length, 15)
    const audit = await t.storage.db.selectFrom('tenant_audit_log').select('details').where('tenant_id', '=', tenant.id).where('action', '=', 'webhook_endpoint.deleted').execute()
    assert.deepEqual(audit.map((a) => (a.details as { endpoint_id: string }).endpoint_id), [doomed])
    assert.ok((await endpointRow(t.storage.db, doomed))?.deleted_at, 'marked deleted; the purge has not run')
    // The 16-endpoint limit counts live endpoints: the deleted one's place is free at once.
    const replacement = await createEndpoint(tenant, 'replacement')

    // An event after the delete is queued for the live endpoints only.
    const imported = await call(tenant, 'POST', '/v1/resources/imports', { resources: [{
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'after-delete', external_id: 'arn:aws:s3:::after-delete', tags: {}, attributes: {},
    }] })
    assert.equal(imported.status, 200)
    const { rows: queued } = await sql<{ endpoint_id: string }>`select endpoint_id from webhook_deliveries where tenant_id = ${tenant.id} and body like '%after-delete%'`.execute(t.storage.db)
    assert.equal(queued.some((q) => q.endpoint_id === doomed), false)
    assert.ok(queued.some((q) => q.endpoint_id === kept) && queued.some((q) => q.endpoint_id === replacement))

    startWorkers()
    await until('the purge', async () => (await endpointRow(t.storage.db, doomed)) === undefined, 60_000)
    assert.equal(await countOf(t.storage.db, 'webhook_deliveries', { endpointId: doomed }), 0)
    assert.equal(await countOf(t.storage.db, 'webhook_attempts', { endpointId: doomed }), 0)
    // The worker delivered the live endpoint's pending deliveries and never attempted the deleted one's.
    await until('the kept endpoint\'s deliveries', async () => {
      const rows = await t.storage.db.selectFrom('webhook_deliveries').select('status').where('endpoint_id', '=', kept).where('status', '=', 'pending').execute()
      return rows.length === 0
    })
    const delivered = await t.storage.db.selectFrom('webhook_deliveries').select('status').where('id', 'in', keptPending).execute()
    assert.deepEqual(delivered.map((d) => d.status), keptPending.map(() => 'succeeded'))
    assert.equal(arrivalsFor('doomed'), 0)
    assert.equal(await countOf(t.storage.db, 'webhook_deliveries', { endpointId: kept }), 26)
    assert.equal(await countOf(t.storage.db, 'webhook_attempts', { endpointId: kept }), 20 * 2 + 5 + 1)
    assert.deepEqual(workerErrors, [])
  })

  test('deletes while the worker attempts the endpoints\' deliveries: every answer 204, the worker keeps going', { timeout: 120_000 }, async () => {
    startWorkersOnce()
    const tenant = await t.tenant({ sandbox: false })
    // Slow answers keep attempts in flight (claimed, then recorded) while the deletes run.
    receiver.respond((_, request) => ({ status: request.url.includes('ep=busy') ? 500 : 200, delayMs: 30 }))
    const busy = await Promise.all(Array.from({ length: 6 }, async (_, i) => {
      const id = await createEndpoint(tenant, `busy-${i}`)
      await loadDeliveries(t.storage.db, tenant.id, id, 100, { status: 'pending' })
      await loadDeliveries(t.storage.db, tenant.id, id, 150)
      return id
    }))
    const survivor = await createEndpoint(tenant, 'survivor')
    background!.poke()
    await until('attempts in flight for every endpoint', () => busy.every((_, i) => arrivalsFor(`busy-${i}`) > 0), 30_000)

    const answers = await Promise.all(busy.map((id) => call(tenant, 'DELETE', `/v1/webhook_endpoints/${id}`)))
    assert.deepEqual(answers.map((a) => a.status), busy.map(() => 204), JSON.stringify(answers.filter((a) => a.status !== 204)))

    await until('every purge', async () => {
      const left = await t.storage.db.selectFrom('webhook_endpoints').select('id').where('id', 'in', busy).execute()
      return left.length === 0
    }, 60_000)
    for (const id of busy) assert.equal(await countOf(t.storage.db, 'webhook_deliveries', { endpointId: id }), 0)
    // The worker goes on: a new event reaches the surviving endpoint.
    const before = arrivalsFor('survivor')
    const imported = await call(tenant, 'POST', '/v1/resources/imports', { resources: [{
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'still-delivered', external_id: 'arn:aws:s3:::still-delivered', tags: {}, attributes: {},
    }] })
    assert.equal(imported.status, 200)
    await until('the survivor\'s delivery', () => arrivalsFor('survivor') > before)
    assert.equal((await call(tenant, 'GET', `/v1/webhook_endpoints/${survivor}`)).status, 200)
    assert.deepEqual(workerErrors, [], 'no batch of the worker failed (a deadlock would be logged here)')
  })

  function startWorkersOnce() {
    if (!background) startWorkers()
  }

  test('a DELETE does not wait for the deliveries other transactions hold', { ...POSTGRES_ONLY, timeout: 60_000 }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const id = await createEndpoint(tenant, 'held')
    const [first] = await loadDeliveries(t.storage.db, tenant.id, id, 20)
    const holder = new pg.Client({ connectionString: t.storage.url })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query('select id from webhook_deliveries where id = $1 for update', [first])
      // The lock is released when the DELETE has answered, or after 10 s: the DELETE must answer first.
      const deleted = call(tenant, 'DELETE', `/v1/webhook_endpoints/${id}`).then((r) => ({ answered: true, status: r.status }))
      const outcome = await Promise.race([deleted, sleep(10_000).then(() => ({ answered: false, status: 0 }))])
      await holder.query('rollback')
      assert.deepEqual(outcome, { answered: true, status: 204 }, 'answered while a delivery of the endpoint was locked')
      await deleted
    } finally {
      await holder.end()
    }
  })

  test('the worker\'s lock order (its deliveries, then their endpoint) against a DELETE: no deadlock, no 500', { ...POSTGRES_ONLY, timeout: 60_000 }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const id = await createEndpoint(tenant, 'crossed')
    const [first] = await loadDeliveries(t.storage.db, tenant.id, id, 20)
    const worker = new pg.Client({ connectionString: t.storage.url })
    await worker.connect()
    try {
      // What recordOutcomes does in one transaction: a delivery's outcome, then its endpoint's health.
      await worker.query('begin')
      await worker.query(`update webhook_deliveries set last_error = 'HTTP 500' where id = $1`, [first])
      let answered = false
      const deleted = call(tenant, 'DELETE', `/v1/webhook_endpoints/${id}`).finally(() => { answered = true })
      await blockedBy(t.storage.url!, worker, { done: () => answered })
      await worker.query('update webhook_endpoints set failing_since = now() where id = $1', [id])
      await worker.query('commit')
      assert.equal((await deleted).status, 204)
    } finally {
      await worker.end()
    }
  })
})

/**
 * Resolves once `waiters` backends wait, directly or through one another, for a lock held by `client`'s
 * transaction, or once `done()` says so.
 */
async function blockedBy(url: string, client: pg.Client, options: { waiters?: number; done?: () => boolean } = {}): Promise<void> {
  const { rows: [row] } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
  const observer = new pg.Client({ connectionString: url })
  await observer.connect()
  try {
    await until(`${options.waiters ?? 1} backend(s) blocked by the test's transaction`, async () => options.done?.() ||
      (await observer.query<{ n: number }>(`with recursive waiting as (
          select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
          union select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid)))
        select count(*)::int as n from waiting`, [row!.pid])).rows[0]!.n >= (options.waiters ?? 1), 10_000)
  } finally {
    await observer.end()
  }
}

describe(`grant-production removes the sandbox's deliveries (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ webhookAllowPrivateUrls: true }) })
  after(async () => { await t.close() })

  const createEndpoint = async (tenant: TestTenant) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/webhook_endpoints', headers: tenant.headers, payload: { url: 'http://127.0.0.1:9/hooks', enabled_events: ['*'] } })
    assert.equal(response.statusCode, 201, response.body)
    return response.json().id as string
  }

  test('deliveries, attempts and deleted endpoints go; live endpoints stay', async () => {
    const tenant = await t.tenant()
    const live = await createEndpoint(tenant)
    const deleted = await createEndpoint(tenant)
    await loadDeliveries(t.storage.db, tenant.id, live, 600)
    await loadDeliveries(t.storage.db, tenant.id, deleted, 200)
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/v1/webhook_endpoints/${deleted}`, headers: tenant.headers })).statusCode, 204)
    const other = await t.tenant({ sandbox: false })
    const othersEndpoint = await createEndpoint(other)
    await loadDeliveries(t.storage.db, other.id, othersEndpoint, 30)

    assert.equal(await grantProduction(t.storage.db, tenant.id), 'granted')
    assert.equal(await countOf(t.storage.db, 'webhook_deliveries', { tenantId: tenant.id }), 0)
    assert.equal(await countOf(t.storage.db, 'webhook_attempts', { tenantId: tenant.id }), 0)
    assert.equal(await endpointRow(t.storage.db, deleted), undefined, 'the deleted endpoint went with its purge job')
    assert.equal((await endpointRow(t.storage.db, live))?.deleted_at, null)
    assert.equal(await countOf(t.storage.db, 'webhook_deliveries', { tenantId: other.id }), 30, 'another tenant\'s deliveries stay')
  })

  test('a worker recording an attempt while the grant runs: no deadlock', { ...POSTGRES_ONLY, timeout: 60_000 }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const id = await createEndpoint(tenant)
    const [first] = await loadDeliveries(t.storage.db, tenant.id, id, 50)
    const worker = new pg.Client({ connectionString: t.storage.url })
    await worker.connect()
    try {
      // recordOutcomes' order: the delivery's new state, then its attempt (whose key refers to the tenant).
      await worker.query('begin')
      await worker.query(`update webhook_deliveries set last_error = 'HTTP 500' where id = $1`, [first])
      const granted = grantProduction(t.storage.db, tenant.id)
      await blockedBy(t.storage.url!, worker)
      await worker.query(`insert into webhook_attempts (tenant_id, delivery_id, number, started_at, duration_ms, status_code) values ($1, $2, 3, now(), 5, 500)`, [tenant.id, first])
      await worker.query('commit')
      assert.equal(await granted, 'granted')
      assert.equal(await countOf(t.storage.db, 'webhook_deliveries', { tenantId: tenant.id }), 0)
    } finally {
      await worker.end()
    }
  })

  test('the delivery worker and the grant lock deliveries in one order: no deadlock whatever the batch order', { ...POSTGRES_ONLY, timeout: 60_000 }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const id = await createEndpoint(tenant)
    const ids = await loadDeliveries(t.storage.db, tenant.id, id, 50, { status: 'pending' })
    const [low, high] = [ids[0]!, ids[49]!]
    // Claimed by the worker, the later id first (which also puts its row first in the table's physical order).
    for (const deliveryId of [high, low]) await sql`update webhook_deliveries set claim_token = 'tok', attempts = 1 where id = ${deliveryId}`.execute(t.storage.db)
    const claimed = (deliveryId: string): Claimed => ({
      id: deliveryId, tenant_id: tenant.id, endpoint_id: id, event_id: 'evt_x', event_type: 'resource.added', body: '{}', attempts: 1, created_at: new Date(), claim_token: 'tok',
    })
    const holder = new pg.Client({ connectionString: t.storage.url })
    await holder.connect()
    try {
      // Another transaction holds the batch's last delivery; the worker's batch lists it first.
      await holder.query('begin')
      await holder.query('select id from webhook_deliveries where id = $1 for update', [high])
      const started = new Date()
      const recorded = recordOutcomes(t.storage.db, [high, low].map((d) => ({
        delivery: claimed(d), result: { ok: true, statusCode: 200, error: null, durationMs: 5, excerpt: null, startedAt: started },
      })), { now: started })
      await blockedBy(t.storage.url!, holder)
      const granted = grantProduction(t.storage.db, tenant.id)
      // Let the grant reach the deliveries (waiting for the worker or the holder) before the holder lets go.
      await blockedBy(t.storage.url!, holder, { waiters: 2 })
      await holder.query('commit')
      await recorded
      assert.equal(await granted, 'granted')
    } finally {
      await holder.end()
    }
  })
})
