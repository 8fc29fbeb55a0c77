import { Transform, type Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'
import { assertUtf8Charset } from './json-body.ts'

// Imports read their body as a stream, item by item, never whole: the context of such a route hands the raw
// body to the handler, bounded in bytes (413 in the envelope past the limit, also when the client sent no
// Content-Length and the stream simply goes on).
// A request refused before its body was read to the end (a file of no known shape, a body past the limit, an
// Idempotency-Key in use) must not leave its connection paused: the next request on it, which a proxy may send
// for another client, would get no answer. What is left is read and dropped (up to the limit), or, when the
// client announced more than the limit, the answer says `Connection: close`.

/**
 * Replaces the context's body parsers with one that passes the raw stream of these JSON media types, at most
 * `limit` bytes long: what a refused request left unread is drained up to that many bytes.
 */
export function streamJsonBodies(app: FastifyInstance, limit: number, mediaTypes: readonly string[] = ['application/json']) {
  // An Idempotency-Key binds a streamed body by hashing its bytes as the handler reads them: every route of this
  // context says so, or the key layer would hash the stream object itself (a plan check sent with a key was a 500).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, idempotencyStreamLimit: limit }
  })
  app.addHook('onSend', async (request, reply, payload) => {
    releaseUnreadBody(request, reply, limit)
    return payload
  })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser([...mediaTypes], (request, payload, done) => {
    try {
      assertUtf8Charset(request)
      done(null, payload)
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}

/**
 * The request's body stream, failing with `tooLarge()` once it passes `limit` bytes (and with it whatever
 * reads it, such as an import's transaction); undefined when the request has no body.
 */
export function boundedBody(request: FastifyRequest, limit: number, tooLarge: () => ApiError): Readable | undefined {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge()
  if (request.body === undefined) return undefined
  let seen = 0
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > limit ? tooLarge() : null, chunk)
    },
  })
  // streamJsonBodies' parser hands the route the request stream as its body; no schema can type a stream.
  const source = request.body as Readable
  source.on('error', (error) => bounded.destroy(error))
  return source.pipe(bounded)
}

/** Drains the rest of a body the handler stopped reading, or closes the connection after the answer. */
function releaseUnreadBody(request: FastifyRequest, reply: FastifyReply, limit: number) {
  const raw = request.raw
  if (raw.complete || raw.destroyed) return
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    // Reading it all is not worth it: the client learns the connection ends with this answer.
    void reply.header('connection', 'close')
    return
  }
  // The reader that stopped (an import's parser, a hasher) may still be piped: its bytes go nowhere now.
  raw.unpipe()
  let drained = 0
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > limit) raw.socket.destroy() // a chunked body that goes on past the limit: no more reading
  })
  raw.resume()
}
