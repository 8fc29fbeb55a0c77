import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DIMENSIONS, FINDING_STATUSES, SEVERITIES } from '../../vocabulary/findings.ts'
import type { FindingRecord } from '../schemas.ts'
import { toOcsf, type ComplianceReferences, type OcsfResourceInput } from './ocsf.ts'

const options = { productVersion: '0.1.0' }
const finding: FindingRecord = {
  id: 'fnd_1',
  severity: 'high',
  dimension: 'security',
  resource_id: 'res_1',
  title: 'Bucket allows public read',
  detected_at: '2026-03-01T10:00:00.000Z',
  status: 'open',
  check_id: 'sec.bucket_public_read',
  audit_id: 'aud_1',
  description: 'Anyone can list and read objects.',
  remediation: 'Block public access.',
  first_seen_at: '2026-02-28T09:00:00.000Z',
  last_seen_at: '2026-03-02T10:00:00.500Z',
  resolved_at: null,
  policy_ids: [], status_reason: null, status_expires_at: null, accepted_until: null, assignee: null, due_at: null, sla_status: 'none', suppressed_by: null, source: null,
}
const aws: OcsfResourceInput = {
  kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'logs', external_id: 'arn:aws:s3:::logs',
  tags: { team: 'data', env: 'prod' },
}
const gcp: OcsfResourceInput = {
  kind: 'instance', provider: 'gcp', region: 'us-central1', name: 'web-1',
  external_id: '//compute.googleapis.com/projects/p/zones/us-central1-a/instances/web-1',
}
const azure: OcsfResourceInput = {
  kind: 'database', provider: 'azure', region: 'westeurope', name: 'orders',
  external_id: '/subscriptions/s/resourceGroups/rg/providers/Microsoft.Sql/servers/orders', tags: {},
}
// What the app resolves for a check on an AWS resource (the check library's framework data; tested there).
const controls: ComplianceReferences = {
  standards: ['CIS Amazon Web Services Foundations Benchmark v5.0.0', 'SOC 2 Trust Services Criteria 2017'],
  requirements: ['CIS Amazon Web Services Foundations Benchmark v5.0.0 2.1.1', 'SOC 2 Trust Services Criteria 2017 CC6.1'],
}

test('the class follows the dimension: compliance is 2003, everything else 2004', () => {
  for (const dimension of DIMENSIONS) {
    const event = toOcsf({ ...finding, dimension }, aws, controls, options)
    const compliance = dimension === 'compliance'
    assert.equal(event.class_uid, compliance ? 2003 : 2004)
    assert.equal(event.class_name, compliance ? 'Compliance Finding' : 'Detection Finding')
    assert.equal(event.category_uid, 2)
    assert.equal(event.category_name, 'Findings')
    assert.equal('compliance' in event, compliance)
    assert.deepEqual(event.finding_info.types, [dimension])
  }
})

test('every severity maps to its OCSF severity_id and caption', () => {
  const expected = { info: [1, 'Informational'], low: [2, 'Low'], medium: [3, 'Medium'], high: [4, 'High'], critical: [5, 'Critical'] }
  for (const severity of SEVERITIES) {
    const event = toOcsf({ ...finding, severity }, aws, undefined, options)
    assert.deepEqual([event.severity_id, event.severity], expected[severity])
  }
})

test('every status maps to activity, finding status and type_uid = class_uid * 100 + activity_id', () => {
  const expected = {
    open: { activity: [1, 'Create'], status: [1, 'New'] },
    accepted_risk: { activity: [2, 'Update'], status: [3, 'Suppressed'] },
    resolved: { activity: [3, 'Close'], status: [4, 'Resolved'] },
  }
  for (const status of FINDING_STATUSES) {
    for (const dimension of ['security', 'compliance'] as const) {
      const event = toOcsf({ ...finding, status, dimension }, aws, controls, options)
      assert.deepEqual([event.activity_id, event.activity_name], expected[status].activity)
      assert.deepEqual([event.status_id, event.status], expected[status].status)
      assert.equal(event.type_uid, event.class_uid * 100 + event.activity_id)
      assert.equal(event.type_name, `${event.class_name}: ${event.activity_name}`)
    }
  }
  assert.equal(toOcsf(finding, aws, undefined, options).type_uid, 200401)
  assert.equal(toOcsf({ ...finding, dimension: 'compliance', status: 'resolved' }, aws, undefined, options).type_uid, 200303)
})

test('timestamps are epoch milliseconds; time is the last sighting', () => {
  const event = toOcsf(finding, aws, undefined, options)
  assert.equal(event.time, Date.UTC(2026, 2, 2, 10, 0, 0, 500))
  assert.equal(event.finding_info.last_seen_time, event.time)
  assert.equal(event.finding_info.first_seen_time, Date.UTC(2026, 1, 28, 9))
  assert.equal(event.finding_info.created_time, Date.UTC(2026, 2, 1, 10))
  assert.throws(() => toOcsf({ ...finding, last_seen_at: 'yesterday' }, aws, undefined, options), RangeError)
})

test('finding_info, remediation and metadata carry the finding', () => {
  const event = toOcsf(finding, aws, undefined, options)
  assert.deepEqual(event.finding_info.analytic, { uid: 'sec.bucket_public_read', name: 'sec.bucket_public_read', type_id: 1, type: 'Rule' })
  assert.equal(event.finding_info.uid, 'fnd_1')
  assert.equal(event.finding_info.title, finding.title)
  assert.equal(event.finding_info.desc, finding.description)
  assert.deepEqual(event.remediation, { desc: 'Block public access.' })
  assert.deepEqual(event.metadata, {
    version: '1.3.0', profiles: ['cloud'], uid: 'fnd_1',
    product: { name: 'Posture', vendor_name: 'Posture', version: '0.1.0' },
  })
})

test('AWS: resource and cloud mapping, partition from the ARN, tags as sorted k=v labels', () => {
  const event = toOcsf(finding, aws, undefined, options)
  assert.deepEqual(event.resources, [{
    uid: 'arn:aws:s3:::logs', name: 'logs', type: 'bucket', region: 'eu-west-1', cloud_partition: 'aws',
    labels: ['env=prod', 'team=data'], data: { posture_id: 'res_1' },
  }])
  assert.deepEqual(event.cloud, { provider: 'AWS', region: 'eu-west-1' })
  const china = toOcsf(finding, { ...aws, external_id: 'arn:aws-cn:s3:::logs' }, undefined, options)
  assert.equal(china.resources[0]!.cloud_partition, 'aws-cn')
  assert.equal('cloud_partition' in toOcsf(finding, { ...aws, external_id: 'i-0abc' }, undefined, options).resources[0]!, false)
})

test('GCP and Azure: provider spelling, no partition, no labels when there are no tags', () => {
  const g = toOcsf(finding, gcp, undefined, options)
  assert.deepEqual(g.cloud, { provider: 'GCP', region: 'us-central1' })
  assert.deepEqual(g.resources, [{ uid: gcp.external_id, name: 'web-1', type: 'instance', region: 'us-central1', data: { posture_id: 'res_1' } }])
  const a = toOcsf(finding, azure, undefined, options)
  assert.deepEqual(a.cloud, { provider: 'Azure', region: 'westeurope' })
  assert.deepEqual(a.resources, [{ uid: azure.external_id, name: 'orders', type: 'database', region: 'westeurope', data: { posture_id: 'res_1' } }])
})

test('compliance block: the standards and requirements given, verbatim; Fail unless resolved', () => {
  const cmp = { ...finding, dimension: 'compliance' as const, check_id: 'cmp.bucket_logging_off' }
  assert.deepEqual(toOcsf(cmp, aws, controls, options).compliance, {
    standards: [...controls.standards],
    control: 'cmp.bucket_logging_off',
    requirements: [...controls.requirements],
    status_id: 3,
    status: 'Fail',
  })
  const byStatus = Object.fromEntries(FINDING_STATUSES.map((status) => {
    const c = toOcsf({ ...cmp, status }, aws, controls, options).compliance!
    return [status, [c.status_id, c.status]]
  }))
  assert.deepEqual(byStatus, { open: [3, 'Fail'], accepted_risk: [3, 'Fail'], resolved: [1, 'Pass'] })
  // No mapped controls still yields the required `standards`, empty, and no requirements.
  assert.deepEqual(toOcsf(cmp, aws, undefined, options).compliance, { standards: [], control: 'cmp.bucket_logging_off', status_id: 3, status: 'Fail' })
  assert.deepEqual(toOcsf(cmp, gcp, { standards: [], requirements: [] }, options).compliance, { standards: [], control: 'cmp.bucket_logging_off', status_id: 3, status: 'Fail' })
})

test('status_detail and unmapped appear only when there is something to say', () => {
  const plain = toOcsf(finding, aws, undefined, options)
  assert.equal('status_detail' in plain, false)
  assert.equal('unmapped' in plain, false)
  assert.equal('status_detail' in toOcsf({ ...finding, status_reason: null, status_expires_at: null }, aws, undefined, options), false)
  const accepted = toOcsf({
    ...finding, status: 'accepted_risk', status_reason: 'Public website bucket', status_expires_at: '2026-06-01T00:00:00.000Z',
    policy_ids: ['pol_1'],
  }, aws, undefined, options)
  assert.equal(accepted.status_detail, 'Public website bucket')
  assert.deepEqual(accepted.unmapped, { status_expires_at: '2026-06-01T00:00:00.000Z', policy_ids: ['pol_1'] })
})

test('the event survives a JSON round trip unchanged (no undefined, NaN, Date or shared references)', () => {
  for (const [dimension, resource] of [['security', aws], ['compliance', gcp], ['cost', azure]] as const) {
    const event = toOcsf({ ...finding, dimension, status_reason: 'x', policy_ids: ['pol_1'] }, resource, controls, options)
    assert.deepEqual(JSON.parse(JSON.stringify(event)), event)
  }
})
