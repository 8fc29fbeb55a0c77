// Issue 33 item 2, the last clause (README decision 86): a findings import writes in batches, each its own
// transaction, so another tenant is answered while a large import runs, even on PGlite (one database session);
// an import that fails after some batches is `failed` with what they changed and resolves nothing, and a retry
// of the same file converges; one import per tenant at a time, held by a lease a dead holder cannot keep.
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { COUNT_KEYS } from '../src/finding-imports/service.ts'
import { SKIP_REASONS } from '../src/ingestion/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { largeSarif, type LargeSarifOptions } from './helpers/large-sarif.ts'

/**
 * Five batches of 2,000 findings: the import runs long enough for requests to come between its batches (on
 * PGlite each request's statements take turns with the batches, one batch between two statements). A second
 * import of the tenant meanwhile (409) is tested with a held slot below: its statements before the refusal each
 * wait for one batch, so on PGlite it may well come after the last one.
 */
const RESULTS = 10_000

describe(`findings imports in committed batches (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }) })
  after(async () => { await t.close() })

  const sarif = (options: LargeSarifOptions) => Readable.from([Buffer.concat([...largeSarif(options)])])
  const post = async (tenant: TestTenant, payload: Readable | string, query = '?label=batches') => {
    const response = await t.app.inject({ method: 'POST', url: `/v1/findings/imports${query}`, headers: { ...tenant.headers, 'content-type': 'application/json' }, payload })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const get = async (tenant: TestTenant, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: tenant.headers })
    return { status: response.statusCode, body: response.json() }
  }
  const findingsBy = async (tenant: TestTenant) => {
    const rows = await t.storage.db.selectFrom('findings').select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenant.id).where('fingerprint', 'is not', null).groupBy('status').execute()
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))
  }

  test('another tenant\'s list is answered while a large import runs, and the import\'s audit does not take the audit slot', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: true })
    let answered = false
    const importing = post(tenant, sarif({ results: RESULTS, files: RESULTS })).finally(() => { answered = true })
    // The import's record is `running` from its first batch: seeing it so is seeing the import between batches.
    let running: { id: string; status: string; counts: { created: number } } | undefined
    while (!running && !answered) {
      const listed = await get(tenant, '/v1/findings/imports')
      running = listed.body.data.find((i: { status: string }) => i.status === 'running')
      if (!running) await sleep(50) // pacing only: a loop of requests without pause would starve the import
    }
    assert.ok(running, 'the import was seen running before it answered')
    assert.ok(running.counts.created < RESULTS, 'its counts are what its committed batches changed')
    const list = await get(other, '/v1/findings?limit=50')
    assert.equal(answered, false, 'the other tenant was answered before the import')
    assert.equal(list.status, 200)
    assert.equal(list.body.data.length, 50)
    // Its audit is running meanwhile, and does not take the tenant's audit slot.
    const audit = await get(tenant, `/v1/audits/${(await get(tenant, `/v1/findings/imports/${running.id}`)).body.audit_id}`)
    assert.equal(audit.body.trigger, 'import')
    const queued = await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers, payload: {} })
    assert.equal(queued.statusCode, 202, queued.body)

    const done = await importing
    assert.equal(done.status, 201, JSON.stringify(done.body))
    assert.deepEqual([done.body.id, done.body.status, done.body.failure_reason, done.body.counts.created], [running.id, 'completed', null, RESULTS])
    const record = await get(tenant, `/v1/audits/${done.body.audit_id}`)
    assert.deepEqual([record.body.status, record.body.summary.new], ['completed', RESULTS])
  })

  test('an import that fails after some batches is failed with what they changed, resolves nothing, and a retry converges', async () => {
    const tenant = await t.tenant({ sandbox: false })
    // 1,000 findings of the scope that the next file no longer reports: a completed import would resolve them.
    assert.equal((await post(tenant, sarif({ results: 6_000, keep: (i) => i >= 5_000 }))).status, 201)
    // A database fault from the third batch on: an insert that would take the tenant past 5,000 findings fails.
    await sql.raw(`create function fail_third_batch() returns trigger language plpgsql as $$ begin
      if (select count(*) from findings where tenant_id = '${tenant.id}') > 5000 then raise exception 'injected fault'; end if;
      return null; end $$`).execute(t.storage.db)
    await sql.raw('create trigger fail_third_batch after insert on findings for each statement execute function fail_third_batch()').execute(t.storage.db)
    const file = () => sarif({ results: 6_000, keep: (i) => i < 5_000 })
    let failedId: string
    try {
      const failed = await post(tenant, file())
      assert.equal(failed.status, 500, JSON.stringify(failed.body))
      assert.equal(failed.body.error.code, 'internal_error')
      const listed = (await get(tenant, '/v1/findings/imports')).body.data
      assert.equal(listed.length, 2)
      const record = listed[0]
      failedId = record.id
      assert.equal(record.status, 'failed')
      assert.match(record.failure_reason, /committed batches changed stands and nothing was resolved/)
      assert.deepEqual([record.counts.received, record.counts.created, record.counts.resolved, record.counts.resources_created], [5_000, 4_000, 0, record.counts.resources_created])
      assert.deepEqual(await findingsBy(tenant), { open: 5_000 }, 'two batches stand; the earlier import\'s findings are not resolved')
      const audit = (await get(tenant, `/v1/audits/${record.audit_id}`)).body
      assert.deepEqual([audit.status, audit.trigger, audit.summary.new, audit.summary.resolved], ['failed', 'import', 4_000, 0])
    } finally {
      await sql.raw('drop trigger fail_third_batch on findings').execute(t.storage.db)
      await sql.raw('drop function fail_third_batch()').execute(t.storage.db)
    }
    const retried = await post(tenant, file())
    assert.equal(retried.status, 201, JSON.stringify(retried.body))
    assert.notEqual(retried.body.id, failedId)
    assert.deepEqual([retried.body.counts.created, retried.body.counts.unchanged, retried.body.counts.resolved], [1_000, 4_000, 1_000])
    assert.deepEqual(await findingsBy(tenant), { open: 5_000, resolved: 1_000 }, 'as if the first attempt had not failed')
    assert.equal((await get(tenant, `/v1/findings/imports/${failedId}`)).body.status, 'failed', 'the failed record stays as it was')
  })

  test('the tenant\'s import slot: a live holder refuses with 409 and nothing stored; a holder whose lease lapsed is failed and taken over', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: false })
    // What a running import holds: its record `running` under a lease, with its audit.
    const holder = { id: 'imp_holder0000000000000000', audit: 'aud_holder0000000000000000' }
    await t.storage.db.insertInto('audits').values({
      id: holder.audit, tenant_id: tenant.id, status: 'running', trigger: 'import', reanalysis_of: null, created_at: new Date(), started_at: new Date(),
      completed_at: null, resources_scanned: 0, summary: null, failure_reason: null, snapshot_at: new Date(),
    }).execute()
    await t.storage.db.insertInto('finding_imports').values({
      tenant_id: tenant.id, id: holder.id, audit_id: holder.audit, format: 'sarif', detected: true, tools: '[]', label: null, scopes: [],
      counts: JSON.stringify(Object.fromEntries(COUNT_KEYS.map((k) => [k, 0]))), skipped: JSON.stringify(Object.fromEntries(SKIP_REASONS.map((r) => [r, 0]))), rejections: '[]', rejections_truncated: false, status: 'running', failure_reason: null,
      lease_until: sql<Date>`now() + interval '1 hour'`,
    }).execute()
    const stored = async () => (await findingsBy(tenant).then((f) => Object.values(f).reduce((a, b) => a + b, 0)))
      + Number((await t.storage.db.selectFrom('audits').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n)

    const refused = await post(tenant, sarif({ results: 10 }))
    assert.equal(refused.status, 409, JSON.stringify(refused.body))
    assert.equal(refused.body.error.code, 'import_in_progress')
    assert.equal(refused.headers['retry-after'], '5')
    assert.equal(await stored(), 1, 'nothing but the holder\'s audit')
    assert.equal((await post(other, sarif({ results: 10 }))).status, 201, 'another tenant is not held up')
    assert.equal((await get(tenant, `/v1/findings/imports/${holder.id}`)).body.status, 'running')

    // Its process died: the lease lapses without a renewal. Shown failed at once, marked so by the next import.
    await t.storage.db.updateTable('finding_imports').set({ lease_until: sql<Date>`now() - interval '1 second'` }).where('tenant_id', '=', tenant.id).where('id', '=', holder.id).execute()
    const shown = (await get(tenant, `/v1/findings/imports/${holder.id}`)).body
    assert.deepEqual([shown.status, /lease lapsed/.test(shown.failure_reason)], ['failed', true])
    const taken = await post(tenant, sarif({ results: 10 }))
    assert.equal(taken.status, 201, JSON.stringify(taken.body))
    const row = await t.storage.db.selectFrom('finding_imports').select(['status', 'failure_reason', 'lease_until']).where('tenant_id', '=', tenant.id).where('id', '=', holder.id).executeTakeFirstOrThrow()
    assert.deepEqual([row.status, /lease lapsed/.test(row.failure_reason ?? ''), row.lease_until], ['failed', true, null])
    assert.equal((await get(tenant, `/v1/audits/${holder.audit}`)).body.status, 'failed')
  })
})
