import type { FastifyInstance } from 'fastify'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { ListReportsQuery, Report, ReportList } from './schemas.ts'
import type { createReportsService } from './service.ts'

export function reportsRoutes(service: ReturnType<typeof createReportsService>) {
  return async (app: FastifyInstance) => registerReadRoutes(app, {
    collection: 'reports', noun: 'report', prefix: 'rpt', scope: 'reports:read',
    item: Report, list: ReportList, query: ListReportsQuery, service,
    listDescription: 'Generated deliverables (executive summary, remediation plan, compliance evidence). Filter by status.',
  })
}
