import { sql, type Kysely } from 'kysely'

// Every tenant table leads its indexes with tenant_id, and every list order is (timestamp DESC, id DESC),
// so a page, with or without one equality filter, is a single keyset index scan.
const ms = sql`date_trunc('milliseconds', now())`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instance_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('sandbox').check(sql`mode in ('sandbox', 'production')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'member')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addUniqueConstraint('users_tenant_email_key', ['tenant_id', 'email'])
    .execute()

  await db.schema
    .createTable('personal_access_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_hint', 'text', (c) => c.notNull())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('pat_tenant_idx').on('personal_access_tokens').columns(['tenant_id', 'created_at']).execute()

  await db.schema
    .createTable('resources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('discovered_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addUniqueConstraint('resources_tenant_external_key', ['tenant_id', 'provider', 'external_id'])
    .execute()
  await keysetIndexes(db, 'resources', 'discovered_at', [[], ['kind'], ['provider'], ['region']])

  await db.schema
    .createTable('audits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('reanalysis_of', 'text', (c) => c.references('audits.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('resources_scanned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('summary', 'jsonb')
    .addColumn('failure_reason', 'text')
    .execute()
  await keysetIndexes(db, 'audits', 'created_at', [[], ['status']])

  await db.schema
    .createTable('findings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('check_id', 'text', (c) => c.notNull())
    .addColumn('audit_id', 'text', (c) => c.notNull().references('audits.id'))
    .addColumn('resource_id', 'text', (c) => c.notNull().references('resources.id'))
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('remediation', 'text', (c) => c.notNull())
    .addColumn('detected_at', 'timestamptz', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('policy_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute()
  await keysetIndexes(db, 'findings', 'detected_at', [
    [], ['severity'], ['dimension'], ['status'], ['resource_id'], ['audit_id'], ['check_id'],
  ])

  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()
  await keysetIndexes(db, 'policies', 'created_at', [[]])

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('audit_id', 'text', (c) => c.references('audits.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('failure_reason', 'text')
    .execute()
  await keysetIndexes(db, 'reports', 'created_at', [[], ['status']])

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute()
  await keysetIndexes(db, 'events', 'created_at', [[], ['type']])
}

async function keysetIndexes(db: Kysely<unknown>, table: string, orderColumn: string, filters: string[][]) {
  for (const filter of filters) {
    const name = [table, ...filter, 'keyset_idx'].join('_')
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(['tenant_id', ...filter, `${orderColumn} desc`, 'id desc'])
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['events', 'reports', 'policies', 'findings', 'audits', 'resources',
    'personal_access_tokens', 'users', 'tenants', 'instance_settings']) {
    await db.schema.dropTable(table).execute()
  }
}
