import { sql, type RawBuilder } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'
import type { PolicyContext } from '../policies/expression.ts'

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

/** A finding with what its suppression changes write (history entry, event) and what a rule sees of it. */
export interface CandidateFinding {
  id: string; status: string; severity: string; dimension: string; resource_id: string; title: string; detected_at: Date; suppressed_by: string | null
  context: PolicyContext
}

/** Findings (with their resources) that `where` keeps, `limit` at a time in id order after `afterId`. */
export async function candidateBatch(db: DbOrTx, tenantId: string, where: RawBuilder<unknown>, afterId: string, limit: number): Promise<CandidateFinding[]> {
  const { rows } = await sql<{ id: string; check_id: string; status: string; severity: string; dimension: string; resource_id: string; title: string; detected_at: Date; suppressed_by: string | null
    kind: string; provider: string; region: string; name: string; external_id: string; tags: Record<string, string>; attributes: Record<string, unknown> }>`
    select f.id, f.check_id, f.status, f.severity, f.dimension, f.resource_id, f.title, f.detected_at, f.suppressed_by,
      r.kind, r.provider, r.region, r.name, r.external_id, r.tags, r.attributes
    from findings f join resources r on r.tenant_id = f.tenant_id and r.id = f.resource_id
    where f.tenant_id = ${tenantId} and f.id > ${afterId} and ${where}
    order by f.id limit ${limit}`.execute(db)
  return rows.map((r) => ({
    id: r.id, status: r.status, severity: r.severity, dimension: r.dimension, resource_id: r.resource_id, title: r.title, detected_at: r.detected_at, suppressed_by: r.suppressed_by,
    context: {
      finding: { id: r.id, check_id: r.check_id, severity: r.severity, dimension: r.dimension, status: r.status, title: r.title },
      resource: { id: r.resource_id, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id, tags: r.tags, attributes: r.attributes },
    },
  }))
}
