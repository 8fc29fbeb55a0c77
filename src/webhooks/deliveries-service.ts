import type { Db, DbOrTx } from '../platform/db/database.ts'
import type { DeliveryStatus } from '../platform/db/tables.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import { newId } from '../platform/ids.ts'
import * as deliveries from './deliveries-repo.ts'
import type { ListWebhookDeliveriesQuery, SendTestEventBody, WebhookDeliveryRecord } from './delivery-schemas.ts'
import { deliveryBody } from './fanout.ts'
import { getEndpoint } from './repo.ts'
import { SAMPLE_EVENT_DATA } from '../events/index.ts'
import { sampleFilterContext } from './sample-filter-context.ts'
import { evaluateFilters } from './filter.ts'

function present(row: deliveries.DeliveryRow, attempts: deliveries.AttemptRow[]): WebhookDeliveryRecord {
  return {
    id: row.id, endpoint_id: row.endpoint_id, event_id: row.event_id, event_type: row.event_type, status: row.status, test: row.test,
    redelivery_of: row.redelivery_of, attempt_count: row.attempts,
    next_attempt_at: row.status === 'pending' ? isoOrNull(row.next_attempt_at) : null,
    created_at: iso(row.created_at), completed_at: isoOrNull(row.completed_at),
    attempts: attempts.map((a) => ({
      number: a.number, started_at: iso(a.started_at), duration_ms: a.duration_ms, status_code: a.status_code, error: a.error, response_excerpt: a.response_excerpt,
    })),
  }
}

export interface DeliveriesServiceOptions {
  clock?: () => Date
  /** Called after a delivery is queued by hand, so a worker in this process sends it at once. */
  onEnqueued?: () => void
}

/** The customer's side of deliveries: the log with every attempt, redelivery, and test events. */
export function createDeliveriesService(db: Db, codec: CursorCodec, options: DeliveriesServiceOptions = {}) {
  const now = options.clock ?? (() => new Date())

  async function requireEndpoint(tenantId: string, endpointId: string) {
    const endpoint = await getEndpoint(db, tenantId, endpointId)
    if (!endpoint) throw notFound('webhook endpoint', endpointId)
    return endpoint
  }
  async function requireEnabled(tenantId: string, endpointId: string) {
    const endpoint = await requireEndpoint(tenantId, endpointId)
    if (endpoint.status !== 'enabled') {
      throw new ApiError('webhook_endpoint_disabled', `The webhook endpoint '${endpointId}' is disabled (${endpoint.disabled_reason ?? 'manual'}); enable it with PATCH {"status":"enabled"} first.`)
    }
    return endpoint
  }
  async function withAttempts(tenantId: string, rows: deliveries.DeliveryRow[], tx: DbOrTx = db) {
    const attempts = await deliveries.attemptsOf(tx, tenantId, rows.map((r) => r.id))
    const byDelivery = new Map<string, deliveries.AttemptRow[]>()
    for (const attempt of attempts) byDelivery.set(attempt.delivery_id, [...(byDelivery.get(attempt.delivery_id) ?? []), attempt])
    return rows.map((row) => present(row, byDelivery.get(row.id) ?? []))
  }
  async function queued(tenantId: string, row: deliveries.DeliveryRow) {
    options.onEnqueued?.()
    return (await withAttempts(tenantId, [row]))[0]!
  }

  // A delivery and its attempts are read in one snapshot: a worker records an outcome (the delivery's new
  // state and its attempt row) in one transaction, and a reader must not see half of it.
  const snapshot = <T>(read: (tx: DbOrTx) => Promise<T>) => db.transaction().setIsolationLevel('repeatable read').execute(read)

  return {
    async list(tenantId: string, endpointId: string, query: ListWebhookDeliveriesQuery) {
      await requireEndpoint(tenantId, endpointId)
      const filter: deliveries.DeliveryFilter = { status: splitCsv(query.status) as DeliveryStatus[] | undefined, event_id: query.event_id }
      return snapshot(async (tx) => {
        const page = await paginate(codec, 'webhook_deliveries', { tenantId, limit: query.limit, cursor: query.cursor, filters: { endpointId, ...filter } },
          (after, take) => deliveries.listDeliveries(tx, tenantId, endpointId, filter, after, take),
          (row) => ({ at: row.created_at, id: row.id }), (row) => row)
        return { ...page, data: await withAttempts(tenantId, page.data, tx) }
      })
    },
    async get(tenantId: string, endpointId: string, deliveryId: string) {
      await requireEndpoint(tenantId, endpointId)
      return snapshot(async (tx) => {
        const row = await deliveries.getDelivery(tx, tenantId, endpointId, deliveryId)
        if (!row) throw notFound('delivery', deliveryId)
        return (await withAttempts(tenantId, [row], tx))[0]!
      })
    },
    /** A new delivery of the same bytes (same event_id) to the same endpoint, due now with a full schedule. */
    async redeliver(tenantId: string, endpointId: string, deliveryId: string) {
      await requireEnabled(tenantId, endpointId)
      const original = await deliveries.getDelivery(db, tenantId, endpointId, deliveryId)
      if (!original) throw notFound('delivery', deliveryId)
      const row = await deliveries.insertManualDelivery(db, tenantId, {
        endpointId, eventId: original.event_id, eventType: original.event_type, body: original.body, test: original.test, redeliveryOf: original.id, at: now(),
      })
      return queued(tenantId, row)
    },
    /** A sample event of the chosen type, signed and delivered like any other (same headers, same retries). */
    async sendTest(tenantId: string, endpointId: string, body: SendTestEventBody) {
      const endpoint = await requireEnabled(tenantId, endpointId)
      const type = body.event_type ?? 'finding.created'
      const at = now()
      const event = { id: newId('evt'), type, created_at: at, data: SAMPLE_EVENT_DATA[type] }
      const row = await deliveries.insertManualDelivery(db, tenantId, {
        endpointId, eventId: event.id, eventType: type, body: deliveryBody(event), test: true, redeliveryOf: null, at,
      })
      // Sent whatever the filter says (it is a test); the answer says whether a real event like it would be.
      const context = sampleFilterContext(type)
      const filterMatched = endpoint.filter && context ? (await evaluateFilters([endpoint.filter], [context]))[0]!.has(0) : null
      return { ...(await queued(tenantId, row)), filter_matched: filterMatched }
    },
  }
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>
