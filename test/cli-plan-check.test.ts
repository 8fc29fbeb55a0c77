import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { FIXTURES_DIR } from './helpers/fixtures.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { freshStoreEnv, posture } from './helpers/processes.ts'

const TERRAGOAT = join(FIXTURES_DIR, 'terraform/plan/checkov-plan-terragoat-aws.tfplan.json')

/** A plan creating one bucket configured as the checks want it, but for versioning: its worst finding is medium. */
const mediumPlan = () => {
  const values = {
    bucket: 'cli-archive-7', acl: 'private', tags: {}, versioning: [{ enabled: false, mfa_delete: false }],
    server_side_encryption_configuration: [{ rule: [{ apply_server_side_encryption_by_default: [{ sse_algorithm: 'AES256' }] }] }],
    logging: [{ target_bucket: 'logs' }], lifecycle_rule: [{ enabled: true, expiration: [{ days: 30 }] }],
  }
  return {
    format_version: '1.2', terraform_version: '1.9.8',
    planned_values: { root_module: { resources: [{ address: 'aws_s3_bucket.archive', mode: 'managed', type: 'aws_s3_bucket', name: 'archive', values }] } },
    resource_changes: [{ address: 'aws_s3_bucket.archive', mode: 'managed', type: 'aws_s3_bucket', name: 'archive', change: { actions: ['create'], before: null, after: values, after_unknown: { arn: true, id: true } } }],
  }
}

describe(`posture plan-check (${BACKEND})`, () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  let tenantId: string
  const dir = mkdtempSync(join(tmpdir(), 'posture-plan-check-'))
  const medium = join(dir, 'medium.json')
  before(async () => {
    store = await freshStoreEnv()
    writeFileSync(medium, JSON.stringify(mediumPlan()))
    const created = await posture(['tenant', 'create', '--name', 'Pipelines', '--json'], store.env)
    assert.equal(created.code, 0, created.stderr)
    tenantId = JSON.parse(created.stdout).id
  })
  after(async () => { await store.cleanup() })

  test('a failing plan exits 1 with a table of what it introduces; a passing one exits 0', async () => {
    const failing = await posture(['plan-check', TERRAGOAT, '--tenant', tenantId], store.env)
    assert.equal(failing.code, 1, failing.stderr)
    assert.match(failing.stdout, /^SEVERITY\s+CHECK\s+ADDRESS\s+TITLE$/m)
    assert.match(failing.stdout, /^critical\s+sec\.bucket_public_read\s+aws_s3_bucket\.data\s+/m)
    assert.match(failing.stdout, /Plan check pck_\w+: FAILED \(fail on high\) — \d+ introduced, 0 resolved/)

    const passing = await posture(['plan-check', medium, '--tenant', tenantId], store.env)
    assert.equal(passing.code, 0, passing.stderr)
    assert.match(passing.stdout, /PASSED \(fail on high\) — 2 introduced/)
    const stricter = await posture(['plan-check', medium, '--tenant', tenantId, '--fail-on', 'medium'], store.env)
    assert.equal(stricter.code, 1, stricter.stderr)
  })

  test('--json prints the plan check; --format sarif prints SARIF 2.1.0', async () => {
    const json = await posture(['plan-check', TERRAGOAT, '--tenant', tenantId, '--json'], store.env)
    assert.equal(json.code, 1, json.stderr)
    const record = JSON.parse(json.stdout)
    assert.equal(record.status, 'completed')
    assert.equal(record.passed, false)
    assert.ok(record.introduced.length > 0)

    const sarifRun = await posture(['plan-check', TERRAGOAT, '--tenant', tenantId, '--format', 'sarif'], store.env)
    assert.equal(sarifRun.code, 1, sarifRun.stderr)
    const sarif = JSON.parse(sarifRun.stdout)
    assert.equal(sarif.version, '2.1.0')
    assert.equal(sarif.runs.length, 1)
    const [run] = sarif.runs
    assert.equal(run.tool.driver.name, 'Posture')
    const ruleIds = run.tool.driver.rules.map((r: { id: string }) => r.id)
    assert.ok(ruleIds.includes('sec.bucket_public_read'))
    const result = run.results.find((r: { ruleId: string; locations: { logicalLocations: { fullyQualifiedName: string }[] }[] }) =>
      r.ruleId === 'sec.bucket_public_read' && r.locations[0]!.logicalLocations[0]!.fullyQualifiedName === 'aws_s3_bucket.data')
    assert.ok(result)
    assert.equal(result.level, 'error')
    assert.equal(result.properties['security-severity'], '9.5')
    assert.equal(run.tool.driver.rules[result.ruleIndex].id, 'sec.bucket_public_read')
    assert.equal(run.results.filter((r: { kind: string }) => r.kind === 'fail').length, record.introduced.length)
  })

  test('usage and input errors exit 2', async () => {
    const missing = await posture(['plan-check', join(dir, 'nope.json'), '--tenant', tenantId], store.env)
    assert.equal(missing.code, 2)
    assert.match(missing.stderr, /file not found/)
    const notJson = join(dir, 'bad.json')
    writeFileSync(notJson, '{"planned_values":')
    assert.equal((await posture(['plan-check', notJson, '--tenant', tenantId], store.env)).code, 2)
    const stateFile = join(dir, 'state.json')
    writeFileSync(stateFile, JSON.stringify({ format_version: '1.0', terraform_version: '1.9.8', values: { root_module: {} } }))
    const state = await posture(['plan-check', stateFile, '--tenant', tenantId], store.env)
    assert.equal(state.code, 2)
    assert.match(state.stderr, /Terraform state, not a plan/)
    assert.equal((await posture(['plan-check', medium, '--tenant', tenantId, '--fail-on', 'info'], store.env)).code, 2)
    assert.equal((await posture(['plan-check', medium, '--tenant', 'ten_nobody'], store.env)).code, 2)
    assert.equal((await posture(['plan-check', medium], { ...store.env, POSTURE_URL: undefined, POSTURE_TOKEN: undefined })).code, 2)
    assert.equal((await posture(['plan-check'], store.env)).code, 2)
  })

  describe('against a service (--url, --token)', () => {
    let t: TestApp
    let url: string
    before(async () => {
      t = await startTestApp({ rateLimitPerMinute: 1_000_000 })
      url = await t.app.listen({ port: 0, host: '127.0.0.1' })
    })
    after(async () => { await t.close() })

    test('checks over HTTP with the same exit codes; a token without audits:write exits 2', async () => {
      const tenant = await t.tenant({ sandbox: false })
      const failing = await posture(['plan-check', TERRAGOAT, '--url', url, '--token', tenant.token, '--json'], {})
      assert.equal(failing.code, 1, failing.stderr)
      const record = JSON.parse(failing.stdout)
      assert.equal((await t.app.inject({ method: 'GET', url: `/v1/plan_checks/${record.id}`, headers: tenant.headers })).json().passed, false)
      const passing = await posture(['plan-check', medium], { POSTURE_URL: url, POSTURE_TOKEN: tenant.token })
      assert.equal(passing.code, 0, passing.stderr)
      const readOnly = await t.token(tenant.id, ['audits:read'])
      const refused = await posture(['plan-check', medium, '--url', url, '--token', readOnly.token], {})
      assert.equal(refused.code, 2)
      assert.match(refused.stderr, /403/)
    })
  })
})
