import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { CloseAccountCommand, CreateAccountCommand, CreateOrganizationCommand, OrganizationsClient, RemoveAccountFromOrganizationCommand } from '@aws-sdk/client-organizations'
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts'
import { startFaultProxy, s3Operation } from './fakes/aws-fault-proxy.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { emulatorSettings, MOTO_ACCOUNT, startMoto, type Moto } from './helpers/moto.ts'

// POST /v1/cloud_accounts/{id}/verify against a real AWS API emulator (moto), with the faults moto cannot make
// from a proxy in front of it: a role assumed with the tenant's external id and a session named for it, the
// account id checked, one read per service and the permissions missing, a role that cannot be assumed, another
// tenant naming my role, throttling and silence (an answer, never a 5xx), and an organization's members kept
// as child cloud accounts across joins, suspensions and departures. moto accepts any external id for any
// role (README "Connecting AWS"), so the trust policy's refusal is the proxy's.

const ROLE = 'arn:aws:iam::111111111111:role/PostureAudit'

describe(`cloud account verification against moto (${BACKEND})`, () => {
  let moto: Moto
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>
  let t: TestApp
  /** The same service with short attempts (1.5 s a call), for the cloud that never answers. */
  let quick: TestApp
  let me: TestTenant
  before(async () => {
    moto = await startMoto()
    proxy = await startFaultProxy({ host: '127.0.0.1', port: moto.port })
    // The emulator's own per-call bound (10 s, far above what moto takes on a loaded machine); the principal
    // comes from the host's (dummy) credentials.
    t = await startTestApp({ aws: { settings: emulatorSettings(proxy.endpoint) } })
    quick = await startTestApp({ aws: { settings: emulatorSettings(proxy.endpoint, { timeoutMs: 1500 }) } })
  })
  after(async () => { await t?.close(); await quick?.close(); await proxy?.close(); await moto?.stop() })
  beforeEach(async () => { await moto.reset(); proxy.clear(); me = await t.tenant({ sandbox: false }) })

  const call = async (method: string, url: string, payload?: unknown, who: TestTenant = me) => {
    const r = await (who.id === quickTenant?.id ? quick : t).app.inject({ method: method as 'GET', url, headers: who.headers, ...(payload !== undefined ? { payload: payload as object } : {}) })
    return { status: r.statusCode, json: r.body ? r.json() : undefined }
  }
  let quickTenant: TestTenant | undefined
  const connect = async (aws: object, who: TestTenant = me) => {
    const r = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws }, who)
    assert.equal(r.status, 201, JSON.stringify(r.json))
    return r.json.id as string
  }
  const verify = async (id: string, who: TestTenant = me) => {
    const r = await call('POST', `/v1/cloud_accounts/${id}/verify`, undefined, who)
    assert.equal(r.status, 200, JSON.stringify(r.json))
    return r.json
  }
  const externalId = async (who: TestTenant = me) => (await call('GET', '/v1/cloud_accounts/aws_setup', undefined, who)).json.external_id as string

  test('aws_setup names the principal the service runs as, read from its own credentials with GetCallerIdentity', async () => {
    const setup = (await call('GET', '/v1/cloud_accounts/aws_setup')).json
    const identity = await new STSClient({ region: 'us-east-1', endpoint: moto.endpoint }).send(new GetCallerIdentityCommand({}))
    assert.equal(setup.principal_arn, identity.Arn)
    assert.equal(setup.principal_source, 'caller_identity')
    assert.ok(JSON.parse(setup.cloudformation_template).Resources.PostureAuditRole.Properties.AssumeRolePolicyDocument.Statement[0].Principal.AWS === identity.Arn)
  })

  test('a role that trusts the service: connected, the account id read, every probe passed, the session named for the tenant', async () => {
    const id = await connect({ role_arn: ROLE })
    const result = await verify(id)
    assert.equal(result.status, 'connected', JSON.stringify(result))
    assert.equal(result.account_id, '111111111111')
    assert.deepEqual(result.missing_permissions, [])
    assert.deepEqual(result.checks.map((c: { permission: string; ok: boolean }) => [c.permission, c.ok]), [
      ['sts:AssumeRole', true], ['sts:GetCallerIdentity', true], ['s3:ListAllMyBuckets', true], ['s3:GetAccountPublicAccessBlock', true],
      ['ec2:DescribeRegions', true], ['ec2:DescribeInstances', true], ['iam:GetAccountSummary', true], ['iam:ListUsers', true],
    ])
    assert.equal(result.members, null)
    assert.equal(result.cloud_account.status, 'connected')
    assert.equal(result.cloud_account.aws.account_id, '111111111111')
    assert.equal(result.cloud_account.last_error, null)
    assert.ok(result.cloud_account.verified_at)
    const assume = proxy.seen.filter((r) => r.action === 'AssumeRole')
    assert.equal(assume.length, 1)
    assert.equal(assume[0]!.params.get('ExternalId'), await externalId())
    assert.equal(assume[0]!.params.get('RoleSessionName'), `posture-${me.id}`)
    assert.equal(assume[0]!.params.get('RoleArn'), ROLE)
    assert.deepEqual((await call('GET', `/v1/cloud_accounts/${id}`)).json, result.cloud_account)
    const log = (await call('GET', '/v1/audit_log?limit=5')).json.data
    const entry = log.find((e: { action: string }) => e.action === 'cloud_account.verified')
    assert.deepEqual({ ...entry.details }, { cloud_account_id: id, status: 'connected', account_id: '111111111111', missing_permissions: [], failed: [] })
  })

  test('AccessDenied on one service names its permissions as missing: status error, HTTP 200', async () => {
    proxy.add({ match: (r) => r.service === 'iam', fault: { error: { status: 403, code: 'AccessDenied', message: 'User: arn:aws:sts::111111111111:assumed-role/PostureAudit/x is not authorized to perform: iam:*' } } })
    proxy.add({ match: (r) => r.service === 's3' && s3Operation(r) === 'ListBuckets', fault: { error: { status: 403, code: 'AccessDenied', message: 'Access Denied' } } })
    const result = await verify(await connect({ role_arn: ROLE }))
    assert.equal(result.status, 'error')
    assert.deepEqual(result.missing_permissions, ['s3:ListAllMyBuckets', 'iam:GetAccountSummary', 'iam:ListUsers'])
    const denied = result.checks.filter((c: { ok: boolean }) => !c.ok)
    assert.ok(denied.every((c: { code: string; missing_permission: boolean }) => c.code === 'AccessDenied' && c.missing_permission), JSON.stringify(denied))
    assert.ok(result.checks.find((c: { permission: string }) => c.permission === 'ec2:DescribeInstances').ok)
    assert.match(result.cloud_account.last_error, /lacks s3:ListAllMyBuckets, iam:GetAccountSummary, iam:ListUsers \(AccessDenied\).*SecurityAudit and ViewOnlyAccess/)
    assert.equal(result.account_id, '111111111111')
  })

  test('a role that cannot be assumed, and my role named by another tenant (its external id is not mine): error, nothing else tried', async () => {
    const mine = await externalId()
    // The trust policy's condition on sts:ExternalId, as STS applies it (moto does not).
    proxy.add({ match: (r) => r.action === 'AssumeRole' && r.params.get('ExternalId') !== mine, fault: { error: { status: 403, code: 'AccessDenied', message: 'User: arn:aws:iam::123456789012:user/moto is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::111111111111:role/PostureAudit' } } })
    const stranger = await t.tenant({ sandbox: false })
    assert.notEqual(await externalId(stranger), mine)
    const theirs = await verify(await connect({ role_arn: ROLE }, stranger), stranger)
    assert.equal(theirs.status, 'error')
    assert.equal(theirs.account_id, null)
    assert.deepEqual(theirs.checks.map((c: { operation: string; ok: boolean; code: string }) => [c.operation, c.ok, c.code]), [['AssumeRole', false, 'AccessDenied']])
    assert.match(theirs.cloud_account.last_error, /could not assume arn:aws:iam::111111111111:role\/PostureAudit: AccessDenied.*sts:ExternalId/)
    assert.equal(theirs.cloud_account.aws.account_id, null)
    const assumed = proxy.seen.filter((r) => r.action === 'AssumeRole').map((r) => [r.params.get('ExternalId'), r.params.get('RoleSessionName')])
    assert.deepEqual(assumed, [[await externalId(stranger), `posture-${stranger.id}`]])
    // The same role for me, with my external id, is let in.
    assert.equal((await verify(await connect({ role_arn: ROLE }))).status, 'connected')
  })

  test('a session in another account than the role names is refused', async () => {
    proxy.add({ match: (r) => r.action === 'GetCallerIdentity', fault: { rewrite: (body) => body.replaceAll('111111111111', '222222222222') } })
    const result = await verify(await connect({ role_arn: ROLE }))
    assert.equal(result.status, 'error')
    assert.equal(result.account_id, '222222222222')
    assert.equal(result.cloud_account.aws.account_id, null)
    assert.match(result.cloud_account.last_error, /names account 111111111111, but its session is in account 222222222222/)
  })

  test('throttling past the retries and a service that never answers: errors with AWS\'s codes, bounded, HTTP 200', async () => {
    proxy.add({ match: (r) => r.action === 'DescribeInstances', fault: { hang: true } })
    proxy.add({ match: (r) => r.service === 'iam' && r.action === 'ListUsers', fault: { error: { status: 400, code: 'Throttling', message: 'Rate exceeded' } } })
    quickTenant = await quick.tenant({ sandbox: false })
    const result = await verify(await connect({ role_arn: ROLE }, quickTenant), quickTenant)
    assert.equal(result.status, 'error')
    const byPermission = Object.fromEntries(result.checks.map((c: { permission: string }) => [c.permission, c]))
    assert.equal(byPermission['ec2:DescribeInstances'].ok, false)
    assert.match(byPermission['ec2:DescribeInstances'].code, /Timeout/)
    assert.equal(byPermission['iam:ListUsers'].code, 'Throttling')
    assert.equal(byPermission['iam:ListUsers'].missing_permission, false)
    assert.deepEqual(result.missing_permissions, [])
    assert.ok(proxy.seen.filter((r) => r.action === 'ListUsers').length > 1, 'throttled calls are retried before the error is recorded')
    assert.match(result.cloud_account.last_error, /ec2:DescribeInstances failed: .*Timeout.*iam:ListUsers failed: Throttling/)
  })

  test('an organization keeps one child per member: added, suspended, left_organization, never dropped; each verified with its own role', async () => {
    const org = new OrganizationsClient({ region: 'us-east-1', endpoint: moto.endpoint })
    await org.send(new CreateOrganizationCommand({ FeatureSet: 'ALL' }))
    const made: string[] = []
    for (const name of ['prod', 'staging', 'sandbox']) made.push((await org.send(new CreateAccountCommand({ AccountName: name, Email: `${name}@example.com` }))).CreateAccountStatus!.AccountId!)
    await org.send(new CloseAccountCommand({ AccountId: made[2] }))
    const orgId = await connect({ organization: { role_arn: `arn:aws:iam::${MOTO_ACCOUNT}:role/OrgReader`, member_role_name: 'PostureAudit' } })

    const first = await verify(orgId)
    assert.equal(first.status, 'connected', JSON.stringify(first))
    assert.deepEqual(first.checks.map((c: { permission: string; ok: boolean }) => [c.permission, c.ok]), [['sts:AssumeRole', true], ['sts:GetCallerIdentity', true], ['organizations:ListAccounts', true]])
    assert.deepEqual(first.members, { listed: 4, added: 4, active: 3, suspended: 1, closed: 0, left_organization: 0 })
    const children = async () => {
      const r = await call('GET', `/v1/cloud_accounts?parent=${orgId}&limit=200`)
      return Object.fromEntries(r.json.data.map((c: { aws: { account_id: string } }) => [c.aws.account_id, c])) as Record<string, any>
    }
    let kids = await children()
    assert.deepEqual(Object.keys(kids).sort(), [MOTO_ACCOUNT, ...made].sort())
    for (const [account, child] of Object.entries(kids)) {
      assert.equal(child.parent, orgId)
      assert.equal(child.kind, 'account')
      assert.equal(child.aws.role_arn, `arn:aws:iam::${account}:role/PostureAudit`)
    }
    assert.equal(kids[made[0]!].name, 'prod')
    assert.equal(kids[made[0]!].status, 'pending_verification')
    assert.equal(kids[made[2]!].status, 'suspended')
    assert.equal(kids[made[2]!].aws.member_state, 'SUSPENDED')
    assert.match(kids[made[2]!].last_error, /lists account \d{12} as SUSPENDED/)
    // Children are in the tenant's list beside the organization.
    const all = (await call('GET', '/v1/cloud_accounts?limit=200')).json.data
    assert.equal(all.length, 5)

    // A member verified with its own role, named by the organization's member_role_name.
    const child = await verify(kids[made[0]!].id)
    assert.equal(child.status, 'connected', JSON.stringify(child))
    assert.equal(child.account_id, made[0])
    assert.ok(proxy.seen.some((r) => r.action === 'AssumeRole' && r.params.get('RoleArn') === `arn:aws:iam::${made[0]}:role/PostureAudit`))

    // One joins, one leaves: the newcomer is added, the one gone is kept and marked.
    const joined = (await org.send(new CreateAccountCommand({ AccountName: 'data', Email: 'data@example.com' }))).CreateAccountStatus!.AccountId!
    await org.send(new RemoveAccountFromOrganizationCommand({ AccountId: made[1] }))
    const second = await verify(orgId)
    assert.deepEqual(second.members, { listed: 4, added: 1, active: 3, suspended: 1, closed: 0, left_organization: 1 })
    kids = await children()
    assert.equal(Object.keys(kids).length, 5)
    assert.equal(kids[joined]!.status, 'pending_verification')
    assert.equal(kids[made[1]!].status, 'left_organization')
    assert.match(kids[made[1]!].last_error, /no longer listed/)
    assert.equal(kids[made[0]!].status, 'connected', 'a member still listed keeps its verification')
    // Verifying a departed member does not make it active again.
    assert.equal((await verify(kids[made[1]!].id)).status, 'left_organization')

    // A member's role comes from the organization; it goes only with it.
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${kids[joined]!.id}`, { aws: { role_arn: ROLE } })).json.error.code, 'cloud_account_in_organization')
    assert.equal((await call('PATCH', `/v1/cloud_accounts/${kids[joined]!.id}`, { schedule: 'manual' })).json.schedule, 'manual')
    assert.equal((await call('DELETE', `/v1/cloud_accounts/${kids[joined]!.id}`)).json.error.code, 'cloud_account_in_organization')
    await call('PATCH', `/v1/cloud_accounts/${orgId}`, { aws: { organization: { member_role_name: 'Reader' } } })
    kids = await children()
    assert.equal(kids[made[0]!].aws.role_arn, `arn:aws:iam::${made[0]}:role/Reader`)
    assert.equal(kids[made[0]!].status, 'pending_verification')
    assert.equal(kids[made[1]!].status, 'left_organization')
    assert.equal((await call('DELETE', `/v1/cloud_accounts/${orgId}`)).status, 204)
    assert.deepEqual((await call('GET', '/v1/cloud_accounts')).json.data, [])
  })

  test('an organization whose role may not list its accounts: error naming organizations:ListAccounts, no member made', async () => {
    const org = new OrganizationsClient({ region: 'us-east-1', endpoint: moto.endpoint })
    await org.send(new CreateOrganizationCommand({ FeatureSet: 'ALL' }))
    proxy.add({ match: (r) => r.service === 'organizations', fault: { error: { status: 400, code: 'AccessDeniedException', message: 'You don\'t have permissions to access this resource.' } } })
    const orgId = await connect({ organization: { role_arn: `arn:aws:iam::${MOTO_ACCOUNT}:role/OrgReader`, member_role_name: 'PostureAudit' } })
    const result = await verify(orgId)
    assert.equal(result.status, 'error')
    assert.deepEqual(result.missing_permissions, ['organizations:ListAccounts'])
    assert.equal(result.members, null)
    assert.deepEqual((await call('GET', `/v1/cloud_accounts?parent=${orgId}`)).json.data, [])
  })
})
