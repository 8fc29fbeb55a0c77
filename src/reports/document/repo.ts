import { sql, type RawBuilder } from 'kysely'
import { netChanges } from '../../audits/index.ts'
import { filteredFindings, SEVERITIES, type FindingFilter } from '../../findings/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

// Every query of the report builders. Each aggregates or caps in SQL (GROUP BY, row_number() ≤ cap), so a
// report over any number of findings reads a bounded number of rows into memory; none uses OFFSET.

export interface AuditPosition { id: string; created_at: Date }

/** Which findings a report counts: the list filters, with `statuses` among open / accepted_risk. */
export interface ScopeFilter extends Omit<FindingFilter, 'status' | 'audit_id'> {
  statuses: string[]
  /** Only findings on resources of these clouds (a framework judges its own clouds only); absent: every cloud. */
  providers?: string[]
}

/** A report's findings: those the filters keep, as they stood after its audit (see findingsAt). */
export interface Scope { laterAuditIds: string[]; filter: ScopeFilter }

const rank = (column: RawBuilder<unknown>) => sql<number>`array_position(${sql.val([...SEVERITIES])}::text[], ${column})`

/** Immutable finding columns: they filter the same whichever audit a report describes. */
const fixedFilter = (filter: ScopeFilter): FindingFilter => ({
  dimension: filter.dimension, resource_id: filter.resource_id, check_id: filter.check_id,
  detected_after: filter.detected_after, detected_before: filter.detected_before,
})

export async function getTenant(db: DbOrTx, tenantId: string) {
  return db.selectFrom('tenants').select(['id', 'name', 'mode']).where('id', '=', tenantId).executeTakeFirst()
}

/** Audits created after `audit`, whatever their status: their transitions are what changed findings since. */
export async function auditIdsAfter(db: DbOrTx, tenantId: string, audit: AuditPosition): Promise<string[]> {
  const rows = await db.selectFrom('audits').select('id').where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(created_at, id) > (${audit.created_at}, ${audit.id})`).execute()
  return rows.map((r) => r.id)
}

/**
 * The findings in scope as they stood right after an audit: the current rows rolled back through the
 * transitions of every later audit (`laterAuditIds`). A finding's first later transition tells its state
 * then — `created`: it did not exist; `resolved`: it was open; `reopened`: it was resolved — and its
 * `severity_before` the severity then. For the latest audit there is nothing to roll back. People's changes
 * (acceptances, owners, due dates) are not rolled back: a finding counts as accepted or open, owned and due
 * as it is now unless an audit changed its status.
 */
function findingsAt(db: DbOrTx, tenantId: string, { laterAuditIds, filter }: Scope): RawBuilder<unknown> {
  const current = filteredFindings(db, tenantId, fixedFilter(filter))
    .select(['id', 'check_id', 'resource_id', 'dimension', 'severity', 'status', 'title', 'remediation', 'first_seen_at', 'assignee', 'due_at'])
  // A later audit's `reopened` names the state it left (resolved, or an acceptance that lapsed); older entries
  // kept none: a resolution.
  const asOf = laterAuditIds.length === 0 ? sql`select * from (${current}) f` : sql`
    select f.id, f.check_id, f.resource_id, f.dimension, f.title, f.remediation, f.first_seen_at, f.assignee, f.due_at,
      coalesce(r.severity_at, f.severity) as severity,
      case r.next_state when 'created' then null when 'resolved' then 'open' when 'reopened' then coalesce(r.left_state, 'resolved') else f.status end as status
    from (${current}) f left join (
      select finding_id,
        (array_agg(severity_before order by id))[1] as severity_at,
        (array_agg(kind order by id) filter (where kind in ('created', 'resolved', 'reopened')))[1] as next_state,
        (array_agg(value_before order by id) filter (where kind in ('created', 'resolved', 'reopened')))[1] as left_state
      from finding_transitions where tenant_id = ${tenantId} and audit_id = any(${sql.val(laterAuditIds)}::text[])
      group by finding_id
    ) r on r.finding_id = f.id`
  const severity = filter.severity ? sql`and s.severity = any(${sql.val(filter.severity)}::text[])` : sql``
  const providers = filter.providers
    ? sql`and exists (select 1 from resources p where p.tenant_id = ${tenantId} and p.id = s.resource_id and p.provider = any(${sql.val(filter.providers)}::text[]))`
    : sql``
  return sql`select s.* from (${asOf}) s where s.status = any(${sql.val(filter.statuses)}::text[]) ${severity} ${providers}`
}

export async function countsBySeverityAndDimension(db: DbOrTx, tenantId: string, scope: Scope) {
  const { rows } = await sql<{ severity: string; dimension: string; n: number }>`
    with scope as (${findingsAt(db, tenantId, scope)}) select severity, dimension, count(*)::int as n from scope group by severity, dimension`.execute(db)
  return rows
}

export async function distinctResources(db: DbOrTx, tenantId: string, scope: Scope): Promise<number> {
  const { rows } = await sql<{ n: number }>`with scope as (${findingsAt(db, tenantId, scope)}) select count(distinct resource_id)::int as n from scope`.execute(db)
  return rows[0]?.n ?? 0
}

export interface CheckGroupRow { check_id: string; dimension: string; severity: string; findings: number; title: string; remediation: string }

/** Open findings per check, most urgent first: highest severity, then most findings (= affected resources). */
export async function checkGroups(db: DbOrTx, tenantId: string, scope: Scope, limit?: number): Promise<CheckGroupRow[]> {
  const { rows } = await sql<CheckGroupRow & { rank: number }>`
    with scope as (${findingsAt(db, tenantId, scope)})
    select check_id, min(dimension) as dimension, max(${rank(sql.ref('severity'))}) as rank, count(*)::int as findings,
      min(title) as title, min(remediation) as remediation
    from scope group by check_id
    order by rank desc, findings desc, check_id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db)
  return rows.map(({ rank: r, ...row }) => ({ ...row, severity: SEVERITIES[r - 1]! }))
}

export interface AffectedRow {
  group_key: string; finding_id: string; check_id: string; resource_id: string; severity: string; first_seen_at: Date
  name: string; external_id: string; kind: string; provider: string; region: string
}

/**
 * The first `cap` affected resources of each group, most severe first, then by name. Groups are checks, or
 * the controls of `controlMap` (a check may evidence several controls, so its findings appear under each).
 */
export async function affectedResources(db: DbOrTx, tenantId: string, scope: Scope, cap: number, controlMap?: { control: string; check: string }[]): Promise<AffectedRow[]> {
  const source = controlMap
    ? sql`scope s join unnest(${sql.val(controlMap.map((m) => m.control))}::text[], ${sql.val(controlMap.map((m) => m.check))}::text[]) as m(control_id, check_id) on m.check_id = s.check_id`
    : sql`scope s`
  const key = controlMap ? sql.ref('m.control_id') : sql.ref('s.check_id')
  const { rows } = await sql<AffectedRow>`
    with scope as (${findingsAt(db, tenantId, scope)})
    select group_key, finding_id, check_id, resource_id, severity, first_seen_at, name, external_id, kind, provider, region from (
      select ${key} as group_key, s.id as finding_id, s.check_id, s.resource_id, s.severity, s.first_seen_at,
        r.name, r.external_id, r.kind, r.provider, r.region,
        row_number() over (partition by ${key} order by ${rank(sql.ref('s.severity'))} desc, r.name, s.resource_id, s.check_id) as rn
      from ${source} join resources r on r.tenant_id = ${tenantId} and r.id = s.resource_id
    ) ranked where rn <= ${cap} order by group_key, rn`.execute(db)
  return rows
}

/** Failing findings and distinct failing resources per control. */
export async function controlTotals(db: DbOrTx, tenantId: string, scope: Scope, controlMap: { control: string; check: string }[]) {
  const { rows } = await sql<{ control_id: string; findings: number; resources: number }>`
    with scope as (${findingsAt(db, tenantId, scope)})
    select m.control_id, count(*)::int as findings, count(distinct s.resource_id)::int as resources
    from scope s join unnest(${sql.val(controlMap.map((m) => m.control))}::text[], ${sql.val(controlMap.map((m) => m.check))}::text[]) as m(control_id, check_id)
      on m.check_id = s.check_id
    group by m.control_id`.execute(db)
  return rows
}

export interface CostFindingRow {
  id: string; check_id: string; resource_id: string; kind: string; provider: string; region: string; name: string; external_id: string
  tags: Record<string, string>; attributes: Record<string, unknown>
}

/**
 * Cost findings in scope with their resource as the audit's snapshot saw it (the history version valid at
 * `snapshotAt` when the resource changed since), in id-ordered batches: memory stays one batch.
 */
export async function* costFindingsWithResources(db: DbOrTx, tenantId: string, scope: Scope, snapshotAt: Date, batchSize = 2000) {
  let after = ''
  for (;;) {
    const { rows } = await sql<CostFindingRow>`
      with scope as (${findingsAt(db, tenantId, scope)})
      select s.id, s.check_id, s.resource_id,
        coalesce(h.kind, r.kind) as kind, coalesce(h.provider, r.provider) as provider, coalesce(h.region, r.region) as region,
        coalesce(h.name, r.name) as name, coalesce(h.external_id, r.external_id) as external_id,
        coalesce(h.tags, r.tags) as tags, coalesce(h.attributes, r.attributes) as attributes
      from scope s
      join resources r on r.tenant_id = ${tenantId} and r.id = s.resource_id
      left join resource_history h on r.updated_at > ${snapshotAt} and h.tenant_id = ${tenantId} and h.resource_id = r.id
        and h.valid_from <= ${snapshotAt} and h.valid_to > ${snapshotAt}
      where s.dimension = 'cost' and s.id > ${after}
      order by s.id limit ${batchSize}`.execute(db)
    if (rows.length === 0) return
    yield rows
    if (rows.length < batchSize) return
    after = rows[rows.length - 1]!.id
  }
}

/**
 * The audit's inventory snapshot counted by kind (the same rows `inventorySnapshot` streams to the checks),
 * of the given clouds only when `providers` is set.
 */
export async function snapshotKinds(db: DbOrTx, tenantId: string, snapshotAt: Date, resourceId?: string, providers?: string[]) {
  const onlyResource = (column: string) => (resourceId ? sql`and ${sql.ref(column)} = ${resourceId}` : sql``)
  const onlyProviders = providers ? sql`and provider = any(${sql.val(providers)}::text[])` : sql``
  const only = (column: string) => sql`${onlyResource(column)} ${onlyProviders}`
  const { rows } = await sql<{ kind: string; provider: string; n: number }>`
    select kind, provider, count(*)::int as n from (
      select kind, provider from resources where tenant_id = ${tenantId} and updated_at <= ${snapshotAt} and discovered_at <= ${snapshotAt}
        and (removed_at is null or removed_at > ${snapshotAt}) ${only('id')}
      union all
      select kind, provider from resource_history where tenant_id = ${tenantId} and valid_from <= ${snapshotAt} and valid_to > ${snapshotAt} ${only('resource_id')}
    ) snapshot group by kind, provider order by kind, provider`.execute(db)
  return rows
}

/** The last `limit` completed audits up to and including `audit`, newest first. */
export async function completedAuditsUpTo(db: DbOrTx, tenantId: string, audit: AuditPosition, limit: number) {
  return db.selectFrom('audits').select(['id', 'completed_at', 'resources_scanned', 'summary'])
    .where('tenant_id', '=', tenantId).where('status', '=', 'completed').where('trigger', '<>', 'import')
    .where(sql<boolean>`(created_at, id) <= (${audit.created_at}, ${audit.id})`)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
}

/**
 * New and resolved findings over the audits `auditIds` (net, as the audit diff counts them), among the
 * findings the filters keep: severity at the later audit for new ones, at the earlier one for resolved ones.
 */
export async function changeCounts(db: DbOrTx, tenantId: string, auditIds: string[], filter: ScopeFilter) {
  const kept = filteredFindings(db, tenantId, fixedFilter(filter)).select('id')
  const severity = filter.severity
    ? sql`and (case when d.grp = 'new' then d.severity_after else d.severity_before end) = any(${sql.val(filter.severity)}::text[])`
    : sql``
  const { rows } = await sql<{ grp: string; n: number }>`
    select d.grp, count(*)::int as n from (${netChanges(tenantId, auditIds)}) d join (${kept}) f on f.id = d.finding_id
    where d.grp in ('new', 'resolved') ${severity} group by d.grp`.execute(db)
  return { new: rows.find((r) => r.grp === 'new')?.n ?? 0, resolved: rows.find((r) => r.grp === 'resolved')?.n ?? 0 }
}

export interface DueRow {
  finding_id: string; check_id: string; title: string; severity: string; status: string; assignee: string | null; assignee_name: string | null
  due_at: Date | null; detected_at: Date; resource_id: string; name: string
}

const dueColumns = sql`s.id as finding_id, s.check_id, s.title, s.severity, s.status, s.assignee, a.name as assignee_name, s.due_at,
  s.first_seen_at as detected_at, s.resource_id, coalesce(r.name, s.resource_id) as name`
const dueJoins = (tenantId: string) => sql`left join resources r on r.tenant_id = ${tenantId} and r.id = s.resource_id
  left join users u on u.tenant_id = ${tenantId} and u.id = s.assignee left join accounts a on a.id = u.account_id`

/** The open findings past their due date at `at`, most overdue first: the first `cap` and how many. */
export async function overdueFindings(db: DbOrTx, tenantId: string, scope: Scope, at: Date, cap: number): Promise<{ total: number; rows: DueRow[] }> {
  const { rows } = await sql<DueRow & { total: number }>`
    with scope as (${findingsAt(db, tenantId, scope)})
    select ${dueColumns}, count(*) over ()::int as total from scope s ${dueJoins(tenantId)}
    where s.status = 'open' and s.due_at <= ${at}
    order by s.due_at, ${rank(sql.ref('s.severity'))} desc, s.id limit ${cap}`.execute(db)
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _, ...row }) => row) }
}

export interface OwnerRow { assignee: string | null; assignee_name: string | null; findings: number; overdue: number; next_due_at: Date | null }

/** The findings in scope per owner (null: nobody): most overdue first, then the earliest due date, nobody last among equals. */
export async function ownerGroups(db: DbOrTx, tenantId: string, scope: Scope, at: Date): Promise<OwnerRow[]> {
  const { rows } = await sql<OwnerRow>`
    with scope as (${findingsAt(db, tenantId, scope)})
    select s.assignee, min(a.name) as assignee_name, count(*)::int as findings,
      (count(*) filter (where s.status = 'open' and s.due_at <= ${at}))::int as overdue, min(s.due_at) as next_due_at
    from scope s left join users u on u.tenant_id = ${tenantId} and u.id = s.assignee left join accounts a on a.id = u.account_id
    group by s.assignee order by overdue desc, next_due_at nulls last, s.assignee nulls last`.execute(db)
  return rows
}

/** The first `cap` findings of each owner, by due date (none last), then most severe. */
export async function ownerItems(db: DbOrTx, tenantId: string, scope: Scope, cap: number): Promise<DueRow[]> {
  const { rows } = await sql<DueRow>`
    with scope as (${findingsAt(db, tenantId, scope)})
    select finding_id, check_id, title, severity, status, assignee, assignee_name, due_at, detected_at, resource_id, name from (
      select ${dueColumns}, row_number() over (partition by s.assignee order by s.due_at nulls last, ${rank(sql.ref('s.severity'))} desc, s.id) as rn
      from scope s ${dueJoins(tenantId)}
    ) ranked where rn <= ${cap} order by assignee nulls last, rn`.execute(db)
  return rows
}
