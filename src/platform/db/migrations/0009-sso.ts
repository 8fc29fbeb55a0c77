import { sql, type Kysely } from 'kysely'

const ms = sql`date_trunc('milliseconds', now())`

// Single sign-on per workspace: an OpenID Connect provider an admin configures, optionally enforced. A member's
// SSO authorization is what a sign-in through the provider grants; while the workspace enforces SSO, the
// member's pages and tokens work only while it is in force.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_sso')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    // The service must present the client secret to the provider: sealed (AES-256-GCM), like webhook secrets.
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('enforced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()

  await db.schema
    .createTable('sso_authorizations')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull()) // the provider's `sub` for this member
    .addColumn('authorized_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sso_authorizations_subject_key').unique().on('sso_authorizations').columns(['tenant_id', 'subject']).execute()

  // A sign-in through the provider in progress: the hash of its `state`, with the PKCE verifier and nonce.
  await db.schema
    .createTable('sso_login_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('next', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sso_login_requests_expiry_idx').on('sso_login_requests').columns(['expires_at']).execute()

  // The membership this browser session proved through the workspace's provider.
  await db.schema.alterTable('web_sessions')
    .addColumn('sso_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('web_sessions').dropColumn('sso_user_id').execute()
  await db.schema.dropTable('sso_login_requests').execute()
  await db.schema.dropTable('sso_authorizations').execute()
  await db.schema.dropTable('tenant_sso').execute()
}
