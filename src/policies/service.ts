import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import * as repo from './repo.ts'
import type { ListPoliciesQuery, PolicyRecord } from './schemas.ts'

export function presentPolicy(row: repo.PolicyRow): PolicyRecord {
  return {
    id: row.id, name: row.name, description: row.description, enabled: row.enabled,
    dimension: row.dimension as PolicyRecord['dimension'], severity: row.severity as PolicyRecord['severity'],
    expression: row.expression, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
  }
}

export function createPoliciesService(db: Db, codec: CursorCodec) {
  return {
    list(tenantId: string, query: ListPoliciesQuery) {
      return paginate(codec, 'policies', { tenantId, limit: query.limit, cursor: query.cursor, filters: {} },
        (after, take) => repo.listPolicies(db, tenantId, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentPolicy)
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getPolicy(db, tenantId, id)
      if (!row) throw notFound('policy', id)
      return presentPolicy(row)
    },
  }
}
