export { renderReportPdf, renderReportPdfBuffer } from './render.ts'
export { fontFor, fontCovers, REPLACEMENT } from './fonts.ts'
