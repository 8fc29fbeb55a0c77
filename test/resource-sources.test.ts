import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { removeUnseenResources } from '../src/resources/index.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 35 item 3 (README decision 88): resources record their source; a complete import of a source removes
// the source's resources it did not contain (tombstones, `resource.removed`), and the next audit resolves their
// findings with resolution `resource_removed`. Everything over HTTP, as a client sees it.

// Unencrypted: each raises cmp.volume_unencrypted, so a removed one has a finding for the audit to resolve.
const volume = (i: number, region = 'eu-west-1') => ({
  kind: 'volume', provider: 'aws', region, name: `vol-${i}`, external_id: `arn:aws:ec2:${region}:482913650127:volume/vol-0${i}`,
  tags: {}, attributes: { size_gb: 10, volume_type: 'gp3', encrypted: false, attached_to: 'i-0abc' },
})

describe(`resource sources and complete imports (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { worker: true }) })
  after(async () => { await t.close() })

  const post = async (tenant: TestTenant, items: unknown, query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST', url: `/v1/resources/imports${query}`, headers: { ...tenant.headers, 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ resources: items }),
    })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const get = async (tenant: TestTenant, url: string) => {
    const response = await t.app.inject({ url, headers: tenant.headers })
    return { status: response.statusCode, body: response.json() }
  }
  const names = async (tenant: TestTenant, query = '') => {
    const { status, body } = await get(tenant, `/v1/resources?limit=200${query}`)
    assert.equal(status, 200, JSON.stringify(body))
    return (body.data as { name: string }[]).map((r) => r.name).sort()
  }
  const events = async (tenant: TestTenant, type: string) => (await get(tenant, `/v1/events?type=${type}&limit=200`)).body.data as { data: any }[]

  test('resources carry the source of the import that named one, and the list filters by it', async () => {
    const tenant = await t.tenant({ sandbox: false })
    assert.equal((await post(tenant, [volume(1), volume(2)], '?source=nightly')).status, 200)
    assert.equal((await post(tenant, [volume(3)])).status, 200)
    const { body: listed } = await get(tenant, '/v1/resources?limit=200')
    assert.deepEqual(Object.fromEntries(listed.data.map((r: { name: string; source: string | null }) => [r.name, r.source])), { 'vol-1': 'nightly', 'vol-2': 'nightly', 'vol-3': null })
    assert.deepEqual(await names(tenant, '&source=nightly'), ['vol-1', 'vol-2'])
    assert.deepEqual(await names(tenant, '&source=nightly,other'), ['vol-1', 'vol-2'])
    // An import without a source leaves a resource's source alone; one naming another source takes it over.
    await post(tenant, [volume(1)])
    await post(tenant, [volume(2)], '?source=terraform/prod')
    assert.deepEqual(await names(tenant, '&source=nightly'), ['vol-1'])
    assert.deepEqual(await names(tenant, '&source=terraform/prod'), ['vol-2'])
    // Keyset pages of the filtered list: one at a time, each once.
    const first = await get(tenant, '/v1/resources?source=nightly,terraform/prod&limit=1')
    const second = await get(tenant, `/v1/resources?source=nightly,terraform/prod&limit=1&cursor=${first.body.next_cursor}`)
    assert.notEqual(first.body.data[0].id, second.body.data[0].id)
    assert.equal(second.body.has_more, false)
    for (const bad of ['', 'a,,b', 'spaced name', '-leading', 'x'.repeat(129)]) {
      const answer = await get(tenant, `/v1/resources?source=${encodeURIComponent(bad)}`)
      assert.equal(answer.status, 422, `source=${bad}: ${JSON.stringify(answer.body)}`)
    }
  })

  test('a complete import removes what it did not contain; the next audit resolves their findings as resource_removed', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const neighbour = await t.tenant({ sandbox: false })
    await post(tenant, [volume(1), volume(2), volume(3)], '?source=nightly')
    await post(tenant, [volume(9)], '?source=other')
    await post(tenant, [volume(8)])
    // Another tenant's source of the same name, with the same external ids: never touched.
    await post(neighbour, [volume(1), volume(2), volume(3)], '?source=nightly')
    await runAuditOverHttp(t.app, tenant.headers)
    const findings = (await get(tenant, '/v1/findings?limit=200&check_id=cmp.volume_unencrypted')).body.data as { id: string; resource_id: string; status: string }[]
    assert.equal(findings.length, 5)
    const listedBefore = (await get(tenant, '/v1/resources?limit=200')).body.data as { id: string; name: string }[]
    const removedId = listedBefore.find((r) => r.name === 'vol-3')!.id
    const removedFinding = findings.find((f) => f.resource_id === removedId)!

    const complete = await post(tenant, [volume(1), volume(2)], '?source=nightly&complete=true')
    assert.equal(complete.status, 200, JSON.stringify(complete.body))
    assert.deepEqual([complete.body.source, complete.body.removed, complete.body.removal_withheld, complete.body.unchanged], ['nightly', 1, null, 2])
    assert.deepEqual(await names(tenant), ['vol-1', 'vol-2', 'vol-8', 'vol-9'], 'other sources and resources without one stay')
    assert.deepEqual(await names(tenant, '&source=nightly'), ['vol-1', 'vol-2'])
    const gone = await get(tenant, `/v1/resources/${removedId}`)
    assert.deepEqual([gone.status, gone.body.error.code], [404, 'not_found'])
    assert.deepEqual(await names(neighbour), ['vol-1', 'vol-2', 'vol-3'])
    assert.equal((await events(neighbour, 'resource.removed')).length, 0)

    const removedEvents = await events(tenant, 'resource.removed')
    assert.equal(removedEvents.length, 1)
    assert.deepEqual(removedEvents[0]!.data.resource, {
      id: removedId, kind: 'volume', provider: 'aws', region: 'eu-west-1', name: 'vol-3', external_id: volume(3).external_id, source: 'nightly',
    })
    // Until the next audit the finding stands (it is the audit's to resolve); then it is resolved, with the reason.
    assert.equal((await get(tenant, `/v1/findings/${removedFinding.id}`)).body.status, 'open')
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.status, 'completed')
    assert.equal(audit.resources_scanned, 4)
    assert.equal(audit.summary.resolved, 1)
    assert.equal((await get(tenant, `/v1/findings/${removedFinding.id}`)).body.status, 'resolved')
    const resolved = (await events(tenant, 'finding.resolved')).filter((e) => e.data.finding.id === removedFinding.id)
    assert.deepEqual(resolved.map((e) => [e.data.resolution, e.data.audit_id]), [['resource_removed', audit.id]])
    const history = (await get(tenant, `/v1/findings/${removedFinding.id}/history`)).body.data as { change: string; resolution: string | null; audit_id: string }[]
    assert.deepEqual(history.map((h) => [h.change, h.resolution]), [['created', null], ['resolved', 'resource_removed']])
    // The other findings stand, and open findings no longer count the removed resource's.
    assert.equal((await get(tenant, '/v1/findings/summary?status=open&check_id=cmp.volume_unencrypted')).body.total, findings.length - 1)
    const again = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(again.summary.resolved, 0, 'a resolved finding of a removed resource is not resolved twice')

    // Seen again, it comes back: same id, resource.added, listed, and its finding reopens with the next audit.
    const back = await post(tenant, [volume(1), volume(2), volume(3)], '?source=nightly&complete=true')
    assert.deepEqual([back.body.added, back.body.unchanged, back.body.removed], [1, 2, 0])
    assert.equal((await get(tenant, `/v1/resources/${removedId}`)).body.name, 'vol-3')
    assert.ok((await events(tenant, 'resource.added')).some((e) => e.data.resource.id === removedId))
    await runAuditOverHttp(t.app, tenant.headers)
    assert.equal((await get(tenant, `/v1/findings/${removedFinding.id}`)).body.status, 'open')
  })

  test('without complete=true nothing is removed, whatever the source', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await post(tenant, [volume(1), volume(2), volume(3)], '?source=nightly')
    const partial = await post(tenant, [volume(1)], '?source=nightly')
    assert.deepEqual([partial.body.removed, partial.body.removal_withheld], [0, null])
    await post(tenant, [volume(1)], '?source=nightly&complete=false')
    await post(tenant, [volume(1)])
    assert.deepEqual(await names(tenant), ['vol-1', 'vol-2', 'vol-3'])
    assert.equal((await events(tenant, 'resource.removed')).length, 0)
  })

  test('refusals: complete without a source, reserved and malformed names, an empty complete import; an unstorable item withholds removal', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await post(tenant, [volume(1), volume(2)], '?source=nightly')
    const refusals: [string, unknown, string][] = [
      ['?complete=true', [volume(1)], 'invalid_parameter'],
      ['?source=cac_0123&complete=true', [volume(1)], 'invalid_parameter'],
      ['?source=cac_0123', [volume(1)], 'invalid_parameter'],
      ['?source=has%20space', [volume(1)], 'invalid_parameter'],
      ['?source=nightly&complete=yes', [volume(1)], 'invalid_parameter'],
      ['?source=nightly&allow_empty=true', [volume(1)], 'invalid_parameter'],
      ['?source=nightly&complete=true', [], 'empty_complete_import'],
      ['?source=nightly&complete=true', [{ kind: 'spaceship' }], 'empty_complete_import'],
    ]
    for (const [query, items, code] of refusals) {
      const answer = await post(tenant, items, query)
      assert.deepEqual([answer.status, answer.body.error?.code], [422, code], `${query} ${JSON.stringify(items)}: ${JSON.stringify(answer.body)}`)
    }
    assert.deepEqual(await names(tenant), ['vol-1', 'vol-2'], 'no refusal changed anything')
    assert.equal((await events(tenant, 'resource.added')).length, 2)

    // One item that cannot be stored: its resource may exist, so nothing of the source is removed, and the answer says why.
    const withheld = await post(tenant, [volume(1), { ...volume(2), kind: 'spaceship' }], '?source=nightly&complete=true')
    assert.equal(withheld.status, 200)
    assert.equal(withheld.body.removed, 0)
    assert.match(withheld.body.removal_withheld, /1 item\(s\) could not be stored/)
    assert.deepEqual(await names(tenant), ['vol-1', 'vol-2'])
    // Superseded items are not unstorable: the later one of the same resource was stored.
    const superseded = await post(tenant, [volume(1), volume(1)], '?source=nightly&complete=true')
    assert.deepEqual([superseded.body.skipped, superseded.body.removed, superseded.body.removal_withheld], [1, 1, null])
    // An explicitly empty complete import removes the whole source, and only it.
    await post(tenant, [volume(5)], '?source=keep')
    const emptied = await post(tenant, [], '?source=nightly&complete=true&allow_empty=true')
    assert.deepEqual([emptied.status, emptied.body.removed], [200, 1])
    assert.deepEqual(await names(tenant), ['vol-5'])
    // A read-only token cannot import, complete or not.
    const readOnly = await t.token(tenant.id, ['resources:read'])
    assert.equal((await post(readOnly, [volume(5)], '?source=keep&complete=true')).status, 403)
  })

  test('a Terraform state names its source the same way', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const state = (buckets: string[]) => ({
      format_version: '1.0',
      values: { root_module: { resources: buckets.map((name) => ({ address: `aws_s3_bucket.${name}`, mode: 'managed', type: 'aws_s3_bucket', name, provider_name: 'registry.terraform.io/hashicorp/aws', values: { bucket: name, region: 'eu-west-1', tags: {} } })) } },
    })
    const send = (buckets: string[], query: string) => t.app.inject({ method: 'POST', url: `/v1/resources/imports?format=terraform${query}`, headers: { ...tenant.headers, 'content-type': 'application/json' }, payload: JSON.stringify(state(buckets)) })
    assert.equal((await send(['logs', 'data'], '&source=terraform/prod')).statusCode, 200)
    const answer = await send(['logs'], '&source=terraform/prod&complete=true')
    assert.equal(answer.statusCode, 200, answer.body)
    assert.equal(answer.json().removed, 1)
    assert.deepEqual(await names(tenant, '&source=terraform/prod'), ['logs'])
  })

  test('the same Idempotency-Key replays a complete import without removing twice', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await post(tenant, [volume(1), volume(2), volume(3)], '?source=nightly')
    const key = { 'idempotency-key': `complete-${tenant.id}` }
    const first = await post(tenant, [volume(1)], '?source=nightly&complete=true', key)
    assert.equal(first.body.removed, 2)
    // The resources come back in between; the replay answers the first response and removes nothing.
    await post(tenant, [volume(1), volume(2), volume(3)], '?source=nightly')
    const replay = await post(tenant, [volume(1)], '?source=nightly&complete=true', key)
    assert.equal(replay.headers['idempotent-replayed'], 'true')
    assert.deepEqual(replay.body, first.body)
    assert.deepEqual(await names(tenant), ['vol-1', 'vol-2', 'vol-3'])
    assert.equal((await events(tenant, 'resource.removed')).length, 2)
    // The same key with other parameters is another request.
    assert.equal((await post(tenant, [volume(1)], '?source=nightly', key)).body.error.code, 'idempotency_key_reused')
  })

  test('removal runs in bounded batches, each its own transaction with its events; a scope narrows it to regions and kinds', async () => {
    const tenant = await t.tenant({ sandbox: false })
    await post(tenant, [1, 2, 3, 4, 5].map((i) => volume(i)), '?source=nightly')
    await post(tenant, [6, 7].map((i) => volume(i, 'us-east-1')), '?source=nightly')
    const later = new Date(Date.now() + 60_000)
    // A scoped removal (a collection's region × service) leaves the rest of the source alone.
    const scoped = await removeUnseenResources(t.storage.db, tenant.id, { source: 'nightly', regions: ['us-east-1'], kinds: ['volume'], notSeenSince: later })
    assert.equal(scoped, 2)
    assert.equal(await removeUnseenResources(t.storage.db, tenant.id, { source: 'nightly', kinds: ['bucket'], notSeenSince: later }), 0)
    const batches: number[] = []
    const removed = await removeUnseenResources(t.storage.db, tenant.id, { source: 'nightly', notSeenSince: later }, { batchSize: 2, onBatch: (n) => batches.push(n) })
    assert.equal(removed, 5)
    assert.deepEqual(batches, [2, 2, 1])
    assert.equal((await events(tenant, 'resource.removed')).length, 7)
    assert.deepEqual(await names(tenant), [])
  })

  test('a source larger than one batch is removed whole through the API', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const many = Array.from({ length: 2_500 }, (_, i) => volume(10_000 + i))
    assert.equal((await post(tenant, many, '?source=bulk')).body.added, 2_500)
    const complete = await post(tenant, [volume(10_000)], '?source=bulk&complete=true')
    assert.equal(complete.status, 200, JSON.stringify(complete.body))
    assert.equal(complete.body.removed, 2_499)
    assert.deepEqual(await names(tenant), ['vol-10000'])
  })
})
