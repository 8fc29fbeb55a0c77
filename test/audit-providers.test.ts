import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// An audit meets each resource with the checks of its cloud only (checks are indexed by provider and kind).
// The same attributes on an AWS and a GCP instance: IMDSv1 and an unencrypted boot disk are AWS problems
// (Google encrypts every disk and has no IMDSv1), an SSH port open to the world is everybody's.

const instance = (provider: 'aws' | 'gcp', name: string) => ({
  kind: 'instance', provider, region: provider === 'aws' ? 'eu-west-1' : 'europe-west1', name,
  external_id: provider === 'aws' ? `arn:aws:ec2:eu-west-1:482913650127:instance/i-0${name}` : `//compute.googleapis.com/projects/acme/zones/europe-west1-b/instances/${name}`,
  tags: { env: 'staging' },
  attributes: { state: 'running', metadata_tokens_required: false, disk_encrypted: false, public_ip: '203.0.113.9', open_admin_ports: [22] },
})

describe(`audit by provider (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000, logLevel: process.env.TEST_LOG ?? 'silent' }, { worker: true }) })
  after(async () => { await t.close() })

  test('a check limited to aws never raises a finding on a gcp resource', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const imported = await t.app.inject({ method: 'POST', url: '/v1/resources/imports', headers: tenant.headers, payload: { resources: [instance('aws', 'a1'), instance('gcp', 'g1')] } })
    assert.equal(imported.statusCode, 200, imported.body)
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.status, 'completed')
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: tenant.headers })).json().data as Record<string, string>[]
    const ids = new Map((await get('/v1/resources?limit=200')).map((r) => [r.name, r.id]))
    const findings = await get('/v1/findings?limit=200')
    const byResource = (name: string) => findings.filter((f) => f.resource_id === ids.get(name)).map((f) => f.check_id).sort()
    assert.deepEqual(byResource('a1'), ['cmp.instance_disk_unencrypted', 'sec.instance_imdsv1_enabled', 'sec.instance_public_ip_admin_port'])
    assert.deepEqual(byResource('g1'), ['sec.instance_public_ip_admin_port'])
  })
})
