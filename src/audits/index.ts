export { auditsRoutes } from './routes.ts'
export { createAuditsService } from './service.ts'
export type { AuditSummaryRecord } from './schemas.ts'
