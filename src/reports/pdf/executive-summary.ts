import { DIMENSIONS, SEVERITIES, type Severity } from '../../findings/index.ts'
import type { ExecutiveSummary } from '../document/schemas.ts'
import { describeFilters, facts, keyFigures, note, type Section } from './blocks.ts'
import { severityByDimensionChart, trendChart } from './charts.ts'
import { formatInstant, formatInt, formatScore, formatUsd, plural } from './format.ts'
import { table } from './table.ts'
import { COLORS, DIMENSION_LABELS, SEVERITY_COLORS, SEVERITY_LABELS } from './theme.ts'

const SEVERITY_ORDER = [...SEVERITIES].reverse()

const scoreColor = (score: number | null) => (score === null ? COLORS.muted : score >= 80 ? COLORS.pass : score >= 50 ? COLORS.warn : COLORS.fail)

export function executiveSummarySections(d: ExecutiveSummary): Section[] {
  const open = d.open_findings
  return [
    {
      id: 'summary', title: 'Summary', level: 1,
      render: (w) => {
        keyFigures(w, [
          { label: 'Posture score', value: formatScore(d.posture_score.value), note: 'out of 100', color: scoreColor(d.posture_score.value) },
          { label: 'Open findings', value: formatInt(open.total), note: `on ${plural(d.audit.resources_scanned, 'resource')}` },
          { label: 'Critical and high', value: formatInt(open.by_severity.critical + open.by_severity.high), note: 'open findings', color: SEVERITY_COLORS.critical },
          { label: 'Monthly waste', value: formatUsd(d.cost.estimated_monthly_waste), note: 'estimated, USD', color: COLORS.warn },
        ])
        const previous = d.changes.previous_audit
        w.paragraph(
          `The audit ${d.audit.id}, completed ${formatInstant(d.audit.completed_at)}, evaluated ${plural(d.audit.resources_scanned, 'resource')} and left `
          + `${plural(open.total, 'finding')} open: ${SEVERITY_ORDER.map((s) => `${formatInt(open.by_severity[s])} ${s}`).join(', ')}. `
          + (previous
            ? `Since the previous audit (${previous.id}, ${formatInstant(previous.completed_at)}), ${formatInt(d.changes.new)} findings are new and ${formatInt(d.changes.resolved)} were resolved.`
            : 'This is the workspace\'s first completed audit: every open finding is new.'),
        )
        if (d.top_risks[0]) {
          const top = d.top_risks[0]
          w.paragraph(`The most urgent risk is "${top.title}" (${SEVERITY_LABELS[top.severity].toLowerCase()}), open on ${plural(top.affected_resources, 'resource')}. The remediation plan report orders every fix.`)
        }
        note(w, `Filters: ${describeFilters(d.filters)}.`)
      },
    },
    {
      id: 'open-findings', title: 'Open findings by severity and dimension', level: 1, keep: 170,
      render: (w) => {
        severityByDimensionChart(w, open.matrix)
        type Row = { label: string; counts: Record<Severity, number>; total: number; bold?: boolean }
        const rows: Row[] = [
          ...DIMENSIONS.map((dim) => ({ label: DIMENSION_LABELS[dim], counts: open.matrix[dim], total: open.by_dimension[dim] })),
          { label: 'Total', counts: open.by_severity, total: open.total, bold: true },
        ]
        table<Row>(w, [
          { header: 'Dimension', width: 2.2, text: (r) => r.label, bold: true },
          ...SEVERITY_ORDER.map((s) => ({ header: SEVERITY_LABELS[s], width: 1, align: 'right' as const, text: (r: Row) => formatInt(r.counts[s]) })),
          { header: 'Total', width: 1.1, align: 'right', text: (r) => formatInt(r.total), bold: true },
        ], rows, { emphasize: (r) => r.bold === true })
      },
    },
    {
      id: 'trend', title: `Trend over the last ${d.trend.length === 1 ? 'audit' : `${d.trend.length} audits`}`, level: 1, keep: 230,
      render: (w) => {
        trendChart(w, d.trend)
        type Point = ExecutiveSummary['trend'][number]
        table<Point>(w, [
          { header: 'Audit completed', width: 3.3, text: (p) => formatInstant(p.completed_at), sub: (p) => p.audit_id },
          { header: 'Resources', width: 1.4, align: 'right', text: (p) => formatInt(p.resources_scanned) },
          ...SEVERITY_ORDER.map((s) => ({ header: SEVERITY_LABELS[s], width: s === 'critical' ? 1.2 : 1.05, align: 'right' as const, text: (p: Point) => formatInt(p.by_severity[s]) })),
          { header: 'Open', width: 1, align: 'right', text: (p) => formatInt(p.open), bold: true },
          { header: 'Score', width: 1, align: 'right', text: (p) => formatScore(p.score), bold: true },
        ], [...d.trend].reverse())
        note(w, 'Each audit\'s own summary of the whole workspace (this report\'s filters do not apply to the trend), newest first.')
      },
    },
    {
      id: 'top-risks', title: 'Top risks', level: 1,
      render: (w) => {
        if (d.top_risks.length === 0) return w.paragraph('No open findings: nothing to rank.')
        table(w, [
          { header: '#', width: 0.5, text: (r) => String(r.rank), bold: true },
          { header: 'Risk', width: 6, text: (r) => r.title, sub: (r) => r.check_id },
          { header: 'Severity', width: 1.4, text: (r) => SEVERITY_LABELS[r.severity], pill: (r) => SEVERITY_COLORS[r.severity] },
          { header: 'Dimension', width: 1.6, text: (r) => DIMENSION_LABELS[r.dimension] },
          { header: 'Resources', width: 1.3, align: 'right', text: (r) => formatInt(r.affected_resources), bold: true },
        ], d.top_risks)
        note(w, 'Checks with open findings, ranked by their highest severity and then by the number of resources affected.')
      },
    },
    {
      id: 'changes', title: 'Changes since the previous audit', level: 1,
      render: (w) => {
        const previous = d.changes.previous_audit
        facts(w, [
          ['Previous audit', previous ? `${previous.id}, completed ${formatInstant(previous.completed_at)}` : 'None: this is the first completed audit'],
          ['New findings', formatInt(d.changes.new)],
          ['Resolved findings', formatInt(d.changes.resolved)],
          ['Net change', `${d.changes.new - d.changes.resolved >= 0 ? '+' : ''}${formatInt(d.changes.new - d.changes.resolved)}`],
        ])
        note(w, 'New: open after this audit and not after the previous one (first detected or reopened). Resolved: open after the previous audit and found fixed since. Net of every audit in between, as the audit diff API counts them.')
      },
    },
    {
      id: 'waste', title: 'Estimated monthly waste', level: 1,
      render: (w) => {
        facts(w, [
          ['Estimated waste', `${formatUsd(d.cost.estimated_monthly_waste)} per month`],
          ['Open cost findings', formatInt(d.cost.findings)],
          ...(d.cost.findings_without_estimate > 0 ? [['Without an estimate', `${formatInt(d.cost.findings_without_estimate)} (custom policies)`] as [string, string]] : []),
        ])
        if (d.cost.by_check.length > 0) {
          table(w, [
            { header: 'Cost check', width: 6, text: (r) => r.title, sub: (r) => r.check_id },
            { header: 'Findings', width: 1.3, align: 'right', text: (r) => formatInt(r.findings) },
            { header: 'Per month', width: 1.8, align: 'right', text: (r) => formatUsd(r.monthly_usd), bold: true },
          ], d.cost.by_check)
        }
        note(w, 'Each cost check estimates the monthly saving of its fix from the resource\'s attributes at the audit (reported cost, or on-demand list prices). The estimates rank savings; they are not an invoice.')
      },
    },
    {
      id: 'method', title: 'How the numbers are made', level: 1,
      render: (w) => {
        w.paragraph(`Posture score: ${d.posture_score.formula}. For this audit W = ${formatInt(d.posture_score.weighted_open_findings)} and R = ${formatInt(d.posture_score.resources_evaluated)}.`)
        w.paragraph('Open findings are counted as they stood right after the audit; findings accepted as risks are not open unless the filters include them. Top risks, open findings and waste follow the filters; the trend is each audit\'s own summary.')
        facts(w, [
          ['Audit', d.audit.id],
          ['Inventory snapshot', formatInstant(d.audit.snapshot_at)],
          ['Audit completed', formatInstant(d.audit.completed_at)],
          ['Report generated', formatInstant(d.generated_at)],
          ['Filters', describeFilters(d.filters)],
        ])
      },
    },
  ]
}
