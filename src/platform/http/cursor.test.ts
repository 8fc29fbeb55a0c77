import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { test } from 'node:test'
import { CursorCodec, listScope } from './cursor.ts'

const codec = new CursorCodec(randomBytes(32))
const scope = listScope('ten_a', 'findings', { severity: ['high', 'low'] })
const position = { at: new Date('2026-03-04T05:06:07.089Z'), id: 'fnd_abc' }

test('a cursor decodes to the position it encodes', () => {
  assert.deepEqual(codec.decode(scope, codec.encode(scope, position)), position)
})

test('filter order does not change the scope', () => {
  assert.equal(listScope('ten_a', 'findings', { severity: ['low', 'high'] }), scope)
  assert.equal(listScope('ten_a', 'findings', { a: 1, b: undefined }), listScope('ten_a', 'findings', { a: 1 }))
})

test('a cursor is refused for another tenant, list or filter set', () => {
  const cursor = codec.encode(scope, position)
  for (const other of [
    listScope('ten_b', 'findings', { severity: ['high', 'low'] }),
    listScope('ten_a', 'resources', { severity: ['high', 'low'] }),
    listScope('ten_a', 'findings', { severity: ['high'] }),
  ]) {
    assert.throws(() => codec.decode(other, cursor), { code: 'invalid_cursor' })
  }
})

test('a tampered, truncated or foreign-key cursor is refused', () => {
  const cursor = codec.encode(scope, position)
  const [body, mac] = cursor.split('.') as [string, string]
  const forged = Buffer.from(JSON.stringify([0, 'fnd_abc', JSON.parse(Buffer.from(body, 'base64url').toString())[2]])).toString('base64url')
  for (const bad of [`${forged}.${mac}`, body, `${body}.`, `${body}.${mac}.x`, 'garbage', new CursorCodec(randomBytes(32)).encode(scope, position)]) {
    assert.throws(() => codec.decode(scope, bad), { code: 'invalid_cursor' }, bad)
  }
})
