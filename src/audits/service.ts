import type { Db } from '../platform/db/database.ts'
import { findingsByIds, type Severity } from '../findings/index.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { listScope } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { DEFAULT_LIMIT, paginate, splitCsv } from '../platform/http/pagination.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import { newId } from '../platform/ids.ts'
import { auditsBetween, diffCounts, diffPage, DIFF_GROUPS, type DiffGroup } from './diff.ts'
import * as repo from './repo.ts'
import { AUDIT_QUEUE } from './runner.ts'
import type { AuditRecord, DiffQuery, ListAuditsQuery } from './schemas.ts'

export function presentAudit(row: repo.AuditRow): AuditRecord {
  return {
    id: row.id, status: row.status as AuditRecord['status'], trigger: row.trigger as AuditRecord['trigger'],
    reanalysis_of: row.reanalysis_of, created_at: iso(row.created_at), started_at: isoOrNull(row.started_at),
    completed_at: isoOrNull(row.completed_at), resources_scanned: row.resources_scanned,
    summary: row.summary as AuditRecord['summary'], failure_reason: row.failure_reason,
    policy_failures: row.policy_failures as AuditRecord['policy_failures'],
  }
}

const isActiveAuditConflict = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' && /audits_one_active_per_tenant/.test(String((error as Error).message) + String((error as { constraint?: string }).constraint))

export function createAuditsService(db: Db, codec: CursorCodec, options: { onEnqueued?: () => void } = {}) {
  async function requireAudit(tenantId: string, id: string) {
    const row = await repo.getAudit(db, tenantId, id)
    if (!row) throw notFound('audit', id)
    return row
  }

  /** Queues an audit and its job in one transaction; the database refuses a second active audit. */
  async function enqueue(tenantId: string, reanalysisOf: string | null): Promise<AuditRecord> {
    const id = newId('aud')
    try {
      const row = await db.transaction().execute(async (tx) => {
        const created = await tx.insertInto('audits').values({
          id, tenant_id: tenantId, status: 'queued', trigger: reanalysisOf ? 'reanalysis' : 'api', reanalysis_of: reanalysisOf,
        } as never).returningAll().executeTakeFirstOrThrow()
        await enqueueJob(tx, tenantId, AUDIT_QUEUE, { audit_id: id }, { maxAttempts: 3 })
        return created as repo.AuditRow
      })
      options.onEnqueued?.()
      return presentAudit(row)
    } catch (error) {
      if (!isActiveAuditConflict(error)) throw error
      const active = await repo.activeAudit(db, tenantId)
      throw new ApiError('audit_in_progress', `Audit ${active?.id ?? ''} is ${active?.status ?? 'active'}; one audit runs at a time per tenant. Poll it and retry when it has finished.`)
    }
  }

  return {
    list(tenantId: string, query: ListAuditsQuery) {
      const filter = { status: splitCsv(query.status) }
      return paginate(codec, 'audits', { tenantId, limit: query.limit, cursor: query.cursor, filters: filter },
        (after, take) => repo.listAudits(db, tenantId, filter, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentAudit)
    },
    async get(tenantId: string, id: string) {
      return presentAudit(await requireAudit(tenantId, id))
    },
    start(tenantId: string) {
      return enqueue(tenantId, null)
    },
    async reanalyze(tenantId: string, id: string) {
      const original = await requireAudit(tenantId, id)
      if (original.status !== 'completed') throw new ApiError('audit_not_completed', `Audit ${id} is ${original.status}; only a completed audit can be re-analysed.`)
      // An import's record evaluated no checks: there is nothing to run again (import the file again instead).
      if (original.trigger === 'import') throw new ApiError('invalid_parameter', `Audit ${id} records a findings import; only an audit of the checks can be re-analysed. Import the file again instead.`)
      return enqueue(tenantId, id)
    },
    async diff(tenantId: string, id: string, query: DiffQuery) {
      const target = await requireAudit(tenantId, id)
      if (target.status !== 'completed') throw new ApiError('audit_not_completed', `Audit ${id} is ${target.status}; a diff needs a completed audit.`)
      const base = query.base ? await requireAudit(tenantId, query.base) : await repo.previousCompletedAudit(db, tenantId, target)
      if (base && (base.status !== 'completed' || base.created_at.getTime() > target.created_at.getTime() || base.id === target.id)) {
        throw new ApiError('invalid_parameter', `Invalid query parameter 'base': it must be a completed audit created before ${id}.`)
      }
      const auditIds = await auditsBetween(db, tenantId, base, target)
      const groups: readonly DiffGroup[] = query.group ? [query.group] : DIFF_GROUPS
      const limit = query.limit ?? DEFAULT_LIMIT
      const page = async (group: DiffGroup) => {
        const scope = listScope(tenantId, 'audit_diff', { audit: id, base: base?.id ?? null, group })
        if (query.cursor && !query.group) throw new ApiError('invalid_cursor', 'Pass `group` together with `cursor`: diff cursors page through one group.')
        const after = query.cursor ? codec.decode(scope, query.cursor).id : undefined
        const rows = await diffPage(db, tenantId, auditIds, group, after, limit + 1)
        const hasMore = rows.length > limit
        const pageRows = rows.slice(0, limit)
        const findings = await findingsByIds(db, tenantId, pageRows.map((r) => r.finding_id))
        const last = pageRows[pageRows.length - 1]
        return {
          data: pageRows.filter((r) => findings.has(r.finding_id)).map((r) => ({
            finding: findings.get(r.finding_id)!,
            severity_before: (group === 'new' ? null : r.severity_before) as Severity | null,
            severity_after: r.severity_after as Severity | null,
          })),
          next_cursor: hasMore && last ? codec.encode(scope, { at: new Date(0), id: last.finding_id }) : null,
          has_more: hasMore,
        }
      }
      const result: Record<string, unknown> = { audit_id: id, base_audit_id: base?.id ?? null, counts: await diffCounts(db, tenantId, auditIds), new: null, resolved: null, changed: null }
      for (const group of groups) result[group] = await page(group)
      return result
    },
  }
}
