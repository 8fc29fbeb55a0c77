import { randomUUID } from 'node:crypto'
import { sql, type RawBuilder } from 'kysely'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Dispatcher } from 'undici'
import type { Db } from '../platform/db/database.ts'
import { autovacuumRuns } from '../platform/db/maintenance.ts'
import { recordOutcomes, type Claimed } from './outcomes.ts'
import { MAX_ATTEMPTS } from './schedule.ts'
import { openSecret } from './secrets.ts'
import { CONNECTIONS_PER_ORIGIN, createDeliveryAgent, DELIVERY_TIMEOUT_MS, sendAttempt, type AttemptResult } from './send.ts'
import { checkOutboundUrl } from '../platform/outbound/ssrf.ts'

export interface DeliveryWorkerOptions {
  db: Db
  secretsKey: Buffer
  /** Operator setting: allow loopback/private addresses (local development, tests). */
  allowPrivate: boolean
  clock?: () => Date
  random?: () => number
  /** Idle poll interval; a poke (same process) or the next poll picks new deliveries up. */
  pollMs?: number
  batchSize?: number
  /** Claim loops running at once; each sends its batch concurrently. */
  loops?: number
  timeoutMs?: number
  /** Attempts in flight at once per receiving origin in this process (the HTTP client's connections to it). */
  perOrigin?: number
  dispatcher?: Dispatcher
  log?: { error(obj: object, msg: string): void }
  /** Counts attempts by outcome (succeeded, failed, interrupted) for the metrics. */
  countAttempts?: (outcome: 'succeeded' | 'failed' | 'interrupted', n: number) => void
}

export interface DeliveryWorker { poke(): void; stop(): Promise<void> }

const ANALYZE_EVERY_MS = 60_000
/** The smallest claim while origins are sending (see claimLimit). */
const MIN_CLAIM = 16

/** The logged error of an attempt whose process stopped (kill -9, a crash) before it recorded the outcome. */
export const INTERRUPTED = 'interrupted: the delivering process stopped before recording the outcome (the receiver may have got this attempt)'

interface EndpointInfo { id: string; url: string; secrets: string[]; allowHttp: boolean }
interface EndpointColumns { url: string; secret_encrypted: string; previous_secret_encrypted: string | null; previous_secret_expires_at: Date | null; mode: string }

/**
 * Delivers pending webhook deliveries. Several loops (and several processes) claim due deliveries with
 * FOR UPDATE SKIP LOCKED and a lease longer than an attempt can take, so one attempt is never sent twice at
 * the same time; a worker killed mid-attempt leaves a lease that lapses, and the attempt is made again
 * (at-least-once). Every outcome is written only while the claim is still ours.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db } = options
  const clock = options.clock ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS
  const leaseMs = timeoutMs * 3
  const batchSize = options.batchSize ?? 100
  const pollMs = options.pollMs ?? 50
  const ownDispatcher = options.dispatcher ? null : createDeliveryAgent({ allowPrivate: options.allowPrivate, timeoutMs })
  const dispatcher = options.dispatcher ?? ownDispatcher!
  const loopCount = options.loops ?? 4
  const controller = new AbortController()
  // Idle loops take turns: each still waits about pollMs, but they poll out of step, one every pollMs / loops,
  // so a commit is seen within pollMs / loops rather than pollMs as when they woke together (the same number of
  // queries). A poke wakes every waiting loop.
  const waiting = new Set<() => void>()
  const step = pollMs / loopCount
  let nextTurn = 0
  const waitForWork = () => new Promise<void>((resolve) => {
    const now = performance.now()
    const turn = Math.min(Math.max(nextTurn, now + step), now + pollMs) // never longer than pollMs
    nextTurn = turn + step
    const done = () => { clearTimeout(timer); waiting.delete(done); resolve() }
    const timer = setTimeout(done, turn - performance.now())
    waiting.add(done)
  })
  const wakeAll = () => { for (const done of [...waiting]) done() }

  // An attempt is counted when its delivery is claimed, so a claimed delivery must be sent at once: one that
  // waited in the HTTP client's queue for a free connection to its origin (64) could outlive its lease and be
  // claimed again while still queued, and a kill would leave an attempt counted (and logged as interrupted)
  // that never left the process. So sends are counted per origin: the claim skips endpoints whose origin is
  // at capacity in this process, and a claimed delivery beyond the capacity is given back uncounted.
  const perOrigin = options.perOrigin ?? CONNECTIONS_PER_ORIGIN
  const busy = new Map<string, { sending: number; endpoints: Set<string> }>()
  let gaveBack = false
  const atCapacity = () => [...busy.values()].filter((b) => b.sending >= perOrigin).flatMap((b) => [...b.endpoints])
  const takeSlot = (endpoint: EndpointInfo): (() => void) | null => {
    const origin = originOf(endpoint.url)
    const entry = busy.get(origin) ?? { sending: 0, endpoints: new Set<string>() }
    entry.endpoints.add(endpoint.id) // skipped by the next claims while its origin is at capacity
    if (entry.sending >= perOrigin) return null
    entry.sending++
    busy.set(origin, entry)
    return () => {
      const wasFull = entry.sending >= perOrigin
      if (--entry.sending === 0) busy.delete(origin)
      // A slot is free: deliveries given back or skipped for want of one can be claimed now.
      if (gaveBack || wasFull) { gaveBack = false; wakeAll() }
    }
  }
  // While origins are sending, a claim takes no more than their free slots in all (those at capacity are skipped)
  // and at least MIN_CLAIM, so it rarely holds more deliveries for an origin than it can send (the rest are given
  // back) and a receiver that answers slowly does not turn every freed slot into a claim of a full batch.
  const claimLimit = () => busy.size === 0 ? batchSize
    : Math.min(batchSize, Math.max(MIN_CLAIM, [...busy.values()].reduce((sum, b) => sum + Math.max(0, perOrigin - b.sending), 0)))
  const claiming = createMutex()
  /** Undoes the claim of deliveries not sent: not counted, due as before, claimable at once. */
  const giveBack = async (deliveries: Claimed[], now: Date) => {
    gaveBack = true
    await sql`update webhook_deliveries set attempts = attempts - 1, claim_token = null, claimed_until = null, next_attempt_at = ${now}
      where id = any(${sql.val(deliveries.map((d) => d.id))}::text[]) and claim_token = ${deliveries[0]!.claim_token}`.execute(db)
  }

  /** The interrupted attempts of `lapsed` (rows with id, tenant_id, attempts and claimed_until) as attempt rows. */
  const logInterrupted = (lapsed: RawBuilder<unknown>) => sql`
    insert into webhook_attempts (tenant_id, delivery_id, number, started_at, duration_ms, status_code, error, response_excerpt)
    select l.tenant_id, l.id, l.attempts, l.claimed_until - ${leaseMs}::int * interval '1 millisecond', 0, null, ${INTERRUPTED}, null from ${lapsed} l`

  // A delivery whose last permitted attempt was interrupted (lease lapsed) is failed, not tried a 9th time.
  // Such a lease can only lapse once per lease period, so the sweep runs at most that often.
  let lastSweep = 0
  async function sweepInterrupted(now: Date) {
    if (now.getTime() - lastSweep < leaseMs) return
    lastSweep = now.getTime()
    await sql`with lapsed as (
        select id, tenant_id, attempts, claimed_until from webhook_deliveries
        where status = 'pending' and attempts >= ${MAX_ATTEMPTS} and claimed_until < ${now}
        for update skip locked),
      logged as (${logInterrupted(sql`lapsed`)})
      update webhook_deliveries d set status = 'failed', completed_at = ${now}, claim_token = null, claimed_until = null, last_error = ${INTERRUPTED}
      from lapsed l where d.id = l.id`.execute(db)
  }

  // Where nothing analyzes tables by itself (PGlite), the planner keeps the statistics of an empty
  // webhook_deliveries and claims by reading and sorting every due delivery instead of walking the due index
  // (70 ms a claim at a backlog of 30,000, growing with it; 4 ms once analyzed). A backlog (a full batch)
  // refreshes them, at most once a minute. On both backends the statistics are refreshed again when a backlog
  // has drained: taken during it, they say thousands of deliveries are due, and the planner then scans the
  // whole table for every claim (3.6 of a claim's 6.8 ms after a 9,000-delivery burst, until autovacuum's
  // next analyze up to a minute later) instead of the due index (a 2 ms claim).
  const lastAnalyze = { backlog: -Infinity, drained: -Infinity }
  let backlog = false
  async function analyze(when: 'backlog' | 'drained') {
    if (when === 'backlog') backlog = true
    else if (!backlog) return
    else backlog = false
    if (performance.now() - lastAnalyze[when] < (when === 'backlog' ? ANALYZE_EVERY_MS : ANALYZE_EVERY_MS / 6)) return
    if (when === 'backlog' && (await autovacuumRuns(db))) return
    lastAnalyze[when] = performance.now()
    await sql`analyze webhook_deliveries`.execute(db)
  }

  async function claim(limit: number): Promise<(Claimed & EndpointColumns)[]> {
    const now = clock()
    const token = randomUUID()
    await sweepInterrupted(now)
    // A claimed delivery is next due when its lease lapses: moving next_attempt_at there keeps in-flight
    // deliveries out of the due index's range, so an idle loop's claim reads only what is really due instead
    // of stepping over every delivery in flight (which, on PGlite's one thread, starved the sends themselves).
    const until = new Date(now.getTime() + leaseMs)
    // A delivery still holding a claim had its claim lapse: the process that made that attempt stopped before
    // recording its outcome. The attempt is logged as what it was (interrupted, outcome unknown) before the next
    // one is counted, so the delivery log always matches the counter and X-Service-Attempt numbers.
    // The endpoint's URL, sealed secrets and tenant mode come back with each delivery: no second round trip.
    const { rows } = await sql<Claimed & EndpointColumns & { lapsed: boolean }>`
      with picked as (
        select d2.id, d2.tenant_id, d2.attempts, d2.claimed_until, d2.claim_token is not null as lapsed,
          e.url, e.secret_encrypted, e.previous_secret_encrypted, e.previous_secret_expires_at, t.mode
        from webhook_deliveries d2 join webhook_endpoints e on e.tenant_id = d2.tenant_id and e.id = d2.endpoint_id join tenants t on t.id = e.tenant_id
        where d2.status = 'pending' and d2.next_attempt_at <= ${now} and (d2.claimed_until is null or d2.claimed_until < ${now})
          and d2.attempts < ${MAX_ATTEMPTS} and e.status = 'enabled' and e.deleted_at is null
          and not (d2.endpoint_id = any(${sql.val(atCapacity())}::text[]))
        order by d2.next_attempt_at limit ${limit}
        for update of d2 skip locked),
      logged as (${logInterrupted(sql`(select * from picked where lapsed)`)})
      update webhook_deliveries d set claim_token = ${token}, claimed_until = ${until}, next_attempt_at = ${until}, attempts = d.attempts + 1,
        last_error = case when p.lapsed then ${INTERRUPTED} else d.last_error end
      from picked p where d.id = p.id
      returning d.id, d.tenant_id, d.endpoint_id, d.event_id, d.event_type, d.body, d.attempts, d.created_at, d.claim_token, p.lapsed,
        p.url, p.secret_encrypted, p.previous_secret_encrypted, p.previous_secret_expires_at, p.mode`.execute(db)
    const interrupted = rows.filter((r) => r.lapsed).length
    if (interrupted > 0) options.countAttempts?.('interrupted', interrupted)
    return rows
  }

  /** The endpoints of a claimed batch, their secrets unsealed once per batch. */
  function endpointsOf(deliveries: (Claimed & EndpointColumns)[], now: Date): Map<string, EndpointInfo> {
    const endpoints = new Map<string, EndpointInfo>()
    for (const r of deliveries) {
      if (endpoints.has(r.endpoint_id)) continue
      const secrets = [openSecret(options.secretsKey, r.secret_encrypted)]
      // During a rotation overlap each delivery carries one signature per active secret, newest first.
      if (r.previous_secret_encrypted && r.previous_secret_expires_at && r.previous_secret_expires_at > now) {
        secrets.push(openSecret(options.secretsKey, r.previous_secret_encrypted))
      }
      endpoints.set(r.endpoint_id, { id: r.endpoint_id, url: r.url, secrets, allowHttp: r.mode === 'sandbox' })
    }
    return endpoints
  }

  async function attempt(delivery: Claimed, endpoint: EndpointInfo | undefined): Promise<AttemptResult & { startedAt: Date }> {
    const startedAt = clock()
    if (!endpoint) return { ok: false, statusCode: null, error: 'endpoint deleted', durationMs: 0, excerpt: null, startedAt }
    // Literal IP hosts never reach the DNS guard: check the URL itself before every attempt too.
    const checked = checkOutboundUrl(endpoint.url, { allowHttp: endpoint.allowHttp, allowPrivate: options.allowPrivate })
    if (!checked.ok) return { ok: false, statusCode: null, error: `refused: ${checked.reason}`, durationMs: 0, excerpt: null, startedAt }
    const result = await sendAttempt(dispatcher, {
      url: endpoint.url, body: delivery.body, eventId: delivery.event_id, eventType: delivery.event_type, secrets: endpoint.secrets, now: startedAt, timeoutMs,
      attempt: delivery.attempts,
    })
    return { ...result, startedAt }
  }

  async function loop() {
    while (!controller.signal.aborted) {
      let claimed: (Claimed & EndpointColumns)[] = []
      let asked = batchSize
      try {
        // One loop at a time claims and takes its sending slots, so a claim sees the slots the others took.
        const sending: { delivery: Claimed; endpoint: EndpointInfo | undefined; done: () => void }[] = []
        await claiming.run(async () => {
          asked = claimLimit()
          claimed = await claim(asked)
          if (claimed.length === 0) return
          const endpoints = endpointsOf(claimed, clock())
          const notNow: Claimed[] = []
          for (const delivery of claimed) {
            const endpoint = endpoints.get(delivery.endpoint_id)
            const done = endpoint ? takeSlot(endpoint) : () => undefined
            if (done) sending.push({ delivery, endpoint, done })
            else notNow.push(delivery)
          }
          if (notNow.length > 0) {
            await giveBack(notNow, clock()).catch((error: unknown) => {
              for (const s of sending.splice(0)) s.done() // not sent: their claims lapse, logged as interrupted
              throw error
            })
          }
        })
        if (claimed.length > 0) {
          const outcomes = await Promise.all(sending.map(async ({ delivery, endpoint, done }) => {
            try {
              return { delivery, result: await attempt(delivery, endpoint) }
            } finally {
              done()
            }
          }))
          await recordOutcomes(db, outcomes, { now: clock(), random: options.random })
          const succeeded = outcomes.filter((o) => o.result.ok).length
          if (succeeded > 0) options.countAttempts?.('succeeded', succeeded)
          if (succeeded < outcomes.length) options.countAttempts?.('failed', outcomes.length - succeeded)
          if (claimed.length === batchSize) await analyze('backlog')
        }
      } catch (error) {
        // A database outage: the claims lapse and are retried; wait a little before trying again.
        options.log?.error({ err: error }, 'webhook delivery loop failed')
        await sleep(pollMs * 10).catch(() => undefined)
      }
      // Fewer than asked: nothing more is due (or what is due waits for a slot, which wakes the loops).
      if (claimed.length < asked && !controller.signal.aborted) {
        if (backlog && claimed.length === 0) await analyze('drained').catch((error: unknown) => options.log?.error({ err: error }, 'analyze failed'))
        await waitForWork()
      }
    }
  }

  const loops = Array.from({ length: loopCount }, () => loop())
  return {
    poke: wakeAll,
    async stop() {
      controller.abort()
      wakeAll()
      await Promise.all(loops)
      await ownDispatcher?.close()
    },
  }
}

/** Scheme, host and port: what the HTTP client keeps one connection pool for. */
function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/** Runs one function at a time, in call order. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      const result = tail.then(fn)
      tail = result.catch(() => undefined)
      return result
    },
  }
}
