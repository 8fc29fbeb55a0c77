import { sql } from 'kysely'
import type { Db } from '../platform/db/database.ts'
import { DELIVERY_WINDOW_MS, nextAttemptAt, parseRetryAfter } from './schedule.ts'
import type { AttemptResult } from './send.ts'

/** A delivery as a worker claimed it: the claim token proves the claim is still ours when the outcome is written. */
export interface Claimed {
  id: string; tenant_id: string; endpoint_id: string; event_id: string; event_type: string; body: string
  attempts: number; created_at: Date; claim_token: string
}

export interface Outcome { delivery: Claimed; result: AttemptResult & { startedAt: Date } }

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * Writes the outcomes of one claimed batch in one transaction (a few statements whatever the batch size):
 * each delivery's new state, but only where the claim is still ours (a lapsed claim was taken over by another
 * worker, whose outcome is the one recorded); an attempt row for each of those; then the endpoints' health —
 * any success clears the failure clock, failures start it, a 410 disables the endpoint (`gone`) and 24 hours
 * of nothing but failures disables it (`failing`).
 */
export async function recordOutcomes(db: Db, outcomes: Outcome[], options: { now: Date; random?: () => number }): Promise<void> {
  if (outcomes.length === 0) return
  const { now } = options
  const rows = outcomes.map(({ delivery, result }) => {
    const gone = result.statusCode === 410
    const retryAfterMs = result.statusCode === 429 || result.statusCode === 503 ? parseRetryAfter(result.retryAfter, now) : null
    const next = result.ok || gone ? null : nextAttemptAt({ attempts: delivery.attempts, createdAt: delivery.created_at, now, retryAfterMs, random: options.random })
    const status = result.ok ? 'succeeded' : next ? 'pending' : 'failed'
    return { delivery, result, gone, next, status, completedAt: status === 'pending' ? null : now }
  })
  const col = <T>(pick: (row: (typeof rows)[number]) => T) => sql.val(rows.map(pick))

  await db.transaction().execute(async (tx) => {
    // The batch's deliveries are locked in id order first, as grant-production locks a tenant's deliveries: two
    // transactions that lock rows of one table in the same order can wait for each other but never deadlock.
    await sql`select id from webhook_deliveries where id = any(${col((r) => r.delivery.id)}::text[]) order by id for no key update`.execute(tx)
    const { rows: owned } = await sql<{ id: string }>`
      update webhook_deliveries d set status = v.status, attempts = v.attempts, next_attempt_at = v.next_attempt_at,
        claim_token = null, claimed_until = null, last_status_code = v.status_code, last_error = v.error, completed_at = v.completed_at
      from unnest(${col((r) => r.delivery.id)}::text[], ${col((r) => r.delivery.claim_token)}::text[], ${col((r) => r.status)}::text[],
        ${col((r) => r.delivery.attempts)}::int[], ${col((r) => isoOrNull(r.next))}::timestamptz[], ${col((r) => r.result.statusCode)}::int[],
        ${col((r) => r.result.error)}::text[], ${col((r) => isoOrNull(r.completedAt))}::timestamptz[])
        as v(id, token, status, attempts, next_attempt_at, status_code, error, completed_at)
      where d.id = v.id and d.claim_token = v.token
      returning d.id`.execute(tx)
    const ownedIds = new Set(owned.map((r) => r.id))
    const mine = rows.filter((r) => ownedIds.has(r.delivery.id))
    if (mine.length === 0) return
    const mineCol = <T>(pick: (row: (typeof mine)[number]) => T) => sql.val(mine.map(pick))
    await sql`
      insert into webhook_attempts (tenant_id, delivery_id, number, started_at, duration_ms, status_code, error, response_excerpt)
      select * from unnest(${mineCol((r) => r.delivery.tenant_id)}::text[], ${mineCol((r) => r.delivery.id)}::text[], ${mineCol((r) => r.delivery.attempts)}::int[],
        ${mineCol((r) => r.result.startedAt.toISOString())}::timestamptz[], ${mineCol((r) => r.result.durationMs)}::int[], ${mineCol((r) => r.result.statusCode)}::int[],
        ${mineCol((r) => r.result.error)}::text[], ${mineCol((r) => r.result.excerpt)}::text[])`.execute(tx)

    // Endpoint health, once per endpoint of the batch.
    const healthy = new Set<string>()
    const failingSince = new Map<string, Date>()
    const gone = new Set<string>()
    for (const r of mine) {
      const endpoint = r.delivery.endpoint_id
      if (r.result.ok) healthy.add(endpoint)
      else if (!failingSince.has(endpoint) || failingSince.get(endpoint)! > r.result.startedAt) failingSince.set(endpoint, r.result.startedAt)
      if (r.gone) gone.add(endpoint)
    }
    for (const endpoint of healthy) failingSince.delete(endpoint)
    if (healthy.size > 0) {
      await tx.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', 'in', [...healthy]).where('failing_since', 'is not', null).execute()
    }
    if (failingSince.size === 0 && gone.size === 0) return
    const failing = [...failingSince.keys()]
    if (failing.length > 0) {
      await sql`update webhook_endpoints e set failing_since = v.since
        from unnest(${sql.val(failing)}::text[], ${sql.val(failing.map((id) => failingSince.get(id)!.toISOString()))}::timestamptz[]) as v(id, since)
        where e.id = v.id and e.failing_since is null`.execute(tx)
      // 24 hours of nothing but failures: the endpoint is broken.
      await tx.updateTable('webhook_endpoints').set({ status: 'disabled', disabled_reason: 'failing', updated_at: now })
        .where('id', 'in', failing).where('status', '=', 'enabled')
        .where('failing_since', '<=', new Date(now.getTime() - DELIVERY_WINDOW_MS)).execute()
    }
    // 410 Gone: the receiver says the endpoint no longer exists.
    if (gone.size > 0) {
      await tx.updateTable('webhook_endpoints').set({ status: 'disabled', disabled_reason: 'gone', updated_at: now })
        .where('id', 'in', [...gone]).where('status', '=', 'enabled').execute()
    }
  })
}
