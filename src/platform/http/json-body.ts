import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'

/**
 * Objects and arrays may nest this deep in a request body. Far above any document the API defines (an
 * import's `attributes` included), and low enough that nothing downstream (JSON.stringify, jsonb, the
 * recursive comparisons of imports) can run out of stack on what a client sent.
 */
export const MAX_JSON_DEPTH = 64

/**
 * Whether JSON text nests objects/arrays deeper than `max`. A scan without recursion, so that a body of a
 * million `[` costs one pass and no stack; brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true
    } else if (c === 0x7d || c === 0x5d) {
      depth--
    }
  }
  return false
}

/** JSON is UTF-8 (RFC 8259 §8.1): a charset parameter may only say so. */
export function assertUtf8Charset(request: FastifyRequest) {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')
  if (match && !/^utf-?8$/i.test(match[1] ?? '')) {
    throw new ApiError('unsupported_media_type', `JSON bodies are UTF-8; charset '${match[1]}' is not accepted (send charset=utf-8 or none).`)
  }
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Replaces Fastify's JSON and text parsers with one JSON parser that also refuses bytes that are not UTF-8
 * and nesting deeper than MAX_JSON_DEPTH, before JSON.parse builds anything. Strings with NUL or lone
 * surrogates are refused afterwards, for every parser alike (well-formed-input.ts).
 * A `__proto__` or `constructor.prototype` key is valid JSON and is read as data, as the streamed imports read
 * it (issue 33): JSON.parse makes it an own property, which sets no prototype, and the route's schema judges it
 * like any other key (an unknown field is 422 naming it). Fastify's default refused it as "not valid JSON". Code
 * that copies a body key by key does so onto fresh objects (spread, Object.fromEntries, a null prototype).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const secureParse = app.getDefaultJsonParser('ignore', 'ignore')
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // A request no route matches is answered route_not_found / method_not_allowed, whatever its body.
    if (request.is404) return done(null, undefined)
    try {
      assertUtf8Charset(request)
      let text: string
      try {
        text = fatalUtf8.decode(body as Buffer)
      } catch {
        throw new ApiError('invalid_json', 'The request body is not valid UTF-8.')
      }
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        throw new ApiError('invalid_json', `The request body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep.`)
      }
      secureParse(request, text, done)
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}
