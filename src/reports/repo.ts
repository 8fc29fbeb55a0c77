import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export async function listReports(db: DbOrTx, tenantId: string, filter: { status?: string[] }, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('reports').selectAll().where('tenant_id', '=', tenantId)
  if (filter.status) query = query.where('status', 'in', filter.status)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getReport(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('reports').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof getReport>>>
