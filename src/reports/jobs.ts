import type { Db } from '../platform/db/database.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import { claimJobById, extendLease, failJob, finishJob } from '../platform/jobs/queue.ts'
import type { ComplianceFramework } from '../checks/index.ts'
import { buildReportDocument, type ReportFilters } from './document/index.ts'
import { heavyWorkPool, threadTask, ThreadTaskError, type HeavyWorkPool } from '../platform/worker-threads/heavy-work-pool.ts'
import type { ReportDocument } from './document/schemas.ts'
import type { RenderInput } from './render-task.ts'
import * as repo from './repo.ts'

export const REPORT_QUEUE = 'reports'

/**
 * Generates one report: the document is read in one REPEATABLE READ transaction (every number from the same
 * instant), rendered, and stored with the report marked ready in one transaction. A killed worker's job is
 * claimed again when its lease lapses and generation starts over; after three attempts the report is failed.
 */
export type ReportStep = 'reading' | 'rendering' | 'storing' | 'done'
export const REPORT_STEPS: readonly ReportStep[] = ['reading', 'rendering', 'storing', 'done']

const renderTask = threadTask<RenderInput, Uint8Array>('report rendering', 'render-task', import.meta.url)

/** Time one report may spend rendering on its thread (the largest capped PDF takes about 2 s). */
export const REPORT_RENDER_TIMEOUT_MS = 120_000

export type RenderReport = (tenantId: string, document: ReportDocument, format: 'pdf' | 'json') => Promise<Buffer>

/** Renders in the heavy-work pool: off the event loop, one report of a tenant at a time. */
export function renderInPool(pool: HeavyWorkPool = heavyWorkPool(), timeoutMs = REPORT_RENDER_TIMEOUT_MS): RenderReport {
  return async (tenantId, document, format) => {
    const bytes = await pool.run(renderTask, tenantId, { document, format }, { timeoutMs })
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
}

export function reportJobHandler(db: Db, options: { render?: RenderReport; onProgress?: (step: ReportStep) => void } = {}): JobHandler {
  const render = options.render ?? renderInPool()
  return {
    async run(job, context) {
      const reportId = String(job.payload.report_id)
      const row = await repo.getReport(db, job.tenant_id, reportId)
      if (!row || row.status !== 'pending' || !row.audit_id) return
      options.onProgress?.('reading')
      const document = await db.transaction().setIsolationLevel('repeatable read').execute((tx) => buildReportDocument(tx, job.tenant_id, {
        type: row.type as 'executive_summary', audit_id: row.audit_id!,
        ...(row.filters ? { filters: row.filters as ReportFilters } : {}),
        ...(row.framework ? { framework: row.framework as ComplianceFramework } : {}),
      }, context.now()))
      await context.heartbeat()
      options.onProgress?.('rendering')
      let content: Buffer
      try {
        content = await render(job.tenant_id, document, row.format as 'pdf' | 'json')
      } catch (error) {
        // Past its time or memory limit, a report would be so again: it fails now, with the reason, untried.
        if (!(error instanceof ThreadTaskError) || (error.reason !== 'timeout' && error.reason !== 'memory_limit')) throw error
        await repo.failReport(db, job.tenant_id, reportId, `${error.message} Narrow the report with filters, or contact support with the report id.`, context.now())
        return
      }
      await context.heartbeat()
      options.onProgress?.('storing')
      await db.transaction().execute((tx) => repo.completeReport(tx, job.tenant_id, reportId, content, context.now()))
      options.onProgress?.('done')
    },
    retryDelayMs: (attempt) => 2_000 * attempt,
    async onExhausted(job, reason) {
      // The worker's own words about interruptions are for customers; other errors stay in the log and the job.
      const shown = reason.startsWith('The job was interrupted')
        ? reason.replace('The job', 'Generation')
        : 'The report could not be generated (internal error). Request it again; if that fails too, contact support with the report id.'
      await repo.failReport(db, job.tenant_id, String(job.payload.report_id), shown, new Date())
    },
  }
}

/**
 * Runs one queued report job in this process (the CLI), with a lease it renews like a worker. If this process
 * dies, the job is left to any server's worker once the lease lapses.
 */
export async function runReportJobNow(db: Db, jobId: string, onProgress?: (step: ReportStep) => void): Promise<void> {
  const leaseMs = 30_000
  const job = await claimJobById(db, jobId, new Date(), leaseMs)
  if (!job) throw new Error(`Job ${jobId} is held by a running server; its worker generates the report.`)
  const handler = reportJobHandler(db, onProgress ? { onProgress } : {})
  try {
    await handler.run(job, {
      now: () => new Date(), signal: new AbortController().signal,
      heartbeat: async () => { await extendLease(db, job, new Date(Date.now() + leaseMs)) },
    })
    await finishJob(db, job, new Date())
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await failJob(db, job, new Date(), message, null)
    await handler.onExhausted?.(job, message)
    throw error
  }
}
