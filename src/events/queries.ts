import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

// Reading the event log back (the Events API). Writing it is repo.ts (insertEvents); pruning, retention.ts.

export interface EventFilter {
  type?: string[]
  created_after?: Date
  delivery_status?: 'failed'
}

/** Keyset scan of (tenant_id[, type], created_at DESC, id DESC): the two indexes of the events table. */
export async function listEvents(db: DbOrTx, tenantId: string, filter: EventFilter, after: CursorPosition | undefined, take: number) {
  // Samples (POST /v1/events/samples) belong to the feed only: the log is what webhooks were sent.
  let query = db.selectFrom('events').select(['id', 'type', 'created_at', 'data']).where('tenant_id', '=', tenantId).where('sample', '=', false)
  if (filter.type) query = query.where('type', 'in', filter.type)
  if (filter.created_after) query = query.where('created_at', '>=', filter.created_after)
  if (filter.delivery_status === 'failed') {
    // Failed for good at some endpoint, and not made good since by a redelivery that succeeded there.
    // Index probes per scanned event: (tenant_id, event_id), then the partial index of succeeded deliveries.
    query = query.where((eb) => eb.exists(eb.selectFrom('webhook_deliveries as d').select(sql`1`.as('one'))
      .whereRef('d.tenant_id', '=', 'events.tenant_id').whereRef('d.event_id', '=', 'events.id').where('d.status', '=', 'failed')
      .where((inner) => inner.not(inner.exists(inner.selectFrom('webhook_deliveries as ok').select(sql`1`.as('one'))
        .whereRef('ok.tenant_id', '=', 'd.tenant_id').whereRef('ok.event_id', '=', 'd.event_id').whereRef('ok.endpoint_id', '=', 'd.endpoint_id')
        .where('ok.status', '=', 'succeeded'))))))
  }
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getEvent(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('events').select(['id', 'type', 'created_at', 'data']).where('tenant_id', '=', tenantId).where('id', '=', id)
    .where('sample', '=', false).executeTakeFirst()
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof getEvent>>>

// ---- The feed (GET /v1/events/feed): (xid, id) order below the horizon; see migration 0023 ----

/** A position in the feed: after event `id` of transaction `xid` (`id` empty: before that transaction's first event). */
export interface FeedPosition { xid: string; id: string }

/**
 * The horizon: every transaction below it has finished, so the events under it are final. Read in its own
 * statement before the events: their statement's snapshot is later, so it sees every one of them committed.
 */
export async function feedHorizon(db: DbOrTx): Promise<string> {
  const { rows } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db)
  return rows[0]!.xmin
}

export async function readFeed(db: DbOrTx, tenantId: string, after: FeedPosition, horizon: string, types: string[] | undefined, take: number) {
  const { rows } = await sql<EventRow & { sample: boolean; xid: string }>`
    select id, type, created_at, data, sample, xid::text as xid from events
    where tenant_id = ${tenantId} and xid is not null
      and (xid, id) > (${after.xid}::xid8, ${after.id}) and xid < ${horizon}::xid8
      ${types ? sql`and type in (${sql.join(types)})` : sql``}
    order by xid, id limit ${take}`.execute(db)
  return rows
}

export type FeedRow = Awaited<ReturnType<typeof readFeed>>[number]

/** The tenant's last event after `after` and below the horizon (any type, samples too), or null if none. */
export async function lastFeedPosition(db: DbOrTx, tenantId: string, after: FeedPosition, horizon: string): Promise<FeedPosition | null> {
  const { rows } = await sql<FeedPosition>`
    select xid::text as xid, id from events
    where tenant_id = ${tenantId} and xid is not null
      and (xid, id) > (${after.xid}::xid8, ${after.id}) and xid < ${horizon}::xid8
    order by xid desc, id desc limit 1`.execute(db)
  return rows[0] ?? null
}
