import { setImmediate } from 'node:timers/promises'
import { sql } from 'kysely'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { EVENT_RETENTION_DAYS } from './schemas.ts'

const DAY_MS = 24 * 3600_000
export const PRUNE_BATCH_SIZE = 10_000
export const PRUNE_EVERY_MS = 3600_000

/**
 * Deletes the oldest `limit` of one tenant's events created before `before`; returns how many. The ids come
 * from a range of the keyset index (tenant_id, created_at DESC, id DESC) read backwards and are deleted by
 * primary key (`= any(array(…))`, where `in (…)` lets the planner hash-join every event of the tenant).
 * Oldest first, so an interrupted run never leaves a gap in what the API lists.
 */
export async function pruneTenantEvents(db: DbOrTx, tenantId: string, before: Date, limit: number): Promise<number> {
  // A CTE count rather than the affected-row count, which not every driver reports.
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from events where tenant_id = ${tenantId} and id = any(array(
        select id from events where tenant_id = ${tenantId} and created_at < ${before}
        order by created_at, id limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/**
 * The retention rule of the event log: events older than EVENT_RETENTION_DAYS at `now` are deleted, tenant by
 * tenant, in statements of at most `batchSize` rows, so no statement holds locks (or, on the embedded store,
 * the single session) for long. Idempotent, and safe to run in several processes at once.
 */
export async function pruneEvents(db: Db, now: Date, options: { batchSize?: number; signal?: AbortSignal } = {}): Promise<{ deleted: number }> {
  const batchSize = options.batchSize ?? PRUNE_BATCH_SIZE
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS)
  let deleted = 0
  let afterTenant = ''
  for (;;) {
    // Operator-level: the only cross-tenant read here, tenants in id order, 500 at a time.
    const tenants = await db.selectFrom('tenants').select('id').where('id', '>', afterTenant).orderBy('id').limit(500).execute()
    for (const { id } of tenants) {
      for (;;) {
        if (options.signal?.aborted) return { deleted }
        const n = await pruneTenantEvents(db, id, before, batchSize)
        deleted += n
        // The embedded store answers without yielding to the event loop: let requests in between batches.
        await setImmediate()
        if (n < batchSize) break
      }
    }
    if (tenants.length < 500) return { deleted }
    afterTenant = tenants[tenants.length - 1]!.id
  }
}

export interface EventRetentionOptions {
  clock?: () => Date
  everyMs?: number
  batchSize?: number
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void }
}

/**
 * Runs pruneEvents now and then every `everyMs` (default hourly) until stopped. Meant for processes that run
 * background work (`--role worker|all`); a failed run is logged and retried at the next tick.
 */
export function startEventRetention(db: Db, options: EventRetentionOptions = {}) {
  const clock = options.clock ?? (() => new Date())
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = (async () => {
      try {
        const { deleted } = await pruneEvents(db, clock(), { batchSize: options.batchSize, signal: controller.signal })
        if (deleted > 0) options.log?.info?.({ deleted }, 'pruned events past retention')
      } catch (error) {
        options.log?.error({ err: error }, 'event retention run failed')
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, options.everyMs ?? PRUNE_EVERY_MS)
    })()
  }
  tick()
  return {
    async stop() {
      controller.abort()
      clearTimeout(timer)
      await running
    },
  }
}
