// The threads of one module, as both worker-thread pools (heavy-work-pool.ts, policies/evaluator-pool.ts) keep
// them: a thread is started on demand and counts once it has said 'ready'; a thread that finished its work
// waits idle for the next, and is stopped once unused for `idleMs`. Which work goes to which thread, and how
// many may run, is each pool's own policy.
import type { Worker } from 'node:worker_threads'
import { startThread } from './thread-bootstrap.ts'

export interface ThreadSetOptions {
  /** Names the threads in the error of one that exits while starting ("the <name> thread exited …"). */
  name: string
  /** Heap limit of each thread, in MiB. */
  memoryMb: number
  /** An idle thread is stopped after this long. */
  idleMs: number
  /** Called each time a thread stops counting as live (it failed to start, was discarded, or ended idle). */
  onEnded?: () => void
}

export class ThreadSet {
  readonly #moduleUrl: string
  readonly #options: ThreadSetOptions
  readonly #idle: Worker[] = []
  readonly #idleTimers = new Map<Worker, NodeJS.Timeout>()
  #live = 0

  /** `moduleUrl` (see threadModuleUrl) posts `{ type: 'ready' }` once it can take work. */
  constructor(moduleUrl: string, options: ThreadSetOptions) {
    this.#moduleUrl = moduleUrl
    this.#options = options
  }

  /** Threads starting, busy or idle. */
  get live(): number {
    return this.#live
  }

  /** An idle thread, taken out of the idle ones (it keeps the process alive again), if there is one. */
  takeIdle(): Worker | undefined {
    const worker = this.#idle.pop()
    if (!worker) return undefined
    clearTimeout(this.#idleTimers.get(worker))
    this.#idleTimers.delete(worker)
    worker.ref()
    return worker
  }

  /** Starts a thread (live from now on); resolves once it is ready, rejects if it fails or exits before. */
  start(): Promise<Worker> {
    this.#live++
    const worker = startThread(this.#moduleUrl, this.#options.memoryMb)
    return new Promise((resolve, reject) => {
      const cleanup = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      const failed = (error: Error) => {
        cleanup()
        this.#live--
        void worker.terminate()
        reject(error)
        this.#options.onEnded?.()
      }
      const onMessage = (message: { type?: unknown } | null) => {
        if (message?.type !== 'ready') return
        cleanup()
        // A busy thread's failures are its task's, handled by the pool; these keep an idle thread's end from
        // being an unhandled 'error' event, and forget it.
        worker.on('error', () => undefined).on('exit', () => {
          const at = this.#idle.indexOf(worker)
          if (at < 0) return
          this.#idle.splice(at, 1)
          clearTimeout(this.#idleTimers.get(worker))
          this.#idleTimers.delete(worker)
          this.#live--
          this.#options.onEnded?.()
        })
        resolve(worker)
      }
      const onError = (error: unknown) => failed(error instanceof Error ? error : new Error(String(error)))
      const onExit = (code: number) => failed(new Error(`the ${this.#options.name} thread exited with code ${code} while starting`))
      worker.on('message', onMessage).on('error', onError).on('exit', onExit)
    })
  }

  /** Keeps a thread whose work is done for the next, until it has been idle for `idleMs`. */
  keepIdle(worker: Worker) {
    // An idle thread must not keep the process alive; a busy one must, or an awaited result could be lost.
    worker.unref()
    this.#idle.push(worker)
    this.#idleTimers.set(worker, setTimeout(() => {
      const at = this.#idle.indexOf(worker)
      if (at < 0) return
      this.#idle.splice(at, 1)
      this.#idleTimers.delete(worker)
      this.discard(worker)
    }, this.#options.idleMs).unref())
  }

  /** Forgets a thread that will not be reused, terminating it unless it has already ended (`terminate` false). */
  discard(worker: Worker, terminate = true) {
    this.#live--
    if (terminate) void worker.terminate()
    this.#options.onEnded?.()
  }
}
