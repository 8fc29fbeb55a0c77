import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { DIMENSIONS, SEVERITIES } from '../vocabulary/findings.ts'
import { PROVIDERS, RESOURCE_KINDS } from '../vocabulary/resources.ts'
import { CHECKS, checkById, checksFor, SHELVES } from './catalogue.ts'
import { COMPLIANCE_FRAMEWORKS } from './check.ts'

// The vocabularies are imported from their own files, not the capabilities' index.ts: this test is about
// the check library only and must not load the HTTP layer.

const PREFIX = { security: 'sec', cost: 'cost', architecture: 'arch', compliance: 'cmp' } as const
/** Each shelf's table-driven test file, in the shelf's folder. */
const TEST_FILE: Record<keyof typeof SHELVES, string> = {
  compute: 'compute/compute.test.ts', data: 'data/data.test.ts', identity: 'identity/identity.test.ts', network: 'network/network.test.ts',
}

test('check ids are unique, well formed, and their prefix names their dimension', () => {
  const ids = CHECKS.map((c) => c.id)
  assert.equal(new Set(ids).size, ids.length)
  for (const check of CHECKS) {
    assert.match(check.id, /^(sec|cost|arch|cmp)\.[a-z0-9_]+$/)
    assert.ok((DIMENSIONS as readonly string[]).includes(check.dimension), check.id)
    assert.equal(check.id.split('.')[0], PREFIX[check.dimension], check.id)
  }
})

test('the catalogue is its shelves: every shelved check once, the first 49 in their old dimension order, then shelf by shelf', () => {
  const shelved = Object.values(SHELVES).flat()
  assert.deepEqual(CHECKS.map((c) => c.id).sort(), shelved.map((c) => c.id).sort())
  const first = CHECKS.slice(0, 49)
  const ranks = first.map((c) => ['security', 'cost', 'architecture', 'compliance'].indexOf(c.dimension))
  assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), 'the first checks are listed security, cost, architecture, compliance')
  assert.deepEqual(CHECKS.slice(49), shelved.filter((c) => !first.includes(c)))
  assert.ok(CHECKS.length >= 40, `${CHECKS.length} checks`)
})

test('each resource kind has one shelf: where a check of a kind lives has one answer', () => {
  const shelvesOfKind = new Map<string, Set<string>>()
  for (const [shelf, checks] of Object.entries(SHELVES)) {
    for (const kind of checks.flatMap((c) => c.kinds)) shelvesOfKind.set(kind, new Set([...(shelvesOfKind.get(kind) ?? []), shelf]))
  }
  assert.deepEqual([...shelvesOfKind].filter(([, shelves]) => shelves.size > 1).map(([kind, shelves]) => `${kind}: ${[...shelves].join(', ')}`), [])
})

test('every check has a severity, modelled kinds and real text', () => {
  for (const check of CHECKS) {
    assert.ok((SEVERITIES as readonly string[]).includes(check.severity), check.id)
    assert.ok(check.kinds.length > 0, check.id)
    for (const kind of check.kinds) assert.ok(RESOURCE_KINDS.includes(kind) && kind !== 'other', `${check.id}: ${kind}`)
    assert.ok(check.title.length > 10 && check.title.length <= 100 && !check.title.endsWith('.'), `${check.id} title`)
    assert.ok(check.description.length > 40 && check.description.endsWith('.'), `${check.id} description`)
    assert.ok(check.remediation.length > 20 && check.remediation.endsWith('.'), `${check.id} remediation`)
  }
})

test('every check cites well-formed controls of the known frameworks', () => {
  for (const check of CHECKS) {
    const entries = Object.entries(check.controls)
    assert.ok(entries.flatMap(([, ids]) => ids).length >= 1, `${check.id} cites no control`)
    for (const [framework, ids] of entries) {
      assert.ok((COMPLIANCE_FRAMEWORKS as readonly string[]).includes(framework), `${check.id}: ${framework}`)
      assert.ok(ids.length > 0 && new Set(ids).size === ids.length, `${check.id}: ${framework} ids`)
      // The ids themselves are checked against the framework data in frameworks/frameworks.test.ts.
    }
  }
})

test('every cost check estimates its waste; checks of other dimensions do not', () => {
  for (const check of CHECKS) assert.equal(typeof check.monthlyWasteUsd === 'function', check.dimension === 'cost', check.id)
})

test('checks are found by id, and by the kind and provider they read, never for another provider', () => {
  for (const check of CHECKS) {
    assert.equal(checkById(check.id), check)
    for (const kind of check.kinds) {
      for (const provider of PROVIDERS) assert.equal(checksFor(kind, provider).includes(check), check.providers.includes(provider), `${check.id} for ${provider} ${kind}`)
    }
  }
  assert.equal(checkById('sec.nope'), undefined)
  for (const provider of PROVIDERS) {
    assert.deepEqual(checksFor('other', provider), [])
    assert.deepEqual(checksFor('external', provider), [])
    assert.deepEqual(checksFor('toaster', provider), [])
  }
  assert.deepEqual(RESOURCE_KINDS.flatMap((kind) => checksFor(kind, 'other')), [])
  for (const kind of RESOURCE_KINDS) {
    for (const provider of PROVIDERS) for (const check of checksFor(kind, provider)) assert.ok(check.kinds.includes(kind) && check.providers.includes(provider))
  }
  // The library really is provider-specific: IMDSv1 exists only on EC2.
  assert.ok(checksFor('instance', 'aws').some((c) => c.id === 'sec.instance_imdsv1_enabled'))
  assert.ok(!checksFor('instance', 'gcp').some((c) => c.id === 'sec.instance_imdsv1_enabled'))
})

test('every check id has its own case in its shelf\'s test file', () => {
  // Each shelf's test also asserts that its table's keys equal that shelf's ids; this guards the wiring.
  for (const [shelf, checks] of Object.entries(SHELVES)) {
    const testFile = TEST_FILE[shelf as keyof typeof SHELVES]
    const source = readFileSync(new URL(testFile, import.meta.url), 'utf8')
    assert.match(source, /testCheckTable\(/, testFile)
    for (const check of checks) assert.ok(source.includes(`'${check.id}': {`), `${check.id} has no case in ${testFile}`)
  }
})
