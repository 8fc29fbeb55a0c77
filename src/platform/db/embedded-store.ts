import { readFile } from 'node:fs/promises'
import { getHeapStatistics } from 'node:v8'
import type { Worker } from 'node:worker_threads'
import { threadModuleUrl } from '../worker-threads/thread-bootstrap.ts'
import { ThreadSet } from '../worker-threads/thread-set.ts'

// PGlite is PostgreSQL compiled to WebAssembly, and it runs each statement synchronously on the thread that calls
// it: on the API's event loop, a statement of seconds (a batch of a large import) froze every request of the
// process, /healthz included (issue 33). The embedded store now lives in a thread of its own
// (embedded-store-thread.ts owns the PGlite instance); this handle, on the main thread, sends it each call over
// the thread's port and awaits the answer, so the event loop stays free while a statement runs. The cost is a
// structured clone of each query's parameters and rows (README decision 85 has the figures).

export interface QueryResult<T> {
  rows: T[]
  /** Rows a write changed (PGlite counts 0 for a read). */
  affectedRows?: number
  fields: { name: string; dataTypeID: number }[]
}

/** What the main thread asks the store's thread; every request is answered by one reply with its id. */
export type StoreRequest =
  | { op: 'open'; dataDir?: string; loadDataDir?: ArrayBuffer; wasm: PGliteModules }
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }

/** PGlite's two WebAssembly modules, compiled. */
export interface PGliteModules { pglite: WebAssembly.Module; initdb: WebAssembly.Module }

let compiled: Promise<PGliteModules> | undefined
/**
 * Compiled once per process and shared with every store's thread (a compiled module crosses to a thread without
 * a copy). PGlite caches them itself, but per thread: each new store (the tests open hundreds) compiled its
 * 9 MiB of WebAssembly again, seconds on a busy machine.
 */
function pgliteModules(): Promise<PGliteModules> {
  return compiled ??= (async () => {
    const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'))
    const [pglite, initdb] = await Promise.all(['pglite.wasm', 'initdb.wasm'].map(async (file) => WebAssembly.compile(await readFile(new URL(file, dist)))))
    return { pglite: pglite!, initdb: initdb! }
  })()
}

/** An error of the thread as it crosses: its message, stack and every property of a plain value (code, detail, constraint…). */
export interface CrossingError { message: string; stack?: string; properties: Record<string, string | number | boolean | bigint> }

export type StoreReply =
  | { type: 'reply'; id: number; value: unknown }
  | { type: 'reply'; id: number; error: CrossingError }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'ready' }

/**
 * The store's thread is gone (it ran out of memory, or crashed): every call fails with this, at once. Its code
 * is PostgreSQL's connection_failure, so that the API answers 503 as for any database outage; /readyz fails
 * with it, which tells an orchestrator to restart the process (the store cannot be reopened in-process: the
 * transaction in progress is lost, and an in-memory store with it).
 */
export class EmbeddedStoreStopped extends Error {
  readonly code = '08006'
  constructor(reason: string) {
    super(`The embedded store's thread stopped (${reason}); restart the service.`)
    this.name = 'EmbeddedStoreStopped'
  }
}

/** A PostgreSQL (or PGlite) error raised in the store's thread, with the properties it had there. */
export class EmbeddedStoreError extends Error {}

function rebuildError(crossing: CrossingError): Error {
  const error = Object.assign(new EmbeddedStoreError(crossing.message), crossing.properties)
  if (crossing.stack) error.stack = crossing.stack
  return error
}

/**
 * The heap limit of the store's thread: by default the main thread's own, where PGlite ran before (the rows of
 * a query are built in the thread's heap, then copied to the main thread's). PGlite's WebAssembly memory is
 * outside the heap.
 */
const mainThreadHeapMb = () => Math.ceil(getHeapStatistics().heap_size_limit / 1024 / 1024)

/**
 * A closed store's thread waits this long for the next store of the process, which then starts at once: a
 * thread's start loads PGlite (and, from source, tsx), ≈ 1 s on a busy machine, and the tests open hundreds
 * of stores one after the other. The service and the CLI open one.
 */
const IDLE_MS = 30_000
const threadSets = new Map<number, ThreadSet>()
const threadSetFor = (memoryMb: number) => threadSets.get(memoryMb)
  ?? threadSets.set(memoryMb, new ThreadSet(threadModuleUrl('embedded-store-thread', import.meta.url), { name: 'embedded store', memoryMb, idleMs: IDLE_MS })).get(memoryMb)!

export interface EmbeddedStoreOptions {
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string
  /** A data directory dump to start from (a migrated template). */
  loadDataDir?: Blob
  /** The thread's heap limit in MiB (default: the main thread's). */
  memoryMb?: number
}

/** The embedded store, seen from the main thread: the part of PGlite's API the service uses, each call run in the store's thread. */
export class EmbeddedStore {
  readonly #worker: Worker
  readonly #threads: ThreadSet
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  readonly #listeners = new Map<string, Set<(payload: string) => void>>()
  readonly #onMessage = (message: StoreReply) => this.#received(message)
  readonly #onError = (error: Error & { code?: string }) => this.#stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : error.message)
  readonly #onExit = (code: number) => this.#stop(`exit code ${code}`)
  #lastId = 0
  #closing = false
  #released = false
  #stopped: EmbeddedStoreStopped | undefined

  /** Takes a thread (an idle one, else a new one) and opens the store in it; resolves once PGlite is ready. */
  static async open(options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const threads = threadSetFor(options.memoryMb ?? mainThreadHeapMb())
    const [wasm, loadDataDir] = await Promise.all([pgliteModules(), options.loadDataDir?.arrayBuffer()])
    const worker = threads.takeIdle() ?? await threads.start()
    const store = new EmbeddedStore(worker, threads)
    try {
      await store.#call({ op: 'open', wasm, ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) }, loadDataDir ? [loadDataDir] : [])
    } catch (error) {
      store.#closing = true
      store.#release(false)
      throw error
    }
    return store
  }

  private constructor(worker: Worker, threads: ThreadSet) {
    this.#worker = worker
    this.#threads = threads
    // Like PGlite on the main thread, the store keeps the process alive only while a call waits for its answer
    // (a CLI command ends when its work does, even if it never closes the store).
    worker.unref()
    worker.on('message', this.#onMessage).on('error', this.#onError).on('exit', this.#onExit)
  }

  /** True once closed, or once its thread is gone. */
  get closed(): boolean {
    return this.#closing || this.#stopped !== undefined
  }

  query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    return this.#call({ op: 'query', sql, params: [...params] }) as Promise<QueryResult<T>>
  }

  /** Runs statements separated by semicolons, without parameters; one result each. */
  exec(sql: string): Promise<QueryResult<Record<string, unknown>>[]> {
    return this.#call({ op: 'exec', sql }) as Promise<QueryResult<Record<string, unknown>>[]>
  }

  /** NOTIFY on `channel` calls `callback` here, on the main thread. Resolves to the unsubscribe. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel)
    if (!callbacks) {
      this.#listeners.set(channel, callbacks = new Set())
      try {
        await this.#call({ op: 'listen', channel })
      } catch (error) {
        this.#listeners.delete(channel)
        throw error
      }
    }
    callbacks.add(callback)
    return () => this.unlisten(channel, callback)
  }

  /** Stops `callback` (or every callback) hearing `channel`; the last one gone, the thread stops listening. */
  async unlisten(channel: string, callback?: (payload: string) => void): Promise<void> {
    const callbacks = this.#listeners.get(channel)
    if (!callbacks) return
    if (callback) callbacks.delete(callback)
    else callbacks.clear()
    if (callbacks.size > 0) return
    this.#listeners.delete(channel)
    if (!this.closed) await this.#call({ op: 'unlisten', channel })
  }

  /** The data directory as a tarball (the tests' template, the build's store template). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.#call({ op: 'dump', compression }) as ArrayBuffer])
  }

  /** Closes the store (its data directory written); its thread waits for the next store of the process. */
  async close(): Promise<void> {
    if (this.closed) return
    this.#closing = true
    try {
      await this.#send({ op: 'close' })
      // A call sent before close() whose answer had not come is answered no more once the thread is given back.
      for (const [id, waiting] of [...this.#waiting]) {
        this.#settled(id)
        waiting.reject(new Error('PGlite is closed'))
      }
      this.#release(true)
    } catch (error) {
      this.#release(false)
      throw error
    }
  }

  /** Gives the thread back: to wait for the next store, or to end (`reuse` false; it may have ended already). */
  #release(reuse: boolean) {
    if (this.#released) return
    this.#released = true
    this.#worker.off('message', this.#onMessage).off('error', this.#onError).off('exit', this.#onExit)
    if (reuse) this.#threads.keepIdle(this.#worker)
    else this.#threads.discard(this.#worker)
  }

  #call(request: StoreRequest, transfer: ArrayBuffer[] = []): Promise<unknown> {
    // As PGlite says it once closed (the API's error handler counts it as a database outage, 503).
    if (this.#closing) return Promise.reject(new Error('PGlite is closed'))
    return this.#send(request, transfer)
  }

  #send(request: StoreRequest, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = ++this.#lastId
    return new Promise((resolve, reject) => {
      try {
        // A parameter that cannot be copied to the thread (a function) throws here, and fails this call only.
        this.#worker.postMessage({ id, request }, transfer)
      } catch (error) {
        reject(error as Error)
        return
      }
      if (this.#waiting.size === 0) this.#worker.ref()
      this.#waiting.set(id, { resolve, reject })
    })
  }

  #received(message: StoreReply) {
    if (message.type === 'notification') {
      for (const callback of this.#listeners.get(message.channel) ?? []) callback(message.payload)
      return
    }
    if (message.type !== 'reply') return
    const waiting = this.#waiting.get(message.id)
    if (!waiting) return
    this.#settled(message.id)
    if ('error' in message) waiting.reject(rebuildError(message.error))
    else waiting.resolve(message.value)
  }

  #settled(id: number) {
    this.#waiting.delete(id)
    if (this.#waiting.size === 0) this.#worker.unref()
  }

  #stop(reason: string) {
    if (this.#stopped) return
    this.#stopped = new EmbeddedStoreStopped(reason)
    this.#release(false)
    for (const [id, waiting] of [...this.#waiting]) {
      this.#settled(id)
      waiting.reject(this.#stopped)
    }
  }
}
