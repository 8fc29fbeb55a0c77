import assert from 'node:assert/strict'
import { test } from 'node:test'
import { boundedMerge } from './bounded-merge.ts'

// The merge behind a collection: at most `limit` readers at once, each advanced only as its items are
// taken, so an account is streamed rather than held; and a consumer that stops closes every reader.

function probe() {
  const state = { running: 0, peak: 0, produced: 0, closed: 0 }
  const source = (name: string, count: number) => async function* () {
    state.running++
    state.peak = Math.max(state.peak, state.running)
    try {
      for (let i = 0; i < count; i++) {
        await Promise.resolve()
        state.produced++
        yield `${name}${i}`
      }
    } finally {
      state.running--
      state.closed++
    }
  }
  return { state, source }
}

test('every item of every source arrives, with no more than `limit` sources running at once', async () => {
  const { state, source } = probe()
  const seen: string[] = []
  for await (const x of boundedMerge(['a', 'b', 'c', 'd', 'e'].map((n) => source(n, 3)), 2)) seen.push(x)
  assert.equal(seen.length, 15)
  assert.deepEqual(seen.filter((x) => x.startsWith('c')), ['c0', 'c1', 'c2'], 'each source in its own order')
  assert.equal(state.peak, 2)
  assert.equal(state.closed, 5)
})

test('sources run only as far ahead as one item each while the consumer is slow', async () => {
  const { state, source } = probe()
  const merged = boundedMerge([source('a', 1000), source('b', 1000)], 2)
  await merged.next()
  await merged.next()
  // Two taken; each running source has at most one more item waiting to be taken.
  for (let i = 0; i < 50; i++) await Promise.resolve()
  assert.ok(state.produced <= 4, `produced ${state.produced}`)
  await merged.return(undefined)
  assert.equal(state.closed, 2, 'stopping early closes the running sources')
})

test('a source that throws ends the merge with its error, after the others are closed', async () => {
  const { state, source } = probe()
  const failing = async function* () { yield 'x'; throw new Error('boom') }
  await assert.rejects(async () => { for await (const _ of boundedMerge([failing, source('a', 1000)], 2)) { /* drain */ } }, /boom/)
  assert.equal(state.running, 0)
})
