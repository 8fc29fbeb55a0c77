import Type from 'typebox'
import { EVENT_PAYLOADS, EVENT_TYPES, type EventType } from '../events/index.ts'
import { SAMPLE_EVENT_DATA } from '../events/index.ts'
import { RETRY_SCHEDULE_TEXT } from './schedule.ts'
import { DELIVERY_TIMEOUT_MS } from './send.ts'

// The OpenAPI 3.1 `webhooks` section: one entry per event type, describing the request our service sends to
// a registered endpoint, built from the same payload schemas that the events are written and served with.

const headers = (type: EventType) => [
  { name: 'X-Service-Event', in: 'header', required: true, description: 'The event type, equal to the body\'s `type`.', schema: { type: 'string', const: type } },
  { name: 'X-Service-Event-Id', in: 'header', required: true, description: 'The event id (`evt_…`), equal to the body\'s `event_id`; the same on every attempt and redelivery: de-duplicate on it.', schema: { type: 'string', pattern: '^evt_' } },
  { name: 'X-Service-Attempt', in: 'header', required: true, description: 'Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently.', schema: { type: 'string', pattern: '^[1-8]$' } },
  { name: 'X-Service-Timestamp', in: 'header', required: true, description: 'Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check.', schema: { type: 'string', pattern: '^[0-9]+$' } },
  {
    name: 'X-Service-Signature', in: 'header', required: true,
    description: '`sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint\'s secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation\'s overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both).',
    schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}(,sha256=[0-9a-f]{64})*$' },
  },
]

const envelope = (type: EventType) => Type.Object({
  event_id: Type.String({ description: 'Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`.' }),
  type: Type.Literal(type),
  created_at: Type.String({ format: 'date-time', description: 'When the change it reports committed (ISO 8601, UTC).' }),
  data: EVENT_PAYLOADS[type],
}, { additionalProperties: false, title: `Webhook ${type}` })

const DELIVERY_TEXT = [
  'Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.',
  `Answer with a 2xx within ${DELIVERY_TIMEOUT_MS / 1000} s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and \`410 Gone\` disables the endpoint.`,
  RETRY_SCHEDULE_TEXT,
  'The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.',
].join('\n\n')

const operationId = (type: EventType) => `webhook${type.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`

/** The `webhooks` object of the OpenAPI document. */
export function openApiWebhooks(): Record<string, object> {
  return Object.fromEntries(EVENT_TYPES.map((type) => [type, {
    post: {
      operationId: operationId(type),
      tags: ['webhook_events'],
      summary: `${type}: ${(EVENT_PAYLOADS[type] as { description?: string }).description ?? ''}`.trim(),
      description: DELIVERY_TEXT,
      // Deliveries are authenticated by their HMAC signature (X-Service-Signature), not by a bearer token.
      security: [],
      parameters: headers(type),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: envelope(type),
            example: { event_id: 'evt_0SampLe0Event0000000000000', type, created_at: '2026-11-24T09:01:30.000Z', data: SAMPLE_EVENT_DATA[type] },
          },
        },
      },
      responses: {
        200: { description: 'Any 2xx: delivered. Answer within 10 seconds.' },
        410: { description: 'Gone: the endpoint is disabled and receives nothing more until it is enabled again.' },
      },
    },
  }]))
}
