import { sql } from 'kysely'
import { oneAtATimePerKey } from '../platform/async/one-at-a-time.ts'
import type { Db } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import { newId } from '../platform/ids.ts'
import { policyEvaluatorPool, type PolicyEvaluatorPool } from '../policies/index.ts'
import { compileOrReject } from '../policies/index.ts'
import { recordAudit } from '../audit-log/index.ts'
import { findingsToReconcile, INLINE_APPLY_LIMIT, reconcileRule, RULE_INLINE_BUDGET_MS } from './apply.ts'
import { previewSuppression, SUPPRESSION_PREVIEW_DEADLINE_MS } from './preview.ts'
import * as repo from './repo.ts'
import type { CreateSuppressionRuleBody, ListSuppressionRulesQuery, SuppressionPreviewBody, SuppressionRuleRecord, UpdateSuppressionRuleBody } from './schemas.ts'

/** Every audit batch evaluates the tenant's active rules: their number is bounded. */
export const MAX_RULES_PER_TENANT = 100

const bodyError = (field: string, message: string) => new ApiError('invalid_parameter', `Invalid body field '${field}': ${message}`)

/** Compiles or throws 422 `invalid_suppression_expression` with the position (and the limit exceeded, if that is it). */
function assertValidExpression(expression: string): void {
  compileOrReject(expression, 'finding', 'invalid_suppression_expression', 'expression')
}

function futureOrNull(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value
  const at = new Date(value)
  if (at.getTime() <= now.getTime()) throw bodyError('expires_at', 'must be in the future (or null: never).')
  return at
}

export interface SuppressionServiceOptions {
  now?: () => Date
  pool?: PolicyEvaluatorPool
  /** Findings a change of rule may touch before the response (default INLINE_APPLY_LIMIT); beyond, the sweep applies it. */
  inlineLimit?: number
  previewDeadlineMs?: number
}

export function createSuppressionService(db: Db, codec: CursorCodec, options: SuppressionServiceOptions = {}) {
  const now = options.now ?? (() => new Date())
  const pool = () => options.pool ?? policyEvaluatorPool()
  // One preview at a time per tenant, as policies' previews (the web page's live count sends one per pause in typing).
  const oneAtATime = oneAtATimePerKey()

  async function present(rows: repo.RuleRow[]): Promise<SuppressionRuleRecord[]> {
    const counts = await repo.matchedCounts(db, rows[0]?.tenant_id ?? '', rows.map((r) => r.id))
    const at = now()
    return rows.map((row) => ({
      id: row.id, name: row.name, reason: row.reason, expression: row.expression, expires_at: isoOrNull(row.expires_at),
      enabled: row.enabled, active: repo.isActive(row, at), created_by: row.created_by, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
      matched_count: counts.get(row.id) ?? 0, matches: row.pending ? 'updating' : 'current',
    }))
  }
  async function presentOne(tenantId: string, id: string): Promise<SuppressionRuleRecord> {
    const row = await repo.getRule(db, tenantId, id)
    if (!row) throw notFound('suppression rule', id)
    return (await present([row]))[0]!
  }

  /**
   * Applies a saved change of the rule to the tenant's findings now when there are few enough to look at;
   * otherwise (or if applying fails) the rule stays pending and the background sweep applies it.
   */
  async function applyIfSmall(tenantId: string, id: string, rule: Parameters<typeof repo.isActive>[0]): Promise<void> {
    const inlineLimit = options.inlineLimit ?? INLINE_APPLY_LIMIT
    if (await findingsToReconcile(db, tenantId, id, repo.isActive(rule, now())) > inlineLimit) return
    try {
      await reconcileRule(db, tenantId, id, now(), { pool: options.pool, budgetMs: RULE_INLINE_BUDGET_MS, retryInBackground: true })
    } catch {
      // Left pending: the sweep retries within SUPPRESSION_SWEEP_MS, and the rule shows `matches: updating`.
    }
  }

  return {
    async list(tenantId: string, query: ListSuppressionRulesQuery) {
      const page = await paginate(codec, 'suppression_rules', { tenantId, limit: query.limit, cursor: query.cursor, filters: {} },
        (after, take) => repo.listRules(db, tenantId, after, take), (row) => ({ at: row.created_at, id: row.id }), (row) => row)
      return { ...page, data: await present(page.data) }
    },
    get: presentOne,
    async create(tenantId: string, body: CreateSuppressionRuleBody, actor: { id: string; tokenId: string }) {
      assertValidExpression(body.expression)
      const at = now()
      const expiresAt = futureOrNull(body.expires_at, at) ?? null
      const id = newId('sup', at.getTime())
      await db.transaction().execute(async (tx) => {
        // Serialise creations per tenant so that two concurrent requests cannot both pass the limit.
        await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute()
        if ((await repo.countRules(tx, tenantId)) >= MAX_RULES_PER_TENANT) {
          throw new ApiError('suppression_rule_limit', `A tenant has at most ${MAX_RULES_PER_TENANT} suppression rules; delete one first.`)
        }
        await tx.insertInto('suppression_rules').values({
          tenant_id: tenantId, id, name: body.name, reason: body.reason, expression: body.expression, expires_at: expiresAt,
          enabled: body.enabled ?? true, created_by: actor.id, created_at: at, updated_at: at, deleted_at: null, pending: true,
        }).execute()
        await recordAudit(tx, tenantId, actor.tokenId, 'suppression_rule.created', { rule_id: id, name: body.name, reason: body.reason, expression: body.expression, expires_at: isoOrNull(expiresAt) }, at)
      })
      await applyIfSmall(tenantId, id, { enabled: body.enabled ?? true, deleted_at: null, expires_at: expiresAt })
      return presentOne(tenantId, id)
    },
    async update(tenantId: string, id: string, body: UpdateSuppressionRuleBody, actor: { tokenId: string }) {
      if (body.expression !== undefined) assertValidExpression(body.expression)
      const at = now()
      const expiresAt = futureOrNull(body.expires_at, at)
      const saved = await db.transaction().execute(async (tx) => {
        const current = await tx.selectFrom('suppression_rules').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
          .where('deleted_at', 'is', null).forUpdate().executeTakeFirst()
        if (!current) throw notFound('suppression rule', id)
        // What decides which findings it silences: a change of any of them is applied to the findings.
        const matters = (body.expression !== undefined && body.expression !== current.expression) || (body.enabled !== undefined && body.enabled !== current.enabled)
          || (expiresAt !== undefined && (expiresAt?.getTime() ?? null) !== (current.expires_at?.getTime() ?? null))
        const row = await tx.updateTable('suppression_rules').set({
          ...(body.name !== undefined ? { name: body.name } : {}), ...(body.reason !== undefined ? { reason: body.reason } : {}),
          ...(body.expression !== undefined ? { expression: body.expression } : {}), ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
          updated_at: at, ...(matters ? { pending: true } : {}),
        }).where('tenant_id', '=', tenantId).where('id', '=', id).returning(['enabled', 'deleted_at', 'expires_at']).executeTakeFirstOrThrow()
        await recordAudit(tx, tenantId, actor.tokenId, 'suppression_rule.updated', { rule_id: id, changed: body }, at)
        return { matters, row }
      })
      if (saved.matters) await applyIfSmall(tenantId, id, saved.row)
      return presentOne(tenantId, id)
    },
    async remove(tenantId: string, id: string, actor: { tokenId: string }) {
      const at = now()
      await db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ name: string }>`update suppression_rules set deleted_at = ${at}, updated_at = ${at}, pending = true
          where tenant_id = ${tenantId} and id = ${id} and deleted_at is null returning name`.execute(tx)
        if (rows.length === 0) throw notFound('suppression rule', id)
        await recordAudit(tx, tenantId, actor.tokenId, 'suppression_rule.deleted', { rule_id: id, name: rows[0]!.name }, at)
      })
      await applyIfSmall(tenantId, id, { enabled: false, deleted_at: at, expires_at: null })
    },
    preview(tenantId: string, body: SuppressionPreviewBody) {
      assertValidExpression(body.expression)
      return oneAtATime(tenantId, () => previewSuppression(db, tenantId, body.expression, { pool: pool(), deadlineMs: options.previewDeadlineMs ?? SUPPRESSION_PREVIEW_DEADLINE_MS }))
    },
  }
}
