import type { FastifyInstance } from 'fastify'
import { ApiError } from './error-codes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shutdown, first step (main.ts): /readyz answers 503 so that a load balancer stops sending new
     * connections, and every response says `Connection: close`, so that clients finish their keep-alive
     * connections themselves after their answer instead of having them closed under a request. Requests are
     * still served. Closing (app.close()) follows after a short window.
     */
    beginDraining(): void
    /** Whether beginDraining was called. */
    isDraining(): boolean
  }
}

/**
 * While the server closes, requests still arriving on open keep-alive connections are refused with 503
 * `service_unavailable` in the envelope, before authentication touches the database. (Fastify's own
 * return503OnClosing answers with a body of its own, without envelope or request id; it is turned off.)
 * Before that, while draining, they are served with `Connection: close`.
 */
export function registerDraining(app: FastifyInstance) {
  let closing = false
  let draining = false
  app.addHook('preClose', async () => { closing = true })
  app.decorate('beginDraining', () => { draining = true })
  app.decorate('isDraining', () => draining || closing)
  return {
    /** Called first for every request (app.ts). */
    refuseWhileClosing(reply: { header(name: string, value: string): unknown }) {
      if (draining) reply.header('connection', 'close')
      if (closing) {
        throw new ApiError('service_unavailable', 'The server is shutting down; retry the request (another instance will answer it).', { 'retry-after': '1', connection: 'close' })
      }
    },
  }
}
