import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, beforeEach, test } from 'node:test'
import {
  AuthorizeSecurityGroupIngressCommand, CreateSecurityGroupCommand, CreateSnapshotCommand, CreateVolumeCommand, EnableEbsEncryptionByDefaultCommand,
  ModifySnapshotAttributeCommand, RunInstancesCommand,
} from '@aws-sdk/client-ec2'
import {
  AttachUserPolicyCommand, CreateAccessKeyCommand, CreateLoginProfileCommand, CreatePolicyCommand, CreateRoleCommand, CreateUserCommand,
  CreateVirtualMFADeviceCommand, EnableMFADeviceCommand, UpdateAccountPasswordPolicyCommand,
} from '@aws-sdk/client-iam'
import {
  CreateBucketCommand, PutBucketEncryptionCommand, PutBucketLifecycleConfigurationCommand, PutBucketPolicyCommand, PutBucketTaggingCommand,
  PutBucketVersioningCommand, PutPublicAccessBlockCommand,
} from '@aws-sdk/client-s3'
import { PutPublicAccessBlockCommand as PutAccountPublicAccessBlockCommand } from '@aws-sdk/client-s3-control'
import { CloseAccountCommand, CreateAccountCommand, CreateOrganizationCommand, OrganizationsClient } from '@aws-sdk/client-organizations'
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts'
import type { ResourceInput } from '../src/resources/index.ts'
import { assumeRole, callerAccount, collectAccount, organizationAccounts, REFRESH_MARGIN_MS, type ClientSettings } from '../src/collection/aws/index.ts'
import { startFaultProxy } from './fakes/aws-fault-proxy.ts'
import { emulatorSettings, MOTO_ACCOUNT, seedClients, startMoto, type Moto } from './helpers/moto.ts'
import { ROOT } from './helpers/processes.ts'

// Collection against a real AWS API emulator (moto): what S3, EC2 and IAM become, the assumed role, and
// that the pinned SDK runs on this Node without its "Node ≥ 22" notice. One moto per file, reset per test.

let moto: Moto
let proxy: Awaited<ReturnType<typeof startFaultProxy>>
let settings: ClientSettings
before(async () => {
  moto = await startMoto()
  proxy = await startFaultProxy({ host: '127.0.0.1', port: moto.port })
  settings = emulatorSettings(proxy.endpoint)
})
after(async () => { await proxy?.close(); await moto?.stop() })
beforeEach(async () => { await moto.reset(); proxy.clear() })

const host = { accessKeyId: 'testing', secretAccessKey: 'testing' }
async function collect(options: Partial<Parameters<typeof collectAccount>[0]> = {}) {
  const collection = collectAccount({ accountId: MOTO_ACCOUNT, credentials: host, settings, regions: ['eu-west-1'], ...options })
  const resources: ResourceInput[] = []
  for await (const r of collection) resources.push(r)
  return { resources, report: collection.report }
}
const byName = (resources: ResourceInput[], kind: string, name: string) => {
  const found = resources.filter((r) => r.kind === kind && r.name === name)
  assert.equal(found.length, 1, `one ${kind} named ${name} in ${resources.map((r) => `${r.kind}:${r.name}`).join(', ')}`)
  return found[0]!
}
const policy = (statement: Record<string, unknown>) => JSON.stringify({ Version: '2012-10-17', Statement: [statement] })

test('S3 buckets: exposure, encryption, versioning, lifecycle and tags in the importer\'s bucket attributes', async () => {
  const { s3 } = seedClients(moto.endpoint, 'eu-west-1')
  const here = { CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' as const } }
  await s3.send(new CreateBucketCommand({ Bucket: 'site-public', ...here }))
  await s3.send(new PutBucketPolicyCommand({ Bucket: 'site-public', Policy: policy({ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::site-public/*' }) }))
  await s3.send(new PutBucketTaggingCommand({ Bucket: 'site-public', Tagging: { TagSet: [{ Key: 'env', Value: 'prod' }] } }))
  await s3.send(new CreateBucketCommand({ Bucket: 'data-private', ...here }))
  await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'data-private', PublicAccessBlockConfiguration: { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true } }))
  await s3.send(new PutBucketVersioningCommand({ Bucket: 'data-private', VersioningConfiguration: { Status: 'Enabled' } }))
  await s3.send(new PutBucketEncryptionCommand({ Bucket: 'data-private', ServerSideEncryptionConfiguration: { Rules: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }] } }))
  await s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'data-private', LifecycleConfiguration: { Rules: [{ ID: 'old', Status: 'Enabled', Filter: { Prefix: '' }, NoncurrentVersionExpiration: { NoncurrentDays: 30 } }] } }))

  const { resources, report } = await collect({ services: ['s3'] })
  assert.deepEqual(report.errors, [])
  const site = byName(resources, 'bucket', 'site-public')
  assert.equal(site.external_id, 'arn:aws:s3:::site-public')
  assert.equal(site.region, 'eu-west-1')
  assert.deepEqual(site.tags, { env: 'prod' })
  assert.equal(site.attributes?.public_read, true)
  assert.equal(site.attributes?.public_write, false)
  assert.equal(site.attributes?.versioning, false)
  assert.equal(site.attributes?.public_access_block, false)
  assert.equal(site.attributes?.https_only, false)
  const data = byName(resources, 'bucket', 'data-private')
  assert.equal(data.attributes?.public_read, false)
  assert.equal(data.attributes?.public_access_block, true)
  assert.equal(data.attributes?.versioning, true)
  assert.equal(data.attributes?.encryption, 'aws:kms')
  assert.equal(data.attributes?.lifecycle_rules, 1)
  assert.equal(data.attributes?.noncurrent_version_expiration, true)
  assert.equal(data.attributes?.https_only, undefined, 'no bucket policy: TLS enforcement unknown, as the importer says')
  const account = byName(resources, 'account', MOTO_ACCOUNT)
  assert.equal(account.attributes?.s3_public_access_block, false)
  const progress = report.snapshot().find((p) => p.service === 's3')
  assert.equal(progress?.status, 'complete')
  assert.equal(progress?.resources, 2)
  assert.ok((progress?.calls ?? 0) >= 1 + 2 * 9, `every call is counted (${progress?.calls})`)
})

test('without an endpoint in the settings, the SDK\'s standard AWS_ENDPOINT_URL setting is what clients use', async () => {
  const { s3, iam } = seedClients(moto.endpoint, 'eu-west-1')
  await s3.send(new CreateBucketCommand({ Bucket: 'via-environment', CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' } }))
  await iam.send(new CreateUserCommand({ UserName: 'carol' }))
  const { endpoint: _unused, ...rest } = settings
  process.env.AWS_ENDPOINT_URL = proxy.endpoint.replace('127.0.0.1', 'localhost')
  try {
    const { resources, report } = await collect({ services: ['s3', 'iam'], settings: rest })
    assert.deepEqual(report.errors, [])
    assert.deepEqual(resources.filter((r) => r.kind !== 'account').map((r) => r.name).sort(), ['carol', 'via-environment'])
    assert.ok(proxy.seen.some((r) => r.service === 'iam') && proxy.seen.some((r) => r.service === 's3'), 'through the endpoint the environment names')
  } finally {
    delete process.env.AWS_ENDPOINT_URL
  }
})

test('the account-level public access block switches a public bucket policy off, and the account item says so', async () => {
  const { s3, s3control } = seedClients(moto.endpoint, 'eu-west-1')
  await s3.send(new CreateBucketCommand({ Bucket: 'site-public', CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' } }))
  await s3.send(new PutBucketPolicyCommand({ Bucket: 'site-public', Policy: policy({ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::site-public/*' }) }))
  await s3control.send(new PutAccountPublicAccessBlockCommand({ AccountId: MOTO_ACCOUNT, PublicAccessBlockConfiguration: { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true } }))
  const { resources, report } = await collect({ services: ['s3'] })
  assert.deepEqual(report.errors, [])
  const site = byName(resources, 'bucket', 'site-public')
  assert.equal(site.attributes?.public_read, false)
  assert.equal(site.attributes?.public_access_block, true)
  assert.equal(byName(resources, 'account', MOTO_ACCOUNT).attributes?.s3_public_access_block, true)
})

test('EC2: instances with IMDS settings and open admin ports, volumes, public snapshots, rules, networks, EBS default per region', async () => {
  const { ec2 } = seedClients(moto.endpoint, 'eu-west-1')
  const group = await ec2.send(new CreateSecurityGroupCommand({ GroupName: 'web', Description: 'web servers' }))
  await ec2.send(new AuthorizeSecurityGroupIngressCommand({ GroupId: group.GroupId, IpPermissions: [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, IpRanges: [{ CidrIp: '0.0.0.0/0', Description: 'ssh' }] }] }))
  await ec2.send(new RunInstancesCommand({
    ImageId: 'ami-12c6146b', MinCount: 1, MaxCount: 1, InstanceType: 't3.micro', SecurityGroupIds: [group.GroupId!],
    MetadataOptions: { HttpTokens: 'required' }, TagSpecifications: [{ ResourceType: 'instance', Tags: [{ Key: 'Name', Value: 'web-1' }] }],
  }))
  const volume = await ec2.send(new CreateVolumeCommand({ AvailabilityZone: 'eu-west-1a', Size: 20, VolumeType: 'gp3', Iops: 4000, Encrypted: true, TagSpecifications: [{ ResourceType: 'volume', Tags: [{ Key: 'Name', Value: 'spare' }] }] }))
  const snapshot = await ec2.send(new CreateSnapshotCommand({ VolumeId: volume.VolumeId, TagSpecifications: [{ ResourceType: 'snapshot', Tags: [{ Key: 'Name', Value: 'shared' }] }] }))
  await ec2.send(new ModifySnapshotAttributeCommand({ SnapshotId: snapshot.SnapshotId, Attribute: 'createVolumePermission', OperationType: 'add', GroupNames: ['all'] }))
  await ec2.send(new EnableEbsEncryptionByDefaultCommand({}))

  const { resources, report } = await collect({ services: ['ec2'], regions: ['eu-west-1', 'eu-west-2'] })
  assert.deepEqual(report.errors, [])
  const web = byName(resources, 'instance', 'web-1')
  assert.match(web.external_id, /^arn:aws:ec2:eu-west-1:123456789012:instance\/i-/)
  assert.equal(web.attributes?.metadata_tokens_required, true)
  assert.equal(web.attributes?.state, 'running')
  assert.deepEqual(web.attributes?.network_groups, [group.GroupId])
  assert.deepEqual(web.attributes?.open_admin_ports, [22])
  const rule = byName(resources, 'network_rule', 'web: ssh')
  assert.equal(rule.external_id, `arn:aws:ec2:eu-west-1:123456789012:security-group/${group.GroupId}#ingress/tcp/22/0.0.0.0/0`)
  assert.deepEqual(rule.attributes, { direction: 'ingress', action: 'allow', protocol: 'tcp', port_range: '22', cidr: '0.0.0.0/0', attached_to: [group.GroupId] })
  const spare = byName(resources, 'volume', 'spare')
  assert.deepEqual(spare.attributes, { size_gb: 20, volume_type: 'gp3', encrypted: true, attached_to: null, availability_zone: 'eu-west-1a', provisioned_iops: 4000 })
  const shared = byName(resources, 'snapshot', 'shared')
  assert.equal(shared.attributes?.public, true)
  assert.equal(shared.attributes?.source_volume, volume.VolumeId)
  assert.ok(resources.some((r) => r.kind === 'network' && r.attributes?.is_default === true && r.region === 'eu-west-2'), 'each region\'s default VPC')
  // The default VPC's default group, with the egress rule AWS gives it: the item aws_default_security_group makes.
  const defaults = resources.filter((r) => r.region === 'eu-west-1' && r.attributes?.default_group_rule_count !== undefined)
  assert.equal(defaults.length, 1)
  assert.match(defaults[0]!.external_id, /^arn:aws:ec2:eu-west-1:123456789012:security-group\/sg-[0-9a-f]+$/)
  assert.ok((defaults[0]!.attributes?.default_group_rule_count as number) > 0)
  // Encrypted by default in eu-west-1 only: the account is not covered.
  assert.equal(byName(resources, 'account', MOTO_ACCOUNT).attributes?.ebs_encryption_by_default, false)
  assert.deepEqual(report.snapshot().filter((p) => p.service === 'ec2').map((p) => [p.region, p.status]), [['eu-west-1', 'complete'], ['eu-west-2', 'complete']])
})

test('IAM: users with console, MFA, keys and admin grants; roles with open trust; the password policy and root settings', async () => {
  const { iam } = seedClients(moto.endpoint)
  const everything = await iam.send(new CreatePolicyCommand({ PolicyName: 'everything', PolicyDocument: policy({ Effect: 'Allow', Action: '*', Resource: '*' }) }))
  await iam.send(new CreateUserCommand({ UserName: 'alice' }))
  await iam.send(new CreateLoginProfileCommand({ UserName: 'alice', Password: 'Correct-Horse-9' }))
  await iam.send(new CreateAccessKeyCommand({ UserName: 'alice' }))
  await iam.send(new AttachUserPolicyCommand({ UserName: 'alice', PolicyArn: everything.Policy!.Arn }))
  await iam.send(new CreateUserCommand({ UserName: 'bob' }))
  await iam.send(new CreateLoginProfileCommand({ UserName: 'bob', Password: 'Correct-Horse-9' }))
  const device = await iam.send(new CreateVirtualMFADeviceCommand({ VirtualMFADeviceName: 'bob' }))
  await iam.send(new EnableMFADeviceCommand({ UserName: 'bob', SerialNumber: device.VirtualMFADevice!.SerialNumber, AuthenticationCode1: '123456', AuthenticationCode2: '654321' }))
  await iam.send(new CreateRoleCommand({ RoleName: 'open-door', AssumeRolePolicyDocument: policy({ Effect: 'Allow', Principal: { AWS: '*' }, Action: 'sts:AssumeRole' }) }))
  await iam.send(new UpdateAccountPasswordPolicyCommand({ MinimumPasswordLength: 8, PasswordReusePrevention: 3, RequireNumbers: true }))

  const { resources, report } = await collect({ services: ['iam'] })
  assert.deepEqual(report.errors, [])
  const alice = byName(resources, 'iam_principal', 'alice')
  assert.equal(alice.region, 'global')
  assert.deepEqual(alice.attributes?.policies, ['everything'])
  assert.equal(alice.attributes?.admin, true)
  assert.equal(alice.attributes?.console_access, true)
  assert.equal(alice.attributes?.mfa_enabled, false)
  assert.equal(alice.attributes?.active_access_keys, 1)
  assert.equal(alice.attributes?.access_key_age_days, 0)
  assert.equal(alice.attributes?.last_used_days_ago, null, 'never used: known to be never, not unknown')
  assert.equal(alice.attributes?.password_policy_min_length, 8)
  const bob = byName(resources, 'iam_principal', 'bob')
  assert.equal(bob.attributes?.mfa_enabled, true)
  assert.equal(bob.attributes?.admin, false)
  assert.equal(bob.attributes?.access_key_active, undefined, 'no keys at all: nothing to say about them')
  assert.equal(byName(resources, 'iam_principal', 'open-door').attributes?.trust_allows_any_principal, true)
  const account = byName(resources, 'account', MOTO_ACCOUNT)
  assert.equal(account.attributes?.password_policy_min_length, 8)
  assert.equal(account.attributes?.password_policy_complexity, false)
  assert.equal(account.attributes?.root_mfa_enabled, false)
})

test('the role is assumed with the tenant\'s external id and session name, from the host\'s default credential chain, and renewed before it expires', async () => {
  let clock = Date.now()
  const target = { roleArn: 'arn:aws:iam::111111111111:role/PostureAudit', externalId: 'ext-4f9a2c', tenantId: 'ten_01J9ZX' }
  const role = assumeRole(target, settings, { now: () => clock })
  assert.equal(await callerAccount(settings, role.provider), '111111111111')
  const assume = proxy.seen.filter((r) => r.action === 'AssumeRole')
  assert.equal(assume.length, 1)
  assert.equal(assume[0]!.params.get('ExternalId'), 'ext-4f9a2c')
  assert.equal(assume[0]!.params.get('RoleSessionName'), 'posture-ten_01J9ZX')
  const me = await new STSClient({ region: 'us-east-1', endpoint: moto.endpoint, credentials: await role.provider() }).send(new GetCallerIdentityCommand({}))
  assert.equal(me.Arn, 'arn:aws:sts::111111111111:assumed-role/PostureAudit/posture-ten_01J9ZX')

  await role.provider()
  assert.equal(role.sessions, 1, 'a live session is reused')
  const { expiration } = await role.provider()
  clock = expiration.getTime() - REFRESH_MARGIN_MS + 1
  await role.provider()
  assert.equal(role.sessions, 2, 'renewed inside the margin before expiry')

  // What the role's account holds is what is collected, and nothing of the host's own account.
  const theirs = seedClients(moto.endpoint, 'eu-west-1', await role.provider())
  await theirs.s3.send(new CreateBucketCommand({ Bucket: 'their-bucket', CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' } }))
  await seedClients(moto.endpoint, 'eu-west-1').s3.send(new CreateBucketCommand({ Bucket: 'host-bucket', CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' } }))
  const { resources } = await collect({ accountId: '111111111111', credentials: role.provider, services: ['s3'] })
  assert.deepEqual(resources.filter((r) => r.kind === 'bucket').map((r) => r.name), ['their-bucket'])
})

test('moto does not check external ids, so STS\'s refusal comes from the proxy: the collection records AccessDenied and ends', async () => {
  // A trust policy with a condition on sts:ExternalId refuses any other id; moto accepts every id, so the
  // proxy answers as STS does for a mismatch.
  proxy.add({ match: (r) => r.action === 'AssumeRole' && r.params.get('ExternalId') !== 'the-right-id', fault: { error: { status: 403, code: 'AccessDenied', message: 'User is not authorized to perform: sts:AssumeRole' } } })
  const role = assumeRole({ roleArn: 'arn:aws:iam::111111111111:role/PostureAudit', externalId: 'another-tenants-id', tenantId: 'ten_other' }, settings)
  await assert.rejects(callerAccount(settings, role.provider), { name: 'AccessDenied' })
  const { resources, report } = await collect({ accountId: '111111111111', credentials: role.provider, services: ['s3', 'iam'] })
  assert.deepEqual(resources.map((r) => r.kind), ['account'])
  assert.deepEqual(report.snapshot().filter((p) => p.service !== 'account').map((p) => [p.service, p.status]), [['iam', 'failed'], ['s3', 'failed']])
  assert.ok(report.errors.every((e) => e.code === 'AccessDenied'), JSON.stringify(report.errors))
})

test('an organization\'s member accounts are listed page by page, a closed member with its state', async () => {
  const org = new OrganizationsClient({ region: 'us-east-1', endpoint: moto.endpoint })
  await org.send(new CreateOrganizationCommand({ FeatureSet: 'ALL' }))
  const created: string[] = []
  for (const name of ['prod', 'staging', 'sandbox']) {
    const { CreateAccountStatus } = await org.send(new CreateAccountCommand({ AccountName: name, Email: `${name}@example.com` }))
    created.push(CreateAccountStatus!.AccountId!)
  }
  await org.send(new CloseAccountCommand({ AccountId: created[2] }))
  const members = []
  for await (const m of organizationAccounts(settings, host, { pageSize: 2 })) members.push(m)
  assert.deepEqual(members.map((m) => m.name).sort(), ['prod', 'sandbox', 'staging', 'master'].sort())
  assert.ok(members.every((m) => /^\d{12}$/.test(m.id)))
  assert.notEqual(members.find((m) => m.name === 'sandbox')?.state, 'ACTIVE', 'a closed member is kept, with its state')
  assert.equal(members.find((m) => m.name === 'prod')?.state, 'ACTIVE')
  assert.ok(proxy.seen.filter((r) => r.service === 'organizations').length >= 2, 'more than one page')
})

test('the pinned SDK runs on this Node without printing its "Node >= 22" notice', async () => {
  const script = `
    import { STSClient, GetCallerIdentityCommand } from '@aws-sdk/client-sts'
    import { S3Client, ListBucketsCommand } from '@aws-sdk/client-s3'
    import { EC2Client, DescribeVpcsCommand } from '@aws-sdk/client-ec2'
    import { IAMClient, ListUsersCommand } from '@aws-sdk/client-iam'
    import { OrganizationsClient } from '@aws-sdk/client-organizations'
    import { S3ControlClient } from '@aws-sdk/client-s3-control'
    const base = { region: 'us-east-1', endpoint: process.env.ENDPOINT }
    await new STSClient(base).send(new GetCallerIdentityCommand({}))
    await new S3Client({ ...base, forcePathStyle: true }).send(new ListBucketsCommand({}))
    await new EC2Client(base).send(new DescribeVpcsCommand({}))
    await new IAMClient(base).send(new ListUsersCommand({}))
    new OrganizationsClient(base); new S3ControlClient(base)
    console.log('ok ' + process.version)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, ENDPOINT: moto.endpoint }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout.on('data', (d) => { out += d })
  child.stderr.on('data', (d) => { err += d })
  const code = await new Promise((resolve) => child.on('close', resolve))
  assert.equal(code, 0, err)
  assert.match(out, /^ok v20\./)
  assert.doesNotMatch(err, /NodeVersionSupportWarning|NodeDeprecationWarning|will require node/i)
  assert.equal(err, '')
})
