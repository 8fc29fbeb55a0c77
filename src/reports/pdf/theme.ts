import type { Dimension, Severity } from '../../findings/index.ts'

// The look of every report: A4, one sans-serif family, a restrained palette in which colour carries meaning
// (severity, pass/fail) and the rest is ink and greys. Severity colours match the web dashboard's chart.

export const PAGE_MARGINS = { top: 72, bottom: 64, left: 56, right: 56 }

export const COLORS = {
  ink: '#1b1f24', muted: '#5b6470', faint: '#8a929c', line: '#d9dde3', soft: '#f3f5f8', zebra: '#f8f9fb',
  accent: '#1f5fbf', accentDark: '#143f80', accentSoft: '#e8f0fb', white: '#ffffff',
  pass: '#1d6b3a', fail: '#b3261e', notEvaluated: '#7a8594', warn: '#8a5a00', warnSoft: '#fff6e0',
}

export const SEVERITY_COLORS: Record<Severity, string> = {
  critical: '#8e1b1b', high: '#d1452f', medium: '#e59a1a', low: '#3b7dd8', info: '#7a8594',
}

export const SIZES = { title: 30, subtitle: 14, h1: 17, h2: 12.5, body: 9.5, table: 8.5, small: 7.5, figure: 24 }

export const SEVERITY_LABELS: Record<Severity, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low', info: 'Info' }
export const DIMENSION_LABELS: Record<Dimension, string> = { security: 'Security', cost: 'Cost', architecture: 'Architecture', compliance: 'Compliance' }
