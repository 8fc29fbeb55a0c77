import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { principalOf } from '../platform/http/auth.ts'
import { IdempotencyHeaders, idempotencyKeyOf } from '../platform/http/idempotency.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import type { createBudget } from '../platform/http/rate-limit.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { ReportDocument } from './document/index.ts'
import { CreateReportBody, ListReportsQuery, Report, ReportList } from './schemas.ts'
import type { ReportsService } from './service.ts'

const security = [{ bearerAuth: [] }]


export function reportsRoutes(service: ReportsService, budget: ReturnType<typeof createBudget>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    registerReadRoutes(app, {
      collection: 'reports', noun: 'report', prefix: 'rpt', scope: 'reports:read',
      item: Report, list: ReportList, query: ListReportsQuery, service,
      listDescription: 'Generated deliverables (executive summary, remediation plan, compliance evidence). Filter by status.',
    })

    app.post('/v1/reports', {
      schema: {
        operationId: 'createReport', tags: ['reports'], summary: 'Generate a report', security,
        description: [
          'Answers 202 with the report `pending` and a `Location`; a background job generates it. Poll `GET /v1/reports/{id}` until `ready` (then download `content_url`) or `failed` (with `failure_reason`).',
          'The report describes `audit_id` (default: the latest completed audit) and the findings that match `filters` (open ones unless `filters.status` says otherwise).',
          'A heavy endpoint: a separate budget per tenant (default 20 reports per hour); the `X-RateLimit-*` headers of this response describe that budget, and 429 `rate_limit_exceeded` says when it refills. Refused requests and idempotent replays do not spend it.',
          'Send `Idempotency-Key` to retry safely: a replay answers 202 with the original report and `Idempotent-Replayed: true`. Requires `reports:write`.',
        ].join('\n\n'),
        headers: IdempotencyHeaders('report'), body: CreateReportBody,
        response: { 202: Report, ...errorResponses(409, 422) },
      },
      config: { scope: 'reports:write' },
    }, async (request, reply) => {
      const tenantId = principalOf(request).tenantId
      const key = idempotencyKeyOf(request)
      const { report, replayed } = await service.create(tenantId, request.body, key, () => budget.consume(tenantId, reply))
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(202).header('location', `/v1/reports/${report.id}`).send(report)
    })

    // The 200 is the file's bytes (a PDF or a JSON document), which the typed instance's reply cannot take; the
    // request is typed from the same schema by hand.
    instance.get<{ Params: { id: string } }>('/v1/reports/:id/content', {
      schema: {
        operationId: 'getReportContent', tags: ['reports'], summary: 'Download a report', security,
        description: 'The generated file once the report is `ready`: `application/pdf`, or `application/json` (a `ReportDocument`), with `Content-Disposition: attachment` and a filename naming the type, date and id. 409 `report_not_ready` while pending, 409 `report_failed` after a failure. Requires `reports:read`.',
        params: IdParams('rpt'),
        response: {
          200: {
            description: 'The report file.',
            content: {
              'application/pdf': { schema: { type: 'string', format: 'binary', description: 'The PDF.' } },
              'application/json': { schema: ReportDocument },
            },
          },
          ...errorResponses(404, 409, 422),
        },
      },
      config: { scope: 'reports:read' },
    }, async (request, reply) => {
      const file = await service.content(principalOf(request).tenantId, request.params.id)
      return reply.type(file.contentType).header('content-disposition', file.contentDisposition)
        .header('cache-control', 'private, max-age=3600').send(file.content)
    })
  }
}
