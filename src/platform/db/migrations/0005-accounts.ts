import { sql, type Kysely } from 'kysely'

const ms = sql`date_trunc('milliseconds', now())`

// People and their sessions in the web application. An account (one e-mail, one password) may belong to
// several workspaces (tenants); `users` becomes that membership, with its role, and what a person owns in a
// workspace (Personal Access Tokens) hangs off the membership. `users` was never written before this
// migration, so its per-tenant e-mail and name move to the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique()) // stored lower-cased
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()

  await db.schema.alterTable('users').dropConstraint('users_tenant_email_key').execute()
  await db.schema.alterTable('users').dropColumn('email').dropColumn('name')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('users_tenant_account_key').unique().on('users').columns(['tenant_id', 'account_id']).execute()
  await db.schema.createIndex('users_account_idx').on('users').columns(['account_id', 'created_at']).execute()

  // The cookie carries a random secret; the table keeps only its SHA-256, like every other secret here.
  await db.schema
    .createTable('web_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('set null')) // the workspace in view
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('web_sessions_account_idx').on('web_sessions').columns(['account_id']).execute()
  await db.schema.createIndex('web_sessions_expiry_idx').on('web_sessions').columns(['expires_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_sessions').execute()
  await db.schema.dropIndex('users_account_idx').execute()
  await db.schema.dropIndex('users_tenant_account_key').execute()
  await db.schema.alterTable('users').dropColumn('account_id')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('users').addUniqueConstraint('users_tenant_email_key', ['tenant_id', 'email']).execute()
  await db.schema.dropTable('accounts').execute()
}
