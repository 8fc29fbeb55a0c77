import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../platform/db/database.ts'
import { actorOf, principalOf } from '../platform/http/auth.ts'
import { errorResponses } from '../platform/http/openapi-shapes.ts'
import { PutSlaPolicyBody, SlaPolicy } from './schemas.ts'
import { getSlaPolicy, putSlaPolicy, windowsOf } from './sla.ts'

const security = [{ bearerAuth: [] }]
const tags = ['findings']

/** The tenant's SLA policy: the windows that give findings their due dates. */
export function slaPolicyRoutes(db: Db, clock: () => Date = () => new Date()) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.get('/v1/sla_policy', {
      schema: {
        operationId: 'getSlaPolicy', tags, security, summary: 'The SLA policy',
        description: 'How many days after its first detection a finding of each severity is due (`due_at` on findings; null: never due). A workspace that never set one has the defaults: critical 7, high 30, medium 90, low 180, info null. Requires `findings:read`.',
        response: { 200: SlaPolicy, ...errorResponses() },
      },
      config: { scope: 'findings:read' },
    }, (request) => getSlaPolicy(db, principalOf(request).tenantId))

    app.put('/v1/sla_policy', {
      schema: {
        operationId: 'putSlaPolicy', tags, security, summary: 'Replace the SLA policy',
        description: 'Replaces the five windows (all required; null: findings of that severity are never due). The open and accepted findings whose due date follows the policy (not set by hand) get their new `due_at`: before the response when there are up to 10,000 of them, otherwise in the background (`due_dates: "updating"` until done). New findings and severity changes use it from now on. The change is recorded in the workspace audit log (`sla_policy.updated`, before and after); it is not an entry of each finding\'s history. Requires `findings:write`.',
        body: PutSlaPolicyBody,
        response: { 200: SlaPolicy, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'findings:write' },
    }, (request) => {
      const principal = principalOf(request)
      return putSlaPolicy(db, principal.tenantId, windowsOf(request.body), actorOf(principal).id, clock())
    })
  }
}
