export { recordAudit } from './record.ts'
export { AuditLogEntry, auditLogRoutes, type MemberRoleLookup } from './routes.ts'
