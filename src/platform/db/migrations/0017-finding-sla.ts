import { sql, type Kysely } from 'kysely'

// Due dates (issue 17). A tenant's SLA policy gives each severity a window in days (null: no due date); a
// finding is due at its first detection plus the window of its severity (`due_at`), unless someone set the
// date by hand (`due_at_manual`, which a severity change or a policy change then leaves alone). A tenant
// without a row has the default policy. Existing open and accepted findings get their date from the
// defaults (7, 30, 90, 180 days; none for info), as if the policy had always been there.
// Two partial indexes serve what reads by date: the open findings by due date (overdue counts, the
// `due_before` and `sla_status` filters) and the acceptances by expiry (the sweep that reopens them).
export async function up(db: Kysely<unknown>): Promise<void> {
  const days = (column: string) => `${column} integer check (${column} between 1 and 3650)`
  await sql.raw(`create table sla_policies (
    tenant_id text primary key references tenants (id) on delete cascade,
    ${days('critical_days')}, ${days('high_days')}, ${days('medium_days')}, ${days('low_days')}, ${days('info_days')},
    updated_at timestamptz not null,
    updated_by text
  )`).execute(db)
  await sql`alter table findings add column due_at timestamptz`.execute(db)
  await sql`alter table findings add column due_at_manual boolean not null default false`.execute(db)
  await sql`update findings set due_at = detected_at + make_interval(days => case severity
      when 'critical' then 7 when 'high' then 30 when 'medium' then 90 when 'low' then 180 end)
    where status in ('open', 'accepted_risk') and severity <> 'info'`.execute(db)
  await sql`create index findings_open_due_idx on findings (tenant_id, due_at) where status = 'open' and due_at is not null`.execute(db)
  // Led by the instant, not the tenant: the sweep asks "which tenants have an acceptance that lapsed?" across
  // tenants (a handful of rows), then reopens each tenant's with tenant_id in the query.
  await sql`create index findings_acceptance_expiry_idx on findings (status_expires_at, tenant_id) where status = 'accepted_risk' and status_expires_at is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index findings_acceptance_expiry_idx`.execute(db)
  await sql`drop index findings_open_due_idx`.execute(db)
  await sql`alter table findings drop column due_at_manual`.execute(db)
  await sql`alter table findings drop column due_at`.execute(db)
  await sql`delete from finding_transitions where kind = 'due_changed'`.execute(db)
  await sql`drop table sla_policies`.execute(db)
}
