import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { auditJobHandler } from '../src/audits/jobs.ts'
import { runAudit } from '../src/audits/runner.ts'
import type { ClaimedJob } from '../src/platform/jobs/queue.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Three audit batches (2000 resources each): an attempt that dies after its first batches leaves the last unreached.
const BUCKETS = 4100
const bucket = (i: number) => ({
  kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `pointer-bucket-${i}`, external_id: `arn:aws:s3:::pointer-bucket-${i}`, tags: {},
  // Publicly readable, otherwise well configured: one finding each.
  attributes: { public_read: true, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 1, size_gb: 10, object_count: 1000 },
})

class Killed extends Error {}

// Issue 40 item 7: an audit failed after three interrupted attempts, each of which finished some batches. The
// batches it finished stand (their history and events are recorded), so the findings they saw point at it:
// the failed audit must then say what they changed, and the next audit must carry on from that history.
describe(`findings seen by a failed audit (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }) }) // no worker: attempts are run here
  after(async () => { await t.close() })

  const get = async (tenant: TestTenant, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: tenant.headers })
    assert.equal(response.statusCode, 200, response.body)
    return response.json()
  }
  const findingsOfAudit = async (tenant: TestTenant, auditId: string) => {
    const ids: string[] = []
    let cursor = ''
    for (;;) {
      const page = await get(tenant, `/v1/findings?audit_id=${auditId}&limit=200${cursor ? `&cursor=${cursor}` : ''}`)
      ids.push(...page.data.map((f: { id: string; audit_id: string }) => { assert.equal(f.audit_id, auditId); return f.id }))
      if (!page.has_more) return ids
      cursor = encodeURIComponent(page.next_cursor)
    }
  }
  const startAudit = async (tenant: TestTenant) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })
    assert.equal(response.statusCode, 202, response.body)
    return response.json().id as string
  }

  test('a failed audit summarizes the batches it finished; the next audit completes the history without duplicates', { timeout: 300_000 }, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const imported = await t.app.inject({ method: 'POST', url: '/v1/resources/imports', headers: tenant.headers, payload: { resources: Array.from({ length: BUCKETS }, (_, i) => bucket(i)) } })
    assert.equal(imported.statusCode, 200, imported.body)
    const db = t.storage.db

    const failedId = await startAudit(tenant)
    // Each attempt is killed at its first heartbeat after one of its batches committed (the findings it saw
    // carry the attempt's clock): no timing involved.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const clock = new Date(Date.now() + attempt * 60_000)
      const heartbeat = async () => {
        const seen = await db.selectFrom('findings').select('id').where('tenant_id', '=', tenant.id).where('audit_id', '=', failedId)
          .where('last_seen_at', '=', clock).limit(1).executeTakeFirst()
        if (seen) throw new Killed(`attempt ${attempt} killed`)
      }
      await assert.rejects(runAudit(db, tenant.id, failedId, { heartbeat, now: () => clock }), Killed)
    }
    await auditJobHandler(db).onExhausted!({ tenant_id: tenant.id, payload: { audit_id: failedId } } as unknown as ClaimedJob, 'The job was interrupted 3 times (worker crash or kill) and will not be retried.')

    const failed = await get(tenant, `/v1/audits/${failedId}`)
    assert.equal(failed.status, 'failed')
    const seenByFailed = await findingsOfAudit(tenant, failedId)
    assert.ok(seenByFailed.length > 0 && seenByFailed.length < BUCKETS, `the failed audit saw ${seenByFailed.length} of ${BUCKETS}`)
    // The findings pointing at the failed audit are exactly those it created, and its record says so.
    assert.ok(failed.summary, 'a failed audit whose batches stand has a summary')
    assert.equal(failed.resources_scanned, seenByFailed.length, 'the resources its batches evaluated (one finding each)')
    assert.deepEqual({ new: failed.summary.new, open: failed.summary.open, resolved: failed.summary.resolved },
      { new: seenByFailed.length, open: seenByFailed.length, resolved: 0 })
    const history = await get(tenant, `/v1/findings/${seenByFailed[0]}/history`)
    assert.deepEqual(history.data.map((e: { change: string; audit_id: string }) => [e.change, e.audit_id]), [['created', failedId]])

    // The next audit sees the rest: each bucket has one finding, created once, and all point at it.
    const nextId = await startAudit(tenant)
    await runAudit(db, tenant.id, nextId, { heartbeat: async () => {}, now: () => new Date(Date.now() + 600_000) })
    const next = await get(tenant, `/v1/audits/${nextId}`)
    assert.equal(next.status, 'completed')
    assert.deepEqual({ new: next.summary.new, open: next.summary.open }, { new: BUCKETS - seenByFailed.length, open: BUCKETS })
    assert.equal((await findingsOfAudit(tenant, nextId)).length, BUCKETS)
    assert.deepEqual(await findingsOfAudit(tenant, failedId), [])
  })
})
