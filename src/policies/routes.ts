import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { EXPRESSION_LIMITS_TEXT } from './expression.ts'
import { PREVIEW_DEADLINE_MS } from './preview.ts'
import { CreatePolicyBody, ListPoliciesQuery, Policy, PolicyList, PreviewBody, PreviewResult, UpdatePolicyBody } from './schemas.ts'
import type { createPoliciesService } from './service.ts'

const security = [{ bearerAuth: [] }]
const LANGUAGE = `The expression is CEL (https://cel.dev); \`matches()\` takes RE2 syntax (no backreferences or lookaround). An invalid one, or one over a limit, is refused with 422 \`invalid_policy_expression\`, \`error.details.position\` and, for a limit, \`error.details.limit\` (name and value). Limits: ${EXPRESSION_LIMITS_TEXT}. An evaluation error on a given resource (a missing tag, say) counts as no match.`

export function policiesRoutes(service: ReturnType<typeof createPoliciesService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    registerReadRoutes(app, {
      collection: 'policies', noun: 'policy', prefix: 'pol', scope: 'policies:read',
      item: Policy, list: PolicyList, query: ListPoliciesQuery, service,
      listDescription: 'Custom policies of your tenant.',
    })

    app.post('/v1/policies/preview', {
      schema: {
        operationId: 'previewPolicy', tags: ['policies'], summary: 'Preview an unsaved policy', security,
        description: `Evaluates a policy against the current inventory (target \`resource\`) or the current open and accepted findings (target \`finding\`) and returns the first matches and the total. Writes nothing. ${LANGUAGE} Evaluation runs off the request thread within a deadline of ${PREVIEW_DEADLINE_MS / 1000} s of evaluation time (and a memory limit); past either, the preview answers 422 \`policy_evaluation_limit\` (\`error.details.reason\`: \`timeout\` or \`memory_limit\`). Requires \`policies:read\`.`,
        body: PreviewBody,
        response: { 200: PreviewResult, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'policies:read' },
    }, (request) => service.preview(principalOf(request).tenantId, request.body))

    app.post('/v1/policies', {
      schema: {
        operationId: 'createPolicy', tags: ['policies'], summary: 'Create a policy', security,
        description: `The next audit (or a re-analysis) applies it. ${LANGUAGE} Requires \`policies:write\`.`,
        body: CreatePolicyBody,
        response: { 201: Policy, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'policies:write' },
    }, async (request, reply) => {
      const policy = await service.create(principalOf(request).tenantId, request.body, principalOf(request).tokenId)
      void reply.code(201).header('location', `/v1/policies/${policy.id}`)
      return policy
    })

    app.patch('/v1/policies/:id', {
      schema: {
        operationId: 'updatePolicy', tags: ['policies'], summary: 'Update a policy', security,
        description: `Changes the given fields; the next audit applies them. ${LANGUAGE} Requires \`policies:write\`.`,
        params: IdParams('pol'), body: UpdatePolicyBody,
        response: { 200: Policy, ...errorResponses(400, 404, 415, 422) },
      },
      config: { scope: 'policies:write' },
    }, (request) => service.update(principalOf(request).tenantId, request.params.id, request.body, principalOf(request).tokenId))

    app.delete('/v1/policies/:id', {
      schema: {
        operationId: 'deletePolicy', tags: ['policies'], summary: 'Delete a policy', security,
        description: 'Deletes the policy. Findings it raised are resolved by the next audit; severities it raised fall back. Requires `policies:write`.',
        params: IdParams('pol'),
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(404, 422) },
      },
      config: { scope: 'policies:write' },
    }, async (request, reply) => {
      await service.remove(principalOf(request).tenantId, request.params.id, principalOf(request).tokenId)
      return reply.code(204).send(null)
    })
  }
}
