import { sql, type Kysely } from 'kysely'

// Issue 35 item 2: collections, one read of a cloud account's inventory (README decision 90).
//
// - One row per collection of one cloud account: `queued` when asked (POST, or the schedule), `running` while a
//   worker reads AWS, then `completed` (every region × service read without error), `partial` (some errored:
//   those removed nothing) or `failed` (nothing could be read: the role could not be assumed, or the job gave up).
// - progress: [{region, service, resources, calls, throttled, status}] and errors: [{region, service, operation,
//   code, message}], as the collection library reports them; written while it runs and at its end.
// - collections_one_active: at most one queued or running collection per cloud account (a second POST is 409
//   `collection_in_progress`, naming it), so two workers never read the same account at once.
// - The cloud account's deletion deletes its collections (its resources stay, with their source).
// - cloud_accounts.next_collection_at: when the account's schedule (hourly, daily, weekly) is due next; null until
//   its first scheduled collection (due at once). A worker claims due accounts by moving it forward in the same
//   transaction that queues their collections (schedule.ts), so several workers never queue one twice. The
//   index is the scheduler's cross-tenant scan, not a key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table collections (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    cloud_account_id text not null,
    status text not null check (status in ('queued', 'running', 'completed', 'partial', 'failed')),
    trigger text not null check (trigger in ('manual', 'schedule')),
    progress jsonb not null default '[]',
    errors jsonb not null default '[]',
    resources integer not null default 0,
    removed integer not null default 0,
    audit_id text,
    failure_reason text,
    created_at timestamptz not null,
    started_at timestamptz,
    completed_at timestamptz,
    primary key (tenant_id, id),
    foreign key (tenant_id, cloud_account_id) references cloud_accounts (tenant_id, id) on delete cascade
  )`.execute(db)
  await sql`create index collections_keyset_idx on collections (tenant_id, cloud_account_id, created_at desc, id desc)`.execute(db)
  await sql`alter table cloud_accounts add column next_collection_at timestamptz`.execute(db)
  await sql`create index cloud_accounts_next_collection_idx on cloud_accounts (next_collection_at) where schedule <> 'manual'`.execute(db)
  await sql`create unique index collections_one_active on collections (tenant_id, cloud_account_id) where status in ('queued', 'running')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table collections`.execute(db)
  await sql`drop index cloud_accounts_next_collection_idx`.execute(db)
  await sql`alter table cloud_accounts drop column next_collection_at`.execute(db)
}
