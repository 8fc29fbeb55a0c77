import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export async function listEndpoints(db: DbOrTx, tenantId: string, after: CursorPosition | undefined, take: number) {
  return keysetPage(db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId), 'created_at', after, take).execute()
}

export async function getEndpoint(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type EndpointRow = NonNullable<Awaited<ReturnType<typeof getEndpoint>>>

export async function countEndpoints(db: DbOrTx, tenantId: string) {
  const row = await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
  return Number(row.n)
}
