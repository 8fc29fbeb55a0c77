export { complianceRoutes } from './routes.ts'
export { createComplianceService } from './service.ts'
