import type { FastifyInstance } from 'fastify'
import { COMPLIANCE_FRAMEWORKS } from '../checks/index.ts'
import { DIMENSIONS, SEVERITIES } from '../findings/index.ts'
import { REPORT_FINDING_STATUSES, REPORT_FORMATS, REPORT_TYPES, type CreateReportBody } from '../reports/index.ts'
import { field, fields, known, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'


export const REPORT_LABELS: Record<(typeof REPORT_TYPES)[number], string> = {
  executive_summary: 'Executive summary', remediation_plan: 'Remediation plan', compliance_evidence: 'Compliance evidence',
}

// Reports: "Generate report" on the findings page posts here (with the page's filters); the list shows every
// report of the workspace, refreshes itself while one is pending, and downloads with the session.
export function reportPages(deps: WebDeps) {
  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)
    app.addHook('preHandler', async (request, reply) => {
      if (!request.webSession?.membership) return reply.redirect('/app/settings/account', 303)
    })

    app.get<PageRoute>('/reports', async (request, reply) => {
      const tenantId = request.webSession!.membership!.tenant_id
      const list = await deps.reports.list(tenantId, { limit: 50 })
      const pending = list.data.some((r) => r.status === 'pending')
      return page(request, reply, 'reports', {
        title: 'Reports', reports: list.data, labels: REPORT_LABELS, refreshSeconds: pending ? 3 : 0,
        created: request.query.created === '1',
      })
    })

    app.post('/reports', async (request, reply) => {
      const tenantId = request.webSession!.membership!.tenant_id
      const type = known([field(request.body, 'type', 40)], REPORT_TYPES)[0] ?? 'executive_summary'
      const format = known([field(request.body, 'format', 10)], REPORT_FORMATS)[0] ?? 'pdf'
      const framework = known([field(request.body, 'framework', 20)], COMPLIANCE_FRAMEWORKS)[0]
      const filters = {
        severity: known(fields(request.body, 'severity'), SEVERITIES),
        dimension: known(fields(request.body, 'dimension'), DIMENSIONS),
        status: known(fields(request.body, 'status'), REPORT_FINDING_STATUSES),
      }
      const applied = Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0))
      const body: CreateReportBody = {
        type, format, ...(type === 'compliance_evidence' ? { framework: framework ?? 'soc2' } : {}),
        ...(Object.keys(applied).length ? { filters: applied } : {}),
      }
      // The API's rules and the same hourly budget; a refusal is shown as an error page with its message.
      await deps.reports.create(tenantId, body, undefined, () => deps.reportBudget.consume(tenantId, reply))
      return reply.redirect('/app/reports?created=1', 303)
    })

    app.get<PageRoute<{ id: string }>>('/reports/:id/download', async (request, reply) => {
      const tenantId = request.webSession!.membership!.tenant_id
      const file = await deps.reports.content(tenantId, request.params.id)
      return reply.type(file.contentType).header('content-disposition', file.contentDisposition).header('cache-control', 'private, no-store').send(file.content)
    })
  }
}
