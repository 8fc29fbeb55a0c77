// The operations of the served OpenAPI document, in the shape the generated suites need: every path × method,
// its parameters (with the id kind a parameter names), its request body and the responses it documents.
// Both the hostile-input suite and the cross-tenant suite start from here, so a new route is fuzzed the
// day it is documented.

export type JsonSchema = Record<string, any> // JSON Schema 2020-12 as TypeBox emits it; any: walked generically

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
  /** The id prefix this parameter takes (`fnd`, `whe`, …), when its description or name says so. */
  idPrefix?: string
}

export interface Operation {
  /** `METHOD /path/{template}`: stable across runs, used in reports and for replay. */
  key: string
  method: string
  path: string
  operationId?: string
  params: Parameter[]
  body?: { contentType: string; schema: JsonSchema; required: boolean }
  /** Status (as documented, e.g. "200") → content type → schema (undefined for a body-less response). */
  responses: Record<string, Record<string, JsonSchema | undefined>>
  secured: boolean
  /** RFC 6749 errors instead of the envelope (the OAuth token and revocation endpoints). */
  oauthErrors: boolean
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

// Query or body fields naming a record by id, when the description does not spell the prefix.
const FIELD_PREFIXES: Record<string, string> = { resource_id: 'res', audit_id: 'aud', event_id: 'evt', base: 'aud', delivery_id: 'whd' }

export function idPrefixOf(name: string, description = ''): string | undefined {
  const spelled = /prefix `([a-z]{3})_`|\(`([a-z]{3})_`|`([a-z]{3})_…?`|, with prefix `([a-z]{3})_`/.exec(description)
  const fromText = spelled?.slice(1).find(Boolean)
  return fromText ?? FIELD_PREFIXES[name]
}

export function operationsOf(doc: JsonSchema): Operation[] {
  const out: Operation[] = []
  for (const [path, item] of Object.entries<JsonSchema>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const params: Parameter[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: JsonSchema) => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        schema: p.schema ?? {},
        idPrefix: p.in === 'header' ? undefined : idPrefixOf(p.name, p.description ?? p.schema?.description ?? ''),
      }))
      const content = op.requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined
      const bodyType = content ? Object.keys(content)[0] : undefined
      const responses: Operation['responses'] = {}
      for (const [status, response] of Object.entries<JsonSchema>(op.responses ?? {})) {
        responses[status] = Object.fromEntries(Object.entries<JsonSchema>(response.content ?? {}).map(([type, media]) => [type, media.schema]))
      }
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        params,
        ...(content && bodyType ? { body: { contentType: bodyType, schema: content[bodyType]!.schema ?? {}, required: Boolean(op.requestBody.required) } } : {}),
        responses,
        secured: (op.security ?? doc.security ?? []).some((s: object) => Object.keys(s).length > 0),
        oauthErrors: path.startsWith('/oauth/'),
      })
    }
  }
  return out
}

/** The path with its `{params}` replaced by already-encoded values. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`)
    return value
  })
}
