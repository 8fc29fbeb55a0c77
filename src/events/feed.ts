import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import { splitCsv } from '../platform/http/pagination.ts'
import { SAMPLE_EVENT_DATA } from './sample-events.ts'
import { FeedCursorCodec } from './feed-cursor.ts'
import { FEED_DEFAULT_LIMIT, type EventFeedPage, type EventFeedQuery, type FeedEventRecord } from './feed-schemas.ts'
import * as queries from './queries.ts'
import { insertSampleEvent } from './repo.ts'
import type { EventType } from './schemas.ts'

// The feed that `posture listen` follows and the samples `posture trigger` records (decisions 51 and 68).

/** Where a tenant's feed starts before its first event: below every transaction id. */
const BEFORE_EVERYTHING: queries.FeedPosition = { xid: '0', id: '' }

const present = (row: Pick<queries.FeedRow, 'id' | 'type' | 'created_at' | 'data'>, sample: boolean): FeedEventRecord =>
  ({ id: row.id, type: row.type, created_at: iso(row.created_at), data: row.data, sample } as FeedEventRecord)

export function createFeedService(db: Db, cursorKey: Uint8Array) {
  const cursors = new FeedCursorCodec(cursorKey)
  return {
    async read(tenantId: string, query: EventFeedQuery): Promise<EventFeedPage> {
      const horizon = await queries.feedHorizon(db)
      // Positions are always the tenant's own events (or before all of them), never the horizon: a cursor moved
      // by other tenants' transactions would measure their activity.
      if (query.cursor === undefined) {
        const now = await queries.lastFeedPosition(db, tenantId, BEFORE_EVERYTHING, horizon)
        return { data: [], next_cursor: cursors.seal(tenantId, now ?? BEFORE_EVERYTHING), has_more: false }
      }
      const after = cursors.open(tenantId, query.cursor)
      const limit = query.limit ?? FEED_DEFAULT_LIMIT
      const types = splitCsv(query.type)
      const rows = await queries.readFeed(db, tenantId, after, horizon, types, limit + 1)
      const page = rows.slice(0, limit)
      const hasMore = rows.length > limit
      const last = page.at(-1)
      // Everything of the tenant below the horizon was read: continue after its last event there, which with a
      // type filter may be one the filter left out (the next read need not pass over it again).
      const next = hasMore ? { xid: last!.xid, id: last!.id }
        : types ? (await queries.lastFeedPosition(db, tenantId, after, horizon)) ?? after
          : last ? { xid: last.xid, id: last.id } : after
      return { data: page.map((row) => present(row, row.sample)), next_cursor: cursors.seal(tenantId, next), has_more: hasMore }
    },
    async createSample(tenantId: string, type: EventType): Promise<FeedEventRecord> {
      const row = await insertSampleEvent(db, tenantId, { type, data: SAMPLE_EVENT_DATA[type] })
      return present(row, true)
    },
  }
}
export type FeedService = ReturnType<typeof createFeedService>
