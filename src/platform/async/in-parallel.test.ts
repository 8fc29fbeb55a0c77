import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { inParallel } from './in-parallel.ts'

async function* numbers(n: number, read: number[]) {
  for (let i = 0; i < n; i++) {
    read.push(i)
    yield i
  }
}

test('inParallel runs every item, never more than the limit at once', async () => {
  let active = 0
  let peak = 0
  const done: number[] = []
  await inParallel(numbers(10, []), 3, async (i) => {
    active++
    peak = Math.max(peak, active)
    await sleep(i % 3)
    done.push(i)
    active--
  })
  assert.deepEqual([...done].sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  assert.equal(peak, 3)
})

test('inParallel stops reading at the first failure, waits for started work, and throws that failure', async () => {
  const read: number[] = []
  const finished: number[] = []
  await assert.rejects(inParallel(numbers(100, read), 2, async (i) => {
    if (i === 3) throw new Error('boom 3')
    await sleep(5)
    finished.push(i)
  }), /boom 3/)
  assert.ok(read.length <= 5, `read ${read.length} items after the failure`)
  assert.ok(finished.includes(2), 'work started before the failure still finishes')
})
