// CPU-heavy work of one tenant (rendering a report, judging a Terraform plan) runs here, in worker threads,
// so that it never holds the event loop that answers every tenant (with `ROLE=all` the job worker shares the
// API's process). Each tenant runs at most `perTenant` tasks at once: its further tasks wait in its own queue,
// and a free thread goes to the next tenant in turn, so one tenant's burst never queues another's work behind
// it. A task has a time limit (its thread is terminated when it passes it) and each thread a heap limit (a
// task that exhausts it kills only its thread); either way the caller gets a ThreadTaskError saying which.
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { threadModuleUrl } from './thread-bootstrap.ts'
import { ThreadSet } from './thread-set.ts'

/** What a task module exports as `run`: `ask` sends a question to the main thread (e.g. a database read). */
export type TaskRunner<I, O, Q, A> = (input: I, ask: (question: Q) => Promise<A>) => Promise<O>

/** A task by the module that runs it; the type parameters tie its callers to its `run`. */
export interface ThreadTask<I, O, Q = never, A = never> {
  readonly name: string
  readonly module: string
  /** Never set: carries the types of `run`. */
  readonly types?: TaskRunner<I, O, Q, A>
}
export function threadTask<I, O, Q = never, A = never>(name: string, moduleName: string, importerUrl: string): ThreadTask<I, O, Q, A> {
  return { name, module: threadModuleUrl(moduleName, importerUrl) }
}

export type ToThread = { type: 'run'; module: string; input: unknown } | { type: 'answer'; id: number; value?: unknown; error?: string }
export type FromThread = { type: 'ready' } | { type: 'ask'; id: number; question: unknown } | { type: 'done'; value: unknown; threadId: number }
  | { type: 'failed'; name: string; message: string }

export type ThreadTaskFailure = 'timeout' | 'memory_limit' | 'crashed' | 'queue_full' | 'failed'

/** Why a task did not give its result; `errorName` is the class of the error a task threw (`failed`). */
export class ThreadTaskError extends Error {
  constructor(readonly reason: ThreadTaskFailure, message: string, readonly errorName?: string) {
    super(message)
    this.name = 'ThreadTaskError'
  }
}

export interface TaskEnd { task: string; tenantId: string; threadId: number | null; ms: number; outcome: ThreadTaskFailure | 'done' }

export interface HeavyWorkOptions {
  /** Threads at most (default: the number of CPUs, from 2 to 4). */
  threads?: number
  /** Tasks one tenant runs at once (default 1). */
  perTenant?: number
  /** Tasks one tenant may have waiting (default 16): beyond, `queue_full`. Each holds its input in memory. */
  queuePerTenant?: number
  /** Heap limit of each thread, in MiB (default 512). */
  memoryMb?: number
  /** Time limit of a task once on a thread, unless the task gives its own (default 60 s). */
  timeoutMs?: number
  /** An idle thread is stopped after this long (default 60 s). */
  idleMs?: number
}

export interface RunOptions<Q, A> {
  answer?: (question: Q) => Promise<A>
  timeoutMs?: number
}

const THREAD_URL = threadModuleUrl('task-thread', import.meta.url)

interface Pending {
  task: ThreadTask<unknown, unknown, unknown, unknown>
  tenantId: string
  input: unknown
  options: RunOptions<unknown, unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

export class HeavyWorkPool {
  readonly #threads: number
  readonly #perTenant: number
  readonly #queuePerTenant: number
  readonly #memoryMb: number
  readonly #timeoutMs: number
  readonly #observers = new Set<(end: TaskEnd) => void>()
  readonly #threadSet: ThreadSet
  /** Waiting tasks per tenant; the map's order is the turn order of the tenants. */
  readonly #queues = new Map<string, Pending[]>()
  readonly #running = new Map<string, number>()
  #busy = 0

  constructor(options: HeavyWorkOptions = {}) {
    this.#threads = options.threads ?? Math.min(4, Math.max(2, availableParallelism()))
    this.#perTenant = options.perTenant ?? 1
    this.#queuePerTenant = options.queuePerTenant ?? 16
    this.#memoryMb = options.memoryMb ?? 512
    this.#timeoutMs = options.timeoutMs ?? 60_000
    this.#threadSet = new ThreadSet(THREAD_URL, { name: 'task', memoryMb: this.#memoryMb, idleMs: options.idleMs ?? 60_000 })
  }

  /** Runs `task` on `input` for `tenantId` on a thread, once the tenant's turn and a thread are free. */
  run<I, O, Q, A>(task: ThreadTask<I, O, Q, A>, tenantId: string, input: I, options: RunOptions<Q, A> = {}): Promise<O> {
    const queue = this.#queues.get(tenantId) ?? []
    if (queue.length >= this.#queuePerTenant) {
      return Promise.reject(new ThreadTaskError('queue_full', `Your tenant already has ${queue.length} ${task.name} tasks waiting behind its running ones; retry when they have finished.`))
    }
    return new Promise<O>((resolve, reject) => {
      queue.push({ task: task as unknown as Pending['task'], tenantId, input, options: options as RunOptions<unknown, unknown>, resolve: resolve as (value: unknown) => void, reject })
      this.#queues.set(tenantId, queue)
      this.#schedule()
    })
  }

  /** `observer` is told of every task's end: which thread ran it, how long, how it ended. Returns the unsubscribe. */
  observe(observer: (end: TaskEnd) => void): () => void {
    this.#observers.add(observer)
    return () => this.#observers.delete(observer)
  }

  /** Threads started and tasks waiting, for metrics and tests. */
  stats() {
    return { threads: this.#threadSet.live, busy: this.#busy, waiting: [...this.#queues.values()].reduce((n, q) => n + q.length, 0) }
  }

  /** Starts every task it can: the next tenant in turn below its limit, while a thread is idle or may start. */
  #schedule() {
    while (this.#busy < this.#threads) {
      const next = this.#nextTenant()
      if (next === undefined) return
      const queue = this.#queues.get(next)!
      const pending = queue.shift()!
      // The tenant goes to the back of the turn order (or leaves it, with nothing left waiting).
      this.#queues.delete(next)
      if (queue.length > 0) this.#queues.set(next, queue)
      this.#running.set(next, (this.#running.get(next) ?? 0) + 1)
      this.#busy++
      void this.#start(pending)
    }
  }

  #nextTenant(): string | undefined {
    for (const tenantId of this.#queues.keys()) if ((this.#running.get(tenantId) ?? 0) < this.#perTenant) return tenantId
    return undefined
  }

  async #start(pending: Pending) {
    let worker: Worker
    try {
      worker = await (this.#threadSet.takeIdle() ?? this.#threadSet.start())
    } catch (error) {
      this.#finished(pending.tenantId)
      pending.reject(new ThreadTaskError('crashed', `The ${pending.task.name} thread could not start: ${(error as Error).message}`))
      return
    }
    this.#execute(worker, pending)
  }

  #execute(worker: Worker, pending: Pending) {
    const { task, tenantId } = pending
    const startedAt = performance.now()
    const timeoutMs = pending.options.timeoutMs ?? this.#timeoutMs
    let settled = false
    const end = (outcome: ThreadTaskFailure | 'done', threadId: number | null) => {
      settled = true
      clearTimeout(deadline)
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      this.#finished(tenantId)
      const told: TaskEnd = { task: task.name, tenantId, threadId, ms: performance.now() - startedAt, outcome }
      for (const observer of this.#observers) observer(told)
    }
    const fail = (reason: ThreadTaskFailure, message: string, keepThread: boolean, errorName?: string, cause?: unknown) => {
      if (settled) return
      end(reason, null)
      if (keepThread) this.#threadSet.keepIdle(worker)
      else this.#threadSet.discard(worker)
      pending.reject(cause ?? new ThreadTaskError(reason, message, errorName))
      this.#schedule()
    }
    const onMessage = (message: FromThread) => {
      if (settled) return
      if (message.type === 'ask') {
        const answer = pending.options.answer
        const reply = (m: ToThread) => { if (!settled) worker.postMessage(m) }
        if (!answer) return reply({ type: 'answer', id: message.id, error: `${task.name} asked a question nobody answers` })
        answer(message.question).then(
          (value) => reply({ type: 'answer', id: message.id, value }),
          // The main thread's own failure (the database unavailable) reaches the caller as it is.
          (error: unknown) => fail('failed', String(error), false, undefined, error))
      } else if (message.type === 'done') {
        end('done', message.threadId)
        this.#threadSet.keepIdle(worker)
        pending.resolve(message.value)
        this.#schedule()
      } else if (message.type === 'failed') {
        fail('failed', message.message, true, message.name)
      }
    }
    const onError = (error: Error & { code?: string }) => error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? fail('memory_limit', `The ${task.name} exceeded its memory limit of ${this.#memoryMb} MiB.`, false)
      : fail('crashed', `The ${task.name} thread stopped on an error: ${error.message}`, false)
    const onExit = (code: number) => fail('crashed', `The ${task.name} thread stopped unexpectedly (exit code ${code}).`, false)
    const deadline = setTimeout(() => fail('timeout', `The ${task.name} passed its time limit of ${formatMs(timeoutMs)}.`, false), timeoutMs)
    worker.on('message', onMessage).on('error', onError).on('exit', onExit)
    try {
      worker.postMessage({ type: 'run', module: task.module, input: pending.input } satisfies ToThread)
    } catch (error) {
      // An input that cannot be copied to a thread (a function, a class instance with private state).
      fail('failed', `The ${task.name} input cannot be sent to a thread: ${(error as Error).message}`, true)
    }
  }

  #finished(tenantId: string) {
    this.#busy--
    const running = (this.#running.get(tenantId) ?? 1) - 1
    if (running > 0) this.#running.set(tenantId, running)
    else this.#running.delete(tenantId)
  }
}

const formatMs = (ms: number) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`)

let shared: HeavyWorkPool | undefined
/** The process's pool for reports and plan checks (threads start on first use). */
export function heavyWorkPool(): HeavyWorkPool {
  return (shared ??= new HeavyWorkPool())
}
