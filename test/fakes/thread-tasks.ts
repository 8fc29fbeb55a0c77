// Tasks for heavy-work-pool.test.ts, run in the pool's threads: each shows one way a task can behave.
import { threadId } from 'node:worker_threads'

export type Kind = 'echo' | 'spin' | 'forever' | 'oom' | 'exit' | 'throw' | 'ask'
export interface Input { kind: Kind; value?: unknown; signal?: Int32Array }

class NotAPlan extends Error {}

/** `signal[0]` is set by the thread when it starts spinning; it spins until the test sets `signal[1]`. */
export async function run(input: Input, ask: (question: unknown) => Promise<unknown>): Promise<unknown> {
  switch (input.kind) {
    case 'echo': return { value: input.value, threadId }
    case 'spin': {
      const signal = input.signal!
      Atomics.store(signal, 0, 1)
      Atomics.notify(signal, 0)
      // Synchronous on purpose: holds this thread's event loop as CPU-bound work does.
      while (Atomics.load(signal, 1) === 0) { /* spinning */ }
      return { value: input.value, threadId }
    }
    case 'forever': for (;;) { /* never ends */ }
    case 'oom': {
      const hoard: number[][] = []
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i))
    }
    case 'exit': process.exit(3)
    // falls through: exit does not return
    case 'throw': throw new NotAPlan('this is not a plan')
    case 'ask': return { answer: await ask(input.value), threadId }
  }
}
