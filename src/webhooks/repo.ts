import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

// A deleted endpoint (deleted_at set) is gone for every reader here; only the purge below still sees it.

export async function listEndpoints(db: DbOrTx, tenantId: string, after: CursorPosition | undefined, take: number) {
  return keysetPage(db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).where('deleted_at', 'is', null), 'created_at', after, take).execute()
}

export async function getEndpoint(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}

export type EndpointRow = NonNullable<Awaited<ReturnType<typeof getEndpoint>>>

export async function countEndpoints(db: DbOrTx, tenantId: string) {
  const row = await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The request's half of a delete: one row updated, whatever the endpoint's history (its purge is a job). */
export async function markEndpointDeleted(db: DbOrTx, tenantId: string, id: string, at: Date) {
  return db.updateTable('webhook_endpoints').set({ deleted_at: at, updated_at: at })
    .where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null)
    .returning(['id', 'url']).executeTakeFirst()
}

/** Where a purge has got to in an endpoint's deliveries: (created_at, id) of the last one it deleted. */
export interface PurgePosition { at: string; id: string }

/**
 * Deletes up to `limit` deliveries of a deleted endpoint after `after`, oldest first (their attempts go with them
 * by cascade); returns how many and the position of the last. Starting after the last batch's position keeps each
 * batch a short range of the (endpoint_id, tenant_id, created_at, id) index instead of stepping again over every
 * entry the earlier batches left dead. Rows another transaction holds (a worker recording an outcome) are skipped,
 * not waited for, so the purge never waits on a delivery lock; a pass from the start takes them later.
 */
export async function purgeDeliveriesBatch(db: DbOrTx, tenantId: string, endpointId: string, limit: number, after?: PurgePosition) {
  // A CTE count rather than the affected-row count, which not every driver reports. The timestamp travels as text
  // so that the position keeps its microseconds.
  const { rows } = await sql<{ n: number; at: string; id: string }>`
    with gone as (
      delete from webhook_deliveries where id = any(array(
        select id from webhook_deliveries where endpoint_id = ${endpointId} and tenant_id = ${tenantId}
          ${after ? sql`and (created_at, id) > (${after.at}::timestamptz, ${after.id})` : sql``}
        order by created_at, id limit ${limit} for update skip locked))
      returning created_at, id)
    select count(*) over ()::int as n, created_at::text as at, id from gone order by created_at desc, id desc limit 1`.execute(db)
  const last = rows[0]
  return { deleted: Number(last?.n ?? 0), last: last ? { at: last.at, id: last.id } : undefined }
}

/**
 * The purge's last step: deletes the endpoint row once none of its deliveries is left (so the cascade has nothing
 * to do and takes no delivery lock). 'gone' also when an earlier run already deleted it.
 */
export async function deleteEndpointTombstone(db: DbOrTx, tenantId: string, endpointId: string): Promise<'gone' | 'deliveries_left'> {
  const deleted = await sql<{ id: string }>`
    delete from webhook_endpoints e where e.tenant_id = ${tenantId} and e.id = ${endpointId} and e.deleted_at is not null
      and not exists (select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.tenant_id = e.tenant_id)
    returning e.id`.execute(db)
  if (deleted.rows.length > 0) return 'gone'
  return (await isDeletedEndpoint(db, tenantId, endpointId)) ? 'deliveries_left' : 'gone'
}

/** Is this endpoint deleted and not yet purged? */
export async function isDeletedEndpoint(db: DbOrTx, tenantId: string, endpointId: string): Promise<boolean> {
  const row = await db.selectFrom('webhook_endpoints').select('id')
    .where('tenant_id', '=', tenantId).where('id', '=', endpointId).where('deleted_at', 'is not', null).executeTakeFirst()
  return row !== undefined
}
