import { sql, type Kysely } from 'kysely'

// The audit engine: inventory history (so a re-analysis sees the snapshot its audit saw), finding identity
// and lifecycle, the transitions each audit caused (summary and diff), and the durable job queue.
const ms = sql`date_trunc('milliseconds', now())`

export async function up(db: Kysely<unknown>): Promise<void> {
  // `updated_at` is when the current attributes became valid; the versions they replaced go to history.
  await db.schema.alterTable('resources').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(ms)).execute()
  await sql`update resources set updated_at = discovered_at`.execute(db)
  await db.schema.createIndex('resources_tenant_id_idx').on('resources').columns(['tenant_id', 'id']).execute()

  await db.schema
    .createTable('resource_history')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('resource_id', 'text', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_to', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('attributes', 'jsonb', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('resource_history_snapshot_idx').on('resource_history').columns(['tenant_id', 'resource_id', 'valid_to']).execute()

  // The inventory instant an audit evaluates; a re-analysis copies it from the audit it re-runs.
  await db.schema.alterTable('audits').addColumn('snapshot_at', 'timestamptz').execute()
  await sql`update audits set snapshot_at = coalesce(started_at, created_at)`.execute(db)
  // At most one queued or running audit per tenant: the database says so, not a racy read.
  await sql`create unique index audits_one_active_per_tenant on audits (tenant_id) where status in ('queued', 'running')`.execute(db)

  // Resource policies raise findings of their own; finding policies raise the severity of matching findings.
  await db.schema.alterTable('policies')
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('resource').check(sql`target in ('resource', 'finding')`))
    .execute()

  // A finding's identity is (tenant, check or policy, resource): its fingerprint.
  await sql`create unique index findings_fingerprint_key on findings (tenant_id, check_id, resource_id)`.execute(db)
  await db.schema.alterTable('findings')
    .addColumn('status_reason', 'text')
    .addColumn('status_expires_at', 'timestamptz')
    .execute()

  // What each audit changed: the source of its summary and of audit diffs.
  await db.schema
    .createTable('finding_transitions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('audit_id', 'text', (c) => c.notNull().references('audits.id').onDelete('cascade'))
    .addColumn('finding_id', 'text', (c) => c.notNull().references('findings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('created', 'reopened', 'resolved', 'severity_changed')`))
    .addColumn('severity_before', 'text')
    .addColumn('severity_after', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()
  await db.schema.createIndex('finding_transitions_audit_idx').on('finding_transitions').columns(['tenant_id', 'audit_id', 'kind', 'finding_id']).execute()

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('finished_at', 'timestamptz')
    .execute()
  await sql`create index jobs_due_idx on jobs (queue, run_at) where status = 'queued'`.execute(db)
  await sql`create index jobs_leased_idx on jobs (queue, locked_until) where status = 'running'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute()
  await db.schema.dropTable('finding_transitions').execute()
  await db.schema.alterTable('policies').dropColumn('target').execute()
  await db.schema.alterTable('findings').dropColumn('status_reason').dropColumn('status_expires_at').execute()
  await sql`drop index findings_fingerprint_key`.execute(db)
  await sql`drop index audits_one_active_per_tenant`.execute(db)
  await db.schema.alterTable('audits').dropColumn('snapshot_at').execute()
  await db.schema.dropTable('resource_history').execute()
  await sql`drop index resources_tenant_id_idx`.execute(db)
  await db.schema.alterTable('resources').dropColumn('updated_at').execute()
}
