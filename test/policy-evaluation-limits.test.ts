// Issue 14, item 1: policy expressions could freeze the process (a backtracking regular expression took 42 s
// and /healthz waited for it; three nested all() took 1.8 s). Expressions now have limits checked when saved,
// `matches()` runs on RE2, and evaluation runs in worker threads with a deadline.
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { runAudit } from '../src/audits/runner.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

const CATASTROPHIC = '"aaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")'
// Within every static limit, but quadratic in the size of `xs`: with LONG elements, tens of seconds per resource
// on any machine, far past the deadlines the tests set (3,000 elements took 1.8 s here, too close to them).
const QUADRATIC = 'resource.attributes.xs.all(a, resource.attributes.xs.exists(b, b == a + 0))'
const xs = (n: number) => Array.from({ length: n }, (_, i) => i)
const LONG = 12_000
const bucket = (name: string, attributes: Record<string, unknown>, tags: Record<string, string> = { env: 'prod', owner: 'ana' }) => ({
  kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags,
  attributes: { public_read: false, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10, ...attributes },
})

describe(`bounded policy evaluation (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000, auditsPerHour: 1_000, policyPreviewDeadlineMs: 1_500 }) })
  after(async () => { await t.close() })

  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const importResources = async (tenant: TestTenant, resources: unknown[]) => {
    const { status, body } = await call(tenant, 'POST', '/v1/resources/imports', { resources })
    assert.equal(status, 200, JSON.stringify(body))
  }
  const createPolicy = async (tenant: TestTenant, fields: Record<string, unknown>) => {
    const { status, body } = await call(tenant, 'POST', '/v1/policies', { dimension: 'compliance', severity: 'medium', ...fields })
    assert.equal(status, 201, JSON.stringify(body))
    return body.id as string
  }
  /** An audit as the job worker runs it, with a small evaluation budget per policy. */
  const audit = async (tenant: TestTenant, budgetMs: number) => {
    const started = await call(tenant, 'POST', '/v1/audits')
    assert.equal(started.status, 202, JSON.stringify(started.body))
    await runAudit(t.storage.db, tenant.id, started.body.id, { heartbeat: async () => undefined, now: () => new Date() }, { budgetMs })
    const { body } = await call(tenant, 'GET', `/v1/audits/${started.body.id}`)
    assert.equal(body.status, 'completed', body.failure_reason)
    return body
  }
  const findingsOf = async (tenant: TestTenant, checkId: string) =>
    (await call(tenant, 'GET', `/v1/findings?limit=200&check_id=${checkId}&status=open,accepted_risk`)).body.data as Record<string, any>[]

  test('the catastrophic regular expression of the issue is previewed at once with policies:read, and saved to run on RE2', async () => {
    const owner = await t.tenant({ sandbox: false })
    await importResources(owner, [bucket('aaaa', {}), bucket('logs', {})])
    const reader = await t.token(owner.id, ['policies:read'])
    const preview = await call(reader, 'POST', '/v1/policies/preview', { target: 'resource', expression: CATASTROPHIC })
    assert.equal(preview.status, 200, JSON.stringify(preview.body))
    assert.deepEqual(preview.body, { total: 0, scanned: 2, matches: [] })
    const onData = await call(reader, 'POST', '/v1/policies/preview', { target: 'resource', expression: 'resource.name.matches("^(a+)+$")' })
    assert.equal(onData.body.total, 1)
    assert.equal(onData.body.matches[0].resource.name, 'aaaa')
    assert.equal((await call(owner, 'POST', '/v1/policies', { name: 'Evil', target: 'resource', dimension: 'security', severity: 'low', expression: CATASTROPHIC })).status, 201)
  })

  test('an expression over a limit, or a pattern RE2 refuses, is refused when saved or previewed: 422 naming the limit', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const list = `[${xs(30).join(', ')}]`
    const nested = `${list}.all(a, ${list}.all(b, ${list}.all(c, a + b + c >= 0)))`
    for (const [url, extra] of [['/v1/policies', { name: 'Nested', dimension: 'cost', severity: 'low' }], ['/v1/policies/preview', {}]] as const) {
      const refused = await call(tenant, 'POST', url, { target: 'resource', expression: nested, ...extra })
      assert.equal(refused.status, 422, url)
      assert.equal(refused.body.error.code, 'invalid_policy_expression')
      assert.match(refused.body.error.message, /nested more than 2 deep \(limit max_comprehension_nesting\)/)
      assert.deepEqual(refused.body.error.details.limit, { name: 'max_comprehension_nesting', value: 2 })
      assert.equal(refused.body.error.details.position.offset, nested.indexOf(list, nested.indexOf('all(b')))
      assert.match(refused.body.error.request_id, /^req_/)
    }
    const backreference = await call(tenant, 'POST', '/v1/policies', { name: 'Backref', target: 'resource', dimension: 'cost', severity: 'low', expression: 'resource.name.matches("(a)\\\\1")' })
    assert.equal(backreference.status, 422)
    assert.equal(backreference.body.error.code, 'invalid_policy_expression')
    assert.deepEqual(backreference.body.error.details.position, { offset: 22, line: 1, column: 23 })
    assert.match(backreference.body.error.message, /line 1, column 23: invalid regular expression \(RE2 syntax/)
    const policy = await createPolicy(tenant, { name: 'Fine', target: 'resource', expression: 'resource.name.matches("^a")' })
    const patched = await call(tenant, 'PATCH', `/v1/policies/${policy}`, { expression: `resource.name.matches("(?=a)") || ${nested}` })
    assert.equal(patched.status, 422)
    assert.equal((await call(tenant, 'GET', `/v1/policies/${policy}`)).body.expression, 'resource.name.matches("^a")', 'unchanged')
  })

  test('/healthz answers while a hostile preview runs; the preview past its deadline is a 422 in the envelope', async () => {
    const owner = await t.tenant({ sandbox: false })
    await importResources(owner, [bucket('big-1', { xs: xs(LONG) }), bucket('big-2', { xs: xs(LONG) })])
    const reader = await t.token(owner.id, ['policies:read'])
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const order: string[] = []
    const preview = fetch(`${origin}/v1/policies/preview`, {
      method: 'POST', headers: { ...reader.headers, 'content-type': 'application/json' }, body: JSON.stringify({ target: 'resource', expression: QUADRATIC }),
    }).then(async (response) => { order.push('preview'); return { status: response.status, body: await response.json() } })
    // Give the preview time to reach evaluation (its import of the inventory is a few queries).
    await new Promise((resolve) => setTimeout(resolve, 300))
    const health = await fetch(`${origin}/healthz`).then((response) => { order.push('healthz'); return response.status })
    const refused = await preview
    assert.equal(health, 200)
    assert.deepEqual(order, ['healthz', 'preview'], '/healthz answered before the preview did')
    assert.equal(refused.status, 422)
    assert.equal(refused.body.error.code, 'policy_evaluation_limit')
    assert.equal(refused.body.error.details.reason, 'timeout')
    assert.match(refused.body.error.message, /deadline of 1500 ms/)
    assert.match(refused.body.error.request_id, /^req_/)
    // The process is fine afterwards.
    const later = await call(reader, 'POST', '/v1/policies/preview', { target: 'resource', expression: 'resource.kind == "bucket"' })
    assert.deepEqual([later.status, later.body.total], [200, 2])
  })

  test('an audit records a policy that passes its budget, keeps its earlier verdicts and finishes the rest normally', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [bucket('lists', { xs: xs(3) }), bucket('public', { public_read: true, xs: [] })])
    const slow = await createPolicy(tenant, { name: 'Lists are consistent', target: 'resource', expression: QUADRATIC })
    const quick = await createPolicy(tenant, { name: 'Buckets are reviewed', target: 'resource', expression: 'resource.kind == "bucket"' })
    const slowRaise = await createPolicy(tenant, {
      name: 'Inconsistent lists are critical', target: 'finding', severity: 'critical', expression: `finding.check_id == "${slow}" && ${QUADRATIC}`,
    })

    const first = await audit(tenant, 60_000)
    assert.deepEqual(first.policy_failures, [])
    const raised = await findingsOf(tenant, slow)
    assert.equal(raised.length, 2)
    assert.ok(raised.every((f) => f.severity === 'critical' && f.policy_ids.join() === [slow, slowRaise].join()))

    // The same resources, now with long lists: both slow policies pass their budget in the next audit.
    await importResources(tenant, [bucket('lists', { xs: xs(LONG) }), bucket('public', { public_read: true, xs: xs(LONG) }), bucket('new', { xs: xs(LONG) })])
    const second = await audit(tenant, 300)
    assert.deepEqual(second.policy_failures.map((f: any) => [f.policy_id, f.name, f.reason]), [
      [slow, 'Lists are consistent', 'timeout'], [slowRaise, 'Inconsistent lists are critical', 'timeout'],
    ])
    assert.ok(second.policy_failures.every((f: any) => /deadline of 300 ms/.test(f.message)))
    // Receivers learn it from the audit.completed event too.
    const completed = (await call(tenant, 'GET', '/v1/events?type=audit.completed&limit=200')).body.data.find((e: any) => e.data.audit.id === second.id)
    assert.deepEqual(completed.data.audit.policy_failures, second.policy_failures)
    // Its earlier verdicts stand: the findings stay open and raised, and the failed policy raises nothing new
    // (it would match the new bucket).
    const kept = await findingsOf(tenant, slow)
    assert.deepEqual(kept.map((f) => [f.id, f.severity, f.policy_ids]).sort(), raised.map((f) => [f.id, 'critical', [slow, slowRaise]]).sort())
    // Kept, not seen: the audit that could not evaluate the policy is not their last sighting.
    assert.deepEqual(kept.map((f) => [f.id, f.last_seen_at, f.audit_id]).sort(), raised.map((f) => [f.id, f.last_seen_at, first.id]).sort())
    assert.equal(second.summary.resolved, 0)
    // The rest of the audit ran: the quick policy and the built-in checks saw the new bucket and the public one.
    assert.equal((await findingsOf(tenant, quick)).length, 3)
    assert.equal((await findingsOf(tenant, 'sec.bucket_public_read')).length, 1)
    const { rows } = await sql<{ n: string }>`select count(*) as n from events where tenant_id = ${tenant.id} and type = 'finding.resolved'`.execute(t.storage.db)
    assert.equal(Number(rows[0]!.n), 0)
  })

  test('a stored policy that no longer compiles is recorded as invalid and keeps its findings', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [bucket('one', { xs: xs(3) })])
    const policy = await createPolicy(tenant, { name: 'Old rule', target: 'resource', expression: 'resource.attributes.xs.exists(a, a == 1)' })
    await audit(tenant, 60_000)
    assert.equal((await findingsOf(tenant, policy)).length, 1)
    // Saved before today's limits: three nested comprehensions.
    const nested = 'resource.attributes.xs.exists(a, resource.attributes.xs.exists(b, resource.attributes.xs.exists(c, a + b + c == 1)))'
    await t.storage.db.updateTable('policies').set({ expression: nested }).where('id', '=', policy).execute()
    const next = await audit(tenant, 60_000)
    assert.equal(next.policy_failures.length, 1)
    assert.equal(next.policy_failures[0].reason, 'invalid_expression')
    assert.match(next.policy_failures[0].message, /max_comprehension_nesting/)
    assert.equal((await findingsOf(tenant, policy)).length, 1)
  })
})
