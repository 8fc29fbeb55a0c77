import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { actorOf, principalOf } from '../platform/http/auth.ts'
import { errorResponses } from '../platform/http/openapi-shapes.ts'
import { CheckList, CheckParams, CheckRecord, ListChecksQuery, UpdateCheckBody } from './schemas.ts'
import type { createCheckCatalogueService } from './service.ts'

const security = [{ bearerAuth: [] }]
const DISABLING = 'A disabled check is skipped by your audits and plan checks; the next audit resolves its open and accepted findings (`finding.resolved` with resolution `check_disabled`, a `resolved` history entry). Enabled again, the next audit reopens the findings whose problem is still there. Other tenants are not affected.'

export function checkCatalogueRoutes(service: ReturnType<typeof createCheckCatalogueService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()

    app.get('/v1/checks', {
      schema: {
        operationId: 'listChecks', tags: ['checks'], summary: 'List the built-in checks', security,
        description: `The checks audits and plan checks run, with what each reads, how to fix it, the framework requirements it evidences and whether your tenant has it enabled. Filters combine (AND); a comma list within one filter is OR. Ordered by id, cursor-paginated. ${DISABLING} Requires \`policies:read\`.`,
        querystring: ListChecksQuery,
        response: { 200: CheckList, ...errorResponses(422) },
      },
      config: { scope: 'policies:read' },
    }, (request) => service.list(principalOf(request).tenantId, request.query))

    app.get('/v1/checks/:id', {
      schema: {
        operationId: 'getCheck', tags: ['checks'], summary: 'Retrieve a built-in check', security,
        description: 'One check by id (`sec.…`, `cost.…`, `arch.…`, `cmp.…`), with your tenant\'s setting. Findings of imports (`ext.…`) have no check here: 404. Requires `policies:read`.',
        params: CheckParams,
        response: { 200: CheckRecord, ...errorResponses(404, 422) },
      },
      config: { scope: 'policies:read' },
    }, (request) => service.get(principalOf(request).tenantId, request.params.id))

    app.patch('/v1/checks/:id', {
      schema: {
        operationId: 'updateCheck', tags: ['checks'], summary: 'Enable or disable a check for your tenant', security,
        description: `${DISABLING} A change of state is recorded in the workspace audit log (\`check.disabled\`, \`check.enabled\`, with the reason). Setting the state the check already has changes nothing (unless a reason is given, which replaces the recorded one). Requires \`policies:write\`.`,
        params: CheckParams, body: UpdateCheckBody,
        response: { 200: CheckRecord, ...errorResponses(400, 404, 415, 422) },
      },
      config: { scope: 'policies:write' },
    }, (request) => {
      const principal = principalOf(request)
      return service.update(principal.tenantId, request.params.id, request.body, { id: actorOf(principal).id, tokenId: principal.tokenId })
    })
  }
}
