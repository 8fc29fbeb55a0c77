import type { Db } from '../platform/db/database.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import type { AuditPolicyOptions } from '../policies/index.ts'
import { runAudit, summarizeAudit } from './runner.ts'

/**
 * Audits as durable jobs: a crashed or killed run is picked up again once its lease expires (the pass is
 * idempotent); after three interrupted or failed attempts the audit is marked failed with the reason, so
 * no audit stays `running`. The batches its attempts finished stand (their transitions and events are
 * recorded and may be delivered already), so the failed audit keeps the summary of what they changed: the
 * findings they saw point at it (README decision 78).
 */
export function auditJobHandler(db: Db, policies: AuditPolicyOptions = {}): JobHandler {
  return {
    run: (job, context) => runAudit(db, job.tenant_id, String(job.payload.audit_id), context, policies),
    retryDelayMs: (attempt) => 5_000 * attempt,
    async onExhausted(job, reason) {
      const auditId = String(job.payload.audit_id)
      await db.transaction().execute(async (tx) => {
        const summary = await summarizeAudit(tx, job.tenant_id, auditId)
        await tx.updateTable('audits')
          .set({ status: 'failed', completed_at: new Date(), failure_reason: reason, summary: JSON.stringify(summary) })
          .where('tenant_id', '=', job.tenant_id).where('id', '=', auditId).where('status', 'in', ['queued', 'running'])
          .execute()
      })
    },
  }
}
