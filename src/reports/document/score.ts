import { SEVERITIES, type Severity } from '../../vocabulary/index.ts'

/** Weight of one open finding in the posture score, by severity. */
export const SCORE_WEIGHTS: Readonly<Record<Severity, number>> = Object.freeze({ critical: 10, high: 5, medium: 2, low: 1, info: 0 })
/** Score points lost per weighted open finding per evaluated resource. */
export const SCORE_PENALTY = 10

export const SCORE_FORMULA =
  `score = clamp(0, 100, 100 − ${SCORE_PENALTY} × W ÷ R), rounded to one decimal; W = Σ weight of each open finding `
  + `(critical ${SCORE_WEIGHTS.critical}, high ${SCORE_WEIGHTS.high}, medium ${SCORE_WEIGHTS.medium}, low ${SCORE_WEIGHTS.low}, info ${SCORE_WEIGHTS.info}); `
  + 'R = resources the audit evaluated; no score when R = 0'

/**
 * The posture score: 100 for no weighted open findings, 0 at one critical finding (or two high ones) per
 * evaluated resource. Dividing by the estate's size makes estates of different sizes comparable, and the
 * weights make one critical finding count as much as ten low ones.
 */
export function postureScore(openBySeverity: Readonly<Record<Severity, number>>, resourcesEvaluated: number): { value: number | null; weighted: number } {
  const weighted = SEVERITIES.reduce((sum, s) => sum + SCORE_WEIGHTS[s] * openBySeverity[s], 0)
  if (resourcesEvaluated <= 0) return { value: null, weighted }
  const raw = 100 - (SCORE_PENALTY * weighted) / resourcesEvaluated
  return { value: Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10, weighted }
}
