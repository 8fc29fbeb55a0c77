import type { Db } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import * as repo from './repo.ts'
import type { ListReportsQuery, ReportRecord } from './schemas.ts'

export function presentReport(row: repo.ReportRow): ReportRecord {
  return {
    id: row.id, type: row.type as ReportRecord['type'], format: row.format as ReportRecord['format'],
    status: row.status as ReportRecord['status'], audit_id: row.audit_id, created_at: iso(row.created_at),
    completed_at: isoOrNull(row.completed_at), failure_reason: row.failure_reason,
  }
}

export function createReportsService(db: Db, codec: CursorCodec) {
  return {
    list(tenantId: string, query: ListReportsQuery) {
      const filter = { status: splitCsv(query.status) }
      return paginate(codec, 'reports', { tenantId, limit: query.limit, cursor: query.cursor, filters: filter },
        (after, take) => repo.listReports(db, tenantId, filter, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentReport)
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getReport(db, tenantId, id)
      if (!row) throw notFound('report', id)
      return presentReport(row)
    },
  }
}
