import { sql, type Kysely } from 'kysely'

// A finding's owner: a member of its workspace (`assignee`, set with PATCH /v1/findings/{id}), or none. When
// the member leaves the workspace, their findings become unassigned (the foreign key sets it to null).
// Most findings have no owner: a partial index serves the `assignee` filter and the foreign key without
// costing the audit engine's writes of unassigned findings anything.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table findings add column assignee text`.execute(db)
  await sql`alter table findings add constraint findings_assignee_fkey foreign key (tenant_id, assignee) references users (tenant_id, id) on delete set null (assignee)`.execute(db)
  await sql`create index findings_assignee_keyset_idx on findings (tenant_id, assignee, detected_at desc, id desc) where assignee is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index findings_assignee_keyset_idx`.execute(db)
  await sql`alter table findings drop constraint findings_assignee_fkey`.execute(db)
  await sql`alter table findings drop column assignee`.execute(db)
}
