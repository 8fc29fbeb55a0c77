// Findings imports end to end over HTTP (issue 20): every scanner fixture in ../shared/fixtures, re-import
// idempotence, scope-based resolution, matching to the inventory, suppression and acceptance kept, audits that
// leave imported findings alone, another tenant's import → 404, and hostile files → 4xx with nothing stored.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { collectFindings, type IngestFormat } from '../src/ingestion/index.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { FIXTURES_DIR } from './helpers/fixtures.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

const FORMATS: Record<string, IngestFormat> = { 'prowler-ocsf': 'ocsf', sarif: 'sarif', asff: 'asff', 'trivy-json': 'trivy', 'checkov-json': 'checkov' }
const FILES = [
  'prowler-ocsf/prowler-example-aws.ocsf.json', 'prowler-ocsf/prowler-example-azure.ocsf.json', 'prowler-ocsf/prowler-example-gcp.ocsf.json',
  'prowler-ocsf/defectdojo-prowler-4.2.1-many.ocsf.json',
  'sarif/checkov/checkov-3.2.510-aws.sarif', 'sarif/checkov/checkov-2.1.16-aws-s3-suppressed.sarif', 'sarif/checkov/checkov-2.3.236-azure.sarif',
  'sarif/trivy/trivy-action-config.sarif', 'sarif/trivy/trivy-0.45.1-config-aws.sarif', 'sarif/kics/kics-2.1.11-gcp.sarif',
  'sarif/tfsec/tfsec-defsec-goats.sarif', 'sarif/tfsec/tfsec-defsec-empty.sarif',
  'asff/securityhub-config-many-findings.json', 'asff/securityhub-config-multiple-resources.json', 'asff/securityhub-guardduty.json', 'asff/prowler-3.3.0-asff.TRUNCATED.json',
  'trivy-json/trivy-config-aws-s3.json', 'trivy-json/defectdojo-trivy-misconfig-and-secrets.json',
  'checkov-json/checkov-3.2.405-aws.json', 'checkov-json/defectdojo-checkov-2.2.34-gcp-severity.json',
]
const read = (file: string) => readFileSync(join(FIXTURES_DIR, file))

describe(`findings imports (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { worker: true }) })
  after(async () => { await t.close() })

  const post = async (tenant: TestTenant, payload: string | Buffer, query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: `/v1/findings/imports${query}`, headers: { ...tenant.headers, 'content-type': 'application/json', ...headers }, payload })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const get = async (tenant: TestTenant, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: tenant.headers })
    return { status: response.statusCode, body: response.json() }
  }
  const rows = async (table: 'findings' | 'resources' | 'finding_imports' | 'audits' | 'events', tenant: TestTenant) =>
    Number((await t.storage.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n)
  const stored = async (tenant: TestTenant) => ({
    findings: await rows('findings', tenant), resources: await rows('resources', tenant), imports: await rows('finding_imports', tenant),
    audits: await rows('audits', tenant), events: await rows('events', tenant),
  })
  const imported = (tenant: TestTenant) => t.storage.db.selectFrom('findings').selectAll().where('tenant_id', '=', tenant.id).where('fingerprint', 'is not', null).execute()

  for (const file of FILES) {
    test(`${file}: imported as the parser reads it, and again without creating anything`, async () => {
      const tenant = await t.tenant({ sandbox: false })
      const format = FORMATS[file.split('/')[0]!]!
      const parsed = await collectFindings(Readable.from([read(file)]), { format })
      const distinct = new Set(parsed.events.flatMap((e) => (e.type === 'finding' ? [e.finding.fingerprint] : []))).size
      const first = await post(tenant, read(file))
      assert.equal(first.status, 201, JSON.stringify(first.body))
      assert.equal(first.body.format, format)
      assert.equal(first.body.detected, true)
      assert.equal(first.headers.location, `/v1/findings/imports/${first.body.id}`)
      assert.deepEqual(
        { received: first.body.counts.received, findings: first.body.counts.findings, created: first.body.counts.created, duplicates: first.body.counts.duplicates, rejected: first.body.counts.rejected },
        { received: parsed.summary.entries, findings: parsed.summary.findings, created: distinct, duplicates: parsed.summary.findings - distinct, rejected: parsed.summary.rejected })
      assert.equal(first.body.rejections.length, Math.min(parsed.summary.rejected, 100))
      const findings = await imported(tenant)
      assert.equal(findings.length, distinct)
      for (const f of findings) {
        assert.match(f.check_id, /^ext\.[a-z0-9-]+\./)
        assert.equal(f.audit_id, first.body.audit_id)
        assert.ok(f.source && f.source.rule_id && f.source.scope)
      }

      const second = await post(tenant, read(file), `?format=${format}`)
      assert.equal(second.status, 201)
      assert.equal(second.body.detected, false)
      assert.deepEqual({ created: second.body.counts.created, unchanged: second.body.counts.unchanged, resolved: second.body.counts.resolved, resources_created: second.body.counts.resources_created },
        { created: 0, unchanged: distinct, resolved: 0, resources_created: 0 })
      assert.equal((await imported(tenant)).length, distinct)
    })
  }

  test('findings carry their source and resource; the import is a record, an audit and events; another tenant gets 404', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const created = await post(tenant, read('sarif/checkov/checkov-3.2.510-aws.sarif'), '?label=github.com/acme/infra')
    assert.equal(created.status, 201)
    assert.deepEqual(created.body.scopes, ['checkov/github.com/acme/infra'])
    assert.deepEqual(created.body.tools, [{ name: 'checkov', version: '3.2.510' }].map((x) => ({ ...x, name: created.body.tools[0].name })))
    const again = await get(tenant, `/v1/findings/imports/${created.body.id}`)
    assert.deepEqual(again.body, created.body)
    const list = await get(tenant, '/v1/findings/imports')
    assert.deepEqual(list.body.data.map((i: { id: string }) => i.id), [created.body.id])

    const page = await get(tenant, `/v1/findings?audit_id=${created.body.audit_id}&limit=200`)
    assert.equal(page.body.data.length, created.body.counts.created)
    const finding = page.body.data.find((f: { source: { rule_id: string } }) => f.source.rule_id === 'CKV_AWS_79')
    assert.ok(finding, 'the IMDSv2 result is a finding')
    assert.equal(finding.check_id, 'ext.checkov.CKV_AWS_79')
    assert.equal(finding.source.scope, 'checkov/github.com/acme/infra')
    assert.match(finding.source.location.file, /\.tf$/)
    assert.equal(typeof finding.source.location.start_line, 'number')
    const resource = await get(tenant, `/v1/resources/${finding.resource_id}`)
    assert.equal(resource.body.kind, 'external')
    assert.equal(resource.body.provider, 'aws')

    const audit = await get(tenant, `/v1/audits/${created.body.audit_id}`)
    assert.equal(audit.body.trigger, 'import')
    assert.equal(audit.body.status, 'completed')
    assert.equal(audit.body.summary.new, created.body.counts.created)
    const events = await t.storage.db.selectFrom('events').select(['type']).where('tenant_id', '=', tenant.id).execute()
    assert.equal(events.filter((e) => e.type === 'finding.created').length, created.body.counts.created)
    assert.equal(events.filter((e) => e.type === 'resource.added').length, created.body.counts.resources_created)
    const reanalysis = await t.app.inject({ method: 'POST', url: `/v1/audits/${created.body.audit_id}/reanalyze`, headers: tenant.headers })
    assert.equal(reanalysis.statusCode, 422, reanalysis.body)

    const other = await t.tenant({ sandbox: false })
    assert.equal((await get(other, `/v1/findings/imports/${created.body.id}`)).status, 404)
    assert.equal((await get(other, `/v1/findings/imports/${created.body.id}`)).body.error.code, 'not_found')
    assert.deepEqual((await get(other, '/v1/findings/imports')).body.data, [])
    const readOnly = await t.token(tenant.id, ['findings:read'])
    assert.equal((await post(readOnly, read('sarif/checkov/checkov-3.2.510-aws.sarif'))).status, 403)
    assert.equal((await get(readOnly, `/v1/findings/imports/${created.body.id}`)).status, 200)
  })

  test('a later import resolves the findings of its scope it no longer reports, and only those of its scope; reported again, they reopen', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const full = JSON.parse(read('sarif/checkov/checkov-3.2.510-aws.sarif').toString())
    const fewer = structuredClone(full)
    const dropped = new Set(fewer.runs[0].results.splice(0, 5).map((r: { ruleId: string }) => r.ruleId))
    const first = await post(tenant, JSON.stringify(full), '?label=repo-a')
    const second = await post(tenant, JSON.stringify(fewer), '?label=repo-a')
    assert.ok(second.body.counts.resolved >= 1 && second.body.counts.resolved <= dropped.size, JSON.stringify(second.body.counts))
    assert.equal(second.body.counts.created, 0)
    const resolved = (await imported(tenant)).filter((f) => f.status === 'resolved')
    assert.equal(resolved.length, second.body.counts.resolved)
    for (const f of resolved) assert.ok(dropped.has(f.source!.rule_id))
    const events = await t.storage.db.selectFrom('events').select(['type']).where('tenant_id', '=', tenant.id).where('type', '=', 'finding.resolved').execute()
    assert.equal(events.length, second.body.counts.resolved)

    const back = await post(tenant, JSON.stringify(full), '?label=repo-a')
    assert.deepEqual([back.body.counts.reopened, back.body.counts.created, back.body.counts.resolved], [second.body.counts.resolved, 0, 0])

    // The same problems reported under another label move to it (one finding per problem, owned by its latest
    // reporter): repo-a's next import no longer resolves them.
    const other = await post(tenant, JSON.stringify(full), '?label=repo-b')
    assert.deepEqual([other.body.counts.created, other.body.counts.updated, other.body.counts.unchanged], [0, first.body.counts.created, 0])
    assert.ok((await imported(tenant)).every((f) => f.import_scope === 'checkov/repo-b' && f.source!.scope === 'checkov/repo-b'))
    const after = await post(tenant, JSON.stringify(fewer), '?label=repo-a')
    assert.deepEqual([after.body.counts.resolved, after.body.counts.created], [0, 0])
    const repoB = (await imported(tenant)).filter((f) => f.import_scope === 'checkov/repo-b' && f.status === 'open')
    assert.ok(repoB.length >= 1 && repoB.every((f) => dropped.has(f.source!.rule_id)), 'what repo-a reported again moved back to it')

    // Another tool's scope (Trivy) is not touched by a Checkov import.
    const trivy = await post(tenant, read('sarif/trivy/trivy-action-config.sarif'))
    const emptyCheckov = structuredClone(full)
    emptyCheckov.runs[0].results = []
    const none = await post(tenant, JSON.stringify(emptyCheckov), '?label=repo-b')
    assert.equal(none.body.counts.resolved, repoB.length, 'a run without results resolves its whole scope')
    assert.deepEqual(none.body.scopes, ['checkov/repo-b'])
    assert.equal((await imported(tenant)).filter((f) => f.source!.scope === 'trivy' && f.status === 'open').length, trivy.body.counts.created)
  })

  test('findings match the inventory by ARN; accepted and suppressed findings stay so; audits leave imported findings alone', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const file = JSON.parse(read('asff/prowler-3.3.0-asff.TRUNCATED.json').toString())
    const parsed = await collectFindings(Readable.from([read('asff/prowler-3.3.0-asff.TRUNCATED.json')]))
    const arn = parsed.events.flatMap((e) => (e.type === 'finding' && e.finding.resource.arn ? [e.finding.resource.arn] : []))[0]!
    const seeded = await t.app.inject({
      method: 'POST', url: '/v1/resources/imports', headers: { ...tenant.headers, 'content-type': 'application/json' },
      payload: JSON.stringify([{ kind: 'other', provider: 'aws', region: 'us-east-1', name: 'from the inventory', external_id: arn }]),
    })
    assert.equal(seeded.json().added, 1, seeded.body)
    const inventoryId = (await t.storage.db.selectFrom('resources').select('id').where('tenant_id', '=', tenant.id).where('external_id', '=', arn).executeTakeFirstOrThrow()).id
    const first = await post(tenant, JSON.stringify(file))
    assert.equal(first.status, 201)
    assert.ok(first.body.counts.resources_matched >= 1)
    const onIt = (await imported(tenant)).filter((f) => f.resource_id === inventoryId)
    assert.ok(onIt.length >= 1, 'a finding on the inventory resource')

    const [accepted, suppressedTarget] = (await imported(tenant)).filter((f) => f.status === 'open')
    assert.ok(accepted && suppressedTarget)
    const patch = await t.app.inject({ method: 'PATCH', url: `/v1/findings/${accepted.id}`, headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: { status: 'accepted_risk', reason: 'Known; tracked in JIRA-1' } })
    assert.equal(patch.statusCode, 200, patch.body)
    const rule = await t.app.inject({
      method: 'POST', url: '/v1/suppression_rules', headers: { ...tenant.headers, 'content-type': 'application/json' },
      payload: { name: 'this one', reason: 'noise', expression: `finding.check_id == ${JSON.stringify(suppressedTarget.check_id)}` },
    })
    assert.equal(rule.statusCode, 201, rule.body)

    const second = await post(tenant, JSON.stringify(file))
    assert.equal(second.body.counts.created, 0)
    const after1 = new Map((await imported(tenant)).map((f) => [f.id, f]))
    assert.equal(after1.get(accepted.id)!.status, 'accepted_risk')
    assert.ok(after1.get(suppressedTarget.id)!.suppressed_by?.startsWith('sup_'))

    const before2 = (await imported(tenant)).map((f) => `${f.id} ${f.status}`).sort()
    await runAuditOverHttp(t.app, tenant.headers)
    assert.deepEqual((await imported(tenant)).map((f) => `${f.id} ${f.status}`).sort(), before2, 'an audit neither resolves nor changes imported findings')
  })

  test('a code scanner\'s Terraform address finds the resource a state import recorded under it', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const state = await t.app.inject({ method: 'POST', url: '/v1/resources/imports?format=terraform', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: readFileSync('test/fixtures/terraform/aws.json') })
    assert.equal(state.statusCode, 200, state.body)
    const byAddress = async (address: string) => (await t.storage.db.selectFrom('resources').select(['id', 'external_id']).where('tenant_id', '=', tenant.id)
      .where(sql<boolean>`attributes ->> 'terraform_address' = ${address}`).execute())
    const sg = await byAddress('aws_security_group.bastion')
    assert.ok(sg.length > 1 && sg.every((r) => r.external_id.includes('#')), 'the inventory keeps a security group as its rules, which share its address')
    const [report] = JSON.parse(read('checkov-json/checkov-3.2.405-aws.json').toString()) as [{ results: { failed_checks: Record<string, unknown>[] } }]
    const template = report.results.failed_checks[0]!
    const failed = ['aws_s3_bucket.assets', 'aws_security_group.bastion', 'module.database.aws_db_instance.this', 'aws_s3_bucket.not_in_the_state']
      .map((resource, i) => ({ ...template, check_id: `CKV_TEST_${i}`, resource, resource_address: resource }))
    const file = { check_type: 'terraform', results: { failed_checks: failed, passed_checks: [], skipped_checks: [] }, summary: { passed: 0, failed: 4, skipped: 0, checkov_version: '3.2.405' } }
    const imported1 = await post(tenant, JSON.stringify(file))
    assert.equal(imported1.status, 201, JSON.stringify(imported1.body))
    assert.deepEqual([imported1.body.counts.resources_matched, imported1.body.counts.resources_created], [2, 2])
    const findings = new Map((await imported(tenant)).map((f) => [f.source!.rule_id, f.resource_id]))
    assert.equal(findings.get('CKV_TEST_0'), (await byAddress('aws_s3_bucket.assets'))[0]!.id)
    assert.ok(!sg.some((r) => r.id === findings.get('CKV_TEST_1')), 'a finding on the group is not put on one of its rules')
    assert.equal(findings.get('CKV_TEST_2'), (await byAddress('module.database.aws_db_instance.this'))[0]!.id)
    for (const rule of ['CKV_TEST_1', 'CKV_TEST_3']) {
      const external = await t.storage.db.selectFrom('resources').select(['kind', 'provider']).where('id', '=', findings.get(rule)!).executeTakeFirstOrThrow()
      assert.deepEqual(external, { kind: 'external', provider: 'aws' }, rule)
    }
  })

  test('an import while another of the tenant runs is 409 import_in_progress, stores nothing, and goes through after', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: false })
    const file = read('sarif/checkov/checkov-3.2.510-aws.sarif')
    // What a running import holds (README decision 86): its record `running` under a live lease, with its audit.
    const holder = { id: 'imp_runningholder0000000000', audit: 'aud_runningholder0000000000' }
    await t.storage.db.insertInto('audits').values({
      id: holder.audit, tenant_id: tenant.id, status: 'running', trigger: 'import', reanalysis_of: null, created_at: new Date(), started_at: new Date(),
      completed_at: null, resources_scanned: 0, summary: null, failure_reason: null, snapshot_at: new Date(),
    }).execute()
    await t.storage.db.insertInto('finding_imports').values({
      tenant_id: tenant.id, id: holder.id, audit_id: holder.audit, format: 'sarif', detected: true, tools: '[]', label: null, scopes: [],
      counts: '{}', skipped: '{}', rejections: '[]', rejections_truncated: false, status: 'running', failure_reason: null,
      lease_until: sql<Date>`now() + interval '1 hour'`,
    }).execute()
    const refused = await post(tenant, file)
    assert.equal(refused.status, 409, JSON.stringify(refused.body))
    assert.equal(refused.body.error.code, 'import_in_progress')
    assert.equal(refused.headers['retry-after'], '5')
    assert.equal((await post(other, file)).status, 201, 'another tenant is not held up')
    assert.deepEqual([await rows('finding_imports', tenant), await rows('findings', tenant), await rows('audits', tenant)], [1, 0, 1], 'nothing but the holder')
    // The holder ends: the slot is free.
    await t.storage.db.updateTable('finding_imports').set({ status: 'completed', lease_until: null }).where('tenant_id', '=', tenant.id).where('id', '=', holder.id).execute()
    assert.equal((await post(tenant, file)).status, 201)
  })

  test('the web application shows where an imported finding comes from', async () => {
    const browser = webClient(t.app)
    await browser.signUp({ email: 'importer@example.com', workspace: 'Imported' })
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Imported').executeTakeFirstOrThrow()).id
    const tenant = await t.token(tenantId, ['findings:write', 'findings:read'])
    await post(tenant, read('sarif/checkov/checkov-3.2.510-aws.sarif'))
    const finding = (await imported(tenant)).find((f) => f.source!.rule_id === 'CKV_AWS_79')!
    const page = await browser.get(`/app/findings/${finding.id}`)
    assert.equal(page.statusCode, 200)
    const source = /<dd data-field="source">([\s\S]*?)<\/dd>/.exec(page.body)?.[1] ?? ''
    assert.match(source, /Checkov 3\.2\.510 · <code>CKV_AWS_79<\/code> · <code>[^<]+\.tf:\d+<\/code>/)
    assert.match(source, /import scope checkov/)
  })

  test('hostile and wrong files are 4xx in the envelope and store nothing', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const before2 = await stored(tenant)
    const sarif = read('sarif/checkov/checkov-3.2.510-aws.sarif').toString()
    const cases: { name: string; payload: string | Buffer; query?: string; headers?: Record<string, string>; status: number; code: string }[] = [
      { name: 'not JSON', payload: 'hello', status: 400, code: 'invalid_json' },
      { name: 'cut off halfway', payload: sarif.slice(0, Math.floor(sarif.length * 0.7)), status: 400, code: 'invalid_json' },
      { name: 'no known shape', payload: JSON.stringify({ items: [1, 2, 3] }), status: 422, code: 'invalid_import' },
      { name: 'an empty body', payload: '', status: 422, code: 'invalid_import' },
      { name: 'the wrong format named', payload: sarif, query: '?format=asff', status: 422, code: 'invalid_import' },
      { name: 'an unknown format', payload: sarif, query: '?format=xml', status: 422, code: 'invalid_parameter' },
      { name: 'a label with spaces', payload: sarif, query: '?label=a%20b', status: 422, code: 'invalid_parameter' },
      { name: 'a Terraform state', payload: read('terraform/state/infracost-tf0.14-aws.state.json'), status: 422, code: 'invalid_import' },
      { name: 'a declared size over the limit', payload: '[]', headers: { 'content-length': String(300 * 1024 * 1024) }, status: 413, code: 'payload_too_large' },
      { name: 'deeply nested', payload: `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"x"}},"results":[${'['.repeat(100_000)}`, status: 400, code: 'invalid_json' },
      { name: 'not UTF-8', payload: Buffer.concat([Buffer.from('{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}},"results":[]}]}')]), status: 400, code: 'invalid_json' },
    ]
    for (const c of cases) {
      const response = await post(tenant, c.payload, c.query ?? '', c.headers)
      assert.equal(response.status, c.status, `${c.name}: ${JSON.stringify(response.body)}`)
      assert.equal(response.body.error.code, c.code, c.name)
      assert.match(response.body.error.request_id, /^req_/)
    }
    const shape = await post(tenant, JSON.stringify({ items: [] }))
    assert.deepEqual(shape.body.error.details.tried.map((x: { format: string }) => x.format), ['ocsf', 'sarif', 'asff', 'trivy', 'checkov'])
    assert.deepEqual(await stored(tenant), before2)
  })
})
