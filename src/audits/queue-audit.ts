import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import { AUDIT_QUEUE } from './runner.ts'

/**
 * Queues an audit of the tenant from code (a finished collection), in the caller's transaction: the audit and
 * its job exist if and only if the change that wants them commits. One audit is active per tenant
 * (audits_one_active_per_tenant): when one is queued or running already, that one is returned and nothing is
 * added — a queued one will read the inventory as it is when it starts. (ON CONFLICT, not a caught unique
 * violation, which would abort the caller's transaction.)
 */
export async function queueAudit(tx: DbOrTx, tenantId: string, trigger: 'collection'): Promise<{ id: string; queued: boolean }> {
  const id = newId('aud')
  const { rows } = await sql<{ id: string }>`insert into audits (id, tenant_id, status, trigger)
      values (${id}, ${tenantId}, 'queued', ${trigger})
      on conflict (tenant_id) where status in ('queued', 'running') and trigger <> 'import' do nothing
      returning id`.execute(tx)
  if (rows.length > 0) {
    await enqueueJob(tx, tenantId, AUDIT_QUEUE, { audit_id: id }, { maxAttempts: 3 })
    return { id, queued: true }
  }
  const active = await tx.selectFrom('audits').select('id').where('tenant_id', '=', tenantId).where('status', 'in', ['queued', 'running'])
    .where('trigger', '<>', 'import').executeTakeFirstOrThrow()
  return { id: active.id, queued: false }
}
