import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { actionOf, PlanDocumentError, readPlan } from './plan-document.ts'
import { hasUnknownValues, substitute, unknownIdentity } from './unknown-values.ts'

describe('readPlan', () => {
  test('names each of Terraform\'s action lists', () => {
    assert.deepEqual([['create'], ['update'], ['delete', 'create'], ['create', 'delete'], ['delete'], ['no-op'], ['read'], ['explode'], 'create'].map(actionOf),
      ['create', 'update', 'replace', 'replace', 'delete', 'no-op', 'read', undefined, undefined])
  })
  test('reads planned resources of child modules, changes and prior_state; refuses what is not a plan', () => {
    const model = readPlan({
      planned_values: { root_module: { resources: [{ address: 'a.x', mode: 'managed', type: 'aws_s3_bucket', name: 'x', values: { bucket: 'x' } }], child_modules: [{ address: 'module.m', resources: [{ address: 'module.m.a.y', mode: 'managed', type: 'aws_s3_bucket', name: 'y', values: {} }] }] } },
      resource_changes: [{ address: 'a.x', change: { actions: ['create'], after_unknown: { arn: true } } }, { address: 'data.d', mode: 'data', change: { actions: ['read'] } }],
      prior_state: { values: { root_module: { resources: [{ address: 'a.z', mode: 'managed', type: 'aws_s3_bucket', name: 'z', values: {} }] } } },
    })
    assert.deepEqual(model.planned.map((r) => r.address), ['a.x', 'module.m.a.y'])
    assert.deepEqual(model.changes, [{ address: 'a.x', action: 'create', unknown: { arn: true } }, { address: 'data.d', action: 'read', unknown: {} }])
    assert.deepEqual(model.prior.map((r) => r.address), ['a.z'])
    for (const bad of [[], null, 'plan', {}, { values: { root_module: {} } }, { resource_changes: [{ address: 'a' }] }]) assert.throws(() => readPlan(bad), PlanDocumentError)
  })
})

describe('unknown values', () => {
  const resource = { address: 'aws_db_instance.db', mode: 'managed', type: 'aws_db_instance', name: 'db', values: { identifier: 'db', tags: { a: 'b' }, block: [{ x: 1 }] } }
  test('fill nested positions with the substitution, identities from prior_state or a placeholder, without changing the plan', () => {
    const unknown = { arn: true, id: true, publicly_accessible: true, block: [{ y: true }] }
    const filled = substitute(resource, unknown, { id: 'db-old' }, false)
    assert.deepEqual(filled.values, { identifier: 'db', tags: { a: 'b' }, block: [{ x: 1, y: false }], arn: unknownIdentity('aws_db_instance.db', 'arn'), id: 'db-old', publicly_accessible: false })
    assert.deepEqual(substitute(resource, unknown, undefined, undefined).values, { identifier: 'db', tags: { a: 'b' }, block: [{ x: 1 }], arn: unknownIdentity('aws_db_instance.db', 'arn'), id: unknownIdentity('aws_db_instance.db', 'id') })
    assert.deepEqual(resource.values, { identifier: 'db', tags: { a: 'b' }, block: [{ x: 1 }] })
  })
  test('identity values alone do not make a plan\'s verdicts vary', () => {
    assert.equal(hasUnknownValues({ arn: true, id: true, tags: {}, block: [{ y: false }] }), false)
    assert.equal(hasUnknownValues({ arn: true, block: [{ y: true }] }), true)
  })
})
