import type { FastifyInstance } from 'fastify'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { ListResourcesQuery, Resource, ResourceList } from './schemas.ts'
import type { createResourcesService } from './service.ts'

export function resourcesRoutes(service: ReturnType<typeof createResourcesService>) {
  return async (app: FastifyInstance) => registerReadRoutes(app, {
    collection: 'resources', noun: 'resource', prefix: 'res', scope: 'resources:read',
    item: Resource, list: ResourceList, query: ListResourcesQuery, service,
    listDescription: 'The cloud inventory of your tenant. Filter by kind, provider, region and source. Removed resources (a complete import of their source no longer contained them) are not listed, and retrieving one is 404.',
  })
}
