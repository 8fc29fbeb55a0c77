import assert from 'node:assert/strict'
import { test } from 'node:test'
import { newId } from './ids.ts'

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
