import { sql, type Kysely } from 'kysely'

// A tenant's choice about a built-in check (PATCH /v1/checks/{id}): only checks the tenant changed have a row;
// no row means enabled. Read once per audit and per plan check (a tenant has at most one row per check).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table check_settings (
    tenant_id text not null references tenants (id) on delete cascade,
    check_id text not null,
    enabled boolean not null,
    reason text,
    updated_at timestamptz not null,
    updated_by text not null,
    primary key (tenant_id, check_id)
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table check_settings`.execute(db)
}
