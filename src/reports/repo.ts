import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

const recordColumns = ['id', 'tenant_id', 'type', 'format', 'status', 'audit_id', 'framework', 'filters', 'created_at', 'completed_at',
  'size_bytes', 'failure_reason', 'idempotency_key', 'request_hash'] as const

export async function listReports(db: DbOrTx, tenantId: string, filter: { status?: string[] }, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('reports').select(recordColumns).where('tenant_id', '=', tenantId)
  if (filter.status) query = query.where('status', 'in', filter.status)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getReport(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('reports').select(recordColumns).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof getReport>>>

export async function reportByIdempotencyKey(db: DbOrTx, tenantId: string, key: string) {
  return db.selectFrom('reports').select(recordColumns).where('tenant_id', '=', tenantId).where('idempotency_key', '=', key).executeTakeFirst()
}

/** A key older than its 24 hours names nothing any more: free it for a new request. */
export async function releaseIdempotencyKey(db: DbOrTx, tenantId: string, reportId: string) {
  await db.updateTable('reports').set({ idempotency_key: null }).where('tenant_id', '=', tenantId).where('id', '=', reportId).execute()
}

export async function insertReport(db: DbOrTx, row: {
  id: string; tenant_id: string; type: string; format: string; audit_id: string; framework: string | null
  filters: string | null; idempotency_key: string | null; request_hash: string; created_at: Date
}) {
  return db.insertInto('reports').values({ ...row, status: 'pending', completed_at: null, failure_reason: null, size_bytes: null })
    .returning(recordColumns).executeTakeFirstOrThrow()
}

/** Reports describe the checks' audits: a findings import's record (trigger `import`) is not one. */
export async function latestCompletedAudit(db: DbOrTx, tenantId: string) {
  return db.selectFrom('audits').select(['id']).where('tenant_id', '=', tenantId).where('status', '=', 'completed').where('trigger', '<>', 'import')
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export async function reportContent(db: DbOrTx, tenantId: string, reportId: string) {
  const row = await db.selectFrom('report_contents').select('content').where('tenant_id', '=', tenantId).where('report_id', '=', reportId).executeTakeFirst()
  return row?.content
}

/** Stores the output and marks the report ready, once: a second worker that finished too changes nothing. */
export async function completeReport(db: DbOrTx, tenantId: string, reportId: string, content: Buffer, at: Date) {
  const marked = await db.updateTable('reports').set({ status: 'ready', completed_at: at, size_bytes: content.length })
    .where('tenant_id', '=', tenantId).where('id', '=', reportId).where('status', '=', 'pending').returning('id').executeTakeFirst()
  if (marked) await db.insertInto('report_contents').values({ report_id: reportId, tenant_id: tenantId, content }).execute()
  return Boolean(marked)
}

export async function failReport(db: DbOrTx, tenantId: string, reportId: string, reason: string, at: Date) {
  await db.updateTable('reports').set({ status: 'failed', completed_at: at, failure_reason: reason })
    .where('tenant_id', '=', tenantId).where('id', '=', reportId).where('status', '=', 'pending').execute()
}
