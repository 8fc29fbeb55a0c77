import { DIMENSIONS, SEVERITIES, type Dimension, type Severity } from '../findings/index.ts'

// The dashboard's chart, drawn on the server as SVG: open findings per dimension, one stacked bar each,
// split by severity (most severe first). No script, no external asset; the numbers are also in a table
// next to it for screen readers and for copying.

export const SEVERITY_COLORS: Record<Severity, string> = {
  critical: '#8e1b1b', high: '#d1452f', medium: '#e59a1a', low: '#3b7dd8', info: '#7a8594',
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type Matrix = Record<Dimension, Record<Severity, number>>

export function emptyMatrix(): Matrix {
  return Object.fromEntries(DIMENSIONS.map((d) => [d, Object.fromEntries(SEVERITIES.map((s) => [s, 0]))])) as Matrix
}

export function severityChartSvg(matrix: Matrix): string {
  const order = [...SEVERITIES].reverse()
  const totals = DIMENSIONS.map((d) => SEVERITIES.reduce((sum, s) => sum + matrix[d][s], 0))
  const max = Math.max(1, ...totals)
  const width = 640, label = 110, right = 56, row = 34, bar = 20, top = 8
  const legendY = top + DIMENSIONS.length * row + 10
  const height = legendY + 24
  const scale = (width - label - right) / max
  const parts: string[] = []
  DIMENSIONS.forEach((dimension, i) => {
    const y = top + i * row
    parts.push(`<text x="${label - 8}" y="${y + bar / 2 + 5}" text-anchor="end" class="chart-label">${escape(dimension)}</text>`)
    let x = label
    for (const severity of order) {
      const count = matrix[dimension][severity]
      if (count === 0) continue
      const w = Math.max(1, count * scale)
      parts.push(`<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${bar}" fill="${SEVERITY_COLORS[severity]}"><title>${escape(`${dimension}, ${severity}: ${count}`)}</title></rect>`)
      x += w
    }
    parts.push(`<text x="${(x + 6).toFixed(1)}" y="${y + bar / 2 + 5}" class="chart-total">${totals[i]}</text>`)
  })
  order.forEach((severity, i) => {
    const x = label + i * 96
    parts.push(`<rect x="${x}" y="${legendY}" width="12" height="12" fill="${SEVERITY_COLORS[severity]}"/>`)
    parts.push(`<text x="${x + 17}" y="${legendY + 11}" class="chart-legend">${escape(severity)}</text>`)
  })
  const summary = DIMENSIONS.map((d, i) => `${d} ${totals[i]}`).join(', ')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title" class="chart">`
    + `<title id="chart-title">${escape(`Open findings by dimension and severity: ${summary}`)}</title>${parts.join('')}</svg>`
}

/** A day or week of the trend: its start and the open findings per severity at its end. */
export interface TrendPoint { start: string; open: Record<Severity, number> }

/**
 * The dashboard's trend: open findings per severity at the end of each day, stacked (critical at the bottom,
 * where the eye starts), one polygon per severity. Drawn on the server like the bar chart; the first and
 * last days are labelled, and the figures are in a table beside it.
 */
export function trendChartSvg(points: TrendPoint[], caption: string): string {
  const order = [...SEVERITIES].reverse()
  const width = 640, left = 48, right = 12, top = 10, plot = 180
  const legendY = top + plot + 34
  const height = legendY + 20
  const totals = points.map((p) => order.reduce((sum, s) => sum + p.open[s], 0))
  const max = niceCeiling(Math.max(1, ...totals))
  const x = (i: number) => left + (points.length <= 1 ? 0 : (i * (width - left - right)) / (points.length - 1))
  const y = (value: number) => top + plot - (value * plot) / max
  const parts: string[] = []
  for (const fraction of [0, 0.5, 1]) {
    const value = Math.round(max * fraction)
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" class="chart-grid"/>`)
    parts.push(`<text x="${left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end" class="chart-legend">${value}</text>`)
  }
  const below = points.map(() => 0)
  for (const severity of order) {
    const above = points.map((p, i) => below[i]! + p.open[severity])
    if (above.some((v, i) => v !== below[i])) {
      const upper = points.map((_, i) => `${x(i).toFixed(1)},${y(above[i]!).toFixed(1)}`)
      const lower = points.map((_, i) => `${x(i).toFixed(1)},${y(below[i]!).toFixed(1)}`).reverse()
      const last = points.at(-1)!.open[severity]
      parts.push(`<polygon points="${[...upper, ...lower].join(' ')}" fill="${SEVERITY_COLORS[severity]}" class="trend-${severity}"><title>${escape(`${severity}: ${last} open now`)}</title></polygon>`)
    }
    above.forEach((v, i) => { below[i] = v })
  }
  if (points.length > 0) {
    parts.push(`<text x="${left}" y="${top + plot + 16}" class="chart-legend">${escape(points[0]!.start.slice(0, 10))}</text>`)
    parts.push(`<text x="${width - right}" y="${top + plot + 16}" text-anchor="end" class="chart-legend">${escape(points.at(-1)!.start.slice(0, 10))}</text>`)
  }
  order.forEach((severity, i) => {
    const lx = left + i * 96
    parts.push(`<rect x="${lx}" y="${legendY}" width="12" height="12" fill="${SEVERITY_COLORS[severity]}"/>`)
    parts.push(`<text x="${lx + 17}" y="${legendY + 11}" class="chart-legend">${escape(severity)}</text>`)
  })
  const now = totals.at(-1) ?? 0
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="trend-title" class="chart trend">`
    + `<title id="trend-title">${escape(`${caption}: ${totals[0] ?? 0} open at the start, ${now} now`)}</title>${parts.join('')}</svg>`
}

/** 1, 2 or 5 times a power of ten, at least `value`: round gridline labels. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= value)!
}
