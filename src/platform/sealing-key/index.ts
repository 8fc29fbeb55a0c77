import { randomBytes } from 'node:crypto'
import { renameSync } from 'node:fs'
import type { Db } from '../db/database.ts'
import { createKeyFile, decodeKey, KEY_BYTES, readKeyFile, writeKeyFile, type KeySource } from './key-file.ts'
import { deleteSetting, KEY_CHECK_SETTING, keyCheck, LEGACY_KEY_SETTING, readSetting, resealAll, writeSetting } from './sealed-values.ts'

export { openSecret, sealSecret } from './seal.ts'
export type { KeySource } from './key-file.ts'

export interface LoadedKey {
  key: Buffer
  source: 'env' | 'file'
  /** Set when this start moved the secrets off the key that used to live in the database. */
  migrated?: { resealed: number; unreadable: number }
}

/**
 * The sealing key in force, checked against the database before anything is sealed with it:
 * - WEBHOOK_SECRETS_KEY when set, else the key file, created on the first start of an installation;
 * - a database whose secrets were sealed under another key stops the process with a message, instead of
 *   webhooks failing one by one (a second server started without a copy of the key file, a wrong env key);
 * - an installation that kept its key in the database (the earlier default) has its secrets re-sealed under
 *   the new key and the old one deleted, in one transaction: from then on a copy of the database alone opens
 *   nothing.
 */
export async function loadSealingKey(db: Db, source: KeySource): Promise<LoadedKey> {
  const check = await readSetting(db, KEY_CHECK_SETTING)
  let key: Buffer
  let from: LoadedKey['source']
  if (source.configured) {
    key = decodeKey(source.configured, 'WEBHOOK_SECRETS_KEY')
    from = 'env'
  } else {
    let existing = readKeyFile(source.keyFile)
    if (!existing || (check && keyCheck(existing) !== check)) existing = finishInterruptedRotation(source.keyFile, check) ?? existing
    if (!existing && check) {
      throw new Error(`There is no secrets key file at ${source.keyFile}, but this database's secrets were sealed with a key (check ${check}). `
        + 'Copy the key file from the first server (or restore it from its backup), or set WEBHOOK_SECRETS_KEY.')
    }
    key = existing ?? createKeyFile(source.keyFile)
    from = 'file'
  }
  const where = from === 'env' ? 'WEBHOOK_SECRETS_KEY' : `the key file ${source.keyFile}`
  if (check && check !== keyCheck(key)) {
    throw new Error(`The secrets key from ${where} is not the key that sealed this database's secrets (check ${check}, this key ${keyCheck(key)}). `
      + 'Use the same key on every server of one database.')
  }
  if (check) return { key, source: from }

  return db.transaction().execute(async (tx) => {
    const legacy = await readSetting(tx, LEGACY_KEY_SETTING)
    const migrated = await resealAll(tx, legacy ? [Buffer.from(legacy, 'base64')] : [], key)
    if (migrated.unreadable > 0 && !legacy) {
      throw new Error(`The secrets key from ${where} does not open ${migrated.unreadable} sealed secret(s) already in this database; start with the key that sealed them.`)
    }
    if (legacy) await deleteSetting(tx, LEGACY_KEY_SETTING)
    await writeSetting(tx, KEY_CHECK_SETTING, keyCheck(key))
    return { key, source: from, ...(legacy ? { migrated } : {}) }
  })
}

/**
 * `posture secrets-key rotate`: re-seals every secret under a new key in one transaction. With a key file,
 * the new key replaces it (see finishInterruptedRotation); with WEBHOOK_SECRETS_KEY, the operator supplies the new key and then sets it.
 */
export async function rotateSealingKey(db: Db, source: KeySource, newKeyBase64?: string): Promise<{ resealed: number; source: LoadedKey['source'] }> {
  const current = await loadSealingKey(db, source)
  if (current.source === 'env' && !newKeyBase64) {
    throw new Error('The key comes from WEBHOOK_SECRETS_KEY: pass the new key with --to (e.g. `openssl rand -base64 32`), then set WEBHOOK_SECRETS_KEY to it.')
  }
  const next = newKeyBase64 ? decodeKey(newKeyBase64, '--to') : randomBytes(KEY_BYTES)
  if (next.equals(current.key)) throw new Error('The new key is the key in force.')
  if (current.source === 'file') writeKeyFile(`${source.keyFile}.next`, next)
  const { resealed } = await db.transaction().execute(async (tx) => {
    const counts = await resealAll(tx, [current.key], next)
    if (counts.unreadable > 0) throw new Error(`${counts.unreadable} sealed secret(s) do not open with the key in force; nothing was changed.`)
    await writeSetting(tx, KEY_CHECK_SETTING, keyCheck(next))
    return counts
  })
  if (current.source === 'file') renameSync(`${source.keyFile}.next`, source.keyFile)
  return { resealed, source: current.source }
}

// A rotation writes the new key to `<file>.next`, commits, then renames it over the file. Interrupted after the
// commit, the database is on the new key and `<file>.next` holds it: the next start finishes the rename.
function finishInterruptedRotation(keyFile: string, check: string | undefined): Buffer | undefined {
  if (!check) return undefined
  const next = readKeyFile(`${keyFile}.next`)
  if (!next || keyCheck(next) !== check) return undefined
  renameSync(`${keyFile}.next`, keyFile)
  return next
}
