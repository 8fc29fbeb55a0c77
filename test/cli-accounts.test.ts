import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND } from './helpers/harness.ts'
import { startMoto, type Moto } from './helpers/moto.ts'
import { freshStoreEnv, posture } from './helpers/processes.ts'

// `posture accounts connect aws`: an operator connects an AWS account to a tenant of the configured database,
// sees the external id the role must require, and with --verify verifies it with the machine's own AWS
// credentials (here moto's dummy ones, reached through the SDK's standard AWS_ENDPOINT_URL).

describe(`posture accounts connect aws (${BACKEND})`, () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  let moto: Moto
  let tenantId: string
  before(async () => {
    moto = await startMoto()
    store = await freshStoreEnv()
    const created = await posture(['tenant', 'create', '--name', 'Clouds', '--json'], store.env)
    assert.equal(created.code, 0, created.stderr)
    tenantId = JSON.parse(created.stdout).id
  })
  after(async () => { await store?.cleanup(); await moto?.stop() })

  test('connects an account and prints the external id; the same role twice is refused with the reason', async () => {
    const role = 'arn:aws:iam::123456789012:role/PostureAudit'
    const made = await posture(['accounts', 'connect', 'aws', '--tenant', tenantId, '--role-arn', role, '--regions', 'eu-west-1,us-east-1', '--schedule', 'hourly', '--name', 'Prod'], store.env)
    assert.equal(made.code, 0, made.stderr)
    assert.match(made.stdout, /^Connected cac_\w{22} \(Prod\): arn:aws:iam::123456789012:role\/PostureAudit, eu-west-1, us-east-1, hourly\.$/m)
    assert.match(made.stdout, /sts:ExternalId = posture-\w{33} /)
    assert.match(made.stdout, /Status pending_verification: verify with POST \/v1\/cloud_accounts\/cac_\w+\/verify\./)
    const again = await posture(['accounts', 'connect', 'aws', '--tenant', tenantId, '--role-arn', role, '--json'], store.env)
    assert.notEqual(again.code, 0)
    assert.match(again.stderr, /already reads through arn:aws:iam::123456789012:role\/PostureAudit/)
  })

  test('a wrong role ARN, region, schedule or tenant is refused with a message that says what is wrong', async () => {
    const user = await posture(['accounts', 'connect', 'aws', '--tenant', tenantId, '--role-arn', 'arn:aws:iam::123456789012:user/alice'], store.env)
    assert.notEqual(user.code, 0)
    assert.match(user.stderr, /user, not a role/)
    const region = await posture(['accounts', 'connect', 'aws', '--tenant', tenantId, '--role-arn', 'arn:aws:iam::123456789012:role/R', '--regions', 'eu-west-9'], store.env)
    assert.match(region.stderr, /eu-west-9.*not an AWS region/)
    const schedule = await posture(['accounts', 'connect', 'aws', '--tenant', tenantId, '--role-arn', 'arn:aws:iam::123456789012:role/R', '--schedule', 'monthly'], store.env)
    assert.match(schedule.stderr, /--schedule must be one of hourly, daily, weekly, manual/)
    const tenant = await posture(['accounts', 'connect', 'aws', '--tenant', 'ten_nobody', '--role-arn', 'arn:aws:iam::123456789012:role/R'], store.env)
    assert.match(tenant.stderr, /No tenant with id 'ten_nobody'/)
  })

  test('--verify assumes the role with the machine\'s own credentials and prints the outcome (JSON with --json)', async () => {
    const env = { ...store.env, AWS_ENDPOINT_URL: moto.endpoint, AWS_ACCESS_KEY_ID: 'testing', AWS_SECRET_ACCESS_KEY: 'testing', AWS_REGION: 'us-east-1', AWS_CONFIG_FILE: '/dev/null', AWS_SHARED_CREDENTIALS_FILE: '/dev/null' }
    const run = await posture(['accounts', 'connect', 'aws', '--tenant', tenantId, '--role-arn', 'arn:aws:iam::111111111111:role/PostureAudit', '--verify', '--json'], env)
    const out = JSON.parse(run.stdout)
    assert.equal(out.cloud_account.id, out.verification.cloud_account.id)
    assert.equal(out.verification.account_id, '111111111111')
    const byPermission = Object.fromEntries(out.verification.checks.map((c: { permission: string; ok: boolean }) => [c.permission, c.ok]))
    assert.equal(byPermission['sts:AssumeRole'], true)
    assert.equal(byPermission['iam:ListUsers'], true)
    assert.equal(byPermission['ec2:DescribeRegions'], true)
    // Exit 0 when connected, 1 otherwise (the status says why).
    assert.equal(run.code, out.verification.status === 'connected' ? 0 : 1, run.stderr)
  })
})
