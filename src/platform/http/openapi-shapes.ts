import Type from 'typebox'
import { ERROR_CODES } from './error-codes.ts'

// Error responses are recognised by this title (documentRequestErrors adds statuses only to routes using it).
const ERROR_TITLE = 'Error'

export const ErrorEnvelope = Type.Object({
  error: Type.Object({
    code: Type.Enum(Object.keys(ERROR_CODES), { description: 'Stable machine-readable code; branch on it.' }),
    message: Type.String({ description: 'Human-readable explanation; do not parse it.' }),
    request_id: Type.String({ description: 'Identifier of the request (`req_`), also in the X-Request-Id header. Quote it to support.' }),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Specifics for some codes, e.g. `position` {offset, line, column} for `invalid_policy_expression`.' })),
  }, { additionalProperties: false }),
}, { additionalProperties: false, title: ERROR_TITLE })

// What each status means; the codes that can carry it are appended from the catalogue, so the document
// never lists a status without its codes.
const describeStatus: Record<number, string> = {
  400: 'Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request.',
  401: 'Missing or invalid token.',
  403: 'The token may not do this: missing scope, IP allowlist or single sign-on.',
  404: 'No such record in your tenant.',
  409: 'The request conflicts with the current state of the record.',
  413: 'Body too large.',
  415: 'Unsupported Content-Type (JSON bodies are `application/json`, UTF-8).',
  422: 'A parameter is invalid; the message names it.',
  429: 'Rate limit exceeded; see Retry-After.',
  431: 'The request line and headers are too large (e.g. a very long query string).',
  500: 'Unexpected error; quote the request_id.',
  503: 'A dependency is unavailable, or the server is shutting down; retry (see Retry-After).',
}

const codesOf = (status: number) => Object.entries(ERROR_CODES).filter(([, e]) => e.status === status).map(([code]) => `\`${code}\``)

const envelope = (status: number) => ({ ...ErrorEnvelope, description: `${describeStatus[status] ?? 'Error.'} Codes: ${codesOf(status).join(', ')}.` })

const envelopes = (statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, envelope(s)]))

/** Error responses of an authenticated route, for the OpenAPI document and for serialization. */
export function errorResponses(...statuses: number[]) {
  return envelopes([400, 401, 403, ...statuses, 422, 429, 431, 500, 503])
}

/** Error responses of a public route: malformed requests, the per-IP rate limit and server failures. */
export function publicErrorResponses() {
  return envelopes([400, 422, 429, 431, 500, 503])
}

// Methods whose body Fastify reads (GET and HEAD bodies are ignored), so 413 and 415 can answer them.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * onRoute hook: completes the documented error statuses of every route from facts the framework decides,
 * so no route can forget one. A route that reads a body can answer 400 (bad JSON), 413 and 415 — also
 * when it takes no body, because a body sent anyway is still read; a path with parameters can answer 404
 * (an id longer than any id); every route can answer 400 (bad percent-encoding), 422 (NUL or an unpaired
 * surrogate in its parameters), 431 (request line and headers over 16 KiB) and 503. Routes that speak
 * another error format (OAuth's RFC 6749) keep their own shapes; only 431, answered before routing, is
 * added to them. Existing entries are never replaced.
 */
export function documentRequestErrors(route: { method: string | string[]; url: string; schema?: { response?: Record<string, unknown>; hide?: boolean; headers?: unknown }; config?: unknown }) {
  const responses = route.schema?.response
  if (!responses || route.schema?.hide) return
  // The scope in machine-readable form (bearer tokens have no OpenAPI scopes): integrators and the compatibility
  // check (scripts/api-compatibility.ts) read it; a changed scope is a breaking change.
  const scope = (route.config as { scope?: string } | undefined)?.scope
  if (scope) (route.schema as Record<string, unknown>)['x-required-scopes'] = [scope]
  if ([route.method].flat().includes('POST') && route.url.startsWith('/v1/')) documentIdempotency(route.schema!)
  const statuses = [431]
  const speaksEnvelope = (responses[500] as { title?: string } | undefined)?.title === ERROR_TITLE
  if (speaksEnvelope) {
    statuses.push(400, 422, 503)
    if ([route.method].flat().some((m) => BODY_METHODS.has(m.toUpperCase()))) statuses.push(413, 415)
    if (route.url.includes(':')) statuses.push(404)
  }
  for (const status of statuses) if (!(status in responses)) responses[status] = envelope(status)
}

/** The Idempotency-Key header every POST of /v1 honours (platform/http/idempotency-keys.ts), and its 409. */
function documentIdempotency(schema: { response?: Record<string, unknown>; headers?: unknown }) {
  const headers = (schema.headers ?? Type.Object({})) as { properties: Record<string, unknown> }
  if (!('idempotency-key' in headers.properties)) {
    schema.headers = { ...headers, properties: { ...headers.properties, 'idempotency-key': IdempotencyKeyHeader } }
  }
  if (!(409 in schema.response!)) schema.response![409] = envelope(409)
}

export const IdempotencyKeyHeader = Type.Optional(Type.String({
  description: 'Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again.',
}))

export const IdParams = (prefix: string) => Type.Object({
  id: Type.String({ maxLength: 128, description: `Identifier with prefix \`${prefix}_\`.` }),
}, { additionalProperties: false })
