import { EFFORT_HINTS, EFFORT_LEVELS } from '../document/effort.ts'
import type { RemediationPlan } from '../document/schemas.ts'
import { describeFilters, facts, keyFigures, note, type Section } from './blocks.ts'
import { formatInstant, formatInt, plural } from './format.ts'
import { table } from './table.ts'
import { COLORS, DIMENSION_LABELS, SEVERITY_COLORS, SEVERITY_LABELS, SIZES } from './theme.ts'
import type { ReportWriter } from './writer.ts'

type Group = RemediationPlan['groups'][number]
type DueFinding = RemediationPlan['overdue']['items'][number]
type Affected = Group['affected_resources']['items'][number]

const EFFORT_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const
const EFFORT_COLORS = { low: COLORS.pass, medium: COLORS.warn, high: COLORS.fail } as const

/** Lines to tick off, each with an empty box. */
export function checklist(w: ReportWriter, items: string[]) {
  for (const item of items) {
    const height = w.measure(item, { width: w.width - 18 }) + 4
    w.ensure(height)
    const y = w.y
    w.checkbox(w.left + 2, y + 2)
    w.text(item, { x: w.left + 18, y, width: w.width - 18 })
    w.y = y + height
  }
  w.space(6)
}

/** The affected resources of a group or a control, with a box to tick per resource. */
export function affectedTable<T extends Affected>(w: ReportWriter, items: T[], extra?: { header: string; text: (row: T) => string }) {
  table<T>(w, [
    { header: 'Resource', width: 5.2, checkbox: true, text: (r) => r.name, sub: (r) => r.external_id },
    ...(extra ? [{ header: extra.header, width: 3, text: extra.text }] : []),
    { header: 'Where', width: 2.1, text: (r) => `${r.provider.toUpperCase()} ${r.region}`, sub: (r) => r.kind.replace('_', ' ') },
    { header: 'Severity', width: 1.3, text: (r) => SEVERITY_LABELS[r.severity], pill: (r) => SEVERITY_COLORS[r.severity] },
    { header: 'First seen', width: 1.45, text: (r) => r.first_seen_at.slice(0, 10) },
  ], items, { size: SIZES.small + 0.5 })
}

/** Findings with their owner and due date, a box to tick per finding. */
function dueTable(w: ReportWriter, items: DueFinding[], withOwner: boolean) {
  table<DueFinding>(w, [
    { header: 'Finding', width: 5.4, checkbox: true, text: (f) => f.title, sub: (f) => `${f.resource_name} · ${f.finding_id}` },
    ...(withOwner ? [{ header: 'Owner', width: 2, text: (f: DueFinding) => f.assignee?.name ?? 'nobody' }] : []),
    { header: 'Severity', width: 1.3, text: (f) => SEVERITY_LABELS[f.severity], pill: (f) => SEVERITY_COLORS[f.severity] },
    { header: 'Due', width: 1.5, text: (f) => f.due_at?.slice(0, 10) ?? '—', sub: (f) => (f.sla_status === 'none' ? '' : f.sla_status.replace('_', ' ')), color: (f) => (f.sla_status === 'overdue' ? COLORS.fail : COLORS.ink) },
  ], items, { size: SIZES.small + 0.5 })
}

export function remediationPlanSections(d: RemediationPlan): Section[] {
  const effortCounts = EFFORT_LEVELS.map((level) => d.groups.filter((g) => g.effort.level === level).length)
  return [
    {
      id: 'summary', title: 'Summary', level: 1,
      render: (w) => {
        keyFigures(w, [
          { label: 'Open findings', value: formatInt(d.totals.open_findings) },
          { label: 'Checks to fix', value: formatInt(d.totals.groups), note: 'groups in this plan' },
          { label: 'Affected resources', value: formatInt(d.totals.affected_resources), note: 'distinct resources' },
          { label: 'Overdue', value: formatInt(d.overdue.total), note: 'past their due date', color: d.overdue.total > 0 ? COLORS.fail : COLORS.pass },
          { label: 'Quick wins', value: formatInt(effortCounts[0]!), note: 'groups of low effort', color: COLORS.pass },
        ])
        w.paragraph(`Open findings are grouped by the check that raised them, most urgent first: highest severity, then most resources affected. Each group lists the steps to fix it and up to ${d.resources_per_group} affected resources with a box to tick.`)
        note(w, `Filters: ${describeFilters(d.filters)}.`)
        if (d.groups.length === 0) return w.paragraph('No open findings: nothing to fix.')
        table<Group>(w, [
          // Wide enough for three digits: with 300 checks a plan can hold more than 99 groups.
          { header: '#', width: 0.7, text: (g) => String(g.rank), bold: true },
          { header: 'Fix', width: 5.8, checkbox: true, text: (g) => g.title, sub: (g) => g.check_id },
          { header: 'Severity', width: 1.4, text: (g) => SEVERITY_LABELS[g.severity], pill: (g) => SEVERITY_COLORS[g.severity] },
          { header: 'Effort', width: 1.2, text: (g) => EFFORT_LABELS[g.effort.level], color: (g) => EFFORT_COLORS[g.effort.level], bold: true },
          { header: 'Resources', width: 1.3, align: 'right', text: (g) => formatInt(g.affected_resources.total), bold: true },
        ], d.groups)
      },
    },
    ...(d.overdue.total === 0 ? [] : [{ id: 'overdue', title: 'Overdue first', level: 1 as const, render: (w: ReportWriter) => {
      w.paragraph(`${plural(d.overdue.total, 'open finding')} ${d.overdue.total === 1 ? 'is' : 'are'} past the due date set by the SLA policy or by hand, most overdue first. Fix these before the rest of the plan.`)
      dueTable(w, d.overdue.items, true)
      if (d.overdue.items.length < d.overdue.total) note(w, `${plural(d.overdue.total - d.overdue.items.length, 'more overdue finding')} not listed: GET /v1/findings?sla_status=overdue lists them all.`)
    } }]),
    ...(d.owners.length === 0 ? [] : [{ id: 'owners', title: 'By owner and due date', level: 1 as const, newPage: true, render: (w: ReportWriter) => {
      w.paragraph('Each owner\'s findings by due date, the owners with the most overdue findings first. Findings nobody owns are one group: assign them.')
    } }]),
    ...d.owners.map((o, i): Section => ({
      id: `owner-${i + 1}`, title: `${o.assignee?.name ?? 'Nobody'} — ${plural(o.findings, 'finding')}${o.overdue > 0 ? `, ${formatInt(o.overdue)} overdue` : ''}`, level: 2, keep: 90,
      render: (w) => {
        if (o.next_due_at) note(w, `Next due ${o.next_due_at.slice(0, 10)}.`)
        dueTable(w, o.items, false)
        if (o.items.length < o.findings) note(w, `${plural(o.findings - o.items.length, 'more finding')} not listed: GET /v1/findings?assignee=${o.assignee?.id ?? 'none'} lists them all.`)
        w.space(8)
      },
    })),
    ...(d.groups.length === 0 ? [] : [{ id: 'checklist', title: 'Checklist', level: 1 as const, newPage: true, render: (w: ReportWriter) => {
      w.paragraph('One part per check, in the order of the summary. Tick the steps as they are done and each resource once it is fixed; the next audit confirms the fix.')
    } }]),
    ...d.groups.map((g): Section => ({
      id: `group-${g.rank}`, title: `${g.rank}. ${g.title}`, level: 2, keep: 110,
      render: (w) => {
        const y = w.y
        let x = w.left + w.pill(SEVERITY_LABELS[g.severity], w.left, y, SEVERITY_COLORS[g.severity]) + 6
        x += w.pill(`Effort: ${EFFORT_LABELS[g.effort.level]}`, x, y, EFFORT_COLORS[g.effort.level]) + 8
        w.label(`${g.check_id} · ${DIMENSION_LABELS[g.dimension]}${g.source === 'policy' ? ' · custom policy' : ''}`, x, y + 2, { size: SIZES.small + 0.5, color: COLORS.muted })
        w.y = y + 18
        w.text(EFFORT_HINTS[g.effort.level], { size: SIZES.small, color: COLORS.muted })
        w.space(6)
        w.text('Steps', { style: 'bold', size: SIZES.body })
        w.space(3)
        checklist(w, g.remediation_steps)
        w.ensure(40)
        const shown = g.affected_resources.items.length
        w.text(shown < g.affected_resources.total
          ? `Affected resources: ${formatInt(g.affected_resources.total)} (the first ${formatInt(shown)} listed)`
          : `Affected resources: ${formatInt(g.affected_resources.total)}`, { style: 'bold', size: SIZES.body })
        w.space(3)
        affectedTable(w, g.affected_resources.items)
        if (shown < g.affected_resources.total) {
          note(w, `${plural(g.affected_resources.total - shown, 'more resource')} not listed: GET /v1/findings?check_id=${g.check_id}&status=open lists them all.`)
        }
        w.space(8)
      },
    })),
    {
      id: 'method', title: 'How the plan is made', level: 1, newPage: d.groups.length > 0,
      render: (w) => {
        w.paragraph('Overdue findings come first: open findings past their due date when the report was generated. Owners are ordered by their number of overdue findings, then their earliest due date. Check groups are ordered by the highest severity among their findings, then by the number of affected resources (most first), then by check id. Resources within a group are listed most severe first, then by name. Findings are counted as they stood right after the audit; owners and due dates as they are now.')
        w.text('Effort levels', { style: 'bold' })
        w.space(3)
        facts(w, EFFORT_LEVELS.map((level, i) => [`${EFFORT_LABELS[level]} (${plural(effortCounts[i]!, 'group')})`, EFFORT_HINTS[level]]), { labelWidth: 120 })
        facts(w, [
          ['Audit', d.audit.id],
          ['Audit completed', formatInstant(d.audit.completed_at)],
          ['Report generated', formatInstant(d.generated_at)],
          ['Filters', describeFilters(d.filters)],
        ])
      },
    },
  ]
}
