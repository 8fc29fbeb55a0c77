import type { FastifyInstance } from 'fastify'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { ListPoliciesQuery, Policy, PolicyList } from './schemas.ts'
import type { createPoliciesService } from './service.ts'

export function policiesRoutes(service: ReturnType<typeof createPoliciesService>) {
  return async (app: FastifyInstance) => registerReadRoutes(app, {
    collection: 'policies', noun: 'policy', prefix: 'pol', scope: 'policies:read',
    item: Policy, list: PolicyList, query: ListPoliciesQuery, service,
    listDescription: 'Custom policies of your tenant: rules on top of the 4D check library.',
  })
}
