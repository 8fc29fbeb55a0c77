import type { Socket } from 'node:net'
import { STATUS_CODES } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { newId } from '../ids.ts'
import { ApiError } from './error-codes.ts'

/** Node's limit on the request line plus headers (its default, stated here because the API documents it). */
export const MAX_HEADER_BYTES = 16 * 1024

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request line and headers over
 * MAX_HEADER_BYTES, e.g. a 1 MiB query string; a malformed request line or header; headers that never
 * finish): the same envelope and a request id, written straight to the socket because there is no request.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const apiError = error.code === 'HPE_HEADER_OVERFLOW'
    ? new ApiError('headers_too_large', `The request line and headers exceed ${MAX_HEADER_BYTES / 1024} KiB; send a shorter query string or fewer headers.`)
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new ApiError('request_timeout', 'The request was not received in time.')
      : new ApiError('invalid_request', 'The HTTP request is malformed.')
  const requestId = newId('req')
  this.log.debug({ err: error, request_id: requestId }, 'client error')
  const body = JSON.stringify({ error: { code: apiError.code, message: apiError.message, request_id: requestId } })
  if (socket.writable) {
    socket.write([
      `HTTP/1.1 ${apiError.statusCode} ${STATUS_CODES[apiError.statusCode]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '', body,
    ].join('\r\n'))
  }
  socket.destroy(error)
}
