import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECKS } from '../../checks/index.ts'
import { checkEffort, DEFAULT_EFFORT, EFFORT_LEVELS } from './effort.ts'

test('every check of the library declares an effort level, and the plan reads it from the check', () => {
  for (const check of CHECKS) {
    assert.ok(EFFORT_LEVELS.includes(check.effort), `${check.id}: ${check.effort}`)
    assert.equal(checkEffort(check.id), check.effort, check.id)
  }
  assert.equal(checkEffort('pol_4Zq1hJc9dVxR2mN8kL0pWs'), DEFAULT_EFFORT, 'custom policies')
})
