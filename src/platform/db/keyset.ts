import { sql, type SelectQueryBuilder } from 'kysely'
import type { CursorPosition } from '../http/cursor.ts'

/**
 * One page in keyset order: rows strictly after `after` in (column DESC, id DESC), `take` of them. The order
 * and the cursor condition are written here once so they cannot disagree; the matching index is
 * (tenant_id[, filter], column DESC, id DESC).
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  after: CursorPosition | undefined,
  take: number,
): SelectQueryBuilder<DB, TB, O> {
  const ordered = after
    ? query.where(sql<boolean>`(${sql.ref(column)}, ${sql.ref('id')}) < (${after.at.toISOString()}::timestamptz, ${after.id})`)
    : query
  return ordered.orderBy(sql`${sql.ref(column)} desc`).orderBy(sql`${sql.ref('id')} desc`).limit(take)
}

export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
