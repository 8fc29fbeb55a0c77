import type { Db } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import * as repo from './repo.ts'
import type { AuditRecord, ListAuditsQuery } from './schemas.ts'

export function presentAudit(row: repo.AuditRow): AuditRecord {
  return {
    id: row.id, status: row.status as AuditRecord['status'], trigger: row.trigger as AuditRecord['trigger'],
    reanalysis_of: row.reanalysis_of, created_at: iso(row.created_at), started_at: isoOrNull(row.started_at),
    completed_at: isoOrNull(row.completed_at), resources_scanned: row.resources_scanned,
    summary: row.summary as AuditRecord['summary'], failure_reason: row.failure_reason,
  }
}

export function createAuditsService(db: Db, codec: CursorCodec) {
  return {
    list(tenantId: string, query: ListAuditsQuery) {
      const filter = { status: splitCsv(query.status) }
      return paginate(codec, 'audits', { tenantId, limit: query.limit, cursor: query.cursor, filters: filter },
        (after, take) => repo.listAudits(db, tenantId, filter, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentAudit)
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getAudit(db, tenantId, id)
      if (!row) throw notFound('audit', id)
      return presentAudit(row)
    },
  }
}
