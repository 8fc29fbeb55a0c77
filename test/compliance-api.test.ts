import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { CHECKS, FRAMEWORKS } from '../src/checks/index.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

// Issue 21, compliance over HTTP: GET /v1/compliance/frameworks and GET /v1/compliance/frameworks/{id}, the status
// of every requirement in the latest completed audit (or ?audit_id=): a framework judges only its own clouds'
// resources, and a requirement nothing evidences is not_assessed, never passed.
describe(`compliance frameworks (${BACKEND})`, () => {
  let t: TestApp

  before(async () => {
    t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { worker: true })
  })
  after(async () => {
    await t.close()
  })

  type Response = { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (tenant: TestTenant, url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown): Promise<Response> => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const ok = async (tenant: TestTenant, url: string) => {
    const response = await call(tenant, url)
    assert.equal(response.status, 200, `${url}: ${JSON.stringify(response.body)}`)
    return response.body
  }
  const PUBLIC_READ = 'sec.bucket_public_read'
  const publicBucket = (provider: 'aws' | 'gcp', name: string) => ({
    kind: 'bucket', provider, region: provider === 'aws' ? 'eu-west-1' : 'europe-west1', name,
    external_id: provider === 'aws' ? `arn:aws:s3:::${name}` : `//storage.googleapis.com/projects/_/buckets/${name}`, tags: {},
    attributes: { public_read: true, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10 },
  })
  const requirementsOf = (framework: 'cis_aws' | 'cis_gcp') => {
    const check = CHECKS.find((c) => c.id === PUBLIC_READ)!
    return [...(check.controls[framework] ?? [])]
  }

  test('lists the eight frameworks with their versions, clouds and how much of each the checks evidence', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const body = await ok(tenant, '/v1/compliance/frameworks')
    assert.deepEqual(body.data.map((f: { id: string }) => f.id), FRAMEWORKS.map((f) => f.id))
    assert.equal(body.data.length, 8)
    assert.equal(body.has_more, false)
    for (const f of body.data) {
      assert.ok(f.version && f.name && f.requirements > 0, f.id)
      assert.ok(f.mapped_requirements > 0 && f.mapped_requirements <= f.requirements, f.id)
    }
    assert.deepEqual(body.data.find((f: { id: string }) => f.id === 'cis_aws').providers, ['aws'])
    assert.equal(body.data.find((f: { id: string }) => f.id === 'soc2').providers, null)
  })

  test('a framework judges only its own clouds: a public GCP bucket fails CIS GCP, not CIS AWS', async () => {
    const tenant = await t.tenant({ sandbox: false })
    assert.equal((await call(tenant, '/v1/compliance/frameworks/cis_aws')).status, 409, 'no completed audit yet')
    await call(tenant, '/v1/resources/imports', 'POST', { resources: [publicBucket('gcp', 'gcp-public')] })
    await runAuditOverHttp(t.app, tenant.headers)

    const gcp = await ok(tenant, '/v1/compliance/frameworks/cis_gcp')
    const aws = await ok(tenant, '/v1/compliance/frameworks/cis_aws')
    assert.ok(requirementsOf('cis_gcp').length > 0 && requirementsOf('cis_aws').length > 0)
    for (const id of requirementsOf('cis_gcp')) {
      const r = gcp.requirements.find((x: { id: string }) => x.id === id)
      assert.equal(r.status, 'failed', `CIS GCP ${id}`)
      assert.equal(r.failing_resources, 1)
    }
    for (const id of requirementsOf('cis_aws')) {
      const r = aws.requirements.find((x: { id: string }) => x.id === id)
      assert.equal(r.status, 'not_assessed', `CIS AWS ${id} sees no AWS bucket`)
      assert.equal(r.not_assessed_reason, 'not_evaluated')
      assert.equal(r.failing_resources, 0)
    }
    assert.equal(aws.totals.failed, 0, 'no AWS resource at all: nothing of CIS AWS fails')
    assert.equal(aws.totals.passed, 0, 'and nothing passes for lack of evidence')
    assert.ok(aws.requirements.some((r: { status: string; not_assessed_reason: string; checks: unknown[] }) => r.not_assessed_reason === 'no_check' && r.checks.length === 0))
    for (const body of [gcp, aws]) {
      assert.equal(body.totals.requirements, body.requirements.length)
      assert.equal(body.totals.passed + body.totals.failed + body.totals.not_assessed, body.totals.requirements)
      assert.ok(body.requirements.every((r: { title: string; description: string }) => r.title && r.description))
    }
  })

  test('a check counts as evaluated only where it judges the cloud: an AWS-only check is no SOC 2 evidence for a GCP-only estate', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await call(tenant, '/v1/resources/imports', 'POST', { resources: [{
      kind: 'instance', provider: 'gcp', region: 'europe-west1', name: 'gcp-vm', external_id: '//compute.googleapis.com/projects/p/zones/europe-west1-b/instances/gcp-vm',
      tags: {}, attributes: { state: 'running', public_ip: null, open_admin_ports: [] },
    }] })
    await runAuditOverHttp(t.app, tenant.headers)
    const soc2 = await ok(tenant, '/v1/compliance/frameworks/soc2')
    const evaluated = (checkId: string) => {
      const entries = soc2.requirements.flatMap((r: { checks: { id: string; evaluated: boolean }[] }) => r.checks.filter((c) => c.id === checkId))
      assert.ok(entries.length > 0, `${checkId} evidences some SOC 2 requirement`)
      return new Set(entries.map((c: { evaluated: boolean }) => c.evaluated))
    }
    assert.deepEqual(evaluated('sec.instance_imdsv1_enabled'), new Set([false]), 'IMDSv1 exists on EC2 only')
    assert.deepEqual(evaluated('sec.instance_public_ip_admin_port'), new Set([true]))
  })

  test('the web finding page names only the requirements of frameworks that judge the resource\'s cloud', async () => {
    const browser = webClient(t.app)
    await browser.signUp({ email: 'compliance@example.com', workspace: 'Compliance web' })
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Compliance web').executeTakeFirstOrThrow()).id
    const tenant = await t.token(tenantId, ['resources:write', 'findings:read', 'audits:write', 'audits:read'])
    await call(tenant, '/v1/resources/imports', 'POST', { resources: [publicBucket('gcp', 'gcp-web')] })
    await runAuditOverHttp(t.app, tenant.headers)
    const finding = (await ok(tenant, `/v1/findings?check_id=${PUBLIC_READ}`)).data[0]
    const page = await browser.get(`/app/findings/${finding.id}`)
    assert.equal(page.statusCode, 200)
    const controls = /<dt>Controls<\/dt><dd>([^<]*)<\/dd>/.exec(page.body)?.[1] ?? ''
    for (const id of requirementsOf('cis_gcp')) assert.ok(controls.includes(`CIS GCP ${id}`), controls)
    assert.ok(!controls.includes('CIS AWS') && !controls.includes('CIS Azure'), controls)
    assert.ok(controls.includes('SOC 2'), 'cloud-neutral frameworks stay')
  })

  test('?audit_id= reads an older audit; errors in the envelope', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: false })
    await call(tenant, '/v1/resources/imports', 'POST', { resources: [publicBucket('aws', 'aws-public')] })
    const first = await runAuditOverHttp(t.app, tenant.headers)
    const fixed = { ...publicBucket('aws', 'aws-public'), attributes: { ...publicBucket('aws', 'aws-public').attributes, public_read: false } }
    await call(tenant, '/v1/resources/imports', 'POST', { resources: [fixed] })
    await runAuditOverHttp(t.app, tenant.headers)
    const [requirement] = requirementsOf('cis_aws')
    const statusIn = async (query: string) => (await ok(tenant, `/v1/compliance/frameworks/cis_aws${query}`)).requirements.find((r: { id: string }) => r.id === requirement).status
    assert.equal(await statusIn(''), 'passed', 'fixed in the latest audit')
    assert.equal(await statusIn(`?audit_id=${first.id}`), 'failed', 'failing in the first one')

    assert.equal((await call(tenant, '/v1/compliance/frameworks/fedramp')).status, 404)
    assert.equal((await call(tenant, '/v1/compliance/frameworks/CIS-AWS')).status, 422)
    assert.equal((await call(other, `/v1/compliance/frameworks/cis_aws?audit_id=${first.id}`)).status, 422, 'another tenant\'s audit is unknown')
    const reader = await t.token(tenant.id, ['findings:read'])
    assert.equal((await call(reader, '/v1/compliance/frameworks')).status, 403)
  })
})
