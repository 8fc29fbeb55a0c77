import type { FastifyInstance } from 'fastify'
import { DIMENSIONS, FINDING_STATUSES, SEVERITIES } from '../findings/index.ts'
import { emptyMatrix, severityChartSvg, SEVERITY_COLORS } from './chart.ts'
import { fields, known } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

const PAGE_SIZE = 25


export function findingsPages(deps: WebDeps) {
  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)

    app.get('/', async (request, reply) => {
      const membership = request.webSession!.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      const summary = await deps.findings.summary(membership.tenant_id, { status: 'open' })
      const matrix = emptyMatrix()
      for (const cell of summary.counts) matrix[cell.dimension][cell.severity] += cell.count
      const audits = await deps.audits.list(membership.tenant_id, { limit: 1 })
      return page(request, reply, 'dashboard', {
        title: 'Dashboard', summary, matrix, chart: severityChartSvg(matrix), colors: SEVERITY_COLORS,
        severities: [...SEVERITIES].reverse(), dimensions: DIMENSIONS, latestAudit: audits.data[0] ?? null,
        welcome: (request.query as Record<string, unknown>).welcome === '1',
        joined: (request.query as Record<string, unknown>).joined === '1',
      })
    })

    app.get('/findings', async (request, reply) => {
      const membership = request.webSession!.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      const query = request.query as Record<string, string | string[]>
      const filters = {
        severity: known(fields(query, 'severity'), SEVERITIES),
        dimension: known(fields(query, 'dimension'), DIMENSIONS),
        status: known(fields(query, 'status'), FINDING_STATUSES),
      }
      const cursor = fields(query, 'cursor')[0]
      const list = await deps.findings.list(membership.tenant_id, {
        limit: PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
        ...(filters.severity.length ? { severity: filters.severity.join(',') } : {}),
        ...(filters.dimension.length ? { dimension: filters.dimension.join(',') } : {}),
        ...(filters.status.length ? { status: filters.status.join(',') } : {}),
      })
      const params = new URLSearchParams()
      for (const [key, values] of Object.entries(filters)) for (const v of values) params.append(key, v)
      const nextUrl = list.next_cursor ? `/app/findings?${new URLSearchParams([...params, ['cursor', list.next_cursor]])}` : null
      return page(request, reply, 'findings', {
        title: 'Findings', findings: list.data, filters, nextUrl, firstUrl: cursor ? `/app/findings?${params}` : null,
        severities: [...SEVERITIES].reverse(), dimensions: DIMENSIONS, statuses: FINDING_STATUSES, colors: SEVERITY_COLORS,
      })
    })
  }
}
