import { sql, type Kysely } from 'kysely'
import { KINDS } from './0014-finding-history.ts'
import { rollupFrom } from './0019-finding-stats.ts'

// Suppression rules (issue 18): a tenant's CEL expressions over finding and resource that silence known noise,
// with a reason and an optional expiry. A finding matched by an enabled, unexpired rule carries the rule's id in
// `suppressed_by` and keeps its own status; lists, summaries, statistics and reports leave it out by default.
//
// - `deleted_at`: a deleted rule is gone from the API at once; its row stays until the findings it suppressed
//   are released (in the background for large tenants), then the release removes it.
// - `pending`: the rule's matches are not applied yet (a create, enable or expression change over more findings
//   than a request applies); the background sweep applies them.
// - finding_transitions.suppressed: the finding was suppressed when the change was made. The statistics
//   trigger counts nothing of such a change (the finding is out of the statistics), except its unsuppression.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table suppression_rules (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    name text not null,
    reason text not null,
    expression text not null,
    expires_at timestamptz,
    enabled boolean not null default true,
    created_by text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    pending boolean not null default false,
    primary key (tenant_id, id)
  )`.execute(db)
  await sql`create index suppression_rules_list_idx on suppression_rules (tenant_id, created_at desc, id desc) where deleted_at is null`.execute(db)
  // The sweep's question, across tenants: which rules have work (matches to apply, or findings to release).
  await sql`create index suppression_rules_work_idx on suppression_rules (expires_at) where pending or deleted_at is not null or not enabled or expires_at is not null`.execute(db)
  await sql`alter table findings add column suppressed_by text`.execute(db)
  await sql`create index findings_suppressed_idx on findings (tenant_id, suppressed_by) where suppressed_by is not null`.execute(db)
  await sql`alter table finding_transitions add column suppressed boolean not null default false`.execute(db)
  await sql.raw(`alter table finding_transitions drop constraint finding_transitions_kind_check,
    add constraint finding_transitions_kind_check check (kind in (${[...KINDS, 'suppressed', 'unsuppressed'].map((k) => `'${k}'`).join(', ')}))`).execute(db)
  await sql.raw(`create or replace function finding_stats_rollup() returns trigger language plpgsql as $$
    begin
      ${rollupFrom('inserted', { suppression: true })};
      return null;
    end $$`).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create or replace function finding_stats_rollup() returns trigger language plpgsql as $$
    begin
      ${rollupFrom('inserted')};
      return null;
    end $$`).execute(db)
  await sql`delete from finding_transitions where kind in ('suppressed', 'unsuppressed')`.execute(db)
  await sql.raw(`alter table finding_transitions drop constraint finding_transitions_kind_check,
    add constraint finding_transitions_kind_check check (kind in (${KINDS.map((k) => `'${k}'`).join(', ')}))`).execute(db)
  await sql`alter table finding_transitions drop column suppressed`.execute(db)
  await sql`drop index findings_suppressed_idx`.execute(db)
  await sql`alter table findings drop column suppressed_by`.execute(db)
  await sql`drop table suppression_rules`.execute(db)
}
