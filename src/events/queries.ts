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
  let query = db.selectFrom('events').select(['id', 'type', 'created_at', 'data']).where('tenant_id', '=', tenantId)
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
  return db.selectFrom('events').select(['id', 'type', 'created_at', 'data']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof getEvent>>>
