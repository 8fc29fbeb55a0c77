import Type, { type Static } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../../vocabulary/index.ts'
import { Count, Dimension, DimensionCounts, keyed, reportHeader, reportObject, Severity, SeverityCounts, Timestamp } from './common-schema.ts'
import { SCORE_FORMULA, SCORE_WEIGHTS } from './score.ts'

export const TREND_AUDITS = 10
export const TOP_RISKS = 10

const Score = Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()], { description: `Posture score 0–100 (higher is better): ${SCORE_FORMULA}.` })

export const ExecutiveSummary = reportObject({
  ...reportHeader('executive_summary', '`executive_summary`: posture score, open findings, trend, top risks, changes and cost waste.'),
  posture_score: Type.Object({
    value: Score,
    weighted_open_findings: Type.Integer({ minimum: 0, description: 'W: the sum of the severity weights of the open findings counted.' }),
    resources_evaluated: Count('R: resources the audit evaluated.'),
    weights: keyed(SEVERITIES, (s) => Type.Integer({ description: `Weight of one ${s} finding (${SCORE_WEIGHTS[s]}).` }), 'The severity weights.'),
    formula: Type.String({ description: 'The formula in words.' }),
  }, { additionalProperties: false, description: 'How healthy the estate is, as one number.' }),
  open_findings: Type.Object({
    total: Count('Open findings counted (after the filters).'),
    by_severity: SeverityCounts('Open findings by severity.'),
    by_dimension: DimensionCounts('Open findings by dimension.'),
    matrix: keyed(DIMENSIONS, (d) => SeverityCounts(`Open ${d} findings by severity.`), 'Open findings by dimension × severity: every cell, zeros included.'),
  }, { additionalProperties: false, description: 'Open findings right after the audit.' }),
  trend: Type.Array(Type.Object({
    audit_id: Type.String({ description: '`aud_` id.' }),
    completed_at: Timestamp('When that audit completed.'),
    resources_scanned: Count('Resources it evaluated.'),
    open: Count('Findings it left open.'),
    by_severity: SeverityCounts('Findings it left open, by severity.'),
    score: Score,
  }, { additionalProperties: false }), {
    maxItems: TREND_AUDITS,
    description: `The last ${TREND_AUDITS} completed audits up to and including this one, oldest first, from each audit's own summary: the whole workspace, without this report's filters.`,
  }),
  top_risks: Type.Array(Type.Object({
    rank: Type.Integer({ minimum: 1, description: '1 = most urgent.' }),
    check_id: Type.String({ description: 'The check (or `pol_` policy).' }),
    title: Type.String({ description: 'What is wrong.' }),
    severity: Severity,
    dimension: Dimension,
    affected_resources: Type.Integer({ minimum: 1, description: 'Resources with this open finding.' }),
  }, { additionalProperties: false }), { maxItems: TOP_RISKS, description: `The ${TOP_RISKS} checks with open findings ranked by highest severity, then by affected resources.` }),
  changes: Type.Object({
    previous_audit: Type.Union([Type.Object({
      id: Type.String({ description: '`aud_` id.' }), completed_at: Timestamp('When it completed.'),
    }, { additionalProperties: false }), Type.Null()], { description: 'The previous completed audit; null when there is none (everything open is then new).' }),
    new: Count('Findings open after this audit that were not open after the previous one (first detected or reopened).'),
    resolved: Count('Findings open after the previous audit that this audit (or one between them) found fixed.'),
  }, { additionalProperties: false, description: 'What changed since the previous completed audit, net of the audits between them (as `GET /v1/audits/{id}/diff`). Filters apply except `status`.' }),
  cost: Type.Object({
    currency: Type.Literal('USD', { description: 'Amounts are US dollars.' }),
    estimated_monthly_waste: Type.Number({ minimum: 0, description: 'Sum of the monthly saving estimated by each open cost finding\'s check, from the resource\'s attributes at the audit\'s snapshot.' }),
    findings: Count('Open cost findings counted.'),
    findings_without_estimate: Count('Open cost findings with no estimate (raised by custom policies), not in the sum.'),
    by_check: Type.Array(Type.Object({
      check_id: Type.String({ description: 'The cost check.' }),
      title: Type.String({ description: 'What is wasted.' }),
      findings: Type.Integer({ minimum: 1, description: 'Open findings of this check.' }),
      monthly_usd: Type.Number({ minimum: 0, description: 'Their estimated monthly waste.' }),
    }, { additionalProperties: false }), { description: 'Waste per check, largest first.' }),
  }, { additionalProperties: false, description: 'Estimated monthly waste from open cost findings: list prices, to rank savings rather than to invoice them.' }),
}, 'ExecutiveSummaryReport', 'The executive summary: one page of numbers for management.')
export type ExecutiveSummary = Static<typeof ExecutiveSummary>
