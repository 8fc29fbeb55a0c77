import { randomFillSync } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export type IdPrefix = 'ten' | 'acc' | 'usr' | 'pat' | 'res' | 'aud' | 'fnd' | 'pol' | 'rpt' | 'evt' | 'req' | 'job' | 'whe' | 'whd' | 'oac' | 'oat' | 'alg' | 'not' | 'bup' | 'sup' | 'imp' | 'pck' | 'cac' | 'col'

/**
 * Base62 text of the given bytes: URL-safe, no padding, no punctuation to trip over when copied. Always
 * ceil(bits / log2 62) characters, leading zeros as '0', so equal-length inputs sort like the numbers they
 * encode. Long division over 32-bit limbs in plain numbers (each step stays below 62 × 2^32, exact in a
 * double): BigInt arithmetic made this a visible share of each request's time (a request id is one).
 */
export function base62(bytes: Uint8Array): string {
  const limbs: number[] = []
  const head = bytes.length % 4
  if (head > 0) {
    let limb = 0
    for (let i = 0; i < head; i++) limb = limb * 256 + bytes[i]!
    limbs.push(limb)
  }
  for (let i = head; i < bytes.length; i += 4) limbs.push(bytes[i]! * 0x1000000 + bytes[i + 1]! * 0x10000 + bytes[i + 2]! * 0x100 + bytes[i + 3]!)
  const length = Math.ceil((bytes.length * 8) / Math.log2(62))
  const out = new Array<string>(length)
  let start = 0
  for (let i = length - 1; i >= 0; i--) {
    let remainder = 0
    for (let j = start; j < limbs.length; j++) {
      const accumulated = remainder * 0x100000000 + limbs[j]!
      limbs[j] = Math.floor(accumulated / 62)
      remainder = accumulated - limbs[j]! * 62
    }
    while (start < limbs.length && limbs[start] === 0) start++
    out[i] = ALPHABET[remainder]!
  }
  return out.join('')
}

// Random bytes for ids come from a pool refilled 4 KiB at a time: one call into the CSPRNG per ~400 ids instead
// of one per id (each call cost more than the rest of a request id). Bytes are handed out once, never reused.
const POOL_BYTES = 4096
let pool = Buffer.alloc(0)
let poolOffset = 0

function fillRandom(target: Buffer, at: number, count: number) {
  if (poolOffset + count > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES))
    poolOffset = 0
  }
  pool.copy(target, at, poolOffset, poolOffset + count)
  poolOffset += count
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
  const bytes = Buffer.allocUnsafe(16)
  bytes.writeUIntBE(at, 0, 6)
  fillRandom(bytes, 6, 10)
  return `${prefix}_${base62(bytes)}`
}
