import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { base62 } from '../platform/ids.ts'

/** `whsec_` + 192 random bits. Shown to the customer once (creation, rotation); stored only encrypted. */
export function generateSigningSecret(): string {
  return `whsec_${base62(randomBytes(24))}`
}

// The service must sign with the secret, so it cannot keep only a hash: secrets are sealed with
// AES-256-GCM under a 32-byte key kept apart from the rows (WEBHOOK_SECRETS_KEY, or the installation's
// generated key when none is configured; see the README). Format: v1.<iv>.<tag>.<ciphertext>, base64url.

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised sealed webhook secret.')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}
