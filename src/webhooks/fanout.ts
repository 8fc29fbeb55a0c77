import { sql } from 'kysely'
import { signalWork } from '../platform/db/work-signal.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import { SEVERITIES } from '../findings/vocabulary.ts'

export interface StoredEvent { id: string; type: string; created_at: Date; data: unknown }

/** The request body of every delivery of an event: serialized once, sent byte for byte on every attempt. */
export const deliveryBody = (event: StoredEvent) =>
  JSON.stringify({ event_id: event.id, type: event.type, created_at: event.created_at.toISOString(), data: event.data })

const severityOf = (data: unknown): string | undefined => {
  const finding = (data as { finding?: { severity?: unknown } } | null)?.finding
  return typeof finding?.severity === 'string' ? finding.severity : undefined
}

export function endpointWants(endpoint: { enabled_events: string[]; min_severity: string | null }, event: Pick<StoredEvent, 'type' | 'data'>): boolean {
  if (!endpoint.enabled_events.includes('*') && !endpoint.enabled_events.includes(event.type)) return false
  if (endpoint.min_severity === null) return true
  const severity = severityOf(event.data)
  return severity === undefined || SEVERITIES.indexOf(severity as never) >= SEVERITIES.indexOf(endpoint.min_severity as never)
}

/**
 * The outbox half of webhooks: in the transaction that writes the events, one pending delivery per
 * (enabled endpoint that wants the event, event). Either the change, its events and their deliveries all
 * commit, or none does, so nothing committed is ever left undelivered. Endpoints disabled at this moment
 * do not get the event (GET /v1/events has it).
 */
export async function enqueueDeliveries(db: DbOrTx, tenantId: string, events: StoredEvent[]): Promise<number> {
  if (events.length === 0) return 0
  const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'enabled_events', 'min_severity'])
    .where('tenant_id', '=', tenantId).where('status', '=', 'enabled').where('deleted_at', 'is', null).execute()
  if (endpoints.length === 0) return 0
  const ids: string[] = []
  const endpointIds: string[] = []
  const eventIds: string[] = []
  const types: string[] = []
  const bodies: string[] = []
  for (const event of events) {
    let body: string | undefined
    for (const endpoint of endpoints) {
      if (!endpointWants(endpoint, event)) continue
      body ??= deliveryBody(event)
      ids.push(newId('whd'))
      endpointIds.push(endpoint.id)
      eventIds.push(event.id)
      types.push(event.type)
      bodies.push(body)
    }
  }
  if (ids.length === 0) return 0
  await sql`insert into webhook_deliveries (id, tenant_id, endpoint_id, event_id, event_type, body, status, next_attempt_at, created_at)
    select v.id, ${tenantId}, v.endpoint_id, v.event_id, v.event_type, v.body, 'pending', ${events[0]!.created_at}::timestamptz, ${events[0]!.created_at}::timestamptz
    from unnest(${sql.val(ids)}::text[], ${sql.val(endpointIds)}::text[], ${sql.val(eventIds)}::text[], ${sql.val(types)}::text[], ${sql.val(bodies)}::text[])
      as v(id, endpoint_id, event_id, event_type, body)`.execute(db)
  await signalWork(db, 'deliveries')
  return ids.length
}
