import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { BACKEND, freshStorage } from './helpers/harness.ts'

// The path to a distributed PostgreSQL (docs/operations.md, "Beyond one PostgreSQL"): a table sharded on
// tenant_id needs every primary key and unique index to include it (migration 0013 made them all start with
// it). A tenant-owned table is one whose tenant_id is NOT NULL; web_sessions, whose tenant_id is the workspace
// open in a person's session (often none), belongs to the account, like accounts.
describe(`distribution keys (${BACKEND})`, () => {
  let storage: Awaited<ReturnType<typeof freshStorage>>
  before(async () => { storage = await freshStorage() })
  after(async () => { await storage.close() })

  test('every tenant-owned table has tenant_id, and no new primary key or unique index leaves it out', async () => {
    const { rows } = await sql<{ index_name: string; columns: string }>`
      select i.indexrelid::regclass::text as index_name,
        (select string_agg(a.attname, ', ' order by k.n) from unnest(i.indkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as columns
      from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relnamespace = current_schema()::regnamespace and (i.indisprimary or i.indisunique)
        and exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'tenant_id' and a.attnotnull and not a.attisdropped)
        and (select a.attname from pg_attribute a where a.attrelid = i.indrelid and a.attnum = i.indkey[0]) <> 'tenant_id'
      order by 1`.execute(storage.db)
    assert.deepEqual(rows.map((r) => `${r.index_name} (${r.columns})`), [], 'primary keys and unique indexes of tenant-owned tables not led by tenant_id')

    // Foreign keys between tenant-owned tables carry the tenant: a shard's rows reference rows of the same shard.
    const { rows: foreignKeys } = await sql<{ name: string; columns: string }>`
      select c.conname as name, (select string_agg(a.attname, ', ' order by k.n) from unnest(c.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
        and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'tenant_id' and a.attnotnull)
        and not exists (select 1 from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k where a.attname = 'tenant_id')
      order by 1`.execute(storage.db)
    assert.deepEqual(foreignKeys.map((f) => `${f.name} (${f.columns})`), [], 'foreign keys into tenant-owned tables without tenant_id')

    const { rows: tables } = await sql<{ name: string }>`
      select c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`.execute(storage.db)
    assert.deepEqual(tables.map((t) => t.name), ['accounts', 'instance_settings', 'kysely_migration', 'kysely_migration_lock', 'tenants'],
      'tables without tenant_id: the distribution root (tenants), reference tables and the migrator\'s own')
    const { rows: accountTables } = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id'
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and not a.attnotnull order by 1`.execute(storage.db)
    assert.deepEqual(accountTables.map((t) => t.name), ['web_sessions'], 'tables whose tenant_id may be null (account tables)')
  })
})
