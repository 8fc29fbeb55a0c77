import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt from node:crypto (no native build), with a per-password random salt. N = 2^16, r = 8, p = 2 is one of
// the equivalent minimums of OWASP's Password Storage Cheat Sheet (64 MiB per guess). It runs on libuv's
// thread pool, not the event loop. The parameters travel with the hash, so they can be raised later and old
// hashes still verify (and are re-hashed at the next sign-in).
export const PASSWORD_PARAMS = { N: 2 ** 16, r: 8, p: 2 } as const
const KEY_LENGTH = 32
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 256

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PASSWORD_PARAMS)
  const { N, r, p } = PASSWORD_PARAMS
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split('$')
  return Number(N) !== PASSWORD_PARAMS.N || Number(r) !== PASSWORD_PARAMS.r || Number(p) !== PASSWORD_PARAMS.p
}

/** Why a new password is refused, or null. Length is what matters (NIST SP 800-63B); no composition rules. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  if (password.toLowerCase() === email.toLowerCase()) return 'The password must not be your e-mail address.'
  if (/^(.)\1+$/.test(password)) return 'The password must not be one character repeated.'
  return null
}
