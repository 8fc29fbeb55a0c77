import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export type IdPrefix = 'ten' | 'usr' | 'pat' | 'res' | 'aud' | 'fnd' | 'pol' | 'rpt' | 'evt' | 'req' | 'job' | 'whe' | 'whd'

/** Base62 text of the given bytes: URL-safe, no padding, no punctuation to trip over when copied. */
export function base62(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 62n)] + out
    value /= 62n
  }
  return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), '0')
}

/** `prefix_` + 128 random bits. The part after the prefix is opaque to clients. */
export function newId(prefix: IdPrefix, bytes: Uint8Array = randomBytes(16)): string {
  return `${prefix}_${base62(bytes)}`
}
