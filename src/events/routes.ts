import type { FastifyInstance } from 'fastify'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { Event, EVENT_RETENTION_DAYS, EventList, ListEventsQuery } from './schemas.ts'
import { eventFeedRoutes } from './feed-routes.ts'
import type { createEventsService } from './service.ts'

export function eventsRoutes(service: ReturnType<typeof createEventsService>) {
  return async (app: FastifyInstance) => {
    registerReadRoutes(app, {
      collection: 'events', noun: 'event', prefix: 'evt', scope: 'events:read',
      item: Event, list: EventList, query: ListEventsQuery, service,
      listDescription: [
        'The events of your tenant, the same ones delivered to your webhook endpoints, so that a receiver can recover what it missed. Each record is the webhook body with `id` in place of `event_id` (the `X-Service-Event-Id` header); `type` decides the shape of `data`.',
        `Events are kept ${EVENT_RETENTION_DAYS} days, then deleted: an older event is no longer listed and its id is \`not_found\`.`,
        'Filter by `type` (one value or a comma list), `created_after` (inclusive) and `delivery_status=failed` (events that at least one endpoint did not receive). To catch up after an outage, list with `created_after` set to the `created_at` of the last event you processed, follow `next_cursor` to the end, and skip ids you already have.',
      ].join('\n\n'),
    })
    await app.register(eventFeedRoutes(service.feed))
  }
}
