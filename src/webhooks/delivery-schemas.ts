import Type, { type Static } from 'typebox'
import { EVENT_TYPES } from '../events/index.ts'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { MAX_ATTEMPTS } from './schedule.ts'
import { EXCERPT_BYTES } from './send.ts'

// The delivery log a customer reads to see what reached their endpoint, and what they can do with it.

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const

const NullableDate = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description })

export const WebhookAttempt = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: MAX_ATTEMPTS, description: `1 for the first attempt, up to ${MAX_ATTEMPTS}.` }),
  started_at: Type.String({ format: 'date-time', description: 'When the request was sent; its `X-Service-Timestamp` is this instant in Unix seconds.' }),
  duration_ms: Type.Integer({ minimum: 0, description: 'From sending the request to the end of the response (or the failure).' }),
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'The HTTP status your endpoint answered; null when there was no answer (timeout, connection error, refused address).' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the attempt failed (`HTTP 503`, `timeout: …`, `connection error …`, `refused: …`, or `interrupted: …` when the delivering process stopped before recording the outcome — the receiver may have got it); null on success.' }),
  response_excerpt: Type.Union([Type.String(), Type.Null()], { description: `The first ${EXCERPT_BYTES} bytes of the response body, as UTF-8; null when empty.` }),
}, { additionalProperties: false, title: 'WebhookAttempt' })

export const WebhookDelivery = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `whd_`.' }),
  endpoint_id: Type.String({ description: 'The `whe_` endpoint it is sent to.' }),
  event_id: Type.String({ description: 'The body\'s `event_id` (and `X-Service-Event-Id`): the same on every attempt and on redeliveries.' }),
  event_type: Type.String({ description: 'The body\'s `type` (and `X-Service-Event`).' }),
  status: Type.Enum([...DELIVERY_STATUSES], { description: '`pending`: waiting for its next attempt (or for a disabled endpoint to be enabled). `succeeded`: an attempt got a 2xx. `failed`: no attempt succeeded within the schedule, or the endpoint answered 410 Gone.' }),
  test: Type.Boolean({ description: 'A test event sent with `POST /v1/webhook_endpoints/{id}/test`: its payload is a sample, not an event of your tenant.' }),
  redelivery_of: Type.Union([Type.String(), Type.Null()], { description: 'For a redelivery, the `whd_` delivery it repeats; null otherwise.' }),
  attempt_count: Type.Integer({ minimum: 0, maximum: MAX_ATTEMPTS, description: 'Attempts made so far (an attempt in flight counts).' }),
  next_attempt_at: NullableDate('When the next attempt is due, while `pending`; null once it succeeded or failed.'),
  created_at: Type.String({ format: 'date-time', description: 'When the delivery was queued: the event\'s `created_at`, or the moment of a redelivery or test.' }),
  completed_at: NullableDate('When it succeeded or failed for good; null while pending.'),
  attempts: Type.Array(WebhookAttempt, { description: 'Every finished attempt, oldest first.' }),
}, { additionalProperties: false, title: 'WebhookDelivery' })
export type WebhookDeliveryRecord = Static<typeof WebhookDelivery>

export const WebhookTestDelivery = Type.Object({
  ...WebhookDelivery.properties,
  filter_matched: Type.Union([Type.Boolean(), Type.Null()], { description: 'Whether the endpoint\'s `filter` matches the sample (its finding, raised by `sec.bucket_public_read`, open — resolved for `finding.resolved` — on the sample resource `acme-prod-exports`, tagged `env: prod`, `team: data`): a real event like it would be sent. The test is sent either way. null: the endpoint has no filter, or the event type has no finding.' }),
}, { additionalProperties: false, title: 'WebhookTestDelivery' })

export const WebhookDeliveryList = ListEnvelope(WebhookDelivery, 'deliveries')

export const ListWebhookDeliveriesQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(CsvEnum(DELIVERY_STATUSES, 'Only deliveries in these statuses; one value or a comma list, e.g. `failed`.')),
  event_id: Type.Optional(Type.String({ maxLength: 128, description: 'Only the deliveries of this event (`evt_`), including its redeliveries.' })),
}, { additionalProperties: false })
export type ListWebhookDeliveriesQuery = Static<typeof ListWebhookDeliveriesQuery>

export const DeliveryParams = Type.Object({
  id: Type.String({ maxLength: 128, description: 'The endpoint, with prefix `whe_`.' }),
  delivery_id: Type.String({ maxLength: 128, description: 'The delivery, with prefix `whd_`.' }),
}, { additionalProperties: false })

export const SendTestEventBody = Type.Object({
  event_type: Type.Optional(Type.Enum([...EVENT_TYPES], {
    default: 'finding.created',
    description: 'The type of the sample event; its `data` has that type\'s exact shape with sample values. Default `finding.created`.',
  })),
}, { additionalProperties: false, title: 'SendTestEvent' })
export type SendTestEventBody = Static<typeof SendTestEventBody>
