import { INDEX_KINDS } from '../checks/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { newId } from '../platform/ids.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import { inventorySnapshot, type SnapshotResource } from '../resources/index.ts'
import { heavyWorkPool, threadTask, ThreadTaskError, type HeavyWorkPool } from '../platform/worker-threads/heavy-work-pool.ts'
import type { CheckAnswer, CheckInput, CheckOutput, CheckQuestion } from './check-task.ts'
import type { InventoryView, PlanVerdicts } from './evaluate.ts'
import { disabledChecks } from '../check-catalogue/index.ts'
import { getPlanCheck, insertPlanCheck, resourceIdsByExternalId, standingFindings, type PlanCheckRow } from './repo.ts'
import { PLAN_CHECK_RETENTION_DAYS, SYNC_CHANGE_LIMIT, type FailOn, type PlanCheckRecord } from './schemas.ts'

export const PLAN_CHECK_QUEUE = 'plan_checks'
const DAY_MS = 86_400_000

function present(row: PlanCheckRow): PlanCheckRecord {
  const result = row.result as PlanVerdicts | null
  return {
    id: row.id, status: row.status, created_at: iso(row.created_at), completed_at: isoOrNull(row.completed_at), expires_at: iso(row.expires_at),
    fail_on: row.fail_on, passed: row.passed, summary: result?.summary ?? null,
    introduced: result?.introduced ?? [], resolved: result?.resolved ?? [], undetermined: result?.undetermined ?? [],
    failure_reason: row.failure_reason,
  }
}

const checkTask = threadTask<CheckInput, CheckOutput, CheckQuestion, CheckAnswer>('plan check', 'check-task', import.meta.url)

/** Time one plan check may spend on its thread (a plan of 5,000 changes takes about 1 s). */
export const PLAN_CHECK_TIMEOUT_MS = 60_000

/** The tenant's inventory and open findings as they are now, for the plan's keys; reads only. */
async function inventoryFor(db: DbOrTx, tenantId: string, keys: { provider: string; external_id: string }[], now: Date): Promise<InventoryView> {
  const resourceIds = await resourceIdsByExternalId(db, tenantId, keys)
  const standing = await standingFindings(db, tenantId, [...new Set(resourceIds.values())])
  // The instances are what the cross-resource facts (security groups used by a running instance) are built from.
  const instances: SnapshotResource[] = []
  for await (const batch of inventorySnapshot(db, tenantId, now, { kinds: INDEX_KINDS })) instances.push(...batch)
  return { resourceIds, standing, instances, disabledChecks: await disabledChecks(db, tenantId) }
}

/**
 * Reads and judges a plan in the heavy-work pool, answering its questions from the database; a failure of the
 * thread is a clear refusal (422 `plan_check_limit`, 429 when the tenant's queue is full, 503 if it crashed).
 */
export async function checkInPool(pool: HeavyWorkPool, db: DbOrTx, tenantId: string, input: CheckInput, now: Date,
  options: { heartbeat?: () => Promise<void>; timeoutMs?: number } = {}): Promise<CheckOutput> {
  const heartbeat = options.heartbeat ?? (async () => {})
  try {
    return await pool.run(checkTask, tenantId, input, {
      timeoutMs: options.timeoutMs ?? PLAN_CHECK_TIMEOUT_MS,
      answer: async (question) => ('heartbeat' in question ? void await heartbeat() : inventoryFor(db, tenantId, question.inventoryFor, now)),
    })
  } catch (error) {
    if (!(error instanceof ThreadTaskError)) throw error
    switch (error.reason) {
      case 'timeout': case 'memory_limit':
        throw new ApiError('plan_check_limit', `${error.message.replace(/\.$/, '')}: check the configuration module by module. Nothing was stored.`)
      case 'queue_full': throw new ApiError('rate_limit_exceeded', error.message, { 'retry-after': '5' })
      case 'crashed': throw new ApiError('service_unavailable', `${error.message} Nothing was stored; send the plan again.`, { 'retry-after': '5' })
      case 'failed':
        if (error.errorName === 'PlanDocumentError') throw new ApiError('invalid_plan', error.message)
        if (error.errorName === 'InvalidJsonBody') throw new ApiError('invalid_json', error.message)
        if (error.errorName === 'IllFormedBody') throw new ApiError('invalid_parameter', error.message)
        throw error
    }
  }
}

export interface CreatedPlanCheck { queued: boolean; json: string; record(): PlanCheckRecord }

/**
 * A completed record's JSON: its fields with `verdicts` (the JSON of summary and the three lists, from the
 * thread) in place of the empty lists. The same fields the PlanCheck schema lists; only the order differs.
 */
function completedJson(head: PlanCheckRecord, verdicts: string): string {
  const { summary: _summary, introduced: _introduced, resolved: _resolved, undetermined: _undetermined, ...rest } = head
  return `${JSON.stringify(rest).slice(0, -1)},${verdicts.slice(1)}`
}

export function createPlanChecksService(db: Db, options: { onEnqueued?: () => void; clock?: () => Date; pool?: HeavyWorkPool; timeoutMs?: number } = {}) {
  const clock = options.clock ?? (() => new Date())
  const pool = () => options.pool ?? heavyWorkPool()
  return {
    /**
     * Checks the plan now and stores the verdicts (`queued: false`), or, for a plan of more than
     * SYNC_CHANGE_LIMIT changes, stores it with a job that checks it (`queued: true`). `synchronous`: always
     * now (the CLI, which has no worker to wait for). `json` is the record as the response sends it; `record()`
     * parses it (thousands of findings: the route sends the text as it is).
     */
    async create(tenantId: string, plan: { body: Uint8Array } | { document: unknown }, failOn: FailOn, opts: { synchronous?: boolean } = {}): Promise<CreatedPlanCheck> {
      const now = clock()
      const checked = await checkInPool(pool(), db, tenantId, { ...plan, failOn, syncLimit: opts.synchronous ? Infinity : SYNC_CHANGE_LIMIT }, now,
        options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs })
      const id = newId('pck')
      const base = { id, fail_on: failOn, created_at: now, expires_at: new Date(now.getTime() + PLAN_CHECK_RETENTION_DAYS * DAY_MS), failure_reason: null }
      if ('queued' in checked) {
        await db.transaction().execute(async (tx) => {
          await insertPlanCheck(tx, tenantId, { ...base, status: 'queued', input: checked.queued.model, result: null, passed: null, completed_at: null })
          await enqueueJob(tx, tenantId, PLAN_CHECK_QUEUE, { plan_check_id: id })
        })
        options.onEnqueued?.()
        const record = present({ ...base, status: 'queued', result: null, passed: null, completed_at: null })
        return { queued: true, json: JSON.stringify(record), record: () => record }
      }
      const { verdicts, passed } = checked.judged
      const completedAt = clock()
      await insertPlanCheck(db, tenantId, { ...base, status: 'completed', input: null, result: verdicts, passed, completed_at: completedAt })
      const head = present({ ...base, status: 'completed', result: null, passed, completed_at: completedAt })
      const json = completedJson(head, verdicts)
      return { queued: false, json, record: () => JSON.parse(json) as PlanCheckRecord }
    },

    async get(tenantId: string, id: string): Promise<PlanCheckRecord> {
      const row = await getPlanCheck(db, tenantId, id)
      if (!row) throw notFound('plan check', id)
      return present(row)
    },
  }
}

export type PlanChecksService = ReturnType<typeof createPlanChecksService>
