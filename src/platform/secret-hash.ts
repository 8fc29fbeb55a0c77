import { createHash } from 'node:crypto'

/**
 * How every random secret is stored (tokens, session and invitation secrets, OAuth codes and client secrets):
 * its SHA-256 in hex. A fast hash is right for 256-bit random values; passwords use scrypt instead.
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')
