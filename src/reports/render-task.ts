// Runs in a thread of the heavy-work pool (src/platform/worker-threads): laying out a PDF is seconds of
// synchronous CPU for the largest reports, which on the API's thread stalled every tenant's requests.
import type { TaskRunner } from '../platform/worker-threads/heavy-work-pool.ts'
import type { ReportDocument } from './document/schemas.ts'
import { renderReportPdfBuffer } from './pdf/index.ts'

export interface RenderInput { document: ReportDocument; format: 'pdf' | 'json' }

/** The report file's bytes, in a buffer of their own (moved to the main thread, not copied). */
export const run: TaskRunner<RenderInput, Uint8Array, never, never> = async ({ document, format }) => {
  const content = format === 'pdf' ? await renderReportPdfBuffer(document) : Buffer.from(JSON.stringify(document))
  return new Uint8Array(content)
}
