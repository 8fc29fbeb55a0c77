import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SnapshotResource } from '../resources/index.ts'
import { emptyIndex, type Check, type InventoryIndex } from './check.ts'

// Table-driven tests for the check library, shared by the per-dimension test files. Each check gets one
// named test with subtests for the problem, the healthy resources, and the defensive reading of attributes.

export interface ResourceSpec {
  attributes: Record<string, unknown>
  tags?: Record<string, string>
}

export interface CheckCase {
  /** The smallest resource with the problem: each attribute in it is needed, so dropping any one must pass. */
  fail: ResourceSpec
  /** More resources with the problem (other spellings, other providers). */
  alsoFail?: ResourceSpec[]
  /** Healthy resources, usually the failing one with the problem fixed, and near misses around thresholds. */
  pass: ResourceSpec[]
  index?: InventoryIndex
}

/** A resource of the check's first kind and first provider: one the runner would really call the check for. */
export function resourceOf(check: Check, spec: ResourceSpec): SnapshotResource {
  return {
    id: 'res_test', kind: check.kinds[0]!, provider: check.providers[0]!, region: 'eu-west-1', name: 'prod-test', external_id: 'arn:aws:test',
    tags: spec.tags ?? {}, attributes: spec.attributes,
  }
}

/** The same value in a type no importer should use for it: booleans and numbers as strings, strings as booleans, lists and objects as strings. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  if (typeof value === 'string') return true
  if (value === null) return 0
  return 'x'
}

export function testCheckTable(label: string, checks: readonly Check[], cases: Record<string, CheckCase>): void {
  test(`${label}: the table has a case for exactly the ${label} checks`, () => {
    assert.deepEqual(Object.keys(cases).sort(), checks.map((c) => c.id).sort())
  })

  for (const check of checks) {
    const c = cases[check.id]
    if (!c) continue
    const index = c.index ?? emptyIndex()
    const evaluate = (spec: ResourceSpec) => check.evaluate(resourceOf(check, spec), index)

    test(check.id, async (t) => {
      await t.test('fails a resource with the problem', () => {
        for (const spec of [c.fail, ...(c.alsoFail ?? [])]) assert.equal(evaluate(spec), true, JSON.stringify(spec))
      })
      await t.test('passes healthy resources', () => {
        assert.ok(c.pass.length > 0)
        for (const spec of c.pass) assert.equal(evaluate(spec), false, JSON.stringify(spec))
      })
      await t.test('a missing attribute is not evidence of the problem', () => {
        for (const key of Object.keys(c.fail.attributes)) {
          const { [key]: _dropped, ...rest } = c.fail.attributes
          assert.equal(evaluate({ ...c.fail, attributes: rest }), false, `without ${key}`)
        }
        assert.equal(evaluate({ ...c.fail, attributes: {} }), false)
      })
      await t.test('wrong-typed attributes are not evidence and never throw', () => {
        const wrong = Object.fromEntries(Object.entries(c.fail.attributes).map(([k, v]) => [k, wrongType(v)]))
        assert.equal(evaluate({ ...c.fail, attributes: wrong }), false, JSON.stringify(wrong))
        for (const key of Object.keys(c.fail.attributes)) {
          for (const odd of [undefined, NaN, Infinity, -1, {}, [], 'n/a', { nested: true }]) {
            assert.doesNotThrow(() => evaluate({ ...c.fail, attributes: { ...c.fail.attributes, [key]: odd } }))
          }
        }
        // Imports may store anything, even a non-object, and the index may be missing entirely.
        for (const attributes of [null, undefined, [], 'attributes', 42]) {
          const resource = { ...resourceOf(check, c.fail), attributes } as unknown as SnapshotResource
          assert.equal(check.evaluate(resource, index), false)
          assert.equal(check.evaluate({ ...resource, tags: null } as unknown as SnapshotResource, undefined as unknown as InventoryIndex), false)
        }
      })
      if (check.monthlyWasteUsd) {
        const waste = check.monthlyWasteUsd
        await t.test('estimated waste is a finite amount, never negative', () => {
          for (const spec of [c.fail, ...(c.alsoFail ?? []), ...c.pass, { attributes: {} }]) {
            const usd = waste(resourceOf(check, spec))
            assert.ok(Number.isFinite(usd) && usd >= 0, `${usd} for ${JSON.stringify(spec)}`)
          }
          const wrong = Object.fromEntries(Object.entries(c.fail.attributes).map(([k, v]) => [k, wrongType(v)]))
          const usd = waste(resourceOf(check, { attributes: { ...wrong, monthly_cost_usd: 'lots', size_gb: -5 } }))
          assert.ok(Number.isFinite(usd) && usd >= 0)
        })
      }
    })
  }
}
