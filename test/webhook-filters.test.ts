import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { runAuditOverHttp } from './helpers/audits.ts'
import { startReceiver, until, type Receiver } from './fakes/webhook-receiver.ts'
import { BACKEND, startWebhookTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 18, alert rules: a webhook endpoint's `filter` (CEL over the finding and its resource) is checked when
// saved and decides, at fan-out, which finding events reach the endpoint; other events pass. The test route
// says whether the sample would match.
describe(`webhook endpoint filters (${BACKEND})`, () => {
  let t: TestApp
  let receiver: Receiver

  before(async () => {
    receiver = await startReceiver()
    t = (await startWebhookTestApp(() => new Date())).t
  })
  after(async () => {
    await t.close()
    await receiver.close()
  })

  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const bucket = (name: string, env: string, fixed = false) => ({
    kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: { env },
    attributes: { public_read: !fixed, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10 },
  })
  const delivered = async (tenant: TestTenant, endpoint: string) => {
    const listed = await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint}/deliveries?limit=100`)
    assert.equal(listed.status, 200)
    return (listed.body.data as { event_type: string; event_id: string }[])
  }
  const findingOf = async (tenant: TestTenant, eventId: string) => (await call(tenant, 'GET', `/v1/events/${eventId}`)).body.data.finding

  test('only the finding events the filter matches reach the endpoint; other events pass; an unfiltered endpoint gets all', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const rule = 'finding.check_id == "sec.bucket_public_read" && resource.tags.env == "prod"'
    const filtered = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: `${receiver.url}?f=1`, enabled_events: ['*'], filter: rule })
    assert.equal(filtered.status, 201, JSON.stringify(filtered.body))
    assert.equal(filtered.body.filter, rule)
    const all = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: `${receiver.url}?f=0`, enabled_events: ['*'] })
    assert.equal(all.body.filter, null)

    assert.equal((await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('prod-data', 'prod'), bucket('dev-data', 'dev')] })).status, 200)
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    const created = (await call(tenant, 'GET', `/v1/findings?audit_id=${audit.id}&limit=100`)).body.data as { id: string; check_id: string; resource_id: string }[]
    const wanted = created.filter((f) => f.check_id === 'sec.bucket_public_read')
    assert.equal(wanted.length, 2, 'both buckets are public')

    const everything = await until('the unfiltered deliveries', async () => {
      const list = await delivered(tenant, all.body.id)
      return list.filter((d) => d.event_type === 'finding.created').length === created.length && list.some((d) => d.event_type === 'audit.completed') ? list : undefined
    })
    const some = await delivered(tenant, filtered.body.id)
    const findingEvents = some.filter((d) => d.event_type.startsWith('finding.'))
    assert.equal(findingEvents.length, 1, JSON.stringify(some.map((d) => d.event_type)))
    const finding = await findingOf(tenant, findingEvents[0]!.event_id)
    const prod = (await call(tenant, 'GET', `/v1/resources/${finding.resource_id}`)).body
    assert.equal(prod.name, 'prod-data')
    assert.deepEqual(some.filter((d) => !d.event_type.startsWith('finding.')).map((d) => d.event_type).sort(),
      everything.filter((d) => !d.event_type.startsWith('finding.')).map((d) => d.event_type).sort(), 'events without a finding are not filtered')

    // Fixed everywhere: the prod finding's resolution matches (its status is resolved, its check the same).
    assert.equal((await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('prod-data', 'prod', true), bucket('dev-data', 'dev', true)] })).status, 200)
    await runAuditOverHttp(t.app, tenant.headers)
    const resolved = (await delivered(tenant, filtered.body.id)).filter((d) => d.event_type === 'finding.resolved')
    assert.equal(resolved.length, 1)
    assert.equal((await findingOf(tenant, resolved[0]!.event_id)).id, finding.id)

    // A filter on a tag the resources lack is an evaluation error on each: no match, nothing sent.
    assert.equal((await call(tenant, 'PATCH', `/v1/webhook_endpoints/${filtered.body.id}`, { filter: 'resource.tags.owner == "ops"' })).status, 200)
    const before = (await delivered(tenant, filtered.body.id)).length
    assert.equal((await call(tenant, 'POST', '/v1/resources/imports', { resources: [bucket('prod-data', 'prod'), bucket('dev-data', 'dev')] })).status, 200)
    await runAuditOverHttp(t.app, tenant.headers)
    const after = await delivered(tenant, filtered.body.id)
    assert.ok(after.length > before, 'the audit events arrive')
    assert.equal(after.slice(0, after.length - before).filter((d) => d.event_type.startsWith('finding.')).length, 0)
    // null removes the filter.
    assert.equal((await call(tenant, 'PATCH', `/v1/webhook_endpoints/${filtered.body.id}`, { filter: null })).body.filter, null)
  })

  test('a bad filter is a 422 invalid_filter_expression with its position, on create and update, changing nothing', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const refused = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['*'], filter: 'finding.severity == ' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.error.code, 'invalid_filter_expression')
    assert.equal(refused.body.error.details.position.line, 1)
    assert.equal((await call(tenant, 'GET', '/v1/webhook_endpoints')).body.data.length, 0)
    for (const filter of ['finding.severty == "high"', 'resource.name', '[1,2].all(x, [1,2].all(y, [1,2].all(z, z > 0)))']) {
      const response = await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['*'], filter })
      assert.equal(response.status, 422, filter)
      assert.equal(response.body.error.code, 'invalid_filter_expression', filter)
    }
    assert.equal((await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['*'], filter: 'x'.repeat(5000) })).status, 422)

    const endpoint = (await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['*'], filter: 'finding.severity == "critical"' })).body
    const update = await call(tenant, 'PATCH', `/v1/webhook_endpoints/${endpoint.id}`, { filter: 'finding.severity ==', description: 'changed' })
    assert.equal(update.status, 422)
    const kept = (await call(tenant, 'GET', `/v1/webhook_endpoints/${endpoint.id}`)).body
    assert.equal(kept.filter, 'finding.severity == "critical"')
    assert.equal(kept.description, '')
  })

  test('the test event reports whether the sample would match the filter', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const make = async (filter?: string) => (await call(tenant, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['*'], ...(filter ? { filter } : {}) })).body.id as string
    const prod = await make('finding.check_id == "sec.bucket_public_read" && resource.tags.env == "prod"')
    const dev = await make('resource.tags.env == "dev"')
    const none = await make()
    const test = async (id: string, type?: string) => {
      const response = await call(tenant, 'POST', `/v1/webhook_endpoints/${id}/test`, type ? { event_type: type } : {})
      assert.equal(response.status, 202, JSON.stringify(response.body))
      assert.equal(response.body.test, true)
      return response.body.filter_matched
    }
    assert.equal(await test(prod), true)
    assert.equal(await test(prod, 'finding.resolved'), true)
    assert.equal(await test(dev), false)
    assert.equal(await test(none), null)
    assert.equal(await test(prod, 'audit.completed'), null)
    const resolvedOnly = await make('finding.status == "resolved"')
    assert.equal(await test(resolvedOnly, 'finding.resolved'), true)
    assert.equal(await test(resolvedOnly, 'finding.created'), false)
  })
})
