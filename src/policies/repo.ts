import type { DbOrTx } from '../platform/db/database.ts'
import { olderThan } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export async function listPolicies(db: DbOrTx, tenantId: string, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId)
  if (after) query = query.where(olderThan('created_at', after))
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take).execute()
}

export async function getPolicy(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type PolicyRow = NonNullable<Awaited<ReturnType<typeof getPolicy>>>
