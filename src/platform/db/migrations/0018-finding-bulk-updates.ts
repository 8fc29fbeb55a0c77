import { sql, type Kysely } from 'kysely'

// Bulk updates (POST /v1/findings/bulk_updates): one row per request, with its changes, its progress and
// the first failures; and the set of findings it was accepted for, fixed at acceptance (ids or a filter's
// matches at that instant). A background job works through the set 1,000 findings at a time and deletes
// each batch's items in the transaction that changes them, so a job resumed after a crash continues
// where it stopped and never applies a change twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table finding_bulk_updates (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    status text not null check (status in ('pending', 'running', 'completed', 'failed')),
    selection jsonb not null,
    changes jsonb not null,
    actor_type text not null check (actor_type in ('user', 'token', 'oauth_client')),
    actor_id text not null,
    matched integer not null,
    updated integer not null default 0,
    unchanged integer not null default 0,
    failed integer not null default 0,
    failures jsonb not null default '[]',
    failure_reason text,
    idempotency_key text,
    request_hash text not null,
    created_at timestamptz not null,
    started_at timestamptz,
    completed_at timestamptz,
    primary key (tenant_id, id)
  )`.execute(db)
  await sql`create unique index finding_bulk_updates_idempotency_key on finding_bulk_updates (tenant_id, idempotency_key) where idempotency_key is not null`.execute(db)
  await sql`create table finding_bulk_update_items (
    tenant_id text not null,
    bulk_update_id text not null,
    finding_id text not null,
    primary key (tenant_id, bulk_update_id, finding_id),
    foreign key (tenant_id, bulk_update_id) references finding_bulk_updates (tenant_id, id) on delete cascade
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table finding_bulk_update_items`.execute(db)
  await sql`drop table finding_bulk_updates`.execute(db)
}
