import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, beforeEach, describe, test } from 'node:test'
import { CreateVolumeCommand } from '@aws-sdk/client-ec2'
import { CreateUserCommand } from '@aws-sdk/client-iam'
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3'
import { startBackgroundWork, type BackgroundWork } from '../src/background.ts'
import { startFaultProxy, s3Operation } from './fakes/aws-fault-proxy.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { emulatorSettings, MOTO_ACCOUNT, seedClients, startMoto, type Moto } from './helpers/moto.ts'

// Collections over HTTP with the worker running, against a real AWS API emulator (moto) and the fault proxy in
// front of it: S3 buckets, EC2 volumes and IAM users become resources whose source is the cloud account; what
// the next collection no longer sees is removed (resource.removed) and its findings resolved by the audit the
// collection started; AccessDenied on one service is `partial` and removes nothing of it; another tenant's ids
// are 404; a second collection while one is active is 409; a retried job stores no resource twice.

const ROLE = `arn:aws:iam::${MOTO_ACCOUNT}:role/PostureAudit`
const REGION = 'eu-west-1'

describe(`collections against moto (${BACKEND})`, () => {
  let moto: Moto
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>
  let t: TestApp
  let worker: BackgroundWork | undefined
  let me: TestTenant
  let settings: ReturnType<typeof emulatorSettings>
  before(async () => {
    moto = await startMoto()
    proxy = await startFaultProxy({ host: '127.0.0.1', port: moto.port })
    // The emulator's own per-call bound (10 s): success paths never run against a short one.
    settings = emulatorSettings(proxy.endpoint)
    t = await startTestApp({ aws: { settings }, onJobEnqueued: () => worker?.poke() })
    worker = startBackgroundWork(t.storage.db, { pollMs: 50, aws: { settings } })
  })
  after(async () => { await worker?.stop(); await t?.close(); await proxy?.close(); await moto?.stop() })
  beforeEach(async () => { await moto.reset(); proxy.clear(); me = await t.tenant({ sandbox: false }) })

  const call = async (method: string, url: string, payload?: unknown, who: TestTenant = me) => {
    const r = await t.app.inject({ method: method as 'GET', url, headers: who.headers, ...(payload !== undefined ? { payload: payload as object } : {}) })
    return { status: r.statusCode, json: r.body ? r.json() : undefined, headers: r.headers }
  }
  const connect = async (who: TestTenant = me) => {
    const created = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: ROLE }, regions: [REGION], schedule: 'manual' }, who)
    assert.equal(created.status, 201, JSON.stringify(created.json))
    const verified = await call('POST', `/v1/cloud_accounts/${created.json.id}/verify`, undefined, who)
    assert.equal(verified.json.status, 'connected', JSON.stringify(verified.json))
    return created.json.id as string
  }
  /** Polls the collection until it finished: the worker's event, read through the API (no time bound of ours). */
  const finished = async (account: string, id: string, who: TestTenant = me) => {
    for (;;) {
      const r = await call('GET', `/v1/cloud_accounts/${account}/collections/${id}`, undefined, who)
      assert.equal(r.status, 200, JSON.stringify(r.json))
      if (!['queued', 'running'].includes(r.json.status)) return r.json
      await sleep(50)
    }
  }
  const auditDone = async (id: string) => {
    for (;;) {
      const r = await call('GET', `/v1/audits/${id}`)
      if (['completed', 'failed'].includes(r.json.status)) return r.json
      await sleep(50)
    }
  }
  const collect = async (account: string) => {
    const r = await call('POST', `/v1/cloud_accounts/${account}/collections`, {})
    assert.equal(r.status, 202, JSON.stringify(r.json))
    assert.match(r.json.id, /^col_/)
    assert.equal(r.headers.location, `/v1/cloud_accounts/${account}/collections/${r.json.id}`)
    return finished(account, r.json.id)
  }
  const events = async (type: string, who: TestTenant = me) => (await call('GET', `/v1/events?type=${type}&limit=200`, undefined, who)).json.data as { data: any }[]
  const resources = async (account: string) => (await call('GET', `/v1/resources?source=${account}&limit=200`)).json.data as { id: string; kind: string; name: string; source: string }[]
  const seed = async () => {
    const { s3, ec2, iam } = seedClients(moto.endpoint, REGION)
    for (const bucket of ['keep-me', 'delete-me']) await s3.send(new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: { LocationConstraint: REGION } }))
    await ec2.send(new CreateVolumeCommand({ AvailabilityZone: `${REGION}a`, Size: 8, TagSpecifications: [{ ResourceType: 'volume', Tags: [{ Key: 'Name', Value: 'data' }] }] }))
    await iam.send(new CreateUserCommand({ UserName: 'alice' }))
    return { s3 }
  }

  test('a collection reads S3, EC2 and IAM into resources of the account; the next removes a deleted bucket and the audit resolves its findings', async () => {
    const { s3 } = await seed()
    const account = await connect()
    const first = await collect(account)
    assert.equal(first.status, 'completed', JSON.stringify(first))
    assert.deepEqual(first.errors, [])
    assert.equal(first.trigger, 'manual')
    assert.deepEqual(first.progress.map((p: { region: string; service: string; status: string }) => `${p.region} ${p.service} ${p.status}`),
      ['eu-west-1 ec2 complete', 'global account complete', 'global iam complete', 'global s3 complete'])
    assert.ok(first.progress.every((p: { calls: number }) => p.calls >= 0))
    const listed = await resources(account)
    const names = listed.map((r) => `${r.kind}:${r.name}`).sort()
    for (const expected of ['bucket:keep-me', 'bucket:delete-me', 'volume:data', 'iam_principal:alice', `account:${MOTO_ACCOUNT}`]) assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`)
    assert.ok(listed.every((r) => r.source === account))
    assert.equal(first.resources, listed.length)
    assert.equal(first.removed, 0)

    // It started an audit, and said so in collection.completed.
    assert.match(first.audit_id, /^aud_/)
    const audit = await auditDone(first.audit_id)
    assert.equal(audit.status, 'completed')
    assert.equal(audit.trigger, 'collection')
    const completed = (await events('collection.completed')).map((e) => e.data.collection)
    assert.deepEqual(completed, [{ id: first.id, cloud_account_id: account, status: 'completed', trigger: 'manual', resources: first.resources, removed: 0, errors: 0, audit_id: first.audit_id }])
    const doomed = listed.find((r) => r.name === 'delete-me')!
    const findings = (await call('GET', `/v1/findings?resource_id=${doomed.id}&status=open&limit=200`)).json.data as { id: string }[]
    assert.ok(findings.length > 0, 'an unprotected bucket has findings')

    // Deleted in the cloud: the next collection removes it, and only it.
    await s3.send(new DeleteBucketCommand({ Bucket: 'delete-me' }))
    const second = await collect(account)
    assert.equal(second.status, 'completed', JSON.stringify(second))
    assert.equal(second.removed, 1)
    const after = await resources(account)
    assert.deepEqual(after.map((r) => r.id).sort(), listed.filter((r) => r.id !== doomed.id).map((r) => r.id).sort(), 'the same ids: nothing added twice')
    const removed = (await events('resource.removed')).map((e) => e.data.resource)
    assert.deepEqual(removed.map((r) => [r.id, r.kind, r.source]), [[doomed.id, 'bucket', account]])
    const audit2 = await auditDone(second.audit_id)
    assert.equal(audit2.status, 'completed')
    for (const f of findings) {
      const now = (await call('GET', `/v1/findings/${f.id}`)).json
      assert.equal(now.status, 'resolved')
    }
    const resolved = (await events('finding.resolved')).filter((e) => findings.some((f) => f.id === e.data.finding.id))
    assert.ok(resolved.length === findings.length && resolved.every((e) => e.data.resolution === 'resource_removed' && e.data.audit_id === second.audit_id))

    // Listed newest first.
    const list = await call('GET', `/v1/cloud_accounts/${account}/collections?limit=1`)
    assert.equal(list.status, 200)
    assert.deepEqual(list.json.data.map((c: { id: string }) => c.id), [second.id])
    assert.equal(list.json.has_more, true)
    const next = await call('GET', `/v1/cloud_accounts/${account}/collections?limit=1&cursor=${list.json.next_cursor}`)
    assert.deepEqual(next.json.data.map((c: { id: string }) => c.id), [first.id])
  })

  test('AccessDenied on S3 is partial: the error recorded, nothing of S3 removed, the rest read and removed as usual', async () => {
    const { s3 } = await seed()
    const account = await connect()
    const first = await collect(account)
    assert.equal(first.status, 'completed')
    await s3.send(new DeleteBucketCommand({ Bucket: 'delete-me' }))
    await seedClients(moto.endpoint, REGION).iam.send(new CreateUserCommand({ UserName: 'bob' }))
    proxy.add({ match: (r) => r.service === 's3' && s3Operation(r) === 'ListBuckets', fault: { error: { status: 403, code: 'AccessDenied', message: 'Access Denied' } } })
    const second = await collect(account)
    assert.equal(second.status, 'partial', JSON.stringify(second))
    assert.deepEqual(second.errors.map((e: { region: string; service: string; operation: string; code: string }) => [e.region, e.service, e.operation, e.code]), [['global', 's3', 'ListBuckets', 'AccessDenied']])
    assert.equal(second.progress.find((p: { service: string }) => p.service === 's3').status, 'failed')
    assert.equal(second.removed, 0)
    const names = (await resources(account)).map((r) => r.name)
    assert.ok(names.includes('delete-me'), 'a service that errored removes nothing')
    assert.ok(names.includes('bob'), 'the services that answered were read')
    assert.match(second.audit_id, /^aud_/, 'a partial collection audits too')
    await auditDone(second.audit_id)
  })

  test('a role that cannot be assumed fails the collection with the reason; no audit', async () => {
    const account = await connect()
    proxy.add({ match: (r) => r.action === 'AssumeRole', fault: { error: { status: 403, code: 'AccessDenied', message: 'not authorized to perform: sts:AssumeRole' } } })
    const failed = await collect(account)
    assert.equal(failed.status, 'failed')
    assert.match(failed.failure_reason, /could not assume .*AccessDenied/)
    assert.deepEqual(failed.errors.map((e: { operation: string; code: string }) => [e.operation, e.code]), [['AssumeRole', 'AccessDenied']])
    assert.equal(failed.audit_id, null)
    assert.deepEqual((await events('collection.completed')).map((e) => e.data.collection.status), ['failed'])
  })

  test('one collection per account at a time (409 collection_in_progress); what cannot be collected is 409; another tenant\'s ids are 404', async () => {
    const account = await connect()
    // Held at its first AWS call, so it stays running while we ask again.
    let release!: () => void
    const held = new Promise<void>((resolve) => { release = resolve })
    proxy.add({ match: (r) => r.action === 'AssumeRole', fault: { before: () => held }, times: 1 })
    const first = await call('POST', `/v1/cloud_accounts/${account}/collections`, {})
    assert.equal(first.status, 202)
    const second = await call('POST', `/v1/cloud_accounts/${account}/collections`, {})
    assert.equal(second.status, 409, JSON.stringify(second.json))
    assert.equal(second.json.error.code, 'collection_in_progress')
    assert.equal(second.json.error.details.collection_id, first.json.id)

    const other = await t.tenant({ sandbox: false })
    assert.equal((await call('POST', `/v1/cloud_accounts/${account}/collections`, {}, other)).status, 404)
    assert.equal((await call('GET', `/v1/cloud_accounts/${account}/collections`, undefined, other)).status, 404)
    assert.equal((await call('GET', `/v1/cloud_accounts/${account}/collections/${first.json.id}`, undefined, other)).status, 404)
    const theirs = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { role_arn: ROLE } }, other)
    assert.equal((await call('GET', `/v1/cloud_accounts/${theirs.json.id}/collections/${first.json.id}`, undefined, other)).status, 404, 'my collection under their account')
    // Never verified: nothing to read yet.
    const unverified = await call('POST', `/v1/cloud_accounts/${theirs.json.id}/collections`, {}, other)
    assert.equal(unverified.status, 409)
    assert.equal(unverified.json.error.code, 'cloud_account_not_collectable')
    const org = await call('POST', '/v1/cloud_accounts', { provider: 'aws', aws: { organization: { role_arn: 'arn:aws:iam::210987654321:role/OrgReader', member_role_name: 'PostureAudit' } } })
    assert.equal((await call('POST', `/v1/cloud_accounts/${org.json.id}/collections`, {})).json.error.code, 'cloud_account_not_collectable')

    release()
    assert.equal((await finished(account, first.json.id)).status, 'completed')
    assert.equal((await call('POST', `/v1/cloud_accounts/${account}/collections`, {})).status, 202, 'once finished, another may start')
  })

  test('a killed worker\'s collection is retried by the job system without a resource stored twice', async () => {
    await seed()
    const account = await connect()
    const first = await collect(account)
    await auditDone(first.audit_id)
    const before = (await resources(account)).map((r) => r.id).sort()
    // What a worker killed mid-collection leaves: its job running with a lapsed lease, the collection running.
    const db = t.storage.db
    await db.updateTable('collections').set({ status: 'running', completed_at: null }).where('tenant_id', '=', me.id).where('id', '=', first.id).execute()
    await db.updateTable('jobs').set({ status: 'running', locked_until: new Date(Date.now() - 1000), finished_at: null })
      .where('tenant_id', '=', me.id).where('queue', '=', 'collection').execute()
    worker?.poke()
    const retried = await finished(account, first.id)
    assert.equal(retried.status, 'completed', JSON.stringify(retried))
    assert.deepEqual((await resources(account)).map((r) => r.id).sort(), before)
    const { count } = await db.selectFrom('resources').select((eb) => eb.fn.countAll<string>().as('count')).where('tenant_id', '=', me.id).executeTakeFirstOrThrow()
    assert.equal(Number(count), before.length)
  })
})
