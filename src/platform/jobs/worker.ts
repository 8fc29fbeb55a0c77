import { setImmediate } from 'node:timers/promises'
import type { Db } from '../db/database.ts'
import { claimJob, extendLease, failJob, finishJob, releaseJob, type ClaimedJob } from './queue.ts'

export interface JobContext {
  now: () => Date
  /** Aborted when the worker stops; long handlers check it between batches and give the job back. */
  signal: AbortSignal
  /** Renews the lease; throws LeaseLost when another worker has taken the job over. */
  heartbeat: () => Promise<void>
}

export interface JobHandler {
  run(job: ClaimedJob, context: JobContext): Promise<void>
  /** Called once when the job will not be tried again (every attempt failed or crashed). */
  onExhausted?(job: ClaimedJob, reason: string): Promise<void>
  /** Delay before attempt n+1 after attempt n failed. */
  retryDelayMs?(attempt: number): number
}

export interface WorkerOptions {
  db: Db
  handlers: Record<string, JobHandler>
  clock?: () => Date
  /** How long a claim lasts without a heartbeat; a crashed worker's job is reclaimed after it. */
  leaseMs?: number
  pollMs?: number
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void }
}

export class LeaseLost extends Error {}
class Stopping extends Error {}

/** Polls the queues its handlers name, one job at a time, until stopped. */
export function startWorker(options: WorkerOptions) {
  const { db, handlers } = options
  const now = options.clock ?? (() => new Date())
  const leaseMs = options.leaseMs ?? 30_000
  const pollMs = options.pollMs ?? 500
  const queues = Object.keys(handlers)
  const controller = new AbortController()
  let wake: (() => void) | undefined
  let idleTimer: NodeJS.Timeout | undefined

  async function runOne(job: ClaimedJob) {
    const handler = handlers[job.queue]!
    if (job.attempts > job.max_attempts) {
      // Every attempt so far ended with its worker gone (crash, kill): stop retrying and say so.
      const reason = `The job was interrupted ${job.max_attempts} times (worker crash or kill) and will not be retried.`
      await failJob(db, job, now(), reason, null)
      await handler.onExhausted?.(job, reason)
      return
    }
    const heartbeat = async () => {
      // A long job's own work between queries (checks, policies over a batch) runs on this event loop, so
      // it could starve HTTP requests of this process: give them a turn at every heartbeat. (The embedded
      // store no longer holds the loop: it runs in a thread of its own, decision 85.)
      await setImmediate()
      if (controller.signal.aborted) throw new Stopping()
      if (!(await extendLease(db, job, new Date(now().getTime() + leaseMs)))) throw new LeaseLost()
    }
    // Every line about a job names it, its queue, its tenant and the ids in its payload (aud_…, rpt_…), so
    // an audit or a report can be followed from the request that queued it to the process that ran it.
    const about = { job_id: job.id, queue: job.queue, tenant_id: job.tenant_id, attempt: job.attempts, ...idsIn(job.payload) }
    const started = performance.now()
    options.log?.info?.(about, 'job started')
    try {
      await handler.run(job, { now, signal: controller.signal, heartbeat })
      await finishJob(db, job, now())
      options.log?.info?.({ ...about, duration_ms: Math.round(performance.now() - started) }, 'job finished')
    } catch (error) {
      if (error instanceof Stopping) {
        options.log?.info?.(about, 'job given back (shutting down): another worker resumes it')
        return releaseJob(db, job)
      }
      if (error instanceof LeaseLost) return
      const message = error instanceof Error ? error.message : String(error)
      options.log?.error({ ...about, err: error, duration_ms: Math.round(performance.now() - started) }, 'job attempt failed')
      const retry = job.attempts < job.max_attempts
      const retryAt = retry ? new Date(now().getTime() + (handler.retryDelayMs?.(job.attempts) ?? 1000 * 2 ** job.attempts)) : null
      await failJob(db, job, now(), message, retryAt)
      if (!retry) await handler.onExhausted?.(job, message)
    }
  }

  /** The prefixed ids (`aud_…`, `rpt_…`, `whe_…`) a payload carries, for log lines. */
  const idsIn = (payload: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(payload).filter(([key, value]) => key.endsWith('_id') && typeof value === 'string'))

  const loop = (async () => {
    while (!controller.signal.aborted) {
      let job: ClaimedJob | undefined
      try {
        job = await claimJob(db, queues, now(), leaseMs)
        if (job) await runOne(job)
      } catch (error) {
        // The database may be down; keep polling, it will come back.
        options.log?.error({ err: error }, 'job worker error')
        job = undefined
      }
      if (job || controller.signal.aborted) continue
      await new Promise<void>((resolve) => {
        wake = resolve
        idleTimer = setTimeout(resolve, pollMs)
      })
      wake = undefined
    }
  })()

  return {
    /** Look for work now (a producer in this process just enqueued). */
    poke() {
      if (idleTimer) clearTimeout(idleTimer)
      wake?.()
    },
    async stop() {
      controller.abort()
      this.poke()
      await loop
    },
  }
}

export type Worker = ReturnType<typeof startWorker>
