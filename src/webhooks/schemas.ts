import Type, { type Static } from 'typebox'
import { EVENT_TYPES } from '../events/index.ts'
import { SEVERITIES } from '../vocabulary/index.ts'
import { ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { MAX_EXPRESSION_LENGTH } from '../policies/index.ts'

/** Endpoints per tenant: enough for several environments and tools, small enough to fan out cheaply. */
export const MAX_ENDPOINTS_PER_TENANT = 16
export const DEFAULT_ROTATION_OVERLAP_SECONDS = 24 * 3600
export const MAX_URL_LENGTH = 2048

const Url = Type.String({
  minLength: 1, maxLength: MAX_URL_LENGTH, format: 'uri',
  description: '`https://` URL that receives the POSTs (`http://` only in sandbox tenants). Addresses that resolve to loopback, private, link-local or cloud-metadata networks are refused (422 `invalid_webhook_url`), at registration and again at every delivery.',
})
const EnabledEvents = Type.Array(Type.Enum(['*', ...EVENT_TYPES]), {
  minItems: 1, maxItems: EVENT_TYPES.length + 1, uniqueItems: true,
  description: 'Event types sent to this endpoint, or `["*"]` for every type (including types added later).',
})
const MinSeverity = Type.Union([Type.Enum([...SEVERITIES]), Type.Null()], {
  description: 'Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all.',
})
const Description = Type.String({ maxLength: 500 })
const Filter = Type.Union([Type.String({ minLength: 1, maxLength: MAX_EXPRESSION_LENGTH }), Type.Null()], {
  description: 'An alert rule: a CEL expression over the event\'s `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter.',
})

export const WebhookEndpoint = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `whe_`.' }),
  url: Type.String({ description: 'Where deliveries are POSTed.' }),
  description: Type.String(),
  enabled_events: Type.Array(Type.String(), { description: 'Event types sent here, or `["*"]`.' }),
  min_severity: MinSeverity,
  filter: Filter,
  status: Type.Enum(['enabled', 'disabled'], { description: 'A disabled endpoint receives nothing; its pending deliveries wait until it is enabled again.' }),
  disabled_reason: Type.Union([Type.Enum(['manual', 'gone', 'failing']), Type.Null()], {
    description: '`manual`: disabled through the API; `gone`: it answered 410; `failing`: every delivery failed for 24 hours. `null` while enabled.',
  }),
  previous_secret_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'During a rotation overlap, when the previous secret stops signing; `null` outside an overlap.',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false, title: 'WebhookEndpoint' })
export type WebhookEndpointRecord = Static<typeof WebhookEndpoint>

export const WebhookEndpointWithSecret = Type.Object({
  ...WebhookEndpoint.properties,
  secret: Type.String({ description: 'The signing secret (`whsec_…`). Returned only now: store it; it cannot be read again.' }),
}, { additionalProperties: false, title: 'WebhookEndpointWithSecret' })

export const WebhookEndpointList = ListEnvelope(WebhookEndpoint, 'webhook endpoints')
export const ListWebhookEndpointsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
export type ListWebhookEndpointsQuery = Static<typeof ListWebhookEndpointsQuery>

export const CreateWebhookEndpointBody = Type.Object({
  url: Url,
  enabled_events: EnabledEvents,
  description: Type.Optional(Description),
  min_severity: Type.Optional(MinSeverity),
  filter: Type.Optional(Filter),
}, { additionalProperties: false, title: 'CreateWebhookEndpoint' })
export type CreateWebhookEndpointBody = Static<typeof CreateWebhookEndpointBody>

export const UpdateWebhookEndpointBody = Type.Object({
  url: Type.Optional(Url),
  enabled_events: Type.Optional(EnabledEvents),
  description: Type.Optional(Description),
  min_severity: Type.Optional(MinSeverity),
  filter: Type.Optional(Filter),
  status: Type.Optional(Type.Enum(['enabled', 'disabled'], { description: 'Enabling an endpoint disabled for any reason resumes its deliveries.' })),
}, { additionalProperties: false, minProperties: 1, title: 'UpdateWebhookEndpoint' })
export type UpdateWebhookEndpointBody = Static<typeof UpdateWebhookEndpointBody>

export const RotateSecretBody = Type.Object({
  overlap_seconds: Type.Optional(Type.Integer({
    minimum: 0, maximum: 7 * 24 * 3600, default: DEFAULT_ROTATION_OVERLAP_SECONDS,
    description: 'How long the previous secret keeps signing beside the new one (each delivery then carries one `sha256=` signature per secret, comma-separated). 0 ends it at once.',
  })),
}, { additionalProperties: false, title: 'RotateWebhookSecret' })
export type RotateSecretBody = Static<typeof RotateSecretBody>
