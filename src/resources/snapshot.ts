import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import type { ResourceKind, Provider } from '../vocabulary/index.ts'

export interface SnapshotResource {
  id: string
  kind: ResourceKind
  provider: Provider
  region: string
  name: string
  external_id: string
  tags: Record<string, string>
  attributes: Record<string, unknown>
}

/**
 * The tenant's inventory as it was at `at`, in batches ordered by id: each resource's current row if it
 * has not changed since, else the history version valid at that instant. Resources are never deleted, only
 * removed (a tombstone, `removed_at`): every resource discovered by then and not removed by then appears
 * exactly once. A revived resource's removed version is history valid until its removal, so the gap between
 * its removal and its revival holds neither. Keyset batches keep memory constant.
 */
export async function* inventorySnapshot(db: DbOrTx, tenantId: string, at: Date, options: { batchSize?: number; kinds?: readonly string[] } = {}) {
  const size = options.batchSize ?? 2000
  const kinds = options.kinds ? sql`and kind = any(${sql.val([...options.kinds])}::text[])` : sql``
  let after = ''
  for (;;) {
    const { rows } = await sql<SnapshotResource>`
      select * from (
        (select id, kind, provider, region, name, external_id, tags, attributes from resources
          where tenant_id = ${tenantId} and id > ${after} and updated_at <= ${at} and discovered_at <= ${at} and (removed_at is null or removed_at > ${at}) ${kinds}
          order by id limit ${size})
        union all
        (select resource_id as id, kind, provider, region, name, external_id, tags, attributes from resource_history
          where tenant_id = ${tenantId} and resource_id > ${after} and valid_from <= ${at} and valid_to > ${at} ${kinds}
          order by resource_id limit ${size})
      ) snapshot order by id limit ${size}`.execute(db)
    if (rows.length === 0) return
    yield rows
    if (rows.length < size) return
    after = rows[rows.length - 1]!.id
  }
}
