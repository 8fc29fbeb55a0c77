import type { FastifyInstance } from 'fastify'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { Audit, AuditList, ListAuditsQuery } from './schemas.ts'
import type { createAuditsService } from './service.ts'

export function auditsRoutes(service: ReturnType<typeof createAuditsService>) {
  return async (app: FastifyInstance) => registerReadRoutes(app, {
    collection: 'audits', noun: 'audit', prefix: 'aud', scope: 'audits:read',
    item: Audit, list: AuditList, query: ListAuditsQuery, service,
    listDescription: 'The 4D audits (forensic passes) of your tenant. Filter by status.',
  })
}
