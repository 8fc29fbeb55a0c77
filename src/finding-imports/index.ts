export { createFindingImportsService } from './api.ts'
export { findingImportsRoutes } from './routes.ts'
export { FINDINGS_IMPORT_BODY_LIMIT_BYTES, importFindings } from './service.ts'
export { type FindingImportRecord } from './schemas.ts'
