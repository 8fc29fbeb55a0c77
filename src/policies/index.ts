export { policiesRoutes } from './routes.ts'
export { createPoliciesService } from './service.ts'
