import type { DbOrTx } from '../platform/db/database.ts'

export async function checkSettings(db: DbOrTx, tenantId: string) {
  return db.selectFrom('check_settings').selectAll().where('tenant_id', '=', tenantId).execute()
}

export type CheckSettingRow = Awaited<ReturnType<typeof checkSettings>>[number]

/** The checks the tenant disabled: audits and plan checks skip them. */
export async function disabledChecks(db: DbOrTx, tenantId: string): Promise<ReadonlySet<string>> {
  const rows = await db.selectFrom('check_settings').select('check_id').where('tenant_id', '=', tenantId).where('enabled', '=', false).execute()
  return new Set(rows.map((r) => r.check_id))
}

export async function saveCheckSetting(db: DbOrTx, row: CheckSettingRow): Promise<CheckSettingRow | undefined> {
  return db.insertInto('check_settings').values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'check_id']).doUpdateSet({ enabled: row.enabled, reason: row.reason, updated_at: row.updated_at, updated_by: row.updated_by }))
    .returningAll().executeTakeFirst()
}
