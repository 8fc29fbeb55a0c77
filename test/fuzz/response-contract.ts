import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { ERROR_CODES } from '../../src/platform/http/error-codes.ts'
import type { JsonSchema, Operation } from './openapi-operations.ts'

// What every response must be, judged against the served document: never 5xx; a status the operation
// documents; a 2xx body valid against its documented schema (Ajv, JSON Schema 2020-12 as TypeBox emits);
// any other status in the envelope with a code from the closed list whose status is the one sent (or, on
// /oauth/token and /oauth/revoke, the RFC 6749 shape documented there).

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void

export interface Answer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: Buffer
}

export type FailureKind = 'server_error' | 'undocumented_status' | 'not_envelope' | 'bad_code' | 'schema' | 'content_type' | 'no_request_id' | 'store_changed' | 'healthz' | 'no_answer'

export interface Violation { kind: FailureKind; detail: string }

export function createContract() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
  addFormats(ajv)
  const compiled = new Map<JsonSchema, ValidateFunction>()
  const validator = (schema: JsonSchema) => {
    let fn = compiled.get(schema)
    if (!fn) {
      fn = ajv.compile(schema)
      compiled.set(schema, fn)
    }
    return fn
  }
  const schemaProblem = (schema: JsonSchema | undefined, value: unknown): string | null => {
    if (!schema) return null
    const validate = validator(schema)
    if (validate(value)) return null
    const e = validate.errors?.[0]
    return `${e?.instancePath || '(root)'} ${e?.message ?? 'invalid'}${e?.params ? ` ${JSON.stringify(e.params)}` : ''}`
  }

  return function check(op: Operation, answer: Answer): Violation[] {
    const out: Violation[] = []
    const { status } = answer
    const excerpt = answer.body.subarray(0, 300).toString('utf8')
    if (status >= 500) out.push({ kind: 'server_error', detail: `${status} ${excerpt}` })
    const documented = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default
    if (!documented) out.push({ kind: 'undocumented_status', detail: `${status} not in [${Object.keys(op.responses).join(', ')}]: ${excerpt}` })
    const requestId = answer.headers['x-request-id']
    if (typeof requestId !== 'string' || !/^req_/.test(requestId)) out.push({ kind: 'no_request_id', detail: `X-Request-Id: ${String(requestId)}` })
    const type = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()

    if (status >= 200 && status < 300) {
      if (!documented) return out
      const types = Object.keys(documented)
      if (types.length === 0) {
        if (answer.body.length > 0) out.push({ kind: 'content_type', detail: `${status} documents no body but got ${answer.body.length} bytes` })
        return out
      }
      if (!types.includes(type)) {
        out.push({ kind: 'content_type', detail: `${status} ${type || '(none)'} not in [${types.join(', ')}]` })
        return out
      }
      if (type === 'application/json' || type.endsWith('+json')) {
        const parsed = parseJson(answer.body)
        if (parsed.error) out.push({ kind: 'schema', detail: `${status} body is not JSON: ${excerpt}` })
        else {
          const problem = schemaProblem(documented[type], parsed.value)
          if (problem) out.push({ kind: 'schema', detail: `${status} ${problem}` })
        }
      }
      return out
    }

    const parsed = type === 'application/json' ? parseJson(answer.body) : { error: true as const }
    if (parsed.error) {
      out.push({ kind: 'not_envelope', detail: `${status} ${type || '(no content-type)'}: ${excerpt}` })
      return out
    }
    const body = parsed.value as any // any: inspected field by field below
    // The documented schema says which shape this status takes (the OAuth endpoints answer a 431, raised before
    // any route is known, in the envelope); an undocumented status is judged by the operation's own shape.
    const documentedSchema = documented?.['application/json']
    const envelopeExpected = documentedSchema ? documentedSchema.properties?.error?.type === 'object' : !op.oauthErrors
    if (!envelopeExpected) {
      const ok = body && typeof body.error === 'string' && typeof body.error_description === 'string' && typeof body.request_id === 'string'
      if (!ok) out.push({ kind: 'not_envelope', detail: `${status} not RFC 6749 §5.2: ${excerpt}` })
    } else {
      const error = body?.error
      const shaped = body && typeof body === 'object' && Object.keys(body).length === 1 && error && typeof error === 'object'
        && typeof error.code === 'string' && typeof error.message === 'string' && typeof error.request_id === 'string'
      if (!shaped) {
        out.push({ kind: 'not_envelope', detail: `${status}: ${excerpt}` })
        return out
      }
      const known = (ERROR_CODES as Record<string, { status: number }>)[error.code]
      if (!known) out.push({ kind: 'bad_code', detail: `${status} code ${error.code} is not in ERROR_CODES` })
      else if (known.status !== status) out.push({ kind: 'bad_code', detail: `${status} with code ${error.code}, which is ${known.status}` })
      if (typeof requestId === 'string' && error.request_id !== requestId) out.push({ kind: 'no_request_id', detail: `envelope ${error.request_id} ≠ header ${requestId}` })
    }
    const problem = documented ? schemaProblem(documented['application/json'], body) : null
    if (problem) out.push({ kind: 'schema', detail: `${status} ${problem}` })
    return out
  }
}

function parseJson(body: Buffer): { error: false; value: unknown } | { error: true } {
  try {
    return { error: false, value: JSON.parse(body.toString('utf8')) }
  } catch {
    return { error: true }
  }
}
