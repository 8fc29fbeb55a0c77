import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords.ts'

test('a password verifies against its own hash only, with a salt of its own', async () => {
  const a = await hashPassword('correct horse battery')
  const b = await hashPassword('correct horse battery')
  assert.notEqual(a, b, 'per-password salt')
  assert.match(a, /^scrypt\$65536\$8\$2\$[\w-]{22}\$[\w-]{43}$/)
  assert.equal(await verifyPassword('correct horse battery', a), true)
  assert.equal(await verifyPassword('correct horse batterY', a), false)
  assert.equal(await verifyPassword('', a), false)
  assert.equal(needsRehash(a), false)
})

test('malformed or foreign hashes never match', async () => {
  for (const stored of ['', 'plain', 'bcrypt$x$y', 'scrypt$16384$8$1$$', 'scrypt$16384$8$1$c2FsdA$']) {
    assert.equal(await verifyPassword('anything at all', stored), false, stored)
  }
  assert.equal(needsRehash('scrypt$16384$8$1$c2FsdA$aGFzaA'), true)
})

test('new passwords: length rules, not composition rules', () => {
  assert.match(passwordProblem('short', 'a@b.co')!, /at least 10/)
  assert.match(passwordProblem('x'.repeat(257), 'a@b.co')!, /at most 256/)
  assert.match(passwordProblem('aaaaaaaaaaaa', 'a@b.co')!, /repeated/)
  assert.match(passwordProblem('Me@Example.com', 'me@example.com')!, /e-mail/)
  assert.equal(passwordProblem('a long passphrase', 'a@b.co'), null)
})
