import type { Db } from '../platform/db/database.ts'
import { recordAudit } from '../audit-log/index.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import { newId } from '../platform/ids.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import { ENDPOINT_PURGE_QUEUE, PURGE_MAX_ATTEMPTS } from './endpoint-purge.ts'
import * as repo from './repo.ts'
import {
  DEFAULT_ROTATION_OVERLAP_SECONDS, MAX_ENDPOINTS_PER_TENANT, type CreateWebhookEndpointBody, type ListWebhookEndpointsQuery,
  type RotateSecretBody, type UpdateWebhookEndpointBody, type WebhookEndpointRecord,
} from './schemas.ts'
import { generateSigningSecret, sealSecret } from './secrets.ts'
import { assertValidFilter } from './filter.ts'
import type { WebhookUrlGuard } from './url-policy.ts'

export function presentEndpoint(row: repo.EndpointRow, now = new Date()): WebhookEndpointRecord {
  const overlapping = row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now
  return {
    id: row.id, url: row.url, description: row.description, enabled_events: row.enabled_events,
    min_severity: row.min_severity as WebhookEndpointRecord['min_severity'], filter: row.filter, status: row.status, disabled_reason: row.disabled_reason,
    previous_secret_expires_at: overlapping ? iso(row.previous_secret_expires_at!) : null,
    created_at: iso(row.created_at), updated_at: iso(row.updated_at),
  }
}

// '*' stands alone: a list naming it beside specific types says the same thing less clearly.
const normaliseEvents = (events: string[]) => (events.includes('*') ? ['*'] : [...events].sort())

export interface WebhooksServiceOptions {
  /** The key that seals signing secrets (see secrets.ts). */
  secretsKey: Buffer
  urlGuard: WebhookUrlGuard
  clock?: () => Date
  /** Called after a job is queued (a deleted endpoint's purge), so a worker in this process starts it at once. */
  onEnqueued?: () => void
}

export function createWebhooksService(db: Db, codec: CursorCodec, options: WebhooksServiceOptions) {
  const now = options.clock ?? (() => new Date())

  async function requireEndpoint(tenantId: string, id: string) {
    const row = await repo.getEndpoint(db, tenantId, id)
    if (!row) throw notFound('webhook endpoint', id)
    return row
  }

  return {
    requireEndpoint,
    list(tenantId: string, query: ListWebhookEndpointsQuery) {
      return paginate(codec, 'webhook_endpoints', { tenantId, limit: query.limit, cursor: query.cursor, filters: {} },
        (after, take) => repo.listEndpoints(db, tenantId, after, take),
        (row) => ({ at: row.created_at, id: row.id }), (row) => presentEndpoint(row, now()))
    },
    async get(tenantId: string, id: string) {
      return presentEndpoint(await requireEndpoint(tenantId, id), now())
    },
    async create(tenantId: string, body: CreateWebhookEndpointBody, actor: string) {
      if (body.filter) assertValidFilter(body.filter)
      await options.urlGuard.assertAcceptable(tenantId, body.url)
      const secret = generateSigningSecret()
      const row = await db.transaction().execute(async (tx) => {
        // Serialise creations per tenant so that two concurrent requests cannot both pass the limit.
        await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute()
        if ((await repo.countEndpoints(tx, tenantId)) >= MAX_ENDPOINTS_PER_TENANT) {
          throw new ApiError('webhook_endpoint_limit', `A tenant has at most ${MAX_ENDPOINTS_PER_TENANT} webhook endpoints; delete one first.`)
        }
        const at = now()
        const created = await tx.insertInto('webhook_endpoints').values({
          id: newId('whe'), tenant_id: tenantId, url: body.url, description: body.description ?? '', enabled_events: normaliseEvents(body.enabled_events),
          min_severity: body.min_severity ?? null, filter: body.filter ?? null, status: 'enabled', disabled_reason: null, secret_encrypted: sealSecret(options.secretsKey, secret),
          previous_secret_encrypted: null, previous_secret_expires_at: null, failing_since: null, created_at: at, updated_at: at,
        }).returningAll().executeTakeFirstOrThrow()
        await recordAudit(tx, tenantId, actor, 'webhook_endpoint.created', { endpoint_id: created.id, url: created.url, enabled_events: created.enabled_events }, at)
        return created
      })
      return { ...presentEndpoint(row, now()), secret }
    },
    async update(tenantId: string, id: string, body: UpdateWebhookEndpointBody, actor: string) {
      await requireEndpoint(tenantId, id)
      if (body.filter) assertValidFilter(body.filter)
      if (body.url !== undefined) await options.urlGuard.assertAcceptable(tenantId, body.url)
      const row = await db.updateTable('webhook_endpoints').set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.enabled_events !== undefined ? { enabled_events: normaliseEvents(body.enabled_events) } : {}),
        ...(body.min_severity !== undefined ? { min_severity: body.min_severity } : {}),
        ...(body.filter !== undefined ? { filter: body.filter } : {}),
        // Enabling clears the reason and the failure clock; disabling by hand says so.
        ...(body.status === 'enabled' ? { status: 'enabled', disabled_reason: null, failing_since: null } : {}),
        ...(body.status === 'disabled' ? { status: 'disabled', disabled_reason: 'manual' } : {}),
        updated_at: now(),
      }).where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null).returningAll().executeTakeFirst()
      if (!row) throw notFound('webhook endpoint', id)
      await recordAudit(db, tenantId, actor, 'webhook_endpoint.updated', { endpoint_id: id, changed: Object.keys(body).sort() })
      return presentEndpoint(row, now())
    },
    /**
     * Gone at once, whatever its history: one row marked deleted and its purge queued, in one transaction that
     * takes no delivery lock (so it never waits for, nor deadlocks with, the worker). See endpoint-purge.ts.
     */
    async remove(tenantId: string, id: string, actor: string) {
      await db.transaction().execute(async (tx) => {
        const at = now()
        const deleted = await repo.markEndpointDeleted(tx, tenantId, id, at)
        if (!deleted) throw notFound('webhook endpoint', id)
        await enqueueJob(tx, tenantId, ENDPOINT_PURGE_QUEUE, { endpoint_id: id }, { maxAttempts: PURGE_MAX_ATTEMPTS })
        await recordAudit(tx, tenantId, actor, 'webhook_endpoint.deleted', { endpoint_id: id, url: deleted.url }, at)
      })
      options.onEnqueued?.()
    },
    /** A new secret; the current one keeps signing beside it for the overlap, so receivers can switch without a gap. */
    async rotateSecret(tenantId: string, id: string, body: RotateSecretBody, actor: string) {
      const overlapSeconds = body.overlap_seconds ?? DEFAULT_ROTATION_OVERLAP_SECONDS
      const secret = generateSigningSecret()
      const row = await db.transaction().execute(async (tx) => {
        const current = await tx.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null)
          .forNoKeyUpdate().executeTakeFirst()
        if (!current) throw notFound('webhook endpoint', id)
        const at = now()
        await recordAudit(tx, tenantId, actor, 'webhook_endpoint.secret_rotated', { endpoint_id: id, overlap_seconds: overlapSeconds }, at)
        return tx.updateTable('webhook_endpoints').set({
          secret_encrypted: sealSecret(options.secretsKey, secret),
          previous_secret_encrypted: overlapSeconds > 0 ? current.secret_encrypted : null,
          previous_secret_expires_at: overlapSeconds > 0 ? new Date(at.getTime() + overlapSeconds * 1000) : null,
          updated_at: at,
        }).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
      })
      return { ...presentEndpoint(row, now()), secret }
    },
  }
}

export type WebhooksService = ReturnType<typeof createWebhooksService>
