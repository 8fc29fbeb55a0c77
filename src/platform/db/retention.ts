import { sql, type RawBuilder } from 'kysely'
import { setImmediate } from 'node:timers/promises'
import type { Db, DbOrTx } from './database.ts'

export const PRUNE_BATCH_SIZE = 10_000
export const PRUNE_EVERY_MS = 3600_000

export interface PruneOptions { batchSize?: number; signal?: AbortSignal }

/** A retention rule: deletes what is past its age at `now`; idempotent and safe to run in several processes. */
export interface RetentionRule {
  name: string
  prune(db: Db, now: Date, options?: PruneOptions): Promise<{ deleted: number }>
}

/**
 * Deletes the oldest `limit` rows of one tenant's `table` created before `before`; returns how many. The ids
 * come from a range of an index (tenant_id, created_at, id) read in order and are deleted by primary key
 * (`= any(array(…))`, where `in (…)` lets the planner hash-join every row of the tenant). Oldest first, so an
 * interrupted run never leaves a gap in what the API lists.
 */
export async function deleteOldestRows(db: DbOrTx, table: 'events' | 'webhook_deliveries', tenantId: string, before: Date, limit: number): Promise<number> {
  // A CTE count rather than the affected-row count, which not every driver reports.
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from ${sql.table(table)} where tenant_id = ${tenantId} and id = any(array(
        select id from ${sql.table(table)} where tenant_id = ${tenantId} and created_at < ${before}
        order by created_at, id limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Runs a batched delete — `with gone as (delete … limit ${limit} returning 1) select count(*)::int as n from
 * gone` — until it deletes fewer than the batch size or the run is aborted; returns how many rows went.
 */
export async function pruneInBatches(db: Db, batch: (limit: number) => RawBuilder<{ n: number }>, options: PruneOptions = {}): Promise<number> {
  const limit = options.batchSize ?? PRUNE_BATCH_SIZE
  let deleted = 0
  for (;;) {
    if (options.signal?.aborted) break
    const n = Number((await batch(limit).execute(db)).rows[0]?.n ?? 0)
    deleted += n
    if (n < limit) break
  }
  return deleted
}

/**
 * Runs `pruneOne(tenantId, limit)` tenant by tenant until it deletes fewer than `limit` rows, so no statement
 * holds locks (or, on the embedded store, the single session) for long.
 */
export async function pruneEachTenant(db: Db, pruneOne: (tenantId: string, limit: number) => Promise<number>, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const batchSize = options.batchSize ?? PRUNE_BATCH_SIZE
  let deleted = 0
  let afterTenant = ''
  for (;;) {
    // Operator-level: the only cross-tenant read here, tenants in id order, 500 at a time.
    const tenants = await db.selectFrom('tenants').select('id').where('id', '>', afterTenant).orderBy('id').limit(500).execute()
    for (const { id } of tenants) {
      for (;;) {
        if (options.signal?.aborted) return { deleted }
        const n = await pruneOne(id, batchSize)
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

export interface RetentionOptions {
  clock?: () => Date
  everyMs?: number
  batchSize?: number
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void }
}

/**
 * Runs every rule now and then every `everyMs` (default hourly) until stopped. Meant for processes that run
 * background work; a failed run is logged and retried at the next tick.
 */
export function startRetention(db: Db, rules: RetentionRule[], options: RetentionOptions = {}) {
  const clock = options.clock ?? (() => new Date())
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = (async () => {
      for (const rule of rules) {
        try {
          const { deleted } = await rule.prune(db, clock(), { batchSize: options.batchSize, signal: controller.signal })
          if (deleted > 0) options.log?.info?.({ deleted, rule: rule.name }, 'pruned records past retention')
        } catch (error) {
          options.log?.error({ err: error, rule: rule.name }, 'retention run failed')
        }
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
