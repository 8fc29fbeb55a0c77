import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { threadId } from 'node:worker_threads'
import { after, before, describe, test } from 'node:test'
import { judgePlan, mapPlan, externalKeys } from '../src/plan-checks/evaluate.ts'
import { readPlan } from '../src/plan-checks/plan-document.ts'
import { createPlanChecksService } from '../src/plan-checks/index.ts'
import { startWorker } from '../src/platform/jobs/worker.ts'
import { HeavyWorkPool, heavyWorkPool, type TaskEnd } from '../src/platform/worker-threads/heavy-work-pool.ts'
import { REPORT_QUEUE, reportJobHandler } from '../src/reports/index.ts'
import { renderInPool } from '../src/reports/jobs.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 33, item 4: report rendering and plan checks run in the heavy-work pool's threads, not on the event
// loop that answers every tenant; their limits end in a clear answer. (The pool's own behaviour — per-tenant
// turns, the event loop answering while a task holds a thread, crashes — is heavy-work-pool.test.ts.)

/** A plan of `n` buckets, every other one public (as `terraform show -json` prints it). */
function bucketPlan(n: number) {
  const values = (i: number) => ({
    bucket: `heavy-${i}`, arn: `arn:aws:s3:::heavy-${i}`, id: `heavy-${i}`, acl: i % 2 ? 'public-read' : 'private', region: 'us-east-1', tags: {},
    versioning: [{ enabled: true, mfa_delete: false }],
  })
  const resources = Array.from({ length: n }, (_, i) => ({ address: `aws_s3_bucket.b${i}`, mode: 'managed', type: 'aws_s3_bucket', name: `b${i}`, provider_name: 'registry.terraform.io/hashicorp/aws', values: values(i) }))
  return {
    format_version: '1.2', terraform_version: '1.9.8',
    planned_values: { root_module: { resources } },
    resource_changes: resources.map((r, i) => ({ address: r.address, mode: 'managed', type: r.type, name: r.name, provider_name: r.provider_name, change: { actions: ['create'], before: null, after: r.values, after_unknown: i % 3 ? {} : { versioning: true } } })),
  }
}

describe(`heavy work off the event loop (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  const ends: TaskEnd[] = []
  let unobserve: () => void
  before(async () => {
    t = await startTestApp({ reportsPerHour: 1000, rateLimitPerMinute: 1_000_000 }, { worker: true })
    tenant = await t.tenant({ name: 'Heavy Co' })
    unobserve = heavyWorkPool().observe((end) => ends.push(end))
  })
  after(async () => {
    unobserve()
    await t.close()
  })

  async function reportUntilDone(id: string) {
    for (let i = 0; i < 800; i++) {
      const report = (await t.app.inject({ url: `/v1/reports/${id}`, headers: tenant.headers })).json()
      if (report.status !== 'pending') return report
      await sleep(25)
    }
    throw new Error(`report ${id} still pending`)
  }

  test('a report, PDF or JSON, is rendered on a thread of the heavy-work pool', async () => {
    for (const format of ['pdf', 'json'] as const) {
      const created = await t.app.inject({ method: 'POST', url: '/v1/reports', headers: tenant.headers, payload: { type: 'remediation_plan', format } })
      assert.equal(created.statusCode, 202, created.body)
      assert.equal((await reportUntilDone(created.json().id)).status, 'ready')
      const content = await t.app.inject({ url: `/v1/reports/${created.json().id}/content`, headers: tenant.headers })
      assert.equal(content.statusCode, 200)
      if (format === 'pdf') assert.equal(content.rawPayload.subarray(0, 5).toString(), '%PDF-')
      else assert.equal(content.json().type, 'remediation_plan')
    }
    const renders = ends.filter((e) => e.task === 'report rendering' && e.tenantId === tenant.id)
    assert.equal(renders.length, 2, 'both formats went through the pool')
    for (const render of renders) {
      assert.equal(render.outcome, 'done')
      assert.ok(render.threadId !== null && render.threadId !== threadId, `rendered on thread ${render.threadId}, the event loop's is ${threadId}`)
    }
  })

  test('a plan check is judged on a thread of the pool, with the verdicts of judging it in-process', async () => {
    const plan = bucketPlan(300)
    const response = await t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: JSON.stringify(plan) })
    assert.equal(response.statusCode, 200, response.body)
    const checked = ends.filter((e) => e.task === 'plan check' && e.tenantId === tenant.id)
    assert.equal(checked.length, 1)
    assert.ok(checked[0]!.threadId !== null && checked[0]!.threadId !== threadId)
    // The same plan judged on this thread, against the same (empty for these buckets) inventory.
    const mapped = await mapPlan(readPlan(plan))
    assert.equal(externalKeys(mapped).length, 300)
    const expected = judgePlan(mapped, { resourceIds: new Map(), standing: new Map(), instances: [] })
    const body = response.json()
    assert.deepEqual({ summary: body.summary, introduced: body.introduced, undetermined: body.undetermined, resolved: body.resolved },
      { summary: expected.summary, introduced: expected.introduced, undetermined: expected.undetermined, resolved: expected.resolved })
    assert.ok(expected.summary.introduced > 0)
  })

  test('a body that is not a plan is still 422 invalid_plan, read in the thread', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ values: { root_module: {} } }) })
    assert.equal(response.statusCode, 422)
    assert.equal(response.json().error.code, 'invalid_plan')
    assert.match(response.json().error.message, /Terraform state, not a plan/)
  })

  test('a plan body is checked in the thread as the app checks every body: UTF-8, JSON, NUL and lone surrogates', async () => {
    const post = (payload: string | Buffer) => t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload })
    const withNul = JSON.stringify(bucketPlan(2)).replace('heavy-1', 'heavy\\u0000one')
    const refusals: [string | Buffer, number, string, RegExp][] = [
      [Buffer.from([0x7b, 0xff, 0x7d]), 400, 'invalid_json', /not valid UTF-8/],
      ['{"planned_values": ', 400, 'invalid_json', /not valid JSON/],
      [withNul, 422, 'invalid_parameter', /^Invalid body field '[^']+': it contains a NUL character/],
      ['{"planned_values": {"root_module": {"resources": []}}, "resource_changes": [], "x": "\\ud800"}', 422, 'invalid_parameter', /body field 'x'.*unpaired UTF-16 surrogate/],
    ]
    for (const [payload, status, code, message] of refusals) {
      const response = await post(payload)
      assert.equal(response.statusCode, status, response.body)
      assert.equal(response.json().error.code, code)
      assert.match(response.json().error.message, message)
    }
    // A `__proto__` key is data like any other key, never a prototype.
    const proto = await post('{"__proto__": {"polluted": true}, "planned_values": {"root_module": {"resources": []}}, "resource_changes": []}')
    assert.equal(proto.statusCode, 200, proto.body)
    assert.equal(({} as Record<string, unknown>).polluted, undefined)
  })

  test('a plan check past its time or memory limit is a clear 422 plan_check_limit, and nothing is stored', async () => {
    const stored = async () => (await t.storage.db.selectFrom('plan_checks').select('id').where('tenant_id', '=', tenant.id).execute()).length
    const before = await stored()
    const plan = bucketPlan(2_000)
    const slow = createPlanChecksService(t.storage.db, { pool: new HeavyWorkPool({ threads: 1 }), timeoutMs: 1 })
    await assert.rejects(slow.create(tenant.id, { document: plan }, 'high'), (error: Error & { code?: string; statusCode?: number }) => {
      assert.equal(error.code, 'plan_check_limit')
      assert.equal(error.statusCode, 422)
      assert.equal(error.message, 'The plan check passed its time limit of 1 ms: check the configuration module by module. Nothing was stored.')
      return true
    })
    const small = createPlanChecksService(t.storage.db, { pool: new HeavyWorkPool({ threads: 1, memoryMb: 16 }) })
    await assert.rejects(small.create(tenant.id, { document: bucketPlan(20_000) }, 'high'), (error: Error & { code?: string }) => {
      assert.equal(error.code, 'plan_check_limit')
      assert.match(error.message, /^The plan check exceeded its memory limit of 16 MiB: check the configuration module by module\. Nothing was stored\.$/)
      return true
    })
    assert.equal(await stored(), before)
  })

  test('a report past its rendering time limit fails with that reason, not a retry loop or a hang', async () => {
    // An app without a job worker of its own: this test's worker, whose renders have 1 ms, takes the job.
    const bare = await startTestApp({ reportsPerHour: 1000 })
    const other = await bare.tenant({ name: 'Slow Render Co' })
    const created = await bare.app.inject({ method: 'POST', url: '/v1/reports', headers: other.headers, payload: { type: 'remediation_plan', format: 'pdf' } })
    const id = created.json().id as string
    const worker = startWorker({ db: bare.storage.db, handlers: { [REPORT_QUEUE]: reportJobHandler(bare.storage.db, { render: renderInPool(new HeavyWorkPool({ threads: 1 }), 1) }) }, pollMs: 20 })
    try {
      let report: { status: string; failure_reason: string | null } | undefined
      for (let i = 0; i < 800; i++) {
        report = (await bare.app.inject({ url: `/v1/reports/${id}`, headers: other.headers })).json()
        if (report!.status !== 'pending') break
        await sleep(25)
      }
      assert.equal(report!.status, 'failed')
      assert.equal(report!.failure_reason, 'The report rendering passed its time limit of 1 ms. Narrow the report with filters, or contact support with the report id.')
      const jobs = await bare.storage.db.selectFrom('jobs').select(['status', 'attempts']).where('tenant_id', '=', other.id).where('queue', '=', REPORT_QUEUE).execute()
      assert.deepEqual(jobs.map((j) => [j.status, j.attempts]), [['succeeded', 1]], 'not retried')
    } finally {
      await worker.stop()
      await bare.close()
    }
  })
})
