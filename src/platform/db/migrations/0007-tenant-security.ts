import { sql, type Kysely } from 'kysely'

const ms = sql`date_trunc('milliseconds', now())`

// Production mode and a workspace's security policy (IP allowlist), and the workspace's audit log: an
// append-only record of who changed access to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants')
    .addColumn('ip_allowlist', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('production_requested_at', 'timestamptz')
    .addColumn('production_requested_by', 'text')
    .addColumn('production_granted_at', 'timestamptz')
    .execute()
  await db.schema
    .createTable('tenant_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('actor', 'text', (c) => c.notNull()) // `usr_…` (a member), `operator` (the CLI)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()
  await sql`create index tenant_audit_log_keyset_idx on tenant_audit_log (tenant_id, created_at desc, id desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_audit_log').execute()
  await db.schema.alterTable('tenants').dropColumn('ip_allowlist').dropColumn('production_requested_at')
    .dropColumn('production_requested_by').dropColumn('production_granted_at').execute()
}
