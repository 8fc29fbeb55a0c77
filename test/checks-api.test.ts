import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { CHECKS } from '../src/checks/index.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 21, the check catalogue over HTTP: GET /v1/checks (filters, pagination), GET /v1/checks/{id}, and
// PATCH /v1/checks/{id} that disables a check for one tenant: its audits skip it and resolve its findings as
// `check_disabled`, plan checks skip it too, the change is in the workspace audit log, other tenants keep it.
describe(`check catalogue (${BACKEND})`, () => {
  let t: TestApp

  before(async () => {
    t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { worker: true })
  })
  after(async () => {
    await t.close()
  })

  type Response = { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<Response> => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const ok = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const response = await call(tenant, method, url, payload)
    assert.equal(response.status, 200, `${method} ${url}: ${JSON.stringify(response.body)}`)
    return response.body
  }
  const PUBLIC_READ = 'sec.bucket_public_read'
  const bucket = (name: string) => ({
    kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: {},
    attributes: { public_read: true, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10 },
  })
  const findingsOf = async (tenant: TestTenant, checkId: string) =>
    (await ok(tenant, 'GET', `/v1/findings?limit=200&status=open,accepted_risk,resolved&check_id=${checkId}`)).data as { id: string; status: string }[]

  test('lists every check once, in id order, across pages, with what each reads and evidences', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const ids: string[] = []
    let cursor: string | null = null
    do {
      const page: any = await ok(tenant, 'GET', `/v1/checks?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`) // eslint-disable-line @typescript-eslint/no-explicit-any
      ids.push(...page.data.map((c: { id: string }) => c.id))
      cursor = page.next_cursor
      assert.equal(page.has_more, cursor !== null)
    } while (cursor)
    assert.deepEqual(ids, CHECKS.map((c) => c.id).sort())
    const one = await ok(tenant, 'GET', `/v1/checks/${PUBLIC_READ}`)
    assert.equal(one.id, PUBLIC_READ)
    assert.equal(one.enabled, true)
    assert.equal(one.setting, null)
    assert.ok(one.rationale.length > 0 && one.remediation.length > 0)
    assert.ok(one.providers.includes('aws') && one.resource_kinds.includes('bucket'))
    assert.ok(one.terraform_types.includes('aws_s3_bucket'))
    assert.ok(one.compliance.some((c: { framework: string; requirements: string[] }) => c.framework === 'cis_aws' && c.requirements.length > 0))
  })

  test('filters combine: provider, dimension, severity, framework', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const list = async (query: string) => (await ok(tenant, 'GET', `/v1/checks?limit=200&${query}`)).data as { id: string; providers: string[]; dimension: string; severity: string; compliance: { framework: string }[] }[]
    const gcpCost = await list('provider=gcp&dimension=cost')
    assert.deepEqual(gcpCost.map((c) => c.id), CHECKS.filter((c) => c.providers.includes('gcp') && c.dimension === 'cost').map((c) => c.id).sort())
    assert.ok(gcpCost.length > 0)
    const severe = await list('severity=critical,high')
    assert.ok(severe.length > 0 && severe.every((c) => c.severity === 'critical' || c.severity === 'high'))
    const soc2 = await list('framework=soc2')
    assert.ok(soc2.length > 0 && soc2.every((c) => c.compliance.some((m) => m.framework === 'soc2')))
    assert.ok(soc2.length < CHECKS.length || CHECKS.every((c) => c.controls.soc2?.length))
  })

  test('unknown ids are 404, malformed ids and bad filters 422, both in the envelope', async () => {
    const tenant = await t.tenant({ sandbox: false })
    for (const id of ['sec.no_such_check', 'ext.checkov.CKV_AWS_1']) {
      const response = await call(tenant, 'GET', `/v1/checks/${id}`)
      assert.equal(response.status, id.startsWith('ext.') ? 422 : 404, id)
      assert.match(response.body.error.request_id, /^req_/)
    }
    assert.equal((await call(tenant, 'PATCH', '/v1/checks/sec.no_such_check', { enabled: false })).status, 404)
    assert.equal((await call(tenant, 'GET', '/v1/checks/sec.Not-A-Check')).status, 422)
    assert.equal((await call(tenant, 'GET', '/v1/checks?provider=oracle')).status, 422)
    assert.equal((await call(tenant, 'GET', '/v1/checks?framework=fedramp')).status, 422)
    const bad = await call(tenant, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: 'no' })
    assert.equal(bad.status, 422)
    assert.equal((await call(tenant, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: false, extra: 1 })).status, 422)
    assert.equal((await ok(tenant, 'GET', `/v1/checks/${PUBLIC_READ}`)).enabled, true, 'nothing changed')
  })

  test('scopes: policies:read lists, policies:write changes', async () => {
    const owner = await t.tenant({ sandbox: false })
    const reader = await t.token(owner.id, ['policies:read'])
    const findingsOnly = await t.token(owner.id, ['findings:read'])
    assert.equal((await call(reader, 'GET', '/v1/checks')).status, 200)
    assert.equal((await call(findingsOnly, 'GET', '/v1/checks')).status, 403)
    assert.equal((await call(reader, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: false })).status, 403)
    assert.equal((await ok(owner, 'GET', `/v1/checks/${PUBLIC_READ}`)).enabled, true)
  })

  test('a disabled check: audits skip it and resolve its findings as check_disabled; enabled again, they reopen; other tenants keep it', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: false })
    for (const x of [tenant, other]) await ok(x, 'POST', '/v1/resources/imports', { resources: [bucket('open-one'), bucket('open-two')] })
    for (const x of [tenant, other]) await runAuditOverHttp(t.app, x.headers)
    assert.equal((await findingsOf(tenant, PUBLIC_READ)).filter((f) => f.status === 'open').length, 2)

    const disabled = await ok(tenant, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: false, reason: 'Public website buckets, reviewed' })
    assert.equal(disabled.enabled, false)
    assert.equal(disabled.setting.reason, 'Public website buckets, reviewed')
    assert.match(disabled.setting.updated_by, /^(usr|pat|oac)_/)
    const listed = (await ok(tenant, 'GET', '/v1/checks?enabled=false')).data as { id: string }[]
    assert.deepEqual(listed.map((c) => c.id), [PUBLIC_READ])

    await runAuditOverHttp(t.app, tenant.headers)
    await runAuditOverHttp(t.app, other.headers)
    const after = await findingsOf(tenant, PUBLIC_READ)
    assert.deepEqual(after.map((f) => f.status), ['resolved', 'resolved'])
    const resolved = (await ok(tenant, 'GET', '/v1/events?type=finding.resolved&limit=50')).data as { data: { finding: { id: string }; resolution: string } }[]
    assert.deepEqual(resolved.filter((e) => after.some((f) => f.id === e.data.finding.id)).map((e) => e.data.resolution), ['check_disabled', 'check_disabled'])
    assert.equal((await findingsOf(other, PUBLIC_READ)).filter((f) => f.status === 'open').length, 2, 'the other tenant still runs it')

    const log = (await ok(tenant, 'GET', '/v1/audit_log?limit=10')).data as { action: string; details: { check_id: string; reason: string | null } }[]
    assert.deepEqual(log.filter((e) => e.action.startsWith('check.')).map((e) => [e.action, e.details.check_id, e.details.reason]),
      [['check.disabled', PUBLIC_READ, 'Public website buckets, reviewed']])

    // Disabling again changes nothing and logs nothing.
    await ok(tenant, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: false })
    const enabled = await ok(tenant, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: true, reason: 'Website moved behind CloudFront' })
    assert.equal(enabled.enabled, true)
    await runAuditOverHttp(t.app, tenant.headers)
    assert.deepEqual((await findingsOf(tenant, PUBLIC_READ)).map((f) => f.status), ['open', 'open'], 'reopened by the next audit')
    const actions = ((await ok(tenant, 'GET', '/v1/audit_log?limit=10')).data as { action: string }[]).map((e) => e.action).filter((a) => a.startsWith('check.'))
    assert.deepEqual(actions, ['check.enabled', 'check.disabled'])
  })

  test('a plan check does not run a disabled check', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const plan = {
      format_version: '1.2', terraform_version: '1.9.0',
      planned_values: { root_module: { resources: [{ address: 'aws_s3_bucket_acl.site', mode: 'managed', type: 'aws_s3_bucket_acl', name: 'site', values: { bucket: 'site', acl: 'public-read' } },
        { address: 'aws_s3_bucket.site', mode: 'managed', type: 'aws_s3_bucket', name: 'site', values: { bucket: 'site', arn: 'arn:aws:s3:::site' } }] } },
      resource_changes: [
        { address: 'aws_s3_bucket.site', mode: 'managed', type: 'aws_s3_bucket', name: 'site', change: { actions: ['create'], before: null, after: { bucket: 'site' }, after_unknown: { arn: true } } },
        { address: 'aws_s3_bucket_acl.site', mode: 'managed', type: 'aws_s3_bucket_acl', name: 'site', change: { actions: ['create'], before: null, after: { bucket: 'site', acl: 'public-read' }, after_unknown: {} } },
      ],
    }
    const introduced = async () => ((await call(tenant, 'POST', '/v1/plan_checks', plan)).body.introduced as { check_id: string }[]).map((f) => f.check_id)
    assert.ok((await introduced()).includes(PUBLIC_READ), 'the plan makes the bucket public')
    await ok(tenant, 'PATCH', `/v1/checks/${PUBLIC_READ}`, { enabled: false })
    assert.ok(!(await introduced()).includes(PUBLIC_READ))
  })
})
