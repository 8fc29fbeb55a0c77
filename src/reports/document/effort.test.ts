import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECKS } from '../../checks/index.ts'
import { CHECK_EFFORT, checkEffort, DEFAULT_EFFORT } from './effort.ts'

test('every check of the library has exactly one effort hint (the table or its own), and every hint names a check', () => {
  assert.deepEqual(CHECKS.filter((c) => (c.id in CHECK_EFFORT) === (c.effort !== undefined)).map((c) => c.id), [], 'checks with no hint or two')
  for (const check of CHECKS) assert.equal(checkEffort(check.id), CHECK_EFFORT[check.id] ?? check.effort, check.id)
  assert.deepEqual(Object.keys(CHECK_EFFORT).filter((id) => !CHECKS.some((c) => c.id === id)), [], 'hints of checks that do not exist')
  assert.equal(checkEffort('pol_4Zq1hJc9dVxR2mN8kL0pWs'), DEFAULT_EFFORT, 'custom policies')
})
