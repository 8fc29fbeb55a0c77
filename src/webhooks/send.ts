import { Agent, request, type Dispatcher } from 'undici'
import { guardedLookup } from '../platform/outbound/ssrf.ts'
import { signWebhook } from '@posture/sdk/webhooks'

export const DELIVERY_TIMEOUT_MS = 10_000
export const EXCERPT_BYTES = 1024
const USER_AGENT = 'Posture-Webhooks/1.0'

export interface AttemptResult {
  ok: boolean
  statusCode: number | null
  error: string | null
  durationMs: number
  excerpt: string | null
  /** The response's Retry-After header (429, 503), for the scheduler. */
  retryAfter?: string | string[]
}

/**
 * The HTTP client of deliveries: keep-alive connections per origin, and a DNS lookup that refuses
 * loopback, private, link-local and metadata addresses at connect time (so a name that resolved to a
 * public address at registration cannot be re-pointed inside the network later), unless allowed.
 */
/** Connections (so requests in flight) per receiving origin and process. */
export const CONNECTIONS_PER_ORIGIN = 64

export function createDeliveryAgent(options: { allowPrivate: boolean; timeoutMs?: number }): Dispatcher {
  const timeout = options.timeoutMs ?? DELIVERY_TIMEOUT_MS
  return new Agent({
    connect: { lookup: guardedLookup({ allowPrivate: options.allowPrivate }), timeout },
    headersTimeout: timeout, bodyTimeout: timeout, keepAliveTimeout: 4_000, connections: CONNECTIONS_PER_ORIGIN,
  })
}

/**
 * A delivery's headers (spec §6.2): the event's type and id, the timestamp, the attempt's number when it has
 * one, and one signature per secret over timestamp + body. `posture listen` sends the same.
 */
export function deliveryHeaders(input: { body: string; eventId: string; eventType: string; secrets: string | readonly string[]; timestamp: number; attempt?: number }): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-service-event': input.eventType,
    'x-service-event-id': input.eventId,
    'x-service-timestamp': String(input.timestamp),
    ...(input.attempt ? { 'x-service-attempt': String(input.attempt) } : {}),
    'x-service-signature': signWebhook({ secret: input.secrets, timestamp: input.timestamp, rawBody: input.body }),
  }
}

/**
 * One attempt: POST the stored body, signed now with every active secret (a fresh timestamp per attempt,
 * so a late retry still passes the receiver's 300-second check). 2xx is success; anything else, a
 * timeout or a connection error is a failure. Redirects are not followed.
 */
export async function sendAttempt(dispatcher: Dispatcher, input: {
  url: string; body: string; eventId: string; eventType: string; secrets: readonly string[]; now: Date; timeoutMs?: number
  /** This attempt's number (1 …), as the delivery log numbers it: sent as X-Service-Attempt. */
  attempt?: number
}): Promise<AttemptResult> {
  const timestamp = Math.floor(input.now.getTime() / 1000)
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const response = await request(input.url, {
      method: 'POST', dispatcher, maxRedirections: 0,
      signal: AbortSignal.timeout(input.timeoutMs ?? DELIVERY_TIMEOUT_MS),
      headers: deliveryHeaders({ ...input, timestamp }),
      body: input.body,
    })
    const excerpt = await readExcerpt(response.body)
    const ok = response.statusCode >= 200 && response.statusCode < 300
    return {
      ok, statusCode: response.statusCode, error: ok ? null : `HTTP ${response.statusCode}`, durationMs: elapsed(), excerpt,
      ...(response.headers['retry-after'] ? { retryAfter: response.headers['retry-after'] } : {}),
    }
  } catch (error) {
    return { ok: false, statusCode: null, error: describe(error, input.timeoutMs ?? DELIVERY_TIMEOUT_MS), durationMs: elapsed(), excerpt: null }
  }
}

/** The first bytes of the response for the delivery log; the rest is drained so the connection can be reused. */
async function readExcerpt(body: Dispatcher.ResponseData['body']): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      if (size < EXCERPT_BYTES) chunks.push(chunk as Buffer)
      size += (chunk as Buffer).length
      if (size > 64 * 1024) { body.destroy(); break } // a huge answer is not worth reading to the end
    }
  } catch { /* a broken body after the status line: the status decides */ }
  if (size === 0) return null
  return Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8')
}

function describe(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } }
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `timeout: no complete response within ${timeoutMs / 1000} s`
  }
  const code = e.code ?? e.cause?.code
  if (code === 'ERR_ADDRESS_BLOCKED') return `refused: ${e.message ?? e.cause?.message}`
  return `connection error${code ? ` (${code})` : ''}: ${e.message ?? e.cause?.message ?? String(error)}`
}
