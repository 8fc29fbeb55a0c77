import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { ROOT } from './helpers/processes.ts'

const fixture = (provider: string) => readFileSync(join(ROOT, 'test/fixtures/terraform', `${provider}.json`), 'utf8')
const volume = (i: number, attributes: Record<string, unknown> = {}) => ({
  kind: 'volume', provider: 'aws', region: 'us-east-1', name: `vol-${i}`, external_id: `arn:aws:ec2:us-east-1:482913650127:volume/vol-0${i}`,
  tags: { env: 'dev' }, attributes: { size_gb: 50, volume_type: 'gp3', encrypted: true, attached_to: 'i-0abc', ...attributes },
})

describe(`inventory import and finding export (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { worker: true }) })
  after(async () => { await t.close() })

  const post = async (tenant: TestTenant, payload: string, query = '') => {
    const response = await t.app.inject({ method: 'POST', url: `/v1/resources/imports${query}`, headers: { ...tenant.headers, 'content-type': 'application/json' }, payload })
    return { status: response.statusCode, body: response.json() }
  }
  const count = async (tenant: TestTenant) => Number((await t.storage.db.selectFrom('resources').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n)

  test('bad items are skipped with per-item errors and never stop the good ones; a re-import counts unchanged and updated', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const items = [volume(1), { kind: 'spaceship', provider: 'aws', region: 'x', name: 'n', external_id: 'e' }, volume(2), 'not an object', { ...volume(3), provider: 'oracle' }, volume(4)]
    const first = await post(tenant, JSON.stringify({ resources: items }))
    assert.equal(first.status, 200, JSON.stringify(first.body))
    assert.equal(first.body.added, 3)
    assert.equal(first.body.skipped, 3)
    assert.deepEqual(first.body.errors.map((e: { index: number }) => e.index), [1, 3, 4])
    assert.match(first.body.errors[0].message, /kind/)
    assert.equal(await count(tenant), 3)

    const second = await post(tenant, JSON.stringify([volume(1), volume(2, { encrypted: false }), volume(4), volume(4, { size_gb: 99 })]))
    assert.deepEqual({ added: second.body.added, updated: second.body.updated, unchanged: second.body.unchanged, skipped: second.body.skipped }, { added: 0, updated: 2, unchanged: 1, skipped: 1 })
    assert.match(second.body.errors[0].message, /Superseded by item 3/)
    const stored = await t.storage.db.selectFrom('resources').select('attributes').where('tenant_id', '=', tenant.id).where('name', '=', 'vol-4').executeTakeFirstOrThrow()
    assert.equal(stored.attributes.size_gb, 99)
  })

  test('a document that breaks off while a batch is being written changes nothing', async () => {
    const tenant = await t.tenant({ sandbox: false })
    // 2,000 items fill a batch, whose write starts while the rest is parsed and found broken.
    const items = Array.from({ length: 2_100 }, (_, i) => JSON.stringify(volume(1000 + i)))
    const broken = await post(tenant, `{"resources": [${items.join(',')}, {"kind": `)
    assert.equal(broken.status, 400)
    assert.equal(await count(tenant), 0)
    const events = await t.storage.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()
    assert.equal(Number(events.n), 0)
  })

  test('a broken document changes nothing; the wrong shape and the wrong scope are refused', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const broken = await post(tenant, `{"resources": [${JSON.stringify(volume(1))}, {"kind": `)
    assert.equal(broken.status, 400)
    assert.equal(broken.body.error.code, 'invalid_json')
    assert.equal(await count(tenant), 0)
    const shape = await post(tenant, JSON.stringify({ items: [] }))
    assert.equal(shape.status, 422)
    assert.equal(shape.body.error.code, 'invalid_import')
    assert.equal((await post(tenant, fixture('aws'))).body.error.code, 'invalid_import', 'a Terraform state needs format=terraform')
    assert.equal((await post(tenant, JSON.stringify({ format_version: '1.0' }), '?format=terraform')).body.error.code, 'invalid_import')
    assert.equal((await post(tenant, '[]', '?format=xml')).status, 422)
    const readOnly = await t.token(tenant.id, ['resources:read'])
    assert.equal((await post(readOnly, '[]')).status, 403)
  })

  for (const provider of ['aws', 'gcp', 'azure']) {
    test(`a ${provider} Terraform state imports with the right kinds, then audits into findings`, async () => {
      const tenant = await t.tenant({ sandbox: false })
      const { status, body } = await post(tenant, fixture(provider), '?format=terraform')
      assert.equal(status, 200, JSON.stringify(body))
      assert.equal(body.skipped, 0, JSON.stringify(body.errors))
      assert.ok(body.added >= 10, `${body.added} added`)
      assert.ok(body.other >= 1 && Object.keys(body.other_types).length >= 1)
      const resources = await t.storage.db.selectFrom('resources').selectAll().where('tenant_id', '=', tenant.id).execute()
      assert.ok(resources.every((r) => r.provider === provider))
      const kinds = new Set(resources.map((r) => r.kind))
      for (const kind of ['instance', 'bucket', 'network_rule', 'database', 'function', 'key', 'volume', 'snapshot', 'iam_principal', 'load_balancer', 'other']) {
        assert.ok(kinds.has(kind), `${provider}: no ${kind} among ${[...kinds].join(', ')}`)
      }
      const again = await post(tenant, fixture(provider), '?format=terraform')
      assert.equal(again.body.unchanged, body.added)

      const audit = await runAuditOverHttp(t.app, tenant.headers)
      assert.equal(audit.status, 'completed')
      assert.ok(audit.summary.new >= 3, `${provider}: ${audit.summary.new} findings`)
      const checks = new Set((await t.storage.db.selectFrom('findings').select('check_id').where('tenant_id', '=', tenant.id).execute()).map((f) => f.check_id))
      if (provider === 'aws') for (const id of ['sec.bucket_public_read', 'cmp.volume_unencrypted', 'arch.single_az_database']) assert.ok(checks.has(id), `aws: ${id} among ${[...checks].join(', ')}`)
    })
  }

  test('export streams every matching finding as CSV and as OCSF JSON Lines', async () => {
    const tenant = await t.tenant()
    const total = (await t.app.inject({ url: '/v1/findings/summary?severity=high,critical', headers: tenant.headers })).json().total
    const csv = await t.app.inject({ url: '/v1/findings/export?format=csv&severity=high,critical', headers: tenant.headers })
    assert.equal(csv.statusCode, 200)
    assert.match(String(csv.headers['content-type']), /^text\/csv/)
    assert.match(String(csv.headers['content-disposition']), /attachment; filename="findings-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = csv.body.trimEnd().split('\r\n')
    assert.match(lines[0]!, /^id,check_id,severity,/)
    assert.equal(lines.length - 1, total)

    const ocsf = await t.app.inject({ url: '/v1/findings/export?format=ocsf&dimension=compliance,security', headers: tenant.headers })
    assert.equal(ocsf.statusCode, 200)
    const events = ocsf.body.trimEnd().split('\n').map((l) => JSON.parse(l))
    const expected = (await t.app.inject({ url: '/v1/findings/summary?dimension=compliance,security', headers: tenant.headers })).json().total
    assert.equal(events.length, expected)
    assert.ok(events.some((e) => e.class_uid === 2003) && events.some((e) => e.class_uid === 2004))
    for (const e of events) {
      assert.equal(e.class_uid, e.finding_info.types[0] === 'compliance' ? 2003 : 2004)
      assert.ok(e.finding_info.uid.startsWith('fnd_') && e.severity_id >= 1 && e.resources[0].uid && e.remediation.desc)
    }
    assert.equal((await t.app.inject({ url: '/v1/findings/export', headers: tenant.headers })).statusCode, 422)
  })
})
