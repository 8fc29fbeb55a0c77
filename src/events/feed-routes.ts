import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { errorResponses } from '../platform/http/openapi-shapes.ts'
import type { FeedService } from './feed.ts'
import { CreateSampleEventBody, EventFeedPage, EventFeedQuery, FeedEvent } from './feed-schemas.ts'

const security = [{ bearerAuth: [] }]
const tags = ['events']

/** GET /v1/events/feed and POST /v1/events/samples: what `posture listen` and `posture trigger` call. */
export function eventFeedRoutes(feed: FeedService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.get('/v1/events/feed', {
      schema: {
        operationId: 'followEvents', tags, security, summary: 'Follow new events',
        description: [
          'The events of your tenant as they are written, for a client that follows them (`posture listen` does): call without `cursor` to start now, then call again with each answer\'s `next_cursor`, at once while `has_more` is true and about every second otherwise. Along one chain of cursors every event comes exactly once, however many share a `created_at` and however long the change that wrote them took to commit.',
          'The order is that of the transactions that wrote the events (close to `created_at`, not equal to it); an event appears once every change begun before it has committed or failed, so a long audit can hold later events back until it ends. Sample events made with `POST /v1/events/samples` are included, with `sample: true`. Events written before this feed existed are not in it: use `GET /v1/events` for the past.',
          'Filter by `type` (one value or a comma list). A cursor that is not one of this feed\'s is 422 `invalid_cursor`. Requires the `events:read` scope.',
        ].join('\n\n'),
        querystring: EventFeedQuery,
        response: { 200: EventFeedPage, ...errorResponses(422) },
      },
      config: { scope: 'events:read' },
    }, (request) => feed.read(principalOf(request).tenantId, request.query))

    app.post('/v1/events/samples', {
      schema: {
        operationId: 'createSampleEvent', tags, security, summary: 'Record a sample event',
        description: 'Records the sample event of a type (its `data` is the example of the `webhooks` section of this document; its record ids name nothing) with a fresh `id`, for a local receiver that `posture listen` forwards to (`posture trigger` calls this). It is marked `sample: true` in `GET /v1/events/feed`, is never delivered to your webhook endpoints, in sandbox or production, and is not listed by `GET /v1/events`. Requires the `events:write` scope.',
        body: CreateSampleEventBody,
        response: { 201: FeedEvent, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'events:write' },
    }, async (request, reply) => {
      const event = await feed.createSample(principalOf(request).tenantId, (request.body).type)
      void reply.code(201)
      return event
    })
  }
}
