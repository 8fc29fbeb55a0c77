import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { errorResponses } from '../platform/http/openapi-shapes.ts'
import { FrameworkList, FrameworkParams, FrameworkQuery, FrameworkStatus } from './schemas.ts'
import type { createComplianceService } from './service.ts'

const security = [{ bearerAuth: [] }]

export function complianceRoutes(service: ReturnType<typeof createComplianceService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.get('/v1/compliance/frameworks', {
      schema: {
        operationId: 'listComplianceFrameworks', tags: ['compliance'], summary: 'List the compliance frameworks', security,
        description: 'The frameworks the built-in checks evidence, with their version, the clouds each judges and how many of their requirements a check evidences. One page (there are few). Requires `audits:read`.',
        response: { 200: FrameworkList, ...errorResponses() },
      },
      config: { scope: 'audits:read' },
    }, () => service.list())

    app.get('/v1/compliance/frameworks/:id', {
      schema: {
        operationId: 'getComplianceFramework', tags: ['compliance'], summary: 'Compliance status per requirement', security,
        description: 'Every requirement of the framework with its status in the latest completed audit (or `audit_id`): `failed` when a check that evidences it has an open finding on a resource of the framework\'s clouds (CIS AWS never counts a GCP resource), `passed` when at least one such check was evaluated and none has, `not_assessed` otherwise — never passed for lack of evidence. The compliance evidence report (`POST /v1/reports`, type `compliance_evidence`) has the same statuses with the failing resources listed. 409 `no_completed_audit` before the first audit. Requires `audits:read`.',
        params: FrameworkParams, querystring: FrameworkQuery,
        response: { 200: FrameworkStatus, ...errorResponses(404, 409, 422) },
      },
      config: { scope: 'audits:read' },
    }, (request) => service.status(principalOf(request).tenantId, request.params.id, request.query))
  }
}
