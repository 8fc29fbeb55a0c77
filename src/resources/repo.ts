import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export interface ResourceFilter {
  kind?: string[]
  provider?: string[]
  region?: string[]
}

export async function listResources(db: DbOrTx, tenantId: string, filter: ResourceFilter, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId)
  if (filter.kind) query = query.where('kind', 'in', filter.kind)
  if (filter.provider) query = query.where('provider', 'in', filter.provider)
  if (filter.region) query = query.where('region', 'in', filter.region)
  return keysetPage(query, 'discovered_at', after, take).execute()
}

export async function getResource(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type ResourceRow = NonNullable<Awaited<ReturnType<typeof getResource>>>
