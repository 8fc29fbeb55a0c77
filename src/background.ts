import { AUDIT_QUEUE, auditJobHandler } from './audits/index.ts'
import { REPORT_QUEUE, reportJobHandler } from './reports/index.ts'
import { PLAN_CHECK_QUEUE, planCheckJobHandler, planCheckRetention } from './plan-checks/index.ts'
import { ACCEPTANCE_SWEEP_MS, acceptanceExpiry, BULK_UPDATE_QUEUE, bulkUpdateJobHandler, bulkUpdateRetention, SLA_QUEUE, slaRecomputeJobHandler } from './findings/index.ts'
import { sessionRetention } from './accounts/index.ts'
import { ssoRetention } from './sso/index.ts'
import { eventRetention } from './events/index.ts'
import { oauthRetention } from './oauth/index.ts'
import type { Db } from './platform/db/database.ts'
import { startWorker } from './platform/jobs/worker.ts'
import { startRetention } from './platform/db/retention.ts'
import { suppressionSweep } from './suppression/index.ts'
import { idempotencyRetention } from './platform/http/idempotency-keys.ts'
import { deliveryRetention, ENDPOINT_PURGE_QUEUE, endpointPurgeJobHandler, startDeliveryWorker, type DeliveryWorker } from './webhooks/index.ts'
import type { DeliveryWorkerOptions } from './webhooks/index.ts'
import { composeRooms } from './composition.ts'
import { COLLECTION_QUEUE, collectionJobHandler, collectionSchedule, SCHEDULE_EVERY_MS } from './cloud-accounts/index.ts'
import type { ClientSettings } from './collection/index.ts'

export interface BackgroundOptions {
  /** How long a claimed job stays claimed without a heartbeat (a crashed worker's job is retried after it). */
  leaseMs?: number
  pollMs?: number
  clock?: () => Date
  log?: { error(obj: object, msg: string): void }
  /** How often accepted risks past their `accepted_until` are reopened (default 15 s). */
  acceptanceSweepMs?: number
  /** Webhook delivery; off when absent. */
  webhooks?: Omit<DeliveryWorkerOptions, 'db' | 'log'>
  /** The AWS clients' settings for collections (endpoint, attempts, per-call timeout); the SDK's defaults when absent. */
  aws?: { settings?: ClientSettings }
  /** How often due scheduled collections are queued (default 60 s). */
  collectionScheduleMs?: number
}

export interface BackgroundWork {
  /** Something was enqueued in this process: look now instead of at the next poll. */
  poke(): void
  stop(): Promise<void>
}

/** The background work of this process: durable jobs (audits, collections of cloud accounts, reports, deleted webhook endpoints' purges, SLA recomputes, bulk updates), webhook delivery, retention of events, deliveries, sessions, OAuth grants and finished bulk updates, reopening lapsed acceptances. */
export function startBackgroundWork(db: Db, options: BackgroundOptions = {}): BackgroundWork {
  composeRooms()
  const { webhooks, aws, ...jobOptions } = options
  const jobs = startWorker({ db, handlers: {
    [AUDIT_QUEUE]: auditJobHandler(db), [REPORT_QUEUE]: reportJobHandler(db), [ENDPOINT_PURGE_QUEUE]: endpointPurgeJobHandler(db),
    [SLA_QUEUE]: slaRecomputeJobHandler(db), [BULK_UPDATE_QUEUE]: bulkUpdateJobHandler(db), [PLAN_CHECK_QUEUE]: planCheckJobHandler(db),
    [COLLECTION_QUEUE]: collectionJobHandler(db, { settings: aws?.settings ?? {} }),
  }, ...jobOptions })
  const deliveries: DeliveryWorker | undefined = webhooks
    ? startDeliveryWorker({ db, ...(options.clock ? { clock: options.clock } : {}), ...webhooks, ...(options.log ? { log: options.log } : {}) })
    : undefined
  const logAndClock = { ...(options.clock ? { clock: options.clock } : {}), ...(options.log ? { log: options.log } : {}) }
  const retention = startRetention(db, [eventRetention, deliveryRetention, sessionRetention, oauthRetention, ssoRetention, bulkUpdateRetention, idempotencyRetention, planCheckRetention], logAndClock)
  const expiry = startSweeps(db, options)
  // Scheduled collections of cloud accounts: queued by workers only (several at once are safe: schedule.ts).
  const schedules = startRetention(db, [collectionSchedule], { ...logAndClock, everyMs: options.collectionScheduleMs ?? SCHEDULE_EVERY_MS })
  return {
    poke() {
      jobs.poke()
      deliveries?.poke()
    },
    async stop() {
      await Promise.all([jobs.stop(), deliveries?.stop(), retention.stop(), expiry.stop(), schedules.stop()])
    },
  }
}

/**
 * The sweeps every 15 s: accepted risks reopen within seconds of their `accepted_until`, not at the next hourly
 * run; suppression rules' expiries, deletions and large tenants' rule changes are applied on the same beat. They
 * run beside the background work, and on their own in API processes (`ROLE=api`, issue 40): a deleted rule's
 * findings must be released, and a lapsed acceptance reopened, even where no worker runs. Safe in several
 * processes at once (each change is conditional).
 */
export function startSweeps(db: Db, options: Pick<BackgroundOptions, 'clock' | 'log' | 'acceptanceSweepMs'> = {}): { stop(): Promise<void> } {
  return startRetention(db, [acceptanceExpiry, suppressionSweep], {
    ...(options.clock ? { clock: options.clock } : {}), ...(options.log ? { log: options.log } : {}), everyMs: options.acceptanceSweepMs ?? ACCEPTANCE_SWEEP_MS,
  })
}
