import { sql } from 'kysely'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import { deleteEndpointTombstone, isDeletedEndpoint, purgeDeliveriesBatch, type PurgePosition } from './repo.ts'

/**
 * Deleting an endpoint is two steps. The request marks it deleted and queues this job in the same transaction
 * (so the purge exists if and only if the delete committed); from then on the API answers 404 for it, the
 * fan-out gives it no event and the worker claims none of its deliveries. The job deletes its deliveries (and
 * their attempts, by cascade) in bounded batches, each its own short transaction, then the endpoint row.
 *
 * It is idempotent (a run resumes from what is left) and durable (a killed worker's job is claimed again when
 * its lease lapses). It gives way to every other transaction: batches skip delivery rows that others hold, and
 * any lock it would still wait for longer than LOCK_TIMEOUT aborts its own batch, which is simply tried again.
 */
export const ENDPOINT_PURGE_QUEUE = 'webhook_endpoint.purge'
export const PURGE_MAX_ATTEMPTS = 10
/**
 * Deliveries per transaction: sized after each batch so that one takes about BATCH_TARGET_MS, within these
 * bounds. The cost per delivery differs by two orders of magnitude between the stores (each deleted row fires
 * its foreign keys' triggers: about 0.4 ms a row on PGlite, which serves every tenant from one session), so a
 * fixed size would either stall the embedded store or crawl on PostgreSQL.
 */
export const PURGE_BATCH = { min: 20, first: 100, max: 5000 } as const
const BATCH_TARGET_MS = 50
const LOCK_TIMEOUT = '100ms'
const PAUSE_MS = 100
/** Rounds in a row with nothing purgeable but deliveries still there before the attempt fails (and is retried later). */
const MAX_IDLE_ROUNDS = 100

class LockNotAvailable extends Error {}

/** Runs `work` in a transaction that waits at most LOCK_TIMEOUT for any lock (55P03 otherwise: the caller retries). */
async function givingWay<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T | LockNotAvailable> {
  try {
    return await db.transaction().execute(async (tx) => {
      await sql`set local lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(tx)
      return work(tx)
    })
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return new LockNotAvailable()
    throw error
  }
}

export function endpointPurgeJobHandler(db: Db): JobHandler {
  return {
    async run(job, { heartbeat }) {
      const tenantId = job.tenant_id
      const endpointId = String(job.payload.endpoint_id)
      if (!(await isDeletedEndpoint(db, tenantId, endpointId))) return // purged already (or by grant-production)
      let idle = 0
      let batchSize: number = PURGE_BATCH.first
      let position: PurgePosition | undefined
      for (;;) {
        // Renews the lease, and lets this process's HTTP requests in between batches on the embedded store.
        await heartbeat()
        const started = performance.now()
        const batch = await givingWay(db, (tx) => purgeDeliveriesBatch(tx, tenantId, endpointId, batchSize, position))
        if (!(batch instanceof LockNotAvailable) && batch.deleted === batchSize) {
          idle = 0
          position = batch.last
          const elapsed = Math.max(performance.now() - started, 1)
          batchSize = Math.round(Math.min(PURGE_BATCH.max, Math.max(PURGE_BATCH.min, batchSize * Math.min(2, BATCH_TARGET_MS / elapsed))))
          continue
        }
        const last = await givingWay(db, (tx) => deleteEndpointTombstone(tx, tenantId, endpointId))
        if (last === 'gone') return
        // Deliveries another transaction held (or inserted meanwhile) are still there: a pass from the start, in a moment.
        if (batch instanceof LockNotAvailable || batch.deleted === 0) idle++
        if (idle >= MAX_IDLE_ROUNDS) throw new Error(`deliveries of ${endpointId} stayed locked; the purge resumes at its next attempt`)
        position = undefined
        await sleep(PAUSE_MS)
      }
    },
    retryDelayMs: (attempt) => Math.min(1000 * 2 ** attempt, 300_000),
  }
}
