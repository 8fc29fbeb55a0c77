import { Transform, type Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'
import { assertUtf8Charset } from './json-body.ts'

// Imports read their body as a stream, item by item, never whole: the context of such a route hands the raw
// body to the handler, bounded in bytes (413 in the envelope past the limit, also when the client sent no
// Content-Length and the stream simply goes on).

/** Replaces the context's body parsers with one that passes the raw stream of these JSON media types. */
export function streamJsonBodies(app: FastifyInstance, mediaTypes: readonly string[] = ['application/json']) {
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
  const source = request.body as Readable
  source.on('error', (error) => bounded.destroy(error))
  return source.pipe(bounded)
}
