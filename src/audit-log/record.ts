import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'

// The workspace audit log has one home, below the rooms that write to it (tenants, accounts, policies, webhooks,
// OAuth apps, SSO, the check catalogue, SLA policies): each records in its own transaction.

/** Appends to the workspace's audit log, in the caller's transaction. */
export async function recordAudit(db: DbOrTx, tenantId: string, actor: string, action: string, details: Record<string, unknown> = {}, at = new Date()) {
  await db.insertInto('tenant_audit_log').values({ id: newId('alg', at.getTime()), tenant_id: tenantId, actor, action, details: JSON.stringify(details), created_at: at }).execute()
}
