import type { FastifyInstance } from 'fastify'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { Finding, FindingList, ListFindingsQuery } from './schemas.ts'
import type { createFindingsService } from './service.ts'

export function findingsRoutes(service: ReturnType<typeof createFindingsService>) {
  return async (app: FastifyInstance) => registerReadRoutes(app, {
    collection: 'findings', noun: 'finding', prefix: 'fnd', scope: 'findings:read',
    item: Finding, list: FindingList, query: ListFindingsQuery, service,
    listDescription: 'Findings of your tenant. Filter by severity, dimension, status, resource, audit, check and detection time.',
  })
}
