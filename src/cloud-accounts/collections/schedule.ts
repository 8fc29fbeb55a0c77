import { sql } from 'kysely'
import type { Db } from '../../platform/db/database.ts'
import type { RetentionRule } from '../../platform/db/retention.ts'
import { newId } from '../../platform/ids.ts'
import { enqueueJob } from '../../platform/jobs/queue.ts'
import * as repo from './repo.ts'
import { COLLECTION_QUEUE, COLLECTION_MAX_ATTEMPTS } from './service.ts'

// Scheduled collections: the worker queues a collection of every cloud account whose schedule is due. Safe with
// several workers: due accounts are claimed by a conditional update of next_collection_at (rows another worker
// holds are skipped, and once it committed they are no longer due), in the transaction that queues their
// collections, so an account's slot yields one collection or, when its transaction fails, none and is due again.

/** How often workers look for due schedules. */
export const SCHEDULE_EVERY_MS = 60_000
/** Accounts claimed per transaction. */
const CLAIM = 100

/**
 * Queues the collections due at `now` (an injected clock in tests); returns how many. An account whose previous
 * collection is still queued or running gets none this time (collections_one_active) and waits for its next slot.
 * Only what can be collected is due: accounts (not organizations: each member is scheduled itself) that have an
 * account id and are connected or in error (a role that broke may be fixed; the collection says how it fails).
 */
export async function queueDueCollections(db: Db, now: Date): Promise<number> {
  let queued = 0
  for (;;) {
    const claimed = await db.transaction().execute(async (tx) => {
      // Operator-level: the one cross-tenant read of collections, a range of cloud_accounts_next_collection_idx.
      const { rows } = await sql<{ tenant_id: string; id: string }>`with due as materialized (
          select tenant_id, id, schedule from cloud_accounts
          where schedule <> 'manual' and coalesce(next_collection_at, '-infinity'::timestamptz) <= ${now}::timestamptz
            and member_role_name is null and account_id is not null and status in ('connected', 'error')
          order by next_collection_at nulls first, tenant_id, id limit ${CLAIM} for update skip locked)
        update cloud_accounts c set next_collection_at = ${now}::timestamptz + case due.schedule
            when 'hourly' then interval '1 hour' when 'daily' then interval '1 day' else interval '7 days' end
        from due where c.tenant_id = due.tenant_id and c.id = due.id
        returning c.tenant_id, c.id`.execute(tx)
      for (const account of rows) {
        const created = await repo.insertCollection(tx, {
          tenant_id: account.tenant_id, id: newId('col'), cloud_account_id: account.id, status: 'queued', trigger: 'schedule', created_at: now,
        })
        if (!created) continue
        await enqueueJob(tx, account.tenant_id, COLLECTION_QUEUE, { collection_id: created.id }, { maxAttempts: COLLECTION_MAX_ATTEMPTS })
        queued++
      }
      return rows.length
    })
    if (claimed < CLAIM) return queued
  }
}

/** The schedule as a periodic task of the worker (src/background.ts). */
export const collectionSchedule: RetentionRule = {
  name: 'collection_schedule',
  async prune(db, now) {
    return { deleted: await queueDueCollections(db, now) }
  },
}
