import type { Db } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import * as repo from './repo.ts'
import type { FindingRecord, ListFindingsQuery } from './schemas.ts'

export function presentFinding(row: repo.FindingRow): FindingRecord {
  return {
    id: row.id, severity: row.severity as FindingRecord['severity'], dimension: row.dimension as FindingRecord['dimension'],
    resource_id: row.resource_id, title: row.title, detected_at: iso(row.detected_at),
    status: row.status as FindingRecord['status'], check_id: row.check_id, audit_id: row.audit_id,
    description: row.description, remediation: row.remediation, first_seen_at: iso(row.first_seen_at),
    last_seen_at: iso(row.last_seen_at), resolved_at: isoOrNull(row.resolved_at), policy_ids: row.policy_ids,
  }
}

export function createFindingsService(db: Db, codec: CursorCodec) {
  return {
    list(tenantId: string, query: ListFindingsQuery) {
      const { limit, cursor, ...raw } = query
      const filter: repo.FindingFilter = {
        severity: splitCsv(raw.severity), dimension: splitCsv(raw.dimension), status: splitCsv(raw.status),
        resource_id: raw.resource_id, audit_id: raw.audit_id, check_id: raw.check_id,
        detected_after: raw.detected_after ? new Date(raw.detected_after) : undefined,
        detected_before: raw.detected_before ? new Date(raw.detected_before) : undefined,
      }
      return paginate(codec, 'findings', { tenantId, limit, cursor, filters: filter },
        (after, take) => repo.listFindings(db, tenantId, filter, after, take),
        (row) => ({ at: row.detected_at, id: row.id }), presentFinding)
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getFinding(db, tenantId, id)
      if (!row) throw notFound('finding', id)
      return presentFinding(row)
    },
  }
}
