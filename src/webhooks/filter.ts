import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import type { PolicyContext } from '../vocabulary/index.ts'
import { compileOrReject } from '../policies/index.ts'
import { findingsInContext, findingsInContextBatches } from '../findings/index.ts'
import { EvaluationBudget, evaluateBatches, policyEvaluatorPool } from '../policies/index.ts'

// Alert rules on webhook endpoints: an endpoint's `filter` is a CEL expression over a finding event's `finding`
// (id, check_id, severity, dimension, status, title — as the finding is once the change is made) and
// `resource`, with the language and limits of finding policies. Only the finding events it matches are
// delivered to the endpoint; events without a finding (audit.completed, resource.added, …) are not filtered.
// It is evaluated at fan-out, in the transaction that writes the events, in the policies' worker threads so
// that no expression blocks an event loop.

/** Evaluation time the filters of one fan-out may spend, each; past it the filter lets its events through. */
export const FILTER_BUDGET_MS = 5_000

/** Compiles or throws 422 `invalid_filter_expression` with the position (and the limit exceeded, if that is it). */
export function assertValidFilter(expression: string): void {
  compileOrReject(expression, 'finding', 'invalid_filter_expression', 'filter')
}

/** The finding id of a finding event (finding.*, policy.violated), or undefined for the others. */
export function findingIdOf(data: unknown): string | undefined {
  const finding = (data as { finding?: { id?: unknown } } | null)?.finding
  return typeof finding?.id === 'string' ? finding.id : undefined
}

/** The filter contexts of these findings, as they are in this transaction. */
export async function filterContexts(db: DbOrTx, tenantId: string, findingIds: string[]): Promise<Map<string, PolicyContext>> {
  if (findingIds.length === 0) return new Map()
  const ids = [...new Set(findingIds)]
  const rows = await findingsInContext(db, tenantId, sql`f.id = any(${sql.val(ids)}::text[])`, '', ids.length)
  return new Map(rows.map((f) => [f.id, f.context]))
}

/**
 * Which of `items` each filter matches (indices), evaluated off the event loop. A filter that runs out of
 * time or memory matches everything: an alert rule that cannot be evaluated lets its events through rather
 * than drop them silently.
 */
export async function evaluateFilters(filters: string[], items: PolicyContext[]): Promise<Set<number>[]> {
  if (filters.length === 0 || items.length === 0) return filters.map(() => new Set())
  const policies = filters.map((expression) => ({ expression, target: 'finding' as const, severity: 'info', budget: new EvaluationBudget(FILTER_BUDGET_MS) }))
  const outcomes = await policyEvaluatorPool().evaluate(policies, items)
  return policies.map((policy, i) => policy.budget.failure ? new Set(items.keys()) : new Set(outcomes[i]))
}

/** Evaluation time the webhook page's live count may spend over a tenant's open findings. */
export const FILTER_PREVIEW_DEADLINE_MS = 5_000

/**
 * How many of the tenant's open findings `expression` matches now (the webhook page's live count), in the
 * policies' threads within FILTER_PREVIEW_DEADLINE_MS; `complete` is false when the deadline stopped it early.
 * The expression must be valid (assertValidFilter).
 */
export async function countFilterMatches(db: DbOrTx, tenantId: string, expression: string): Promise<{ matched: number; open: number; complete: boolean }> {
  const budget = new EvaluationBudget(FILTER_PREVIEW_DEADLINE_MS)
  const policy = { expression, target: 'finding' as const, severity: 'info', budget }
  let matched = 0
  const scan = await evaluateBatches(policyEvaluatorPool(), policy, findingsInContextBatches(db, tenantId, sql`f.status = 'open'`), (f) => f.context, (_, matches) => {
    matched += matches.length
  })
  return { matched, open: scan.scanned, complete: !scan.failure }
}
