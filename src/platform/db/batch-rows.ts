import { sql, type RawBuilder } from 'kysely'

/**
 * For an UPDATE … FROM a batch (`from unnest(…) as v(id, …)`): the row of `table` each `v` names, as `k.ctid`, for
 * the update to join on — `where <alias>.ctid = k.ctid and <alias>.tenant_id = …`. One probe of the primary key
 * per batch row (LATERAL … OFFSET 0 keeps it a nested loop) and one fetch by tuple id, whatever the statistics
 * say. Joined on (tenant_id, id) instead, the planner took a tenant whose rows were written since the last
 * ANALYZE for a few hundred rows and hashed all of them for every batch (bench:findings-import: each batch of
 * 2,000 of a re-import read the tenant's 100,000 findings; a tenant of millions would read millions a batch).
 * The tuple id is read and used by the same statement, under one snapshot: a row that a concurrent transaction
 * updates in between is followed to its latest version, as in any UPDATE.
 */
export function batchRows(table: 'findings' | 'resources', tenantId: string): RawBuilder<unknown> {
  return sql`cross join lateral (select ctid from ${sql.table(table)} g where g.tenant_id = ${tenantId} and g.id = v.id offset 0) as k`
}
