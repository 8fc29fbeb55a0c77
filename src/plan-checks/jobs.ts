import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import { finishPlanCheck, markRunning, planCheckInput } from './repo.ts'
import type { FailOn } from './schemas.ts'
import { heavyWorkPool, type HeavyWorkPool } from '../platform/worker-threads/heavy-work-pool.ts'
import { checkInPool } from './service.ts'

/**
 * Large plans as durable jobs. Idempotent: the check reads and writes only its own record, and a check
 * already completed or failed is left as it is; a crashed attempt is run again from the kept plan.
 */
export function planCheckJobHandler(db: Db, pool: HeavyWorkPool = heavyWorkPool()): JobHandler {
  return {
    async run(job, context) {
      const tenantId = job.tenant_id
      const id = String(job.payload.plan_check_id)
      const row = await planCheckInput(db, tenantId, id)
      if (!row || (row.status !== 'queued' && row.status !== 'running')) return
      await markRunning(db, tenantId, id)
      await context.heartbeat()
      let checked
      try {
        checked = await checkInPool(pool, db, tenantId, { stored: row.input, failOn: row.fail_on as FailOn }, context.now(), { heartbeat: context.heartbeat })
      } catch (error) {
        // Past its time or memory limit, the plan would be so again: it fails now, with the reason, untried.
        if (!(error instanceof ApiError) || error.code !== 'plan_check_limit') throw error
        await finishPlanCheck(db, tenantId, id, { failure_reason: error.message.replace(' Nothing was stored.', '') }, context.now())
        return
      }
      if (!('judged' in checked)) throw new Error('a queued plan check was queued again')
      await context.heartbeat()
      await finishPlanCheck(db, tenantId, id, checked.judged, context.now())
    },
    retryDelayMs: (attempt) => 5_000 * attempt,
    async onExhausted(job, reason) {
      const shown = reason.startsWith('The job was interrupted') ? reason.replace('The job', 'The plan check') : 'The plan check stopped on an internal error; send the plan again.'
      await finishPlanCheck(db, job.tenant_id, String(job.payload.plan_check_id), { failure_reason: shown }, new Date())
    },
  }
}
