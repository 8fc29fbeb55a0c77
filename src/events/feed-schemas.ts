import Type, { type Static } from 'typebox'
import { CsvEnum, MAX_LIMIT } from '../platform/http/pagination.ts'
import { Event, EVENT_TYPES } from './schemas.ts'

// GET /v1/events/feed (what `posture listen` follows) and POST /v1/events/samples (what `posture trigger`
// sends). Decision 51 says why the feed has an order of its own instead of GET /v1/events's created_at.

export const FEED_DEFAULT_LIMIT = 100

export const EventFeedQuery = Type.Object({
  cursor: Type.Optional(Type.String({
    minLength: 1, maxLength: 200,
    description: 'The `next_cursor` of the previous answer. Without it the feed starts now: the answer has no events and the cursor of this moment. Opaque, and your tenant\'s own: it is a position among your events, sealed, so it tells nothing of other tenants\' activity; another tenant\'s or an edited cursor is 422 `invalid_cursor`.',
  })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: FEED_DEFAULT_LIMIT, description: `Events per answer, 1 to ${MAX_LIMIT}. Default ${FEED_DEFAULT_LIMIT}.` })),
  type: Type.Optional(CsvEnum(EVENT_TYPES, 'Only these event types; one value or a comma list. The cursor moves past the others all the same.')),
}, { additionalProperties: false })

const Sample = Type.Boolean({ description: 'A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it.' })

/** An event of the feed: the Event record (one variant per type, as in Event) and whether it is a sample. */
export const FeedEvent = Type.Union(Event.anyOf.map((variant) => Type.Object({ ...variant.properties, sample: Sample }, {
  additionalProperties: false, title: `Feed event ${variant.properties.type.const}`,
})), { title: 'FeedEvent', description: 'An event of your tenant with `sample`: whether `POST /v1/events/samples` made it. `type` decides the shape of `data`.' })

export const EventFeedPage = Type.Object({
  data: Type.Array(FeedEvent, { description: 'Events in the order their transactions started, each exactly once across the answers of one cursor chain.' }),
  next_cursor: Type.String({ description: 'Pass as `cursor` to continue after these events; never null, because the feed never ends. It changes only when your own events do: while your tenant writes nothing it stays the same, whatever other tenants do.' }),
  has_more: Type.Boolean({ description: 'Whether more events are ready now: ask again at once. When false, wait (about a second) before asking again.' }),
}, { additionalProperties: false })

export const CreateSampleEventBody = Type.Object({
  type: Type.Enum([...EVENT_TYPES], { description: 'The event type whose sample to record.' }),
}, { additionalProperties: false })

export type EventFeedQuery = Static<typeof EventFeedQuery>
export type FeedEventRecord = Static<typeof FeedEvent>
export type EventFeedPage = Static<typeof EventFeedPage>
export type CreateSampleEventBody = Static<typeof CreateSampleEventBody>
