import { randomBytes } from 'node:crypto'
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CloudAccountTable } from '../platform/db/tables.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'
import { base62 } from '../platform/ids.ts'

// SQL of cloud accounts; every query names the tenant.

export type CloudAccountRow = Selectable<CloudAccountTable>
export type NewCloudAccountRow = Insertable<CloudAccountTable>

export interface ListFilters { provider?: string; status?: string; parent?: string }

export async function listCloudAccounts(db: DbOrTx, tenantId: string, filters: ListFilters, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('cloud_accounts').selectAll().where('tenant_id', '=', tenantId)
  if (filters.provider) query = query.where('provider', '=', filters.provider as 'aws')
  if (filters.status) query = query.where('status', '=', filters.status as CloudAccountRow['status'])
  if (filters.parent) query = query.where('parent_id', '=', filters.parent)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getCloudAccount(db: DbOrTx, tenantId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db.selectFrom('cloud_accounts').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
  return (options.lock ? query.forUpdate() : query).executeTakeFirst() as Promise<CloudAccountRow | undefined>
}

export async function findByRole(db: DbOrTx, tenantId: string, roleArn: string) {
  return db.selectFrom('cloud_accounts').select('id').where('tenant_id', '=', tenantId).where('role_arn', '=', roleArn)
    .where('parent_id', 'is', null).executeTakeFirst()
}

export async function insertCloudAccount(db: DbOrTx, row: NewCloudAccountRow) {
  return db.insertInto('cloud_accounts').values(row).returningAll().executeTakeFirstOrThrow() as Promise<CloudAccountRow>
}

export async function updateCloudAccount(db: DbOrTx, tenantId: string, id: string, changes: Omit<Updateable<CloudAccountTable>, 'tenant_id' | 'id'>) {
  return db.updateTable('cloud_accounts').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id)
    .returningAll().executeTakeFirst() as Promise<CloudAccountRow | undefined>
}

/** Deletes the record (an organization's members go with it, by cascade); how many members went too. */
export async function deleteCloudAccount(db: DbOrTx, tenantId: string, id: string) {
  const members = await db.selectFrom('cloud_accounts').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId).where('parent_id', '=', id).executeTakeFirstOrThrow()
  const deleted = await db.deleteFrom('cloud_accounts').where('tenant_id', '=', tenantId).where('id', '=', id)
    .returning(['id', 'role_arn']).executeTakeFirst()
  return deleted ? { ...deleted, members: Number(members.n) } : undefined
}

export async function membersOf(db: DbOrTx, tenantId: string, parentId: string) {
  return db.selectFrom('cloud_accounts').selectAll().where('tenant_id', '=', tenantId).where('parent_id', '=', parentId).execute() as Promise<CloudAccountRow[]>
}

/** Points every member of an organization at its role of the new name: they are to be verified again. */
export async function renameMemberRoles(db: DbOrTx, tenantId: string, parentId: string, partition: string, roleName: string, at: Date) {
  await sql`update cloud_accounts set role_arn = ${`arn:${partition}:iam::`} || account_id || ${`:role/${roleName}`},
      status = case when status in ('suspended', 'closed', 'left_organization') then status else 'pending_verification' end,
      last_error = case when status in ('suspended', 'closed', 'left_organization') then last_error else null end,
      updated_at = ${at}
    where tenant_id = ${tenantId} and parent_id = ${parentId}`.execute(db)
}

/**
 * The tenant's external id, made on first use: 192 random bits, so no one guesses another tenant's. Two first
 * uses at once insert one row (the primary key) and both read it.
 */
export async function externalIdOf(db: DbOrTx, tenantId: string, at = new Date()): Promise<string> {
  const existing = await db.selectFrom('cloud_account_external_ids').select('external_id').where('tenant_id', '=', tenantId).executeTakeFirst()
  if (existing) return existing.external_id
  await db.insertInto('cloud_account_external_ids').values({ tenant_id: tenantId, external_id: `posture-${base62(randomBytes(24))}`, created_at: at })
    .onConflict((oc) => oc.column('tenant_id').doNothing()).execute()
  const row = await db.selectFrom('cloud_account_external_ids').select('external_id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
  return row.external_id
}
