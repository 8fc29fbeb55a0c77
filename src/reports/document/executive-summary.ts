import { auditsBetween, previousCompletedAudit } from '../../audits/index.ts'
import { checkById } from '../../checks/index.ts'
import { DIMENSIONS, SEVERITIES, type Dimension, type Severity } from '../../findings/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { documentHeader, type ReportContext } from './context.ts'
import { TOP_RISKS, TREND_AUDITS, type ExecutiveSummary } from './executive-summary-schema.ts'
import { changeCounts, checkGroups, completedAuditsUpTo, countsBySeverityAndDimension } from './repo.ts'
import { postureScore, SCORE_FORMULA, SCORE_WEIGHTS } from './score.ts'
import { estimateWaste } from './waste.ts'

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>

export async function buildExecutiveSummary(db: DbOrTx, context: ReportContext): Promise<ExecutiveSummary> {
  const { tenantId, audit, scope } = context
  const matrix = Object.fromEntries(DIMENSIONS.map((d) => [d, zeros(SEVERITIES)])) as Record<Dimension, Record<Severity, number>>
  const bySeverity = zeros(SEVERITIES)
  const byDimension = zeros(DIMENSIONS)
  let total = 0
  for (const row of await countsBySeverityAndDimension(db, tenantId, scope)) {
    const [s, d] = [row.severity as Severity, row.dimension as Dimension]
    if (!(d in matrix) || !(s in bySeverity)) continue // a vocabulary the schema does not know cannot be reported
    matrix[d][s] += row.n
    bySeverity[s] += row.n
    byDimension[d] += row.n
    total += row.n
  }
  const score = postureScore(bySeverity, audit.resources_scanned)

  const trend = (await completedAuditsUpTo(db, tenantId, audit, TREND_AUDITS)).reverse().map((a) => {
    const summary = a.summary as { open?: number; by_severity?: Partial<Record<Severity, number>> } | null
    const counts = { ...zeros(SEVERITIES), ...summary?.by_severity }
    return {
      audit_id: a.id, completed_at: a.completed_at!.toISOString(), resources_scanned: a.resources_scanned,
      open: summary?.open ?? 0, by_severity: counts, score: postureScore(counts, a.resources_scanned).value,
    }
  })

  const topRisks = (await checkGroups(db, tenantId, scope, TOP_RISKS)).map((g, i) => ({
    rank: i + 1, check_id: g.check_id, title: checkById(g.check_id)?.title ?? g.title,
    severity: g.severity as Severity, dimension: g.dimension as Dimension, affected_resources: g.findings,
  }))

  // Net change since the previous completed audit; with none, everything open is new.
  const previous = await previousCompletedAudit(db, tenantId, audit)
  const changes = previous
    ? { previous_audit: { id: previous.id, completed_at: previous.completed_at!.toISOString() }, ...await changeCounts(db, tenantId, await auditsBetween(db, tenantId, previous, audit), scope.filter) }
    : { previous_audit: null, new: total, resolved: 0 }

  return {
    ...documentHeader(context, 'executive_summary'),
    posture_score: {
      value: score.value, weighted_open_findings: score.weighted, resources_evaluated: audit.resources_scanned,
      weights: { ...SCORE_WEIGHTS }, formula: SCORE_FORMULA,
    },
    open_findings: { total, by_severity: bySeverity, by_dimension: byDimension, matrix },
    trend,
    top_risks: topRisks,
    changes,
    cost: await estimateWaste(db, tenantId, scope, audit.snapshot_at),
  }
}
