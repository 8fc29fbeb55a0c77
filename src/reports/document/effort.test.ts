import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECKS } from '../../checks/index.ts'
import { CHECK_EFFORT, checkEffort, DEFAULT_EFFORT } from './effort.ts'

test('every check of the library has its own effort hint, and every hint names a check', () => {
  assert.deepEqual(CHECKS.map((c) => c.id).filter((id) => !(id in CHECK_EFFORT)), [], 'checks without an effort hint')
  assert.deepEqual(Object.keys(CHECK_EFFORT).filter((id) => !CHECKS.some((c) => c.id === id)), [], 'hints of checks that do not exist')
  assert.equal(checkEffort('pol_4Zq1hJc9dVxR2mN8kL0pWs'), DEFAULT_EFFORT, 'custom policies')
})
