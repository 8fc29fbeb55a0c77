import assert from 'node:assert/strict'
import { test } from 'node:test'
import { postureScore } from './score.ts'

const counts = (c: Partial<Record<'info' | 'low' | 'medium' | 'high' | 'critical', number>>) => ({ info: 0, low: 0, medium: 0, high: 0, critical: 0, ...c })

test('the posture score is 100 − 10 × weighted open findings per evaluated resource, clamped and rounded', () => {
  assert.deepEqual(postureScore(counts({}), 50), { value: 100, weighted: 0 })
  assert.deepEqual(postureScore(counts({ info: 400 }), 50), { value: 100, weighted: 0 }, 'info weighs nothing')
  assert.deepEqual(postureScore(counts({ critical: 50 }), 50), { value: 0, weighted: 500 }, 'one critical per resource')
  assert.deepEqual(postureScore(counts({ high: 50 }), 50), { value: 50, weighted: 250 })
  assert.deepEqual(postureScore(counts({ medium: 50, low: 50 }), 50), { value: 70, weighted: 150 })
  assert.deepEqual(postureScore(counts({ critical: 500 }), 50), { value: 0, weighted: 5000 }, 'never below 0')
  assert.equal(postureScore(counts({ low: 1 }), 3).value, 96.7, 'one decimal')
  assert.deepEqual(postureScore(counts({ high: 2 }), 0), { value: null, weighted: 10 }, 'no score without resources')
})
