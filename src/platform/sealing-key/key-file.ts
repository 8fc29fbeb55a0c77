// The key that seals the secrets the service must read back (webhook signing secrets, SSO client secrets)
// lives outside the database, so that a copy of the database alone reveals none of them: either
// WEBHOOK_SECRETS_KEY or a key file (default DATA_DIR/secrets.key), created with mode 0600 on first start.
import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export const KEY_BYTES = 32

export interface KeySource {
  /** WEBHOOK_SECRETS_KEY, base64 (the operator's key manager), when set. */
  configured?: string
  /** Where the key is kept when WEBHOOK_SECRETS_KEY is not set. */
  keyFile: string
}

export function decodeKey(base64: string, where: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64')
  if (key.length !== KEY_BYTES) throw new Error(`${where} must hold ${KEY_BYTES} bytes in base64 (e.g. \`openssl rand -base64 32\`).`)
  return key
}

/** The key file's key, or undefined when there is no file yet. */
export function readKeyFile(path: string): Buffer | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new Error(`Cannot read the secrets key file ${path}: ${(error as Error).message}`)
  }
  return decodeKey(text, `The secrets key file ${path}`)
}

/**
 * Creates the key file with a new random key, readable by this user only. The file appears whole or not at
 * all (written aside, then hard-linked into place, which fails if it exists): of two processes starting at
 * once on one machine, the second reads the first one's key, never a half-written one.
 */
export function createKeyFile(path: string): Buffer {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const key = randomBytes(KEY_BYTES)
  const aside = `${path}.${process.pid}.tmp`
  try {
    writeKeyFile(aside, key)
    linkSync(aside, path)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(path)!
    throw new Error(`Cannot create the secrets key file ${path}: ${(error as Error).message}`)
  } finally {
    rmSync(aside, { force: true })
  }
}

/** Writes a key file (mode 0600), replacing any file at that path. */
export function writeKeyFile(path: string, key: Buffer): void {
  writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600 })
  chmodSync(path, 0o600) // an existing file keeps its mode through writeFileSync
}
