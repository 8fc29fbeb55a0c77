import type { Db, DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import * as repo from './repo.ts'
import { seedSandboxEstate } from './sandbox-estate.ts'

export interface CreatedTenant {
  id: string
  name: string
  mode: 'sandbox'
  created_at: string
}

export interface NewTenant { name: string; seed: number; sandboxData?: boolean; now?: Date }

/** A new tenant is born in sandbox mode with its synthetic estate, in one transaction. */
export async function createTenant(db: Db, input: NewTenant): Promise<CreatedTenant> {
  return db.transaction().execute((tx) => insertNewTenant(tx, input))
}

/** The same, inside the caller's transaction (sign-up creates the account, workspace and membership at once). */
export async function insertNewTenant(tx: DbOrTx, input: NewTenant): Promise<CreatedTenant> {
  const name = input.name.trim()
  if (name.length === 0 || name.length > 200) throw new Error('The tenant name must be 1 to 200 characters.')
  const now = input.now ?? new Date()
  const id = newId('ten')
  await repo.insertTenant(tx, { id, name, created_at: now })
  if (input.sandboxData !== false) await seedSandboxEstate(tx, id, input.seed, now)
  return { id, name, mode: 'sandbox', created_at: now.toISOString() }
}
