// What a failed call throws: the service's error envelope `{error: {code, message, request_id, details?}}` as a
// typed error, or a connection error when no response came back (after the retries).
import type { components } from './openapi.ts'

/** The codes the service answers with (README "Errors"); new codes may appear within /v1, so keep a default branch. */
export type ErrorCode = components['schemas']['Error']['error']['code']

export class PostureError extends Error {
  override readonly name: string = 'PostureError'
  /** The HTTP status; null when no response came back (PostureConnectionError). */
  readonly status: number | null
  /** The machine-readable code (`not_found`, `rate_limited`, `invalid_request`, …; README "Errors"). */
  readonly code: ErrorCode | 'connection_error' | 'timeout' | (string & {})
  /** The request id (`req_…`) to quote to the operator; null without a response. */
  readonly requestId: string | null
  /** Specifics some codes carry (e.g. the position of an expression error). */
  readonly details: Record<string, unknown> | undefined
  /** The response headers (rate-limit state, Retry-After). */
  readonly headers: Headers | undefined

  constructor(init: { status: number | null; code: string; message: string; requestId: string | null; details?: Record<string, unknown>; headers?: Headers; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.status = init.status
    this.code = init.code
    this.requestId = init.requestId
    this.details = init.details
    this.headers = init.headers
  }
}

/** No response: the connection failed or an attempt passed its deadline (`code` is `connection_error` or `timeout`). */
export class PostureConnectionError extends PostureError {
  override readonly name = 'PostureConnectionError'
}

/** The error a response stands for: the envelope when the body is one, otherwise the status alone. */
export async function errorFromResponse(response: Response): Promise<PostureError> {
  const requestId = response.headers.get('x-request-id')
  const text = await response.text().catch(() => '')
  let envelope: { error?: { code?: unknown; message?: unknown; request_id?: unknown; details?: unknown } } | undefined
  try {
    envelope = JSON.parse(text)
  } catch {
    envelope = undefined
  }
  const error = envelope?.error
  return new PostureError({
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : `http_${response.status}`,
    message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    requestId: typeof error?.request_id === 'string' ? error.request_id : requestId,
    details: typeof error?.details === 'object' && error.details !== null ? error.details as Record<string, unknown> : undefined,
    headers: response.headers,
  })
}
