import { sql } from 'kysely'
import type { DbOrTx } from '../db/database.ts'
import { signalWork } from '../db/work-signal.ts'
import { newId } from '../ids.ts'

export interface EnqueueOptions {
  maxAttempts?: number
  runAt?: Date
}

/** Adds a job in the caller's transaction, so the job exists if and only if the change that needs it commits. */
export async function enqueueJob(db: DbOrTx, tenantId: string, queue: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
  const id = newId('job')
  await db.insertInto('jobs').values({
    id, tenant_id: tenantId, queue, payload: JSON.stringify(payload), status: 'queued',
    max_attempts: options.maxAttempts ?? 3, run_at: options.runAt ?? new Date(), locked_until: null, last_error: null, finished_at: null,
  }).execute()
  await signalWork(db, 'jobs')
  return id
}

export interface ClaimedJob {
  id: string
  tenant_id: string
  queue: string
  payload: Record<string, unknown>
  attempts: number
  max_attempts: number
}

/**
 * Claims the oldest due job of the given queues for `leaseMs`: a queued job whose time has come, or a
 * running one whose lease expired (its worker died). SKIP LOCKED lets several workers in several processes
 * claim concurrently without ever taking the same job.
 */
export async function claimJob(db: DbOrTx, queues: readonly string[], now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
  const until = new Date(now.getTime() + leaseMs)
  const { rows } = await sql<ClaimedJob>`
    update jobs set status = 'running', attempts = attempts + 1, locked_until = ${until}
    where id = (
      select id from jobs
      where queue = any(${sql.val([...queues])}::text[])
        and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until <= ${now}))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, tenant_id, queue, payload, attempts, max_attempts`.execute(db)
  return rows[0]
}

/** Claims one given job (the CLI runs the job it just queued), if no live worker holds it. */
export async function claimJobById(db: DbOrTx, jobId: string, now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
  const until = new Date(now.getTime() + leaseMs)
  const { rows } = await sql<ClaimedJob>`
    update jobs set status = 'running', attempts = attempts + 1, locked_until = ${until}
    where id = (
      select id from jobs where id = ${jobId}
        and (status = 'queued' or (status = 'running' and locked_until <= ${now}))
      for update skip locked
    )
    returning id, tenant_id, queue, payload, attempts, max_attempts`.execute(db)
  return rows[0]
}

/** Extends the lease while a long job works; false if the job is no longer ours (lease lost to another worker). */
export async function extendLease(db: DbOrTx, job: ClaimedJob, until: Date): Promise<boolean> {
  // RETURNING rather than the affected-row count, which not every driver reports for UPDATE.
  const row = await db.updateTable('jobs').set({ locked_until: until })
    .where('id', '=', job.id).where('status', '=', 'running').where('attempts', '=', job.attempts).returning('id').executeTakeFirst()
  return row !== undefined
}

export async function finishJob(db: DbOrTx, job: ClaimedJob, now: Date) {
  await db.updateTable('jobs').set({ status: 'succeeded', finished_at: now, locked_until: null })
    .where('id', '=', job.id).where('attempts', '=', job.attempts).execute()
}

export async function failJob(db: DbOrTx, job: ClaimedJob, now: Date, error: string, retryAt: Date | null) {
  await db.updateTable('jobs').set(retryAt
    ? { status: 'queued', run_at: retryAt, locked_until: null, last_error: error }
    : { status: 'failed', finished_at: now, locked_until: null, last_error: error })
    .where('id', '=', job.id).where('attempts', '=', job.attempts).execute()
}

/** Gives a job back without counting the attempt: the worker is shutting down, not failing. */
export async function releaseJob(db: DbOrTx, job: ClaimedJob) {
  await db.updateTable('jobs').set({ status: 'queued', locked_until: null, attempts: sql`attempts - 1` })
    .where('id', '=', job.id).where('attempts', '=', job.attempts).execute()
}
