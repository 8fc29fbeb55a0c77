import { sql, type Kysely } from 'kysely'

const ms = sql`date_trunc('milliseconds', now())`

// The OAuth 2.0 authorization server: applications registered by a workspace, single-use authorization
// codes, and the access/refresh token pairs issued from them. Every secret (client secret, code, access and
// refresh token) is stored only as its SHA-256: each is 256 random bits, so a fast hash protects it fully.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', 'text', (c) => c.primaryKey()) // the client_id
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade')) // the workspace that registered it
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_type', 'text', (c) => c.notNull().check(sql`client_type in ('confidential', 'public')`))
    .addColumn('secret_hash', 'text')
    .addColumn('secret_hint', 'text')
    .addColumn('redirect_uris', sql`text[]`, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()
  await db.schema.createIndex('oauth_clients_tenant_idx').on('oauth_clients').columns(['tenant_id', 'created_at']).execute()

  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade')) // the workspace granted
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('oauth_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull()) // every token rotated from one authorization code
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('access_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refreshed_at', 'timestamptz') // its refresh token was used (rotated): a second use is a replay
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('oauth_tokens_family_idx').on('oauth_tokens').columns(['family_id']).execute()
  await db.schema.createIndex('oauth_tokens_code_idx').on('oauth_tokens').columns(['code_hash']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_tokens').execute()
  await db.schema.dropTable('oauth_codes').execute()
  await db.schema.dropTable('oauth_clients').execute()
}
