import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import { LAPSED_REASON } from './import-lease.ts'
import { getImport, listImports, type ImportRow } from './repo.ts'
import type { FindingImportRecord } from './schemas.ts'
import { importFindings, type ImportOptions } from './service.ts'

function presentImport(row: ImportRow): FindingImportRecord {
  // A running record whose lease lapsed is a dead process's (import-lease.ts): failed, whether or not the
  // tenant's next import has marked it so yet.
  const lapsed = row.status === 'running' && row.lease_until !== null && row.lease_until.getTime() < Date.now()
  return {
    id: row.id, audit_id: row.audit_id, format: row.format as FindingImportRecord['format'], detected: row.detected,
    tools: row.tools, label: row.label, scopes: row.scopes, created_at: iso(row.created_at),
    counts: row.counts as FindingImportRecord['counts'], skipped: row.skipped as FindingImportRecord['skipped'],
    rejections: row.rejections, rejections_truncated: row.rejections_truncated,
    status: lapsed ? 'failed' : row.status, failure_reason: lapsed ? LAPSED_REASON : row.failure_reason,
  }
}

export function createFindingImportsService(db: Db, codec: CursorCodec) {
  const get = async (tenantId: string, id: string) => {
    const row = await getImport(db, tenantId, id)
    if (!row) throw notFound('findings import', id)
    return presentImport(row)
  }
  return {
    get,
    async create(tenantId: string, body: AsyncIterable<Uint8Array | string>, options: ImportOptions) {
      return get(tenantId, await importFindings(db, tenantId, body, options))
    },
    list(tenantId: string, query: { limit?: number; cursor?: string }) {
      return paginate(codec, 'finding_imports', { tenantId, limit: query.limit, cursor: query.cursor, filters: {} },
        (after, take) => listImports(db, tenantId, after, take), (row) => ({ at: row.created_at, id: row.id }), presentImport)
    },
  }
}
