import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export async function listPolicies(db: DbOrTx, tenantId: string, after: CursorPosition | undefined, take: number) {
  const query = db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getPolicy(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type PolicyRow = NonNullable<Awaited<ReturnType<typeof getPolicy>>>

/** The policies an audit applies, in id order. */
export async function enabledPolicies(db: DbOrTx, tenantId: string) {
  return db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('enabled', '=', true).orderBy('id').execute()
}
