import { AUDIT_QUEUE, auditJobHandler } from './audits/index.ts'
import type { Db } from './platform/db/database.ts'
import { startWorker, type Worker } from './platform/jobs/worker.ts'

export interface BackgroundOptions {
  /** How long a claimed job stays claimed without a heartbeat (a crashed worker's job is retried after it). */
  leaseMs?: number
  pollMs?: number
  clock?: () => Date
  log?: { error(obj: object, msg: string): void }
}

/** The durable job consumers of this process: audits today; webhook delivery and reports join here. */
export function startBackgroundWork(db: Db, options: BackgroundOptions = {}): Worker {
  return startWorker({ db, handlers: { [AUDIT_QUEUE]: auditJobHandler(db) }, ...options })
}
