import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { splitCsv } from '../platform/http/pagination.ts'
import { SAMPLE_EVENT_DATA } from '../webhooks/sample-events.ts'
import { FEED_CURSOR_PATTERN, FEED_DEFAULT_LIMIT, type EventFeedPage, type EventFeedQuery, type FeedEventRecord } from './feed-schemas.ts'
import * as queries from './queries.ts'
import { insertSampleEvent } from './repo.ts'
import type { EventType } from './schemas.ts'

// The feed that `posture listen` follows and the samples `posture trigger` records (decision 51).

const MAX_XID = 2n ** 64n - 1n
const cursorPattern = new RegExp(FEED_CURSOR_PATTERN)

/**
 * Not signed, unlike list cursors: it holds no filter to bind, and every query is limited to the caller's
 * tenant, so an edited cursor can only re-read or skip the caller's own events.
 */
export function parseFeedCursor(cursor: string): queries.FeedPosition {
  const invalid = new ApiError('invalid_cursor', 'The cursor is not a position in the event feed; take next_cursor from the previous answer, or omit it to start now.')
  if (!cursorPattern.test(cursor)) throw invalid
  const dot = cursor.indexOf('.')
  const xid = cursor.slice(0, dot)
  if (BigInt(xid) > MAX_XID) throw invalid // xid8 is unsigned 64-bit: a larger number would fail the cast (a 500)
  return { xid: BigInt(xid).toString(), id: cursor.slice(dot + 1) }
}

export const formatFeedCursor = (position: queries.FeedPosition) => `${position.xid}.${position.id}`

const present = (row: Pick<queries.FeedRow, 'id' | 'type' | 'created_at' | 'data'>, sample: boolean): FeedEventRecord =>
  ({ id: row.id, type: row.type, created_at: iso(row.created_at), data: row.data, sample } as FeedEventRecord)

export function createFeedService(db: Db) {
  return {
    async read(tenantId: string, query: EventFeedQuery): Promise<EventFeedPage> {
      const horizon = await queries.feedHorizon(db)
      if (query.cursor === undefined) return { data: [], next_cursor: formatFeedCursor({ xid: horizon, id: '' }), has_more: false }
      const after = parseFeedCursor(query.cursor)
      const limit = query.limit ?? FEED_DEFAULT_LIMIT
      const rows = await queries.readFeed(db, tenantId, after, horizon, splitCsv(query.type), limit + 1)
      const page = rows.slice(0, limit)
      const hasMore = rows.length > limit
      const last = page.at(-1)
      // Everything between the cursor and the horizon was read: continue from the horizon, which never moves
      // back (a hand-made cursor beyond it is kept, so the feed never repeats itself).
      const next = hasMore ? { xid: last!.xid, id: last!.id } : BigInt(horizon) > BigInt(after.xid) ? { xid: horizon, id: '' } : after
      return { data: page.map((row) => present(row, row.sample)), next_cursor: formatFeedCursor(next), has_more: hasMore }
    },
    async createSample(tenantId: string, type: EventType): Promise<FeedEventRecord> {
      const row = await insertSampleEvent(db, tenantId, { type, data: SAMPLE_EVENT_DATA[type] })
      return present(row, true)
    },
  }
}
export type FeedService = ReturnType<typeof createFeedService>
