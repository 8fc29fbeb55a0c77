import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export interface FindingFilter {
  severity?: string[]
  dimension?: string[]
  status?: string[]
  resource_id?: string
  audit_id?: string
  check_id?: string
  detected_after?: Date
  detected_before?: Date
}

export async function listFindings(db: DbOrTx, tenantId: string, filter: FindingFilter, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId)
  if (filter.severity) query = query.where('severity', 'in', filter.severity)
  if (filter.dimension) query = query.where('dimension', 'in', filter.dimension)
  if (filter.status) query = query.where('status', 'in', filter.status)
  if (filter.resource_id) query = query.where('resource_id', '=', filter.resource_id)
  if (filter.audit_id) query = query.where('audit_id', '=', filter.audit_id)
  if (filter.check_id) query = query.where('check_id', '=', filter.check_id)
  if (filter.detected_after) query = query.where('detected_at', '>=', filter.detected_after)
  if (filter.detected_before) query = query.where('detected_at', '<', filter.detected_before)
  return keysetPage(query, 'detected_at', after, take).execute()
}

export async function getFinding(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type FindingRow = NonNullable<Awaited<ReturnType<typeof getFinding>>>
