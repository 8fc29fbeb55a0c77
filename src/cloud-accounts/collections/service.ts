import type { Db } from '../../platform/db/database.ts'
import { iso, isoOrNull } from '../../platform/db/keyset.ts'
import type { CursorCodec } from '../../platform/http/cursor.ts'
import { ApiError, notFound } from '../../platform/http/error-codes.ts'
import { paginate } from '../../platform/http/pagination.ts'
import { newId } from '../../platform/ids.ts'
import { enqueueJob } from '../../platform/jobs/queue.ts'
import * as accounts from '../repo.ts'
import * as repo from './repo.ts'
import type { CollectionRecord, ListCollectionsQuery } from './schemas.ts'

// Collections of a cloud account: asked for here (POST), run by the `collection` job (job.ts).

export const COLLECTION_QUEUE = 'collection'
/** A collection whose workers died this many times is failed (the job system's bound, as for audits). */
export const COLLECTION_MAX_ATTEMPTS = 3

export function presentCollection(row: repo.CollectionRow): CollectionRecord {
  return {
    id: row.id, cloud_account_id: row.cloud_account_id, status: row.status, trigger: row.trigger,
    progress: row.progress as CollectionRecord['progress'], errors: row.errors as CollectionRecord['errors'],
    resources: row.resources, removed: row.removed, audit_id: row.audit_id, failure_reason: row.failure_reason,
    created_at: iso(row.created_at), started_at: isoOrNull(row.started_at), completed_at: isoOrNull(row.completed_at),
  }
}

const INACTIVE = new Set(['suspended', 'closed', 'left_organization'])

/** Why this cloud account cannot be collected now, or null. */
export function notCollectable(account: accounts.CloudAccountRow): string | null {
  if (account.member_role_name !== null) return `Cloud account ${account.id} is an organization: collect its member accounts (GET /v1/cloud_accounts?parent=${account.id}).`
  if (INACTIVE.has(account.status)) return `Cloud account ${account.id} is ${account.status} in its organization: there is nothing to read.`
  if (account.account_id === null) return `Cloud account ${account.id} was never verified: verify it first (POST /v1/cloud_accounts/${account.id}/verify).`
  return null
}

export function createCollectionsService(db: Db, codec: CursorCodec, options: { clock?: () => Date; onEnqueued?: () => void } = {}) {
  const now = options.clock ?? (() => new Date())

  async function requireAccount(tenantId: string, id: string) {
    const row = await accounts.getCloudAccount(db, tenantId, id)
    if (!row) throw notFound('cloud account', id)
    return row
  }

  return {
    /** Queues a collection and its job in one transaction; a second one while one is active is 409 `collection_in_progress`. */
    async start(tenantId: string, cloudAccountId: string, trigger: 'manual' | 'schedule' = 'manual'): Promise<CollectionRecord> {
      const row = await db.transaction().execute(async (tx) => {
        const account = await accounts.getCloudAccount(tx, tenantId, cloudAccountId)
        if (!account) throw notFound('cloud account', cloudAccountId)
        const why = notCollectable(account)
        if (why) throw new ApiError('cloud_account_not_collectable', why)
        const created = await repo.insertCollection(tx, {
          tenant_id: tenantId, id: newId('col'), cloud_account_id: cloudAccountId, status: 'queued', trigger, created_at: now(),
        })
        if (!created) {
          const active = await repo.activeCollection(tx, tenantId, cloudAccountId)
          const error = new ApiError('collection_in_progress', `Collection ${active?.id ?? ''} of ${cloudAccountId} is ${active?.status ?? 'active'}; one collection of a cloud account runs at a time. Poll it.`)
          error.details = { collection_id: active?.id ?? null }
          throw error
        }
        await enqueueJob(tx, tenantId, COLLECTION_QUEUE, { collection_id: created.id }, { maxAttempts: COLLECTION_MAX_ATTEMPTS })
        return created
      })
      options.onEnqueued?.()
      return presentCollection(row)
    },
    async list(tenantId: string, cloudAccountId: string, query: ListCollectionsQuery) {
      await requireAccount(tenantId, cloudAccountId)
      return paginate(codec, 'collections', { tenantId, limit: query.limit, cursor: query.cursor, filters: { cloud_account: cloudAccountId } },
        (after, take) => repo.listCollections(db, tenantId, cloudAccountId, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentCollection)
    },
    async get(tenantId: string, cloudAccountId: string, id: string) {
      const row = await repo.getCollection(db, tenantId, id)
      if (!row || row.cloud_account_id !== cloudAccountId) throw notFound('collection', id)
      return presentCollection(row)
    },
  }
}

export type CollectionsService = ReturnType<typeof createCollectionsService>
