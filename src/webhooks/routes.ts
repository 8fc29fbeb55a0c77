import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { emptyBodyAsObject } from '../platform/http/optional-body.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import {
  CreateWebhookEndpointBody, ListWebhookEndpointsQuery, RotateSecretBody, UpdateWebhookEndpointBody, WebhookEndpoint,
  WebhookEndpointList, WebhookEndpointWithSecret,
} from './schemas.ts'
import type { WebhooksService } from './service.ts'

const security = [{ bearerAuth: [] }]
const SIGNING = 'Deliveries are signed with HMAC-SHA256 of `timestamp + "." + raw body` (see the `webhooks` section of this document and `verifyWebhook` in the package).'

export function webhookEndpointRoutes(service: WebhooksService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    registerReadRoutes(app, {
      collection: 'webhook_endpoints', noun: 'webhook_endpoint', prefix: 'whe', scope: 'webhooks:read',
      item: WebhookEndpoint, list: WebhookEndpointList, query: ListWebhookEndpointsQuery, service,
      listDescription: 'The endpoints that receive your tenant\'s events. Secrets are never listed.',
    })

    app.post('/v1/webhook_endpoints', {
      schema: {
        operationId: 'createWebhookEndpoint', tags: ['webhook_endpoints'], summary: 'Register a webhook endpoint', security,
        description: `Registers a URL for the chosen event types and returns its signing secret, once: a replay of this request with the same Idempotency-Key (within 24 hours) shows the same secret again, for the client that lost the first answer (\`Cache-Control: no-store\` on both). At most 16 endpoints per tenant. ${SIGNING} Requires \`webhooks:write\`.`,
        body: CreateWebhookEndpointBody,
        response: { 201: WebhookEndpointWithSecret, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'webhooks:write' },
    }, async (request, reply) => {
      const endpoint = await service.create(principalOf(request).tenantId, request.body, principalOf(request).tokenId)
      void reply.code(201).header('location', `/v1/webhook_endpoints/${endpoint.id}`).header('cache-control', 'no-store')
      return endpoint
    })

    app.patch('/v1/webhook_endpoints/:id', {
      schema: {
        operationId: 'updateWebhookEndpoint', tags: ['webhook_endpoints'], summary: 'Update a webhook endpoint', security,
        description: 'Changes the given fields. `status: "enabled"` re-enables an endpoint disabled for any reason (by hand, after a 410, or after 24 hours of failures). Requires `webhooks:write`.',
        params: IdParams('whe'), body: UpdateWebhookEndpointBody,
        response: { 200: WebhookEndpoint, ...errorResponses(400, 404, 415, 422) },
      },
      config: { scope: 'webhooks:write' },
    }, (request) => service.update(principalOf(request).tenantId, request.params.id, request.body, principalOf(request).tokenId))

    app.delete('/v1/webhook_endpoints/:id', {
      schema: {
        operationId: 'deleteWebhookEndpoint', tags: ['webhook_endpoints'], summary: 'Delete a webhook endpoint', security,
        description: 'Deletes the endpoint at once: it is 404 from then on, gets no further event, and none of its pending deliveries is attempted again. Its deliveries and delivery log are purged in the background within moments. Requires `webhooks:write`.',
        params: IdParams('whe'),
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(404, 422) },
      },
      config: { scope: 'webhooks:write' },
    }, async (request, reply) => {
      await service.remove(principalOf(request).tenantId, request.params.id, principalOf(request).tokenId)
      return reply.code(204).send(null)
    })

    app.post('/v1/webhook_endpoints/:id/rotate_secret', {
      schema: {
        operationId: 'rotateWebhookSecret', tags: ['webhook_endpoints'], summary: 'Rotate the signing secret', security,
        description: 'Returns a new secret, once: a replay of this request with the same Idempotency-Key (within 24 hours) shows the same secret again and rotates nothing. During the overlap (default 24 hours) every delivery carries two signatures, `sha256=<new>,sha256=<previous>`, so receivers verify with either secret while they switch; after it, exactly one. Requires `webhooks:write`.',
        params: IdParams('whe'), body: RotateSecretBody,
        response: { 200: WebhookEndpointWithSecret, ...errorResponses(400, 404, 415, 422) },
      },
      config: { scope: 'webhooks:write' }, preValidation: emptyBodyAsObject,
    }, async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      return service.rotateSecret(principalOf(request).tenantId, request.params.id, request.body, principalOf(request).tokenId)
    })
  }
}
