import { sql, type RawBuilder } from 'kysely'

type Table = 'findings' | 'resources'

/**
 * Runs a batch UPDATE (`update <table> <alias> set … from unnest(…) as v(id, …) ${join} [and …] returning <alias>.id, …`,
 * alias `f` for findings, `r` for resources) so that it reads only the rows it names; returns the rows it wrote.
 *
 * First, `join` finds each row by a probe of the primary key per batch row (LATERAL … OFFSET 0 keeps it a nested
 * loop) and updates it by its tuple id, whatever the statistics say. Joined on (tenant_id, id) instead, the
 * planner took a tenant whose rows were written since the last ANALYZE for a few hundred rows and hashed all of
 * them for every batch (bench:findings-import: each batch of 2,000 of a re-import read the tenant's 100,000
 * findings; a tenant of millions would read millions a batch; README decision 64).
 *
 * A tuple id names one version of a row: a row that a concurrent transaction updated after the statement's
 * snapshot is not followed to its new version but left out (PostgreSQL re-checks the tuple id). The rows the
 * first statement did not write are therefore given to a second one joined on (tenant_id, id), which follows
 * them as any UPDATE does; they are few (none, unless a triage wrote the same findings in that instant, or the
 * statement's own conditions left them out).
 */
export async function updateBatchRows<R extends { id: string }>(
  table: Table, tenantId: string, ids: readonly string[],
  update: (join: RawBuilder<unknown>) => Promise<R[]>,
): Promise<R[]> {
  if (ids.length === 0) return []
  const alias = sql.raw(table === 'findings' ? 'f' : 'r')
  const rows = await update(sql`cross join lateral (select ctid from ${sql.table(table)} g where g.tenant_id = ${tenantId} and g.id = v.id offset 0) as k
    where ${alias}.ctid = k.ctid and ${alias}.tenant_id = ${tenantId}`)
  const written = new Set(rows.map((r) => r.id))
  const left = [...new Set(ids)].filter((id) => !written.has(id))
  if (left.length === 0) return rows
  return [...rows, ...await update(sql`where ${alias}.tenant_id = ${tenantId} and ${alias}.id = v.id and v.id = any(${sql.val(left)}::text[])`)]
}
