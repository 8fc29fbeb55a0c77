import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { queueDueCollections } from '../src/cloud-accounts/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Scheduled collections on an injected clock: the accounts whose schedule is due get one `schedule` collection
// each (hourly, daily, weekly; never manual, never an organization or an account not verified), the next slot
// moves by the schedule, two schedulers at once queue each slot once, and an account still being collected
// waits for its next slot. No worker runs here: what is queued stays queued, and is read over HTTP.

const HOUR = 3600_000

describe(`collection schedules (${BACKEND})`, () => {
  let t: TestApp
  let me: TestTenant
  const ids: Record<string, string> = {}
  before(async () => {
    t = await startTestApp()
    me = await t.tenant({ sandbox: false })
    let n = 0
    for (const schedule of ['hourly', 'daily', 'weekly', 'manual', 'unverified'] as const) {
      const account = `11112222${String(3000 + n++)}`
      const r = await t.app.inject({ method: 'POST', url: '/v1/cloud_accounts', headers: me.headers, payload: {
        provider: 'aws', aws: { role_arn: `arn:aws:iam::${account}:role/PostureAudit` }, schedule: schedule === 'unverified' ? 'hourly' : schedule,
      } })
      assert.equal(r.statusCode, 201, r.body)
      ids[schedule] = r.json().id
      // What verification records (it reads the account id from AWS; there is none here).
      if (schedule !== 'unverified') await t.storage.db.updateTable('cloud_accounts').set({ account_id: account, status: 'connected' }).where('tenant_id', '=', me.id).where('id', '=', ids[schedule]!).execute()
    }
    const org = await t.app.inject({ method: 'POST', url: '/v1/cloud_accounts', headers: me.headers, payload: { provider: 'aws', aws: { organization: { role_arn: 'arn:aws:iam::210987654321:role/OrgReader', member_role_name: 'PostureAudit' } }, schedule: 'hourly' } })
    ids.organization = org.json().id
    await t.storage.db.updateTable('cloud_accounts').set({ account_id: '210987654321', status: 'connected' }).where('tenant_id', '=', me.id).where('id', '=', ids.organization!).execute()
  })
  after(async () => { await t?.close() })

  const collections = async (name: string) => {
    const r = await t.app.inject({ url: `/v1/cloud_accounts/${ids[name]}/collections`, headers: me.headers })
    assert.equal(r.statusCode, 200, r.body)
    return r.json().data as { id: string; status: string; trigger: string }[]
  }
  const counts = async () => Object.fromEntries(await Promise.all(Object.keys(ids).map(async (k) => [k, (await collections(k)).length] as const)))
  /** What a worker does with them: here they are simply marked finished, so the next slot can queue again. */
  const finishAll = () => t.storage.db.updateTable('collections').set({ status: 'completed', completed_at: new Date() }).where('tenant_id', '=', me.id).where('status', '=', 'queued').execute()
  const jobs = async () => (await t.storage.db.selectFrom('jobs').select('id').where('tenant_id', '=', me.id).where('queue', '=', 'collection').execute()).length

  test('due schedules queue one collection each, slots move by the schedule, and two schedulers at once queue a slot once', async () => {
    const t0 = new Date(Date.UTC(2027, 0, 4, 12))
    assert.equal(await queueDueCollections(t.storage.db, t0), 3, 'hourly, daily and weekly are due at once')
    assert.deepEqual(await counts(), { hourly: 1, daily: 1, weekly: 1, manual: 0, unverified: 0, organization: 0 })
    assert.deepEqual((await collections('daily')).map((c) => [c.status, c.trigger]), [['queued', 'schedule']])
    assert.equal(await queueDueCollections(t.storage.db, t0), 0, 'the same instant again: nothing is due')
    await finishAll()

    // Two schedulers at the same instant, an hour on: the hourly slot once.
    const t1 = new Date(t0.getTime() + HOUR)
    const both = await Promise.all([queueDueCollections(t.storage.db, t1), queueDueCollections(t.storage.db, t1)])
    assert.equal(both[0] + both[1], 1)
    assert.deepEqual(await counts(), { hourly: 2, daily: 1, weekly: 1, manual: 0, unverified: 0, organization: 0 })

    // The hourly collection is still queued at its next slot: it gets none, and its slot moves on.
    const t2 = new Date(t0.getTime() + 2 * HOUR)
    assert.equal(await queueDueCollections(t.storage.db, t2), 0)
    await finishAll()
    assert.equal(await queueDueCollections(t.storage.db, new Date(t2.getTime() + HOUR / 2)), 0, 'the skipped slot is not made up before the next')

    // A day on: hourly and daily; a week on: all three.
    const day = new Date(t0.getTime() + 24 * HOUR)
    assert.equal(await queueDueCollections(t.storage.db, day), 2)
    await finishAll()
    assert.equal(await queueDueCollections(t.storage.db, new Date(t0.getTime() + 7 * 24 * HOUR)), 3)
    assert.deepEqual(await counts(), { hourly: 4, daily: 3, weekly: 2, manual: 0, unverified: 0, organization: 0 })
    assert.equal(await jobs(), 9, 'one job per collection')

    // A new schedule counts from now: due at once.
    await finishAll()
    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/cloud_accounts/${ids.manual}`, headers: me.headers, payload: { schedule: 'weekly' } })
    assert.equal(patched.statusCode, 200, patched.body)
    assert.equal(await queueDueCollections(t.storage.db, new Date(t0.getTime() + 7 * 24 * HOUR + 1000)), 1)
    assert.deepEqual((await collections('manual')).map((c) => c.trigger), ['schedule'])
  })
})
