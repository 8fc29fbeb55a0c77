import type { Db } from '../platform/db/database.ts'
import { getAudit } from '../audits/index.ts'
import { COMPLIANCE_FRAMEWORKS } from '../checks/index.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import { isUniqueViolation, previousRequest, requestHash } from '../platform/http/idempotency.ts'
import { newId } from '../platform/ids.ts'
import { REPORT_QUEUE } from './jobs.ts'
import * as repo from './repo.ts'
import type { CreateReportBody, ListReportsQuery, ReportRecord } from './schemas.ts'


export function presentReport(row: repo.ReportRow): ReportRecord {
  return {
    id: row.id, type: row.type as ReportRecord['type'], format: row.format as ReportRecord['format'],
    status: row.status as ReportRecord['status'], audit_id: row.audit_id,
    framework: row.framework as ReportRecord['framework'], filters: (row.filters ?? null) as ReportRecord['filters'],
    created_at: iso(row.created_at), completed_at: isoOrNull(row.completed_at), size_bytes: row.size_bytes,
    content_url: row.status === 'ready' ? `/v1/reports/${row.id}/content` : null, failure_reason: row.failure_reason,
  }
}

export const CONTENT_TYPES = { pdf: 'application/pdf', json: 'application/json; charset=utf-8' } as const

/** `posture-executive-summary-2026-11-25-rpt_….pdf`: what it is, when, and which report. */
export function reportFilename(row: Pick<repo.ReportRow, 'id' | 'type' | 'format' | 'created_at'>): string {
  return `posture-${row.type.replaceAll('_', '-')}-${row.created_at.toISOString().slice(0, 10)}-${row.id}.${row.format}`
}

export interface CreateOutcome { report: ReportRecord; replayed: boolean; jobId?: string }

export function createReportsService(db: Db, codec: CursorCodec, options: { onEnqueued?: () => void; clock?: () => Date } = {}) {
  const clock = options.clock ?? (() => new Date())

  /** The report an Idempotency-Key already names (same body), or a refusal (another body); undefined when free. */
  async function replay(tenantId: string, key: string, hash: string): Promise<ReportRecord | undefined> {
    const existing = await repo.reportByIdempotencyKey(db, tenantId, key)
    const previous = previousRequest(existing, key, hash, clock())
    if (previous === 'expired') await repo.releaseIdempotencyKey(db, tenantId, existing!.id)
    return previous === 'replay' ? presentReport(existing!) : undefined
  }

  async function resolveAudit(tenantId: string, auditId: string | undefined): Promise<string> {
    if (auditId === undefined) {
      const latest = await repo.latestCompletedAudit(db, tenantId)
      if (!latest) throw new ApiError('no_completed_audit', 'Your tenant has no completed audit yet: start one with POST /v1/audits, then request the report.')
      return latest.id
    }
    const audit = await getAudit(db, tenantId, auditId)
    if (!audit) throw new ApiError('unknown_audit', `audit_id '${auditId}' names no audit of your tenant.`)
    if (audit.status !== 'completed') throw new ApiError('audit_not_completed', `Audit ${auditId} is ${audit.status}; a report describes a completed audit.`)
    return audit.id
  }

  return {
    list(tenantId: string, query: ListReportsQuery) {
      const filter = { status: splitCsv(query.status) }
      return paginate(codec, 'reports', { tenantId, limit: query.limit, cursor: query.cursor, filters: filter },
        (after, take) => repo.listReports(db, tenantId, filter, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentReport)
    },

    async get(tenantId: string, id: string) {
      const row = await repo.getReport(db, tenantId, id)
      if (!row) throw notFound('report', id)
      return presentReport(row)
    },

    /**
     * Validates, resolves the audit, spends the heavy-endpoint budget (`spend`, not for a replay or a refusal),
     * then creates the report and its job in one transaction.
     */
    async create(tenantId: string, body: CreateReportBody, idempotencyKey: string | undefined, spend: () => Promise<void>): Promise<CreateOutcome> {
      const hash = requestHash(body)
      if (idempotencyKey) {
        const previous = await replay(tenantId, idempotencyKey, hash)
        if (previous) return { report: previous, replayed: true }
      }
      if (body.type === 'compliance_evidence' && !body.framework) {
        throw new ApiError('invalid_framework', `A compliance_evidence report needs 'framework': ${COMPLIANCE_FRAMEWORKS.join(', ')}.`)
      }
      if (body.type !== 'compliance_evidence' && body.framework) {
        throw new ApiError('invalid_framework', `'framework' applies only to compliance_evidence reports, not ${body.type}.`)
      }
      const { detected_after: after, detected_before: before } = body.filters ?? {}
      if (after && before && Date.parse(after) >= Date.parse(before)) {
        throw new ApiError('invalid_report_filters', "Invalid body field 'filters': detected_after must be before detected_before.")
      }
      const auditId = await resolveAudit(tenantId, body.audit_id)
      await spend()
      const id = newId('rpt')
      try {
        let jobId = ''
        const row = await db.transaction().execute(async (tx) => {
          const created = await repo.insertReport(tx, {
            id, tenant_id: tenantId, type: body.type, format: body.format, audit_id: auditId, framework: body.framework ?? null,
            filters: body.filters ? JSON.stringify(body.filters) : null, idempotency_key: idempotencyKey ?? null, request_hash: hash, created_at: clock(),
          })
          jobId = await enqueueJob(tx, tenantId, REPORT_QUEUE, { report_id: id }, { maxAttempts: 3 })
          return created
        })
        options.onEnqueued?.()
        return { report: presentReport(row), replayed: false, jobId }
      } catch (error) {
        // The same key sent twice at once: the unique index let one through; answer the other with it.
        if (!isUniqueViolation(error) || !idempotencyKey) throw error
        const previous = await replay(tenantId, idempotencyKey, hash)
        if (!previous) throw error
        return { report: previous, replayed: true }
      }
    },

    /** The generated file, once ready. */
    async content(tenantId: string, id: string) {
      const row = await repo.getReport(db, tenantId, id)
      if (!row) throw notFound('report', id)
      if (row.status === 'pending') throw new ApiError('report_not_ready', `Report ${id} is still being generated; poll GET /v1/reports/${id} until its status is ready.`)
      if (row.status === 'failed') throw new ApiError('report_failed', `Report ${id} failed: ${row.failure_reason ?? 'unknown reason'}. Request a new one.`)
      const content = await repo.reportContent(db, tenantId, id)
      if (!content) throw new ApiError('report_failed', `Report ${id} has no stored content. Request a new one.`)
      return { content, contentType: CONTENT_TYPES[row.format as keyof typeof CONTENT_TYPES], contentDisposition: `attachment; filename="${reportFilename(row)}"` }
    },
  }
}

export type ReportsService = ReturnType<typeof createReportsService>
