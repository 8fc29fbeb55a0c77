import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { describe, test } from 'node:test'
import type { Input } from '../../../test/fakes/thread-tasks.ts'
import { HeavyWorkPool, threadTask, ThreadTaskError, type TaskEnd } from './heavy-work-pool.ts'

const task = threadTask<Input, { value?: unknown; answer?: unknown; threadId: number }, unknown, unknown>('test task', '../../../test/fakes/thread-tasks', import.meta.url)
const newPool = (options: ConstructorParameters<typeof HeavyWorkPool>[0] = {}) => {
  // Idle threads do not keep the test process alive.
  return new HeavyWorkPool({ threads: 2, idleMs: 1000, ...options })
}
const spin = (value: string) => ({ kind: 'spin' as const, value, signal: new Int32Array(new SharedArrayBuffer(8)) })
// Atomics.waitAsync is in Node 20, not in the ES2022 library the project compiles against.
const waitAsync = (Atomics as unknown as { waitAsync(a: Int32Array, i: number, v: number): { value: Promise<string> | string } }).waitAsync
const started = async (input: { signal: Int32Array }) => { await waitAsync(input.signal, 0, 0).value }
const release = (input: { signal: Int32Array }) => Atomics.store(input.signal, 1, 1)
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => assert.fail('the task should have failed'), (e: unknown) => e)
  assert.ok(error instanceof ThreadTaskError, String(error))
  return error
}

describe('heavy-work pool', () => {
  test('runs a task on a worker thread and returns its result', async () => {
    const ends: TaskEnd[] = []
    const pool = newPool()
    pool.observe((end) => ends.push(end))
    const result = await pool.run(task, 'ten_a', { kind: 'echo', value: { nested: [1, 'two'] } })
    assert.deepEqual(result.value, { nested: [1, 'two'] })
    assert.notEqual(result.threadId, 0, 'ran on the main thread')
    assert.equal(ends[0]?.outcome, 'done')
    assert.equal(ends[0]?.threadId, result.threadId)
  })

  test('the event loop answers a request while a task holds its thread', async () => {
    const pool = newPool()
    const server = createServer((_request, response) => response.end('answered'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const input = spin('done')
      const running = pool.run(task, 'ten_a', input)
      await started(input)
      // The task spins until released: this request is answered only if the work is off this thread.
      const { port } = server.address() as { port: number }
      assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'answered')
      release(input)
      assert.equal((await running).value, 'done')
    } finally {
      server.close()
    }
  })

  test("a tenant's extra tasks wait behind its own, not in front of another tenant's", async () => {
    const pool = newPool({ threads: 2, perTenant: 1 })
    const a = [spin('a1'), spin('a2'), spin('a3')]
    const b = spin('b1')
    const runsA = a.map((input) => pool.run(task, 'ten_a', input))
    const runB = pool.run(task, 'ten_b', b)
    // Tenant b's task started although tenant a queued three before it: a runs one at a time.
    await Promise.all([started(a[0]!), started(b)])
    assert.equal(Atomics.load(a[1]!.signal, 0), 0, "tenant a's second task started beside its first")
    assert.deepEqual(pool.stats(), { threads: 2, busy: 2, waiting: 2 })
    release(b)
    await runB
    assert.equal(Atomics.load(a[1]!.signal, 0), 0, "tenant a's second task took the thread tenant b freed")
    release(a[0]!)
    await started(a[1]!)
    release(a[1]!)
    release(a[2]!)
    assert.deepEqual((await Promise.all(runsA)).map((r) => r.value), ['a1', 'a2', 'a3'])
  })

  test("a tenant's waiting tasks are bounded: beyond, a clear refusal", async () => {
    const pool = newPool({ threads: 1, queuePerTenant: 1 })
    const first = spin('first')
    const running = pool.run(task, 'ten_a', first)
    const waiting = pool.run(task, 'ten_a', { kind: 'echo', value: 'second' })
    const refused = await rejection(pool.run(task, 'ten_a', { kind: 'echo', value: 'third' }))
    assert.equal(refused.reason, 'queue_full')
    assert.match(refused.message, /already has 1 test task tasks waiting/)
    release(first)
    await running
    assert.equal((await waiting).value, 'second')
  })

  test('a task past its time limit is stopped with a clear error, and the pool goes on', async () => {
    const pool = newPool({ threads: 1 })
    const error = await rejection(pool.run(task, 'ten_a', { kind: 'forever' }, { timeoutMs: 300 }))
    assert.equal(error.reason, 'timeout')
    assert.equal(error.message, 'The test task passed its time limit of 300 ms.')
    assert.equal((await pool.run(task, 'ten_a', { kind: 'echo', value: 'after' })).value, 'after')
  })

  test('a task that exhausts its memory limit fails alone', async () => {
    const pool = newPool({ threads: 1, memoryMb: 32 })
    const error = await rejection(pool.run(task, 'ten_a', { kind: 'oom' }))
    assert.equal(error.reason, 'memory_limit')
    assert.equal(error.message, 'The test task exceeded its memory limit of 32 MiB.')
    assert.equal((await pool.run(task, 'ten_a', { kind: 'echo', value: 'after' })).value, 'after')
  })

  test('a thread that dies mid-task gives a clear error', async () => {
    const pool = newPool({ threads: 1 })
    const error = await rejection(pool.run(task, 'ten_a', { kind: 'exit' }))
    assert.equal(error.reason, 'crashed')
    assert.equal(error.message, 'The test task thread stopped unexpectedly (exit code 3).')
    assert.equal((await pool.run(task, 'ten_a', { kind: 'echo', value: 'after' })).value, 'after')
  })

  test("a task's own error keeps its class name", async () => {
    const error = await rejection(newPool().run(task, 'ten_a', { kind: 'throw' }))
    assert.equal(error.reason, 'failed')
    assert.equal(error.errorName, 'NotAPlan')
    assert.equal(error.message, 'this is not a plan')
  })

  test('a task asks the main thread and gets its answer; a failed answer fails the task with that error', async () => {
    const pool = newPool()
    const answered = await pool.run(task, 'ten_a', { kind: 'ask', value: 21 }, { answer: async (q) => (q as number) * 2 })
    assert.equal(answered.answer, 42)
    class Unavailable extends Error {}
    const error = await pool.run(task, 'ten_a', { kind: 'ask', value: 1 }, { answer: async () => { throw new Unavailable('database unavailable') } }).catch((e: unknown) => e)
    assert.ok(error instanceof Unavailable, 'the main thread\'s own error, as it is')
    assert.equal((await pool.run(task, 'ten_a', { kind: 'echo', value: 'after' })).value, 'after')
  })
})
