import assert from 'node:assert/strict'
import { test } from 'node:test'
import { randomBytes } from 'node:crypto'
import { base62, newId } from './ids.ts'

test('ids are the prefix and 22 base62 characters, unique, and sort by creation time', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => newId('fnd', 1_764_000_000_000 + i * 7))
  for (const id of ids) assert.match(id, /^fnd_[0-9A-Za-z]{22}$/)
  assert.equal(new Set(ids).size, ids.length)
  // Byte order (PostgreSQL's C collation, JavaScript's default sort) is creation order.
  assert.deepEqual([...ids].sort(), ids)
  // Within one millisecond the random part still makes them unique.
  const same = Array.from({ length: 1000 }, () => newId('evt', 1_764_000_000_000))
  assert.equal(new Set(same).size, same.length)
})

test('base62 is the number the bytes encode, in the alphabet 0-9A-Za-z, padded to a fixed length', () => {
  const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  // The definition, in BigInt arithmetic.
  const reference = (bytes: Uint8Array) => {
    let value = 0n
    for (const byte of bytes) value = (value << 8n) | BigInt(byte)
    let out = ''
    while (value > 0n) { out = ALPHABET[Number(value % 62n)] + out; value /= 62n }
    return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), '0')
  }
  const samples = [Buffer.alloc(16), Buffer.alloc(16, 255), Buffer.alloc(32, 255), Buffer.alloc(1, 61), Buffer.from([0, 0, 0, 1, 0])]
  for (let i = 0; i < 3000; i++) {
    const bytes = randomBytes([16, 32, 10, 1, 3, 5, 7][i % 7]!)
    bytes.fill(0, 0, Math.min(bytes.length, i % 4)) // leading zeros
    samples.push(bytes)
  }
  for (const bytes of samples) assert.equal(base62(bytes), reference(bytes), bytes.toString('hex'))
})
