import { randomBytes } from 'node:crypto'
import type { Db } from './database.ts'

/**
 * A random secret of this installation, created on first use and shared by every process on the same
 * database (so a cursor signed by one API process is accepted by another).
 */
export async function instanceSecret(db: Db, key: string): Promise<Buffer> {
  await db.insertInto('instance_settings')
    .values({ key, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db.selectFrom('instance_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()
  return Buffer.from(row.value, 'base64')
}
