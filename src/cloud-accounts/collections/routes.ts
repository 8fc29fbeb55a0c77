import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../../platform/http/auth.ts'
import { emptyBodyAsObject } from '../../platform/http/optional-body.ts'
import { errorResponses, IdParams } from '../../platform/http/openapi-shapes.ts'
import { Collection, CollectionList, CollectionParams, ListCollectionsQuery, StartCollectionBody } from './schemas.ts'
import type { CollectionsService } from './service.ts'

const security = [{ bearerAuth: [] }]

export function collectionRoutes(service: CollectionsService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()

    app.post('/v1/cloud_accounts/:id/collections', {
      schema: {
        operationId: 'startCollection', tags: ['cloud_accounts'], summary: 'Collect a cloud account now', security,
        description: 'Queues a collection (202): a worker assumes the account\'s role, reads S3, EC2 and IAM of its regions into the inventory (each resource\'s `source` is the cloud account id), removes what it no longer sees of each region × service it read completely (`resource.removed`; one that errored removes nothing), then starts an audit of the tenant and emits `collection.completed`. Poll `GET /v1/cloud_accounts/{id}/collections/{collection_id}`. One collection per cloud account at a time (409 `collection_in_progress`, naming it); an organization, a never-verified account or an inactive member is 409 `cloud_account_not_collectable`. Requires `cloud_accounts:write`.',
        params: IdParams('cac'), body: StartCollectionBody,
        response: { 202: Collection, ...errorResponses(400, 404, 409, 415, 422) },
      },
      config: { scope: 'cloud_accounts:write' }, preValidation: emptyBodyAsObject,
    }, async (request, reply) => {
      const created = await service.start(principalOf(request).tenantId, request.params.id)
      void reply.code(202).header('location', `/v1/cloud_accounts/${request.params.id}/collections/${created.id}`)
      return created
    })

    app.get('/v1/cloud_accounts/:id/collections', {
      schema: {
        operationId: 'listCollections', tags: ['cloud_accounts'], summary: 'List the collections of a cloud account', security,
        description: 'Newest first, keyset-paginated. Requires `cloud_accounts:read`.',
        params: IdParams('cac'), querystring: ListCollectionsQuery,
        response: { 200: CollectionList, ...errorResponses(404, 422) },
      },
      config: { scope: 'cloud_accounts:read' },
    }, (request) => service.list(principalOf(request).tenantId, request.params.id, request.query))

    app.get('/v1/cloud_accounts/:id/collections/:collection_id', {
      schema: {
        operationId: 'getCollection', tags: ['cloud_accounts'], summary: 'Retrieve a collection', security,
        description: 'Its status, progress per region × service and errors. Requires `cloud_accounts:read`.',
        params: CollectionParams,
        response: { 200: Collection, ...errorResponses(404, 422) },
      },
      config: { scope: 'cloud_accounts:read' },
    }, (request) => service.get(principalOf(request).tenantId, request.params.id, request.params.collection_id))
  }
}
