import { sql, type RawBuilder } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'
import type { PolicyContext } from '../vocabulary/index.ts'
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

/** A finding as policies, suppression rules and alert rules see it (`context`), with what their writers need. */
export interface FindingInContext {
  id: string; status: string; severity: string; dimension: string; resource_id: string; title: string; detected_at: Date; suppressed_by: string | null
  context: PolicyContext
}

/**
 * The one reader of findings joined to their resources as CEL expressions see them: those `where` keeps
 * (over `f`, the findings, and `r`, their resources), `limit` at a time in id order after `afterId`.
 */
export async function findingsInContext(db: DbOrTx, tenantId: string, where: RawBuilder<unknown>, afterId: string, limit: number): Promise<FindingInContext[]> {
  const { rows } = await sql<{ id: string; check_id: string; status: string; severity: string; dimension: string; resource_id: string; title: string; detected_at: Date; suppressed_by: string | null
    kind: string; provider: string; region: string; name: string; external_id: string; tags: Record<string, string>; attributes: Record<string, unknown> }>`
    select f.id, f.check_id, f.status, f.severity, f.dimension, f.resource_id, f.title, f.detected_at, f.suppressed_by,
      r.kind, r.provider, r.region, r.name, r.external_id, r.tags, r.attributes
    from findings f join resources r on r.tenant_id = f.tenant_id and r.id = f.resource_id
    where f.tenant_id = ${tenantId} and f.id > ${afterId} and ${where}
    order by f.id limit ${limit}`.execute(db)
  return rows.map((r) => ({
    id: r.id, status: r.status, severity: r.severity, dimension: r.dimension, resource_id: r.resource_id, title: r.title, detected_at: r.detected_at, suppressed_by: r.suppressed_by,
    context: {
      finding: { id: r.id, check_id: r.check_id, severity: r.severity, dimension: r.dimension, status: r.status, title: r.title },
      resource: { id: r.resource_id, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id, tags: r.tags, attributes: r.attributes },
    },
  }))
}

/** Every finding `where` keeps, in id-ordered batches of `batchSize` (previews and live counts walk a tenant with it). */
export async function* findingsInContextBatches(db: DbOrTx, tenantId: string, where: RawBuilder<unknown>, batchSize = 1000): AsyncGenerator<FindingInContext[]> {
  for (let after = ''; ;) {
    const batch = await findingsInContext(db, tenantId, where, after, batchSize)
    if (batch.length === 0) return
    yield batch
    if (batch.length < batchSize) return
    after = batch[batch.length - 1]!.id
  }
}

/** Open and accepted findings with their resources (policy previews, alert rules' live count). */
export const activeFindingsWithResources = (db: DbOrTx, tenantId: string, batchSize = 1000) =>
  findingsInContextBatches(db, tenantId, sql`f.status in ('open', 'accepted_risk')`, batchSize)

/** A finding's history entries (its transitions), oldest first: (created_at, id), ids being a bigserial. */
export async function findingHistory(db: DbOrTx, tenantId: string, findingId: string, after: CursorPosition | undefined, take: number) {
  const query = db.selectFrom('finding_transitions')
    .select(['id', 'created_at', 'kind', 'audit_id', 'actor_type', 'actor_id', 'severity_before', 'severity_after', 'value_before', 'value_after'])
    .where('tenant_id', '=', tenantId).where('finding_id', '=', findingId)
  return keysetPage(query, 'created_at', after, take, 'asc').execute()
}

export type HistoryRow = Awaited<ReturnType<typeof findingHistory>>[number]
