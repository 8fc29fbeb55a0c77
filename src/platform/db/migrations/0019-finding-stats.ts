import { sql, type Kysely } from 'kysely'

// Statistics over time (GET /v1/findings/stats) come from a daily rollup of the findings' transitions: per
// tenant, UTC day, severity, dimension and provider, how many findings were created, resolved and reopened
// that day, by how much the number of open findings changed, and the seconds from first detection of the
// findings resolved that day (for the mean time to resolve). The open count at the end of any day is the sum
// of the changes up to that day, so a 90-day chart reads at most a few thousand small rows, whatever the
// number of findings.
//
// The rollup is kept by a statement-level trigger on finding_transitions: it is written in the same
// transaction as the transitions it counts, by every writer (audits, people's changes, bulk updates, expiry,
// the sandbox seed, and writers still to come) without any of them having to remember it. Each statement's
// rows are added up first, so an audit batch of 20,000 transitions costs one upsert per (day, severity,
// dimension, provider) it touches; the upsert takes its keys in order, so that two transactions touching the
// same keys wait for each other instead of deadlocking.
//
// What a transition changes, read from the row alone (writers record the status and severity at the time):
//   created: +1 open, +1 new, at its severity.
//   reopened: +1 open, +1 reopened, at the severity it had before (an audit that also changes the severity
//     writes a severity_changed entry after it, which moves it).
//   resolved: +1 resolved; −1 open when it ended an open finding (value_before; entries written before it was
//     kept count as open); the seconds since first detection.
//   status_changed (people): ±1 open as it leaves or enters open; +1 resolved (and seconds) into resolved;
//     +1 reopened from resolved to open.
//   severity_changed: moves an open finding (value_before: its status at the time; entries written before it
//     was kept use the finding's status) from the old severity to the new one.
// Triage entries (assigned, due_changed, notes) change nothing here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What the rollup needs of the finding, carried by the transitions the audit engine writes (most of them),
  // so that the trigger reads nothing else for those; null in other writers' rows and in older ones, which
  // look the finding up.
  await sql`alter table finding_transitions add column dimension text, add column provider text, add column detected_at timestamptz`.execute(db)
  await sql`create table finding_stats_daily (
    tenant_id text not null references tenants (id) on delete cascade,
    day date not null,
    severity text not null,
    dimension text not null,
    provider text not null,
    open_change integer not null default 0,
    created integer not null default 0,
    resolved integer not null default 0,
    reopened integer not null default 0,
    resolved_seconds bigint not null default 0,
    primary key (tenant_id, day, severity, dimension, provider)
  )`.execute(db)
  await sql.raw(`create function finding_stats_rollup() returns trigger language plpgsql as $$
    begin
      ${rollupFrom('inserted')};
      return null;
    end $$`).execute(db)
  await sql`create trigger finding_transitions_stats after insert on finding_transitions
    referencing new table as inserted for each statement execute function finding_stats_rollup()`.execute(db)
  // The transitions stored so far, counted by the same rule.
  await sql.raw(rollupFrom('finding_transitions')).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger finding_transitions_stats on finding_transitions`.execute(db)
  await sql`drop function finding_stats_rollup()`.execute(db)
  await sql`drop table finding_stats_daily`.execute(db)
  await sql`alter table finding_transitions drop column dimension, drop column provider, drop column detected_at`.execute(db)
}

/**
 * Adds the transitions of `source` (the trigger's new rows, or the whole table) to the rollup; exported for the
 * test that rebuilds it. One row per transition, plus one for each severity change of an open finding (the
 * severity it leaves), summed per key: a UNION ALL rather than a lateral pair of rows per transition, which
 * measured twice as costly per audit batch.
 */
export function rollupFrom(source: string, options: { suppression?: boolean } = {}): string {
  // A transition that does not carry what the rollup needs looks its finding and resource up by primary key.
  // The lookups are lateral subqueries gated by that need (a transition that carries everything costs no index
  // access), and OFFSET 0 keeps them from being flattened into joins: the trigger's plan is made once per
  // connection, from statistics that may be stale (a table just filled), and a flattened join was then planned
  // as resources × transitions first, with a scan of the tenant's findings per pair — minutes for a sandbox seed.
  const joins = `left join lateral (select f.dimension, f.severity, f.status, f.detected_at, f.resource_id from findings f
        where (t.dimension is null or t.provider is null or t.detected_at is null or coalesce(t.severity_before, t.severity_after) is null
          or (t.kind = 'severity_changed' and t.value_before is null))
          and f.tenant_id = t.tenant_id and f.id = t.finding_id offset 0) f on true
      left join lateral (select r.provider from resources r
        where t.provider is null and r.tenant_id = t.tenant_id and r.id = f.resource_id offset 0) r on true`
  const dimension = 'coalesce(t.dimension, f.dimension)'
  const provider = 'coalesce(t.provider, r.provider)'
  const day = `(t.created_at at time zone 'UTC')::date`
  // From migration 0021 on, suppressed findings are out of the statistics: a change made to a suppressed finding
  // (t.suppressed) counts for nothing; its suppression takes it out of the open count and its unsuppression
  // (always made to a suppressed finding) puts it back, by the status it had then (value_before).
  const suppression = options.suppression ?? false
  const kinds = `'created', 'reopened', 'resolved', 'status_changed', 'severity_changed'${suppression ? `, 'suppressed', 'unsuppressed'` : ''}`
  const counted = suppression ? `and (t.kind = 'unsuppressed' or not t.suppressed)` : ''
  const suppressionChange = suppression ? `
          when 'suppressed' then -(t.value_before = 'open')::int
          when 'unsuppressed' then (t.value_before = 'open')::int` : ''
  return `
    insert into finding_stats_daily as s (tenant_id, day, severity, dimension, provider, open_change, created, resolved, reopened, resolved_seconds)
    select tenant_id, day, severity, dimension, provider, sum(open_change), sum(created), sum(resolved), sum(reopened), sum(resolved_seconds)
    from (
      select t.tenant_id, ${day} as day,
        case when t.kind = 'reopened' then coalesce(t.severity_before, t.severity_after, f.severity)
          else coalesce(t.severity_after, t.severity_before, f.severity) end as severity,
        ${dimension} as dimension, ${provider} as provider,
        case t.kind
          when 'created' then 1
          when 'reopened' then 1
          when 'resolved' then case when coalesce(t.value_before, 'open') = 'open' then -1 else 0 end
          when 'status_changed' then (t.value_after = 'open')::int - (t.value_before = 'open')::int
          when 'severity_changed' then case when coalesce(t.value_before, f.status) = 'open' then 1 else 0 end${suppressionChange}
          else 0 end as open_change,
        (t.kind = 'created')::int as created,
        (t.kind = 'resolved' or (t.kind = 'status_changed' and t.value_after = 'resolved'))::int as resolved,
        (t.kind = 'reopened' or (t.kind = 'status_changed' and t.value_before = 'resolved' and t.value_after = 'open'))::int as reopened,
        case when t.kind = 'resolved' or (t.kind = 'status_changed' and t.value_after = 'resolved')
          then greatest(floor(extract(epoch from t.created_at - coalesce(t.detected_at, f.detected_at))), 0)::bigint else 0 end as resolved_seconds
      from ${source} t ${joins}
      where t.kind in (${kinds}) ${counted}
      union all
      -- the severity an open finding leaves
      select t.tenant_id, ${day}, coalesce(t.severity_before, t.severity_after, f.severity), ${dimension}, ${provider}, -1, 0, 0, 0, 0::bigint
      from ${source} t ${joins}
      where t.kind = 'severity_changed' and coalesce(t.value_before, f.status) = 'open' ${counted}
    ) c
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    on conflict (tenant_id, day, severity, dimension, provider) do update set
      open_change = s.open_change + excluded.open_change, created = s.created + excluded.created,
      resolved = s.resolved + excluded.resolved, reopened = s.reopened + excluded.reopened,
      resolved_seconds = s.resolved_seconds + excluded.resolved_seconds`
}
