import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici'
import { checkOutboundUrl, guardedLookup, type LookupAll, type UrlRejection } from './ssrf.ts'

export interface GuardedFetchOptions {
  /** Permit private, loopback and other non-public addresses (an operator setting), never cloud metadata. */
  allowPrivate: boolean
  /** Permit `http:` as well as `https:`. */
  allowHttp: boolean
  /** Connect, headers and body deadline of each request. */
  timeoutMs: number
  /** Offline DNS for tests; the system's resolver otherwise. */
  lookup?: LookupAll
}

/** A URL refused before any connection: its syntax or scheme, or a literal address the policy refuses. */
export class OutboundUrlRefusedError extends Error {
  override readonly name = 'OutboundUrlRefusedError'
  readonly code = 'ERR_OUTBOUND_URL_REFUSED'
  constructor(url: string, readonly reason: UrlRejection) {
    super(`Request to ${url.slice(0, 200)} refused: ${reason.replaceAll('_', ' ')}`)
  }
}

/** `fetch` as OAuth and OpenID client libraries call it (their `customFetch`). */
export type GuardedFetch = (url: string, init: Omit<UndiciRequestInit, 'dispatcher'>) => Promise<Response>

/**
 * A `fetch` held to the outbound address policy of ssrf.ts, for requests to URLs a tenant chose: a literal
 * address is judged before any connection (Node connects to it without a lookup), a name at connect time in the
 * socket's own lookup (so DNS rebinding meets the same check), and redirects are never followed, whatever the
 * caller asks — a redirect is an answer, not a new destination.
 */
export function createGuardedFetch(options: GuardedFetchOptions): GuardedFetch {
  const agent = new Agent({
    connect: { lookup: guardedLookup({ allowPrivate: options.allowPrivate, ...(options.lookup ? { lookup: options.lookup } : {}) }), timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs,
  })
  return async (url, init) => {
    const checked = checkOutboundUrl(url, { allowHttp: options.allowHttp, allowPrivate: options.allowPrivate })
    if (!checked.ok) throw new OutboundUrlRefusedError(url, checked.reason)
    // undici's own fetch and Response (the dispatcher must be the same undici's): libraries accept any Response
    // by its tag. The cast bridges the DOM typings of the global Response and undici's, which describe one API.
    const response = await undiciFetch(checked.url.href, { ...init, redirect: 'manual', dispatcher: agent })
    return response as unknown as Response
  }
}

