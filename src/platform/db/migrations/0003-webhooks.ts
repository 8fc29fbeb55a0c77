import { sql, type Kysely } from 'kysely'

// Webhooks: the endpoints a tenant registers, one delivery per (endpoint, event) written in the same
// transaction as the event (a transactional outbox), and every attempt of every delivery.
const ms = sql`date_trunc('milliseconds', now())`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Event types, or ['*'] for every type (including types added later).
    .addColumn('enabled_events', sql`text[]`, (c) => c.notNull())
    .addColumn('min_severity', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('enabled', 'disabled')`))
    // Why a disabled endpoint is disabled: 'manual', 'gone' (it answered 410), 'failing' (24 h of failures).
    .addColumn('disabled_reason', 'text')
    // Signing secrets are needed in clear to sign, so they are stored encrypted (AES-256-GCM), never hashed.
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('previous_secret_encrypted', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    // Set at the first failed attempt after a success (or since creation); cleared by any success.
    .addColumn('failing_since', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .execute()
  await db.schema.createIndex('webhook_endpoints_keyset_idx').on('webhook_endpoints').columns(['tenant_id', 'created_at', 'id']).execute()

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    // Not a foreign key: test events are not events of the tenant's log, and the log is pruned after 30 days.
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // The request body, serialized once: every attempt sends these exact bytes.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    // A worker's claim on the attempt in flight; another worker may take it only after it lapses.
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(ms))
    .addColumn('completed_at', 'timestamptz')
    .execute()
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(db)
  await db.schema.createIndex('webhook_deliveries_keyset_idx').on('webhook_deliveries').columns(['tenant_id', 'endpoint_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('webhook_deliveries_event_idx').on('webhook_deliveries').columns(['tenant_id', 'event_id']).execute()

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('response_excerpt', 'text')
    .execute()
  await db.schema.createIndex('webhook_attempts_delivery_idx').on('webhook_attempts').columns(['delivery_id', 'number']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute()
  await db.schema.dropTable('webhook_deliveries').execute()
  await db.schema.dropTable('webhook_endpoints').execute()
}
