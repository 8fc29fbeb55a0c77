import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// Secrets the service must present again (webhook signing secrets, SSO client secrets) cannot be kept as
// hashes: they are sealed with AES-256-GCM under a 32-byte key kept outside the database (see key-file.ts).
// Format: v1.<iv>.<tag>.<ciphertext>, base64url.

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised sealed secret.')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}

/** The secret if `key` sealed it, else undefined (a wrong key fails GCM's authentication). */
export function tryOpenSecret(key: Buffer, sealed: string): string | undefined {
  try {
    return openSecret(key, sealed)
  } catch {
    return undefined
  }
}
