import { sql, type Kysely } from 'kysely'

// Issue 33: a findings import writes in committed batches (README decision 86) instead of one transaction, so
// the one-import-per-tenant rule can no longer be a transaction-level advisory lock. The import's own record is
// the lock: it is written `running` with the first batch, one per tenant (finding_imports_one_running_per_tenant),
// under a lease (`lease_until`) its process renews while it runs; a record whose lease lapsed belongs to a dead
// process (kill -9, a database gone under it) and is marked `failed` by the tenant's next import. Records from
// before this migration were written whole at their commit: `completed`.
//
// The import's audit row is `running` while the import runs and must not take the tenant's one active-audit
// slot (an import runs beside audits, as before): that index now leaves imports out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table finding_imports
    add column status text not null default 'completed' check (status in ('running', 'completed', 'failed')),
    add column failure_reason text,
    add column lease_until timestamptz`.execute(db)
  await sql`create unique index finding_imports_one_running_per_tenant on finding_imports (tenant_id) where status = 'running'`.execute(db)
  await sql`drop index audits_one_active_per_tenant`.execute(db)
  await sql`create unique index audits_one_active_per_tenant on audits (tenant_id) where status in ('queued', 'running') and trigger <> 'import'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update audits set status = 'failed' where trigger = 'import' and status = 'running'`.execute(db)
  await sql`drop index audits_one_active_per_tenant`.execute(db)
  await sql`create unique index audits_one_active_per_tenant on audits (tenant_id) where status in ('queued', 'running')`.execute(db)
  await sql`drop index finding_imports_one_running_per_tenant`.execute(db)
  await sql`alter table finding_imports drop column lease_until, drop column failure_reason, drop column status`.execute(db)
}
