import { sql, type Selectable } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import type { PlanCheckTable } from '../platform/db/tables.ts'
import type { StandingFinding } from './evaluate.ts'

// SQL of plan checks: their own table, and two reads of the inventory and findings (never writes: a plan
// check changes nothing but its own record).

export type PlanCheckRow = Omit<Selectable<PlanCheckTable>, 'input' | 'tenant_id'>

export const getPlanCheck = (db: DbOrTx, tenantId: string, id: string): Promise<PlanCheckRow | undefined> =>
  db.selectFrom('plan_checks').select(['id', 'status', 'fail_on', 'result', 'passed', 'failure_reason', 'created_at', 'completed_at', 'expires_at'])
    .where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/** `input` and `result` as JSON text, serialized off the event loop (check-task.ts). */
export async function insertPlanCheck(db: DbOrTx, tenantId: string, row: Omit<PlanCheckRow, 'result'> & { input: string | null; result: string | null }) {
  await db.insertInto('plan_checks').values({ ...row, tenant_id: tenantId }).execute()
}

/** The plan a queued check keeps until its job has run. */
export async function planCheckInput(db: DbOrTx, tenantId: string, id: string): Promise<{ status: string; fail_on: string; input: unknown } | undefined> {
  return db.selectFrom('plan_checks').select(['status', 'fail_on', 'input']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export async function markRunning(db: DbOrTx, tenantId: string, id: string) {
  await db.updateTable('plan_checks').set({ status: 'running' }).where('tenant_id', '=', tenantId).where('id', '=', id).where('status', 'in', ['queued', 'running']).execute()
}

/** Completes (or fails) a check and drops the plan it kept. */
/** `verdicts`: the PlanVerdicts as JSON text (serialized in the heavy-work thread). */
export async function finishPlanCheck(db: DbOrTx, tenantId: string, id: string, outcome: { verdicts: string; passed: boolean } | { failure_reason: string }, at: Date) {
  await db.updateTable('plan_checks').set('verdicts' in outcome
    ? { status: 'completed', result: outcome.verdicts, passed: outcome.passed, completed_at: at, input: null }
    : { status: 'failed', failure_reason: outcome.failure_reason, completed_at: at, input: null })
    .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', 'in', ['queued', 'running']).execute()
}

/** Inventory resource ids by `provider external_id`, for the keys given that the inventory holds (a removed resource is not held). */
export async function resourceIdsByExternalId(db: DbOrTx, tenantId: string, keys: readonly { provider: string; external_id: string }[]): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000)
    // One lookup of the (tenant_id, provider, external_id) unique index per key.
    const { rows } = await sql<{ id: string; provider: string; external_id: string }>`
      select r.id, r.provider, r.external_id
      from unnest(${sql.val(batch.map((k) => k.provider))}::text[], ${sql.val(batch.map((k) => k.external_id))}::text[]) as k(provider, external_id)
      join resources r on r.tenant_id = ${tenantId} and r.provider = k.provider and r.external_id = k.external_id and r.removed_at is null`.execute(db)
    for (const r of rows) out.set(`${r.provider} ${r.external_id}`, r.id)
  }
  return out
}

/** Open and accepted-risk findings of the given resources, by resource id. */
export async function standingFindings(db: DbOrTx, tenantId: string, resourceIds: readonly string[]): Promise<Map<string, StandingFinding[]>> {
  const out = new Map<string, StandingFinding[]>()
  for (let i = 0; i < resourceIds.length; i += 1000) {
    const rows = await db.selectFrom('findings')
      .select(['resource_id', 'check_id', 'title', 'severity', 'dimension', 'description', 'remediation'])
      .where('tenant_id', '=', tenantId).where('resource_id', 'in', resourceIds.slice(i, i + 1000)).where('status', 'in', ['open', 'accepted_risk'])
      .execute()
    for (const { resource_id, ...finding } of rows) out.set(resource_id, [...(out.get(resource_id) ?? []), finding as StandingFinding])
  }
  return out
}
