import type { Insertable, Selectable, Updateable } from 'kysely'
import type { DbOrTx } from '../../platform/db/database.ts'
import { keysetPage } from '../../platform/db/keyset.ts'
import type { CollectionTable } from '../../platform/db/tables.ts'
import type { CursorPosition } from '../../platform/http/cursor.ts'

// SQL of collections; every query names the tenant.

export type CollectionRow = Selectable<CollectionTable>

export async function listCollections(db: DbOrTx, tenantId: string, cloudAccountId: string, after: CursorPosition | undefined, take: number) {
  const query = db.selectFrom('collections').selectAll().where('tenant_id', '=', tenantId).where('cloud_account_id', '=', cloudAccountId)
  return keysetPage(query, 'created_at', after, take).execute() as Promise<CollectionRow[]>
}

export async function getCollection(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('collections').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst() as Promise<CollectionRow | undefined>
}

export async function activeCollection(db: DbOrTx, tenantId: string, cloudAccountId: string) {
  return db.selectFrom('collections').selectAll().where('tenant_id', '=', tenantId).where('cloud_account_id', '=', cloudAccountId)
    .where('status', 'in', ['queued', 'running']).executeTakeFirst() as Promise<CollectionRow | undefined>
}

/** Inserts a queued collection unless the account has an active one (collections_one_active); undefined then. */
export async function insertCollection(db: DbOrTx, row: Insertable<CollectionTable>) {
  return db.insertInto('collections').values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'cloud_account_id']).where('status', 'in', ['queued', 'running']).doNothing())
    .returningAll().executeTakeFirst() as Promise<CollectionRow | undefined>
}

export async function updateCollection(db: DbOrTx, tenantId: string, id: string, changes: Omit<Updateable<CollectionTable>, 'tenant_id' | 'id'>) {
  return db.updateTable('collections').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id)
    .returningAll().executeTakeFirst() as Promise<CollectionRow | undefined>
}
