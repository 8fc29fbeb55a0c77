import type { Db } from '../platform/db/database.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import { planPasses } from './evaluate.ts'
import { modelFromStored } from './plan-document.ts'
import { finishPlanCheck, markRunning, planCheckInput } from './repo.ts'
import type { FailOn } from './schemas.ts'
import { checkPlan } from './service.ts'

/**
 * Large plans as durable jobs. Idempotent: the check reads and writes only its own record, and a check
 * already completed or failed is left as it is; a crashed attempt is run again from the kept plan.
 */
export function planCheckJobHandler(db: Db): JobHandler {
  return {
    async run(job, context) {
      const tenantId = job.tenant_id
      const id = String(job.payload.plan_check_id)
      const row = await planCheckInput(db, tenantId, id)
      if (!row || (row.status !== 'queued' && row.status !== 'running')) return
      await markRunning(db, tenantId, id)
      await context.heartbeat()
      const verdicts = await checkPlan(db, tenantId, modelFromStored(row.input), context.now(), context.heartbeat)
      await context.heartbeat()
      await finishPlanCheck(db, tenantId, id, { result: verdicts, passed: planPasses(verdicts.introduced, row.fail_on as FailOn) }, context.now())
    },
    retryDelayMs: (attempt) => 5_000 * attempt,
    async onExhausted(job, reason) {
      const shown = reason.startsWith('The job was interrupted') ? reason.replace('The job', 'The plan check') : 'The plan check stopped on an internal error; send the plan again.'
      await finishPlanCheck(db, job.tenant_id, String(job.payload.plan_check_id), { failure_reason: shown }, new Date())
    },
  }
}
