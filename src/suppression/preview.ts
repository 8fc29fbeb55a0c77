import { sql } from 'kysely'
import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { findingsInContextBatches } from '../findings/index.ts'
import { EvaluationBudget, evaluateBatches, type PolicyEvaluatorPool } from '../policies/index.ts'
import { PREVIEW_MATCHES, type SuppressionPreview } from './schemas.ts'

/** Evaluation time a preview may spend over a tenant's open and accepted findings (reading them is not counted). */
export const SUPPRESSION_PREVIEW_DEADLINE_MS = 10_000

/**
 * What a rule with `expression` would silence if created now: the open and accepted findings no rule silences
 * that it matches (exactly what creating it does), counted, and the first few. Reads only; evaluated in the policies' threads within the deadline,
 * past which the preview is refused with 422 `policy_evaluation_limit`.
 */
export async function previewSuppression(db: Db, tenantId: string, expression: string, options: { pool: PolicyEvaluatorPool; deadlineMs: number }): Promise<SuppressionPreview> {
  const result: SuppressionPreview = { total: 0, scanned: 0, matches: [] }
  const budget = new EvaluationBudget(options.deadlineMs)
  const policy = { expression, target: 'finding' as const, severity: 'info', budget }
  const candidates = findingsInContextBatches(db, tenantId, sql`f.suppressed_by is null and f.status <> 'resolved'`)
  const scan = await evaluateBatches(options.pool, policy, candidates, (f) => f.context, (batch, matches) => {
    result.total += matches.length
    for (const i of matches.slice(0, Math.max(0, PREVIEW_MATCHES - result.matches.length))) {
      const { finding, resource } = batch[i]!.context
      result.matches.push({
        finding: { id: finding!.id!, check_id: finding!.check_id, severity: finding!.severity as never, dimension: finding!.dimension as never, title: finding!.title },
        resource: { id: resource.id, kind: resource.kind, provider: resource.provider, region: resource.region, name: resource.name, external_id: resource.external_id },
      })
    }
  })
  result.scanned = scan.scanned
  if (scan.failure) {
    const error = new ApiError('policy_evaluation_limit', `Evaluating the expression over your open and accepted findings stopped: ${scan.failure.message} (${scan.scanned} findings were evaluated before). Simplify the expression (iterate over fewer or shorter lists).`)
    error.details = { reason: scan.failure.reason, scanned: scan.scanned }
    throw error
  }
  return result
}
