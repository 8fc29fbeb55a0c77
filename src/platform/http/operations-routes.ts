import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import Type from 'typebox'
import { ping, type Db } from '../db/database.ts'
import { ApiError } from './error-codes.ts'
import { ErrorEnvelope, publicErrorResponses } from './openapi-shapes.ts'

const Health = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false })

/** Liveness and readiness probes and metrics: public, cheap, never touching tenant data. */
export function operationsRoutes(db: Db, metrics?: Registry, draining: () => boolean = () => false) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', {
      schema: { operationId: 'healthz', security: [], tags: ['operations'], summary: 'Liveness: the process is up', response: { 200: Health, ...publicErrorResponses() } },
    }, async () => ({ status: 'ok' as const }))

    app.get('/readyz', {
      schema: {
        operationId: 'readyz', security: [], tags: ['operations'], summary: 'Readiness: the database answers',
        response: { 200: Health, ...publicErrorResponses(), 503: { ...ErrorEnvelope, description: 'The database is unreachable or did not answer within 1 s (`service_unavailable`, with `Retry-After`).' } },
      },
    }, async () => {
      if (draining()) throw new ApiError('service_unavailable', 'The server is shutting down.', { 'retry-after': '5' })
      if (!(await ping(db))) throw new ApiError('service_unavailable', 'The database is not answering (no answer within 1 s).', { 'retry-after': '5' })
      return { status: 'ok' as const }
    })

    if (!metrics) return
    app.get('/metrics', {
      schema: {
        operationId: 'metrics', security: [], tags: ['operations'], summary: 'Prometheus metrics of this process',
        description: 'Prometheus text format: request durations by route pattern and status, requests in flight, 429 refusals, the PostgreSQL pool, job queues, webhook deliveries pending and their lag, delivery attempts by outcome, event-loop lag and process figures. No label carries a tenant. Not served here when `METRICS_PORT` gives metrics a port of their own.',
        response: { 200: { description: 'The metrics.', content: { 'text/plain': { schema: { type: 'string' } } } }, ...publicErrorResponses() },
      },
    }, async (_request, reply) => reply.type(metrics.contentType).send(await metrics.metrics()))
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
