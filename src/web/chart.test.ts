import assert from 'node:assert/strict'
import { test } from 'node:test'
import { emptyMatrix, severityChartSvg, SEVERITY_COLORS, trendChartSvg, type TrendPoint } from './chart.ts'

test('one segment per non-zero cell, widths proportional to counts, totals printed', () => {
  const m = emptyMatrix()
  m.security.critical = 10
  m.security.low = 30
  m.cost.medium = 20
  const svg = severityChartSvg(m)
  const rects = [...svg.matchAll(/<rect x="([\d.]+)" y="(\d+)" width="([\d.]+)" height="20" fill="(#\w+)"><title>([^<]+)<\/title>/g)]
  assert.deepEqual(rects.map((r) => r[5]), ['security, critical: 10', 'security, low: 30', 'cost, medium: 20'])
  const [critical, low, medium] = rects.map((r) => Number(r[3]))
  assert.ok(Math.abs(low! - 3 * critical!) < 0.2 && Math.abs(medium! - 2 * critical!) < 0.2)
  assert.equal(rects[0]![4], SEVERITY_COLORS.critical)
  assert.match(svg, /class="chart-total">40</)
  assert.match(svg, /<title id="chart-title">Open findings by dimension and severity: security 40, cost 20, architecture 0, compliance 0<\/title>/)
})

test('an empty matrix draws no bars and no NaN', () => {
  const svg = severityChartSvg(emptyMatrix())
  assert.doesNotMatch(svg, /NaN|Infinity|height="20"/)
  assert.equal([...svg.matchAll(/class="chart-total">0</g)].length, 4)
})

test('the trend stacks one polygon per severity present, critical at the bottom, scaled to a round maximum', () => {
  const point = (day: number, critical: number, low: number): TrendPoint => ({
    start: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`, open: { critical, high: 0, medium: 0, low, info: 0 },
  })
  const svg = trendChartSvg([point(1, 10, 20), point(2, 30, 40), point(3, 0, 70)], 'Open findings, last 3 days')
  const polygons = [...svg.matchAll(/<polygon points="([^"]+)" fill="(#\w+)" class="trend-(\w+)">/g)]
  assert.deepEqual(polygons.map((p) => p[3]), ['critical', 'low'])
  const ys = (i: number) => polygons[i]![1]!.split(' ').map((pair) => Number(pair.split(',')[1]))
  // Plot 180 px high from y = 10, maximum 100 (the total peaks at 70): critical's top edge at 10, 30, 0.
  assert.deepEqual(ys(0).slice(0, 3), [172, 136, 190])
  // Low sits on critical: its top edge at 30, 70, 70.
  assert.deepEqual(ys(1).slice(0, 3), [136, 64, 64])
  assert.match(svg, /<title id="trend-title">Open findings, last 3 days: 30 open at the start, 70 now<\/title>/)
  assert.match(svg, />2026-11-01</)
  assert.match(svg, />2026-11-03</)
})

test('an empty trend draws axes and no polygon, without NaN', () => {
  const svg = trendChartSvg([{ start: '2026-11-01T00:00:00.000Z', open: { critical: 0, high: 0, medium: 0, low: 0, info: 0 } }], 'Empty')
  assert.doesNotMatch(svg, /NaN|Infinity|<polygon/)
})
