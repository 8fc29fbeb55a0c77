import { sql } from 'kysely'
import { setImmediate } from 'node:timers/promises'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { isUniqueViolation, previousRequest, requestHash } from '../platform/http/idempotency.ts'
import { newId } from '../platform/ids.ts'
import { enqueueJob } from '../platform/jobs/queue.ts'
import type { JobHandler } from '../platform/jobs/worker.ts'
import { pruneEachTenant, type RetentionRule } from '../platform/db/retention.ts'
import { FAILURES_KEPT, type BulkUpdateRecord, type CreateBulkUpdateBody } from './bulk-schemas.ts'
import { applyPlans, ChangeRefused, planChange, type ChangePlan, type TriageChanges } from './changes.ts'
import type { Actor } from './history.ts'
import { filteredFindings } from './repo.ts'
import { toFilter } from './filters.ts'
import { slaWindowsOf } from './sla.ts'
import { assertAssignable, triageChanges } from './updates.ts'

export const BULK_UPDATE_QUEUE = 'finding_bulk_updates'
const BATCH = 1000
const PARALLEL_BATCHES = 2

type Row = Awaited<ReturnType<typeof bulkUpdateRow>> & object

const bulkUpdateRow = (db: DbOrTx, tenantId: string, id: string) =>
  db.selectFrom('finding_bulk_updates').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

function present(row: Row): BulkUpdateRecord {
  const selection = row.selection as { filter?: BulkUpdateRecord['filter'] }
  return {
    id: row.id, status: row.status, matched: row.matched, updated: row.updated, unchanged: row.unchanged, failed: row.failed,
    failures: row.failures, filter: selection.filter ?? null, changes: row.changes as BulkUpdateRecord['changes'],
    actor: { type: row.actor_type, id: row.actor_id }, failure_reason: row.failure_reason,
    created_at: iso(row.created_at), started_at: isoOrNull(row.started_at), completed_at: isoOrNull(row.completed_at),
  }
}

/** TriageChanges survive the queue as JSON: dates as ISO strings. */
const storedChanges = (c: TriageChanges) => ({
  ...c, ...(c.acceptedUntil !== undefined ? { acceptedUntil: isoOrNull(c.acceptedUntil) } : {}), ...(c.dueAt !== undefined ? { dueAt: isoOrNull(c.dueAt) } : {}),
})
const loadedChanges = (c: Record<string, unknown>): TriageChanges => ({
  ...c,
  ...(c.acceptedUntil !== undefined ? { acceptedUntil: c.acceptedUntil === null ? null : new Date(c.acceptedUntil as string) } : {}),
  ...(c.dueAt !== undefined ? { dueAt: c.dueAt === null ? null : new Date(c.dueAt as string) } : {}),
}) as TriageChanges

/**
 * POST /v1/findings/bulk_updates: the request is validated as a PATCH would be (changes, assignee), its set
 * fixed in the transaction that accepts it (ids checked against the tenant, or the filter's matches at that
 * instant) and a job queued; the job applies the changes 1,000 findings at a time.
 */
export function createBulkUpdatesService(db: Db, options: { clock?: () => Date; onEnqueued?: () => void } = {}) {
  const clock = options.clock ?? (() => new Date())

  async function replay(tenantId: string, key: string, hash: string): Promise<BulkUpdateRecord | undefined> {
    const existing = await db.selectFrom('finding_bulk_updates').selectAll().where('tenant_id', '=', tenantId).where('idempotency_key', '=', key).executeTakeFirst()
    const previous = previousRequest(existing, key, hash, clock())
    if (previous === 'expired') {
      await db.updateTable('finding_bulk_updates').set({ idempotency_key: null }).where('tenant_id', '=', tenantId).where('id', '=', existing!.id).execute()
    }
    return previous === 'replay' ? present(existing!) : undefined
  }

  return {
    async create(tenantId: string, body: CreateBulkUpdateBody, actor: Actor, idempotencyKey: string | undefined): Promise<{ record: BulkUpdateRecord; replayed: boolean }> {
      const now = clock()
      if ((body.ids === undefined) === (body.filter === undefined)) {
        throw new ApiError('invalid_parameter', "Invalid body: send exactly one of 'ids' (up to 10,000 finding ids) and 'filter' (the list's filters).")
      }
      const hash = requestHash(body)
      if (idempotencyKey) {
        const previous = await replay(tenantId, idempotencyKey, hash)
        if (previous) return { record: previous, replayed: true }
      }
      const changes = triageChanges(body.changes, now)
      await assertAssignable(db, tenantId, changes.assignee)
      const id = newId('bup', now.getTime())
      try {
        const row = await db.transaction().execute(async (tx) => {
          await tx.insertInto('finding_bulk_updates').values({
            tenant_id: tenantId, id, status: 'pending', selection: JSON.stringify(body.filter ? { filter: body.filter } : { ids: body.ids!.length }),
            changes: JSON.stringify(body.changes), actor_type: actor.type, actor_id: actor.id, matched: 0, failure_reason: null,
            idempotency_key: idempotencyKey ?? null, request_hash: hash, created_at: now, started_at: null, completed_at: null,
          }).execute()
          const matched = await fixSet(tx, tenantId, id, body, now)
          await enqueueJob(tx, tenantId, BULK_UPDATE_QUEUE, { bulk_update_id: id, changes: storedChanges(changes) })
          return tx.updateTable('finding_bulk_updates').set({ matched }).where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
        })
        options.onEnqueued?.()
        return { record: present(row), replayed: false }
      } catch (error) {
        if (!isUniqueViolation(error) || !idempotencyKey) throw error
        const previous = await replay(tenantId, idempotencyKey, hash)
        if (!previous) throw error
        return { record: previous, replayed: true }
      }
    },
    async get(tenantId: string, id: string): Promise<BulkUpdateRecord> {
      const row = await bulkUpdateRow(db, tenantId, id)
      if (!row) throw notFound('bulk update', id)
      return present(row)
    },
  }
}

/** Writes the set of findings of a bulk update; returns its size, or 422 when empty or naming unknown ids. */
async function fixSet(tx: DbOrTx, tenantId: string, id: string, body: CreateBulkUpdateBody, now: Date): Promise<number> {
  if (body.ids) {
    const ids = [...new Set(body.ids)]
    const { rows } = await sql<{ finding_id: string }>`
      insert into finding_bulk_update_items (tenant_id, bulk_update_id, finding_id)
      select ${tenantId}, ${id}, f.id from findings f where f.tenant_id = ${tenantId} and f.id = any(${sql.val(ids)}::text[])
      returning finding_id`.execute(tx)
    if (rows.length < ids.length) {
      const known = new Set(rows.map((r) => r.finding_id))
      const unknown = ids.filter((i) => !known.has(i))
      const error = new ApiError('invalid_finding_selection', `${unknown.length} of the ids name no finding of your tenant (first: ${unknown.slice(0, 3).join(', ')}); nothing was changed.`)
      error.details = { unknown_ids: unknown.slice(0, 100) }
      throw error
    }
    return rows.length
  }
  const matches = filteredFindings(tx, tenantId, toFilter(body.filter!), now).select([sql<string>`${tenantId}::text`.as('tenant_id'), sql<string>`${id}::text`.as('bulk_update_id'), 'id as finding_id'])
  const { rows } = await sql<{ n: number }>`with added as (insert into finding_bulk_update_items (tenant_id, bulk_update_id, finding_id) ${matches} returning 1)
    select count(*)::int as n from added`.execute(tx)
  const matched = Number(rows[0]?.n ?? 0)
  if (matched === 0) throw new ApiError('invalid_finding_selection', 'The filter matches no finding of your tenant; nothing was changed.')
  return matched
}

/**
 * Works through a bulk update's set in batches of 1,000 findings (locked in id order), each batch one
 * transaction that changes the findings (history entries, notes, events: changes.ts), deletes those items
 * and adds to the counts, so that a job taken over after a crash resumes with what is left.
 */
export function bulkUpdateJobHandler(db: Db): JobHandler {
  return {
    async run(job, context) {
      const tenantId = job.tenant_id
      const id = String(job.payload.bulk_update_id)
      const changes = loadedChanges(job.payload.changes as Record<string, unknown>)
      const row = await bulkUpdateRow(db, tenantId, id)
      if (!row || row.status === 'completed' || row.status === 'failed') return
      await db.updateTable('finding_bulk_updates').set({ status: 'running', started_at: row.started_at ?? context.now() })
        .where('tenant_id', '=', tenantId).where('id', '=', id).execute()
      const actor: Actor = { type: row.actor_type, id: row.actor_id }
      const windows = await slaWindowsOf(db, tenantId)
      try {
        await assertAssignable(db, tenantId, changes.assignee)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        await finish(db, tenantId, id, 'failed', context.now(), `The assignee left the workspace before the update ran: ${error.message}`)
        return
      }
      /** One batch after `after` (the loop's last finding id); returns the batch's last id, or undefined when none is left. */
      const batch = (after: string) => db.transaction().execute(async (tx) => {
        // SKIP LOCKED: the other loop's batch is not waited for, and never taken twice. `after`: items behind it are
        // done (deleted, but still in the index until a vacuum: scanning them again made every batch slower).
        const items = await tx.selectFrom('finding_bulk_update_items').select('finding_id').where('tenant_id', '=', tenantId).where('bulk_update_id', '=', id)
          .where('finding_id', '>', after).orderBy('finding_id').limit(BATCH).forUpdate().skipLocked().execute()
        if (items.length === 0) return undefined
        const ids = items.map((i) => i.finding_id)
        const rows = await tx.selectFrom('findings').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).orderBy('id').forUpdate().execute()
        const now = context.now()
        const plans: ChangePlan[] = []
        const refused: { finding_id: string; code: string; message: string }[] = []
        for (const current of rows) {
          try {
            plans.push(planChange(current, changes, windows, now, actor))
          } catch (error) {
            if (!(error instanceof ChangeRefused)) throw error
            refused.push({ finding_id: current.id, code: error.code, message: error.message })
          }
        }
        const found = new Set(rows.map((r) => r.id))
        for (const missing of ids.filter((i) => !found.has(i))) refused.push({ finding_id: missing, code: 'not_found', message: `Finding ${missing} no longer exists.` })
        await applyPlans(tx, tenantId, plans, actor, now)
        await tx.deleteFrom('finding_bulk_update_items').where('tenant_id', '=', tenantId).where('bulk_update_id', '=', id).where('finding_id', 'in', ids).execute()
        const updated = plans.filter((p) => p.entries.length > 0).length
        // The first 100 failures are kept, appended in SQL: the other loop may have added some meanwhile.
        const keep = refused.length === 0 ? sql`failures`
          : sql`case when jsonb_array_length(failures) >= ${FAILURES_KEPT} then failures else (select jsonb_agg(e) from (
              select e from jsonb_array_elements(failures || ${JSON.stringify(refused.slice(0, FAILURES_KEPT))}::jsonb) e limit ${FAILURES_KEPT}) kept) end`
        await sql`update finding_bulk_updates set updated = updated + ${updated}, unchanged = unchanged + ${plans.length - updated},
          failed = failed + ${refused.length}, failures = ${keep} where tenant_id = ${tenantId} and id = ${id}`.execute(tx)
        return ids[ids.length - 1]!
      })
      // Batches lock disjoint findings, so two run at once on separate connections: PostgreSQL then works on both
      // cores (bench:bulk-updates), as the audit runner's batches do. The embedded store runs them in turn.
      await Promise.all(Array.from({ length: PARALLEL_BATCHES }, async () => {
        for (let after = await batch(''); after !== undefined; after = await batch(after)) {
          await context.heartbeat()
          await setImmediate()
        }
      }))
      await finish(db, tenantId, id, 'completed', context.now(), null)
    },
    retryDelayMs: (attempt) => 2_000 * attempt,
    async onExhausted(job, reason) {
      const shown = reason.startsWith('The job was interrupted') ? reason.replace('The job', 'The bulk update')
        : 'The bulk update stopped on an internal error; the findings already changed stay changed. Send it again for the rest.'
      await finish(db, job.tenant_id, String(job.payload.bulk_update_id), 'failed', new Date(), shown)
    },
  }
}

async function finish(db: Db, tenantId: string, id: string, status: 'completed' | 'failed', at: Date, reason: string | null) {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('finding_bulk_updates').set({ status, completed_at: at, failure_reason: reason }).where('tenant_id', '=', tenantId).where('id', '=', id).execute()
    await tx.deleteFrom('finding_bulk_update_items').where('tenant_id', '=', tenantId).where('bulk_update_id', '=', id).execute()
  })
}

/** How long a finished bulk update stays readable (GET /v1/findings/bulk_updates/{id}); then it is deleted. */
export const BULK_UPDATE_RETENTION_DAYS = 30

/** Deletes bulk updates that completed or failed more than 30 days ago, tenant by tenant (their items went when they finished). */
export const bulkUpdateRetention: RetentionRule = {
  name: 'finding_bulk_updates',
  prune: (db, now, options) => {
    const before = new Date(now.getTime() - BULK_UPDATE_RETENTION_DAYS * 86_400_000)
    return pruneEachTenant(db, async (tenantId, limit) => {
      const { rows } = await sql<{ n: number }>`with gone as (delete from finding_bulk_updates where tenant_id = ${tenantId} and id = any(array(
        select id from finding_bulk_updates where tenant_id = ${tenantId} and status in ('completed', 'failed') and completed_at < ${before} limit ${limit}))
        returning 1) select count(*)::int as n from gone`.execute(db)
      return Number(rows[0]?.n ?? 0)
    }, options)
  },
}
