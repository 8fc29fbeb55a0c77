import type { Readable } from 'node:stream'
import type { ReportDocument } from '../document/schemas.ts'
import { contents, contentsPages, cover, REPORT_TITLES, type Section } from './blocks.ts'
import { complianceEvidenceSections } from './compliance-evidence.ts'
import { executiveSummarySections } from './executive-summary.ts'
import { formatInstant } from './format.ts'
import { remediationPlanSections } from './remediation-plan.ts'
import { ReportWriter } from './writer.ts'

function plan(document: ReportDocument): { subtitle: string; sections: Section[] } {
  switch (document.type) {
    case 'executive_summary':
      return { subtitle: 'Posture score, open findings, trend, top risks and cost waste', sections: executiveSummarySections(document) }
    case 'remediation_plan':
      return { subtitle: 'What to fix, in which order, and how', sections: remediationPlanSections(document) }
    case 'compliance_evidence':
      return { subtitle: document.framework.name, sections: complianceEvidenceSections(document) }
  }
}

/**
 * Renders a report document as a PDF: cover, contents with page numbers and links, the sections, running
 * headers and "Page X of Y" footers. Pages are buffered until the end (the contents and the footers need the
 * final page numbers); the document itself is already capped (resources per group, findings per control),
 * so the pages are too. Returns the PDF as a readable stream (pdfkit's document, already ended).
 */
export function renderReportPdf(document: ReportDocument): Readable {
  const title = REPORT_TITLES[document.type]
  const { subtitle, sections } = plan(document)
  const w = new ReportWriter({
    title: `${title}: ${document.tenant.name}`, subject: `${title} of audit ${document.audit.id}`,
    runningLeft: `POSTURE · ${title.toUpperCase()}`, runningRight: `${document.tenant.name} · audit ${document.audit.id}`,
    createdAt: new Date(document.generated_at),
  })
  cover(w, document, subtitle)
  w.startRunningHeaders()

  const reserved = contentsPages(w, sections.length)
  const contentsStart = w.pageNumber // index of the first contents page (the cover is index 0)
  for (let i = 0; i < reserved; i++) w.newPage()

  sections.forEach((section, i) => {
    if (i === 0 || section.newPage) w.newPage()
    w.heading(section.id, section.title, section.level, section.keep)
    section.render(w)
  })

  contents(w, contentsStart, w.toc)
  w.footers(`Generated ${formatInstant(document.generated_at)} · ${document.tenant.name}`)
  w.doc.end()
  return w.doc as unknown as Readable // PDFDocument is a stream.Readable; its typings do not say so
}

/** The PDF as one Buffer (a few hundred kilobytes for the largest capped report). */
export async function renderReportPdfBuffer(document: ReportDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of renderReportPdf(document)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
