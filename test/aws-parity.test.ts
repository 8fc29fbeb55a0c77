import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { AuthorizeSecurityGroupIngressCommand, CreateSecurityGroupCommand, CreateVolumeCommand, RunInstancesCommand } from '@aws-sdk/client-ec2'
import { AttachUserPolicyCommand, CreateAccessKeyCommand, CreateLoginProfileCommand, CreatePolicyCommand, CreateRoleCommand, CreateUserCommand } from '@aws-sdk/client-iam'
import {
  CreateBucketCommand, PutBucketEncryptionCommand, PutBucketLifecycleConfigurationCommand, PutBucketPolicyCommand, PutBucketTaggingCommand,
  PutBucketVersioningCommand, PutPublicAccessBlockCommand,
} from '@aws-sdk/client-s3'
import { addToIndex, checksFor, emptyIndex, INDEX_KINDS } from '../src/checks/index.ts'
import { collectAccount } from '../src/collection/aws/index.ts'
import { collectTerraformResources, mapTerraformResources } from '../src/resources/imports/terraform.ts'
import type { ResourceInput, SnapshotResource } from '../src/resources/index.ts'
import { emulatorSettings, MOTO_ACCOUNT, seedClients, startMoto, type Moto } from './helpers/moto.ts'

// Parity, first part: one small estate, created in the emulator through the SDK and written as the
// Terraform state `terraform show -json` prints for it (with the ids the emulator gave, as a state holds the
// real ids), gives the same resources (kind and external id) and the same failing checks, except for the
// checks only live data decides, listed below. The live collection also sees what the state does not
// manage (the default VPC and its parts, the account item); those are listed too.

let moto: Moto
before(async () => { moto = await startMoto() })
after(async () => { await moto?.stop() })

const REGION = 'eu-west-1'
const doc = (statement: Record<string, unknown>) => JSON.stringify({ Version: '2012-10-17', Statement: [statement] })
const PUBLIC_READ = doc({ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: 'arn:aws:s3:::parity-public/*' })
const EVERYTHING = doc({ Effect: 'Allow', Action: '*', Resource: '*' })
const OPEN_TRUST = doc({ Effect: 'Allow', Principal: { AWS: '*' }, Action: 'sts:AssumeRole' })
const ALL_BLOCKED = { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true }

/**
 * Checks that fail on one side only, each because only live data knows the attribute it reads; the
 * Terraform side leaves it unknown ("not known to be bad"). Keyed by the estate resource's name.
 */
const LIVE_ONLY: Record<string, string[]> = {
  // ListMFADevices: the state has no MFA devices of users (a virtual device's enablement is not Terraform's).
  'parity-alice': ['sec.iam_user_without_mfa'],
  // GetBucketOwnershipControls answers "none" (so ACLs apply) where a state without the companion says nothing;
  // GetPublicAccessBlock answers "none" at bucket and account level where the state only knows what it manages.
  'parity-public': ['sec.s3_bucket_acls_enabled', 'sec.s3_bucket_public_access_block_disabled'],
  'parity-private': ['sec.s3_bucket_acls_enabled'],
}

async function seedEstate() {
  const c = seedClients(moto.endpoint, REGION)
  const here = { CreateBucketConfiguration: { LocationConstraint: REGION } } as const
  await c.s3.send(new CreateBucketCommand({ Bucket: 'parity-public', ...here }))
  await c.s3.send(new PutBucketPolicyCommand({ Bucket: 'parity-public', Policy: PUBLIC_READ }))
  await c.s3.send(new PutBucketTaggingCommand({ Bucket: 'parity-public', Tagging: { TagSet: [{ Key: 'env', Value: 'prod' }] } }))
  await c.s3.send(new CreateBucketCommand({ Bucket: 'parity-private', ...here }))
  await c.s3.send(new PutPublicAccessBlockCommand({ Bucket: 'parity-private', PublicAccessBlockConfiguration: ALL_BLOCKED }))
  await c.s3.send(new PutBucketVersioningCommand({ Bucket: 'parity-private', VersioningConfiguration: { Status: 'Enabled' } }))
  await c.s3.send(new PutBucketEncryptionCommand({ Bucket: 'parity-private', ServerSideEncryptionConfiguration: { Rules: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }] } }))
  await c.s3.send(new PutBucketLifecycleConfigurationCommand({ Bucket: 'parity-private', LifecycleConfiguration: { Rules: [{ ID: 'old', Status: 'Enabled', Filter: { Prefix: '' }, NoncurrentVersionExpiration: { NoncurrentDays: 30 } }] } }))

  const sg = await c.ec2.send(new CreateSecurityGroupCommand({ GroupName: 'parity-web', Description: 'web' }))
  await c.ec2.send(new AuthorizeSecurityGroupIngressCommand({ GroupId: sg.GroupId, IpPermissions: [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, IpRanges: [{ CidrIp: '0.0.0.0/0', Description: 'ssh' }] }] }))
  const run = await c.ec2.send(new RunInstancesCommand({
    ImageId: 'ami-12c6146b', MinCount: 1, MaxCount: 1, InstanceType: 't3.micro', SecurityGroupIds: [sg.GroupId!],
    TagSpecifications: [{ ResourceType: 'instance', Tags: [{ Key: 'Name', Value: 'parity-web-1' }, { Key: 'env', Value: 'prod' }] }],
  }))
  const instance = run.Instances![0]!
  const volume = await c.ec2.send(new CreateVolumeCommand({ AvailabilityZone: `${REGION}a`, Size: 20, VolumeType: 'gp3', Iops: 4000, Encrypted: true, TagSpecifications: [{ ResourceType: 'volume', Tags: [{ Key: 'Name', Value: 'parity-spare' }] }] }))

  const everything = await c.iam.send(new CreatePolicyCommand({ PolicyName: 'parity-everything', PolicyDocument: EVERYTHING }))
  await c.iam.send(new CreateUserCommand({ UserName: 'parity-alice' }))
  await c.iam.send(new CreateLoginProfileCommand({ UserName: 'parity-alice', Password: 'Correct-Horse-9' }))
  await c.iam.send(new CreateAccessKeyCommand({ UserName: 'parity-alice' }))
  await c.iam.send(new AttachUserPolicyCommand({ UserName: 'parity-alice', PolicyArn: everything.Policy!.Arn }))
  await c.iam.send(new CreateRoleCommand({ RoleName: 'parity-open', AssumeRolePolicyDocument: OPEN_TRUST }))
  return { sgId: sg.GroupId!, instance, volumeId: volume.VolumeId!, policyArn: everything.Policy!.Arn! }
}

/** The same estate as `terraform show -json` prints it after apply (provider v5 attribute names). */
function terraformState(ids: Awaited<ReturnType<typeof seedEstate>>) {
  const arn = (type: string, id: string) => `arn:aws:ec2:${REGION}:${MOTO_ACCOUNT}:${type}/${id}`
  const r = (type: string, name: string, values: Record<string, unknown>) => ({ address: `${type}.${name}`, mode: 'managed', type, name, provider_name: 'registry.terraform.io/hashicorp/aws', values })
  const i = ids.instance
  return {
    format_version: '1.0', terraform_version: '1.9.5',
    values: { root_module: { resources: [
      r('aws_s3_bucket', 'public', { bucket: 'parity-public', arn: 'arn:aws:s3:::parity-public', tags: { env: 'prod' }, tags_all: { env: 'prod' }, policy: PUBLIC_READ, grant: [], versioning: [{ enabled: false, mfa_delete: false }], lifecycle_rule: [], logging: [] }),
      r('aws_s3_bucket_policy', 'public', { bucket: 'parity-public', policy: PUBLIC_READ }),
      r('aws_s3_bucket', 'private', { bucket: 'parity-private', arn: 'arn:aws:s3:::parity-private', tags: {}, grant: [], versioning: [{ enabled: true, mfa_delete: false }], lifecycle_rule: [], logging: [] }),
      r('aws_s3_bucket_public_access_block', 'private', { bucket: 'parity-private', block_public_acls: true, ignore_public_acls: true, block_public_policy: true, restrict_public_buckets: true }),
      r('aws_s3_bucket_versioning', 'private', { bucket: 'parity-private', versioning_configuration: [{ status: 'Enabled', mfa_delete: '' }] }),
      r('aws_s3_bucket_server_side_encryption_configuration', 'private', { bucket: 'parity-private', rule: [{ apply_server_side_encryption_by_default: [{ sse_algorithm: 'aws:kms' }] }] }),
      r('aws_s3_bucket_lifecycle_configuration', 'private', { bucket: 'parity-private', rule: [{ id: 'old', status: 'Enabled', noncurrent_version_expiration: [{ noncurrent_days: 30 }] }] }),
      r('aws_security_group', 'web', {
        id: ids.sgId, arn: arn('security-group', ids.sgId), name: 'parity-web', tags: {},
        ingress: [{ description: 'ssh', protocol: 'tcp', from_port: 22, to_port: 22, cidr_blocks: ['0.0.0.0/0'], ipv6_cidr_blocks: [], security_groups: [], prefix_list_ids: [], self: false }],
        egress: [{ description: '', protocol: '-1', from_port: 0, to_port: 0, cidr_blocks: ['0.0.0.0/0'], ipv6_cidr_blocks: [], security_groups: [], prefix_list_ids: [], self: false }],
      }),
      r('aws_instance', 'web', {
        id: i.InstanceId, arn: arn('instance', i.InstanceId!), instance_type: 't3.micro', instance_state: 'running', availability_zone: i.Placement?.AvailabilityZone,
        public_ip: i.PublicIpAddress ?? '', metadata_options: [{ http_tokens: 'optional', http_endpoint: 'enabled' }],
        root_block_device: [{ encrypted: false, volume_size: 8 }], ebs_block_device: [], vpc_security_group_ids: [ids.sgId],
        monitoring: false, disable_api_termination: false, source_dest_check: true, iam_instance_profile: '',
        tags: { Name: 'parity-web-1', env: 'prod' },
      }),
      r('aws_ebs_volume', 'spare', { id: ids.volumeId, arn: arn('volume', ids.volumeId), size: 20, type: 'gp3', iops: 4000, encrypted: true, availability_zone: `${REGION}a`, tags: { Name: 'parity-spare' } }),
      r('aws_iam_policy', 'everything', { arn: ids.policyArn, name: 'parity-everything', policy: EVERYTHING }),
      r('aws_iam_user', 'alice', { name: 'parity-alice', arn: `arn:aws:iam::${MOTO_ACCOUNT}:user/parity-alice`, tags: {} }),
      r('aws_iam_user_login_profile', 'alice', { user: 'parity-alice' }),
      r('aws_iam_access_key', 'alice', { user: 'parity-alice', status: 'Active' }),
      r('aws_iam_user_policy_attachment', 'alice', { user: 'parity-alice', policy_arn: ids.policyArn }),
      r('aws_iam_role', 'open', { name: 'parity-open', arn: `arn:aws:iam::${MOTO_ACCOUNT}:role/parity-open`, assume_role_policy: OPEN_TRUST, managed_policy_arns: [], tags: {} }),
    ] } },
  }
}

/** Failing built-in check ids per external id, evaluated as an audit does (index pass, then every check). */
function failing(inputs: ResourceInput[]): Map<string, string[]> {
  const resources: SnapshotResource[] = inputs.map((r, n) => ({ id: `res_${n}`, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id, tags: r.tags ?? {}, attributes: r.attributes ?? {} }))
  const index = emptyIndex()
  for (const r of resources) if (INDEX_KINDS.includes(r.kind)) addToIndex(index, r)
  return new Map(resources.map((r) => [r.external_id, checksFor(r.kind, r.provider).filter((c) => c.evaluate(r, index)).map((c) => c.id).sort()]))
}

test('the same estate from a Terraform state and from the emulator: same kinds, same failing checks, except what only live data decides', async () => {
  const ids = await seedEstate()
  const mapped = mapTerraformResources(collectTerraformResources(terraformState(ids)))
  assert.deepEqual(mapped.errors, [])
  const fromState = mapped.items.map((i) => i.input).filter((i) => i.kind !== 'other')
  const collection = collectAccount({ accountId: MOTO_ACCOUNT, credentials: { accessKeyId: 'testing', secretAccessKey: 'testing' }, settings: emulatorSettings(moto.endpoint), regions: [REGION] })
  const live: ResourceInput[] = []
  for await (const r of collection) live.push(r)
  assert.deepEqual(collection.report.errors, [])

  // Every resource of the state is collected, under the same kind and external id.
  const liveById = new Map(live.map((r) => [r.external_id, r]))
  const kinds = (rs: ResourceInput[]) => rs.map((r) => `${r.kind} ${r.external_id}`).sort()
  assert.deepEqual(kinds(fromState.map((r) => liveById.get(r.external_id) ?? r)), kinds(fromState))
  assert.equal(fromState.length, 7)

  // Same failing checks, but for the listed live-only verdicts.
  const stateVerdicts = failing(fromState)
  const liveVerdicts = failing(live)
  const differences: Record<string, string[]> = {}
  for (const r of fromState) {
    const a = stateVerdicts.get(r.external_id) ?? []
    const b = liveVerdicts.get(r.external_id) ?? []
    const onlyOne = [...a.filter((x) => !b.includes(x)).map((x) => `state:${x}`), ...b.filter((x) => !a.includes(x)).map((x) => x)]
    if (onlyOne.length > 0) differences[r.name] = onlyOne.sort()
  }
  assert.deepEqual(differences, LIVE_ONLY)
  // The estate does fail checks on both sides: parity is not agreement on nothing.
  const both = [...stateVerdicts.values()].flat()
  for (const id of ['sec.bucket_public_read', 'sec.iam_admin_privileges']) assert.ok(both.includes(id), `${id} in ${both.join(', ')}`)

  // What the collection sees beyond the state: the region's default network (VPC, subnets, ACL, group), the
  // instance's root volume (in a state, only the instance's root_block_device), and the account item.
  const stateIds = new Set(fromState.map((r) => r.external_id))
  const label = (r: ResourceInput) => r.kind === 'network' || r.kind === 'network_rule' ? `${r.kind} ${r.external_id.split(':').pop()!.split('/')[0]}`
    : r.kind === 'volume' && r.attributes?.attached_to === ids.instance.InstanceId ? 'volume root of parity-web-1' : `${r.kind} ${r.name}`
  const extra = live.filter((r) => !stateIds.has(r.external_id)).map(label)
  assert.deepEqual([...new Set(extra)].sort(), ['account 123456789012', 'network subnet', 'network vpc', 'network_rule network-acl', 'network_rule security-group', 'volume root of parity-web-1'])
})
