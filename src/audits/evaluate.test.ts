import assert from 'node:assert/strict'
import { test } from 'node:test'
import { emptyIndex } from '../checks/index.ts'
import type { SnapshotResource } from '../resources/index.ts'
import { observe } from './evaluate.ts'

// The audit meets each resource with the checks of its kind and its cloud only. IMDSv1 is an EC2 setting:
// the same attribute on a GCP or Azure instance (an import may carry anything) is not a finding.

const instance = (id: string, provider: SnapshotResource['provider']): SnapshotResource => ({
  id, kind: 'instance', provider, region: 'eu-west-1', name: id, external_id: `ext-${id}`, tags: {},
  attributes: { metadata_tokens_required: false, disk_encrypted: false },
})

test('a check limited to aws raises on an aws resource and never runs on a gcp, azure or other one', () => {
  const observed = observe([instance('res_aws', 'aws'), instance('res_gcp', 'gcp'), instance('res_azure', 'azure'), instance('res_other', 'other')], emptyIndex())
  const pairs = observed.map((o) => `${o.rule_id} ${o.resource_id}`).sort()
  assert.deepEqual(pairs, ['cmp.instance_disk_unencrypted res_aws', 'sec.instance_imdsv1_enabled res_aws'])
})

test('a check of several clouds runs on each of them', () => {
  const open = (id: string, provider: SnapshotResource['provider']): SnapshotResource => ({
    ...instance(id, provider), attributes: { public_ip: '203.0.113.7', open_admin_ports: [22] },
  })
  const observed = observe([open('res_aws', 'aws'), open('res_gcp', 'gcp'), open('res_azure', 'azure')], emptyIndex())
  assert.deepEqual(observed.map((o) => `${o.rule_id} ${o.resource_id}`).sort(),
    ['sec.instance_public_ip_admin_port res_aws', 'sec.instance_public_ip_admin_port res_azure', 'sec.instance_public_ip_admin_port res_gcp'])
})
