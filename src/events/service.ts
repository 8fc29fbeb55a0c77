import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import { createFeedService } from './feed.ts'
import * as queries from './queries.ts'
import type { EventRecord, ListEventsQuery } from './schemas.ts'

/** The webhook body envelope, with `id` for `event_id` like every record of the API. */
export function presentEvent(row: queries.EventRow): EventRecord {
  return { id: row.id, type: row.type, created_at: iso(row.created_at), data: row.data } as EventRecord
}

/** `feedCursorKey`: 32 bytes of the installation that seal the feed's cursors (decision 68). */
export function createEventsService(db: Db, codec: CursorCodec, feedCursorKey: Uint8Array) {
  return {
    list(tenantId: string, query: ListEventsQuery) {
      const { limit, cursor, ...raw } = query
      const filter: queries.EventFilter = {
        type: splitCsv(raw.type),
        created_after: raw.created_after ? new Date(raw.created_after) : undefined,
        delivery_status: raw.delivery_status,
      }
      return paginate(codec, 'events', { tenantId, limit, cursor, filters: filter },
        (after, take) => queries.listEvents(db, tenantId, filter, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentEvent)
    },
    async get(tenantId: string, id: string) {
      const row = await queries.getEvent(db, tenantId, id)
      if (!row) throw notFound('event', id)
      return presentEvent(row)
    },
    /** GET /v1/events/feed and POST /v1/events/samples (decision 51). */
    feed: createFeedService(db, feedCursorKey),
  }
}
