import { ONE_MB } from './hostile-values.ts'
import type { Operation } from './openapi-operations.ts'
import { boundaryViolations, schemaAt } from './schema-values.ts'
import { CursorRef, Deep, IdRef, Tainted } from './wire-values.ts'

// A generated request, and the mutations that make it hostile. Mutations are data, applied here, so that a
// failure report says exactly what was changed from a valid request.

export type AuthChoice = 'own' | 'none' | 'garbage' | 'other_tenant' | 'read_only' | 'revoked' | 'basic' | 'lowercase' | 'hostile' | 'oauth_garbage' | 'empty'

export type Body =
  | { kind: 'none'; contentType?: string }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'form'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string | Buffer; contentType?: string }

export type QueryPart = { name: string; value: unknown } | { raw: string }

export interface GenRequest {
  op: string
  path: Record<string, unknown>
  /** Path values sent without percent-encoding (bad encodings a client library would never produce). */
  rawPath: Record<string, string>
  query: QueryPart[]
  headers: Record<string, unknown>
  auth: AuthChoice
  body: Body
  transport: 'inject' | 'http'
  /** Snapshot the tenant's records around this request; a refusal must leave them unchanged. */
  checkStore: boolean
  mutations: string[]
}

export interface GenOptions {
  transport: 'inject' | 'http' | 'mixed'
  /** Percentage of requests whose refusal is checked against a snapshot of the store. */
  storeCheckPercent: number
}

export type Mutation =
  | { kind: 'path'; name: string; value: unknown }
  | { kind: 'raw-path'; name: string; value: string }
  | { kind: 'query'; name: string; value: unknown }
  | { kind: 'query-boundary'; name: string; variant: number }
  | { kind: 'query-extra'; name: string; value: unknown }
  | { kind: 'query-repeat'; name: string }
  | { kind: 'query-drop'; name: string }
  | { kind: 'query-raw'; raw: string }
  | { kind: 'query-huge' }
  | { kind: 'body-field'; pick: number; value: unknown }
  | { kind: 'body-boundary'; pick: number; variant: number }
  | { kind: 'body-drop'; pick: number }
  | { kind: 'body-extra'; name: string; value: unknown }
  | { kind: 'body-top'; value: unknown }
  | { kind: 'body-raw'; text: string | Buffer }
  | { kind: 'body-none'; keepType: boolean }
  | { kind: 'content-type'; value: string }
  | { kind: 'body-huge'; bytes: number }
  | { kind: 'body-unwanted'; body: Body }
  | { kind: 'auth'; value: AuthChoice }
  | { kind: 'header'; name: string; value: unknown }
  | { kind: 'taint'; where: 'path' | 'query' | 'body'; name: string; pick: number; taint: string; at: 'start' | 'middle' | 'end' }

export const queryParams = (op: Operation) => op.params.filter((p) => p.in === 'query')
export const pathParams = (op: Operation) => op.params.filter((p) => p.in === 'path')

/** Every node below the root of a generated body, as a path of keys and indexes. */
export function nodePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value instanceof IdRef || value instanceof CursorRef || value instanceof Deep) return []
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...nodePaths(v, [...prefix, i])])
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...nodePaths(v, [...prefix, k])])
  return []
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) } // any: a generic JSON container
  const [head, ...rest] = path
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1)
    else delete copy[head!]
  } else copy[head!] = setAt(copy[head!], rest, value, remove)
  return copy
}

const label = (m: Mutation): string => {
  const short = (v: unknown) => {
    const text = typeof v === 'string' ? JSON.stringify(v) : v instanceof IdRef ? `id(${v.source} ${v.prefix})` : v instanceof CursorRef ? `cursor(${v.source})`
      : v instanceof Deep ? `deep(${v.kind} ${v.depth})` : JSON.stringify(v) ?? String(v)
    return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text
  }
  switch (m.kind) {
    case 'path': case 'query': case 'query-extra': case 'body-extra': case 'header': return `${m.kind} ${m.name}=${short(m.value)}`
    case 'raw-path': return `raw-path ${m.name}=${m.value}`
    case 'query-boundary': return `query-boundary ${m.name}#${m.variant}`
    case 'query-repeat': case 'query-drop': return `${m.kind} ${m.name}`
    case 'query-raw': return `query-raw ${short(m.raw)}`
    case 'query-huge': return 'query-huge 1 MB'
    case 'body-field': return `body-field #${m.pick}=${short(m.value)}`
    case 'body-boundary': return `body-boundary #${m.pick}/${m.variant}`
    case 'body-drop': return `body-drop #${m.pick}`
    case 'body-top': return `body-top ${short(m.value)}`
    case 'body-raw': return `body-raw ${short(Buffer.isBuffer(m.text) ? `bytes:${m.text.toString('hex')}` : m.text)}`
    case 'body-none': return `body-none${m.keepType ? ' (content-type kept)' : ''}`
    case 'content-type': return `content-type ${short(m.value)}`
    case 'body-huge': return `body-huge ${m.bytes} bytes`
    case 'body-unwanted': return `body-unwanted ${m.body.kind === 'raw' ? short(m.body.text) : short((m.body as { value?: unknown }).value)}`
    case 'auth': return `auth ${m.value}`
    case 'taint': return `taint ${m.where} ${m.where === 'body' ? `#${m.pick}` : m.name} with ${JSON.stringify(m.taint)} at ${m.at}`
  }
}

export function apply(op: Operation, request: GenRequest, m: Mutation): GenRequest {
  const r: GenRequest = { ...request, mutations: [...request.mutations, label(m)] }
  const bodyValue = r.body.kind === 'json' || r.body.kind === 'form' ? r.body.value : undefined
  const withBody = (value: unknown) => ({ ...r, body: { ...(r.body as { kind: 'json'; contentType: string }), value } })
  switch (m.kind) {
    case 'path': return { ...r, path: { ...r.path, [m.name]: m.value }, rawPath: Object.fromEntries(Object.entries(r.rawPath).filter(([k]) => k !== m.name)) }
    case 'raw-path': return { ...r, rawPath: { ...r.rawPath, [m.name]: m.value } }
    case 'query': return { ...r, query: [...r.query.filter((q) => !('name' in q) || q.name !== m.name), { name: m.name, value: m.value }] }
    case 'query-boundary': {
      const schema = op.params.find((p) => p.name === m.name)?.schema ?? {}
      const options = boundaryViolations(schema)
      return options.length === 0 ? r : { ...r, query: [...r.query.filter((q) => !('name' in q) || q.name !== m.name), { name: m.name, value: options[m.variant % options.length] }] }
    }
    case 'query-extra': return { ...r, query: [...r.query, { name: m.name, value: m.value }] }
    case 'query-repeat': {
      const existing = r.query.find((q) => 'name' in q && q.name === m.name) as { name: string; value: unknown } | undefined
      const value = existing?.value ?? '1'
      return { ...r, query: [...r.query.filter((q) => !('name' in q) || q.name !== m.name), { name: m.name, value }, { name: m.name, value }] }
    }
    case 'query-drop': return { ...r, query: r.query.filter((q) => !('name' in q) || q.name !== m.name) }
    case 'query-raw': return { ...r, query: [...r.query, { raw: m.raw }] }
    case 'query-huge': return { ...r, query: [...r.query, { name: queryParams(op)[0]?.name ?? 'q', value: 'a'.repeat(ONE_MB) }] }
    case 'body-field': case 'body-boundary': case 'body-drop': {
      if (bodyValue === undefined) return r
      const candidates = nodePaths(bodyValue)
      if (candidates.length === 0) return m.kind === 'body-drop' ? r : withBody(m.kind === 'body-field' ? m.value : boundaryViolations(op.body!.schema)[0] ?? null)
      const path = candidates[m.pick % candidates.length]!
      if (m.kind === 'body-drop') return withBody(setAt(bodyValue, path, undefined, true))
      if (m.kind === 'body-field') return withBody(setAt(bodyValue, path, m.value))
      const options = boundaryViolations(schemaAt(op.body!.schema, path))
      return options.length === 0 ? r : withBody(setAt(bodyValue, path, options[m.variant % options.length]))
    }
    case 'body-extra':
      return bodyValue && typeof bodyValue === 'object' && !Array.isArray(bodyValue) ? withBody({ ...(bodyValue as object), [m.name]: m.value }) : r
    case 'body-top': return withBody(m.value)
    case 'body-raw': return { ...r, body: { kind: 'raw', text: m.text, contentType: op.body?.contentType ?? 'application/json' } }
    case 'body-none': return { ...r, body: { kind: 'none', ...(m.keepType ? { contentType: op.body?.contentType ?? 'application/json' } : {}) } }
    case 'content-type':
      return r.body.kind === 'none' ? r : { ...r, body: { ...r.body, contentType: m.value } as Body }
    case 'body-huge': {
      const filler = 'a'.repeat(m.bytes)
      return { ...r, body: { kind: 'raw', text: op.body?.contentType.includes('json') === false ? `x=${filler}` : `{"x":"${filler}"}`, contentType: op.body?.contentType ?? 'application/json' } }
    }
    case 'body-unwanted': return { ...r, body: m.body }
    case 'auth': return { ...r, auth: m.value }
    case 'header': return { ...r, headers: { ...r.headers, [m.name]: m.value } }
    case 'taint': {
      if (m.where === 'path') return { ...r, path: { ...r.path, [m.name]: new Tainted(r.path[m.name], m.taint, m.at) } }
      if (m.where === 'query') {
        const existing = r.query.find((q) => 'name' in q && q.name === m.name) as { value: unknown } | undefined
        return { ...r, query: [...r.query.filter((q) => !('name' in q) || q.name !== m.name), { name: m.name, value: new Tainted(existing?.value ?? 'x', m.taint, m.at) }] }
      }
      if (bodyValue === undefined) return r
      const leaves = nodePaths(bodyValue).filter((path) => { const v = getAt(bodyValue, path); return typeof v === 'string' || v instanceof IdRef })
      // No text in the body: the key of an object gets the taint instead.
      if (leaves.length === 0) return bodyValue && typeof bodyValue === 'object' && !Array.isArray(bodyValue) ? withBody({ ...(bodyValue as object), [`k${m.taint}`]: 'v' }) : r
      const path = leaves[m.pick % leaves.length]!
      return withBody(setAt(bodyValue, path, new Tainted(getAt(bodyValue, path), m.taint, m.at)))
    }
  }
}

export function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown> | undefined)?.[step], root)
}

