import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'
import { slaStatusCondition } from './sla.ts'

export interface FindingFilter {
  severity?: string[]
  dimension?: string[]
  status?: string[]
  resource_id?: string
  audit_id?: string
  check_id?: string
  detected_after?: Date
  detected_before?: Date
  /** A member's id, or 'none' for unowned findings. */
  assignee?: string
  sla_status?: string[]
  due_before?: Date
  /** Suppressed findings: left out (`false`, the default), only them (`true`), or both (`any`). */
  suppressed?: 'true' | 'false' | 'any'
}

export async function listFindings(db: DbOrTx, tenantId: string, filter: FindingFilter, after: CursorPosition | undefined, take: number, now = new Date()) {
  return keysetPage(filteredFindings(db, tenantId, filter, now).selectAll(), 'detected_at', after, take).execute()
}

export async function getFinding(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type FindingRow = NonNullable<Awaited<ReturnType<typeof getFinding>>>

export async function getFindingsByIds(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
}

/** The list filters as a WHERE clause, shared by the list, the summary and the export; `now` is the instant SLA states are taken at. */
export function filteredFindings(db: DbOrTx, tenantId: string, filter: FindingFilter, now = new Date()) {
  let query = db.selectFrom('findings').where('tenant_id', '=', tenantId)
  if (filter.severity) query = query.where('severity', 'in', filter.severity)
  if (filter.dimension) query = query.where('dimension', 'in', filter.dimension)
  if (filter.status) query = query.where('status', 'in', filter.status)
  if (filter.resource_id) query = query.where('resource_id', '=', filter.resource_id)
  if (filter.audit_id) query = query.where('audit_id', '=', filter.audit_id)
  if (filter.check_id) query = query.where('check_id', '=', filter.check_id)
  if (filter.assignee) query = filter.assignee === 'none' ? query.where('assignee', 'is', null) : query.where('assignee', '=', filter.assignee)
  if (filter.detected_after) query = query.where('detected_at', '>=', filter.detected_after)
  if (filter.detected_before) query = query.where('detected_at', '<', filter.detected_before)
  if (filter.due_before) query = query.where('due_at', '<', filter.due_before)
  if (filter.sla_status) query = query.where(slaStatusCondition(filter.sla_status, now))
  const suppressed = filter.suppressed ?? 'false'
  if (suppressed !== 'any') query = query.where('suppressed_by', suppressed === 'true' ? 'is not' : 'is', null)
  return query
}

export async function summarizeFindings(db: DbOrTx, tenantId: string, filter: FindingFilter, now = new Date()) {
  return filteredFindings(db, tenantId, filter, now)
    .select(['severity', 'dimension', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['severity', 'dimension', 'status']).execute()
}

export async function resourcesOf(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db.selectFrom('resources').select(['id', 'name', 'kind', 'provider', 'region', 'external_id', 'tags'])
    .where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
}

/** Open and accepted findings with their resources, in id-ordered batches (policy previews). */
export async function* activeFindingsWithResources(db: DbOrTx, tenantId: string, batchSize = 1000) {
  let after = ''
  for (;;) {
    const rows = await db.selectFrom('findings as f').innerJoin('resources as r', (join) => join.onRef('r.id', '=', 'f.resource_id').on('r.tenant_id', '=', tenantId))
      .select(['f.id', 'f.check_id', 'f.severity', 'f.dimension', 'f.status', 'f.title',
        'r.id as r_id', 'r.kind', 'r.provider', 'r.region', 'r.name', 'r.external_id', 'r.tags', 'r.attributes'])
      .where('f.tenant_id', '=', tenantId).where('f.status', 'in', ['open', 'accepted_risk']).where('f.id', '>', after)
      .orderBy('f.id').limit(batchSize).execute()
    if (rows.length === 0) return
    yield rows.map((row) => ({
      finding: { id: row.id, check_id: row.check_id, severity: row.severity, dimension: row.dimension, status: row.status, title: row.title },
      resource: { id: row.r_id, kind: row.kind, provider: row.provider, region: row.region, name: row.name, external_id: row.external_id, tags: row.tags, attributes: row.attributes },
    }))
    if (rows.length < batchSize) return
    after = rows[rows.length - 1]!.id
  }
}

/** A finding's history entries (its transitions), oldest first: (created_at, id), ids being a bigserial. */
export async function findingHistory(db: DbOrTx, tenantId: string, findingId: string, after: CursorPosition | undefined, take: number) {
  const query = db.selectFrom('finding_transitions')
    .select(['id', 'created_at', 'kind', 'audit_id', 'actor_type', 'actor_id', 'severity_before', 'severity_after', 'value_before', 'value_after'])
    .where('tenant_id', '=', tenantId).where('finding_id', '=', findingId)
  return keysetPage(query, 'created_at', after, take, 'asc').execute()
}

export type HistoryRow = Awaited<ReturnType<typeof findingHistory>>[number]
