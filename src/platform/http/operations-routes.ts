import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { ping, type Db } from '../db/database.ts'
import { ApiError } from './error-codes.ts'
import { ErrorEnvelope, publicErrorResponses } from './openapi-shapes.ts'

const Health = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false })

/** Liveness and readiness probes: public, cheap, never touching tenant data. */
export function operationsRoutes(db: Db) {
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
      if (!(await ping(db))) throw new ApiError('service_unavailable', 'The database is not answering (no answer within 1 s).', { 'retry-after': '5' })
      return { status: 'ok' as const }
    })
  }
}
