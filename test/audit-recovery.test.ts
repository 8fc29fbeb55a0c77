import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { startBackgroundWork } from '../src/background.ts'
import { claimJob } from '../src/platform/jobs/queue.ts'
import { waitForAudit } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// A worker that claims an audit and then dies (crash, kill -9) leaves a `running` job whose lease lapses.
// These tests make exactly that state in the database, then start a real worker.
describe(`audit recovery after a crashed worker (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }) }) // no worker of its own
  after(async () => { await t.close() })

  const startAudit = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/audits', headers })
    assert.equal(response.statusCode, 202)
    return response.json().id as string
  }

  test('the job of a dead worker is claimed again once its lease lapses, and the audit completes', async () => {
    const tenant = await t.tenant()
    const auditId = await startAudit(tenant.headers)
    const dead = await claimJob(t.storage.db, ['audit.run'], new Date(), 300)
    assert.ok(dead)
    await t.storage.db.updateTable('audits').set({ status: 'running', started_at: new Date(), snapshot_at: new Date() }).where('id', '=', auditId).execute()

    const worker = startBackgroundWork(t.storage.db, { leaseMs: 300, pollMs: 50 })
    try {
      const { audit } = await waitForAudit(t.app, tenant.headers, auditId)
      assert.equal(audit.status, 'completed')
      assert.equal(audit.summary.new, 0)
      // The job itself ends a moment after the audit it runs records its completion.
      let job = await t.storage.db.selectFrom('jobs').selectAll().where('id', '=', dead.id).executeTakeFirstOrThrow()
      for (let i = 0; i < 200 && job.status === 'running'; i++) {
        await sleep(25)
        job = await t.storage.db.selectFrom('jobs').selectAll().where('id', '=', dead.id).executeTakeFirstOrThrow()
      }
      assert.equal(job.status, 'succeeded')
      assert.equal(job.attempts, 2)
    } finally {
      await worker.stop()
    }
  })

  test('after every attempt died, the audit is marked failed with the reason, never left running', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const auditId = await startAudit(tenant.headers)
    for (let attempt = 1; attempt <= 3; attempt++) {
      const claimed = await claimJob(t.storage.db, ['audit.run'], new Date(Date.now() + attempt * 1000), 1)
      assert.ok(claimed, `attempt ${attempt}`)
    }
    const worker = startBackgroundWork(t.storage.db, { leaseMs: 1000, pollMs: 50, clock: () => new Date(Date.now() + 10_000) })
    try {
      const { audit } = await waitForAudit(t.app, tenant.headers, auditId)
      assert.equal(audit.status, 'failed')
      assert.match(audit.failure_reason, /interrupted 3 times/)
      // The tenant can start a new audit: nothing stays active.
      assert.equal((await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })).statusCode, 202)
    } finally {
      await worker.stop()
    }
  })
})
