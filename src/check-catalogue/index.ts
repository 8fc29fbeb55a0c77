export { checkCatalogueRoutes } from './routes.ts'
export { createCheckCatalogueService } from './service.ts'
export { disabledChecks } from './repo.ts'
