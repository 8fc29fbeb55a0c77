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
