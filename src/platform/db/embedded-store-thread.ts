// The thread of embedded-store.ts: owns the PGlite instance of one open store at a time (a closed store's thread
// waits for the next) and runs each call the main thread sends, so that PGlite's WebAssembly runs here and never on the API's event loop. Rows, results and errors go
// back by structured clone (Dates, bigints, Uint8Arrays, JSON values and arrays arrive as PGlite made them).
import { PGlite } from '@electric-sql/pglite'
import { parentPort } from 'node:worker_threads'
import type { CrossingError, StoreReply, StoreRequest } from './embedded-store.ts'

const port = parentPort
if (!port) throw new Error('embedded-store-thread.ts runs as a worker thread (see embedded-store.ts)')

let pglite: PGlite | undefined
const unsubscribes = new Map<string, () => Promise<void>>()

const post = (message: StoreReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)

function store(): PGlite {
  if (!pglite) throw new Error('The embedded store is not open')
  return pglite
}

/** The answer to one request, and the buffers it moves to the main thread rather than copies. */
async function answer(request: StoreRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'open':
      pglite = new PGlite(request.dataDir ?? 'memory://', {
        pgliteWasmModule: request.wasm.pglite, initdbWasmModule: request.wasm.initdb,
        ...(request.loadDataDir ? { loadDataDir: new Blob([request.loadDataDir]) } : {}),
      })
      await pglite.waitReady
      return { value: undefined }
    case 'query': {
      const { rows, affectedRows, fields } = await store().query(request.sql, request.params)
      return { value: { rows, affectedRows, fields } }
    }
    case 'exec':
      return { value: (await store().exec(request.sql)).map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields })) }
    case 'listen':
      if (!unsubscribes.has(request.channel)) {
        const channel = request.channel
        unsubscribes.set(channel, await store().listen(channel, (payload) => post({ type: 'notification', channel, payload })))
      }
      return { value: undefined }
    case 'unlisten': {
      const unsubscribe = unsubscribes.get(request.channel)
      unsubscribes.delete(request.channel)
      await unsubscribe?.()
      return { value: undefined }
    }
    case 'dump': {
      const buffer = await (await store().dumpDataDir(request.compression)).arrayBuffer()
      return { value: buffer, transfer: [buffer] }
    }
    case 'close':
      if (pglite && !pglite.closed) await pglite.close()
      pglite = undefined
      unsubscribes.clear()
      return { value: undefined }
  }
}

/** PostgreSQL's fields of the error (code, detail, constraint, table…) as plain values, for the main thread to rebuild it. */
function crossing(error: unknown): CrossingError {
  const e = error instanceof Error ? error : new Error(String(error))
  const properties: CrossingError['properties'] = {}
  for (const [key, value] of Object.entries(e)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') properties[key] = value
  }
  return { message: e.message, ...(e.stack ? { stack: e.stack } : {}), properties }
}

port.on('message', ({ id, request }: { id: number; request: StoreRequest }) => {
  // Each request runs as it arrives; PGlite queues its own calls, and the main thread's driver lets one
  // transaction at a time hold the session (serialized-driver.ts).
  const failed = (error: unknown) => post({ type: 'reply', id, error: crossing(error) })
  answer(request).then(({ value, transfer }) => {
    try {
      post({ type: 'reply', id, value }, transfer)
    } catch (error) {
      failed(error) // a value that cannot be copied: this call fails, the store goes on
    }
  }, failed)
})

post({ type: 'ready' })
