import assert from 'node:assert/strict'
import { test } from 'node:test'
import { tlsVersion } from './attributes.ts'

test('TLS versions read the ELB, GCP and Azure spellings', () => {
  assert.equal(tlsVersion('1.0'), 1)
  assert.equal(tlsVersion('TLSv1'), 1)
  assert.equal(tlsVersion('TLSv1.1'), 1.1)
  assert.equal(tlsVersion('TLS_1_2'), 1.2)
  assert.equal(tlsVersion('TLS1_3'), 1.3)
  assert.equal(tlsVersion(1.2), 1.2)
  for (const bad of ['modern', '', 'SSLv3x', NaN, null]) assert.equal(tlsVersion(bad), undefined, String(bad))
})
