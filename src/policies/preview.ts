import { activeFindingsWithResources, type Dimension, severityRank, type Severity } from '../findings/index.ts'
import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { inventorySnapshot } from '../resources/index.ts'
import { EvaluationBudget, evaluateBatches, type PolicyEvaluatorPool, type PolicyFailure } from './evaluator-pool.ts'
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
  const firstFew = (matches: number[]) => {
    result.total += matches.length
    return matches.slice(0, Math.max(0, limit - result.matches.length))
  }
  const ref = (r: { id: string; kind: string; provider: string; region: string; name: string; external_id: string }) =>
    ({ id: r.id, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id })

  const scan = body.target === 'resource'
    ? await evaluateBatches(options.pool, policy, inventorySnapshot(db, tenantId, CURRENT), (resource) => ({ resource }), (batch, matches) => {
      for (const i of firstFew(matches)) result.matches.push({ resource: ref(batch[i]!), finding: null })
    })
    : await evaluateBatches(options.pool, policy, activeFindingsWithResources(db, tenantId), (f) => f.context, (batch, matches) => {
      for (const i of firstFew(matches)) {
        const { finding, resource } = batch[i]!.context
        const raise = body.severity && severityRank(body.severity) > severityRank(finding!.severity) ? body.severity : null
        result.matches.push({ resource: ref(resource), finding: { id: finding!.id!, check_id: finding!.check_id, title: finding!.title, status: finding!.status as never, severity: finding!.severity as Severity, dimension: finding!.dimension as Dimension, would_raise_to: raise } })
      }
    })
  result.scanned = scan.scanned
  if (scan.failure) throw evaluationFailed(scan.failure, body.target, scan.scanned)
  return result
}

function evaluationFailed(failure: PolicyFailure, target: PreviewBody['target'], scanned: number): ApiError {
  const records = target === 'resource' ? 'resources' : 'findings'
  const error = new ApiError('policy_evaluation_limit',
    `Evaluating the policy over your ${records} stopped: ${failure.message} (${scanned} ${records} were evaluated before). Nothing was saved; simplify the expression (iterate over fewer or shorter lists).`)
  error.details = { reason: failure.reason, scanned }
  return error
}
