import type { ReportDocument } from '../document/schemas.ts'
import { formatInstant, formatInt } from './format.ts'
import { COLORS, SEVERITY_LABELS, SIZES } from './theme.ts'
import type { ReportWriter, TocEntry } from './writer.ts'

// Building blocks shared by the three report types: cover, contents, facts, key figures.

/** A part of a report: a heading (entered in the contents) and what follows it. */
export interface Section {
  id: string
  title: string
  level: 1 | 2
  /** Start on a new page (major parts); otherwise follow on. */
  newPage?: boolean
  /** Points that must fit below the heading, so that it is never left alone at the foot of a page. */
  keep?: number
  render: (w: ReportWriter) => void
}

export const REPORT_TITLES: Record<ReportDocument['type'], string> = {
  executive_summary: 'Executive summary',
  remediation_plan: 'Remediation plan',
  compliance_evidence: 'Compliance evidence',
}

const STATUS_LABELS = { open: 'open', accepted_risk: 'accepted risk' } as const

/** The filters in words; "All open findings" when only the default applies. */
export function describeFilters(filters: ReportDocument['filters']): string {
  const parts: string[] = [`status ${filters.status.map((s) => STATUS_LABELS[s]).join(', ')}`]
  if (filters.severity) parts.push(`severity ${filters.severity.map((s) => SEVERITY_LABELS[s].toLowerCase()).join(', ')}`)
  if (filters.dimension) parts.push(`dimension ${filters.dimension.join(', ')}`)
  if (filters.check_id) parts.push(`check ${filters.check_id}`)
  if (filters.resource_id) parts.push(`resource ${filters.resource_id}`)
  if (filters.detected_after) parts.push(`detected from ${formatInstant(filters.detected_after)}`)
  if (filters.detected_before) parts.push(`detected before ${formatInstant(filters.detected_before)}`)
  return parts.length === 1 && filters.status.length === 1 && filters.status[0] === 'open' ? 'None: all open findings' : parts.join('; ')
}

/** Label / value pairs in two columns. */
export function facts(w: ReportWriter, rows: [string, string][], options: { labelWidth?: number; size?: number } = {}) {
  const labelWidth = options.labelWidth ?? 130
  const size = options.size ?? SIZES.body
  for (const [label, value] of rows) {
    const height = Math.max(w.measure(label, { size, width: labelWidth - 8 }), w.measure(value, { size, width: w.width - labelWidth })) + 5
    w.ensure(height)
    const y = w.y
    w.text(label, { y, width: labelWidth - 8, size, color: COLORS.muted })
    w.text(value, { x: w.left + labelWidth, y, size, style: 'bold' })
    w.y = y + height
  }
  w.space(6)
}

/** A row of key figures, each in a box: the number large, its label small. */
export function keyFigures(w: ReportWriter, cards: { label: string; value: string; note?: string; color?: string }[]) {
  const gap = 10
  const width = (w.width - gap * (cards.length - 1)) / cards.length
  const height = 68
  w.ensure(height + 10)
  const top = w.y
  cards.forEach((card, i) => {
    const x = w.left + i * (width + gap)
    w.doc.roundedRect(x, top, width, height, 4).fillColor(COLORS.soft).fill()
    w.doc.rect(x, top, 3, height).fillColor(card.color ?? COLORS.accent).fill()
    w.label(card.label.toUpperCase(), x + 12, top + 10, { style: 'bold', size: SIZES.small, color: COLORS.muted })
    const size = w.fitSize(card.value, width - 20, SIZES.figure, { style: 'bold' })
    w.label(card.value, x + 12, top + 24 + (SIZES.figure - size) * 0.7, { style: 'bold', size, color: card.color ?? COLORS.ink })
    if (card.note) w.label(card.note, x + 12, top + 53, { size: SIZES.small, color: COLORS.muted })
  })
  w.y = top + height + 14
}

export function note(w: ReportWriter, text: string) {
  w.paragraph(text, { size: SIZES.small, color: COLORS.muted })
}

/** The cover: what the report is, for whom, about which audit, and when it was made. */
export function cover(w: ReportWriter, document: ReportDocument, subtitle: string) {
  w.newPage()
  const { doc } = w
  doc.rect(0, 0, doc.page.width, 270).fillColor(COLORS.accentDark).fill()
  w.label('POSTURE · CLOUD POSTURE REPORT', w.left, 64, { style: 'bold', size: SIZES.small + 1, color: '#c9d8f0' })
  w.text(REPORT_TITLES[document.type], { y: 100, style: 'bold', size: SIZES.title, color: COLORS.white })
  w.text(subtitle, { y: w.y + 2, size: SIZES.subtitle, color: '#dbe6f7' })
  const name = w.fit(document.tenant.name, w.width, { style: 'bold', size: SIZES.h1 })
  w.label(name, w.left, 222, { style: 'bold', size: SIZES.h1, color: COLORS.white })
  w.y = 305
  const rows: [string, string][] = [
    ['Workspace', document.tenant.name],
    ['Workspace id', document.tenant.id],
    ['Mode', document.tenant.mode === 'sandbox' ? 'Sandbox (synthetic data)' : 'Production'],
    ['Audit', document.audit.id],
    ['Audit started', formatInstant(document.audit.started_at)],
    ['Audit completed', formatInstant(document.audit.completed_at)],
    ['Resources evaluated', formatInt(document.audit.resources_scanned)],
    ['Filters', describeFilters(document.filters)],
    ['Generated', formatInstant(document.generated_at)],
    ['Schema version', `${document.schema_version} (the JSON format of this report has the same numbers)`],
  ]
  if (document.type === 'compliance_evidence') rows.splice(3, 0, ['Framework', document.framework.name])
  facts(w, rows, { labelWidth: 140 })
  if (document.tenant.mode === 'sandbox') {
    w.space(6)
    const text = 'This workspace is in sandbox mode: its inventory and findings are synthetic, generated to demonstrate the service. They describe no real cloud account.'
    const height = w.measure(text, { width: w.width - 24 }) + 16
    w.doc.roundedRect(w.left, w.y, w.width, height, 4).fillColor(COLORS.warnSoft).fill()
    w.text(text, { x: w.left + 12, y: w.y + 8, width: w.width - 24, color: COLORS.warn })
    w.space(8)
  }
  w.text('Confidential. This report describes security weaknesses of the workspace\'s cloud estate; share it on a need-to-know basis.', {
    y: doc.page.height - 90, size: SIZES.small, color: COLORS.muted,
  })
}

const TOC_LINE = 17
const TOC_TITLE = 50

/** Pages the contents need for `entries` headings (reserved before the sections are written). */
export const contentsPages = (w: ReportWriter, entries: number) => Math.max(1, Math.ceil((entries * TOC_LINE + TOC_TITLE) / (w.bottom - w.top)))

/** Writes the contents on the reserved pages, each entry linked to its heading. */
export function contents(w: ReportWriter, firstPageIndex: number, entries: TocEntry[]) {
  let page = firstPageIndex
  w.doc.switchToPage(page)
  let y = w.top
  w.label('Contents', w.left, y, { style: 'bold', size: SIZES.h1, color: COLORS.accentDark })
  y += TOC_TITLE - 12
  for (const entry of entries) {
    if (y + TOC_LINE > w.bottom) {
      w.doc.switchToPage(++page)
      y = w.top
    }
    const indent = entry.level === 1 ? 0 : 16
    const style = entry.level === 1 ? 'bold' as const : 'regular' as const
    const size = entry.level === 1 ? SIZES.body + 0.5 : SIZES.body
    const number = formatInt(entry.page)
    const numberWidth = w.textWidth(number, { style, size })
    const title = w.fit(entry.title, w.width - indent - numberWidth - 40, { style, size })
    const titleWidth = w.textWidth(title, { style, size })
    w.label(title, w.left + indent, y, { style, size })
    w.label(number, w.right - numberWidth, y, { style, size })
    // Dot leaders between the title and its page number.
    const from = w.left + indent + titleWidth + 6
    const to = w.right - numberWidth - 6
    if (to > from) w.doc.moveTo(from, y + size - 1).lineTo(to, y + size - 1).lineWidth(0.6).dash(0.6, { space: 2.4 }).strokeColor(COLORS.faint).stroke().undash()
    w.doc.goTo(w.left, y - 2, w.width, TOC_LINE - 2, entry.id)
    y += TOC_LINE
  }
}
