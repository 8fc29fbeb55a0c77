import assert from 'node:assert/strict'
import { test } from 'node:test'
import { niceScale } from './charts.ts'
import { formatDay, formatInstant, formatInt, formatScore, formatUsd } from './format.ts'

test('numbers and instants print the same on every host', () => {
  assert.equal(formatInt(1234567), '1,234,567')
  assert.equal(formatInt(0), '0')
  assert.equal(formatUsd(32005.41), '$32,005.41')
  assert.equal(formatUsd(3), '$3.00')
  assert.equal(formatScore(7.7), '7.7')
  assert.equal(formatScore(100), '100.0')
  assert.equal(formatScore(null), 'n/a')
  assert.equal(formatInstant('2026-11-25T00:44:24.654Z'), '2026-11-25 00:44 UTC')
  assert.equal(formatDay('2026-11-05T00:44:24.654Z'), '5 Nov')
})

test('chart axes end on a round number with at most five steps', () => {
  assert.deepEqual(niceScale(263), { top: 300, step: 100 })
  assert.deepEqual(niceScale(755), { top: 800, step: 200 })
  assert.deepEqual(niceScale(3), { top: 3, step: 1 })
  assert.deepEqual(niceScale(0), { top: 1, step: 1 })
  assert.deepEqual(niceScale(10_000), { top: 10_000, step: 2000 })
})
