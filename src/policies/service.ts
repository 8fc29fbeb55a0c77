import { oneAtATimePerKey } from '../platform/async/one-at-a-time.ts'
import type { Db } from '../platform/db/database.ts'
import { recordAudit } from '../audit-log/index.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { newId } from '../platform/ids.ts'
import { paginate } from '../platform/http/pagination.ts'
import { policyEvaluatorPool, type PolicyEvaluatorPool } from './evaluator-pool.ts'
import type { PolicyTarget } from './expression.ts'
import { compileOrReject } from './expression-errors.ts'
import { PREVIEW_DEADLINE_MS, previewPolicy } from './preview.ts'
import * as repo from './repo.ts'
import type { CreatePolicyBody, ListPoliciesQuery, PolicyRecord, PreviewBody, UpdatePolicyBody } from './schemas.ts'

export function presentPolicy(row: repo.PolicyRow): PolicyRecord {
  return {
    id: row.id, name: row.name, description: row.description, enabled: row.enabled, target: row.target,
    dimension: row.dimension as PolicyRecord['dimension'], severity: row.severity as PolicyRecord['severity'],
    expression: row.expression, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
  }
}

/** Compiles or throws 422 `invalid_policy_expression` with the position (and the limit exceeded, if that is it). */
const compileOrThrow = (expression: string, target: PolicyTarget) => compileOrReject(expression, target, 'invalid_policy_expression', 'expression')

export interface PoliciesServiceOptions {
  /** Evaluation time a preview may spend (default PREVIEW_DEADLINE_MS). */
  previewDeadlineMs?: number
  /** Where expressions are evaluated (default: the process's shared pool of threads). */
  pool?: PolicyEvaluatorPool
}

export function createPoliciesService(db: Db, codec: CursorCodec, options: PoliciesServiceOptions = {}) {
  // One preview at a time per tenant (the tenant's previews queue; the other tenants' do not).
  const oneAtATime = oneAtATimePerKey()

  return {
    list(tenantId: string, query: ListPoliciesQuery) {
      return paginate(codec, 'policies', { tenantId, limit: query.limit, cursor: query.cursor, filters: {} },
        (after, take) => repo.listPolicies(db, tenantId, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentPolicy)
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getPolicy(db, tenantId, id)
      if (!row) throw notFound('policy', id)
      return presentPolicy(row)
    },
    async create(tenantId: string, body: CreatePolicyBody, actor: string) {
      compileOrThrow(body.expression, body.target)
      const row = await db.transaction().execute(async (tx) => {
        const created = await tx.insertInto('policies').values({
          id: newId('pol'), tenant_id: tenantId, name: body.name, description: body.description ?? '', enabled: body.enabled ?? true,
          target: body.target, dimension: body.dimension, severity: body.severity, expression: body.expression,
        } as never).returningAll().executeTakeFirstOrThrow() as repo.PolicyRow
        await recordAudit(tx, tenantId, actor, 'policy.created', { policy_id: created.id, name: created.name, expression: created.expression, severity: created.severity })
        return created
      })
      return presentPolicy(row)
    },
    async update(tenantId: string, id: string, body: UpdatePolicyBody, actor: string) {
      return db.transaction().execute(async (tx) => {
        const current = await tx.selectFrom('policies').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst()
        if (!current) throw notFound('policy', id)
        // The expression must hold for the target it will run against, whichever of the two changed.
        compileOrThrow(body.expression ?? current.expression, body.target ?? current.target)
        const row = await tx.updateTable('policies').set({ ...body, updated_at: new Date() })
          .where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
        await recordAudit(tx, tenantId, actor, 'policy.updated', { policy_id: id, changed: body })
        return presentPolicy(row)
      })
    },
    async remove(tenantId: string, id: string, actor: string) {
      await db.transaction().execute(async (tx) => {
        const deleted = await tx.deleteFrom('policies').where('tenant_id', '=', tenantId).where('id', '=', id).returning(['id', 'name']).executeTakeFirst()
        if (!deleted) throw notFound('policy', id)
        await recordAudit(tx, tenantId, actor, 'policy.deleted', { policy_id: id, name: deleted.name })
      })
    },
    preview(tenantId: string, body: PreviewBody) {
      compileOrThrow(body.expression, body.target)
      return oneAtATime(tenantId, () => previewPolicy(db, tenantId, body, { pool: options.pool ?? policyEvaluatorPool(), deadlineMs: options.previewDeadlineMs ?? PREVIEW_DEADLINE_MS }))
    },
  }
}
