import assert from 'node:assert/strict'
import { after, before, beforeEach, test } from 'node:test'
import { RunInstancesCommand } from '@aws-sdk/client-ec2'
import { CreateUserCommand, DeleteUserCommand } from '@aws-sdk/client-iam'
import { CreateBucketCommand, DeleteBucketCommand, PutBucketTaggingCommand } from '@aws-sdk/client-s3'
import type { ResourceInput } from '../src/resources/index.ts'
import { collectAccount, type ClientSettings } from '../src/collection/aws/index.ts'
import { s3Bucket, s3Operation, startFaultProxy } from './fakes/aws-fault-proxy.ts'
import { emulatorSettings, MOTO_ACCOUNT, seedClients, startMoto, type Moto } from './helpers/moto.ts'

// Clouds that fight back, through the fault proxy in front of moto: a denied service, a throttling storm,
// a region that never answers, oversize and unknown values, resources deleted mid-collection. Each test
// waits for the collection to end (it must end) and reads what it recorded; none measures time.

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
  return { resources, report: collection.report, status: (service: string, region = 'global') => collection.report.snapshot().find((p) => p.service === service && p.region === region) }
}
/** A bucket, a user and (RunInstances being moto's slowest call, only when asked) an instance. */
async function seedOneOfEach({ instance = true } = {}) {
  const c = seedClients(moto.endpoint, 'eu-west-1')
  await c.s3.send(new CreateBucketCommand({ Bucket: 'kept-bucket', CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' } }))
  await c.iam.send(new CreateUserCommand({ UserName: 'alice' }))
  if (instance) await c.ec2.send(new RunInstancesCommand({ ImageId: 'ami-12c6146b', MinCount: 1, MaxCount: 1, TagSpecifications: [{ ResourceType: 'instance', Tags: [{ Key: 'Name', Value: 'web-1' }] }] }))
  return c
}
const names = (resources: ResourceInput[], kind: string) => resources.filter((r) => r.kind === kind).map((r) => r.name).sort()

test('AccessDenied on one service: the others are collected, the denied one is recorded as failed', async () => {
  await seedOneOfEach()
  proxy.add({ match: (r) => r.service === 'iam', fault: { error: { status: 403, code: 'AccessDenied', message: 'User: arn:aws:sts::123456789012:assumed-role/PostureAudit/posture-t is not authorized to perform: iam:*' } } })
  const { resources, report, status } = await collect()
  assert.deepEqual(names(resources, 'bucket'), ['kept-bucket'])
  assert.deepEqual(names(resources, 'instance'), ['web-1'])
  assert.deepEqual(names(resources, 'iam_principal'), [])
  assert.equal(status('iam')?.status, 'failed')
  assert.equal(status('s3')?.status, 'complete')
  assert.equal(status('ec2', 'eu-west-1')?.status, 'complete')
  const denied = report.errors.filter((e) => e.service === 'iam')
  assert.ok(denied.length > 0 && denied.every((e) => e.code === 'AccessDenied' && e.region === 'global' && /not authorized/.test(e.message)), JSON.stringify(denied))
  // The list call that ended the reader is named, so the missing permission can be read off the report.
  assert.ok(denied.some((e) => e.operation === 'ListPolicies'), JSON.stringify(denied))
  // The account item keeps what the other services said, and leaves out what IAM would have.
  const account = resources.find((r) => r.kind === 'account')!
  assert.equal(account.attributes?.password_policy_min_length, undefined)
  assert.equal(account.attributes?.ebs_encryption_by_default, false)
})

test('AccessDenied on one describe call: the bucket is still collected, what that call says is unknown, the error is recorded', async () => {
  await seedOneOfEach({ instance: false })
  proxy.add({ match: (r) => r.service === 's3' && s3Operation(r) === 'GetBucketPolicy', fault: { error: { status: 403, code: 'AccessDenied', message: 'Access Denied' } } })
  const { resources, report, status } = await collect({ services: ['s3'] })
  const bucket = resources.find((r) => r.kind === 'bucket')!
  assert.equal(bucket.name, 'kept-bucket')
  assert.equal(bucket.attributes?.public_read, undefined, 'unread policy: exposure unknown, never "not public"')
  assert.equal(bucket.attributes?.versioning, false)
  assert.deepEqual(report.errors.map((e) => [e.service, e.operation, e.code]), [['s3', 'GetBucketPolicy', 'AccessDenied']])
  assert.equal(status('s3')?.status, 'complete')
})

test('a throttling storm: the SDK retries with backoff up to its attempts, then the error is recorded; no hang, other readers unaffected', async () => {
  await seedOneOfEach()
  const storm = proxy.add({ match: (r) => r.action === 'DescribeInstances', fault: { error: { status: 503, code: 'RequestLimitExceeded', message: 'Request limit exceeded.' } } })
  const { resources, report, status } = await collect()
  assert.equal(storm.hits, settings.maxAttempts, 'every attempt the SDK allows, and no more')
  const ec2 = status('ec2', 'eu-west-1')!
  assert.equal(ec2.status, 'failed')
  assert.equal(ec2.throttled, settings.maxAttempts)
  assert.deepEqual(report.errors.map((e) => [e.region, e.service, e.operation, e.code]), [['eu-west-1', 'ec2', 'DescribeInstances', 'RequestLimitExceeded']])
  assert.deepEqual(names(resources, 'bucket'), ['kept-bucket'])
  assert.deepEqual(names(resources, 'iam_principal'), ['alice'])
})

test('a storm that passes: throttled answers are counted, the retried call succeeds, the reader completes', async () => {
  await seedOneOfEach()
  proxy.add({ match: (r) => r.action === 'DescribeInstances', times: 2, fault: { error: { status: 400, code: 'Throttling', message: 'Rate exceeded' } } })
  const { resources, report, status } = await collect({ services: ['ec2'] })
  assert.deepEqual(report.errors, [])
  assert.deepEqual(names(resources, 'instance'), ['web-1'])
  assert.equal(status('ec2', 'eu-west-1')?.throttled, 2)
  assert.equal(status('ec2', 'eu-west-1')?.status, 'complete')
})

test('a region that never answers times out per attempt and is recorded; the other region is collected', async () => {
  await seedOneOfEach()
  proxy.add({ match: (r) => r.region === 'eu-west-2', fault: { hang: true } })
  const { resources, report, status } = await collect({ services: ['ec2'], regions: ['eu-west-1', 'eu-west-2'], settings: { ...settings, timeoutMs: 500, maxAttempts: 2 } })
  assert.deepEqual(names(resources, 'instance'), ['web-1'])
  assert.equal(status('ec2', 'eu-west-1')?.status, 'complete')
  assert.equal(status('ec2', 'eu-west-2')?.status, 'failed')
  const timedOut = report.errors.filter((e) => e.region === 'eu-west-2')
  assert.ok(timedOut.length > 0 && timedOut.every((e) => e.code === 'TimeoutError'), JSON.stringify(timedOut))
  assert.ok(timedOut.some((e) => e.operation === 'DescribeVolumes'), JSON.stringify(timedOut))
  // eu-west-1 is off (moto's default), so the account is not covered whatever eu-west-2 would have said.
  assert.equal(resources.find((r) => r.kind === 'account')!.attributes?.ebs_encryption_by_default, false)
})

test('a region not enabled for the account is recorded with AWS\'s OptInRequired, the enabled one collected', async () => {
  await seedOneOfEach({ instance: false })
  proxy.add({ match: (r) => r.region === 'ap-east-1', fault: { error: { status: 401, code: 'OptInRequired', message: 'You are not subscribed to this service. Please go to http://aws.amazon.com to subscribe.' } } })
  const { resources, report, status } = await collect({ services: ['ec2'], regions: ['eu-west-1', 'ap-east-1'] })
  assert.equal(status('ec2', 'ap-east-1')?.status, 'failed')
  assert.equal(status('ec2', 'eu-west-1')?.status, 'complete')
  assert.ok(resources.some((r) => r.region === 'eu-west-1' && r.kind === 'network'))
  assert.ok(!resources.some((r) => r.region === 'ap-east-1'))
  const refused = report.errors.filter((e) => e.region === 'ap-east-1')
  assert.ok(refused.length > 0 && refused.every((e) => e.code === 'OptInRequired' && e.service === 'ec2'), JSON.stringify(refused))
})

test('1 MB tag values are dropped with a note, the resource and its other tags kept; 1 MB enum values are cut', async () => {
  const c = await seedOneOfEach()
  await c.s3.send(new PutBucketTaggingCommand({ Bucket: 'kept-bucket', Tagging: { TagSet: [{ Key: 'env', Value: 'prod' }, { Key: 'huge', Value: 'placeholder' }] } }))
  const mb = 'x'.repeat(1024 * 1024)
  proxy.add({ match: (r) => r.service === 's3' && s3Operation(r) === 'GetBucketTagging', fault: { rewrite: (body) => body.replace('placeholder', mb) } })
  proxy.add({ match: (r) => r.action === 'DescribeInstances', fault: { rewrite: (body) => body.replace('<value>web-1</value>', `<value>web-1</value></item><item><key>blob</key><value>${mb}</value>`).replace(/<instanceType>[^<]*<\/instanceType>/, `<instanceType>${mb}</instanceType>`) } })
  const { resources, report } = await collect({ services: ['s3', 'ec2'] })
  const bucket = resources.find((r) => r.kind === 'bucket')!
  assert.deepEqual(bucket.tags, { env: 'prod' })
  const instance = resources.find((r) => r.kind === 'instance')!
  assert.deepEqual(instance.tags, { Name: 'web-1' })
  assert.equal((instance.attributes?.instance_type as string).length, 1024)
  for (const r of [bucket, instance]) assert.ok(JSON.stringify(r).length < 8 * 1024, `${r.kind} stays small`)
  assert.deepEqual(report.errors.map((e) => [e.service, e.code]).sort(), [['ec2', 'TagDropped'], ['s3', 'TagDropped']])
  assert.ok(report.errors.every((e) => e.message.length < 300))
})

test('unexpected enum values: an unknown IMDS setting is left unknown and noted, an unknown state passes through as text', async () => {
  await seedOneOfEach()
  proxy.add({ match: (r) => r.action === 'DescribeInstances', fault: { rewrite: (body) => body.replace(/<httpTokens>[^<]*<\/httpTokens>/, '<httpTokens>sometimes</httpTokens>').replace(/<name>running<\/name>/, '<name>hibernating-in-orbit</name>') } })
  const { resources, report, status } = await collect({ services: ['ec2'] })
  const instance = resources.find((r) => r.kind === 'instance')!
  assert.equal(instance.attributes?.metadata_tokens_required, undefined)
  assert.equal(instance.attributes?.state, 'hibernating-in-orbit')
  assert.deepEqual(report.errors.map((e) => [e.operation, e.code]), [['DescribeInstances', 'UnexpectedValue']])
  assert.match(report.errors[0]!.message, /HttpTokens=sometimes/)
  assert.equal(status('ec2', 'eu-west-1')?.status, 'complete')
})

test('resources deleted between list and describe are left out without an error', async () => {
  const c = await seedOneOfEach({ instance: false })
  await c.s3.send(new CreateBucketCommand({ Bucket: 'vanishing-bucket', CreateBucketConfiguration: { LocationConstraint: 'eu-west-1' } }))
  await c.iam.send(new CreateUserCommand({ UserName: 'vanishing-user' }))
  // Deleted in the emulator itself, just after they were listed: what follows is moto's genuine answer.
  proxy.add({ times: 1, match: (r) => r.service === 's3' && s3Operation(r) === 'GetBucketLocation' && s3Bucket(r) === 'vanishing-bucket', fault: { before: async () => { await c.s3.send(new DeleteBucketCommand({ Bucket: 'vanishing-bucket' })) } } })
  proxy.add({ times: 1, match: (r) => r.action === 'ListAttachedUserPolicies' && r.params.get('UserName') === 'vanishing-user', fault: { before: async () => { await c.iam.send(new DeleteUserCommand({ UserName: 'vanishing-user' })) } } })
  const { resources, report, status } = await collect({ services: ['s3', 'iam'] })
  assert.deepEqual(names(resources, 'bucket'), ['kept-bucket'])
  assert.deepEqual(names(resources, 'iam_principal'), ['alice'])
  assert.deepEqual(report.errors, [])
  assert.equal(status('s3')?.status, 'complete')
  assert.equal(status('iam')?.status, 'complete')
})
