import fc from 'fast-check'
import { deepNesting, hostileNumber, hostileString, hostileValue, hugeString, ONE_MB } from './hostile-values.ts'
import { apply, pathParams, queryParams, type AuthChoice, type Body, type GenOptions, type GenRequest, type Mutation, type QueryPart } from './mutations.ts'
import type { Operation, Parameter } from './openapi-operations.ts'
import { semanticHints } from './semantic-hints.ts'
import { validValue } from './schema-values.ts'
import { CursorRef, IdRef, type CursorSource, type IdSource } from './wire-values.ts'

// One generated request for one operation: a valid request built from the document (real ids of the
// workspace, schema-valid parameters and body at their edges), then zero to three hostile mutations of
// one part each (mutations.ts). Starting valid matters: a request that is wrong everywhere only ever meets
// the first check.

const hints = semanticHints()

const ID_SOURCES: [IdSource, number][] = [['own_wrong_kind', 3], ['other_tenant', 3], ['own', 1]]

/** An id that should not be found: another kind of ours, another tenant's, a made-up one, or no id at all. */
export function badId(prefix: string | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...ID_SOURCES.flatMap(([s, w]) => Array<IdSource>(w).fill(s))), fc.nat()).map(([source, pick]) => new IdRef(prefix ?? 'xxx', source, pick)) },
    { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 30 }).map((s) => `${prefix ?? 'fnd'}_${s}`) },
    { weight: 1, arbitrary: fc.constantFrom('ten_0', 'xyz_3ehZXXrdK332T3KJHxfy2v', '0', '-1', 'null', 'undefined', '*', '%', '...', '~', 'a'.repeat(128), 'a'.repeat(129)) },
    { weight: 3, arbitrary: hostileString() },
    { weight: 1, arbitrary: hugeString() },
  )
}

const RAW_PATH_VALUES = ['%zz', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%00', 'a%00b', '%FF%FE', '%ED%A0%80', '..%2F..%2Fhealthz', '%252e', 'a;b=c', '%0d%0aX-Injected:%201', '%3F', '%23']
const RAW_QUERY_TAILS = ['%zz=1', 'limit=%', '=x', '&&&', 'a[b]=1', 'limit[]=1', '%00=1', 'cursor', 'limit=1&limit=2', '%ED%A0%80=x', 'x=%ED%A0%80', `pad=${'%00'.repeat(100)}`]
const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16le',
  'application/json; charset=iso-8859-1', 'application/merge-patch+json', 'APPLICATION/JSON', 'application/json;', 'application/jsonp', '*/*', '',
  'application/json, text/plain', 'application/octet-stream', 'application/json; boundary=%00',
]
const RAW_BODIES: (string | Buffer)[] = [
  '{', '{"a":', '', ' ', '\ufeff{}', 'null', '[', '{"a":1}{"b":2}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}', "{'a':1}", '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', '\u0000', Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from('{"name":"\xed\xa0\x80"}', 'latin1'), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
]
/** Code units PostgreSQL's text or json refuses, and others that change how text is shown or compared. */
export const TAINTS = ['\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\u0001', '🙂']
const taintArb = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff') }, { weight: 1, arbitrary: fc.constantFrom(...TAINTS) })
const atArb = fc.constantFrom<'start' | 'middle' | 'end'>('start', 'middle', 'end')

const EXTRA_NAMES = ['foo', 'LIMIT', 'limit[]', '__proto__', 'constructor', 'cursor ', '', ' ', 'id', 'tenant_id', 'a'.repeat(300), '\u0000']
const HEADER_NAMES = ['idempotency-key', 'accept', 'x-request-id', 'content-encoding', 'x-forwarded-for', 'cookie', 'origin', 'range', 'if-none-match', 'accept-encoding', 'x-http-method-override']

function paramValue(p: Parameter, complete = false): fc.Arbitrary<unknown> {
  // A sweep sends every parameter; its documented default keeps the request coherent (an import's format).
  if (complete && p.schema.default !== undefined) return fc.constant(p.schema.default)
  if (p.idPrefix && p.in === 'query') return hints[p.name]?.() ?? fc.nat().map((pick) => new IdRef(p.idPrefix!, 'own', pick))
  return validValue(p.schema, hints, p.name)
}

export function validRequest(op: Operation, complete = false): fc.Arbitrary<Omit<GenRequest, 'transport' | 'checkStore' | 'mutations'>> {
  const paths = pathParams(op)
  const child = paths.find((p) => p.name !== 'id' && p.idPrefix)
  const path = fc.record(Object.fromEntries(paths.map((p) => [p.name,
    p.idPrefix
      ? fc.nat().map((pick) => new IdRef(p.idPrefix!, 'own', pick, p.name === 'id' && child ? child.name : undefined))
      : validValue(p.schema, hints, p.name),
  ])))
  const query = fc.tuple(...queryParams(op).map((p) =>
    p.required || complete ? paramValue(p, complete).map((value) => [{ name: p.name, value }]) : fc.option(paramValue(p), { freq: 2 }).map((value) => value === null ? [] : [{ name: p.name, value }]),
  )).map((parts) => parts.flat() as QueryPart[])
  const headers = fc.tuple(...op.params.filter((p) => p.in === 'header').map((p) => fc.option(paramValue(p), { freq: 2 }).map((value) => [p.name, value] as const)))
    .map((entries) => Object.fromEntries(entries.filter(([, v]) => v !== null)))
  const body: fc.Arbitrary<Body> = op.body
    ? validValue(op.body.schema, hints, undefined, complete).map((value) => ({ kind: op.body!.contentType.includes('json') ? 'json' : 'form', value, contentType: op.body!.contentType }) as Body)
    : fc.constant({ kind: 'none' })
  return fc.record({ op: fc.constant(op.key), path, rawPath: fc.constant({}), query, headers, auth: fc.constant<AuthChoice>('own'), body })
}

function mutation(op: Operation): fc.Arbitrary<Mutation> {
  const families: fc.WeightedArbitrary<Mutation>[] = []
  // Weights in half-units (fast-check takes integers).
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => families.push({ weight: Math.max(1, Math.round(weight * 2)), arbitrary })
  const paths = pathParams(op)
  const queries = queryParams(op)
  if (paths.length > 0) {
    add(5, fc.constantFrom(...paths).chain((p) => badId(p.idPrefix).map((value) => ({ kind: 'path', name: p.name, value }) as Mutation)))
    add(1, fc.tuple(fc.constantFrom(...paths.map((p) => p.name)), fc.constantFrom(...RAW_PATH_VALUES)).map(([name, value]) => ({ kind: 'raw-path', name, value })))
  }
  if (queries.length > 0) {
    add(4, fc.constantFrom(...queries).chain((p) => fc.oneof(
      hostileValue(p.schema.type).map((value) => ({ kind: 'query', name: p.name, value }) as Mutation),
      fc.nat().map((variant) => ({ kind: 'query-boundary', name: p.name, variant }) as Mutation),
      ...(p.name === 'cursor' ? [fc.tuple(fc.constantFrom<CursorSource>('other_list', 'other_tenant', 'tampered', 'other_filters', 'same_list'), fc.nat())
        .map(([source, pick]) => ({ kind: 'query', name: 'cursor', value: new CursorRef(source, pick) }) as Mutation)] : []),
      ...(p.idPrefix ? [badId(p.idPrefix).map((value) => ({ kind: 'query', name: p.name, value }) as Mutation)] : []),
    )))
    add(1, fc.constantFrom(...queries.map((p) => p.name)).map((name) => ({ kind: 'query-repeat', name })))
    const required = queries.filter((p) => p.required)
    if (required.length > 0) add(1, fc.constantFrom(...required.map((p) => p.name)).map((name) => ({ kind: 'query-drop', name })))
  }
  const taintable = [...paths.map((p) => ['path', p.name] as const), ...queries.map((p) => ['query', p.name] as const), ...(op.body ? [['body', ''] as const] : [])]
  if (taintable.length > 0) {
    add(5, fc.tuple(fc.constantFrom(...taintable), fc.nat(), taintArb, atArb).map(([[where, name], pick, taint, at]) => ({ kind: 'taint', where, name, pick, taint, at }) as Mutation))
  }
  add(1, fc.tuple(fc.constantFrom(...EXTRA_NAMES), hostileValue()).map(([name, value]) => ({ kind: 'query-extra', name, value })))
  add(1, fc.constantFrom(...RAW_QUERY_TAILS).map((raw) => ({ kind: 'query-raw', raw })))
  add(0.3, fc.constant({ kind: 'query-huge' }))
  if (op.body) {
    add(6, fc.tuple(fc.nat(), hostileValue()).map(([pick, value]) => ({ kind: 'body-field', pick, value })))
    add(3, fc.tuple(fc.nat(), fc.nat()).map(([pick, variant]) => ({ kind: 'body-boundary', pick, variant })))
    add(1, fc.nat().map((pick) => ({ kind: 'body-drop', pick })))
    add(1, fc.tuple(fc.constantFrom(...EXTRA_NAMES), hostileValue()).map(([name, value]) => ({ kind: 'body-extra', name, value })))
    add(1, fc.oneof(fc.constantFrom<unknown>([], 'x', null, 0, true, [{}]), deepNesting(), hostileNumber()).map((value) => ({ kind: 'body-top', value })))
    add(1.5, fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'body-raw', text })))
    add(1.5, fc.boolean().map((keepType) => ({ kind: 'body-none', keepType })))
    add(2, fc.oneof(fc.constantFrom(...CONTENT_TYPES), hostileString()).map((value) => ({ kind: 'content-type', value })))
    add(0.5, fc.constantFrom(ONE_MB * 1.05, ONE_MB * 3).map((bytes) => ({ kind: 'body-huge', bytes: Math.round(bytes) })))
  } else {
    add(3, fc.oneof(
      fc.constantFrom<Body>({ kind: 'json', value: {}, contentType: 'application/json' }, { kind: 'json', value: { a: 1 }, contentType: 'application/json' },
        { kind: 'raw', text: '{oops', contentType: 'application/json' }, { kind: 'raw', text: 'hello', contentType: 'text/plain' },
        { kind: 'raw', text: '', contentType: 'application/json' }, { kind: 'raw', text: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
      fc.tuple(fc.constantFrom(...CONTENT_TYPES), hostileString()).map(([contentType, text]) => ({ kind: 'raw', text, contentType }) as Body),
      fc.constant<Body>({ kind: 'raw', text: `{"x":"${'a'.repeat(ONE_MB * 1.1)}"}`, contentType: 'application/json' }),
    ).map((body) => ({ kind: 'body-unwanted', body })))
  }
  add(2, fc.constantFrom<AuthChoice>('none', 'garbage', 'other_tenant', 'read_only', 'revoked', 'basic', 'lowercase', 'hostile', 'oauth_garbage', 'empty').map((value) => ({ kind: 'auth', value })))
  add(1, fc.tuple(fc.constantFrom(...HEADER_NAMES), fc.oneof(hostileString(), fc.constantFrom('gzip', 'br', 'deflate', 'DELETE', 'bytes=0-1', '*/*', 'text/csv')))
    .map(([name, value]) => ({ kind: 'header', name, value })))
  return fc.oneof(...families)
}

export function requestArbitrary(op: Operation, options: GenOptions): fc.Arbitrary<GenRequest> {
  const transport = options.transport === 'mixed'
    ? fc.oneof({ weight: 6, arbitrary: fc.constant<'inject'>('inject') }, { weight: 1, arbitrary: fc.constant<'http'>('http') })
    : fc.constant(options.transport)
  const mutations = fc.oneof(
    { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 3, arbitrary: fc.array(mutation(op), { minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.array(mutation(op), { minLength: 2, maxLength: 3 }) },
  )
  return fc.tuple(validRequest(op), mutations, transport, fc.integer({ min: 0, max: 99 })).map(([valid, list, via, dice]) =>
    list.reduce((r, m) => apply(op, r, m), { ...valid, transport: via, checkStore: dice < options.storeCheckPercent, mutations: [] } as GenRequest))
}
