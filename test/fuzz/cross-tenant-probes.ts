import type { Fixture } from './fuzz-fixture.ts'
import { fillPath, idPrefixOf, type Operation } from './openapi-operations.ts'
import { semanticHints } from './semantic-hints.ts'
import { minimalValue } from './schema-values.ts'
import { IdRef, jsonText, type Resolver } from './wire-values.ts'

// Requests that name records of workspace B, or records of A of the wrong kind, with A's all-scopes token,
// built from the document: every operation with a path id, every id parameter, every kind of record.
// Each carries the smallest valid body and query of its operation, so that nothing but the id stands
// between the request and the record lookup; `control` requests send A's own id of the right kind
// and must not be 404, which proves the probes reach that lookup.

export interface Probe {
  op: Operation
  label: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string
}

const hints = semanticHints()

// Kinds of record whose ids exist in both workspaces (the OAuth pseudo-pools are secrets, not ids).
const RECORD_KINDS = /^[a-z]{3}$/

/**
 * Routes whose path names an entry of the built-in catalogues (a check, a framework), the same for every tenant,
 * not a record of one (a tenant's setting of a check is tested for isolation in test/checks-api.test.ts).
 */
const CATALOGUE_ROUTES = new Set(['GET /v1/checks/{id}', 'PATCH /v1/checks/{id}', 'GET /v1/compliance/frameworks/{id}'])
export const idOperations = (fx: Fixture) => fx.operations.filter((op) => op.params.some((p) => p.in === 'path') && !CATALOGUE_ROUTES.has(op.key))

function resolverOf(fx: Fixture): Resolver {
  return {
    id: (ref: IdRef) => (ref.source === 'other_tenant' ? fx.pools.other : fx.pools.own).get(ref.prefix)?.[0] ?? `${ref.prefix}_missing`,
    cursor: () => '',
  }
}

/** A's own, consistent path ids for `op`: an endpoint and one of its own deliveries for nested routes. */
function ownPath(fx: Fixture, op: Operation): Record<string, string> {
  const values: Record<string, string> = {}
  for (const p of op.params.filter((q) => q.in === 'path')) values[p.name] = fx.pools.own.get(p.idPrefix!)?.[0] ?? 'none'
  // A nested record (a delivery, a note) under its own parent (an endpoint, a finding).
  const child = values.delivery_id ?? values.note_id
  if (child && values.id) values.id = fx.parents.get(child) ?? values.id
  return values
}

function request(fx: Fixture, op: Operation, label: string, path: Record<string, string>, extra: { query?: Record<string, string>; body?: Record<string, unknown> } = {}): Probe {
  const resolver = resolverOf(fx)
  const query = Object.fromEntries(op.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(minimalValue(p.schema, hints, p.name))]))
  Object.assign(query, extra.query)
  const qs = new URLSearchParams(query).toString()
  const url = fillPath(op.path, Object.fromEntries(Object.entries(path).map(([k, v]) => [k, encodeURIComponent(v)]))) + (qs ? `?${qs}` : '')
  const headers: Record<string, string> = { authorization: `Bearer ${fx.a.token}` }
  let payload: string | undefined
  if (op.body) {
    const body = { ...(minimalValue(op.body.schema, hints) as Record<string, unknown>), ...extra.body }
    payload = jsonText(body, resolver)
    headers['content-type'] = op.body.contentType
  }
  return { op, label, method: op.method, url, headers, ...(payload !== undefined ? { payload } : {}) }
}

/** Every id parameter of every id route, given B's id of every kind and A's ids of every other kind. */
export function foreignIdProbes(fx: Fixture): Probe[] {
  const out: Probe[] = []
  const kinds = [...fx.pools.own.keys()].filter((k) => RECORD_KINDS.test(k) && (fx.pools.own.get(k)?.length ?? 0) > 0).sort()
  for (const op of idOperations(fx)) {
    const own = ownPath(fx, op)
    const params = op.params.filter((p) => p.in === 'path')
    for (const p of params) {
      const theirs = fx.pools.other.get(p.idPrefix!) ?? []
      if (theirs.length === 0) throw new Error(`workspace B has no ${p.idPrefix} record for ${op.key}`)
      out.push(request(fx, op, `${p.name} = B's ${p.idPrefix}`, { ...own, [p.name]: theirs[0]! }))
      for (const kind of kinds.filter((k) => k !== p.idPrefix)) {
        out.push(request(fx, op, `${p.name} = A's ${kind} (wrong kind)`, { ...own, [p.name]: fx.pools.own.get(kind)![0]! }))
        const other = fx.pools.other.get(kind)?.[0]
        if (other) out.push(request(fx, op, `${p.name} = B's ${kind} (wrong kind)`, { ...own, [p.name]: other }))
      }
    }
    if (params.length > 1) {
      // Both ids B's, and a child of A under another parent of A.
      const allTheirs = Object.fromEntries(params.map((p) => [p.name, fx.pools.other.get(p.idPrefix!)![0]!]))
      const theirChild = allTheirs.delivery_id ?? allTheirs.note_id
      if (theirChild) allTheirs.id = fx.parents.get(theirChild) ?? allTheirs.id!
      out.push(request(fx, op, 'every id B\'s', allTheirs))
      const child = params.find((p) => p.name !== 'id')!
      const stranger = fx.pools.own.get(child.idPrefix!)!.find((id) => fx.parents.get(id) !== own.id)
      if (stranger) out.push(request(fx, op, `${child.name} = A's ${child.idPrefix} under another ${params[0]!.idPrefix}`, { ...own, [child.name]: stranger }))
    }
  }
  return out
}

/** A's own ids of the right kind, on the same operations: these must reach the record (not 404). */
export function controlProbes(fx: Fixture): Probe[] {
  return idOperations(fx).map((op) => request(fx, op, 'control: A\'s own ids', ownPath(fx, op)))
}

/** Query parameters and body fields that name a record, given B's id: a 2xx must reveal nothing of B. */
export function foreignFieldProbes(fx: Fixture): Probe[] {
  const out: Probe[] = []
  for (const op of fx.operations.filter((o) => o.secured)) {
    const path = ownPath(fx, op)
    for (const p of op.params.filter((q) => q.in === 'query' && q.idPrefix)) {
      const theirs = fx.pools.other.get(p.idPrefix!)?.[0]
      if (theirs) out.push(request(fx, op, `query ${p.name} = B's ${p.idPrefix}`, path, { query: { [p.name]: theirs } }))
    }
    const properties: Record<string, { description?: string }> = op.body?.schema.properties ?? {}
    for (const [name, schema] of Object.entries(properties)) {
      const prefix = idPrefixOf(name, schema.description)
      const theirs = prefix ? fx.pools.other.get(prefix)?.[0] : undefined
      if (theirs) out.push(request(fx, op, `body ${name} = B's ${prefix}`, path, { body: { [name]: theirs } }))
    }
  }
  return out
}
