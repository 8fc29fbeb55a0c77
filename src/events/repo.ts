import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import type { NewEvent } from './schemas.ts'

const CHUNK = 500

/**
 * Writes events in the caller's transaction: the event exists if and only if the change it reports
 * committed. Several events of one call share created_at; their ids keep them apart.
 */
export async function insertEvents(db: DbOrTx, tenantId: string, events: NewEvent[], at?: Date): Promise<void> {
  for (let i = 0; i < events.length; i += CHUNK) {
    await db.insertInto('events').values(events.slice(i, i + CHUNK).map((e) => ({
      id: newId('evt'), tenant_id: tenantId, type: e.type, data: JSON.stringify(e.data), ...(at ? { created_at: at } : {}),
    }))).execute()
  }
}
