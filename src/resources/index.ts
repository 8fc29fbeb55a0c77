export { resourcesRoutes } from './routes.ts'
export { createResourcesService } from './service.ts'
export * from './vocabulary.ts'
