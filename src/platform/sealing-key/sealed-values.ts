// The queries that read and rewrite every sealed value of the installation, whatever its tenant: this file is
// the operator-level re-keying (first start after an upgrade, `posture secrets-key rotate`), not a tenant's
// request path, hence no tenant filter.
import { createHmac } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { sealSecret, tryOpenSecret } from './seal.ts'

/** Where the pre-file default kept its key: inside the database, next to what it sealed. */
export const LEGACY_KEY_SETTING = 'webhook_secrets_key'
/** A check value of the key in force, so a process started with another key stops instead of failing later. */
export const KEY_CHECK_SETTING = 'secrets_key_check'

/** An HMAC of a constant under the key: tells keys apart, reveals nothing of the key. */
export function keyCheck(key: Buffer): string {
  return createHmac('sha256', key).update('posture sealing key check v1').digest('hex').slice(0, 32)
}

interface SealedValue { table: 'webhook_endpoints' | 'tenant_sso'; column: string; keyColumn: string; key: string; sealed: string }

async function sealedValues(db: Db): Promise<SealedValue[]> {
  const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'secret_encrypted', 'previous_secret_encrypted']).execute()
  const sso = await db.selectFrom('tenant_sso').select(['tenant_id', 'client_secret_sealed']).execute()
  return [
    ...endpoints.map((e) => ({ table: 'webhook_endpoints' as const, column: 'secret_encrypted', keyColumn: 'id', key: e.id, sealed: e.secret_encrypted })),
    ...endpoints.filter((e) => e.previous_secret_encrypted !== null)
      .map((e) => ({ table: 'webhook_endpoints' as const, column: 'previous_secret_encrypted', keyColumn: 'id', key: e.id, sealed: e.previous_secret_encrypted! })),
    ...sso.map((s) => ({ table: 'tenant_sso' as const, column: 'client_secret_sealed', keyColumn: 'tenant_id', key: s.tenant_id, sealed: s.client_secret_sealed })),
  ]
}

/**
 * Re-seals under `to` every value that `from` (any of them) opens; values already sealed under `to` stay.
 * Returns how many were re-sealed and how many no given key opens.
 */
export async function resealAll(db: Db, from: Buffer[], to: Buffer): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0
  let unreadable = 0
  for (const value of await sealedValues(db)) {
    if (tryOpenSecret(to, value.sealed) !== undefined) continue
    const secret = from.map((key) => tryOpenSecret(key, value.sealed)).find((s) => s !== undefined)
    if (secret === undefined) {
      unreadable++
      continue
    }
    await db.updateTable(value.table).set({ [value.column]: sealSecret(to, secret) } as never)
      .where(value.keyColumn as never, '=', value.key as never).execute()
    resealed++
  }
  return { resealed, unreadable }
}

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('instance_settings').select('value').where('key', '=', key).executeTakeFirst())?.value
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insertInto('instance_settings').values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute()
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('instance_settings').where('key', '=', key).execute()
}
