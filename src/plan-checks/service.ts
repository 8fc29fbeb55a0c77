import { setImmediate } from 'node:timers/promises'
import { INDEX_KINDS } from '../checks/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { newId } from '../platform/ids.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import { inventorySnapshot, type SnapshotResource } from '../resources/index.ts'
import { externalKeys, judgePlan, mapPlan, planPasses, type PlanVerdicts } from './evaluate.ts'
import { disabledChecks } from '../check-catalogue/index.ts'
import { PlanDocumentError, readPlan, type PlanModel } from './plan-document.ts'
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

/** Judges a plan against the tenant's inventory and open findings as they are now; reads only. */
export async function checkPlan(db: DbOrTx, tenantId: string, model: PlanModel, now: Date, between: () => Promise<void> = () => setImmediate()): Promise<PlanVerdicts> {
  const mapped = await mapPlan(model, between)
  const resourceIds = await resourceIdsByExternalId(db, tenantId, externalKeys(mapped))
  const standing = await standingFindings(db, tenantId, [...new Set(resourceIds.values())])
  // The instances are what the cross-resource facts (security groups used by a running instance) are built from.
  const instances: SnapshotResource[] = []
  for await (const batch of inventorySnapshot(db, tenantId, now, { kinds: INDEX_KINDS })) instances.push(...batch)
  return judgePlan(mapped, { resourceIds, standing, instances, disabledChecks: await disabledChecks(db, tenantId) })
}

/** A refusal of the document itself: 422 `invalid_plan`, nothing stored. */
export function parsePlan(document: unknown): PlanModel {
  try {
    return readPlan(document)
  } catch (error) {
    if (error instanceof PlanDocumentError) throw new ApiError('invalid_plan', error.message)
    throw error
  }
}

export function createPlanChecksService(db: Db, options: { onEnqueued?: () => void; clock?: () => Date } = {}) {
  const clock = options.clock ?? (() => new Date())
  return {
    /**
     * Checks the plan now and stores the verdicts (`queued: false`), or, for a plan of more than
     * SYNC_CHANGE_LIMIT changes, stores it with a job that checks it (`queued: true`). `synchronous`: always
     * now (the CLI, which has no worker to wait for).
     */
    async create(tenantId: string, document: unknown, failOn: FailOn, opts: { synchronous?: boolean } = {}): Promise<{ record: PlanCheckRecord; queued: boolean }> {
      const model = parsePlan(document)
      const id = newId('pck')
      const now = clock()
      const base = { id, fail_on: failOn, created_at: now, expires_at: new Date(now.getTime() + PLAN_CHECK_RETENTION_DAYS * DAY_MS), failure_reason: null }
      if (model.changes.length > SYNC_CHANGE_LIMIT && !opts.synchronous) {
        await db.transaction().execute(async (tx) => {
          await insertPlanCheck(tx, tenantId, { ...base, status: 'queued', input: model, result: null, passed: null, completed_at: null })
          await enqueueJob(tx, tenantId, PLAN_CHECK_QUEUE, { plan_check_id: id })
        })
        options.onEnqueued?.()
        return { record: present({ ...base, status: 'queued', result: null, passed: null, completed_at: null }), queued: true }
      }
      const verdicts = await checkPlan(db, tenantId, model, now)
      const passed = planPasses(verdicts.introduced, failOn)
      const completedAt = clock()
      await insertPlanCheck(db, tenantId, { ...base, status: 'completed', input: null, result: verdicts, passed, completed_at: completedAt })
      return { record: present({ ...base, status: 'completed', result: verdicts, passed, completed_at: completedAt }), queued: false }
    },

    async get(tenantId: string, id: string): Promise<PlanCheckRecord> {
      const row = await getPlanCheck(db, tenantId, id)
      if (!row) throw notFound('plan check', id)
      return present(row)
    },
  }
}

export type PlanChecksService = ReturnType<typeof createPlanChecksService>
