import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DELIVERY_WINDOW_MS, JITTER, MAX_ATTEMPTS, nextAttemptAt, parseRetryAfter, RETRY_DELAYS_MS } from './schedule.ts'

const created = new Date('2026-11-24T00:00:00.000Z')
const at = (ms: number) => new Date(created.getTime() + ms)

test('without jitter the waits are 1 m, 5 m, 30 m, 1 h, 3 h, 6 h, 12 h, and all 8 attempts fit in 24 hours', () => {
  let now = created
  const waits: number[] = []
  for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) {
    const next = nextAttemptAt({ attempts, createdAt: created, now, random: () => 0 })
    assert.ok(next, `attempt ${attempts + 1} is scheduled`)
    waits.push(next.getTime() - now.getTime())
    now = next
  }
  assert.deepEqual(waits, [...RETRY_DELAYS_MS])
  assert.ok(now.getTime() - created.getTime() <= DELIVERY_WINDOW_MS)
  assert.equal(nextAttemptAt({ attempts: MAX_ATTEMPTS, createdAt: created, now, random: () => 0 }), null, 'no 9th attempt')
})

test('jitter only shortens a wait, by at most 20 %', () => {
  for (const r of [0, 0.25, 0.5, 0.999]) {
    const wait = nextAttemptAt({ attempts: 3, createdAt: created, now: created, random: () => r })!.getTime() - created.getTime()
    assert.ok(wait <= RETRY_DELAYS_MS[2] && wait >= RETRY_DELAYS_MS[2] * (1 - JITTER), `${r} → ${wait}`)
  }
})

test('an attempt that would fall outside the 24-hour window is not scheduled', () => {
  // A delivery that waited for a disabled endpoint: its 7th failure comes 20 hours in, and 12 hours more is too late.
  assert.equal(nextAttemptAt({ attempts: 7, createdAt: created, now: at(20 * 3600_000), random: () => 0 }), null)
  assert.ok(nextAttemptAt({ attempts: 7, createdAt: created, now: at(11 * 3600_000), random: () => 0 }))
})

test('Retry-After is honoured when it asks for more than the schedule and stays in the window', () => {
  const now = at(3600_000)
  const later = nextAttemptAt({ attempts: 1, createdAt: created, now, retryAfterMs: 2 * 3600_000, random: () => 0 })!
  assert.equal(later.getTime() - now.getTime(), 2 * 3600_000)
  const sooner = nextAttemptAt({ attempts: 1, createdAt: created, now, retryAfterMs: 1000, random: () => 0 })!
  assert.equal(sooner.getTime() - now.getTime(), RETRY_DELAYS_MS[0], 'never earlier than the schedule')
  assert.equal(nextAttemptAt({ attempts: 1, createdAt: created, now, retryAfterMs: 48 * 3600_000, random: () => 0 }), null, 'beyond the window: no further attempt')
})

test('parseRetryAfter reads seconds and HTTP dates, and ignores anything else', () => {
  const now = new Date('2026-11-24T10:00:00.000Z')
  assert.equal(parseRetryAfter('120', now), 120_000)
  assert.equal(parseRetryAfter(' 5 ', now), 5_000)
  assert.equal(parseRetryAfter('Tue, 24 Nov 2026 10:30:00 GMT', now), 30 * 60_000)
  assert.equal(parseRetryAfter('Tue, 24 Nov 2026 09:00:00 GMT', now), 0, 'a date in the past means now')
  assert.equal(parseRetryAfter(['60', '120'], now), 60_000)
  for (const value of [undefined, '', 'soon', '-5', '1e3']) assert.equal(parseRetryAfter(value, now), null, String(value))
})
