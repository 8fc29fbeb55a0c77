import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { ping, type Db } from '../db/database.ts'
import { ApiError } from './error-codes.ts'
import { ErrorEnvelope, publicErrorResponses } from './openapi-shapes.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { carriesMetricsToken } from '../metrics/metrics-token.ts'

// The error answers of a route outside the rate limits: no 429.
const probeErrorResponses = () => Object.fromEntries(Object.entries(publicErrorResponses()).filter(([status]) => status !== '429'))

const Health = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false })

/** The routes of operations: outside every rate limit (a load balancer's probes, Prometheus). */
export const OPERATIONS_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics'])

/** What GET /metrics serves on this port, and the bearer token it asks for (METRICS_TOKEN), if any. */
export interface MetricsRoute { metrics: Metrics; token?: string }

/** Liveness and readiness probes and metrics: cheap, never touching tenant data, never rate-limited. */
export function operationsRoutes(db: Db, metricsRoute?: MetricsRoute, draining: () => boolean = () => false) {
  // Probes are not rate-limited, so a flood of them must not be a flood of queries: the probes that arrive while
  // one is asking the database share its answer.
  let asking: Promise<boolean> | undefined
  const databaseAnswers = () => {
    asking ??= ping(db).finally(() => { asking = undefined })
    return asking
  }
  return async (app: FastifyInstance) => {
    app.get('/healthz', {
      schema: { operationId: 'healthz', security: [], tags: ['operations'], summary: 'Liveness: the process is up', response: { 200: Health, ...probeErrorResponses() } },
    }, async () => ({ status: 'ok' as const }))

    app.get('/readyz', {
      schema: {
        operationId: 'readyz', security: [], tags: ['operations'], summary: 'Readiness: the database answers',
        response: { 200: Health, ...probeErrorResponses(), 503: { ...ErrorEnvelope, description: 'The database is unreachable or did not answer within 1 s (`service_unavailable`, with `Retry-After`).' } },
      },
    }, async () => {
      if (draining()) throw new ApiError('service_unavailable', 'The server is shutting down.', { 'retry-after': '5' })
      if (!(await databaseAnswers())) throw new ApiError('service_unavailable', 'The database is not answering (no answer within 1 s).', { 'retry-after': '5' })
      return { status: 'ok' as const }
    })

    if (!metricsRoute) return
    const { metrics, token } = metricsRoute
    app.get('/metrics', {
      schema: {
        operationId: 'metrics', security: [], tags: ['operations'], summary: 'Prometheus metrics of this process',
        description: 'Prometheus text format: request durations by route pattern and status, requests in flight, 429 refusals, the PostgreSQL pool, job queues, webhook deliveries pending and their lag, delivery attempts by outcome, event-loop lag and process figures. No label carries a tenant. Gzipped when the scraper accepts it. Concurrent scrapes share one collection, reused for a second; database figures are at most 15 s old. With `METRICS_TOKEN` set, only `Authorization: Bearer <METRICS_TOKEN>` is answered. Not served here when `METRICS_PORT` gives metrics a port of their own, nor on a public interface without `METRICS_TOKEN`. Never rate-limited.',
        response: {
          200: { description: 'The metrics.', content: { 'text/plain': { schema: { type: 'string' } } } },
          ...probeErrorResponses(),
          401: { ...ErrorEnvelope, description: 'With `METRICS_TOKEN` set: no bearer token (`missing_token`) or another one (`invalid_token`).' },
        },
      },
    }, async (request, reply) => {
      if (token !== undefined && !carriesMetricsToken(request.headers.authorization, token)) {
        throw request.headers.authorization
          ? new ApiError('invalid_token', 'This is not the metrics token.', { 'www-authenticate': 'Bearer error="invalid_token"' })
          : new ApiError('missing_token', 'Send the metrics token: "Authorization: Bearer <METRICS_TOKEN>".', { 'www-authenticate': 'Bearer' })
      }
      const scrape = await metrics.scrape()
      reply.type(metrics.registry.contentType).header('vary', 'accept-encoding')
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(scrape.gzipped)
      return reply.send(scrape.text)
    })
  }
}

const ServiceIndex = Type.Object({
  name: Type.Literal('Posture'),
  api: Type.String({ description: 'The API\'s base path.' }),
  openapi: Type.String({ description: 'The OpenAPI 3.1 document.' }),
  docs: Type.String({ description: 'The API reference, in a browser.' }),
  app: Type.String({ description: 'The web application.' }),
}, { additionalProperties: false, title: 'ServiceIndex' })

/**
 * `GET /`: someone who opens the server's address. A browser (Accept: text/html) is sent to the web
 * application; anything else gets where things are, as JSON (not a 404).
 */
export function serviceIndexRoute() {
  return async (app: FastifyInstance) => {
    app.get('/', {
      schema: {
        operationId: 'serviceIndex', security: [], tags: ['operations'], summary: 'Where things are',
        description: 'A browser (`Accept` with `text/html`) is redirected (302) to the web application at `/app`; any other client gets this index.',
        response: { 200: ServiceIndex, 302: { type: 'null', description: 'To `/app` (a browser).' }, ...publicErrorResponses() },
      },
    }, async (request, reply) => {
      if (/\btext\/html\b/.test(String(request.headers.accept ?? ''))) return reply.redirect('/app', 302)
      return { name: 'Posture' as const, api: '/v1', openapi: '/v1/openapi.json', docs: '/docs', app: '/app' }
    })
  }
}
