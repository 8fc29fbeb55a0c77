import { DIMENSIONS, SEVERITIES, type Dimension, type Severity } from '../../findings/index.ts'
import { formatDay, formatInt, formatScore } from './format.ts'
import { COLORS, DIMENSION_LABELS, SEVERITY_COLORS, SEVERITY_LABELS, SIZES } from './theme.ts'
import type { ReportWriter } from './writer.ts'

// Charts drawn as vector paths (rectangles, lines, text), so they print sharp at any zoom and their labels
// are real text. Each chart is measured and kept whole on one page.

/** A round axis maximum ≥ `max` with at most 5 steps of 1, 2 or 5 × 10^k. */
export function niceScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 }
  const rough = max / 5
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!
  const integral = Math.max(1, step)
  return { top: Math.ceil(max / integral) * integral, step: integral }
}

const SEVERITY_ORDER = [...SEVERITIES].reverse() // most severe first, left to right

function legend(w: ReportWriter, x: number, y: number, items: { label: string; color: string; line?: boolean }[]) {
  let cx = x
  for (const item of items) {
    if (item.line) {
      w.doc.moveTo(cx, y + 4).lineTo(cx + 12, y + 4).lineWidth(1.6).strokeColor(item.color).stroke()
      w.doc.circle(cx + 6, y + 4, 2).fillColor(item.color).fill()
    } else w.doc.rect(cx, y, 9, 9).fillColor(item.color).fill()
    w.label(item.label, cx + 14, y + 0.5, { size: SIZES.small, color: COLORS.ink })
    cx += 14 + w.textWidth(item.label, { size: SIZES.small }) + 14
  }
}

/** Open findings per dimension, one horizontal bar each, stacked by severity, with its total. */
export function severityByDimensionChart(w: ReportWriter, matrix: Record<Dimension, Record<Severity, number>>) {
  const row = 26, bar = 15, labelWidth = 82, totalWidth = 40, axis = 16, legendHeight = 22
  const height = DIMENSIONS.length * row + axis + legendHeight + 6
  w.ensure(height)
  const top = w.y
  const plotLeft = w.left + labelWidth
  const plotWidth = w.width - labelWidth - totalWidth
  const totals = DIMENSIONS.map((d) => SEVERITIES.reduce((sum, s) => sum + matrix[d][s], 0))
  const { top: max, step } = niceScale(Math.max(...totals))
  const plotBottom = top + DIMENSIONS.length * row

  for (let v = 0; v <= max; v += step) {
    const x = plotLeft + (plotWidth * v) / max
    w.doc.moveTo(x, top - 2).lineTo(x, plotBottom).lineWidth(0.4).strokeColor(COLORS.line).stroke()
    w.label(formatInt(v), x - 20, plotBottom + 4, { size: SIZES.small, color: COLORS.muted, width: 40, align: 'center' })
  }
  DIMENSIONS.forEach((d, i) => {
    const y = top + i * row + (row - bar) / 2
    w.label(DIMENSION_LABELS[d], w.left, y + 3, { size: SIZES.body, color: COLORS.ink, width: labelWidth - 8, align: 'right' })
    let x = plotLeft
    for (const s of SEVERITY_ORDER) {
      const width = (plotWidth * matrix[d][s]) / max
      if (width <= 0) continue
      w.doc.rect(x, y, width, bar).fillColor(SEVERITY_COLORS[s]).fill()
      x += width
    }
    w.label(formatInt(totals[i]!), x + 5, y + 3, { style: 'bold', size: SIZES.body })
  })
  legend(w, plotLeft, plotBottom + axis + 6, SEVERITY_ORDER.map((s) => ({ label: SEVERITY_LABELS[s], color: SEVERITY_COLORS[s] })))
  w.y = top + height
  w.space(6)
}

export interface TrendPoint { completed_at: string; by_severity: Record<Severity, number>; open: number; score: number | null }

/** Open findings after each audit (stacked bars, left axis) and the posture score (line, right axis 0–100). */
export function trendChart(w: ReportWriter, points: TrendPoint[]) {
  const plotHeight = 150, axisLeft = 36, axisRight = 30, labels = 16, legendHeight = 22
  const height = plotHeight + labels + legendHeight + 14
  w.ensure(height)
  const top = w.y + 6
  const plotLeft = w.left + axisLeft
  const plotWidth = w.width - axisLeft - axisRight
  const plotBottom = top + plotHeight
  const { top: max, step } = niceScale(Math.max(0, ...points.map((p) => p.open)))
  const slot = plotWidth / Math.max(points.length, 1)
  const barWidth = Math.min(34, slot * 0.55)

  for (let v = 0; v <= max; v += step) {
    const y = plotBottom - (plotHeight * v) / max
    w.doc.moveTo(plotLeft, y).lineTo(plotLeft + plotWidth, y).lineWidth(0.4).strokeColor(COLORS.line).stroke()
    w.label(formatInt(v), w.left, y - 3.5, { size: SIZES.small, color: COLORS.muted, width: axisLeft - 5, align: 'right' })
  }
  for (const score of [0, 50, 100]) {
    const y = plotBottom - (plotHeight * score) / 100
    w.label(String(score), plotLeft + plotWidth + 5, y - 3.5, { size: SIZES.small, color: COLORS.ink })
  }
  const scorePoints: [number, number][] = []
  points.forEach((p, i) => {
    const cx = plotLeft + slot * (i + 0.5)
    let y = plotBottom
    for (const s of SEVERITY_ORDER) {
      const h = (plotHeight * p.by_severity[s]) / max
      if (h <= 0) continue
      w.doc.rect(cx - barWidth / 2, y - h, barWidth, h).fillColor(SEVERITY_COLORS[s]).fill()
      y -= h
    }
    w.label(formatInt(p.open), cx - slot / 2, y - 11, { size: SIZES.small, width: slot, align: 'center', style: 'bold' })
    w.label(formatDay(p.completed_at), cx - slot / 2, plotBottom + 4, { size: SIZES.small, color: COLORS.muted, width: slot, align: 'center' })
    if (p.score !== null) scorePoints.push([cx, plotBottom - (plotHeight * p.score) / 100])
  })
  if (scorePoints.length > 0) {
    w.doc.moveTo(...scorePoints[0]!)
    for (const point of scorePoints.slice(1)) w.doc.lineTo(...point)
    w.doc.lineWidth(1.6).strokeColor(COLORS.ink).stroke()
    for (const [x, y] of scorePoints) w.doc.circle(x, y, 3).lineWidth(1).fillAndStroke(COLORS.ink, COLORS.white)
  }
  w.doc.moveTo(plotLeft, plotBottom).lineTo(plotLeft + plotWidth, plotBottom).lineWidth(0.8).strokeColor(COLORS.muted).stroke()
  legend(w, plotLeft, plotBottom + labels + 6, [
    ...SEVERITY_ORDER.map((s) => ({ label: SEVERITY_LABELS[s], color: SEVERITY_COLORS[s] })),
    { label: `Posture score (right axis; latest ${formatScore(points.at(-1)?.score ?? null)})`, color: COLORS.ink, line: true },
  ])
  w.y = top + height
}

/** One 100 % bar split into parts (compliance statuses), each labelled with its count. */
export function proportionBar(w: ReportWriter, parts: { label: string; value: number; color: string }[]) {
  const height = 18 + 22
  w.ensure(height + 8)
  const top = w.y
  const total = parts.reduce((sum, p) => sum + p.value, 0)
  let x = w.left
  for (const part of parts) {
    if (part.value === 0 || total === 0) continue
    const width = (w.width * part.value) / total
    w.doc.rect(x, top, width, 18).fillColor(part.color).fill()
    if (width > 24) w.label(formatInt(part.value), x, top + 5, { style: 'bold', size: SIZES.small, color: COLORS.white, width, align: 'center' })
    x += width
  }
  if (total === 0) w.doc.rect(w.left, top, w.width, 18).fillColor(COLORS.soft).fill()
  legend(w, w.left, top + 26, parts.map((p) => ({ label: `${p.label}: ${formatInt(p.value)}`, color: p.color })))
  w.y = top + height + 8
}
