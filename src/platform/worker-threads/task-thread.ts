// The thread of heavy-work-pool.ts: runs one task at a time, each the `run` export of a module the task names
// (loaded once per thread), so that one pool of threads serves every capability without this module knowing
// any. A task may ask the main thread questions (database reads) while it runs; the answers come back here.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, threadId, type Transferable } from 'node:worker_threads'
import type { FromThread, TaskRunner, ToThread } from './heavy-work-pool.ts'

const port = parentPort
if (!port) throw new Error('task-thread.ts runs as a worker thread (see heavy-work-pool.ts)')

const modules = new Map<string, Promise<{ run: TaskRunner<unknown, unknown, unknown, unknown> }>>()
const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
let asked = 0

const post = (message: FromThread, transfer: Transferable[] = []) => port.postMessage(message, transfer)

function ask(question: unknown): Promise<unknown> {
  const id = ++asked
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    post({ type: 'ask', id, question })
  })
}

/** A result that is one whole byte buffer (a rendered file) is moved to the main thread, not copied. */
function transferablesOf(value: unknown): Transferable[] {
  return value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength && value.buffer instanceof ArrayBuffer ? [value.buffer] : []
}

port.on('message', async (message: ToThread) => {
  if (message.type === 'answer') {
    const pending = waiting.get(message.id)
    waiting.delete(message.id)
    if (message.error !== undefined) pending?.reject(new Error(message.error))
    else pending?.resolve(message.value)
    return
  }
  try {
    let loaded = modules.get(message.module)
    if (!loaded) modules.set(message.module, loaded = import(message.module))
    const value = await (await loaded).run(message.input, ask)
    post({ type: 'done', value, threadId }, transferablesOf(value))
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error))
    post({ type: 'failed', name: e.name === 'Error' ? e.constructor.name : e.name, message: e.message })
  }
})

/**
 * On Linux a thread has its own nice value: this one yields the CPU to the event loop's thread when both want
 * it (on 2 cores, two busy task threads otherwise delay every request by a scheduler slice). Elsewhere, or
 * where it is not allowed, the thread keeps the process's priority.
 */
function yieldToTheEventLoop() {
  try {
    const kernelThreadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(kernelThreadId)) setPriority(kernelThreadId, 10)
  } catch { /* not Linux, or not permitted */ }
}

yieldToTheEventLoop()
post({ type: 'ready' })
