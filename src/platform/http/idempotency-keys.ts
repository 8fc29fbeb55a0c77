import { createHash, type Hash } from 'node:crypto'
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
// waits a moment, then gets 409 `idempotency_key_in_use`. Keys are per tenant. Only successes (2xx) are kept:
// an error response releases the key (a refused request changes nothing, and a retry runs again), and requests
// refused before their handler (authentication, rate limit, validation) never claim one. A route whose body is a
// stream (imports) hashes the bytes as its handler reads them; a duplicate's body is read and hashed (up to the
// route's limit) to compare.
// Kept bodies are sealed (AES-256-GCM, the key that seals webhook secrets): a response may hold a secret shown
// once, such as a new endpoint's signing secret, which a replay shows again (README decision 76).

/** How long a duplicate waits for the first request with its key before 409 `idempotency_key_in_use`. */
export const IN_USE_WAIT_MS = 2_000
/** A key still `running` after this was abandoned (its process stopped): it is claimed again. */
export const ABANDONED_AFTER_MS = 10 * 60_000
/**
 * Response headers kept and replayed: what the first response said about what it created, and that it must not
 * be cached (a replay of a webhook endpoint's creation shows its signing secret again: no-store, as the first).
 */
const KEPT_HEADERS = ['content-type', 'location', 'retry-after', 'cache-control']

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body is a stream of at most this many bytes (imports): hashed as it is read. */
    idempotencyStreamLimit?: number
  }
}

interface Claim { tenantId: string; key: string; hash?: string; stream?: { hasher: Hash; prefix: string }; settled: boolean }

export function registerIdempotency(app: FastifyInstance, db: Db, options: { sealingKey: Buffer; clock?: () => Date }) {
  const claims = new WeakMap<FastifyRequest, Claim>()
  const clock = options.clock ?? (() => new Date())

  const release = (claim: Claim) => db.deleteFrom('idempotency_keys').where('tenant_id', '=', claim.tenantId).where('key', '=', claim.key).where('status', '=', 'running').execute()

  /** Takes the key for this request, or says who holds it. */
  async function claim(tenantId: string, key: string, hash: string | null): Promise<'claimed' | { status: 'running' | 'done'; hash: string | null; created_at: Date; response_status: number | null; response_headers: Record<string, string> | null; response_body: string | null }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { rows } = await sql<{ key: string }>`insert into idempotency_keys (tenant_id, key, request_hash, status, created_at)
        values (${tenantId}, ${key}, ${hash}, 'running', ${clock()}) on conflict (tenant_id, key) do nothing returning key`.execute(db)
      if (rows.length > 0) return 'claimed'
      const row = await db.selectFrom('idempotency_keys').selectAll().where('tenant_id', '=', tenantId).where('key', '=', key).executeTakeFirst()
      if (!row) continue // released in between: claim again
      const age = clock().getTime() - row.created_at.getTime()
      if (age >= IDEMPOTENCY_WINDOW_MS || (row.status === 'running' && age >= ABANDONED_AFTER_MS)) {
        await db.deleteFrom('idempotency_keys').where('tenant_id', '=', tenantId).where('key', '=', key).where('created_at', '=', row.created_at).execute()
        continue
      }
      return { status: row.status, hash: row.request_hash, created_at: row.created_at, response_status: row.response_status, response_headers: row.response_headers, response_body: row.response_body }
    }
    throw new ApiError('idempotency_key_in_use', `Idempotency-Key '${key}' is being used by another request right now; retry in a moment.`, { 'retry-after': '1' })
  }

  function replay(reply: FastifyReply, held: { response_status: number | null; response_headers: Record<string, string> | null; response_body: string | null }) {
    for (const [name, value] of Object.entries(held.response_headers ?? {})) void reply.header(name, value)
    void reply.header('idempotent-replayed', 'true')
    return reply.code(held.response_status!).send(held.response_body ? openSecret(options.sealingKey, held.response_body) : '')
  }

  const reused = (key: string) => new ApiError('idempotency_key_reused', `Idempotency-Key '${key}' was used for a different request in the last 24 hours (another method, path or body); use a new key for a new request.`)

  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.principal) return
    const key = idempotencyKeyOf(request)
    if (key === undefined) return
    const tenantId = request.principal.tenantId
    const streamLimit = request.routeOptions.config.idempotencyStreamLimit
    const streamed = streamLimit !== undefined && request.body !== undefined && typeof (request.body as Readable).pipe === 'function'
    const prefix = `${request.method} ${request.url}\n`
    const hash = streamed ? null : requestHash({ method: request.method, url: request.url, body: request.body ?? null })

    const deadline = Date.now() + IN_USE_WAIT_MS
    for (;;) {
      const held = await claim(tenantId, key, hash)
      if (held === 'claimed') break
      if (held.status === 'running') {
        if (held.hash !== null && hash !== null && held.hash !== hash) throw reused(key)
        if (Date.now() >= deadline) throw new ApiError('idempotency_key_in_use', `A request with Idempotency-Key '${key}' is still running; retry when it has answered.`, { 'retry-after': '1' })
        await sleep(50)
        continue
      }
      const sent = streamed ? await hashStream(request.body as Readable, prefix, streamLimit!) : hash
      if (sent !== held.hash) throw reused(key)
      return replay(reply, held)
    }

    const claimed: Claim = { tenantId, key, settled: false, ...(hash ? { hash } : {}) }
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
      await release(claimed)
      return payload
    }
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => {
      const value = reply.getHeader(name)
      return value === undefined ? [] : [[name, String(value)]]
    }))
    const requestHashValue = claimed.stream ? claimed.stream.hasher.digest('hex') : claimed.hash!
    await db.updateTable('idempotency_keys').set({
      status: 'done', request_hash: requestHashValue, response_status: status, response_headers: JSON.stringify(headers), response_body: payload ? sealSecret(options.sealingKey, payload as string) : null,
    }).where('tenant_id', '=', claimed.tenantId).where('key', '=', claimed.key).execute()
    return payload
  }

  // A request that ended without a response sent (the client went away) gives its key back.
  const releaseUnsent = async (request: FastifyRequest) => {
    const claimed = claims.get(request)
    if (claimed && !claimed.settled) {
      claimed.settled = true
      await release(claimed)
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
