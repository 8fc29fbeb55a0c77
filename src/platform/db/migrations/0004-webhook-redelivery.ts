import { sql, type Kysely } from 'kysely'

// Deliveries made by hand: a redelivery (a new delivery of a stored body, pointing at the one it repeats)
// and a test event (a sample payload the customer asked for; not an event of the tenant's log).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries')
    .addColumn('redelivery_of', 'text', (c) => c.references('webhook_deliveries.id').onDelete('set null'))
    .addColumn('test', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  // The Events API's delivery_status=failed asks, per event, whether a later delivery to the same endpoint succeeded.
  await sql`create index webhook_deliveries_event_endpoint_idx on webhook_deliveries (tenant_id, event_id, endpoint_id) where status = 'succeeded'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index webhook_deliveries_event_endpoint_idx`.execute(db)
  await db.schema.alterTable('webhook_deliveries').dropColumn('test').dropColumn('redelivery_of').execute()
}
