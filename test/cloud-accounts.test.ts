import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { parse as parseHcl } from '@cdktf/hcl2json'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// /v1/cloud_accounts over HTTP: create, list, retrieve, update and delete, the strict checks of role ARNs and
// regions, scopes, another tenant's ids, the workspace audit log, and GET /v1/cloud_accounts/aws_setup with
// its templates (the CloudFormation JSON parsed, the Terraform parsed by an HCL parser).

const PRINCIPAL = 'arn:aws:iam::999988887777:role/posture-service'
const ROLE = 'arn:aws:iam::123456789012:role/PostureAudit'

describe(`cloud accounts API (${BACKEND})`, () => {
  let t: TestApp
  let me: TestTenant
  before(async () => {
    t = await startTestApp({ aws: { principalArn: PRINCIPAL } })
    me = await t.tenant({ sandbox: false })
  })
  after(async () => { await t?.close() })

  const call = async (method: string, url: string, payload?: unknown, who: TestTenant = me) => {
    const r = await t.app.inject({ method: method as 'GET', url, headers: who.headers, ...(payload !== undefined ? { payload: payload as object } : {}) })
    return { status: r.statusCode, json: r.body ? r.json() : undefined, headers: r.headers }
  }

  test('create, retrieve, list with filters and pages, update and delete an account', async () => {
    const created = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: ROLE }, regions: ['eu-west-1', 'us-east-1'], schedule: 'hourly' })
    assert.equal(created.status, 201, JSON.stringify(created.json))
    const a = created.json
    assert.match(a.id, /^cac_[0-9A-Za-z]{22}$/)
    assert.equal(created.headers.location, `/v1/cloud_accounts/${a.id}`)
    assert.deepEqual({ ...a, id: undefined, created_at: undefined, updated_at: undefined }, {
      id: undefined, provider: 'aws', kind: 'account', parent: null, name: 'AWS 123456789012',
      aws: { role_arn: ROLE, account_id: null, organization: null, member_state: null },
      regions: ['eu-west-1', 'us-east-1'], schedule: 'hourly', status: 'pending_verification', last_error: null, verified_at: null,
      created_at: undefined, updated_at: undefined,
    })
    assert.deepEqual((await call('GET', `/v1/cloud_accounts/${a.id}`)).json, a)

    const org = await call('POST', '/v1/cloud_accounts', { provider: 'aws', name: 'Acme org', aws: { organization: { role_arn: 'arn:aws:iam::210987654321:role/OrgReader', member_role_name: 'PostureAudit' } } })
    assert.equal(org.status, 201, JSON.stringify(org.json))
    assert.equal(org.json.kind, 'organization')
    assert.deepEqual(org.json.aws.organization, { role_arn: 'arn:aws:iam::210987654321:role/OrgReader', member_role_name: 'PostureAudit' })
    assert.equal(org.json.regions, null)
    assert.equal(org.json.schedule, 'daily')

    const page1 = await call('GET', '/v1/cloud_accounts?limit=1')
    assert.equal(page1.status, 200)
    assert.deepEqual(page1.json.data.map((x: { id: string }) => x.id), [org.json.id])
    assert.equal(page1.json.has_more, true)
    const page2 = await call('GET', `/v1/cloud_accounts?limit=1&cursor=${encodeURIComponent(page1.json.next_cursor)}`)
    assert.deepEqual(page2.json.data.map((x: { id: string }) => x.id), [a.id])
    assert.equal(page2.json.next_cursor, null)
    assert.equal((await call('GET', `/v1/cloud_accounts?limit=1&status=connected&cursor=${encodeURIComponent(page1.json.next_cursor)}`)).json.error.code, 'invalid_cursor')
    assert.equal((await call('GET', '/v1/cloud_accounts?status=connected')).json.data.length, 0)
    assert.equal((await call('GET', '/v1/cloud_accounts?status=pending_verification&provider=aws')).json.data.length, 2)
    assert.equal((await call('GET', `/v1/cloud_accounts?parent=${org.json.id}`)).json.data.length, 0)

    const renamed = await call('PATCH', `/v1/cloud_accounts/${a.id}`, { name: 'Production', regions: null, schedule: 'weekly' })
    assert.equal(renamed.status, 200, JSON.stringify(renamed.json))
    assert.equal(renamed.json.name, 'Production')
    assert.equal(renamed.json.regions, null)
    assert.equal(renamed.json.schedule, 'weekly')
    const moved = await call('PATCH', `/v1/cloud_accounts/${a.id}`, { aws: { role_arn: 'arn:aws:iam::123456789012:role/audit/PostureAudit2' } })
    assert.equal(moved.json.aws.role_arn, 'arn:aws:iam::123456789012:role/audit/PostureAudit2')
    assert.equal(moved.json.status, 'pending_verification')
    const orgRenamed = await call('PATCH', `/v1/cloud_accounts/${org.json.id}`, { aws: { organization: { member_role_name: 'Reader' } } })
    assert.equal(orgRenamed.json.aws.organization.member_role_name, 'Reader')
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${org.json.id}`, { aws: { role_arn: ROLE } })).json.error.code, 'invalid_parameter')
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${a.id}`, { aws: { organization: { member_role_name: 'X' } } })).json.error.code, 'invalid_parameter')
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${a.id}`, {})).status, 422)

    assert.equal((await call('DELETE', `/v1/cloud_accounts/${a.id}`)).status, 204)
    assert.equal((await call('GET', `/v1/cloud_accounts/${a.id}`)).json.error.code, 'not_found')
    assert.equal((await call('DELETE', `/v1/cloud_accounts/${a.id}`)).json.error.code, 'not_found')
    assert.equal((await call('DELETE', `/v1/cloud_accounts/${org.json.id}`)).status, 204)

    const log = await call('GET', '/v1/audit_log?limit=20')
    const actions = log.json.data.map((e: { action: string; details: { cloud_account_id?: string } }) => `${e.action} ${e.details.cloud_account_id === a.id ? 'a' : e.details.cloud_account_id === org.json.id ? 'org' : '?'}`)
    assert.deepEqual(actions.filter((x: string) => x.startsWith('cloud_account.')).reverse(), [
      'cloud_account.created a', 'cloud_account.created org', 'cloud_account.updated a', 'cloud_account.updated a', 'cloud_account.updated org',
      'cloud_account.deleted a', 'cloud_account.deleted org',
    ])
    const update = log.json.data.find((e: { action: string }) => e.action === 'cloud_account.updated')
    assert.ok(Array.isArray(update.details.changed))
  })

  test('one cloud account per role: a second is 409 naming the first', async () => {
    const role = 'arn:aws:iam::111122223333:role/Dup'
    const first = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: role } })
    const again = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: role } })
    assert.equal(again.status, 409)
    assert.equal(again.json.error.code, 'cloud_account_exists')
    assert.equal(again.json.error.details.cloud_account_id, first.json.id)
    const other = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws:iam::111122223333:role/Other' } })
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${other.json.id}`, { aws: { role_arn: role } })).json.error.code, 'cloud_account_exists')
  })

  test('role ARNs, role names and regions are checked strictly, each with a 422 that says what is wrong', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ aws: { role_arn: 'arn:aws:iam::12345:role/X' } }, 'invalid_role_arn', /12 digits/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:user/alice' } }, 'invalid_role_arn', /user, not a role/],
      [{ aws: { role_arn: 'arn:aws:sts::123456789012:assumed-role/X/s' } }, 'invalid_role_arn', /assumed-role session/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:role/' } }, 'invalid_role_arn', /IAM role ARN/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:role/a b' } }, 'invalid_role_arn', /IAM role ARN/],
      [{ aws: { role_arn: `arn:aws:iam::123456789012:role/${'x'.repeat(65)}` } }, 'invalid_role_arn', /1-64/],
      [{ aws: { role_arn: 'arn:gcp:iam::123456789012:role/X' } }, 'invalid_role_arn', /IAM role ARN/],
      [{ aws: { organization: { role_arn: ROLE, member_role_name: 'has/path' } } }, 'invalid_role_arn', /member_role_name/],
      [{ aws: {} }, 'invalid_parameter', /exactly one of role_arn/],
      [{ aws: { role_arn: ROLE, organization: { role_arn: ROLE, member_role_name: 'X' } } }, 'invalid_parameter', /exactly one/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:role/R1' }, regions: ['eu-west-9'] }, 'invalid_region', /eu-west-9.*not an AWS region/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:role/R2' }, regions: ['cn-north-1'] }, 'invalid_region', /aws-cn partition/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:role/R3' }, regions: [] }, 'invalid_parameter', /regions/],
      [{ aws: { role_arn: 'arn:aws:iam::123456789012:role/R4' }, schedule: 'monthly' }, 'invalid_parameter', /schedule/],
    ]
    for (const [body, code, message] of cases) {
      const r = await call('POST', '/v1/cloud_accounts', { provider: 'aws', ...(body as object) })
      assert.equal(r.status, 422, `${JSON.stringify(body)} → ${r.status} ${JSON.stringify(r.json)}`)
      assert.equal(r.json.error.code, code, JSON.stringify(r.json))
      assert.match(r.json.error.message, message)
    }
    const cn = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws-cn:iam::123456789012:role/China' }, regions: ['cn-north-1'] })
    assert.equal(cn.status, 201, JSON.stringify(cn.json))
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${cn.json.id}`, { regions: ['eu-west-1'] })).json.error.code, 'invalid_region')
  })

  test('scopes: reading needs cloud_accounts:read, every change cloud_accounts:write', async () => {
    const created = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws:iam::444455556666:role/Scoped' } })
    const reader = await t.token(me.id, ['cloud_accounts:read'])
    const nobody = await t.token(me.id, ['findings:read'])
    for (const url of ['/v1/cloud_accounts', `/v1/cloud_accounts/${created.json.id}`, '/v1/cloud_accounts/aws_setup']) {
      assert.equal((await call('GET', url, undefined, reader)).status, 200, url)
      const refused = await call('GET', url, undefined, nobody)
      assert.equal(refused.status, 403, url)
      assert.equal(refused.json.error.code, 'insufficient_scope')
    }
    for (const [method, url, body] of [
      ['POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws:iam::444455556666:role/Other' } }],
      ['PATCH', `/v1/cloud_accounts/${created.json.id}`, { name: 'x' }],
      ['POST', `/v1/cloud_accounts/${created.json.id}/verify`, {}],
      ['DELETE', `/v1/cloud_accounts/${created.json.id}`, undefined],
    ] as const) {
      const refused = await call(method, url, body, reader)
      assert.equal(refused.status, 403, `${method} ${url}`)
      assert.match(refused.json.error.message, /cloud_accounts:write/)
    }
    assert.equal((await t.app.inject({ url: '/v1/cloud_accounts' })).statusCode, 401)
  })

  test('another tenant\'s cloud account is 404 on every route, and its list shows none of mine', async () => {
    const mine = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws:iam::777788889999:role/Mine' } })
    const stranger = await t.tenant({ sandbox: false })
    for (const [method, url, body] of [
      ['GET', `/v1/cloud_accounts/${mine.json.id}`, undefined], ['PATCH', `/v1/cloud_accounts/${mine.json.id}`, { name: 'x' }],
      ['POST', `/v1/cloud_accounts/${mine.json.id}/verify`, {}], ['DELETE', `/v1/cloud_accounts/${mine.json.id}`, undefined],
    ] as const) {
      const r = await call(method, url, body, stranger)
      assert.equal(r.status, 404, `${method} ${url}`)
      assert.equal(r.json.error.code, 'not_found')
    }
    assert.deepEqual((await call('GET', `/v1/cloud_accounts?parent=${mine.json.id}`, undefined, stranger)).json.data, [])
    assert.deepEqual((await call('GET', '/v1/cloud_accounts', undefined, stranger)).json.data, [])
    // The same role may be connected by another tenant: it is its external id, not mine, that its role must require.
    assert.equal((await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: 'arn:aws:iam::777788889999:role/Mine' } }, stranger)).status, 201)
    assert.equal((await call('GET', `/v1/cloud_accounts/${mine.json.id}`)).status, 200)
  })

  test('aws_setup: one stable, unguessable external id per tenant; templates trusting only the principal with it', async () => {
    const first = await call('GET', '/v1/cloud_accounts/aws_setup')
    assert.equal(first.status, 200, JSON.stringify(first.json))
    const setup = first.json
    assert.match(setup.external_id, /^posture-[0-9A-Za-z]{33}$/)
    assert.deepEqual((await call('GET', '/v1/cloud_accounts/aws_setup')).json.external_id, setup.external_id)
    const other = await t.tenant({ sandbox: false })
    assert.notEqual((await call('GET', '/v1/cloud_accounts/aws_setup', undefined, other)).json.external_id, setup.external_id)
    assert.equal(setup.principal_arn, PRINCIPAL)
    assert.equal(setup.principal_source, 'configured')
    assert.equal(setup.principal_error, null)
    assert.deepEqual(setup.managed_policy_arns, ['arn:aws:iam::aws:policy/SecurityAudit', 'arn:aws:iam::aws:policy/job-function/ViewOnlyAccess'])

    const template = JSON.parse(setup.cloudformation_template)
    assert.equal(template.AWSTemplateFormatVersion, '2010-09-09')
    const roles = Object.values(template.Resources as Record<string, { Type: string; Properties: any }>).filter((r) => r.Type === 'AWS::IAM::Role')
    assert.equal(roles.length, 1)
    const props = roles[0]!.Properties
    assert.deepEqual(props.AssumeRolePolicyDocument.Statement, [{
      Effect: 'Allow', Principal: { AWS: PRINCIPAL }, Action: 'sts:AssumeRole', Condition: { StringEquals: { 'sts:ExternalId': setup.external_id } },
    }])
    assert.deepEqual(props.ManagedPolicyArns, [{ 'Fn::Sub': 'arn:${AWS::Partition}:iam::aws:policy/SecurityAudit' }, { 'Fn::Sub': 'arn:${AWS::Partition}:iam::aws:policy/job-function/ViewOnlyAccess' }])
    assert.deepEqual(template.Outputs.RoleArn.Value, { 'Fn::GetAtt': ['PostureAuditRole', 'Arn'] })

    const hcl = await parseHcl('posture.tf', setup.terraform) as any
    const role = hcl.resource.aws_iam_role.posture_audit[0]
    assert.equal(role.name, 'PostureAudit')
    // jsonencode({...}) is an expression, which the parser gives as its text: the trust is in it as written.
    const trust = String(role.assume_role_policy)
    assert.match(trust, /jsonencode/)
    assert.ok(trust.includes(`AWS = "${PRINCIPAL}"`), trust)
    assert.ok(trust.includes(`"sts:ExternalId" = "${setup.external_id}"`), trust)
    const attachments = hcl.resource.aws_iam_role_policy_attachment
    assert.deepEqual(Object.keys(attachments).sort(), ['posture_security_audit', 'posture_view_only'])
    assert.match(attachments.posture_security_audit[0].policy_arn, /iam::aws:policy\/SecurityAudit$/)
    assert.match(attachments.posture_view_only[0].policy_arn, /iam::aws:policy\/job-function\/ViewOnlyAccess$/)
    assert.ok(hcl.data.aws_partition.current)
    await assert.rejects(parseHcl('broken.tf', setup.terraform.replace('resource "aws_iam_role"', 'resource "aws_iam_role" {')), 'the parser refuses broken HCL (so the assertions above mean something)')
  })
})
