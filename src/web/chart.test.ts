import assert from 'node:assert/strict'
import { test } from 'node:test'
import { emptyMatrix, severityChartSvg, SEVERITY_COLORS } from './chart.ts'

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
