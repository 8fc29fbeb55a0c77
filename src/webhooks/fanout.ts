import { sql } from 'kysely'
import { signalWork } from '../platform/db/work-signal.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { newId } from '../platform/ids.ts'
import { SEVERITIES } from '../vocabulary/index.ts'
import type { StoredEvent } from '../events/index.ts'
import { evaluateFilters, filterContexts, findingIdOf } from './filter.ts'

export type { StoredEvent }

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
  const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'enabled_events', 'min_severity', 'filter'])
    .where('tenant_id', '=', tenantId).where('status', '=', 'enabled').where('deleted_at', 'is', null).execute()
  if (endpoints.length === 0) return 0
  const passes = await filterVerdicts(db, tenantId, endpoints, events)
  const ids: string[] = []
  const endpointIds: string[] = []
  const eventIds: string[] = []
  const types: string[] = []
  const bodies: string[] = []
  for (const [e, event] of events.entries()) {
    let body: string | undefined
    for (const endpoint of endpoints) {
      if (!endpointWants(endpoint, event) || passes.get(endpoint.id)?.has(e) === false) continue
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

/**
 * For each endpoint with a filter, the indices of the events it lets through: the finding events it wants whose
 * finding and resource match (events without a finding always pass). Endpoints without a filter are absent.
 */
async function filterVerdicts(db: DbOrTx, tenantId: string, endpoints: { id: string; enabled_events: string[]; min_severity: string | null; filter: string | null }[], events: StoredEvent[]): Promise<Map<string, Set<number>>> {
  const filtered = endpoints.filter((e) => e.filter !== null)
  if (filtered.length === 0) return new Map()
  const candidates = events.flatMap((event, index) => {
    const findingId = findingIdOf(event.data)
    return findingId !== undefined && filtered.some((e) => endpointWants(e, event)) ? [{ index, findingId }] : []
  })
  const contexts = await filterContexts(db, tenantId, candidates.map((c) => c.findingId))
  const evaluated = candidates.filter((c) => contexts.has(c.findingId))
  const matches = await evaluateFilters(filtered.map((e) => e.filter!), evaluated.map((c) => contexts.get(c.findingId)!))
  const findingEvents = new Set(candidates.map((c) => c.index))
  return new Map(filtered.map((endpoint, i) => {
    const passing = new Set<number>([...events.keys()].filter((index) => !findingEvents.has(index)))
    for (const j of matches[i]!) passing.add(evaluated[j]!.index)
    return [endpoint.id, passing] as const
  }))
}
