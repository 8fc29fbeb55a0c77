import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, ERROR_CODES, type ErrorCode } from './error-codes.ts'

// Query fields whose bad values have their own code (the spec names invalid_severity_filter).
const FIELD_CODES: Record<string, ErrorCode> = {
  limit: 'invalid_limit',
  cursor: 'invalid_cursor',
  severity: 'invalid_severity_filter',
  dimension: 'invalid_dimension_filter',
}

const FIELD_MESSAGES: Record<string, string> = {
  limit: 'limit must be an integer from 1 to 200.',
  cursor: 'The cursor is not valid for this list; take next_cursor from the previous page of the same query.',
  severity: 'The severity must be one of info, low, medium, high, critical',
  dimension: 'The dimension must be one of security, cost, architecture, compliance',
}

interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

export function toApiError(error: FastifyError & { validation?: ValidationIssue[] }, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error
  if (error.validation) return fromValidation(error.validation, error.validationContext ?? 'request', request)
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type', request.headers['content-type'] === undefined
        ? 'The request has a body but no Content-Type; send application/json.'
        : `Content-Type '${request.headers['content-type']}' is not supported; send application/json.`)
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 'The request body is larger than this route accepts.')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_json', 'The body is empty but Content-Type is application/json; send a JSON value.')
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('invalid_json', 'The request body is not valid JSON.')
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new ApiError('invalid_json', 'The request body is not valid JSON.')
  if (error.statusCode === 413) return new ApiError('payload_too_large', 'The request body is too large.')
  if (error.statusCode === 415) return new ApiError('unsupported_media_type', 'This Content-Type is not supported; send application/json.')
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('invalid_request', 'The request is malformed.')
  }
  if (isDatabaseUnavailable(error)) return new ApiError('service_unavailable', 'The database is unavailable; retry shortly.', { 'retry-after': '5' })
  return new ApiError('internal_error', 'An unexpected error occurred. Quote the request_id when you contact support.')
}

// Connection-level failures (and PostgreSQL's "cannot connect now" / "too many connections" classes) are a
// dependency outage the client can retry, not a bug: 503, not 500.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006'])

export function isDatabaseUnavailable(error: Error & { code?: string }): boolean {
  return (error.code !== undefined && UNAVAILABLE_CODES.has(error.code))
    || /^(PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/.test(error.message)
}

function fromValidation(issues: ValidationIssue[], context: string, request: FastifyRequest): ApiError {
  const issue = issues[0]
  if (!issue) return new ApiError('invalid_parameter', 'The request is invalid.')
  const field = issue.instancePath.split('/')[1]
    ?? (issue.params.additionalProperty as string | undefined)
    ?? (issue.params.missingProperty as string | undefined)
  const where = context === 'querystring' ? 'query parameter' : context === 'params' ? 'path parameter' : `${context} field`
  // A body field may name its own code (`x-error-code` in its schema, e.g. a report's `type`); its nested
  // problems (`filters.severity.0`) get that code too.
  const own = field ? fieldSchemaOf(request, context, field)?.['x-error-code'] : undefined
  const code: ErrorCode = typeof own === 'string' && own in ERROR_CODES ? own as ErrorCode : 'invalid_parameter'
  const path = issue.instancePath.split('/').slice(1).join('.')
  if (issue.keyword === 'additionalProperties' && field) {
    const unknown = path ? `${path}.${String(issue.params.additionalProperty)}` : field
    return new ApiError(path ? code : 'invalid_parameter', `Unknown ${where} '${unknown}'.`)
  }
  if (code !== 'invalid_parameter') {
    const missing = issue.keyword === 'required' && path ? `${path}.${String(issue.params.missingProperty)}` : path || field
    return new ApiError(code, `Invalid ${where} '${missing}': ${describe(issue, field!, context, request)}.`)
  }
  if (context === 'querystring' && field && FIELD_CODES[field]) {
    return new ApiError(FIELD_CODES[field], FIELD_MESSAGES[field] ?? ERROR_CODES[FIELD_CODES[field]].meaning)
  }
  if (!field) return new ApiError('invalid_parameter', `The ${context} is invalid: ${issue.message ?? 'bad value'}.`)
  return new ApiError('invalid_parameter', `Invalid ${where} '${field}': ${describe(issue, field, context, request)}.`)
}

function fieldSchemaOf(request: FastifyRequest, context: string, field: string): Record<string, unknown> | undefined {
  const schemas = request.routeOptions.schema as Record<string, { properties?: Record<string, Record<string, unknown>> }> | undefined
  return schemas?.[context]?.properties?.[field]
}

function describe(issue: ValidationIssue, field: string, context: string, request: FastifyRequest): string {
  const nested = issue.instancePath.split('/').length > 2
  const fieldSchema = nested ? undefined : fieldSchemaOf(request, context, field)
  const values = fieldSchema?.['x-values'] ?? fieldSchema?.enum
  if (Array.isArray(values)) return `must be one of ${values.join(', ')} (comma-separate several)`
  if (fieldSchema?.format === 'date-time') return 'must be an ISO 8601 date-time with a time zone, e.g. 2026-01-31T00:00:00Z'
  if (issue.keyword === 'required') return 'is required'
  if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) return `must be one of ${issue.params.allowedValues.join(', ')}`
  if (issue.keyword === 'format' && issue.params.format === 'date-time') return 'must be an ISO 8601 date-time with a time zone, e.g. 2026-01-31T00:00:00Z'
  return issue.message ?? 'bad value'
}

/**
 * @param unmatched the error for a request no route matched: such a request can still fail earlier, while
 * its body is parsed, and must then be answered as an unknown route, not as a bad body.
 */
export function registerErrorHandler(app: FastifyInstance, unmatched: (request: FastifyRequest) => ApiError): void {
  app.setErrorHandler((raw: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const error = request.is404 && !(raw instanceof ApiError) ? unmatched(request) : toApiError(raw, request)
    if (error.statusCode >= 500) request.log.error({ err: raw }, 'request failed')
    sendError(request, reply, error)
  })
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  void reply
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send({ error: { code: error.code, message: error.message, request_id: request.id, ...(error.details ? { details: error.details } : {}) } })
}

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed percent-encoding, a path
 * parameter longer than any id). They get the same envelope, request id and rate-limit accounting.
 */
export function frameworkErrorHandler(rateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) {
  return async (raw: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff')
    let error = raw.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError('not_found', 'No record has an id that long.')
      : new ApiError('invalid_request', 'The URL is malformed; check its percent-encoding.')
    try {
      await rateLimit(request, reply)
    } catch (limited) {
      if (limited instanceof ApiError) error = limited
    }
    sendError(request, reply, error)
  }
}
