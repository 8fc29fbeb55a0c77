import { sql } from 'kysely'
import type { CursorPosition } from '../http/cursor.ts'

/** Rows strictly after `after` in (column DESC, id DESC) order: the keyset condition of the next page. */
export function olderThan(column: string, after: CursorPosition) {
  return sql<boolean>`(${sql.ref(column)}, ${sql.ref('id')}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
}

export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
