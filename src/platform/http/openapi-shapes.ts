import Type from 'typebox'
import { ERROR_CODES } from './error-codes.ts'

export const ErrorEnvelope = Type.Object({
  error: Type.Object({
    code: Type.Enum(Object.keys(ERROR_CODES), { description: 'Stable machine-readable code; branch on it.' }),
    message: Type.String({ description: 'Human-readable explanation; do not parse it.' }),
    request_id: Type.String({ description: 'Identifier of the request (`req_`), also in the X-Request-Id header. Quote it to support.' }),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Specifics for some codes, e.g. `position` {offset, line, column} for `invalid_policy_expression`.' })),
  }, { additionalProperties: false }),
}, { additionalProperties: false, title: 'Error' })

const describeStatus: Record<number, string> = {
  400: 'Malformed request (`invalid_json`, `invalid_request`).',
  401: 'Missing or invalid token (`missing_token`, `invalid_token`).',
  403: 'The token lacks the scope this route needs (`insufficient_scope`).',
  404: 'No such record in your tenant (`not_found`).',
  409: 'The request conflicts with the current state of the record (see the error code).',
  413: 'Body too large (`payload_too_large`).',
  415: 'Unsupported Content-Type (`unsupported_media_type`).',
  422: 'A parameter is invalid (see the error code).',
  429: 'Rate limit exceeded (`rate_limit_exceeded`); see Retry-After.',
  500: 'Unexpected error (`internal_error`).',
  503: 'A dependency is unavailable (`service_unavailable`).',
}

const envelopes = (statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, { ...ErrorEnvelope, description: describeStatus[s] ?? 'Error.' }]))

/** Error responses of an authenticated route, for the OpenAPI document and for serialization. */
export function errorResponses(...statuses: number[]) {
  return envelopes([401, 403, ...statuses, 429, 500, 503])
}

/** Error responses of a public route: only the per-IP rate limit and server failures apply. */
export function publicErrorResponses() {
  return envelopes([429, 500])
}

export const IdParams = (prefix: string) => Type.Object({
  id: Type.String({ maxLength: 128, description: `Identifier with prefix \`${prefix}_\`.` }),
}, { additionalProperties: false })
