import Type, { type Static, type TSchema } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../vocabulary/index.ts'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { PolicyFailure } from '../vocabulary/index.ts'
import { PROVIDERS, RESOURCE_KINDS } from '../vocabulary/index.ts'

// The ten event types and their `data` payloads. Each is written in the same transaction as the change
// it reports; the webhooks capability delivers them and the OpenAPI `webhooks` section documents them.
export const EVENT_TYPES = [
  'finding.created', 'finding.severity_changed', 'finding.resolved', 'finding.updated',
  'audit.started', 'audit.completed', 'resource.added', 'policy.violated', 'resource.removed',
  'collection.completed',
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

const Change = Type.Object({ from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false })
/** The fields of a triage change, each `{from, to}` (timestamps in ISO 8601; null for none). */
export const TRIAGE_FIELDS = ['status', 'reason', 'accepted_until', 'assignee', 'due_at', 'note', 'suppressed_by'] as const
export type TriageField = (typeof TRIAGE_FIELDS)[number]

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
    resolution: Type.Enum(['fixed', 'accepted_risk', 'check_disabled', 'resource_removed'], { description: '`fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it. `check_disabled`: the tenant disabled the check (PATCH /v1/checks/{id}), so the audit no longer runs it. `resource_removed`: its resource left the inventory (`resource.removed`: a complete import of its source no longer contained it), so the audit no longer sees it.' }),
    reason: NullableString('The reason given when accepting the risk.'),
    expires_at: NullableString('When an accepted risk reopens; null if never.'),
    audit_id: NullableString('The audit that found the problem gone; null for an acceptance.'),
  }, { additionalProperties: false, description: 'A finding was fixed or accepted as a known risk.' }),
  'finding.updated': Type.Object({
    finding: Type.Object({ ...FindingRef.properties, detected_at: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
    changes: Type.Partial(Type.Object(Object.fromEntries(TRIAGE_FIELDS.map((f) => [f, Change])) as Record<TriageField, typeof Change>, { additionalProperties: false }), {
      description: 'What changed, each field `{from, to}`: `status` (and its `reason` and `accepted_until` when accepting a risk), `assignee` (`usr_…` or null), `due_at`, `note` (from null to the new note\'s id, or from the deleted note\'s id to null), `suppressed_by` (from null to the suppression rule that now silences the finding, or from the rule to null when it no longer does; actor `system`). Only the fields that changed are present.',
    }),
    actor: Type.Object({
      type: Type.Enum(['user', 'token', 'oauth_client', 'system']),
      id: NullableString('`usr_…`, `pat_…` or `oac_…`; null for the system (an acceptance that lapsed).'),
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits\' changes have their own events.' }),
  'audit.started': Type.Object({ audit: AuditRef }, { additionalProperties: false, description: 'A 4D pass began.' }),
  'audit.completed': Type.Object({
    audit: Type.Object({
      ...AuditRef.properties,
      completed_at: Type.String({ format: 'date-time' }),
      resources_scanned: Type.Integer(),
      summary: AuditSummary,
      // Optional: events are stored as written, and those written before this field existed lack it.
      policy_failures: Type.Optional(Type.Array(PolicyFailure, { description: 'Custom policies this audit could not evaluate (empty when every policy ran), as on the audit. Absent on events written before November 2026.' })),
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'A 4D pass finished; the summary counts new, reopened, resolved and open findings.' }),
  'resource.added': Type.Object({
    resource: Type.Object({
      id: Type.String({ description: '`res_` id.' }), kind: Type.Enum([...RESOURCE_KINDS]), provider: Type.Enum([...PROVIDERS]),
      region: Type.String(), name: Type.String(), external_id: Type.String(),
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'A new cloud resource entered the inventory (or a removed one came back: same `id`).' }),
  'resource.removed': Type.Object({
    resource: Type.Object({
      id: Type.String({ description: '`res_` id.' }), kind: Type.Enum([...RESOURCE_KINDS]), provider: Type.Enum([...PROVIDERS]),
      region: Type.String(), name: Type.String(), external_id: Type.String(),
      source: Type.String({ description: 'The source whose complete import (or, for a cloud account `cac_…`, whose collection) no longer contained it.' }),
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`), or a collection of its cloud account that read its region and service completely, no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id.' }),
  'collection.completed': Type.Object({
    collection: Type.Object({
      id: Type.String({ description: '`col_` id.' }),
      cloud_account_id: Type.String({ description: 'The cloud account read (`cac_…`).' }),
      status: Type.Enum(['completed', 'partial', 'failed'], { description: 'As the collection\'s `status`: `partial` when some region × service failed (it removed nothing), `failed` when nothing could be read.' }),
      trigger: Type.Enum(['manual', 'schedule']),
      resources: Type.Integer(), removed: Type.Integer(),
      errors: Type.Integer({ description: 'How many errors it recorded (GET the collection for them).' }),
      audit_id: NullableString('The audit it started (or the one already active); null for a failed collection.'),
    }, { additionalProperties: false }),
  }, { additionalProperties: false, description: 'A collection of a cloud account finished (completed, partial or failed); a completed or partial one started an audit of the tenant.' }),
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

// ---- The Events API: the same events, read back (GET /v1/events) ----

/** How long the event log keeps an event; older ones are pruned (see retention.ts). */
export const EVENT_RETENTION_DAYS = 30

const eventVariant = <T extends EventType>(type: T) => Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `evt_`: the webhook body\'s `event_id` and the `X-Service-Event-Id` header of its deliveries.' }),
  type: Type.Literal(type),
  created_at: Type.String({ format: 'date-time', description: 'When the change it reports committed (UTC, ISO 8601); the webhook body\'s `created_at`. Events written together share it.' }),
  data: EVENT_PAYLOADS[type],
}, { additionalProperties: false, title: `Event ${type}` })

type Variants<Types extends readonly EventType[]> = { -readonly [K in keyof Types]: Types[K] extends EventType ? ReturnType<typeof eventVariant<Types[K]>> : never }
/**
 * One event as the API returns it: the webhook body envelope with `id` in place of `event_id` (every record
 * of the API names its identifier `id`). `type` decides the shape of `data`.
 */
export const Event = Type.Union(EVENT_TYPES.map(eventVariant) as unknown as Variants<typeof EVENT_TYPES>, {
  title: 'Event',
  description: `An event of your tenant, as delivered to webhooks but with \`id\` for the body's \`event_id\`. \`type\` decides the shape of \`data\`. Kept ${EVENT_RETENTION_DAYS} days.`,
})

export const DELIVERY_STATUS_FILTERS = ['failed'] as const

export const ListEventsQuery = Type.Object({
  ...PageQuery,
  type: Type.Optional(CsvEnum(EVENT_TYPES, 'Only these event types; one value or a comma list, e.g. `finding.created,finding.resolved`.')),
  created_after: Type.Optional(Type.String({ format: 'date-time', description: 'Only events created at or after this instant (ISO 8601 with a time zone). Inclusive, because events written together share `created_at`: pass the `created_at` of the last event you processed and skip the ids you already have.' })),
  delivery_status: Type.Optional(Type.Enum([...DELIVERY_STATUS_FILTERS], { description: '`failed`: only events whose delivery to at least one of your webhook endpoints failed for good (8 attempts or the 24-hour window used up, or the endpoint answered 410 Gone). Deliveries still being retried are not failed, and an event redelivered successfully to that endpoint since is no longer failed.' })),
}, { additionalProperties: false })

export const EventList = ListEnvelope(Event, 'events')

export type EventRecord = Static<typeof Event>
export type ListEventsQuery = Static<typeof ListEventsQuery>
