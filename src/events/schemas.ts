import Type, { type Static, type TSchema } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../findings/vocabulary.ts'
import { PROVIDERS, RESOURCE_KINDS } from '../resources/vocabulary.ts'

// The seven event types and their `data` payloads. Each is written in the same transaction as the change
// it reports; the webhooks capability delivers them and the OpenAPI `webhooks` section documents them.
export const EVENT_TYPES = [
  'finding.created', 'finding.severity_changed', 'finding.resolved',
  'audit.started', 'audit.completed', 'resource.added', 'policy.violated',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

const Severity = Type.Enum([...SEVERITIES])
const Dimension = Type.Enum([...DIMENSIONS])
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

/** Exactly the spec's finding.created shape: the six list fields except `detected_at`. */
export const FindingRef = Type.Object({
  id: Type.String({ description: '`fnd_` id.' }),
  severity: Severity,
  dimension: Dimension,
  resource_id: Type.String({ description: '`res_` id.' }),
  title: Type.String(),
}, { additionalProperties: false })

const AuditSummary = Type.Object({
  new: Type.Integer(), reopened: Type.Integer(), resolved: Type.Integer(), severity_changed: Type.Integer(), open: Type.Integer(),
  by_severity: Type.Record(Type.String(), Type.Integer()), by_dimension: Type.Record(Type.String(), Type.Integer()),
}, { additionalProperties: false })

const AuditRef = Type.Object({
  id: Type.String({ description: '`aud_` id.' }),
  trigger: Type.String(),
  reanalysis_of: NullableString('For a re-analysis, the audit it re-ran.'),
  started_at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false })

export const EVENT_PAYLOADS = {
  'finding.created': Type.Object({ finding: FindingRef }, { additionalProperties: false, description: 'A new finding was detected.' }),
  'finding.severity_changed': Type.Object({
    finding: FindingRef,
    previous_severity: Severity,
    audit_id: NullableString('The audit that reclassified it.'),
    policy_ids: Type.Array(Type.String(), { description: 'Finding policies that now match it.' }),
  }, { additionalProperties: false, description: 'A finding\'s severity was reclassified (for example a finding policy started or stopped matching).' }),
  'finding.resolved': Type.Object({
    finding: FindingRef,
    resolution: Type.Enum(['fixed', 'accepted_risk'], { description: '`fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it.' }),
    reason: NullableString('The reason given when accepting the risk.'),
    expires_at: NullableString('When an accepted risk reopens; null if never.'),
    audit_id: NullableString('The audit that found the problem gone; null for an acceptance.'),
  }, { additionalProperties: false, description: 'A finding was fixed or accepted as a known risk.' }),
  'audit.started': Type.Object({ audit: AuditRef }, { additionalProperties: false, description: 'A 4D pass began.' }),
  'audit.completed': Type.Object({
    audit: Type.Object({
      ...AuditRef.properties,
      completed_at: Type.String({ format: 'date-time' }),
      resources_scanned: Type.Integer(),
      summary: AuditSummary,
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'A 4D pass finished; the summary counts new, reopened, resolved and open findings.' }),
  'resource.added': Type.Object({
    resource: Type.Object({
      id: Type.String({ description: '`res_` id.' }), kind: Type.Enum([...RESOURCE_KINDS]), provider: Type.Enum([...PROVIDERS]),
      region: Type.String(), name: Type.String(), external_id: Type.String(),
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'A new cloud resource entered the inventory.' }),
  'policy.violated': Type.Object({
    policy: Type.Object({
      id: Type.String({ description: '`pol_` id.' }), name: Type.String(), target: Type.Enum(['resource', 'finding']), severity: Severity, dimension: Dimension,
    }, { additionalProperties: false }),
    finding: FindingRef,
    audit_id: NullableString('The audit in which the policy fired.'),
  }, { additionalProperties: false, description: 'A custom policy newly matched a resource or finding (sent once per new match, not on every audit).' }),
} as const satisfies Record<EventType, TSchema>

export type EventData<T extends EventType> = Static<(typeof EVENT_PAYLOADS)[T]>
export type FindingRefData = Static<typeof FindingRef>
export interface NewEvent<T extends EventType = EventType> { type: T; data: EventData<T> }
