import { sql, type Kysely } from 'kysely'

// Issue 35 item 3: resources know their source, and removal is real (README decision 88).
//
// - `source`: the name of what brought the resource in — the `source` of a pushed import
//   (`POST /v1/resources/imports?source=NAME`), later a cloud account's id (`cac_…`) for a collection; null for a
//   resource no named source ever claimed (an import without `source`, a findings import's `external` resource, a
//   sandbox). The last import that named a source owns the resource.
// - `removed_at`: a tombstone, not a delete. findings.resource_id references resources (no action), a resolved
//   finding keeps naming its resource, and audits re-read the inventory as it was at their snapshot: a resource
//   removed at T is in every snapshot before T and in none after. A removed resource seen again is revived
//   (its removed version moves to resource_history, valid until removed_at).
// - resources_source_keyset_idx: `GET /v1/resources?source=` in keyset order, live resources only (every list
//   reads live resources only).
// - resources_source_unseen_idx: a complete import of a source removes the source's live resources it did not
//   see, i.e. those last seen before it began: a range of this index, read in bounded batches.
// - resources_removed_idx: an audit resolves the findings of removed resources; it walks the tombstones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table resources add column source text, add column removed_at timestamptz`.execute(db)
  await sql`create index resources_source_keyset_idx on resources (tenant_id, source, discovered_at desc, id desc) where removed_at is null`.execute(db)
  await sql`create index resources_source_unseen_idx on resources (tenant_id, source, last_seen_at, id) where removed_at is null and source is not null`.execute(db)
  await sql`create index resources_removed_idx on resources (tenant_id, id) where removed_at is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index resources_removed_idx`.execute(db)
  await sql`drop index resources_source_unseen_idx`.execute(db)
  await sql`drop index resources_source_keyset_idx`.execute(db)
  await sql`alter table resources drop column removed_at, drop column source`.execute(db)
}
