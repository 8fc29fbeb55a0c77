import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import * as repo from './repo.ts'
import type { ListResourcesQuery, ResourceRecord } from './schemas.ts'

export function presentResource(row: repo.ResourceRow): ResourceRecord {
  return {
    id: row.id, kind: row.kind as ResourceRecord['kind'], provider: row.provider as ResourceRecord['provider'],
    region: row.region, name: row.name, external_id: row.external_id, tags: row.tags, attributes: row.attributes,
    discovered_at: iso(row.discovered_at), last_seen_at: iso(row.last_seen_at), source: row.source,
  }
}

export function createResourcesService(db: Db, codec: CursorCodec) {
  return {
    list(tenantId: string, query: ListResourcesQuery) {
      const filter: repo.ResourceFilter = { kind: splitCsv(query.kind), provider: splitCsv(query.provider), region: splitCsv(query.region), source: splitCsv(query.source) }
      return paginate(codec, 'resources', { tenantId, limit: query.limit, cursor: query.cursor, filters: filter },
        (after, take) => repo.listResources(db, tenantId, filter, after, take),
        (row) => ({ at: row.discovered_at, id: row.id }), presentResource)
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getResource(db, tenantId, id)
      if (!row) throw notFound('resource', id)
      return presentResource(row)
    },
  }
}
