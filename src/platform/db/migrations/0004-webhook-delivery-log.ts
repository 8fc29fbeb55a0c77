import { sql, type Kysely } from 'kysely'

// The delivery log customers read and act on: deliveries made by hand — a redelivery (a new delivery of a
// stored body, pointing at the one it repeats) and a test event (a sample payload, not an event of the
// tenant's log) — and the indexes of its retention and of the Events API's delivery_status filter.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries')
    .addColumn('redelivery_of', 'text', (c) => c.references('webhook_deliveries.id').onDelete('set null'))
    .addColumn('test', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  // The Events API's delivery_status=failed asks, per event, whether a later delivery to the same endpoint succeeded.
  // Retention deletes a tenant's oldest deliveries first.
  await db.schema.createIndex('webhook_deliveries_age_idx').on('webhook_deliveries').columns(['tenant_id', 'created_at', 'id']).execute()
  await sql`create index webhook_deliveries_event_endpoint_idx on webhook_deliveries (tenant_id, event_id, endpoint_id) where status = 'succeeded'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index webhook_deliveries_event_endpoint_idx`.execute(db)
  await sql`drop index webhook_deliveries_age_idx`.execute(db)
  await db.schema.alterTable('webhook_deliveries').dropColumn('test').dropColumn('redelivery_of').execute()
}
