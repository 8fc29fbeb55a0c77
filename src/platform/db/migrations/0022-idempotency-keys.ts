import { sql, type Kysely } from 'kysely'

// Idempotency-Key on every POST of /v1 (issue 19): one table for every route instead of a key column per
// capability. A request with a key claims (tenant_id, key) before its handler runs (`running`), then stores the
// response it gave (`done`: status, the headers that name what it created, the body) for 24 hours; the same key
// again replays it, or waits while the first is running. The hash binds the key to the method, path and body.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table idempotency_keys (
    tenant_id text not null references tenants (id) on delete cascade,
    key text not null,
    request_hash text,
    status text not null check (status in ('running', 'done')),
    response_status integer,
    response_headers jsonb,
    response_body text,
    created_at timestamptz not null default now(),
    primary key (tenant_id, key)
  )`.execute(db)
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db)
}
