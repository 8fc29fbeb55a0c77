import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export async function getImport(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('finding_imports').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type ImportRow = NonNullable<Awaited<ReturnType<typeof getImport>>>

export async function listImports(db: DbOrTx, tenantId: string, after: CursorPosition | undefined, take: number) {
  return keysetPage(db.selectFrom('finding_imports').selectAll().where('tenant_id', '=', tenantId), 'created_at', after, take).execute()
}
