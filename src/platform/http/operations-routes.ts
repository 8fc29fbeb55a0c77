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
