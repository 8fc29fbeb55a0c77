export { findingsRoutes } from './routes.ts'
export { createFindingsService } from './service.ts'
export * from './vocabulary.ts'
