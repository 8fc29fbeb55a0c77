import { setImmediate } from 'node:timers/promises'
import type { Db } from '../platform/db/database.ts'
import type { RetentionRule } from '../platform/db/retention.ts'
import { applyPlans, planChange, type ChangeActor } from './changes.ts'
import { DEFAULT_SLA_WINDOWS } from './sla.ts'

const SYSTEM: ChangeActor = { type: 'system', id: null }
/** How often the background work looks for acceptances that lapsed: a finding reopens within this of its instant. */
export const ACCEPTANCE_SWEEP_MS = 15_000
const BATCH = 500

/**
 * Reopens the accepted findings whose `accepted_until` has passed, tenant by tenant, 500 at a time: each
 * gets a `reopened` history entry (from accepted_risk, actor system) and a `finding.updated` event, in the
 * transaction that reopens it. Rows another process is reopening are skipped (SKIP LOCKED), so several
 * processes can sweep at once. The only cross-tenant read is "which tenants have one", on a partial index.
 */
export async function reopenLapsedAcceptances(db: Db, now: Date, signal?: AbortSignal): Promise<{ reopened: number }> {
  let reopened = 0
  const tenants = await db.selectFrom('findings').select('tenant_id').distinct()
    .where('status', '=', 'accepted_risk').where('status_expires_at', '<=', now).limit(1000).execute()
  for (const { tenant_id: tenantId } of tenants) {
    for (;;) {
      if (signal?.aborted) return { reopened }
      const n = await db.transaction().execute(async (tx) => {
        const rows = await tx.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId)
          .where('status', '=', 'accepted_risk').where('status_expires_at', '<=', now)
          .orderBy('status_expires_at').limit(BATCH).forUpdate().skipLocked().execute()
        // Reopening moves no due date: the SLA windows are not read.
        await applyPlans(tx, tenantId, rows.map((row) => planChange(row, { status: 'open' }, DEFAULT_SLA_WINDOWS, now, SYSTEM)), SYSTEM, now)
        return rows.length
      })
      reopened += n
      await setImmediate() // the embedded store answers without yielding: let requests in between batches
      if (n < BATCH) break
    }
  }
  return { reopened }
}

/** The sweep as a periodic rule of the background work (platform/db/retention.ts runs it every 15 s). */
export const acceptanceExpiry: RetentionRule = {
  name: 'acceptance_expiry',
  async prune(db, now, options) {
    return { deleted: (await reopenLapsedAcceptances(db, now, options?.signal)).reopened }
  },
}
