import type { EventData, EventType } from './schemas.ts'

// One sample `data` per event type, exactly of its schema: the OpenAPI `webhooks` section shows them as
// examples and POST /v1/webhook_endpoints/{id}/test sends them. The ids are samples: they name no record.

const finding = {
  id: 'fnd_0SampLe0Finding0000000000', severity: 'critical', dimension: 'security',
  resource_id: 'res_0SampLe0Resource000000000', title: 'Storage bucket allows public read access',
} as const
const audit = { id: 'aud_0SampLe0Audit000000000000', trigger: 'api', reanalysis_of: null, started_at: '2026-11-24T09:00:00.000Z' }

export const SAMPLE_EVENT_DATA: { [T in EventType]: EventData<T> } = {
  'finding.created': { finding },
  'finding.severity_changed': { finding, previous_severity: 'high', audit_id: audit.id, policy_ids: ['pol_0SampLe0Policy00000000000'] },
  'finding.resolved': { finding, resolution: 'fixed', reason: null, expires_at: null, audit_id: audit.id },
  'finding.updated': {
    finding: { ...finding, detected_at: '2026-11-20T08:00:00.000Z' },
    changes: { assignee: { from: null, to: 'usr_0SampLe0Member00000000000' }, due_at: { from: '2026-11-27T08:00:00.000Z', to: '2026-12-04T08:00:00.000Z' } },
    actor: { type: 'user', id: 'usr_0SampLe0Lead0000000000000' },
  },
  'audit.started': { audit },
  'audit.completed': {
    audit: {
      ...audit, completed_at: '2026-11-24T09:01:30.000Z', resources_scanned: 300,
      summary: {
        new: 4, reopened: 1, resolved: 3, severity_changed: 1, open: 212,
        by_severity: { info: 20, low: 61, medium: 74, high: 41, critical: 16 },
        by_dimension: { security: 88, cost: 47, architecture: 39, compliance: 38 },
      },
      policy_failures: [],
    },
  },
  'resource.added': {
    resource: {
      id: finding.resource_id, kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'acme-prod-exports', external_id: 'arn:aws:s3:::acme-prod-exports',
    },
  },
  'resource.removed': {
    resource: {
      id: 'res_0SampLe0Removed0000000000', kind: 'volume', provider: 'aws', region: 'eu-west-1', name: 'vol-0retired', external_id: 'arn:aws:ec2:eu-west-1:123456789012:volume/vol-0retired', source: 'inventory-nightly',
    },
  },
  'collection.completed': {
    collection: {
      id: 'col_0SampLe0Collection00000000', cloud_account_id: 'cac_0SampLe0CloudAccount0000', status: 'completed', trigger: 'schedule',
      resources: 1284, removed: 3, errors: 0, audit_id: audit.id,
    },
  },
  'policy.violated': {
    policy: { id: 'pol_0SampLe0Policy00000000000', name: 'Public data in production is critical', target: 'finding', severity: 'critical', dimension: 'security' },
    finding, audit_id: audit.id,
  },
}
