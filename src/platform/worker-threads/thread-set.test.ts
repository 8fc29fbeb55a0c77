import assert from 'node:assert/strict'
import { once } from 'node:events'
import { describe, test } from 'node:test'
import type { Worker } from 'node:worker_threads'
import { threadModuleUrl } from './thread-bootstrap.ts'
import { ThreadSet, type ThreadSetOptions } from './thread-set.ts'

const READY = threadModuleUrl('../../../test/fakes/ready-thread', import.meta.url)
const newSet = (moduleUrl = READY, options: Partial<ThreadSetOptions> = {}) => {
  const ended: number[] = []
  const set: ThreadSet = new ThreadSet(moduleUrl, { name: 'test', memoryMb: 64, idleMs: 60_000, onEnded: () => ended.push(set.live), ...options })
  return { set, ended }
}
// An idle thread does not keep the process alive: the test holds it so that its end can be awaited.
const hold = (worker: Worker) => worker.ref()

describe('thread set', () => {
  test('starts a thread that is ready, keeps it idle and gives the same one back', async () => {
    const { set, ended } = newSet()
    const worker = await set.start()
    assert.equal(set.live, 1)
    assert.equal(set.takeIdle(), undefined, 'a busy thread is not idle')
    set.keepIdle(worker)
    assert.equal(set.takeIdle(), worker)
    assert.equal(set.takeIdle(), undefined)
    assert.equal(set.live, 1)
    set.discard(worker)
    await once(worker, 'exit')
    assert.equal(set.live, 0)
    assert.deepEqual(ended, [0])
  })

  test('an idle thread is stopped once unused for idleMs', async () => {
    const { set, ended } = newSet(READY, { idleMs: 10 })
    const worker = await set.start()
    set.keepIdle(worker)
    hold(worker)
    await once(worker, 'exit')
    assert.equal(set.live, 0)
    assert.equal(set.takeIdle(), undefined)
    assert.deepEqual(ended, [0])
  })

  test('an idle thread that ends is forgotten, and its end is no unhandled error', async () => {
    const { set, ended } = newSet()
    const [first, second] = await Promise.all([set.start(), set.start()])
    set.keepIdle(first)
    set.keepIdle(second)
    hold(second)
    second.postMessage(7)
    const [code] = await once(second, 'exit')
    assert.equal(code, 7)
    assert.equal(set.live, 1)
    assert.deepEqual(ended, [1])
    assert.equal(set.takeIdle(), first, 'only the thread still running is handed out')
    assert.equal(set.takeIdle(), undefined)
    set.discard(first)
  })

  test('a busy thread that ends is left to its pool, which discards it without terminating', async () => {
    const { set, ended } = newSet()
    const worker = await set.start()
    worker.postMessage(3)
    await once(worker, 'exit')
    assert.equal(set.live, 1, 'a busy thread is counted until its pool discards it')
    assert.deepEqual(ended, [])
    set.discard(worker, false)
    assert.equal(set.live, 0)
    assert.deepEqual(ended, [0])
  })

  test('a thread that exits before it is ready rejects its start and stops counting', async () => {
    const { set, ended } = newSet(threadModuleUrl('../../../test/fakes/exiting-thread', import.meta.url))
    await assert.rejects(set.start(), { message: 'the test thread exited with code 2 while starting' })
    assert.equal(set.live, 0)
    assert.deepEqual(ended, [0])
  })

  test('a thread whose module fails to load rejects its start with that error', async () => {
    const { set, ended } = newSet(threadModuleUrl('../../../test/fakes/no-such-thread', import.meta.url))
    await assert.rejects(set.start(), (error: Error) => error instanceof Error && /no-such-thread/.test(error.message))
    assert.equal(set.live, 0)
    assert.deepEqual(ended, [0])
  })
})
