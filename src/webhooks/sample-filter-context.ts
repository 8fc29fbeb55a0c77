import { SAMPLE_EVENT_DATA, type EventType } from '../events/index.ts'
import type { PolicyContext } from '../vocabulary/index.ts'

// The sample events are the outbox's (events/sample-events.ts, the feed records them too); what a filter sees
// of one is the webhooks' own concern, so it lives here.

/**
 * What an endpoint's filter sees for a sample finding event (POST /v1/webhook_endpoints/{id}/test reports whether
 * it matches): the sample finding as stored — raised by `sec.bucket_public_read`, open, or resolved for
 * `finding.resolved` — on the sample resource, tagged `env: prod`. Undefined for events without a finding.
 */
export function sampleFilterContext(type: EventType): PolicyContext | undefined {
  if (!type.startsWith('finding.') && type !== 'policy.violated') return undefined
  const finding = SAMPLE_EVENT_DATA['finding.created'].finding
  const resource = SAMPLE_EVENT_DATA['resource.added'].resource
  return {
    finding: { id: finding.id, check_id: 'sec.bucket_public_read', severity: finding.severity, dimension: finding.dimension, status: type === 'finding.resolved' ? 'resolved' : 'open', title: finding.title },
    resource: { ...resource, tags: { env: 'prod', team: 'data' }, attributes: { public_read: true, versioning: true, encryption: 'aws:kms' } },
  }
}
