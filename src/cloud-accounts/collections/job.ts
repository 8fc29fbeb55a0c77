import { sql } from 'kysely'
import { queueAudit } from '../../audits/index.ts'
import type { AwsService, ClientSettings, CollectionError, ServiceProgress } from '../../collection/index.ts'
import { insertEvents } from '../../events/index.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { ClaimedJob } from '../../platform/jobs/queue.ts'
import type { JobContext, JobHandler } from '../../platform/jobs/worker.ts'
import { removeUnseenResources, upsertResources, type ResourceInput } from '../../resources/index.ts'
import * as accounts from '../repo.ts'
import { collectionLibrary } from '../verify.ts'
import * as repo from './repo.ts'
import type { CollectionStatus } from './schemas.ts'
import { notCollectable } from './service.ts'

// The `collection` job: one cloud account read from AWS into the inventory. Resources stream through the
// imports' batched upsert (src/resources/imports/upsert.ts) with `source` the cloud account id, a batch per
// short transaction, so no account is held in memory or in one long transaction. Once the read ended, each
// region × service it read completely removes that scope's resources it did not see (removal.ts); one that
// errored removes nothing. The finished collection starts an audit and emits `collection.completed`.
//
// A retry (a killed worker's job reclaimed after its lease) reads the account again from the start: the upsert
// is keyed by (provider, external_id), so what the first attempt stored is updated, never duplicated, and
// removal only begins after a read ended.

/** Resources per upsert transaction. */
export const COLLECTION_BATCH = 500
/** How often a running collection renews its lease and writes its progress, whether or not AWS answers. */
const BEAT_MS = 5_000

export interface CollectionJobOptions {
  /** The AWS clients' settings (endpoint, attempts, per-call timeout); the SDK's defaults when empty. */
  settings: ClientSettings
  batchSize?: number
}

export function collectionJobHandler(db: Db, options: CollectionJobOptions): JobHandler {
  return {
    run: (job, context) => runCollection(db, job, context, options),
    retryDelayMs: (attempt) => 5_000 * attempt,
    async onExhausted(job, reason) {
      const id = String(job.payload.collection_id)
      await db.transaction().execute(async (tx) => {
        await finishCollection(tx, job.tenant_id, id, 'failed', { failure_reason: reason.slice(0, 2000) }, new Date())
      })
    },
  }
}

const dbNow = async (db: DbOrTx) => (await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(db)).rows[0]!.now

/** Marks a running or queued collection finished and, unless it failed, starts an audit; emits `collection.completed`. */
async function finishCollection(tx: DbOrTx, tenantId: string, id: string, status: Exclude<CollectionStatus, 'queued' | 'running'>,
  changes: { progress?: ServiceProgress[]; errors?: CollectionError[]; resources?: number; removed?: number; failure_reason?: string | null }, at: Date) {
  const current = await tx.selectFrom('collections').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
    .where('status', 'in', ['queued', 'running']).forUpdate().executeTakeFirst()
  if (!current) return
  const audit = status === 'failed' ? null : await queueAudit(tx, tenantId, 'collection')
  const updated = (await repo.updateCollection(tx, tenantId, id, {
    status, completed_at: at, audit_id: audit?.id ?? null,
    ...(changes.progress ? { progress: JSON.stringify(changes.progress) } : {}),
    ...(changes.errors ? { errors: JSON.stringify(changes.errors) } : {}),
    ...(changes.resources !== undefined ? { resources: changes.resources } : {}),
    ...(changes.removed !== undefined ? { removed: changes.removed } : {}),
    ...(changes.failure_reason !== undefined ? { failure_reason: changes.failure_reason } : {}),
  }))!
  await insertEvents(tx, tenantId, [{
    type: 'collection.completed',
    data: { collection: {
      id, cloud_account_id: updated.cloud_account_id, status, trigger: updated.trigger, resources: updated.resources, removed: updated.removed,
      errors: (updated.errors as unknown[]).length, audit_id: updated.audit_id,
    } },
  }], at)
}

async function runCollection(db: Db, job: ClaimedJob, context: JobContext, options: CollectionJobOptions): Promise<void> {
  const tenantId = job.tenant_id
  const id = String(job.payload.collection_id)
  const row = await repo.getCollection(db, tenantId, id)
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return
  const account = await accounts.getCloudAccount(db, tenantId, row.cloud_account_id)
  if (!account) return // Deleted since: its collections went with it.
  const refused = notCollectable(account)
  if (refused) {
    await db.transaction().execute((tx) => finishCollection(tx, tenantId, id, 'failed', { failure_reason: refused }, context.now()))
    return
  }

  // The read's beginning on the database's clock: everything it stores has last_seen_at from here on, so what
  // of a scope was last seen before it, it did not see. A retry begins again (and resets what it reports).
  const startedAt = await dbNow(db)
  await repo.updateCollection(db, tenantId, id, {
    status: 'running', started_at: startedAt, progress: '[]', errors: '[]', resources: 0, removed: 0, failure_reason: null,
  })

  const lib = await collectionLibrary()
  const externalId = await accounts.externalIdOf(db, tenantId)
  const session = lib.assumeRole({ roleArn: account.role_arn, externalId, tenantId }, options.settings)
  try {
    await session.provider()
  } catch (error) {
    const { code, message } = lib.describeAwsError(error)
    const errors = [{ region: 'global', service: 'sts', operation: 'AssumeRole', code, message }]
    await db.transaction().execute((tx) => finishCollection(tx, tenantId, id, 'failed', {
      errors, failure_reason: `Posture could not assume ${account.role_arn}: ${code}: ${message}`.slice(0, 2000),
    }, context.now()))
    return
  }

  const collection = lib.collectAccount({
    accountId: account.account_id!, credentials: session.provider, settings: options.settings, ...(account.regions ? { regions: account.regions } : {}),
  })
  const size = options.batchSize ?? COLLECTION_BATCH
  let stored = 0
  const writeProgress = (tx: DbOrTx) => repo.updateCollection(tx, tenantId, id, {
    progress: JSON.stringify(collection.report.snapshot()), errors: JSON.stringify(collection.report.errors), resources: stored,
  })

  // The lease is renewed on a beat of its own, so a slow or silent AWS (attempts of up to the per-call timeout)
  // never lets it lapse; a lost lease or a stopping worker is thrown at the next resource.
  let interrupted: unknown
  let beating: Promise<unknown> = Promise.resolve()
  const beat = setInterval(() => {
    beating = context.heartbeat().then(() => writeProgress(db)).catch((error: unknown) => { interrupted ??= error })
  }, BEAT_MS)
  try {
    let batch = new Map<string, ResourceInput>()
    const flush = async () => {
      if (batch.size === 0) return
      const items = [...batch.values()]
      batch = new Map()
      await context.heartbeat()
      await db.transaction().execute(async (tx) => {
        await upsertResources(tx, tenantId, items, await dbNow(tx), account.id)
        stored += items.length
        await writeProgress(tx)
      })
    }
    for await (const resource of collection) {
      if (interrupted) throw interrupted
      // The same resource twice in one read (it moved between pages): the later wins, as in an import.
      batch.set(`${resource.provider}\u0000${resource.external_id}`, resource)
      if (batch.size >= size) await flush()
    }
    await flush()
  } finally {
    clearInterval(beat)
    // A beat still writing would otherwise land after the final record.
    await beating
  }
  if (interrupted) throw interrupted

  const progress = collection.report.snapshot()
  const errors = collection.report.errors
  let removed = 0
  for (const unit of progress) {
    if (unit.status !== 'complete' || !(unit.service in lib.SERVICE_KINDS)) continue
    const service = unit.service as AwsService
    removed += await removeUnseenResources(db, tenantId, {
      source: account.id, kinds: lib.SERVICE_KINDS[service], notSeenSince: startedAt,
      ...(lib.isGlobalService(service) ? {} : { regions: [unit.region] }),
    })
    await context.heartbeat()
  }
  // A failed region × service always recorded an error; so did a describe call that failed, and a note
  // about the data (a tag too long to keep): each makes the collection partial.
  const read = progress.filter((p) => p.service !== 'account')
  const status = read.length > 0 && read.every((p) => p.status !== 'complete') ? 'failed' : errors.length > 0 ? 'partial' : 'completed'
  await db.transaction().execute((tx) => finishCollection(tx, tenantId, id, status, {
    progress, errors, resources: stored, removed,
    failure_reason: status === 'failed' ? 'No region × service could be read: see errors.' : null,
  }, context.now()))
}
