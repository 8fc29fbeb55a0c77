import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { autovacuumRuns } from '../src/platform/db/maintenance.ts'
import { runAuditOverHttp, waitForAudit } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

const bucket = (name: string, attributes: Record<string, unknown>, tags: Record<string, string> = { env: 'prod', owner: 'a.moreau' }) => ({
  kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags,
  attributes: { public_read: false, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10, ...attributes },
})
const instance = (name: string, attributes: Record<string, unknown>, tags: Record<string, string> = { env: 'prod', owner: 'k.tanaka' }) => ({
  kind: 'instance', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:ec2:eu-west-1:482913650127:instance/i-0${name}`, tags,
  attributes: {
    instance_type: 'm7i.large', state: 'running', public_ip: null, open_admin_ports: [], metadata_tokens_required: true, disk_encrypted: true,
    autoscaling_group: 'prod-asg', cpu_utilization_avg_14d: 40, monthly_cost_usd: 120, previous_generation: false, network_groups: [], ...attributes,
  },
})

describe(`audit engine end to end (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000, logLevel: process.env.TEST_LOG ?? 'silent' }, { worker: true }) })
  after(async () => { await t.close() })

  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null, headers: response.headers }
  }
  const importResources = async (tenant: TestTenant, resources: unknown[]) => {
    const { status, body } = await call(tenant, 'POST', '/v1/resources/imports', { resources })
    assert.equal(status, 200, JSON.stringify(body))
    return body
  }
  const findingsOf = async (tenant: TestTenant, query = '') => (await call(tenant, 'GET', `/v1/findings?limit=200${query}`)).body.data as Record<string, any>[]
  const eventsOf = async (tenant: TestTenant, type?: string) => {
    let query = t.storage.db.selectFrom('events').selectAll().where('tenant_id', '=', tenant.id)
    if (type) query = query.where('type', '=', type)
    return query.orderBy('created_at').execute()
  }

  test('import → audit (queued → running → completed) → findings; fixing a resource resolves exactly its finding', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const imported = await importResources(tenant, [bucket('public-assets', { public_read: true }), bucket('private-data', {}), instance('01', {})])
    assert.deepEqual({ added: imported.added, updated: imported.updated, unchanged: imported.unchanged, skipped: imported.skipped }, { added: 3, updated: 0, unchanged: 0, skipped: 0 })
    assert.equal((await eventsOf(tenant, 'resource.added')).length, 3)

    const started = await call(tenant, 'POST', '/v1/audits')
    assert.equal(started.status, 202)
    assert.equal(started.body.status, 'queued')
    assert.equal(started.headers.location, `/v1/audits/${started.body.id}`)
    const { audit, seen } = await waitForAudit(t.app, tenant.headers, started.body.id)
    assert.equal(audit.status, 'completed', audit.failure_reason)
    assert.ok(seen.includes('completed'))
    assert.equal(audit.resources_scanned, 3)

    const open = await findingsOf(tenant)
    assert.deepEqual(open.map((f) => f.check_id), ['sec.bucket_public_read'])
    assert.equal(audit.summary.new, 1)
    assert.equal(audit.summary.open, 1)
    assert.equal(audit.summary.by_severity.critical, 1)
    const created = await eventsOf(tenant, 'finding.created')
    assert.equal(created.length, 1)
    assert.deepEqual(created[0]!.data, { finding: { id: open[0]!.id, severity: 'critical', dimension: 'security', resource_id: open[0]!.resource_id, title: open[0]!.title } })
    assert.equal((await eventsOf(tenant, 'audit.started')).length, 1)
    const completed = await eventsOf(tenant, 'audit.completed')
    assert.deepEqual((completed[0]!.data as any).audit.summary, audit.summary)

    // The same problem next audit: same finding (no duplicate), last_seen_at and audit_id move.
    const second = await runAuditOverHttp(t.app, tenant.headers)
    const again = await findingsOf(tenant)
    assert.equal(again.length, 1)
    assert.equal(again[0]!.id, open[0]!.id)
    assert.equal(again[0]!.audit_id, second.id)
    assert.ok(again[0]!.last_seen_at > open[0]!.last_seen_at)
    assert.equal(second.summary.new, 0)
    assert.equal((await eventsOf(tenant, 'finding.created')).length, 1)

    // Fix the bucket: the next audit resolves exactly that finding, with one finding.resolved.
    const fix = await importResources(tenant, [bucket('public-assets', { public_read: false })])
    assert.equal(fix.updated, 1)
    const third = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(third.summary.resolved, 1)
    assert.equal(third.summary.open, 0)
    const resolved = await call(tenant, 'GET', `/v1/findings/${open[0]!.id}`)
    assert.equal(resolved.body.status, 'resolved')
    assert.ok(resolved.body.resolved_at)
    const resolvedEvents = await eventsOf(tenant, 'finding.resolved')
    assert.equal(resolvedEvents.length, 1)
    assert.equal((resolvedEvents[0]!.data as any).resolution, 'fixed')

    // The diff of the third audit against the second: one resolved finding.
    const diff = await call(tenant, 'GET', `/v1/audits/${third.id}/diff`)
    assert.equal(diff.status, 200, JSON.stringify(diff.body))
    assert.equal(diff.body.base_audit_id, second.id)
    assert.deepEqual(diff.body.counts, { new: 0, resolved: 1, changed: 0 })
    assert.equal(diff.body.resolved.data[0].finding.id, open[0]!.id)

    // The problem returns: the same finding reopens; finding.created is not sent again.
    await importResources(tenant, [bucket('public-assets', { public_read: true })])
    const fourth = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(fourth.summary.reopened, 1)
    assert.equal((await call(tenant, 'GET', `/v1/findings/${open[0]!.id}`)).body.status, 'open')
    assert.equal((await eventsOf(tenant, 'finding.created')).length, 1)
  })

  // Regression: a batch's new findings were one INSERT with a bind parameter per cell, which PostgreSQL
  // refuses above 65,535 parameters (≈ 3,640 findings): 2,000 resources × 6 problems each went over.
  test('a dense batch (2,000 resources, 6 problems each) is written whole, with its transitions and events', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const broken = { public_read: true, public_write: true, versioning: false, access_logging: false, encryption: 'none', lifecycle_rules: 0, size_gb: 2400 }
    await importResources(tenant, Array.from({ length: 2000 }, (_, i) => bucket(`dense-${i}`, broken)))
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.status, 'completed', audit.failure_reason)
    assert.equal(audit.summary.new, 12_000)
    assert.equal(audit.summary.open, 12_000)
    assert.equal((await eventsOf(tenant, 'finding.created')).length, 12_000)
  })

  test('an accepted risk stays accepted across audits; PATCH validates and is tenant-scoped', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [bucket('public-assets', { public_read: true })])
    await runAuditOverHttp(t.app, tenant.headers)
    const [finding] = await findingsOf(tenant)
    const url = `/v1/findings/${finding!.id}`

    assert.equal((await call(tenant, 'PATCH', url, { status: 'accepted_risk' })).body.error.code, 'invalid_parameter')
    assert.equal((await call(tenant, 'PATCH', url, { status: 'resolved', reason: 'x' })).status, 422)
    assert.equal((await call(tenant, 'PATCH', url, { status: 'accepted_risk', reason: 'x', expires_at: '2001-01-01T00:00:00Z' })).status, 422)
    const other = await t.tenant({ sandbox: false })
    assert.equal((await call(other, 'PATCH', url, { status: 'accepted_risk', reason: 'x' })).status, 404)
    const readOnly = await t.token(tenant.id, ['findings:read'])
    assert.equal((await t.app.inject({ method: 'PATCH', url, headers: readOnly.headers, payload: { status: 'open' } })).statusCode, 403)

    const accepted = await call(tenant, 'PATCH', url, { status: 'accepted_risk', reason: 'Public website assets, reviewed by security.' })
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body))
    assert.equal(accepted.body.status, 'accepted_risk')
    assert.equal(accepted.body.status_reason, 'Public website assets, reviewed by security.')
    const events = await eventsOf(tenant, 'finding.resolved')
    assert.equal(events.length, 1)
    assert.equal((events[0]!.data as any).resolution, 'accepted_risk')

    const next = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(next.summary.new + next.summary.reopened + next.summary.resolved, 0)
    assert.equal((await call(tenant, 'GET', url)).body.status, 'accepted_risk')

    const reopened = await call(tenant, 'PATCH', url, { status: 'open' })
    assert.equal(reopened.body.status, 'open')
    assert.equal(reopened.body.status_reason, null)
  })

  test('a finding policy raises a finding to critical and fires policy.violated once; a resource policy raises its own findings', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [instance('idle', { cpu_utilization_avg_14d: 1.2 }), instance('idle-dev', { cpu_utilization_avg_14d: 1.2 }, { env: 'dev', owner: 'x' }), bucket('no-owner', {}, { env: 'prod' })])
    await runAuditOverHttp(t.app, tenant.headers)
    const idle = (await findingsOf(tenant, '&check_id=cost.idle_instance'))
    assert.equal(idle.length, 2)
    assert.ok(idle.every((f) => f.severity === 'medium'))

    const bad = await call(tenant, 'POST', '/v1/policies', { name: 'Broken', target: 'finding', dimension: 'cost', severity: 'critical', expression: 'finding.dimension == ' })
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.code, 'invalid_policy_expression')
    assert.deepEqual(bad.body.error.details.position, { offset: 21, line: 1, column: 22 })
    assert.match(bad.body.error.message, /line 1, column 22/)

    const raise = await call(tenant, 'POST', '/v1/policies', {
      name: 'Waste in production is critical', target: 'finding', dimension: 'cost', severity: 'critical',
      expression: 'finding.dimension == "cost" && resource.tags.env == "prod"',
    })
    assert.equal(raise.status, 201, JSON.stringify(raise.body))
    const owner = await call(tenant, 'POST', '/v1/policies', {
      name: 'Production buckets need an owner', target: 'resource', dimension: 'compliance', severity: 'high',
      expression: 'resource.kind == "bucket" && resource.tags.env == "prod" && !("owner" in resource.tags)',
    })
    assert.equal(owner.status, 201)

    const preview = await call(tenant, 'POST', '/v1/policies/preview', { target: 'finding', severity: 'critical', expression: 'finding.dimension == "cost" && resource.tags.env == "prod"' })
    assert.equal(preview.status, 200, JSON.stringify(preview.body))
    assert.equal(preview.body.total, 1)
    assert.equal(preview.body.matches[0].finding.would_raise_to, 'critical')
    const eventsBefore = (await eventsOf(tenant)).length
    const previewResources = await call(tenant, 'POST', '/v1/policies/preview', { target: 'resource', expression: 'resource.kind == "instance"' })
    assert.equal(previewResources.body.total, 2)
    assert.equal((await eventsOf(tenant)).length, eventsBefore, 'a preview writes nothing')

    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.summary.severity_changed, 1)
    const raised = (await findingsOf(tenant, '&check_id=cost.idle_instance')).find((f) => f.severity === 'critical')
    assert.ok(raised)
    assert.deepEqual(raised.policy_ids, [raise.body.id])
    const changed = await eventsOf(tenant, 'finding.severity_changed')
    assert.equal(changed.length, 1)
    assert.equal((changed[0]!.data as any).previous_severity, 'medium')
    const ownerFindings = await findingsOf(tenant, `&check_id=${owner.body.id}`)
    assert.equal(ownerFindings.length, 1)
    assert.equal(ownerFindings[0]!.severity, 'high')
    const violated = async () => (await eventsOf(tenant, 'policy.violated')).map((e) => (e.data as any).policy.id).sort()
    assert.deepEqual(await violated(), [raise.body.id, owner.body.id].sort())

    await runAuditOverHttp(t.app, tenant.headers)
    assert.deepEqual(await violated(), [raise.body.id, owner.body.id].sort(), 'not re-sent on every audit')

    // Disable the finding policy: the severity falls back to the check's.
    assert.equal((await call(tenant, 'PATCH', `/v1/policies/${raise.body.id}`, { enabled: false })).status, 200)
    await runAuditOverHttp(t.app, tenant.headers)
    assert.ok((await findingsOf(tenant, '&check_id=cost.idle_instance')).every((f) => f.severity === 'medium'))
  })

  test('a finding seen again keeps its texts and moves last_seen_at and audit_id; a renamed policy re-titles its findings', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [bucket('public-assets', { public_read: true }), bucket('unowned', {}, { env: 'prod' })])
    const policy = await call(tenant, 'POST', '/v1/policies', {
      name: 'Production buckets need an owner', target: 'resource', dimension: 'compliance', severity: 'high',
      expression: 'resource.kind == "bucket" && resource.tags.env == "prod" && !("owner" in resource.tags)',
    })
    assert.equal(policy.status, 201)
    const first = await runAuditOverHttp(t.app, tenant.headers)
    const before = await findingsOf(tenant)
    const second = await runAuditOverHttp(t.app, tenant.headers)
    assert.deepEqual({ new: second.summary.new, resolved: second.summary.resolved, severity_changed: second.summary.severity_changed }, { new: 0, resolved: 0, severity_changed: 0 })
    const after = await findingsOf(tenant)
    assert.equal(after.length, before.length)
    for (const finding of after) {
      const earlier = before.find((f) => f.id === finding.id)!
      assert.equal(earlier.audit_id, first.id)
      assert.equal(finding.audit_id, second.id)
      assert.ok(finding.last_seen_at > earlier.last_seen_at)
      const { audit_id: _a, last_seen_at: _l, ...rest } = finding
      const { audit_id: _b, last_seen_at: _m, ...restBefore } = earlier
      assert.deepEqual(rest, restBefore, 'nothing else changes')
    }

    assert.equal((await call(tenant, 'PATCH', `/v1/policies/${policy.body.id}`, { name: 'Every production bucket has an owner', description: 'Tag owner= on prod buckets.' })).status, 200)
    await runAuditOverHttp(t.app, tenant.headers)
    const [renamed] = await findingsOf(tenant, `&check_id=${policy.body.id}`)
    assert.equal(renamed!.title, 'Every production bucket has an owner')
    assert.equal(renamed!.description, 'Tag owner= on prod buckets.')
    assert.equal(renamed!.id, before.find((f) => f.check_id === policy.body.id)!.id)
  })

  test('where the database does not vacuum by itself (the embedded store), an audit leaves its tables vacuumed and analyzed', async (context) => {
    if (await autovacuumRuns(t.storage.db)) return context.skip('this server runs autovacuum')
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [bucket('public-assets', { public_read: true }), instance('02', { cpu_utilization_avg_14d: 1 })])
    await runAuditOverHttp(t.app, tenant.headers)
    const audit = await runAuditOverHttp(t.app, tenant.headers) // rewrites the findings of the first
    const stats = await sql<{ relname: string; last_vacuum: Date | null; last_analyze: Date | null }>`
      select relname, last_vacuum, last_analyze from pg_stat_user_tables
      where schemaname = current_schema() and relname in ('findings', 'finding_transitions', 'events') order by relname`.execute(t.storage.db)
    assert.equal(stats.rows.length, 3)
    for (const row of stats.rows) {
      assert.ok(row.last_vacuum && row.last_vacuum.getTime() >= Date.parse(audit.started_at) && row.last_vacuum.getTime() <= Date.parse(audit.completed_at) + 1000, `${row.relname} vacuumed by the audit`)
      assert.ok(row.last_analyze, `${row.relname} analyzed`)
    }
  })

  test('a re-analysis re-runs the snapshot its audit saw, with the current policies', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await importResources(tenant, [bucket('public-assets', { public_read: true })])
    const first = await runAuditOverHttp(t.app, tenant.headers)
    await importResources(tenant, [bucket('public-assets', { public_read: false })]) // fixed since

    const started = await call(tenant, 'POST', `/v1/audits/${first.id}/reanalyze`)
    assert.equal(started.status, 202, JSON.stringify(started.body))
    assert.equal(started.body.reanalysis_of, first.id)
    assert.equal(started.body.trigger, 'reanalysis')
    const { audit } = await waitForAudit(t.app, tenant.headers, started.body.id)
    assert.equal(audit.summary.resolved, 0, 'the old snapshot still shows the public bucket')
    assert.equal(audit.summary.open, 1)

    const fresh = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(fresh.summary.resolved, 1)
    assert.equal((await call(tenant, 'POST', '/v1/audits/aud_nope/reanalyze')).status, 404)
  })

  test('a sandbox tenant\'s first real audit agrees with its synthetic findings: nothing new, nothing resolved', async () => {
    const tenant = await t.tenant()
    const before = (await call(tenant, 'GET', '/v1/findings/summary')).body
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.summary.new, 0)
    assert.equal(audit.summary.resolved, 0)
    assert.equal(audit.summary.reopened, 0)
    const after = (await call(tenant, 'GET', '/v1/findings/summary')).body
    assert.deepEqual(after, before)
    assert.ok(after.total > 500)
    assert.equal(after.by_status.open + after.by_status.accepted_risk + after.by_status.resolved, after.total)
    const cell = after.counts.find((c: any) => c.severity === 'critical' && c.status === 'open' && c.dimension === 'security')
    const critical = (await call(tenant, 'GET', '/v1/findings/summary?severity=critical&dimension=security&status=open')).body
    assert.equal(critical.total, cell.count)
  })
})

describe(`audit limits (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ auditsPerHour: 3 }) }) // no worker: audits stay queued
  after(async () => { await t.close() })

  test('one active audit per tenant (409, budget refunded); the hourly budget gives 429 with X-RateLimit headers', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const first = await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })
    assert.equal(first.statusCode, 202)
    assert.equal(first.headers['x-ratelimit-limit'], '3')
    assert.equal(first.headers['x-ratelimit-remaining'], '2')
    const second = await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })
    assert.equal(second.statusCode, 409)
    assert.equal(second.json().error.code, 'audit_in_progress')
    assert.match(second.json().error.message, new RegExp(first.json().id))
    assert.equal(second.headers['x-ratelimit-remaining'], '2', 'a 409 does not spend the budget')

    await t.storage.db.updateTable('audits').set({ status: 'completed', summary: null }).where('tenant_id', '=', tenant.id).execute()
    assert.equal((await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })).statusCode, 202)
    await t.storage.db.updateTable('audits').set({ status: 'completed' }).where('tenant_id', '=', tenant.id).execute()
    assert.equal((await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })).statusCode, 202)
    await t.storage.db.updateTable('audits').set({ status: 'completed' }).where('tenant_id', '=', tenant.id).execute()
    const over = await t.app.inject({ method: 'POST', url: '/v1/audits', headers: tenant.headers })
    assert.equal(over.statusCode, 429)
    assert.equal(over.json().error.code, 'rate_limit_exceeded')
    assert.ok(Number(over.headers['retry-after']) > 0)
    assert.equal(over.headers['x-ratelimit-remaining'], '0')

    // Another tenant has its own budget.
    const other = await t.tenant({ sandbox: false })
    assert.equal((await t.app.inject({ method: 'POST', url: '/v1/audits', headers: other.headers })).statusCode, 202)
    const readOnly = await t.token(other.id, ['audits:read'])
    assert.equal((await t.app.inject({ method: 'POST', url: '/v1/audits', headers: readOnly.headers })).statusCode, 403)
  })
})
