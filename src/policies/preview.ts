import { activeFindingsWithResources, type Dimension, severityRank, type Severity } from '../findings/index.ts'
import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { inventorySnapshot } from '../resources/index.ts'
import { EvaluationBudget, type PolicyEvaluatorPool, type PolicyFailure } from './evaluator-pool.ts'
import type { PolicyContext } from './expression.ts'
import type { PreviewBody, PreviewResult } from './schemas.ts'

// A timestamp after any row's: the snapshot reader then returns the current inventory.
const CURRENT = new Date('9999-12-31T23:59:59.999Z')

/** Evaluation time a preview may spend over the whole inventory (reading it from the database is not counted). */
export const PREVIEW_DEADLINE_MS = 10_000

export interface PreviewOptions { pool: PolicyEvaluatorPool; deadlineMs: number }

/**
 * Evaluates an unsaved policy (already compiled, so within the expression limits) against the current
 * inventory (target `resource`) or the current open and accepted findings (target `finding`), counting
 * every match and keeping the first few. Reads only. Evaluation runs in the pool's threads, batch by batch,
 * within one deadline; past it the preview is refused with 422 `policy_evaluation_limit`.
 */
export async function previewPolicy(db: Db, tenantId: string, body: PreviewBody, options: PreviewOptions): Promise<PreviewResult> {
  const limit = body.limit ?? 20
  const result: PreviewResult = { total: 0, scanned: 0, matches: [] }
  const budget = new EvaluationBudget(options.deadlineMs)
  const policy = { expression: body.expression, target: body.target, severity: body.severity ?? 'info', budget }
  const matching = async (items: PolicyContext[]) => {
    const [matches] = await options.pool.evaluate([policy], items)
    if (budget.failure) throw evaluationFailed(budget.failure, body.target, result.scanned)
    result.scanned += items.length
    result.total += matches!.length
    return matches!.slice(0, Math.max(0, limit - result.matches.length))
  }
  const ref = (r: { id: string; kind: string; provider: string; region: string; name: string; external_id: string }) =>
    ({ id: r.id, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id })

  if (body.target === 'resource') {
    for await (const batch of inventorySnapshot(db, tenantId, CURRENT)) {
      for (const i of await matching(batch.map((resource) => ({ resource })))) result.matches.push({ resource: ref(batch[i]!), finding: null })
    }
    return result
  }
  for await (const batch of activeFindingsWithResources(db, tenantId)) {
    for (const i of await matching(batch)) {
      const { finding, resource } = batch[i]!
      const raise = body.severity && severityRank(body.severity) > severityRank(finding.severity) ? body.severity : null
      result.matches.push({ resource: ref(resource), finding: { ...finding, severity: finding.severity as Severity, dimension: finding.dimension as Dimension, would_raise_to: raise } })
    }
  }
  return result
}

function evaluationFailed(failure: PolicyFailure, target: PreviewBody['target'], scanned: number): ApiError {
  const records = target === 'resource' ? 'resources' : 'findings'
  const error = new ApiError('policy_evaluation_limit',
    `Evaluating the policy over your ${records} stopped: ${failure.message} (${scanned} ${records} were evaluated before). Nothing was saved; simplify the expression (iterate over fewer or shorter lists).`)
  error.details = { reason: failure.reason, scanned }
  return error
}
