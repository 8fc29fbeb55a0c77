import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { boundedBody, streamJsonBodies } from '../platform/http/streamed-body.ts'
import { MAX_CHANGES, PLAN_BODY_LIMIT_BYTES, PLAN_CHECK_RETENTION_DAYS, PlanBody, PlanCheck, PlanCheckQuery, SYNC_CHANGE_LIMIT, type FailOn } from './schemas.ts'
import type { PlanChecksService } from './service.ts'

const security = [{ bearerAuth: [] }]
const tags = ['plan_checks']
const MIB = 1024 * 1024

const tooLarge = () => new ApiError('payload_too_large', `A plan may be at most ${PLAN_BODY_LIMIT_BYTES / MIB} MiB; check the configuration module by module.`)

/** Terraform plans judged by the checks before they are applied (decision 60). */
export function planCheckRoutes(service: PlanChecksService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    // The body reaches the handler as bytes, and is decoded, parsed and checked (UTF-8, nesting depth, NUL and
    // lone surrogates, as the app's parser does every other body) in the heavy-work pool with the plan itself:
    // megabytes of JSON are CPU work that would hold the event loop (decision 69).
    streamJsonBodies(app, PLAN_BODY_LIMIT_BYTES)
    // The reply is the record already serialized as text (decision 69), which the typed instance's reply (the
    // PlanCheck object) cannot take; the query is typed from the same schema by hand.
    instance.post<{ Querystring: { fail_on?: FailOn } }>('/v1/plan_checks', {
      // Refused before a byte of an announced oversize body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > PLAN_BODY_LIMIT_BYTES) throw tooLarge()
      },
      schema: {
        operationId: 'createPlanCheck', tags, security, summary: 'Check a Terraform plan before applying it',
        description: [
          'Send the output of `terraform show -json plan.out`. The built-in checks run on the planned values of every resource (root and child modules; AWS, Google and Azure types mapped as by the Terraform import), compared with your inventory and its findings: planned resources are matched to inventory resources by external id (ARN or cloud id; for a replaced resource, the id in `prior_state`).',
          'For each check and resource: failing after apply and not open now is `introduced`; open (or accepted) now and passing after apply, or the resource deleted, is `resolved`; failing both is counted `unchanged`. A resource the plan leaves as it is (`no-op`) introduces and resolves nothing. A resource the inventory does not hold is compared with its `prior_state` values.',
          'Values known only after apply are unknown, never false: each resource is checked with every unknown value absent, text, true, false and an empty block; a finding whose verdict is not the same under all of them is `undetermined`, listed apart, never counted as introduced and never failing the plan. Ids and names are not varied (a replaced resource keeps its `prior_state` id).',
          '`passed` is false when the plan introduces a finding of severity `fail_on` (default `high`) or above. Nothing is written to the inventory or the findings; the plan check itself is kept ' + PLAN_CHECK_RETENTION_DAYS + ' days.',
          `Plans of up to ${SYNC_CHANGE_LIMIT.toLocaleString('en')} resource changes are checked during the request (200, status \`completed\`); larger ones (up to ${MAX_CHANGES.toLocaleString('en')}) answer 202 with status \`queued\` and a \`Location\` to poll. A body over ${PLAN_BODY_LIMIT_BYTES / MIB} MiB is 413 \`payload_too_large\`; not JSON, 400 \`invalid_json\`; not a plan (a state, an empty object, an array), 422 \`invalid_plan\`. A refused plan stores nothing. Requires \`audits:write\`.`,
        ].join('\n\n'),
        querystring: PlanCheckQuery,
        response: { 200: PlanCheck, 202: PlanCheck, ...errorResponses(413, 415) },
      },
      config: {
        scope: 'audits:write',
        // Documented, not validated by schema: readPlan says what is wrong with a document in a plan's words.
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: PlanBody } as typeof schema, url }),
      },
    }, async (request, reply) => {
      const tenantId = principalOf(request).tenantId
      const failOn = request.query.fail_on ?? 'high'
      const stream = boundedBody(request, PLAN_BODY_LIMIT_BYTES, tooLarge)
      if (stream === undefined) throw new ApiError('invalid_plan', 'The request has no body; send the output of `terraform show -json plan.out` as application/json.')
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      const created = await service.create(tenantId, { body: Buffer.concat(chunks) }, failOn)
      // Sent as text: the record's thousands of findings were serialized in the heavy-work thread (decision 69).
      reply.type('application/json; charset=utf-8')
      if (!created.queued) return reply.send(created.json)
      return reply.code(202).header('location', `/v1/plan_checks/${created.record().id}`).send(created.json)
    })

    app.get('/v1/plan_checks/:id', {
      schema: {
        operationId: 'getPlanCheck', tags, security, summary: 'A plan check and its verdicts',
        description: `Its status and, once \`completed\`, the introduced, resolved and undetermined findings, the summary and \`passed\`. Kept ${PLAN_CHECK_RETENTION_DAYS} days (\`expires_at\`), then 404; another tenant's is a 404. Requires \`audits:read\`.`,
        params: IdParams('pck'),
        response: { 200: PlanCheck, ...errorResponses(404) },
      },
      config: { scope: 'audits:read' },
    }, (request) => service.get(principalOf(request).tenantId, request.params.id))
  }
}
