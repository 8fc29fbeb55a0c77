export { reportsRoutes } from './routes.ts'
export { createReportsService } from './service.ts'
