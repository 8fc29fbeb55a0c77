// A thread for thread-set.test.ts: says it is ready, then exits with the code it is sent.
import { parentPort } from 'node:worker_threads'

parentPort!.on('message', (code: number) => process.exit(code))
parentPort!.postMessage({ type: 'ready' })
