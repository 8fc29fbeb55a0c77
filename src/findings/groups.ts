import { sql, type RawBuilder } from 'kysely'
import type { Static } from 'typebox'
import Type from 'typebox'
import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec, CursorPosition } from '../platform/http/cursor.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { ListEnvelope, paginate, PageQuery } from '../platform/http/pagination.ts'
import { filteredFindings, type FindingFilter } from './repo.ts'
import { FindingFilters } from './schemas.ts'
import { toFilter } from './filters.ts'
import { SEVERITIES_MOST_SEVERE_FIRST } from '../vocabulary/index.ts'

// GET /v1/findings/groups: "which check / account / team has the most critical findings?" — the findings the
// list's filters keep, counted per group, in risk order: most critical first, then most high, medium, low,
// info, then by key; findings without the grouped tag form one group whose key is null, after the others
// among equals. Keyset-paginated on that order, so pages are stable while the counts do not change.

export const GROUP_FIELDS = ['check_id', 'resource_id', 'provider', 'region', 'kind'] as const
const TAG = /^tag:(.{1,128})$/s
const RISK_ORDER = SEVERITIES_MOST_SEVERE_FIRST

export const GroupsQuery = Type.Object({
  by: Type.String({ pattern: '^(check_id|resource_id|provider|region|kind|tag:[^\\u0000]{1,128})$', description: 'What to group by: `check_id`, `resource_id`, `provider`, `region`, `kind` (of the resource), or `tag:<key>` (the value of that tag of the resource; findings whose resource lacks it form one group with key null).' }),
  ...PageQuery,
  ...FindingFilters,
}, { additionalProperties: false })
export type GroupsQuery = Static<typeof GroupsQuery>

const Count = (description: string) => Type.Integer({ minimum: 0, description })
export const FindingGroup = Type.Object({
  key: Type.Union([Type.String(), Type.Null()], { description: 'The group\'s value of `by` (a check id, a resource id, a provider…); null: findings whose resource lacks the tag, or whose resource left the inventory.' }),
  count: Type.Integer({ minimum: 1, description: 'Findings in the group.' }),
  by_severity: Type.Object(Object.fromEntries(RISK_ORDER.map((s) => [s, Count(`Its ${s} findings.`)])), { additionalProperties: false, description: 'The group\'s findings per severity.' }),
  oldest_detected_at: Type.String({ format: 'date-time', description: 'When its oldest finding was first detected.' }),
}, { additionalProperties: false, title: 'FindingGroup' })
export const FindingGroupList = ListEnvelope(FindingGroup, 'groups', 'in risk order: most critical findings first, then most high, medium, low and info, then by key (byte order)')
type GroupRecord = Static<typeof FindingGroup>

interface GroupRow { key: string | null; n: number; critical: number; high: number; medium: number; low: number; info: number; oldest: Date }
/** The position of a group in the risk order, as the cursor's id: its counts, whether its key is null, its key. */
type Position = [critical: number, high: number, medium: number, low: number, info: number, keyIsNull: number, key: string]

const positionOf = (row: GroupRow): CursorPosition => ({
  at: new Date(0), id: JSON.stringify([row.critical, row.high, row.medium, row.low, row.info, row.key === null ? 1 : 0, row.key ?? ''] satisfies Position),
})

function decodePosition(after: CursorPosition): Position {
  const value = JSON.parse(after.id) as unknown
  const ok = Array.isArray(value) && value.length === 7 && value.slice(0, 6).every((v) => Number.isInteger(v)) && typeof value[6] === 'string'
  if (!ok) throw new ApiError('invalid_cursor', 'The cursor is not valid for this list; take next_cursor from the previous page of the same query.')
  return value as Position
}

function keyOf(by: string): RawBuilder<string | null> {
  const tag = TAG.exec(by)
  if (tag) return sql`r.tags ->> ${tag[1]!}`
  switch (by) {
    case 'check_id': return sql`f.check_id`
    case 'resource_id': return sql`f.resource_id`
    case 'provider': return sql`r.provider`
    case 'region': return sql`r.region`
    default: return sql`r.kind`
  }
}

async function groupPage(db: Db, tenantId: string, by: string, filter: FindingFilter, after: CursorPosition | undefined, take: number, now: Date): Promise<GroupRow[]> {
  const findings = filteredFindings(db, tenantId, filter, now).select(['id', 'severity', 'detected_at', 'resource_id', 'check_id'])
  const count = (severity: string) => sql`(count(*) filter (where f.severity = ${severity}))::int`
  // The order compares (−critical, −high, −medium, −low, −info, key is null, key) ascending.
  // Keys compare byte by byte (COLLATE "C"): the same order on every server, whatever its locale.
  const tuple = sql`(-g.critical, -g.high, -g.medium, -g.low, -g.info, g.key_is_null, coalesce(g.key, '') collate "C")`
  const from = after ? (() => {
    const [c, h, m, l, i, isNull, key] = decodePosition(after)
    return sql`where ${tuple} > (${-c}::int, ${-h}::int, ${-m}::int, ${-l}::int, ${-i}::int, ${isNull}::int, ${key}::text collate "C")`
  })() : sql``
  const { rows } = await sql<GroupRow>`
    select g.key, g.n, g.critical, g.high, g.medium, g.low, g.info, g.oldest from (
      select ${keyOf(by)} as key, (${keyOf(by)} is null)::int as key_is_null, count(*)::int as n,
        ${count('critical')} as critical, ${count('high')} as high, ${count('medium')} as medium, ${count('low')} as low, ${count('info')} as info,
        min(f.detected_at) as oldest
      from (${findings}) f left join resources r on r.tenant_id = ${tenantId} and r.id = f.resource_id
      group by 1, 2
    ) g ${from}
    order by ${tuple} limit ${take}`.execute(db)
  return rows
}

const present = (row: GroupRow): GroupRecord => ({
  key: row.key, count: row.n,
  by_severity: { critical: row.critical, high: row.high, medium: row.medium, low: row.low, info: row.info },
  oldest_detected_at: iso(row.oldest),
})

export function findingGroups(db: Db, codec: CursorCodec, clock: () => Date) {
  return (tenantId: string, query: GroupsQuery) => {
    const { by, limit, cursor, ...raw } = query
    const filter = toFilter(raw)
    const now = clock()
    return paginate(codec, `finding_groups:${by}`, { tenantId, limit, cursor, filters: filter },
      (after, take) => groupPage(db, tenantId, by, filter, after, take, now), positionOf, present)
  }
}
