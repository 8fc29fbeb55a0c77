import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { BACKEND, freshStorage } from './helpers/harness.ts'

// A foreign key without an index whose leading columns are its own makes every delete of a referenced row
// scan the whole referencing table: deleting n parents costs n scans (issue 14: deleting a webhook endpoint
// with 4,000 deliveries took 20 s). Read from the catalog, so a later migration cannot add one unnoticed.
describe(`foreign key indexes (${BACKEND})`, () => {
  let storage: Awaited<ReturnType<typeof freshStorage>>
  before(async () => { storage = await freshStorage() })
  after(async () => { await storage.close() })

  test('every foreign key has an index whose leading columns are the foreign key columns', async () => {
    // An index serves a foreign key when its first n key columns are the key's n columns (in any order) and it
    // covers every row that can reference something: no predicate, or only "the key columns are not null", or
    // "one of them is not null" (a reference with a null in it is never checked, MATCH SIMPLE).
    const { rows } = await sql<{ table_name: string; constraint_name: string; columns: string; referenced: string }>`
      select c.conrelid::regclass::text as table_name, c.conname as constraint_name, c.confrelid::regclass::text as referenced,
        (select string_agg(a.attname, ', ' order by k.n) from unnest(c.conkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indisvalid
            and (select array_agg(x order by x) from unnest((string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)]) x)
              = (select array_agg(x order by x) from unnest(c.conkey) x)
            and (i.indpred is null or pg_get_expr(i.indpred, i.indrelid) in (
              select string_agg('(' || quote_ident(a.attname) || ' IS NOT NULL)', ' AND ' order by k.n)
              from unnest(c.conkey) with ordinality k(attnum, n) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
              union all
              select '(' || quote_ident(a.attname) || ' IS NOT NULL)'
              from unnest(c.conkey) k(attnum) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum)))
      order by 1, 2`.execute(storage.db)
    assert.deepEqual(rows.map((r) => `${r.table_name} (${r.columns}) → ${r.referenced} [${r.constraint_name}]`), [],
      'foreign keys without an index led by their columns (add one in a migration)')
  })

  test('the check sees foreign keys at all (it would pass vacuously on an empty catalog)', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(storage.db)
    assert.ok(rows[0]!.n >= 40, `found ${rows[0]!.n} foreign keys`)
  })
})
