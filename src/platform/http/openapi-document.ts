import type { RouteOptions } from 'fastify'
import { emptyBodyAsObject } from './optional-body.ts'
import { OPERATIONS_ROUTES } from './operations-routes.ts'

// What the OpenAPI document says about every response's headers and about optional bodies, decided once for
// the whole document (issue 33: Prism, a validating proxy, found the document silent on the headers the
// service sends, and insisting on bodies the service does not need). The headers are declared once, under
// `components/headers`, and attached to responses by rules of the API rather than by each route, so a new
// route cannot forget them; `completeDocument` is @fastify/swagger's `transformObject`.

const integer = { type: 'integer', minimum: 0 }

export const RESPONSE_HEADERS = {
  'X-Request-Id': { required: true, schema: { type: 'string' }, description: 'Identifier of the request (`req_…`, or the one the caller sent); quote it to support. On every response.' },
  'X-RateLimit-Limit': { schema: integer, description: 'Requests allowed per minute in the budget that binds: the token\'s, its tenant\'s across all its tokens (whichever has fewer requests left), or the client address\'s when anonymous; for the hourly budgets of audits and reports, per hour.' },
  'X-RateLimit-Remaining': { schema: integer, description: 'Requests left in the current window.' },
  'X-RateLimit-Reset': { schema: integer, description: 'When the window resets, in Unix seconds.' },
  'Retry-After': { schema: integer, description: 'Seconds to wait before retrying: the rate limit or budget resets (429), the dependency or the server should be back (503), the request holding the same Idempotency-Key should have answered (409).' },
  'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] }, description: '`true` when this is the kept response of an earlier request with the same Idempotency-Key, replayed (status and body as they were then).' },
  'WWW-Authenticate': { schema: { type: 'string' }, description: 'The challenge (RFC 6750): `Bearer` without a token, `Bearer error="invalid_token"` for an unknown, revoked or expired one, `Bearer error="insufficient_scope", scope="…"` for a missing scope (403); `Basic` at the OAuth endpoints for a client that authenticated with Basic.' },
  Location: { schema: { type: 'string', format: 'uri-reference' }, description: 'Where the created record (201) or the queued work (202) can be read; the web application for a browser (302).' },
} as const

type HeaderName = keyof typeof RESPONSE_HEADERS

interface Operation {
  parameters?: { in: string; name: string }[]
  requestBody?: { required?: boolean }
  responses?: Record<string, { headers?: Record<string, unknown> }>
  'x-body-optional'?: boolean
}

/** The headers a response of this operation with this status may carry, by the rules of the whole API. */
function headersOf(path: string, operation: Operation, status: string): HeaderName[] {
  const code = Number(status)
  const keyed = operation.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key') ?? false
  // The probes and /metrics are never rate-limited (decision 70): they carry no X-RateLimit-* headers.
  const names: HeaderName[] = OPERATIONS_ROUTES.has(path) ? ['X-Request-Id'] : ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']
  if (code === 429 || code === 503 || (code === 409 && keyed)) names.push('Retry-After')
  if (keyed && code >= 200 && code < 300) names.push('Idempotent-Replayed')
  if (code === 401 || code === 403) names.push('WWW-Authenticate')
  if (code === 201 || code === 202 || (code >= 300 && code < 400)) names.push('Location')
  return names
}

/**
 * @fastify/swagger's transformObject: declares the response headers under components/headers and refers every
 * response to the ones it may carry (keeping headers a route documents itself, such as a deprecated route's),
 * and makes the bodies of routes that take none (see documentOptionalBody) optional.
 */
export function completeDocument<T extends object>(document: T): T {
  const doc = document as T & { components?: Record<string, unknown>; paths?: Record<string, Record<string, Operation>> }
  doc.components = { ...doc.components, headers: RESPONSE_HEADERS }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation['x-body-optional']) {
        if (operation.requestBody) operation.requestBody.required = false
        delete operation['x-body-optional']
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const refs = Object.fromEntries(headersOf(path, operation, status).map((name) => [name, { $ref: `#/components/headers/${name}` }]))
        response.headers = { ...refs, ...response.headers }
      }
    }
  }
  return document
}

/**
 * onRoute hook: a route whose body is all optional and that reads no body as `{}` (emptyBodyAsObject) is
 * marked, so that completeDocument documents its body as optional (@fastify/swagger makes every body required).
 */
export function documentOptionalBody(route: RouteOptions) {
  if (!route.schema?.body || ![route.preValidation ?? []].flat().includes(emptyBodyAsObject)) return
  ;(route.schema as Record<string, unknown>)['x-body-optional'] = true
}
