import { sql } from 'kysely'
import Type, { type Static } from 'typebox'
import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { CsvEnum, splitCsv } from '../platform/http/pagination.ts'
import { PROVIDERS } from '../vocabulary/index.ts'
import { slaStatusCondition } from './sla.ts'
import { DIMENSIONS, SEVERITIES, SEVERITIES_MOST_SEVERE_FIRST } from '../vocabulary/index.ts'

// GET /v1/findings/stats: "are we getting better?" — per day or week, how many findings were open at its end,
// created, resolved and reopened, and the mean time to resolve, exact (counted from every transition, not
// sampled). It reads the daily rollup kept by migration 0019's trigger: the open count at the end of a day is
// the sum of the changes up to that day, so the cost depends on the number of days, not of findings.

export const MAX_STATS_DAYS = 400
const DAY_MS = 86_400_000
export const STATS_GROUPS = ['severity', 'dimension', 'provider'] as const
type StatsGroup = (typeof STATS_GROUPS)[number]
const KNOWN_KEYS: Record<StatsGroup, readonly string[]> = { severity: SEVERITIES_MOST_SEVERE_FIRST, dimension: DIMENSIONS, provider: PROVIDERS }

const Day = (description: string) => Type.Optional(Type.String({ format: 'date', description }))
export const StatsQuery = Type.Object({
  from: Day('The first day counted (UTC, `YYYY-MM-DD`). Default: 29 days before `to` (30 daily buckets). With `interval=week` the first bucket starts on the Monday on or before it.'),
  to: Day('The last day counted (UTC, inclusive). Default: today (UTC).'),
  interval: Type.Optional(Type.Enum(['day', 'week'], { default: 'day', description: 'Bucket length: a UTC day, or an ISO week (Monday to Sunday, UTC).' })),
  group_by: Type.Optional(Type.Enum([...STATS_GROUPS], { description: 'Also break each bucket down by severity, dimension or provider (in `groups`).' })),
  severity: Type.Optional(CsvEnum(SEVERITIES, 'Only findings of these severities (at the time of each change); one value or a comma list.')),
  dimension: Type.Optional(CsvEnum(DIMENSIONS, 'Only findings of these dimensions; one value or a comma list.')),
  provider: Type.Optional(CsvEnum(PROVIDERS, 'Only findings on resources of these providers; one value or a comma list.')),
}, { additionalProperties: false })
export type StatsQuery = Static<typeof StatsQuery>

const Count = (description: string) => Type.Integer({ minimum: 0, description })
const Counts = {
  open: Count('Findings open at the end of the bucket (status `open`: accepted risks and resolved findings are not open). For a bucket that ends in the future, open now.'),
  new: Count('Findings created in the bucket.'),
  resolved: Count('Resolutions in the bucket: by audits that no longer see the problem, and imported findings resolved by hand.'),
  reopened: Count('Reopenings in the bucket: a resolved finding seen again, or an acceptance that lapsed or was withdrawn.'),
}
const GroupCounts = Type.Object(Counts, { additionalProperties: false })
export const StatsBucket = Type.Object({
  start: Type.String({ format: 'date-time', description: 'The bucket\'s first instant (UTC midnight).' }),
  end: Type.String({ format: 'date-time', description: 'The instant after its last (exclusive).' }),
  ...Counts,
  groups: Type.Optional(Type.Record(Type.String(), GroupCounts, { description: 'With `group_by`: the same counts per severity, dimension or provider (every known value, zeros included).' })),
}, { additionalProperties: false, title: 'FindingStatsBucket' })

const Mttr = (severity: string) => Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: `Mean seconds from first detection to resolution of the ${severity} findings resolved in the range; null when none was.` })
export const FindingStats = Type.Object({
  from: Type.String({ format: 'date-time', description: 'The first bucket\'s start.' }),
  to: Type.String({ format: 'date-time', description: 'The last bucket\'s end (exclusive).' }),
  interval: Type.Enum(['day', 'week'], { description: 'The bucket length.' }),
  group_by: Type.Union([Type.Enum([...STATS_GROUPS]), Type.Null()], { description: 'How `groups` breaks buckets down; null when it is absent.' }),
  buckets: Type.Array(StatsBucket, { description: 'Oldest first, one per day or week of the range.' }),
  mttr_seconds: Type.Object(Object.fromEntries(SEVERITIES_MOST_SEVERE_FIRST.map((s) => [s, Mttr(s)])), { additionalProperties: false, description: 'Mean time to resolve per severity, over the resolutions in the range.' }),
  overdue: Count('Open findings past their due date now (the severity, dimension and provider filters apply).'),
}, { additionalProperties: false, title: 'FindingStats' })
type StatsRecord = Static<typeof FindingStats>
type CountsRecord = Static<typeof GroupCounts>

interface Range { from: Date; to: Date; starts: Date[] }

/** The buckets' starts from the query, or 422 invalid_date_range. */
export function statsRange(query: StatsQuery, now: Date): Range {
  const to = query.to ? dayOf(query.to, 'to') : utcMidnight(now)
  const from = query.from ? dayOf(query.from, 'from') : new Date(to.getTime() - 29 * DAY_MS)
  if (from > to) throw new ApiError('invalid_date_range', `from (${query.from}) is after to (${query.to ?? to.toISOString().slice(0, 10)}).`)
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1
  if (days > MAX_STATS_DAYS) throw new ApiError('invalid_date_range', `The range spans ${days} days; at most ${MAX_STATS_DAYS}.`)
  const step = query.interval === 'week' ? 7 * DAY_MS : DAY_MS
  const first = query.interval === 'week' ? new Date(from.getTime() - ((from.getUTCDay() + 6) % 7) * DAY_MS) : from
  const starts: Date[] = []
  for (let at = first.getTime(); at <= to.getTime(); at += step) starts.push(new Date(at))
  return { from: first, to: new Date(starts.at(-1)!.getTime() + step), starts }
}

function dayOf(text: string, name: string): Date {
  const at = new Date(`${text}T00:00:00Z`)
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text) throw new ApiError('invalid_date_range', `${name} is not a calendar day (YYYY-MM-DD): ${text}.`)
  return at
}

const utcMidnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))

interface DayRow { day: string | null; key: string; open_change: number; created: number; resolved: number; reopened: number; resolved_seconds: number }

interface StatsFilter { severities?: string[]; dimensions?: string[]; providers?: string[] }

/**
 * The rollup's rows for a range: one summed row per group before it (day null: only its open change counts) and
 * one per day and group in it. Exported for bench:stats, which runs this very statement under pgbench.
 */
export function dayRows(tenantId: string, range: Pick<Range, 'from' | 'to'>, groupBy: StatsGroup | null, filter: StatsFilter) {
  const where = rollupWhere(tenantId, filter)
  const key = groupBy ? sql.ref(groupBy) : sql`''`
  const fromDay = range.from.toISOString().slice(0, 10)
  const toDay = range.to.toISOString().slice(0, 10)
  return sql<DayRow>`
    select null as day, ${key} as key, sum(open_change)::int as open_change, 0 as created, 0 as resolved, 0 as reopened, 0::float8 as resolved_seconds
    from finding_stats_daily where ${where} and day < ${fromDay}::date group by 2
    union all
    select to_char(day, 'YYYY-MM-DD'), ${key}, sum(open_change)::int, sum(created)::int, sum(resolved)::int, sum(reopened)::int, sum(resolved_seconds)::float8
    from finding_stats_daily where ${where} and day >= ${fromDay}::date and day < ${toDay}::date group by 1, 2`
}

function rollupWhere(tenantId: string, { severities, dimensions, providers }: StatsFilter) {
  return sql`tenant_id = ${tenantId}
    ${severities ? sql`and severity = any(${sql.val(severities)}::text[])` : sql``}
    ${dimensions ? sql`and dimension = any(${sql.val(dimensions)}::text[])` : sql``}
    ${providers ? sql`and provider = any(${sql.val(providers)}::text[])` : sql``}`
}

export function findingStats(db: Db, clock: () => Date) {
  return async (tenantId: string, query: StatsQuery): Promise<StatsRecord> => {
    const now = clock()
    const range = statsRange(query, now)
    const groupBy: StatsGroup | null = query.group_by ?? null
    const filter: StatsFilter = { severities: splitCsv(query.severity), dimensions: splitCsv(query.dimension), providers: splitCsv(query.provider) }
    const { rows } = await dayRows(tenantId, range, groupBy, filter).execute(db)
    // The mean time to resolve is per severity whatever the grouping: its own small sum over the range.
    const mttr = await sql<{ severity: string; resolved: number; seconds: number }>`
      select severity, sum(resolved)::int as resolved, sum(resolved_seconds)::float8 as seconds
      from finding_stats_daily where ${rollupWhere(tenantId, filter)} and day >= ${range.from.toISOString().slice(0, 10)}::date
        and day < ${range.to.toISOString().slice(0, 10)}::date and resolved > 0 group by 1`.execute(db)
    return {
      from: range.from.toISOString(), to: range.to.toISOString(), interval: query.interval ?? 'day', group_by: groupBy,
      buckets: bucketsOf(range, rows, groupBy),
      mttr_seconds: Object.fromEntries(SEVERITIES_MOST_SEVERE_FIRST.map((s) => {
        const row = mttr.rows.find((r) => r.severity === s)
        return [s, row && row.resolved > 0 ? Math.round(row.seconds / row.resolved) : null]
      })) as StatsRecord['mttr_seconds'],
      overdue: await overdueCount(db, tenantId, now, filter),
    }
  }
}

/** Walks the days in order, carrying each group's open count from the rows before the range. */
function bucketsOf(range: Range, rows: DayRow[], groupBy: StatsGroup | null): StatsRecord['buckets'] {
  const keys = [...new Set([...(groupBy ? KNOWN_KEYS[groupBy] : ['']), ...rows.map((r) => r.key)])]
  const open = new Map(keys.map((k) => [k, 0]))
  for (const row of rows) if (row.day === null) open.set(row.key, open.get(row.key)! + row.open_change)
  const byDay = new Map<string, DayRow[]>()
  for (const row of rows) if (row.day !== null) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row])
  return range.starts.map((start, i) => {
    const end = range.starts[i + 1] ?? range.to
    const counts = new Map(keys.map((k) => [k, { open: 0, new: 0, resolved: 0, reopened: 0 } satisfies CountsRecord]))
    for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) {
      for (const row of byDay.get(new Date(at).toISOString().slice(0, 10)) ?? []) {
        const c = counts.get(row.key)!
        c.new += row.created
        c.resolved += row.resolved
        c.reopened += row.reopened
        open.set(row.key, open.get(row.key)! + row.open_change)
      }
    }
    for (const [k, c] of counts) c.open = Math.max(0, open.get(k)!)
    const total = (field: keyof CountsRecord) => [...counts.values()].reduce((sum, c) => sum + c[field], 0)
    return {
      start: start.toISOString(), end: end.toISOString(),
      open: total('open'), new: total('new'), resolved: total('resolved'), reopened: total('reopened'),
      ...(groupBy ? { groups: Object.fromEntries(counts) } : {}),
    }
  })
}

async function overdueCount(db: Db, tenantId: string, now: Date, { severities, dimensions, providers }: StatsFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from findings f
    where f.tenant_id = ${tenantId} and ${slaStatusCondition(['overdue'], now)} and f.suppressed_by is null
      ${providers ? sql`and exists (select 1 from resources r where r.tenant_id = f.tenant_id and r.id = f.resource_id and r.provider = any(${sql.val(providers)}::text[]))` : sql``}
      ${severities ? sql`and f.severity = any(${sql.val(severities)}::text[])` : sql``}
      ${dimensions ? sql`and f.dimension = any(${sql.val(dimensions)}::text[])` : sql``}`.execute(db)
  return rows[0]!.n
}
