import cors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// CORS (issue 19): off unless CORS_ORIGINS lists origins. Then the API (/v1) answers those origins' browsers —
// preflights before authentication (a preflight carries no token), with Authorization, Content-Type and
// Idempotency-Key allowed and the headers a client reads exposed — and nothing else does: the web application is
// same-origin, and /oauth/token lets a listed origin read its answer only for a public client (PKCE, no
// secret), because a confidential client's secret has no business in a browser.

// Deprecation, Sunset and Link: a browser client can notice a deprecated route it still calls (deprecation.ts).
const EXPOSED = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Idempotent-Replayed', 'Location', 'Content-Disposition', 'Deprecation', 'Sunset', 'Link']
const ALLOWED = ['Authorization', 'Content-Type', 'Idempotency-Key']
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
/** How long a browser may cache a preflight (seconds). */
export const CORS_MAX_AGE_S = 600

const pathOf = (request: FastifyRequest) => (request.url ?? '').split('?')[0]!
// A hook of every route, so the body is untyped: only `/oauth/token`'s form can carry a client secret.
const sendsClientSecret = (request: FastifyRequest) =>
  /^basic /i.test(String(request.headers.authorization ?? '')) || typeof (request.body as { client_secret?: unknown } | undefined)?.client_secret === 'string'

/** Registers CORS for `origins` (exact `scheme://host[:port]` strings); none: CORS stays off. Before the auth hook. */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return
  const allowed = new Set(origins)
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const origin = request.headers.origin
      const path = pathOf(request)
      const applies = origin !== undefined && allowed.has(origin) && (path.startsWith('/v1/') || path === '/oauth/token')
      callback(null, applies
        ? { origin, methods: METHODS, allowedHeaders: ALLOWED, exposedHeaders: EXPOSED, maxAge: CORS_MAX_AGE_S, strictPreflight: false }
        : { origin: false })
    },
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (pathOf(request) === '/oauth/token' && request.method === 'POST' && sendsClientSecret(request)) {
      for (const name of ['access-control-allow-origin', 'access-control-expose-headers', 'access-control-allow-credentials']) reply.removeHeader(name)
    }
    return payload
  })
}

/** CORS_ORIGINS as a list: comma-separated `scheme://host[:port]` origins (the config schema checks the form). */
export const parseCorsOrigins = (value: string | undefined) => (value ?? '').split(',').map((o) => o.trim()).filter(Boolean)
