import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, test } from 'node:test'
import { runAuditOverHttp } from '../../test/helpers/audits.ts'
import { FIXTURES_DIR } from '../../test/helpers/fixtures.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from '../../test/helpers/harness.ts'
import { planCheckRetention } from './retention.ts'
import { MAX_CHANGES, SYNC_CHANGE_LIMIT, type PlanFinding } from './schemas.ts'

const planFixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES_DIR, 'terraform/plan', name), 'utf8')) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped Terraform JSON
const bucketArn = (name: string) => `arn:aws:s3:::${name}`

/** A bucket's values as the AWS provider (v3) prints them; `overrides` changes any of them. */
const bucketValues = (name: string, overrides: Record<string, unknown> = {}) => ({
  bucket: name, arn: bucketArn(name), id: name, acl: 'private', region: 'us-east-1', tags: {},
  versioning: [{ enabled: true, mfa_delete: false }],
  server_side_encryption_configuration: [{ rule: [{ apply_server_side_encryption_by_default: [{ sse_algorithm: 'aws:kms', kms_master_key_id: '' }], bucket_key_enabled: false }] }],
  logging: [{ target_bucket: 'logs', target_prefix: '' }],
  lifecycle_rule: [{ enabled: true, id: 'expire', expiration: [{ days: 30 }] }],
  ...overrides,
})

interface Change { address: string; type: string; actions: string[]; after?: Record<string, unknown> | null; unknown?: Record<string, unknown>; before?: Record<string, unknown> | null }

/** A plan as `terraform show -json` prints it, from a list of changes. */
function plan(changes: Change[]) {
  const entry = (c: Change, values: Record<string, unknown>) => ({ address: c.address, mode: 'managed', type: c.type, name: c.address.split('.').pop(), provider_name: 'registry.terraform.io/hashicorp/aws', values })
  const before = changes.filter((c) => c.before)
  return {
    format_version: '1.2', terraform_version: '1.9.8',
    planned_values: { root_module: { resources: changes.filter((c) => c.after).map((c) => entry(c, c.after!)) } },
    resource_changes: changes.map((c) => ({
      address: c.address, mode: 'managed', type: c.type, name: c.address.split('.').pop(), provider_name: 'registry.terraform.io/hashicorp/aws',
      change: { actions: c.actions, before: c.before ?? null, after: c.after ?? null, after_unknown: c.unknown ?? {} },
    })),
    ...(before.length ? { prior_state: { format_version: '1.0', terraform_version: '1.9.8', values: { root_module: { resources: before.map((c) => entry(c, c.before!)) } } } } : {}),
  }
}

/** A state holding the given resources (to seed the inventory through the Terraform import). */
const state = (root: unknown) => ({ format_version: '1.0', terraform_version: '1.9.8', values: { root_module: root } })

describe(`plan checks (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000, auditsPerHour: 1000 }, { worker: true }) })
  after(async () => { await t.close() })

  const check = async (tenant: TestTenant, body: unknown, query = '') => {
    const response = await t.app.inject({ method: 'POST', url: `/v1/plan_checks${query}`, headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const importState = async (tenant: TestTenant, document: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/resources/imports?format=terraform', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: JSON.stringify(document) })
    assert.equal(response.statusCode, 200, response.body)
    return response.json()
  }
  const resourceId = async (tenant: TestTenant, externalId: string) =>
    (await t.storage.db.selectFrom('resources').select('id').where('tenant_id', '=', tenant.id).where('external_id', '=', externalId).executeTakeFirstOrThrow()).id
  const rows = async () => Number((await t.storage.db.selectFrom('plan_checks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
  const pick = (list: PlanFinding[], checkId: string, address: string) => list.find((f) => f.check_id === checkId && f.address === address)

  test('a create-only plan (terragoat) introduces the findings of its new resources and fails at high', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const { status, body } = await check(tenant, planFixture('checkov-plan-terragoat-aws.tfplan.json'))
    assert.equal(status, 200, JSON.stringify(body))
    assert.match(body.id, /^pck_/)
    assert.equal(body.status, 'completed')
    assert.equal(body.fail_on, 'high')
    assert.equal(body.passed, false)
    const encryption = pick(body.introduced, 'cmp.encryption_at_rest_disabled', 'aws_s3_bucket.data')
    assert.deepEqual({ ...encryption, title: undefined, description: undefined, remediation: undefined }, {
      check_id: 'cmp.encryption_at_rest_disabled', severity: 'high', dimension: 'compliance', address: 'aws_s3_bucket.data', action: 'create', resource_id: null,
      title: undefined, description: undefined, remediation: undefined,
    })
    assert.ok(pick(body.introduced, 'arch.bucket_versioning_disabled', 'aws_s3_bucket.financials'))
    assert.ok(pick(body.introduced, 'sec.bucket_public_read', 'aws_s3_bucket.data'))
    // A bucket with its encryption configured introduces no encryption finding.
    assert.equal(pick(body.introduced, 'cmp.encryption_at_rest_disabled', 'aws_s3_bucket.logs'), undefined)
    assert.equal(body.summary.introduced, body.introduced.length)
    assert.equal(body.summary.by_severity.critical, body.introduced.filter((f: { severity: string }) => f.severity === 'critical').length)
    assert.equal(body.summary.resolved, 0)
    assert.ok(Date.parse(body.expires_at) - Date.parse(body.created_at) === 30 * 86_400_000)

    const read = await t.app.inject({ method: 'GET', url: `/v1/plan_checks/${body.id}`, headers: tenant.headers })
    assert.equal(read.statusCode, 200)
    assert.deepEqual(read.json(), body)
    // Nothing was written to the inventory or the findings.
    assert.equal(Number((await t.storage.db.selectFrom('resources').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n), 0)
    assert.equal(Number((await t.storage.db.selectFrom('findings').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n), 0)
  })

  test('fail_on sets the threshold: a plan whose worst new finding is medium passes at high and fails at medium', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const document = plan([{ address: 'aws_s3_bucket.archive', type: 'aws_s3_bucket', actions: ['create'], after: bucketValues('archive-7', { versioning: [{ enabled: false, mfa_delete: false }] }) }])
    const verdicts: Record<string, boolean> = {}
    for (const failOn of ['critical', 'high', 'medium', 'low']) {
      const { status, body } = await check(tenant, document, `?fail_on=${failOn}`)
      assert.equal(status, 200, JSON.stringify(body))
      assert.deepEqual(body.introduced.map((f: { check_id: string }) => f.check_id), ['arch.bucket_versioning_disabled'])
      verdicts[failOn] = body.passed
    }
    assert.deepEqual(verdicts, { critical: true, high: true, medium: false, low: false })
    const wrong = await check(tenant, document, '?fail_on=info')
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.code, 'invalid_parameter')
  })

  test('mixed actions: seeded from prior_state and audited, deletes resolve open findings, creates introduce, no-ops change nothing', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const fixture = planFixture('tfcompliance-issue522-mixed-actions-aws.tfplan.json')
    // The fixture's deleted resources are of types no check reads; a bucket with open findings joins them, deleted by the plan.
    const doomed = { address: 'aws_s3_bucket.old_reports', mode: 'managed', type: 'aws_s3_bucket', name: 'old_reports', provider_name: 'registry.terraform.io/hashicorp/aws', values: bucketValues('old-reports-7', { server_side_encryption_configuration: [] }) }
    fixture.prior_state.values.root_module.resources.push(doomed)
    fixture.resource_changes.push({ address: doomed.address, mode: 'managed', type: doomed.type, name: doomed.name, provider_name: doomed.provider_name, change: { actions: ['delete'], before: doomed.values, after: null, after_unknown: {} } })

    await importState(tenant, { format_version: '1.0', terraform_version: '1.0.0', values: fixture.prior_state.values })
    await runAuditOverHttp(t.app, tenant.headers)
    const bucketId = await resourceId(tenant, bucketArn('old-reports-7'))

    const { status, body } = await check(tenant, fixture)
    assert.equal(status, 200, JSON.stringify(body))
    const resolved = pick(body.resolved, 'cmp.encryption_at_rest_disabled', 'aws_s3_bucket.old_reports')
    assert.ok(resolved, JSON.stringify(body.resolved))
    assert.equal(resolved!.action, 'delete')
    assert.equal(resolved!.resource_id, bucketId)
    const lambda = pick(body.introduced, 'arch.function_deprecated_runtime', 'aws_lambda_function.lambda')
    assert.ok(lambda, JSON.stringify(body.introduced))
    assert.equal(lambda!.action, 'create')
    const all = [...body.introduced, ...body.resolved, ...body.undetermined] as { address: string; action: string }[]
    assert.ok(all.every((f) => f.action !== 'no-op'))
    assert.equal(body.summary.resolved, body.resolved.length)
  })

  test('a replaced resource keeps its inventory identity from prior_state: what it fixes is resolved, what it keeps is unchanged', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const old = bucketValues('ledger-7', { server_side_encryption_configuration: [], versioning: [{ enabled: false, mfa_delete: false }] })
    await importState(tenant, state({ resources: [{ address: 'aws_s3_bucket.ledger', mode: 'managed', type: 'aws_s3_bucket', name: 'ledger', values: old }] }))
    await runAuditOverHttp(t.app, tenant.headers)
    const id = await resourceId(tenant, bucketArn('ledger-7'))
    const { arn: _arn, id: _id, ...known } = bucketValues('ledger-7', { versioning: [{ enabled: false, mfa_delete: false }] })
    for (const actions of [['delete', 'create'], ['create', 'delete']]) {
      const { status, body } = await check(tenant, plan([{ address: 'aws_s3_bucket.ledger', type: 'aws_s3_bucket', actions, before: old, after: known, unknown: { arn: true, id: true } }]))
      assert.equal(status, 200, JSON.stringify(body))
      assert.deepEqual(body.resolved.map((f: { check_id: string; action: string; resource_id: string }) => [f.check_id, f.action, f.resource_id]), [['cmp.encryption_at_rest_disabled', 'replace', id]])
      assert.deepEqual(body.introduced, [])
      assert.equal(body.summary.unchanged, 1) // versioning stays disabled
      assert.equal(body.passed, true)
    }
  })

  test('a value known only after apply makes the verdict undetermined, never introduced; known, the same value is introduced', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const database = (publicly: Record<string, unknown>) => ({
      identifier: 'orders', engine: 'postgres', engine_version: '16.4', instance_class: 'db.t3.medium', multi_az: true, storage_encrypted: true,
      backup_retention_period: 14, deletion_protection: true, allocated_storage: 20, tags: {}, ...publicly,
    })
    const unknownPlan = plan([{ address: 'aws_db_instance.orders', type: 'aws_db_instance', actions: ['create'], after: database({}), unknown: { arn: true, id: true, publicly_accessible: true, endpoint: true } }])
    const unknown = await check(tenant, unknownPlan)
    assert.equal(unknown.status, 200, JSON.stringify(unknown.body))
    assert.ok(pick(unknown.body.undetermined, 'sec.database_publicly_accessible', 'aws_db_instance.orders'), JSON.stringify(unknown.body))
    assert.equal(pick(unknown.body.introduced, 'sec.database_publicly_accessible', 'aws_db_instance.orders'), undefined)
    assert.equal(unknown.body.summary.undetermined, unknown.body.undetermined.length)
    assert.equal(unknown.body.passed, true)

    const known = await check(tenant, plan([{ address: 'aws_db_instance.orders', type: 'aws_db_instance', actions: ['create'], after: database({ publicly_accessible: true }), unknown: { arn: true, id: true, endpoint: true } }]))
    assert.ok(pick(known.body.introduced, 'sec.database_publicly_accessible', 'aws_db_instance.orders'))
    assert.equal(pick(known.body.undetermined, 'sec.database_publicly_accessible', 'aws_db_instance.orders'), undefined)
    assert.equal(known.body.passed, false)
  })

  test(`a plan of more than ${SYNC_CHANGE_LIMIT} changes is queued (202), checked by a job and polled`, async () => {
    const tenant = await t.tenant({ sandbox: false })
    const changes: Change[] = Array.from({ length: SYNC_CHANGE_LIMIT }, (_, i) => ({
      address: `aws_sqs_queue.q${i}`, type: 'aws_sqs_queue', actions: ['create'], after: { name: `q${i}`, tags: {} }, unknown: { arn: true, id: true },
    }))
    changes.push({ address: 'aws_s3_bucket.open', type: 'aws_s3_bucket', actions: ['create'], after: bucketValues('open-7', { acl: 'public-read' }) })
    const before = await rows()
    const { status, body, headers } = await check(tenant, plan(changes))
    assert.equal(status, 202, JSON.stringify(body).slice(0, 500))
    assert.equal(body.status, 'queued')
    assert.equal(body.summary, null)
    assert.equal(body.passed, null)
    assert.equal(headers.location, `/v1/plan_checks/${body.id}`)
    assert.equal(await rows(), before + 1)
    let polled = body
    for (let i = 0; i < 2400 && (polled.status === 'queued' || polled.status === 'running'); i++) {
      await sleep(50)
      polled = (await t.app.inject({ method: 'GET', url: `/v1/plan_checks/${body.id}`, headers: tenant.headers })).json()
    }
    assert.equal(polled.status, 'completed', JSON.stringify(polled).slice(0, 500))
    assert.ok(pick(polled.introduced, 'sec.bucket_public_read', 'aws_s3_bucket.open'))
    assert.equal(polled.passed, false)
    const stored = await t.storage.db.selectFrom('plan_checks').select('input').where('tenant_id', '=', tenant.id).where('id', '=', body.id).executeTakeFirstOrThrow()
    assert.equal(stored.input, null, 'the kept plan is dropped once checked')
  })

  test('another tenant\'s plan check is a 404; a missing scope is a 403 and no token a 401', async () => {
    const owner = await t.tenant({ sandbox: false })
    const other = await t.tenant({ sandbox: false })
    const { body } = await check(owner, plan([]))
    const foreign = await t.app.inject({ method: 'GET', url: `/v1/plan_checks/${body.id}`, headers: other.headers })
    assert.equal(foreign.statusCode, 404)
    assert.equal(foreign.json().error.code, 'not_found')
    const readOnly = await t.token(owner.id, ['audits:read'])
    const refused = await check(readOnly, plan([]))
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'insufficient_scope')
    assert.equal((await t.app.inject({ method: 'GET', url: `/v1/plan_checks/${body.id}`, headers: readOnly.headers })).statusCode, 200)
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: { 'content-type': 'application/json' }, payload: '{}' })
    assert.equal(anonymous.statusCode, 401)
  })

  test('hostile and wrong bodies are refused in the envelope and store nothing', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const before = await rows()
    const refusals: [string, number, string, RegExp?][] = [
      ['{"planned_values": ', 400, 'invalid_json'],
      ['[' .repeat(100) + ']'.repeat(100), 400, 'invalid_json'],
      ['[]', 422, 'invalid_plan', /got an array/],
      ['{}', 422, 'invalid_plan', /planned_values and resource_changes are missing/],
      [JSON.stringify(state({ resources: [] })), 422, 'invalid_plan', /Terraform state, not a plan.*resources\/imports/],
      ['{"planned_values": {}, "resource_changes": [{"address": "a.b", "change": {"actions": ["explode"]}}]}', 422, 'invalid_plan', /actions/],
      ['{"resource_changes": {}}', 422, 'invalid_plan', /must be an array/],
      [JSON.stringify({ planned_values: {}, resource_changes: Array.from({ length: MAX_CHANGES + 1 }, (_, i) => ({ address: `a.r${i}`, change: { actions: ['no-op'] } })) }), 422, 'invalid_plan', /at most 20,000 are checked/],
    ]
    for (const [payload, status, code, message] of refusals) {
      const { status: got, body } = await check(tenant, payload)
      assert.equal(got, status, `${payload.slice(0, 40)} → ${JSON.stringify(body)}`)
      assert.equal(body.error.code, code)
      assert.ok(body.error.request_id)
      if (message) assert.match(body.error.message, message)
    }
    const huge = await t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: Buffer.alloc(33 * 1024 * 1024, 0x20) })
    assert.equal(huge.statusCode, 413)
    assert.equal(huge.json().error.code, 'payload_too_large')
    const noBody = await t.app.inject({ method: 'POST', url: '/v1/plan_checks', headers: tenant.headers })
    assert.equal(noBody.statusCode, 422)
    assert.equal(noBody.json().error.code, 'invalid_plan')
    assert.equal(await rows(), before)
  })

  test('plan checks are deleted 30 days after they were received', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const { body } = await check(tenant, plan([]))
    const created = Date.parse(body.created_at)
    const exists = async () => (await t.app.inject({ method: 'GET', url: `/v1/plan_checks/${body.id}`, headers: tenant.headers })).statusCode
    await planCheckRetention.prune(t.storage.db, new Date(created + 29 * 86_400_000))
    assert.equal(await exists(), 200)
    await planCheckRetention.prune(t.storage.db, new Date(created + 31 * 86_400_000))
    assert.equal(await exists(), 404)
  })
})
