import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export type IdPrefix = 'ten' | 'acc' | 'usr' | 'pat' | 'res' | 'aud' | 'fnd' | 'pol' | 'rpt' | 'evt' | 'req' | 'job' | 'whe' | 'whd' | 'oac' | 'oat' | 'alg'

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

/**
 * `prefix_` + 128 bits: the creation time in milliseconds (48 bits), then 80 random bits. The part after the
 * prefix is opaque to clients. Time first, because ids are primary keys and join keys: rows written together
 * get neighbouring ids, so B-tree inserts land on the same few pages instead of one random page each, which
 * keeps bulk writes (an audit's findings, its events) in cache at millions of rows (bench:audit). Base62 with
 * this alphabet sorts like the number it encodes, so the ids also sort by creation time. 80 random bits
 * keep ids unguessable and unique (a collision needs ~2^40 ids in one millisecond).
 */
export function newId(prefix: IdPrefix, at: number = Date.now()): string {
  const bytes = randomBytes(16)
  bytes.writeUIntBE(at, 0, 6)
  return `${prefix}_${base62(bytes)}`
}
