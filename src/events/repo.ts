import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import type { NewEvent } from './schemas.ts'

const CHUNK = 5000

/**
 * Writes events in the caller's transaction: the event exists if and only if the change it reports
 * committed. Several events of one call share created_at; their ids keep them apart.
 */
export async function insertEvents(db: DbOrTx, tenantId: string, events: NewEvent[], at?: Date): Promise<void> {
  for (let i = 0; i < events.length; i += CHUNK) {
    const chunk = events.slice(i, i + CHUNK)
    const ids = chunk.map(() => newId('evt'))
    // One statement over unnest(array per column): planned once, however many events (see findings/lifecycle.ts).
    await sql`insert into events (id, tenant_id, type, data, created_at)
      select v.id, ${tenantId}, v.type, v.data::jsonb, coalesce(${at ?? null}::timestamptz, date_trunc('milliseconds', now()))
      from unnest(${sql.val(ids)}::text[], ${sql.val(chunk.map((e) => e.type))}::text[], ${sql.val(chunk.map((e) => JSON.stringify(e.data)))}::text[])
        as v(id, type, data)`.execute(db)
  }
}
