import { sql, type Kysely } from 'kysely'

// The event feed that `posture listen` follows (GET /v1/events/feed, decision 51) and the sample events of
// `posture trigger` (POST /v1/events/samples).
//
// `xid`: the writing transaction's id. created_at is the transaction's start, and a long transaction commits
// after shorter ones that began later, so "created after the last event I saw" can miss events for good. Every
// transaction below the oldest one still running (pg_snapshot_xmin) has finished, so the events under that
// horizon never change: reading them in (xid, id) order from a position misses nothing and repeats nothing.
// Nullable and without a value for the rows written before: the feed starts at the present and never reads
// them. The default is set after the column is added, so adding it does not rewrite the table.
//
// `sample`: written by POST /v1/events/samples for a developer's local receiver; never fanned out to webhook
// endpoints and left out of GET /v1/events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events add column sample boolean not null default false`.execute(db)
  await sql`alter table events add column xid xid8`.execute(db)
  await sql`alter table events alter column xid set default pg_current_xact_id()`.execute(db)
  await sql`create index events_feed_idx on events (tenant_id, xid, id) where xid is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_feed_idx`.execute(db)
  await sql`alter table events drop column xid`.execute(db)
  await sql`alter table events drop column sample`.execute(db)
}
