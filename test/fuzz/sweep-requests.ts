import fc from 'fast-check'
import { ONE_MB } from './hostile-values.ts'
import { apply, getAt, nodePaths, pathParams, queryParams, type GenOptions, type GenRequest, type Mutation } from './mutations.ts'
import type { Operation } from './openapi-operations.ts'
import { validRequest } from './request-arbitrary.ts'
import { DATE_TIME_EDGES, schemaAt } from './schema-values.ts'
import { Deep, IdRef, RawJson } from './wire-values.ts'

/**
 * The systematic part: for one operation, one request per known hostile class and per target — every path
 * and query parameter and every text field of a complete body tainted with NUL and a lone surrogate, every
 * number field as 1e309 and as a numeric string, every date-time at the edge of what a Date and PostgreSQL
 * hold (a leap second, year 0000), every object field nested 5,000 deep and given NUL keys, the body absent, not
 * JSON, of another type, over the limit, or sent where none is taken. Random generation finds the unknown;
 * this makes sure the known classes are hit on every operation in every run.
 */
export function sweepRequests(op: Operation, options: GenOptions): GenRequest[] {
  const base = { ...fc.sample(validRequest(op, true), { seed: 14, numRuns: 1 })[0]!, transport: 'inject' as const, checkStore: false, mutations: [] }
  const list: Mutation[] = []
  for (const p of pathParams(op)) {
    for (const taint of ['\u0000', '\ud800']) list.push({ kind: 'taint', where: 'path', name: p.name, pick: 0, taint, at: 'middle' })
    for (const value of ['%zz', '%00', '%ED%A0%80']) list.push({ kind: 'raw-path', name: p.name, value })
    list.push({ kind: 'path', name: p.name, value: 'a'.repeat(129) }, { kind: 'path', name: p.name, value: new IdRef(p.idPrefix ?? 'xxx', 'other_tenant', 0) })
  }
  for (const p of queryParams(op)) {
    for (const taint of ['\u0000', '\ud800']) list.push({ kind: 'taint', where: 'query', name: p.name, pick: 0, taint, at: 'end' })
    list.push({ kind: 'query-repeat', name: p.name })
    if (p.schema.format === 'date-time') for (const value of DATE_TIME_EDGES) list.push({ kind: 'query', name: p.name, value })
  }
  list.push({ kind: 'query-huge' }, { kind: 'query-raw', raw: '%zz=1' }, { kind: 'query-raw', raw: '%00=1' }, { kind: 'auth', value: 'none' })
  if (op.body) {
    const value = base.body.kind === 'json' || base.body.kind === 'form' ? base.body.value : undefined
    nodePaths(value).forEach((path, pick) => {
      const leaf = getAt(value, path)
      if (typeof leaf === 'string' && schemaAt(op.body!.schema, path).format === 'date-time') for (const edge of DATE_TIME_EDGES) list.push({ kind: 'body-field', pick, value: edge })
      if (typeof leaf === 'string' || leaf instanceof IdRef) for (const taint of ['\u0000', '\ud800']) list.push({ kind: 'taint', where: 'body', name: '', pick: stringPick(value, path), taint, at: 'end' })
      else if (typeof leaf === 'number') for (const value of [new RawJson('1e309'), String(leaf), '1e309', 'Infinity']) list.push({ kind: 'body-field', pick, value })
      else if (leaf && typeof leaf === 'object') {
        list.push({ kind: 'body-field', pick, value: new Deep(5000, Array.isArray(leaf) ? 'array' : 'object') })
        if (!Array.isArray(leaf)) list.push({ kind: 'body-field', pick, value: { 'k\u0000': 'v', 'k\ud800': 'v' } })
      }
    })
    list.push({ kind: 'body-none', keepType: false }, { kind: 'body-none', keepType: true }, { kind: 'body-raw', text: '{' }, { kind: 'body-top', value: [] },
      { kind: 'body-top', value: new Deep(5000, 'array') }, { kind: 'content-type', value: 'text/plain' }, { kind: 'body-huge', bytes: Math.round(ONE_MB * 1.05) })
  } else {
    list.push({ kind: 'body-unwanted', body: { kind: 'json', value: {}, contentType: 'application/json' } }, { kind: 'body-unwanted', body: { kind: 'raw', text: 'hello', contentType: 'text/plain' } })
  }
  return list.map((m, i) => ({ ...apply(op, base, m), checkStore: (i * options.storeCheckPercent) % 100 < options.storeCheckPercent }))
}

/** The index of `path` among the text leaves of `value` (what a body taint's `pick` counts). */
function stringPick(value: unknown, path: (string | number)[]): number {
  const leaves = nodePaths(value).filter((p) => { const v = getAt(value, p); return typeof v === 'string' || v instanceof IdRef })
  return leaves.findIndex((p) => p.join('\u0001') === path.join('\u0001'))
}
