// One severity table for every format (MAPPING.md prints it). A severity the source does not give, or gives
// in words we do not know, is `medium`: an unknown problem should neither vanish among the infos nor page
// anyone as critical.
import type { Severity } from '../vocabulary/index.ts'

export const UNKNOWN_SEVERITY: Severity = 'medium'

const LABELS: Record<string, Severity> = {
  informational: 'info', info: 'info', none: 'info',
  low: 'low', note: 'low',
  medium: 'medium', moderate: 'medium', warning: 'medium',
  high: 'high', error: 'high',
  critical: 'critical', fatal: 'critical',
}

/** ASFF Severity.Label, Trivy/Checkov Severity, OCSF `severity`: case-insensitive words. */
export function severityFromLabel(label: unknown): Severity | null {
  return typeof label === 'string' ? LABELS[label.trim().toLowerCase()] ?? null : null
}

/** SARIF `level` (error, warning, note, none): its own table, so "error" cannot come from another field. */
export function severityFromSarifLevel(level: unknown): Severity | null {
  return level === 'error' ? 'high' : level === 'warning' ? 'medium' : level === 'note' ? 'low' : level === 'none' ? 'info' : null
}

/**
 * CVSS-like score bands, as GitHub code scanning reads SARIF `security-severity` (a string or a number):
 * ≥ 9 critical, ≥ 7 high, ≥ 4 medium, > 0 low, 0 info. Not a number 0–10: null (the level decides).
 */
export function severityFromScore(score: unknown): Severity | null {
  const value = typeof score === 'number' ? score : typeof score === 'string' && score.trim() !== '' ? Number(score) : NaN
  if (!Number.isFinite(value) || value < 0 || value > 10) return null
  return value >= 9 ? 'critical' : value >= 7 ? 'high' : value >= 4 ? 'medium' : value > 0 ? 'low' : 'info'
}

/** OCSF severity_id: 1 Informational, 2 Low, 3 Medium, 4 High, 5 Critical, 6 Fatal; 0 Unknown and 99 Other are null. */
export function severityFromOcsfId(id: unknown): Severity | null {
  const table: Record<number, Severity> = { 1: 'info', 2: 'low', 3: 'medium', 4: 'high', 5: 'critical', 6: 'critical' }
  return typeof id === 'number' ? table[id] ?? null : null
}

/** ASFF Severity.Normalized (0–100) when there is no Label: AWS's own bands. */
export function severityFromNormalized(value: unknown): Severity | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return null
  return value >= 90 ? 'critical' : value >= 70 ? 'high' : value >= 40 ? 'medium' : value >= 1 ? 'low' : 'info'
}
