import type { Db } from '../platform/db/database.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import type { AuditPolicyOptions } from '../policies/index.ts'
import { runAudit } from './runner.ts'

/**
 * Audits as durable jobs: a crashed or killed run is picked up again once its lease expires (the pass is
 * idempotent); after three interrupted or failed attempts the audit is marked failed with the reason, so
 * no audit stays `running`.
 */
export function auditJobHandler(db: Db, policies: AuditPolicyOptions = {}): JobHandler {
  return {
    run: (job, context) => runAudit(db, job.tenant_id, String(job.payload.audit_id), context, policies),
    retryDelayMs: (attempt) => 5_000 * attempt,
    async onExhausted(job, reason) {
      await db.updateTable('audits')
        .set({ status: 'failed', completed_at: new Date(), failure_reason: reason })
        .where('tenant_id', '=', job.tenant_id).where('id', '=', String(job.payload.audit_id)).where('status', 'in', ['queued', 'running'])
        .execute()
    },
  }
}
