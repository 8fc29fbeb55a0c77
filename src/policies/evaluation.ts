import type { DbOrTx } from '../platform/db/database.ts'
import type { Dimension, Severity } from '../findings/index.ts'
import { compilePolicyExpression, type CompiledPolicy, type PolicyTarget } from './expression.ts'

export interface ActivePolicy {
  id: string
  name: string
  target: PolicyTarget
  severity: Severity
  dimension: Dimension
  description: string
  compiled: CompiledPolicy
}

/**
 * The tenant's enabled policies, compiled once per audit. Expressions were validated when saved; one that
 * no longer compiles (after an engine upgrade, say) is left out rather than failing the whole audit.
 */
export async function loadActivePolicies(db: DbOrTx, tenantId: string): Promise<ActivePolicy[]> {
  const rows = await db.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('enabled', '=', true).orderBy('id').execute()
  const active: ActivePolicy[] = []
  for (const row of rows) {
    const result = compilePolicyExpression(row.expression, row.target)
    if (!result.ok) continue
    active.push({
      id: row.id, name: row.name, target: row.target, severity: row.severity as Severity, dimension: row.dimension as Dimension,
      description: row.description, compiled: result.policy,
    })
  }
  return active
}
