import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import type { NewEvent } from './schemas.ts'
import { notifySubscribers } from './subscribers.ts'

const CHUNK = 5000

/**
 * Writes events in the caller's transaction: the event exists if and only if the change it reports
 * committed. Several events of one call share created_at; their ids keep them apart. The subscribers (webhook
 * deliveries, see webhooks/fanout.ts) write in the same transaction (events/subscribers.ts).
 */
export async function insertEvents(db: DbOrTx, tenantId: string, events: NewEvent[], at?: Date): Promise<void> {
  for (let i = 0; i < events.length; i += CHUNK) {
    const chunk = events.slice(i, i + CHUNK)
    const ids = chunk.map(() => newId('evt'))
    // One statement over unnest(array per column): planned once, however many events (see findings/lifecycle.ts).
    const { rows } = await sql<{ created_at: Date }>`insert into events (id, tenant_id, type, data, created_at)
      select v.id, ${tenantId}, v.type, v.data::jsonb, coalesce(${at ?? null}::timestamptz, date_trunc('milliseconds', now()))
      from unnest(${sql.val(ids)}::text[], ${sql.val(chunk.map((e) => e.type))}::text[], ${sql.val(chunk.map((e) => JSON.stringify(e.data)))}::text[])
        as v(id, type, data)
      ${at ? sql`` : sql`returning created_at`}`.execute(db)
    // Given the instant, the rows need not come back (a 1 M import sent them all back only to read one).
    const createdAt = at ?? rows[0]!.created_at
    await notifySubscribers(db, tenantId, chunk.map((e, j) => ({ id: ids[j]!, type: e.type, created_at: createdAt, data: e.data })))
  }
}

/**
 * A sample event (POST /v1/events/samples): in the feed that `posture listen` follows, but with no webhook
 * deliveries (so a production tenant's endpoints never receive it) and out of GET /v1/events.
 */
export async function insertSampleEvent(db: DbOrTx, tenantId: string, event: NewEvent) {
  return db.insertInto('events').values({ id: newId('evt'), tenant_id: tenantId, type: event.type, data: JSON.stringify(event.data), sample: true })
    .returning(['id', 'type', 'created_at', 'data']).executeTakeFirstOrThrow()
}
