import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildReportDocument, type ComplianceEvidence, type ExecutiveSummary, type RemediationPlan, type ReportDocument, type ReportRequest } from '../src/reports/document/index.ts'
import { fontCovers, fontFor, renderReportPdfBuffer } from '../src/reports/pdf/index.ts'
import { formatInt, formatScore, formatUsd } from '../src/reports/pdf/format.ts'
import { BACKEND } from './helpers/harness.ts'
import { auditNow, reportFixture } from './helpers/report-fixture.ts'
import { pdfText } from './helpers/pdf-text.ts'

// Each report type rendered to PDF and read back with pdfjs: the numbers a reader sees must be the JSON
// document's, the contents must point at the right pages, and no character may lack a glyph.

/** Every string value in a JSON document (what the PDF may print). */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* strings(item)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item)
}

/** The contents page's entries: "Title 12" pairs, in order. */
function contentsEntries(page: string, titles: string[]): Map<string, number> {
  const entries = new Map<string, number>()
  for (const title of titles) {
    const match = new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)`).exec(page)
    assert.ok(match, `contents list "${title}"`)
    entries.set(title, Number(match[1]))
  }
  return entries
}

describe(`report PDFs (${BACKEND})`, () => {
  let f: Awaited<ReturnType<typeof reportFixture>>
  // Greek, Cyrillic, accents, a CJK name and an emoji: all but the CJK have glyphs in the embedded fonts.
  const name = 'Société Ωmega — Жёлтый · 株式会社 😀'
  before(async () => { f = await reportFixture(name) })
  after(async () => { await f.storage.close() })

  const render = async <T extends ReportDocument>(request: Omit<ReportRequest, 'audit_id'>) => {
    const document = await buildReportDocument(f.db, f.tenantId, { audit_id: f.audits[3].id, ...request }) as T
    const pdf = await renderReportPdfBuffer(document)
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
    const pages = await pdfText(pdf)
    assert.ok(pages.length > 1)
    for (const [i, page] of pages.entries()) {
      assert.ok(!page.includes("\u0000"), `page ${i + 1}: a character was printed without a glyph: ${JSON.stringify(page.slice(Math.max(0, page.indexOf("\u0000") - 80), page.indexOf("\u0000") + 20))}`)
      if (i > 0) assert.ok(page.includes(`Page ${i + 1} of ${pages.length}`), `footer of page ${i + 1}`)
    }
    assert.match(pages[0]!, /Société Ωmega — Жёлтый · \uFFFD{4} 😀/, 'the name as printed: CJK replaced, the rest intact')
    assert.ok(pages[1]!.startsWith('Contents') || pages[1]!.includes(' Contents '), 'contents on page 2')
    return { document, pdf, pages }
  }

  /** Each contents entry's page shows that heading. The contents run from page 2 to the page before the first section. */
  const assertContents = (pages: string[], titles: string[]) => {
    const first = Number(/ Summary (\d+)/.exec(pages[1]!)?.[1])
    for (const [title, page] of contentsEntries(pages.slice(1, first - 1).join(' '), titles)) {
      assert.ok(page > 2 && page <= pages.length, `${title} → page ${page}`)
      assert.ok(pages[page - 1]!.includes(title), `"${title}" is on page ${page}`)
    }
  }

  test('executive summary: score, counts per severity, changes and waste are the JSON\'s', async () => {
    const { document: d, pages } = await render<ExecutiveSummary>({ type: 'executive_summary' })
    const text = pages.join(' ')
    const open = d.open_findings
    assert.ok(text.includes(`POSTURE SCORE ${formatScore(d.posture_score.value)} out of 100`))
    assert.ok(text.includes(`OPEN FINDINGS ${formatInt(open.total)}`))
    assert.ok(text.includes(`CRITICAL AND HIGH ${formatInt(open.by_severity.critical + open.by_severity.high)}`))
    assert.ok(text.includes(`MONTHLY WASTE ${formatUsd(d.cost.estimated_monthly_waste)}`))
    assert.ok(text.includes(`left ${formatInt(open.total)} findings open: ${formatInt(open.by_severity.critical)} critical, ${formatInt(open.by_severity.high)} high, ${formatInt(open.by_severity.medium)} medium, ${formatInt(open.by_severity.low)} low, ${formatInt(open.by_severity.info)} info.`))
    const row = (label: string, counts: Record<string, number>, total: number) => `${label} ${['critical', 'high', 'medium', 'low', 'info'].map((s) => formatInt(counts[s]!)).join(' ')} ${formatInt(total)}`
    assert.ok(text.includes(row('Total', open.by_severity, open.total)), 'matrix total row')
    assert.ok(text.includes(row('Security', open.matrix.security, open.by_dimension.security)), 'matrix security row')
    assert.ok(text.includes(`New findings ${formatInt(d.changes.new)} Resolved findings ${formatInt(d.changes.resolved)}`))
    assert.ok(text.includes(`Estimated waste ${formatUsd(d.cost.estimated_monthly_waste)} per month`))
    for (const risk of d.top_risks) assert.ok(text.includes(`${risk.rank} ${risk.title}`), risk.check_id)
    for (const point of d.trend) assert.ok(text.includes(`${formatInt(point.open)} ${formatScore(point.score)}`), `trend row of ${point.audit_id}`)
    assertContents(pages, ['Summary', 'Open findings by severity and dimension', `Trend over the last ${d.trend.length} audits`, 'Top risks', 'Changes since the previous audit', 'Estimated monthly waste', 'How the numbers are made'])
  })

  test('remediation plan: every group with its resource total; tables repeat their header and keep rows whole', async () => {
    const { document: d, pages } = await render<RemediationPlan>({ type: 'remediation_plan' })
    const text = pages.join(' ')
    assert.ok(text.includes(`OPEN FINDINGS ${formatInt(d.totals.open_findings)}`))
    assert.ok(text.includes(`CHECKS TO FIX ${formatInt(d.totals.groups)} groups in this plan`))
    assert.ok(text.includes(`AFFECTED RESOURCES ${formatInt(d.totals.affected_resources)}`))
    assert.equal(text.match(/Affected resources: \d/g)?.length, d.groups.length, 'one part per group')
    for (const g of d.groups) {
      const total = formatInt(g.affected_resources.total)
      const heading = g.affected_resources.items.length < g.affected_resources.total ? `Affected resources: ${total} (the first 25 listed)` : `Affected resources: ${total}`
      assert.ok(text.includes(`${g.rank}. ${g.title}`) && text.includes(heading), g.check_id)
    }
    assertContents(pages, ['Summary', ...(d.overdue.total ? ['Overdue first'] : []), 'By owner and due date', 'Checklist', ...d.groups.slice(0, 5).map((g) => `${g.rank}. ${g.title}`), 'How the plan is made'])
    assert.ok(text.includes(`OVERDUE ${formatInt(d.overdue.total)} past their due date`))
    assert.ok(d.owners.length >= 1 && text.includes(`Nobody — ${formatInt(d.owners.at(-1)!.findings)} findings`), 'the unowned findings are a group')

    // The summary table spans pages: each of its pages starts with its header row, and each row's title and
    // check id (two lines of one cell) are on the same page.
    const summaryStart = pages.findIndex((p) => p.includes('CHECKS TO FIX'))
    // The summary's table ends where the next part begins: the overdue findings, the owners, or the checklist.
    const nextPart = pages.findIndex((p, i) => i > summaryStart && /past the due date set by|Each owner's findings by due date|One part per check/.test(p))
    const summaryPages = pages.slice(summaryStart, nextPart)
    assert.ok(summaryPages.length > 1, 'the summary table breaks across pages')
    for (const page of summaryPages) assert.ok(page.includes('# FIX SEVERITY EFFORT RESOURCES'), 'header row repeated')
    // A title may wrap after a hyphen ("customer-" / "managed"), which the text extraction reads as "customer- managed".
    const unwrapped = summaryPages.map((p) => p.replace(/-\s+/g, '-'))
    for (const g of d.groups) {
      const page = unwrapped.find((p) => p.includes(`${g.rank} ${g.title.replace(/-\s+/g, '-')}`))
      assert.ok(page?.includes(g.check_id), `row ${g.rank} whole on one page`)
    }
    // In the checklist (the overdue and owner tables name resources too, without their external ids).
    const checklistPages = pages.slice(pages.findIndex((p) => p.includes('One part per check')))
    for (const item of d.groups[0]!.affected_resources.items) {
      const page = checklistPages.find((p) => p.includes(item.name))
      assert.ok(page?.includes(item.external_id.slice(0, 24)), `resource row ${item.name} whole on one page`)
    }
  })

  test('compliance evidence: control counts and every control\'s status are the JSON\'s', async () => {
    for (const framework of ['soc2', 'cis_aws'] as const) {
      const { document: d, pages } = await render<ComplianceEvidence>({ type: 'compliance_evidence', framework })
      const text = pages.join(' ')
      assert.ok(text.includes(`CONTROLS ${formatInt(d.totals.controls)} ${framework} PASS ${formatInt(d.totals.pass)} FAIL ${formatInt(d.totals.fail)} NOT EVALUATED ${formatInt(d.totals.not_evaluated)} NOT ASSESSED ${formatInt(d.totals.not_assessed)}`))
      assert.ok(text.includes(d.framework.name))
      // Controls no check evidences are rows of the table only, never passed; the others have a detail part.
      const assessed = d.controls.filter((c) => c.status !== 'not_assessed')
      assert.ok(d.totals.not_assessed > 0 && text.includes('Not assessed'))
      for (const c of assessed) {
        const detail = c.status === 'fail' ? `Control ${c.control_id} Fail ${formatInt(c.failing.findings)} open finding${c.failing.findings === 1 ? '' : 's'} on ${formatInt(c.failing.resources)} resource${c.failing.resources === 1 ? '' : 's'}`
          : `Control ${c.control_id} ${c.status === 'pass' ? 'Pass' : 'Not evaluated'}`
        assert.ok(text.includes(detail), detail)
      }
      assertContents(pages, ['Summary', 'Controls', 'Control details', ...assessed.map((c) => `Control ${c.control_id}`), 'How the status is decided'])
    }
  })

  test('every character of every document has a glyph in the font it is set in', async () => {
    for (const request of [{ type: 'executive_summary' }, { type: 'remediation_plan' }, { type: 'compliance_evidence', framework: 'cis_azure' }] as const) {
      const document = await buildReportDocument(f.db, f.tenantId, { audit_id: f.audits[3].id, ...request })
      for (const value of strings(document)) {
        for (const style of ['regular', 'bold'] as const) {
          for (const data of [false, true]) {
            const { font, text } = fontFor(style, value, data)
            assert.ok(fontCovers(font, text), `${JSON.stringify(value)} in ${font}`)
          }
        }
      }
    }
    assert.equal(fontFor('regular', 'Zürich → 100 × 2').font, 'regular', 'Inter sets what it covers')
    assert.equal(fontFor('bold', 'sgr-0a1f', true).font, 'bold-data', 'table cells use the data face')
    assert.deepEqual(fontFor('bold', 'Ж ☐ 株'), { font: 'bold-wide', text: 'Ж ☐ \uFFFD' })
    assert.deepEqual(fontFor('regular', 'a\u0007b\nc'), { font: 'regular', text: 'a b\nc' })
  })

  test('an empty estate renders every type: no score, no risks, every control not evaluated or not assessed', async () => {
    const { createTenant } = await import('../src/tenants/index.ts')
    const tenant = await createTenant(f.db, { name: 'A workspace whose name is long enough to need cutting in the running header and the footer of every page', seed: 1, sandboxData: false })
    const audit = await auditNow(f.db, tenant.id)
    for (const request of [{ type: 'executive_summary' }, { type: 'remediation_plan' }, { type: 'compliance_evidence', framework: 'cis_gcp' }] as const) {
      const document = await buildReportDocument(f.db, tenant.id, { audit_id: audit.id, ...request })
      const pages = await pdfText(await renderReportPdfBuffer(document))
      assert.ok(pages.length > 2 && pages.every((p, i) => i === 0 || p.includes(`Page ${i + 1} of ${pages.length}`)), request.type)
      const text = pages.join(' ')
      if (document.type === 'executive_summary') assert.ok(text.includes('POSTURE SCORE n/a') && text.includes('No open findings: nothing to rank.'))
      if (document.type === 'remediation_plan') assert.ok(text.includes('No open findings: nothing to fix.') && !text.includes('Checklist'))
      if (document.type === 'compliance_evidence') {
        assert.equal(document.totals.not_evaluated + document.totals.not_assessed, document.totals.controls)
        assert.ok(document.totals.not_evaluated > 0 && document.totals.pass === 0, 'nothing passes without resources')
      }
    }
  })

  test('the same document renders the same bytes', async () => {
    const document = await buildReportDocument(f.db, f.tenantId, { audit_id: f.audits[3].id, type: 'executive_summary' })
    assert.ok((await renderReportPdfBuffer(document)).equals(await renderReportPdfBuffer(document)))
  })
})
