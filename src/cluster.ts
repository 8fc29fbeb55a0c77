import cluster, { type Worker } from 'node:cluster'
import { pino } from 'pino'
import { logFormat, type Config } from './config.ts'
import { prettyStdout } from './platform/logs/pretty-stream.ts'

// `WORKERS=N` (or `posture serve --workers N`): N API processes on one machine, sharing the port through
// node:cluster (the primary accepts and hands connections round-robin), so a request path that needs one core
// per ≈ 1,000 requests a second can use them all. The primary prepares the store once (migrations, the sealing
// key, the first-run sandbox), then only forks, restarts and stops the workers: it serves nothing itself.
// One of the workers (index 0) also runs the background work; the others only serve HTTP.

const INDEX_VARIABLE = 'POSTURE_WORKER_INDEX'

export interface ProcessShare {
  /** This process's place among the API processes (0 when it is the only one). */
  index: number
  count: number
}

/** Who this process is: a cluster worker reads its index from the environment its primary gave it. */
export function processShare(config: Config): ProcessShare {
  return cluster.isWorker ? { index: Number(process.env[INDEX_VARIABLE] ?? 0), count: config.WORKERS } : { index: 0, count: 1 }
}

/**
 * Budgets a process counts alone (no REDIS_URL): each of `count` processes gets an equal part, rounded down, so
 * the fleet never allows more than the configured budget (a client whose connections all land on one process
 * gets less; REDIS_URL makes it one shared budget).
 */
export function localShare(budget: number, share: ProcessShare, shared: boolean): number {
  return shared ? budget : Math.max(1, Math.floor(budget / share.count))
}

export async function runCluster<T>(config: Config, prepare: () => Promise<T>, announce: (prepared: T) => void = () => undefined) {
  if (!config.DATABASE_URL) {
    throw new Error(`WORKERS=${config.WORKERS} needs DATABASE_URL: the embedded store belongs to one process (unset WORKERS, or run on PostgreSQL)`)
  }
  // The same LOG_FORMAT as its API processes, which inherit its stdout (a terminal makes them all pretty).
  const logOptions = { level: config.LOG_LEVEL, base: { pid: process.pid, role: 'primary' } }
  const log = logFormat(config) === 'pretty' ? pino(logOptions, prettyStdout()) : pino(logOptions)
  const prepared = await prepare()
  // Once the first API process listens, the addresses answer: say where things are.
  cluster.once('listening', () => announce(prepared))
  let stopping = false
  const startedAt = new Map<Worker, number>()
  const failures = new Map<number, number>()
  const fork = (index: number) => {
    const worker = cluster.fork({ [INDEX_VARIABLE]: String(index), WORKERS: String(config.WORKERS) })
    startedAt.set(worker, Date.now())
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0)
      startedAt.delete(worker)
      if (stopping) return
      // A worker that dies young is restarted with a growing delay (1 s … 30 s), so a crash loop does not spin.
      const streak = lived < 10_000 ? (failures.get(index) ?? 0) + 1 : 0
      failures.set(index, streak)
      const delay = streak === 0 ? 0 : Math.min(30_000, 1000 * 2 ** (streak - 1))
      log.error({ worker: index, code, signal, restartInMs: delay }, 'an API process exited; starting another')
      setTimeout(() => { if (!stopping) fork(index) }, delay).unref()
    })
  }
  for (let index = 0; index < config.WORKERS; index++) fork(index)
  log.info({ workers: config.WORKERS }, 'started the API processes')

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: do not wait any longer.
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
      process.exit(1)
    }
    stopping = true
    log.info({ signal }, 'stopping the API processes')
    // SIGTERM, whatever the primary got: a worker still starting simply ends; a running one drains.
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM')
    const done = () => { if (startedAt.size === 0) process.exit(0) }
    cluster.on('exit', done)
    done()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
