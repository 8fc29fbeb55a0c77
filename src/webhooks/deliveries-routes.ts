import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { emptyBodyAsObject } from '../platform/http/optional-body.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import type { DeliveriesService } from './deliveries-service.ts'
import { DeliveryParams, ListWebhookDeliveriesQuery, SendTestEventBody, WebhookDelivery, WebhookDeliveryList, WebhookTestDelivery } from './delivery-schemas.ts'
import { RETRY_SCHEDULE_TEXT } from './schedule.ts'

const security = [{ bearerAuth: [] }]
const tags = ['webhook_endpoints']

/** The delivery log of an endpoint, redelivery and test events. */
export function webhookDeliveryRoutes(service: DeliveriesService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.get('/v1/webhook_endpoints/:id/deliveries', {
      schema: {
        operationId: 'listWebhookDeliveries', tags, security, summary: 'List the deliveries of an endpoint',
        description: `Every delivery queued for this endpoint, newest first, each with all its attempts (status code, duration, error, the first bytes of the response) and, while pending, when the next attempt is due. ${RETRY_SCHEDULE_TEXT} Filter by \`status\` and \`event_id\`. Requires \`webhooks:read\`.`,
        params: IdParams('whe'), querystring: ListWebhookDeliveriesQuery,
        response: { 200: WebhookDeliveryList, ...errorResponses(404, 422) },
      },
      config: { scope: 'webhooks:read' },
    }, (request) => service.list(principalOf(request).tenantId, request.params.id, request.query))

    app.get('/v1/webhook_endpoints/:id/deliveries/:delivery_id', {
      schema: {
        operationId: 'getWebhookDelivery', tags, security, summary: 'Retrieve a delivery',
        description: 'One delivery with all its attempts. Requires `webhooks:read`.',
        params: DeliveryParams, response: { 200: WebhookDelivery, ...errorResponses(404, 422) },
      },
      config: { scope: 'webhooks:read' },
    }, (request) => service.get(principalOf(request).tenantId, request.params.id, request.params.delivery_id))

    app.post('/v1/webhook_endpoints/:id/deliveries/:delivery_id/redeliver', {
      schema: {
        operationId: 'redeliverWebhookDelivery', tags, security, summary: 'Redeliver',
        description: 'Queues a new delivery of the same body (same `event_id`, byte-identical) to this endpoint, due at once and with a full attempt schedule of its own; `redelivery_of` names the original. Any delivery can be redelivered, in any status, as long as its body is kept (deliveries are kept as long as their endpoint). Answers 202 with the new delivery; poll it to see the outcome. A disabled endpoint gets 409 `webhook_endpoint_disabled`. Requires `webhooks:write`.',
        params: DeliveryParams, response: { 202: WebhookDelivery, ...errorResponses(404, 409, 422) },
      },
      config: { scope: 'webhooks:write' },
    }, async (request, reply) => {
      const { id, delivery_id: deliveryId } = request.params
      const delivery = await service.redeliver(principalOf(request).tenantId, id, deliveryId)
      void reply.code(202).header('location', `/v1/webhook_endpoints/${id}/deliveries/${delivery.id}`)
      return delivery
    })

    app.post('/v1/webhook_endpoints/:id/test', {
      schema: {
        operationId: 'sendWebhookTestEvent', tags, security, summary: 'Send a test event',
        description: 'Queues a signed sample event of the chosen type (default `finding.created`) to this endpoint, whatever its `enabled_events`: the same headers, envelope and retries as a real event, with a fresh `event_id` and the sample `data` of the `webhooks` section of this document (its record ids name nothing). A test event is not written to the event log (`GET /v1/events`). Answers 202 with the delivery (`test: true`) and `filter_matched`: whether the endpoint\'s `filter` would let a real event like the sample through; poll the delivery for the outcome. A disabled endpoint gets 409 `webhook_endpoint_disabled`. Requires `webhooks:write`.',
        params: IdParams('whe'), body: SendTestEventBody,
        response: { 202: WebhookTestDelivery, ...errorResponses(400, 404, 409, 415, 422) },
      },
      config: { scope: 'webhooks:write' }, preValidation: emptyBodyAsObject,
    }, async (request, reply) => {
      const { id } = request.params
      const delivery = await service.sendTest(principalOf(request).tenantId, id, request.body)
      void reply.code(202).header('location', `/v1/webhook_endpoints/${id}/deliveries/${delivery.id}`)
      return delivery
    })
  }
}
