import { sql, type Kysely } from 'kysely'

// Alert rules on webhook endpoints (issue 18): an optional CEL expression over a finding event's finding and
// resource; only the finding events it matches are delivered to the endpoint. Checked when saved, evaluated
// at fan-out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_endpoints add column filter text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_endpoints drop column filter`.execute(db)
}
