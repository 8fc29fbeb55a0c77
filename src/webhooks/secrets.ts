import { randomBytes } from 'node:crypto'
import { base62 } from '../platform/ids.ts'

export { openSecret, sealSecret } from '../platform/sealing-key/seal.ts'

/** `whsec_` + 192 random bits. Shown to the customer once (creation, rotation); stored only sealed. */
export function generateSigningSecret(): string {
  return `whsec_${base62(randomBytes(24))}`
}
