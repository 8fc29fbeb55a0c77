import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

/** The rules the API shows: every one not deleted. */
export async function listRules(db: DbOrTx, tenantId: string, after: CursorPosition | undefined, take: number) {
  const query = db.selectFrom('suppression_rules').selectAll().where('tenant_id', '=', tenantId).where('deleted_at', 'is', null)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getRule(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('suppression_rules').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}

export type RuleRow = NonNullable<Awaited<ReturnType<typeof getRule>>>

export async function countRules(db: DbOrTx, tenantId: string): Promise<number> {
  const { n } = await db.selectFrom('suppression_rules').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
  return Number(n)
}

/** How many findings each rule silences now. */
export async function matchedCounts(db: DbOrTx, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('findings').select(['suppressed_by', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId).where('suppressed_by', 'in', ids).groupBy('suppressed_by').execute()
  return new Map(rows.map((r) => [r.suppressed_by!, Number(r.n)]))
}

/** A rule that silences what it matches at `now`: enabled, not deleted, not expired. */
export const isActive = (rule: Pick<RuleRow, 'enabled' | 'deleted_at' | 'expires_at'>, now: Date) =>
  rule.enabled && rule.deleted_at === null && (rule.expires_at === null || rule.expires_at > now)

/**
 * The tenant's active rules, oldest first: a finding several rules match is silenced by the oldest. Filtered
 * with isActive (a tenant has at most 100 rules), so what "active" means is written once.
 */
export async function activeRules(db: DbOrTx, tenantId: string, now: Date) {
  const rules = await db.selectFrom('suppression_rules').select(['id', 'expression', 'enabled', 'deleted_at', 'expires_at'])
    .where('tenant_id', '=', tenantId).where('deleted_at', 'is', null).orderBy('created_at').orderBy('id').execute()
  return rules.filter((rule) => isActive(rule, now))
}
