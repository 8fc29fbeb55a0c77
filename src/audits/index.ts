export { auditsRoutes } from './routes.ts'
export { createAuditsService } from './service.ts'
