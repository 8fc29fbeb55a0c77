// npm run docs:report-screenshots: PNGs of the first pages of each PDF report type (Debian's poppler-utils
// `pdftoppm`), into docs/screenshots/ (shown in the README). A sandbox workspace with four audits, so the
// trend chart and "new vs resolved" have something to show.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildReportDocument, type ReportRequest } from '../src/reports/document/index.ts'
import { renderReportPdfBuffer } from '../src/reports/pdf/index.ts'
import { reportFixture } from '../test/helpers/report-fixture.ts'

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
const PAGES = 3
const requests: Array<Omit<ReportRequest, 'audit_id'>> = [
  { type: 'executive_summary' }, { type: 'remediation_plan' }, { type: 'compliance_evidence', framework: 'cis_aws' },
]

const f = await reportFixture('Acme Security')
const scratch = mkdtempSync(join(tmpdir(), 'posture-report-shots-'))
mkdirSync(OUT, { recursive: true })
try {
  for (const request of requests) {
    const document = await buildReportDocument(f.db, f.tenantId, { ...request, audit_id: f.audits[3].id })
    const pdf = join(scratch, `${request.type}.pdf`)
    writeFileSync(pdf, await renderReportPdfBuffer(document))
    const name = request.type.replaceAll('_', '-')
    // 900 px wide pages: readable in the README, small in the repository.
    for (let page = 1; page <= PAGES; page++) {
      execFileSync('pdftoppm', ['-png', '-singlefile', '-f', String(page), '-l', String(page), '-scale-to-x', '900', '-scale-to-y', '-1', pdf, join(OUT, `report-${name}-${page}`)])
      process.stdout.write(`docs/screenshots/report-${name}-${page}.png\n`)
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
  await f.storage.close()
}
