import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'

// Deprecated routes announce themselves on every response (README, Versioning and compatibility): RFC 9745
// `Deprecation: @<unix seconds>`, RFC 8594 `Sunset: <HTTP-date>`, and `Link` to the reference of the operation
// (rel="deprecation") and to its replacement (rel="successor-version"). A route opts in through its schema alone
// — `deprecated: true` and the `x-` fields below, which the OpenAPI document keeps so integrators see the same
// dates — and the onRoute hook gives only those routes an onSend hook, so every other route pays nothing.

/** The least notice between a route's deprecation and its sunset, in months: a shorter one is refused at start. */
export const MIN_NOTICE_MONTHS = 6

interface DeprecatedSchema {
  deprecated?: boolean
  operationId?: string
  tags?: string[]
  description?: string
  response?: Record<string, unknown>
  'x-deprecated-at'?: string
  'x-sunset'?: string
  'x-successor'?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function parseDay(name: string, value: string) {
  const date = new Date(`${value}T00:00:00Z`)
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new Error(`${name} must be a date YYYY-MM-DD, not '${value}'`)
  return date
}

/**
 * The schema fields that deprecate a route: `since` and `sunset` are UTC days (YYYY-MM-DD) at least
 * MIN_NOTICE_MONTHS apart; `successor` is the OpenAPI path of the route that replaces it (same method).
 */
export function deprecatedRoute(options: { since: string; sunset: string; successor?: string }) {
  const since = parseDay('since', options.since)
  const sunset = parseDay('sunset', options.sunset)
  const earliest = new Date(since)
  earliest.setUTCMonth(earliest.getUTCMonth() + MIN_NOTICE_MONTHS)
  if (sunset < earliest) throw new Error(`sunset ${options.sunset} is less than ${MIN_NOTICE_MONTHS} months after ${options.since}`)
  return {
    deprecated: true as const,
    'x-deprecated-at': options.since,
    'x-sunset': options.sunset,
    ...(options.successor ? { 'x-successor': options.successor } : {}),
  }
}

const HEADER_DOCS = {
  Deprecation: { type: 'string', description: 'RFC 9745: when this operation was deprecated, `@` + Unix seconds.' },
  Sunset: { type: 'string', description: 'RFC 8594: the HTTP-date after which this operation may stop answering.' },
  Link: { type: 'string', description: 'The reference of this operation (`rel="deprecation"`) and, when there is one, the operation that replaces it (`rel="successor-version"`).' },
}

/** The successor's URL for this request: its path with this request's path parameters (none that cannot be encoded). */
function successorUrl(template: string, params: unknown) {
  try {
    return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = (params as Record<string, unknown> | undefined)?.[name]
      if (typeof value !== 'string') throw new Error('missing')
      return encodeURIComponent(value)
    })
  } catch {
    return undefined // a lone surrogate or a missing parameter: the header names no successor rather than fail
  }
}

const documented = new WeakSet<object>()

/** onRoute hook: gives a route whose schema is deprecated its headers, and documents them. */
export function announceDeprecation(route: RouteOptions) {
  const schema = route.schema as DeprecatedSchema | undefined
  if (!schema?.deprecated || !schema['x-deprecated-at'] || !schema['x-sunset']) return
  const deprecation = `@${parseDay('x-deprecated-at', schema['x-deprecated-at']).getTime() / 1000}`
  const sunset = parseDay('x-sunset', schema['x-sunset']).toUTCString()
  const reference = `</docs/#/${encodeURIComponent(schema.tags?.[0] ?? 'default')}/${encodeURIComponent(schema.operationId ?? '')}>; rel="deprecation"; type="text/html"`
  const successor = schema['x-successor']

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const next = successor ? successorUrl(successor, request.params) : undefined
    const links = [reply.getHeader('link'), reference, next ? `<${next}>; rel="successor-version"` : undefined].flat().filter(Boolean)
    void reply.header('deprecation', deprecation).header('sunset', sunset).header('link', links.join(', '))
    return payload
  }
  route.onSend = [...[route.onSend ?? []].flat(), onSend]

  // HEAD routes share their GET's schema: document it once.
  if (documented.has(schema)) return
  documented.add(schema)
  const methods = [route.method].flat().filter((m) => m !== 'HEAD').join(', ')
  schema.description = [
    `**Deprecated** since ${schema['x-deprecated-at']}; sunset ${schema['x-sunset']}, after which it may be removed.${successor ? ` Use \`${methods} ${successor}\`, which behaves the same.` : ''} Its responses carry \`Deprecation\`, \`Sunset\` and \`Link\` headers (see CHANGELOG.md).`,
    schema.description,
  ].filter(Boolean).join('\n\n')
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    const own = (response as { headers?: Record<string, unknown> }).headers
    schema.response![status] = { ...(response as object), headers: { ...own, ...HEADER_DOCS } }
  }
}
