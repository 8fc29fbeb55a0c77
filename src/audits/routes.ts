import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { Finding } from '../findings/index.ts'
import { principalOf } from '../platform/http/auth.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { deprecatedRoute } from '../platform/http/deprecation.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import type { createBudget } from '../platform/http/rate-limit.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { Audit, AuditDiff, AuditList, DiffQuery, ListAuditsQuery } from './schemas.ts'
import type { createAuditsService } from './service.ts'

const security = [{ bearerAuth: [] }]

export function auditsRoutes(service: ReturnType<typeof createAuditsService>, budget: ReturnType<typeof createBudget>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    registerReadRoutes(app, {
      collection: 'audits', noun: 'audit', prefix: 'aud', scope: 'audits:read',
      item: Audit, list: AuditList, query: ListAuditsQuery, service,
      listDescription: 'The 4D audits (forensic passes) of your tenant. Filter by status.',
    })

    const heavy = (what: string) => [
      `${what} Answers 202 with the audit \`queued\`; poll \`GET /v1/audits/{id}\` until \`completed\` (or \`failed\`, with \`failure_reason\`).`,
      'At most one queued or running audit per tenant (409 `audit_in_progress`).',
      'A heavy endpoint: a separate budget per tenant (default 10 per hour, shared with re-analysis); the `X-RateLimit-*` headers of this response describe that budget, and 429 `rate_limit_exceeded` says when it refills. A 409 does not spend it.',
      'Requires `audits:write`.',
    ].join('\n\n')

    const accepted = async <T extends { id: string }>(tenantId: string, reply: import('fastify').FastifyReply, work: () => Promise<T>) => {
      await budget.consume(tenantId, reply)
      try {
        const audit = await work()
        void reply.code(202).header('location', `/v1/audits/${audit.id}`)
        return audit
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500) await budget.refund(tenantId, reply)
        throw error
      }
    }

    app.post('/v1/audits', {
      schema: {
        operationId: 'startAudit', tags: ['audits'], summary: 'Start an audit', security,
        description: heavy('Starts a 4D pass over the current inventory: every built-in check and enabled policy.'),
        response: { 202: Audit, ...errorResponses(409) },
      },
      config: { scope: 'audits:write' },
    }, (request, reply) => {
      const tenantId = principalOf(request).tenantId
      return accepted(tenantId, reply, () => service.start(tenantId))
    })

    // One definition for the route and its deprecated British spelling (the operation's own summary says
    // "Re-analyse"): same handler, scope, validation and budget; only the spelling announces its sunset.
    const reanalyze = (url: string, schema: Record<string, unknown>) => app.post(url, {
      schema: {
        tags: ['audits'], security,
        description: heavy('Re-runs the checks and the current policies over the inventory snapshot that a completed audit saw; the new audit has `reanalysis_of` set. Findings follow the usual lifecycle; resources added since that snapshot are left alone.'),
        params: IdParams('aud'),
        response: { 202: Audit, ...errorResponses(404, 409, 422) },
        ...schema,
      },
      config: { scope: 'audits:write' },
    }, (request, reply) => {
      const tenantId = principalOf(request).tenantId
      return accepted(tenantId, reply, () => service.reanalyze(tenantId, request.params.id))
    })
    reanalyze('/v1/audits/:id/reanalyze', { operationId: 'reanalyzeAudit', summary: 'Re-analyse an audit' })
    reanalyze('/v1/audits/:id/reanalyse', {
      operationId: 'reanalyseAudit', summary: 'Re-analyse an audit (deprecated spelling of reanalyze)',
      ...deprecatedRoute({ since: '2026-11-26', sunset: '2027-06-01', successor: '/v1/audits/{id}/reanalyze' }),
    })

    // The typed instance would hold the reply to AuditDiff's static type, and service.diff builds its pages as
    // plain records of the finding schema's fields; the request is typed from the same schemas by hand.
    instance.get<{ Params: Type.Static<ReturnType<typeof IdParams>>; Querystring: Type.Static<typeof DiffQuery> }>('/v1/audits/:id/diff', {
      schema: {
        operationId: 'diffAudit', tags: ['audits'], summary: 'Compare an audit with an earlier one', security,
        description: [
          'Findings that are `new` (open now, not at the base), `resolved` (open at the base, resolved now) and `changed` (open at both, another severity), with counts.',
          'The base defaults to the previous completed audit. Each group is cursor-paginated by itself: pass `group` with its `cursor` to get the next page. Requires `audits:read`.',
        ].join('\n\n'),
        params: IdParams('aud'), querystring: DiffQuery,
        response: { 200: AuditDiff(Finding), ...errorResponses(404, 409, 422) },
      },
      config: { scope: 'audits:read' },
    }, (request) => service.diff(principalOf(request).tenantId, request.params.id, request.query))
  }
}
