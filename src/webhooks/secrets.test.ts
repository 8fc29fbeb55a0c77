import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { test } from 'node:test'
import { generateSigningSecret, openSecret, sealSecret } from './secrets.ts'

test('signing secrets are whsec_ + random, and differ every time', () => {
  const a = generateSigningSecret()
  assert.match(a, /^whsec_[0-9A-Za-z]{30,}$/)
  assert.notEqual(a, generateSigningSecret())
})

test('a sealed secret opens with its key only, and tampering is detected', () => {
  const key = randomBytes(32)
  const secret = generateSigningSecret()
  const sealed = sealSecret(key, secret)
  assert.ok(!sealed.includes(secret.slice(6)), 'the sealed form does not contain the secret')
  assert.notEqual(sealSecret(key, secret), sealed, 'a fresh IV every time')
  assert.equal(openSecret(key, sealed), secret)
  assert.throws(() => openSecret(randomBytes(32), sealed))
  const parts = sealed.split('.')
  const flipped = Buffer.from(parts[3]!, 'base64url')
  flipped[0] = flipped[0]! ^ 1
  assert.throws(() => openSecret(key, [parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.')))
  assert.throws(() => openSecret(key, 'v2.a.b.c'), /Unrecognised/)
})
