import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { actorOf, principalOf } from '../platform/http/auth.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { EXPRESSION_LIMITS_TEXT } from '../policies/index.ts'
import { SUPPRESSION_PREVIEW_DEADLINE_MS } from './preview.ts'
import {
  CreateSuppressionRuleBody, ListSuppressionRulesQuery, SuppressionPreview, SuppressionPreviewBody, SuppressionRule, SuppressionRuleList, UpdateSuppressionRuleBody,
} from './schemas.ts'
import { MAX_RULES_PER_TENANT, type createSuppressionService } from './service.ts'

const security = [{ bearerAuth: [] }]
const LANGUAGE = `The expression is CEL over \`finding\` and \`resource\`, the language of finding policies (\`matches()\` takes RE2 syntax); an invalid one, or one over a limit, is refused with 422 \`invalid_suppression_expression\`, \`error.details.position\` and, for a limit, \`error.details.limit\`. Limits: ${EXPRESSION_LIMITS_TEXT}. An evaluation error on a given finding (a missing tag, say) counts as no match.`
const EFFECT = 'A finding an active rule matches carries `suppressed_by` (the rule) and keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true|any`); no webhook event is sent for it except `finding.resolved`. Rules apply to the open and accepted findings when created or enabled (or their expression or expiry changes), and to the findings audits create or reopen (the oldest matching rule silences). Disabling, deleting or expiry releases exactly the findings the rule silences, unless another active rule matches them; each change has a history entry (`suppressed`, `unsuppressed`) and a `finding.updated` event. Up to 10,000 findings are updated before the response; beyond, in the background (`matches: "updating"`).'

export function suppressionRoutes(service: ReturnType<typeof createSuppressionService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    registerReadRoutes(app, {
      collection: 'suppression_rules', noun: 'suppression_rule', prefix: 'sup', scope: 'findings:read',
      item: SuppressionRule, list: SuppressionRuleList, query: ListSuppressionRulesQuery, service,
      listDescription: `Your tenant's suppression rules (at most ${MAX_RULES_PER_TENANT}). ${EFFECT}`,
    })
    const actor = (request: Parameters<typeof principalOf>[0]) => ({ id: actorOf(principalOf(request)).id, tokenId: principalOf(request).tokenId })

    app.post('/v1/suppression_rules/preview', {
      schema: {
        operationId: 'previewSuppressionRule', tags: ['suppression_rules'], summary: 'Preview an unsaved suppression rule', security,
        description: `How many open and accepted findings no rule silences the expression matches now (exactly what a rule would silence if created), and the first 20. Writes nothing. ${LANGUAGE} Evaluation runs off the request thread within ${SUPPRESSION_PREVIEW_DEADLINE_MS / 1000} s of evaluation time (and a memory limit); past either, 422 \`policy_evaluation_limit\`. Requires \`findings:read\`.`,
        body: SuppressionPreviewBody,
        response: { 200: SuppressionPreview, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.preview(principalOf(request).tenantId, request.body))

    app.post('/v1/suppression_rules', {
      schema: {
        operationId: 'createSuppressionRule', tags: ['suppression_rules'], summary: 'Create a suppression rule', security,
        description: `Silences the findings the expression matches, with a reason and an optional expiry. ${EFFECT} ${LANGUAGE} At most ${MAX_RULES_PER_TENANT} rules per tenant (422 \`suppression_rule_limit\`). Recorded in the workspace audit log. Requires \`findings:write\`.`,
        body: CreateSuppressionRuleBody,
        response: { 201: SuppressionRule, ...errorResponses(400, 415, 422) },
      },
      config: { scope: 'findings:write' },
    }, async (request, reply) => {
      const rule = await service.create(principalOf(request).tenantId, request.body, actor(request))
      void reply.code(201).header('location', `/v1/suppression_rules/${rule.id}`)
      return rule
    })

    app.patch('/v1/suppression_rules/:id', {
      schema: {
        operationId: 'updateSuppressionRule', tags: ['suppression_rules'], summary: 'Update a suppression rule', security,
        description: `Changes the given fields. A change of \`expression\`, \`enabled\` or \`expires_at\` is applied to the findings: those the rule no longer matches are released (unless another rule matches them), those it now matches are silenced. ${LANGUAGE} Recorded in the workspace audit log. Requires \`findings:write\`.`,
        params: IdParams('sup'), body: UpdateSuppressionRuleBody,
        response: { 200: SuppressionRule, ...errorResponses(400, 404, 415, 422) },
      },
      config: { scope: 'findings:write' },
    }, (request) => service.update(principalOf(request).tenantId, request.params.id, request.body, actor(request)))

    app.delete('/v1/suppression_rules/:id', {
      schema: {
        operationId: 'deleteSuppressionRule', tags: ['suppression_rules'], summary: 'Delete a suppression rule', security,
        description: 'Deletes the rule and releases the findings it silences (unless another active rule matches them), each with an `unsuppressed` history entry and a `finding.updated` event; for a large tenant, in the background. Their history keeps the rule\'s id. Recorded in the workspace audit log. Requires `findings:write`.',
        params: IdParams('sup'),
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(404, 422) },
      },
      config: { scope: 'findings:write' },
    }, async (request, reply) => {
      await service.remove(principalOf(request).tenantId, request.params.id, actor(request))
      return reply.code(204).send(null)
    })
  }
}
