import { sql } from 'kysely'
import type { Db } from '../../src/platform/db/database.ts'

// Every row a tenant owns, summed up per table: "the store is unchanged" is then a comparison of two
// snapshots. The tables are found from the schema (every table with a tenant_id column, and the tenant's own
// row), so a table added later is covered without touching this file.

// Written on reads by design (decision 9: at most once a minute per token), not a change a request makes.
const VOLATILE: Record<string, string[]> = { personal_access_tokens: ['last_used_at'] }

export type Snapshot = Record<string, { rows: number; digest: string }>

const cacheOwner = new WeakMap<Db, Promise<string[]>>()

async function tenantTables(db: Db): Promise<string[]> {
  let cached = cacheOwner.get(db)
  if (!cached) {
    cached = sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where column_name = 'tenant_id' and table_schema = current_schema()
      order by table_name`.execute(db).then((r) => r.rows.map((row) => row.table_name))
    cacheOwner.set(db, cached)
  }
  return cached
}

/**
 * One query: per table, the row count and the sum of the rows' `xmin` (the transaction that wrote each row
 * version). Any committed insert, update or delete changes one or the other, a rolled-back one neither, and
 * it costs no more than a count. Tables with volatile columns are digested by content without them.
 */
export async function snapshotTenant(db: Db, tenantId: string): Promise<Snapshot> {
  const parts = [...(await tenantTables(db)).map((table) => [table, 'tenant_id'] as const), ['tenants', 'id'] as const].map(([table, key]) => {
    const volatile = VOLATILE[table]
    const digest = volatile
      ? sql`md5(coalesce(string_agg(md5((to_jsonb(x) ${sql.raw(volatile.map((c) => `- '${c}'`).join(' '))})::text), '' order by x.id), ''))`
      : sql`coalesce(sum((x.xmin::text)::bigint), 0)::text`
    return sql`select ${table} as name, count(*)::int as rows, ${digest} as digest from ${sql.table(table)} x where x.${sql.ref(key)} = ${tenantId}`
  })
  const { rows } = await sql<{ name: string; rows: number; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db)
  return Object.fromEntries(rows.map((r) => [r.name, { rows: r.rows, digest: r.digest }]))
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((table) => before[table]?.digest !== after[table]?.digest)
    .map((table) => `${table} (${before[table]?.rows ?? 0} → ${after[table]?.rows ?? 0} rows)`)
}
