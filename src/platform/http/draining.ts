import type { FastifyInstance } from 'fastify'
import { ApiError } from './error-codes.ts'

/**
 * While the server closes, requests still arriving on open keep-alive connections are refused with 503
 * `service_unavailable` in the envelope, before authentication touches the database. (Fastify's own
 * return503OnClosing answers with a body of its own, without envelope or request id; it is turned off.)
 */
export function registerDraining(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => { closing = true })
  return {
    /** Called first for every request (app.ts). */
    refuseWhileClosing() {
      if (closing) {
        throw new ApiError('service_unavailable', 'The server is shutting down; retry the request (another instance will answer it).', { 'retry-after': '1', connection: 'close' })
      }
    },
  }
}
