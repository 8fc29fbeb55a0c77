import type { Db } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import * as repo from './repo.ts'
import type { Static } from 'typebox'
import type { ExportQuery, FindingRecord, FindingSummary, FindingPageQuery, ListFindingsQuery, SummaryQuery, UpdateFindingBody } from './schemas.ts'
import { exportFindings } from './export/stream.ts'
import type { Provider } from '../resources/index.ts'
import type { ComplianceReferences } from './export/ocsf.ts'
import { presentHistoryEntry, type Actor } from './history.ts'
import { toFilter } from './filters.ts'
import { findingGroups } from './groups.ts'
import { findingStats } from './stats.ts'
import { slaStatusOf } from './sla.ts'
import { updateFinding } from './updates.ts'
import { DIMENSIONS, FINDING_STATUSES, SEVERITIES, type Dimension, type FindingStatus, type Severity } from '../vocabulary/index.ts'


/** A finding as the API shows it; `now`: the instant its SLA state is taken at. */
export function presentFinding(row: repo.FindingRow, now = new Date()): FindingRecord {
  return {
    id: row.id, severity: row.severity as FindingRecord['severity'], dimension: row.dimension as FindingRecord['dimension'],
    resource_id: row.resource_id, title: row.title, detected_at: iso(row.detected_at),
    status: row.status as FindingRecord['status'], check_id: row.check_id, audit_id: row.audit_id,
    description: row.description, remediation: row.remediation, first_seen_at: iso(row.first_seen_at),
    last_seen_at: iso(row.last_seen_at), resolved_at: isoOrNull(row.resolved_at), policy_ids: row.policy_ids,
    status_reason: row.status_reason, status_expires_at: isoOrNull(row.status_expires_at), accepted_until: isoOrNull(row.status_expires_at),
    assignee: row.assignee, due_at: isoOrNull(row.due_at), sla_status: slaStatusOf(row, now), suppressed_by: row.suppressed_by,
    source: row.source,
  }
}


export interface FindingsServiceOptions {
  /**
   * The standards and requirements a finding of a check evidences on a resource of a cloud (OCSF export's
   * `compliance`); the app wires it from the check library, so findings need not import the library.
   */
  complianceFor?: (checkId: string, provider: Provider) => ComplianceReferences | undefined
  productVersion?: string
  clock?: () => Date
}

export function createFindingsService(db: Db, codec: CursorCodec, options: FindingsServiceOptions = {}) {
  const now = options.clock ?? (() => new Date())
  return {
    groups: findingGroups(db, codec, now),
    stats: findingStats(db, now),
    list(tenantId: string, query: ListFindingsQuery) {
      const { limit, cursor, ...raw } = query
      const filter = toFilter(raw)
      const at = now()
      return paginate(codec, 'findings', { tenantId, limit, cursor, filters: filter },
        (after, take) => repo.listFindings(db, tenantId, filter, after, take, at),
        (row) => ({ at: row.detected_at, id: row.id }), (row) => presentFinding(row, at))
    },
    async get(tenantId: string, id: string) {
      const row = await repo.getFinding(db, tenantId, id)
      if (!row) throw notFound('finding', id)
      return presentFinding(row, now())
    },
    async update(tenantId: string, id: string, body: UpdateFindingBody, actor: Actor) {
      const updated = await updateFinding(db, tenantId, id, body, now, actor)
      return presentFinding(updated, now())
    },
    async history(tenantId: string, id: string, query: FindingPageQuery) {
      if (!(await repo.getFinding(db, tenantId, id))) throw notFound('finding', id)
      const { limit, cursor } = query
      return paginate(codec, 'finding_history', { tenantId, limit, cursor, filters: { finding_id: id } },
        (after, take) => repo.findingHistory(db, tenantId, id, after, take),
        (row) => ({ at: row.created_at, id: String(row.id) }), presentHistoryEntry)
    },
    async summary(tenantId: string, query: SummaryQuery): Promise<Static<typeof FindingSummary>> {
      const rows = await repo.summarizeFindings(db, tenantId, toFilter(query), now())
      const zero = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>
      const result = { total: 0, by_severity: zero(SEVERITIES), by_dimension: zero(DIMENSIONS), by_status: zero(FINDING_STATUSES), counts: [] as Static<typeof FindingSummary>['counts'] }
      for (const row of rows) {
        const count = Number(row.n)
        const cell = { severity: row.severity as Severity, dimension: row.dimension as Dimension, status: row.status as FindingStatus, count }
        result.total += count
        result.by_severity[cell.severity] += count
        result.by_dimension[cell.dimension] += count
        result.by_status[cell.status] += count
        result.counts.push(cell)
      }
      result.counts.sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.dimension.localeCompare(b.dimension) || a.status.localeCompare(b.status))
      return result
    },
    export(tenantId: string, query: ExportQuery) {
      const { format, ...raw } = query
      return exportFindings(db, tenantId, toFilter(raw), {
        format, present: presentFinding, now: now(), complianceFor: options.complianceFor ?? (() => undefined), productVersion: options.productVersion ?? '1.0.0',
      })
    },
  }
}

/** Findings by id, presented, in the order asked (ids of another tenant are simply absent). */
export async function findingsByIds(db: Db, tenantId: string, ids: string[]): Promise<Map<string, FindingRecord>> {
  const rows = await repo.getFindingsByIds(db, tenantId, ids)
  return new Map(rows.map((r) => [r.id, presentFinding(r)]))
}
