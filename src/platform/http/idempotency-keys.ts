import { createHash, randomUUID, type Hash } from 'node:crypto'
import { Transform, type Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import type { RetentionRule } from '../db/retention.ts'
import { openSecret, sealSecret } from '../sealing-key/seal.ts'
import { ApiError } from './error-codes.ts'
import { IDEMPOTENCY_WINDOW_MS, idempotencyKeyOf, requestHash } from './idempotency.ts'

// Idempotency-Key on every POST of /v1, Stripe's way, in one place (migration 0022): a request with a key
// claims it before its handler runs; its response (status, body, the headers that name what it created) is
// kept 24 hours and replayed to the same key with the same method, path and body (`Idempotent-Replayed: true`);
// another request with that key is 422 `idempotency_key_reused`; while the first is still running, a duplicate
// waits a moment, then gets 409 `idempotency_key_in_use` with Retry-After: when the first one's lease ends. Keys
// are per tenant. Only successes (2xx) are kept: an error response releases the key (a refused request changes
// nothing, and a retry runs again), and requests refused before their handler (authentication, rate limit,
// validation) never claim one. A key is held by a lease its process renews while the request runs (issue 40):
// a release or a kept response the database does not take at once is retried in the background, and a key
// whose process died, or could not give it back, is taken over by the next request once its lease has ended. A route whose body is a
// stream (imports) hashes the bytes as its handler reads them; a duplicate's body is read and hashed (up to the
// route's limit) to compare.
// Kept bodies are sealed (AES-256-GCM, the key that seals webhook secrets): a response may hold a secret shown
// once, such as a new endpoint's signing secret, which a replay shows again (README decision 75).

/** How long a duplicate waits for the first request with its key before 409 `idempotency_key_in_use`. */
export const IN_USE_WAIT_MS = 2_000
/**
 * A request holds its key for this long, renewed every LEASE_RENEW_MS while it runs: a key whose process died
 * (kill -9) or could not give it back (the database went away under it) is free again within one lease.
 */
export const LEASE_MS = 30_000
export const LEASE_RENEW_MS = 10_000
/** A row from before leases (migration 0028) has none: it was held for this long from its creation. */
const LEGACY_LEASE_MS = 10 * 60_000
/** How long a request that answered keeps trying to record its outcome while the database does not answer. */
const SETTLE_RETRY_MS = { release: LEASE_MS, done: 10 * 60_000 }
/**
 * Response headers kept and replayed: what the first response said about what it created, and that it must not
 * be cached (a replay of a webhook endpoint's creation shows its signing secret again: no-store, as the first).
 */
const KEPT_HEADERS = ['content-type', 'location', 'retry-after', 'cache-control']

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body is a stream of at most this many bytes (set by streamJsonBodies): hashed as it is read. */
    idempotencyStreamLimit?: number
  }
}

interface Claim {
  tenantId: string; key: string; token: string; hash?: string; stream?: { hasher: Hash; prefix: string }
  settled: boolean; renewal?: NodeJS.Timeout
  /** Set once the request answered and its outcome could not be written at once: retried in the background. */
  pending?: 'release' | 'done'
}

interface Held {
  status: 'running' | 'done'; hash: string | null; created_at: Date; leaseEnd: Date
  response_status: number | null; response_headers: Record<string, string> | null; response_body: string | null
}

export function registerIdempotency(app: FastifyInstance, db: Db, options: { sealingKey: Buffer; clock?: () => Date }) {
  const claims = new WeakMap<FastifyRequest, Claim>()
  const clock = options.clock ?? (() => new Date())
  /** The keys this process holds, by tenant and key: a lease of its own is never taken over, whatever its age. */
  const holding = new Map<string, Claim>()
  const timers = new Set<NodeJS.Timeout>()
  const keyOf = (tenantId: string, key: string) => `${tenantId}\n${key}`
  const leaseFrom = (at: Date) => new Date(at.getTime() + LEASE_MS)

  const ours = (claim: Claim) => db.deleteFrom('idempotency_keys').where('tenant_id', '=', claim.tenantId).where('key', '=', claim.key)
    .where('status', '=', 'running').where('claim_token', '=', claim.token)
  const release = async (claim: Claim) => { await ours(claim).execute() }

  /** Takes the key for this request, or says who holds it (a lease past its end is taken over). */
  async function claim(candidate: Claim, hash: string | null): Promise<'claimed' | Held> {
    const { tenantId, key } = candidate
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = clock()
      const { rows } = await sql<{ key: string }>`insert into idempotency_keys (tenant_id, key, request_hash, status, created_at, lease_until, claim_token)
        values (${tenantId}, ${key}, ${hash}, 'running', ${now}, ${leaseFrom(now)}, ${candidate.token}) on conflict (tenant_id, key) do nothing returning key`.execute(db)
      if (rows.length > 0) return 'claimed'
      const row = await db.selectFrom('idempotency_keys').selectAll().where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst()
      if (!row) continue // released in between: claim again
      const leaseEnd = row.lease_until ?? new Date(row.created_at.getTime() + LEGACY_LEASE_MS)
      const local = holding.get(keyOf(tenantId, key))
      const heldHere = local !== undefined && local.token === row.claim_token
      // Free: past the window; or a running key whose lease ended (its process is gone), or whose request in
      // this process failed and could not give it back yet (the release is done here, now).
      const free = clock().getTime() - row.created_at.getTime() >= IDEMPOTENCY_WINDOW_MS
        || (row.status === 'running' && (heldHere ? local.pending === 'release' : leaseEnd.getTime() <= now.getTime()))
      if (free) {
        await sql`delete from idempotency_keys where tenant_id = ${tenantId} and key = ${key} and created_at = ${row.created_at}
          and claim_token is not distinct from ${row.claim_token}`.execute(db)
        if (heldHere) settled(local)
        continue
      }
      return { status: row.status, hash: row.request_hash, created_at: row.created_at, leaseEnd, response_status: row.response_status, response_headers: row.response_headers, response_body: row.response_body }
    }
    throw new ApiError('idempotency_key_in_use', `Idempotency-Key '${key}' is being used by another request right now; retry in a moment.`, { 'retry-after': '1' })
  }

  /** The holder renews its lease while its request runs (and while it retries writing what the request answered). */
  function hold(claimed: Claim) {
    holding.set(keyOf(claimed.tenantId, claimed.key), claimed)
    claimed.renewal = setInterval(() => {
      void db.updateTable('idempotency_keys').set({ lease_until: leaseFrom(clock()) })
        .where('tenant_id', '=', claimed.tenantId).where('key', '=', claimed.key).where('status', '=', 'running').where('claim_token', '=', claimed.token)
        .execute().catch(() => undefined) // the database is away: the request fails too, or the next renewal succeeds
    }, LEASE_RENEW_MS).unref()
    timers.add(claimed.renewal)
  }

  /** The request's outcome is in the database (or its lease will end): this process no longer holds the key. */
  function settled(claimed: Claim) {
    claimed.pending = undefined
    if (claimed.renewal) { clearInterval(claimed.renewal); timers.delete(claimed.renewal) }
    const id = keyOf(claimed.tenantId, claimed.key)
    if (holding.get(id) === claimed) holding.delete(id)
  }

  /**
   * Writes what the request answered — its key given back, or its response kept — now, and if the database does
   * not take it, again in the background (0.5 s, doubling to 5 s) for a while; a failed request stops renewing its
   * lease at once, so its key is free within one lease even if every retry fails (or its process dies).
   */
  async function settle(claimed: Claim, kind: 'release' | 'done', write: () => Promise<void>, now: boolean) {
    if (kind === 'release' && claimed.renewal) { clearInterval(claimed.renewal); timers.delete(claimed.renewal) }
    claimed.pending = kind
    if (now) {
      try {
        await write()
        return settled(claimed)
      } catch { /* retried below */ }
    }
    const giveUpAt = Date.now() + SETTLE_RETRY_MS[kind]
    const retry = (delay: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (claimed.pending !== kind) return // settled meanwhile (a claim in this process did the release)
        write().then(() => settled(claimed), () => {
          if (Date.now() + delay < giveUpAt) retry(Math.min(Math.max(delay * 2, 500), 5_000))
          else settled(claimed)
        })
      }, delay).unref()
      timers.add(timer)
    }
    retry(now ? 500 : 0)
  }

  // On close, background retries stop: what they would have given back is freed by its lease.
  app.addHook('onClose', async () => {
    for (const timer of timers) { clearTimeout(timer); clearInterval(timer) }
    timers.clear()
  })

  function replay(reply: FastifyReply, held: { response_status: number | null; response_headers: Record<string, string> | null; response_body: string | null }) {
    for (const [name, value] of Object.entries(held.response_headers ?? {})) void reply.header(name, value)
    void reply.header('idempotent-replayed', 'true')
    return reply.code(held.response_status!).send(held.response_body ? openSecret(options.sealingKey, held.response_body) : '')
  }

  const reused = (key: string) => new ApiError('idempotency_key_reused', `Idempotency-Key '${key}' was used for a different request in the last 24 hours (another method, path or body); use a new key for a new request.`)
  /** The truth about when to come back: the holder's lease ends then (sooner if it answers first). */
  const inUse = (key: string, held: Held) => new ApiError('idempotency_key_in_use',
    `A request with Idempotency-Key '${key}' is still running; retry when it has answered (its hold on the key lapses by ${held.leaseEnd.toISOString()} if its process is gone).`,
    { 'retry-after': String(Math.max(1, Math.ceil((held.leaseEnd.getTime() - clock().getTime()) / 1000))) })

  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.principal) return
    const key = idempotencyKeyOf(request)
    if (key === undefined) return
    const tenantId = request.principal.tenantId
    const streamLimit = request.routeOptions.config.idempotencyStreamLimit
    // A hook of every route, so the body is untyped; on a streamed route (streamJsonBodies) it is the request
    // stream itself, which the casts to Readable below state.
    const streamed = streamLimit !== undefined && request.body !== undefined && typeof (request.body as Readable).pipe === 'function'
    const prefix = `${request.method} ${request.url}\n`
    const hash = streamed ? null : requestHash({ method: request.method, url: request.url, body: request.body ?? null })

    const claimed: Claim = { tenantId, key, token: randomUUID(), settled: false, ...(hash ? { hash } : {}) }
    const deadline = Date.now() + IN_USE_WAIT_MS
    for (;;) {
      const held = await claim(claimed, hash)
      if (held === 'claimed') break
      if (held.status === 'running') {
        if (held.hash !== null && hash !== null && held.hash !== hash) throw reused(key)
        if (Date.now() >= deadline) throw inUse(key, held)
        await sleep(50)
        continue
      }
      const sent = streamed ? await hashStream(request.body as Readable, prefix, streamLimit!) : hash
      if (sent !== held.hash) throw reused(key)
      return replay(reply, held)
    }

    if (streamed) {
      // The handler reads the body through a hasher: the key is bound to the bytes it imported.
      const hasher = createHash('sha256').update(prefix)
      const source = request.body as Readable
      const through = new Transform({ transform(chunk: Buffer, _encoding, done) { hasher.update(chunk); done(null, chunk) } })
      source.on('error', (error) => through.destroy(error))
      request.body = source.pipe(through)
      claimed.stream = { hasher, prefix }
    }
    claims.set(request, claimed)
    hold(claimed)
  }

  const keepResponse = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claimed = claims.get(request)
    if (!claimed || claimed.settled) return payload
    claimed.settled = true
    const status = reply.statusCode
    // Only successes are kept: a refused request changes nothing, its key included (and may succeed when retried
    // once the state allows it: an audit no longer running, a report no longer over budget).
    const keep = status < 300 && (typeof payload === 'string' || payload === undefined || payload === null)
    if (!keep) {
      // A 503 says the database is away: the key is given back in the background rather than holding the answer
      // for one more deadline (a frozen database) — and never turns the answer into another error.
      await settle(claimed, 'release', () => release(claimed), status !== 503)
      return payload
    }
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => {
      const value = reply.getHeader(name)
      return value === undefined ? [] : [[name, String(value)]]
    }))
    const requestHashValue = claimed.stream ? claimed.stream.hasher.digest('hex') : claimed.hash!
    const done = {
      status: 'done' as const, request_hash: requestHashValue, response_status: status, response_headers: JSON.stringify(headers),
      response_body: payload ? sealSecret(options.sealingKey, payload as string) : null, lease_until: null, claim_token: null,
    }
    // The request's change is committed: its answer stands even if keeping it has to wait for the database.
    await settle(claimed, 'done', async () => {
      await db.updateTable('idempotency_keys').set(done).where('tenant_id', '=', claimed.tenantId).where('key', '=', claimed.key)
        .where('claim_token', '=', claimed.token).execute()
    }, true)
    return payload
  }

  // A request that ended without a response sent (the client went away) gives its key back.
  const releaseUnsent = async (request: FastifyRequest) => {
    const claimed = claims.get(request)
    if (claimed && !claimed.settled) {
      claimed.settled = true
      await settle(claimed, 'release', () => release(claimed), true)
    }
  }

  // On the POST routes of /v1 only, added as each is declared: every other request (GETs above all, the
  // bulk of the traffic) pays no hook step for keys it cannot carry.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST') || !route.url.startsWith('/v1/')) return
    route.preHandler = [...hooks(route.preHandler), claimKey]
    route.onSend = [...hooks(route.onSend), keepResponse as never]
    route.onResponse = [...hooks(route.onResponse), releaseUnsent]
  })
}

/** The SHA-256 of `prefix` and a streamed body, read up to `limit` bytes (413 beyond). */
async function hashStream(body: Readable, prefix: string, limit: number): Promise<string> {
  const hasher = createHash('sha256').update(prefix)
  let seen = 0
  for await (const chunk of body) {
    seen += (chunk as Buffer).length
    if (seen > limit) throw new ApiError('payload_too_large', `The body exceeds ${limit} bytes.`)
    hasher.update(chunk as Buffer)
  }
  return hasher.digest('hex')
}

/** Keys older than the window, deleted 10,000 at a time by the hourly background work. */
export const idempotencyRetention: RetentionRule = {
  name: 'idempotency_keys',
  async prune(db, now) {
    const before = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)
    const { rows } = await sql<{ n: number }>`with gone as (
        delete from idempotency_keys where (tenant_id, key) in (select tenant_id, key from idempotency_keys where created_at < ${before} limit 10000)
        returning 1)
      select count(*)::int as n from gone`.execute(db)
    return { deleted: rows[0]!.n }
  },
}

/** A route's own hooks of one kind, as a list (Fastify takes one function or an array). */
function hooks<T>(declared: T | T[] | undefined): T[] {
  return declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]
}
