export { policiesRoutes } from './routes.ts'
export { createPoliciesService } from './service.ts'
export { loadActivePolicies, type ActivePolicy } from './evaluation.ts'
