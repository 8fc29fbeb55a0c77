import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export interface ResourceFilter {
  kind?: string[]
  provider?: string[]
  region?: string[]
  source?: string[]
}

export async function listResources(db: DbOrTx, tenantId: string, filter: ResourceFilter, after: CursorPosition | undefined, take: number) {
  // Removed resources (tombstones, README decision 88) are no longer in the inventory.
  let query = db.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId).where('removed_at', 'is', null)
  if (filter.kind) query = query.where('kind', 'in', filter.kind)
  if (filter.provider) query = query.where('provider', 'in', filter.provider)
  if (filter.region) query = query.where('region', 'in', filter.region)
  if (filter.source) query = query.where('source', 'in', filter.source)
  return keysetPage(query, 'discovered_at', after, take).execute()
}

export async function getResource(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst()
}

export type ResourceRow = NonNullable<Awaited<ReturnType<typeof getResource>>>
