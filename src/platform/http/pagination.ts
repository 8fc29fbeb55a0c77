import Type, { type TSchema } from 'typebox'
import { listScope, type CursorCodec, type CursorPosition } from './cursor.ts'

export const DEFAULT_LIMIT = 50
export const MAX_LIMIT = 200

export const PageQuery = {
  limit: Type.Optional(Type.Integer({
    minimum: 1,
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
    description: `Page size, 1 to ${MAX_LIMIT}. Default ${DEFAULT_LIMIT}.`,
  })),
  cursor: Type.Optional(Type.String({
    minLength: 1,
    maxLength: 512,
    description: 'Opaque value from the next_cursor of the previous page of the same query (same filters).',
  })),
}

export function ListEnvelope<T extends TSchema>(item: T, name: string, order = 'newest first') {
  return Type.Object({
    data: Type.Array(item, { description: `The ${name} of this page, ${order}.` }),
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` to get the next page; null on the last page.',
    }),
    has_more: Type.Boolean({ description: 'Whether another page follows this one.' }),
  }, { additionalProperties: false })
}

export interface Page<T> {
  data: T[]
  next_cursor: string | null
  has_more: boolean
}

/**
 * Turns `limit + 1` rows fetched in keyset order into a page: the extra row only tells that more follow.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  position: (row: Row) => CursorPosition,
  present: (row: Row) => Item,
  codec: CursorCodec,
  scope: string,
): Page<Item> {
  const hasMore = rows.length > limit
  const pageRows = hasMore ? rows.slice(0, limit) : rows
  const last = pageRows[pageRows.length - 1]
  return {
    data: pageRows.map(present),
    next_cursor: hasMore && last ? codec.encode(scope, position(last)) : null,
    has_more: hasMore,
  }
}

/** A comma list of allowed values, e.g. `high,critical`. `x-values` lets error messages list the choices. */
export function CsvEnum(values: readonly string[], description: string) {
  // Escaped: event types contain `.`, which would otherwise let `findingXcreated` through.
  const one = `(${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`
  return Type.String({ pattern: `^${one}(,${one})*$`, description, 'x-values': values })
}

export const splitCsv = (value: string | undefined) => (value === undefined ? undefined : [...new Set(value.split(','))])

export interface ListRequest<Filters extends object> {
  tenantId: string
  limit?: number
  cursor?: string
  filters: Filters
}

/**
 * The one way every list works: decode the cursor against this exact query, fetch one row more than the
 * page, and sign the position of the last row. `kind` names the list so cursors cannot cross lists.
 */
export async function paginate<Filters extends object, Row, Item>(
  codec: CursorCodec,
  kind: string,
  request: ListRequest<Filters>,
  fetch: (after: CursorPosition | undefined, take: number) => Promise<Row[]>,
  position: (row: Row) => CursorPosition,
  present: (row: Row) => Item,
): Promise<Page<Item>> {
  const limit = request.limit ?? DEFAULT_LIMIT
  const scope = listScope(request.tenantId, kind, request.filters as Record<string, unknown>)
  const after = request.cursor === undefined ? undefined : codec.decode(scope, request.cursor)
  const rows = await fetch(after, limit + 1)
  return toPage(rows, limit, position, present, codec, scope)
}
