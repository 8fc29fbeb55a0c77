import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checkById, CHECKS } from '../checks/index.ts'
import { DIMENSIONS, SEVERITIES } from '../findings/index.ts'
import { PROVIDERS } from '../resources/index.ts'
import { SANDBOX_KINDS } from './kinds/index.ts'
import { FINDING_TEMPLATES } from './finding-templates.ts'
import { generateSandbox } from './generate.ts'

const now = new Date('2026-11-23T12:00:00.000Z')

test('the same seed gives the same estate; another seed another one', () => {
  assert.deepEqual(generateSandbox(42, 'ten_a', now), generateSandbox(42, 'ten_a', now))
  assert.notDeepEqual(generateSandbox(43, 'ten_a', now).resources.map((r) => r.name), generateSandbox(42, 'ten_a', now).resources.map((r) => r.name))
})

test('two tenants with one seed hold the same data under different ids', () => {
  const a = generateSandbox(42, 'ten_a', now)
  const b = generateSandbox(42, 'ten_b', now)
  const strip = (d: typeof a) => d.findings.map(({ id: _id, resource_id: _r, audit_id: _a, ...rest }) => rest)
  assert.deepEqual(strip(a), strip(b))
  assert.equal(new Set([...a.resources, ...b.resources].map((r) => r.id)).size, a.resources.length * 2)
})

test('a few hundred resources of every kind and provider, about three findings each, covering every severity and dimension', () => {
  const { resources, findings, audit } = generateSandbox(20261123, 'ten_x', now)
  assert.ok(resources.length >= 200 && resources.length <= 500)
  // Every kind a check reads is in the estate; `other` and `external` are what imports bring (types the checks
  // do not model, resources a findings import named), the provider `other` likewise.
  const kinds = new Set<string>(resources.map((r) => r.kind))
  assert.deepEqual([...kinds].sort(), SANDBOX_KINDS.map((k) => k.kind).sort())
  assert.deepEqual(CHECKS.flatMap((c) => c.kinds).filter((k) => !kinds.has(k)), [], 'kinds a check reads that the sandbox lacks')
  assert.ok(!kinds.has('other') && !kinds.has('external'))
  assert.deepEqual(new Set(resources.map((r) => r.provider)), new Set(PROVIDERS.filter((p) => p !== 'other')))
  const perResource = findings.length / resources.length
  assert.ok(perResource > 2.5 && perResource < 3.5, `${perResource} findings per resource`)
  assert.deepEqual(new Set(findings.map((f) => f.severity)), new Set(SEVERITIES))
  assert.deepEqual(new Set(findings.map((f) => f.dimension)), new Set(DIMENSIONS))
  assert.equal(audit.summary.new, findings.length)
  assert.equal(audit.summary.open, findings.filter((f) => f.status === 'open').length)
  assert.equal(Object.values(audit.summary.by_severity).reduce((a, b) => a + b, 0), audit.summary.open)
  for (const f of findings) assert.ok(f.detected_at >= audit.started_at! && f.detected_at <= audit.completed_at!)
})

test('a resource with a finding really exhibits the problem in its attributes', () => {
  const { resources, findings } = generateSandbox(20261123, 'ten_x', now)
  const byId = new Map(resources.map((r) => [r.id, r]))
  const publicBuckets = findings.filter((f) => f.check_id === 'sec.bucket_public_read')
  assert.ok(publicBuckets.length > 0)
  for (const f of publicBuckets) assert.equal(byId.get(f.resource_id)!.attributes.public_read, true)
  const flagged = new Set(publicBuckets.map((f) => f.resource_id))
  for (const r of resources.filter((r) => r.kind === 'bucket' && !flagged.has(r.id))) assert.equal(r.attributes.public_read, false)
})

test('every template names a distinct check of the library', () => {
  const ids = FINDING_TEMPLATES.map((t) => t.check_id)
  assert.equal(new Set(ids).size, ids.length)
  for (const id of ids) assert.ok(checkById(id), `${id} is not a check`)
})
