import { sql, type SelectQueryBuilder } from 'kysely'
import type { CursorPosition } from '../http/cursor.ts'

/**
 * One page in keyset order: rows strictly after `after` in (column DESC, id DESC) — or ASC for lists read
 * oldest first —, `take` of them. The order and the cursor condition are written here once so they cannot
 * disagree; the matching index is (tenant_id[, filter], column, id) in that direction.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  after: CursorPosition | undefined,
  take: number,
  order: 'desc' | 'asc' = 'desc',
): SelectQueryBuilder<DB, TB, O> {
  const past = order === 'desc' ? sql.raw('<') : sql.raw('>')
  const ordered = after
    ? query.where(sql<boolean>`(${sql.ref(column)}, ${sql.ref('id')}) ${past} (${after.at.toISOString()}::timestamptz, ${after.id})`)
    : query
  return ordered.orderBy(sql`${sql.ref(column)} ${sql.raw(order)}`).orderBy(sql`${sql.ref('id')} ${sql.raw(order)}`).limit(take)
}

export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
