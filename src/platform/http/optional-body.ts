import type { FastifyRequest } from 'fastify'

/**
 * preValidation hook for POST routes whose body is all optional: a request without a body (no
 * Content-Type, nothing sent) means `{}`, the way clients call such actions (`curl -X POST …/test`),
 * instead of a 400/422 for a missing object. A body that is sent is still validated as usual.
 */
export async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {}
}
