import type { ComplianceEvidence } from '../document/schemas.ts'
import { describeFilters, facts, keyFigures, note, type Section } from './blocks.ts'
import { proportionBar } from './charts.ts'
import { formatInstant, formatInt, plural } from './format.ts'
import { affectedTable } from './remediation-plan.ts'
import { table } from './table.ts'
import { COLORS, SEVERITY_COLORS, SEVERITY_LABELS, SIZES } from './theme.ts'

type Control = ComplianceEvidence['controls'][number]

export const STATUS_LABELS = { pass: 'Pass', fail: 'Fail', not_evaluated: 'Not evaluated', not_assessed: 'Not assessed' } as const
// Not assessed is amber, not grey: the control still needs evidence, from somewhere other than this report.
const STATUS_COLORS = { pass: COLORS.pass, fail: COLORS.fail, not_evaluated: COLORS.notEvaluated, not_assessed: COLORS.warn } as const
const STATUSES = ['pass', 'fail', 'not_evaluated', 'not_assessed'] as const

export function complianceEvidenceSections(d: ComplianceEvidence): Section[] {
  return [
    {
      id: 'summary', title: 'Summary', level: 1,
      render: (w) => {
        keyFigures(w, [
          { label: 'Controls', value: formatInt(d.totals.controls), note: d.framework.id },
          { label: 'Pass', value: formatInt(d.totals.pass), color: COLORS.pass },
          { label: 'Fail', value: formatInt(d.totals.fail), color: COLORS.fail },
          { label: 'Not evaluated', value: formatInt(d.totals.not_evaluated), color: COLORS.notEvaluated },
          { label: 'Not assessed', value: formatInt(d.totals.not_assessed), color: STATUS_COLORS.not_assessed },
        ])
        proportionBar(w, STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: d.totals[s], color: STATUS_COLORS[s] })))
        const clouds = d.framework.providers === null ? 'resources of every cloud' : `${d.framework.providers.map((p) => p.toUpperCase()).join(', ')} resources only`
        w.paragraph(`Evidence for the ${d.framework.name} ${d.framework.version} from audit ${d.audit.id}, which evaluated ${plural(d.audit.resources_scanned, 'resource')} as of ${formatInstant(d.audit.snapshot_at)} and completed ${formatInstant(d.audit.completed_at)}. The framework judges ${clouds}. Every control of the framework is listed with its title and status; those a check of the library evidences also with the checks and the failing resources.`)
        note(w, `Filters: ${describeFilters(d.filters)}.`)
        w.text('Inventory evaluated', { style: 'bold' })
        w.space(3)
        table(w, [
          { header: 'Resource kind', width: 3, text: (k) => k.kind.replace('_', ' ') },
          { header: 'Resources', width: 1, align: 'right', text: (k) => formatInt(k.resources), bold: true },
        ], d.inventory)
      },
    },
    {
      id: 'controls', title: 'Controls', level: 1, newPage: true,
      render: (w) => {
        table<Control>(w, [
          { header: 'Control', width: 1.2, text: (c) => c.control_id, bold: true },
          { header: 'Title', width: 3.6, text: (c) => c.title },
          { header: 'Status', width: 1.7, text: (c) => STATUS_LABELS[c.status], pill: (c) => STATUS_COLORS[c.status] },
          { header: 'Evidencing checks', width: 3.6, text: (c) => c.checks.map((k) => k.title).join('\n') },
          { header: 'Failing resources', width: 1.8, align: 'right', text: (c) => formatInt(c.failing.resources), bold: true },
        ], d.controls)
      },
    },
    { id: 'details', title: 'Control details', level: 1, newPage: true, render: () => {} },
    // Controls no check evidences have nothing to detail beyond their row in the table.
    ...d.controls.filter((c) => c.status !== 'not_assessed').map((c): Section => ({
      id: `control-${c.control_id}`, title: `Control ${c.control_id}`, level: 2, keep: 100,
      render: (w) => {
        const y = w.y
        const width = w.pill(STATUS_LABELS[c.status], w.left, y, STATUS_COLORS[c.status])
        w.label(c.status === 'fail'
          ? `${plural(c.failing.findings, 'open finding')} on ${plural(c.failing.resources, 'resource')}`
          : c.status === 'pass' ? 'Evaluated; no open finding' : 'No evidencing check was evaluated', w.left + width + 8, y + 2, { size: SIZES.small + 0.5, color: COLORS.muted })
        w.y = y + 20
        w.text(c.title, { style: 'bold' })
        w.paragraph(c.description)
        table(w, [
          { header: 'Evidencing check', width: 6, text: (k) => k.title, sub: (k) => k.check_id },
          { header: 'Severity', width: 1.4, text: (k) => SEVERITY_LABELS[k.severity], pill: (k) => SEVERITY_COLORS[k.severity] },
          { header: 'Evaluated', width: 1.3, text: (k) => (k.evaluated ? 'Yes' : 'No'), color: (k) => (k.evaluated ? COLORS.ink : COLORS.muted) },
          { header: 'Open findings', width: 1.5, align: 'right', text: (k) => formatInt(k.open_findings), bold: true },
        ], c.checks, { size: SIZES.small + 0.5 })
        if (c.failing.items.length > 0) {
          w.ensure(40)
          w.text(c.failing.items.length < c.failing.findings
            ? `Failing resources (the first ${formatInt(c.failing.items.length)} of ${formatInt(c.failing.findings)} open findings)`
            : 'Failing resources', { style: 'bold' })
          w.space(3)
          affectedTable(w, c.failing.items, { header: 'Failing check', text: (r) => r.check_id })
        }
        w.space(8)
      },
    })),
    {
      id: 'method', title: 'How the status is decided', level: 1, newPage: true,
      render: (w) => {
        facts(w, [
          ['Fail', 'At least one evidencing check has an open finding in the audit.'],
          ['Pass', 'At least one evidencing check was evaluated and none has an open finding.'],
          ['Not evaluated', 'None of the evidencing checks was evaluated: the audit\'s inventory held no resource of a kind they read, or the filters exclude them.'],
          ['Not assessed', 'No check of the library evidences the control: it needs evidence from elsewhere, and is never counted as passed.'],
        ], { labelWidth: 100 })
        w.paragraph('A check is evaluated when the audit\'s inventory snapshot holds a resource of a kind it reads: the audit runs it on every such resource. A framework for one cloud (a CIS benchmark) counts only that cloud\'s resources and their findings; the other frameworks count every cloud\'s.')
        facts(w, [
          ['Audit', d.audit.id],
          ['Trigger', d.audit.trigger],
          ['Inventory snapshot', formatInstant(d.audit.snapshot_at)],
          ['Audit started', formatInstant(d.audit.started_at)],
          ['Audit completed', formatInstant(d.audit.completed_at)],
          ['Report generated', formatInstant(d.generated_at)],
          ['Filters', describeFilters(d.filters)],
        ])
      },
    },
  ]
}
