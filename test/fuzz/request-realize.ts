import type { Fixture } from './fuzz-fixture.ts'
import type { GenRequest } from './mutations.ts'
import { fillPath, type Operation } from './openapi-operations.ts'
import { CursorRef, encodeLoose, IdRef, jsonText, plainText, type Resolver } from './wire-values.ts'

// A generated request made concrete at the moment it is sent: ids and cursors taken from the live pool of
// the workspace whose token it carries, path, query and body encoded as a hostile client would.

const SIGNIFICANT = /^[a-z]{3}$/ // real record prefixes, not the OAuth pseudo-pools (code, pcs, redirect)

export interface Realized { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer; asOther: boolean; pathIds: Record<string, string> }

function resolver(fx: Fixture, op: Operation, asOther: boolean): Resolver {
  const own = asOther ? fx.pools.other : fx.pools.own
  const other = asOther ? fx.pools.own : fx.pools.other
  const mine = asOther ? fx.cursors.other : fx.cursors.own
  const theirs = asOther ? fx.cursors.own : fx.cursors.other
  const pickFrom = (list: string[] | undefined, pick: number, prefix: string) => list && list.length > 0 ? list[pick % list.length]! : `${prefix}_0000000000000000000000`
  return {
    id(ref: IdRef) {
      if (ref.source === 'own') return pickFrom(own.get(ref.prefix), ref.pick, ref.prefix)
      if (ref.source === 'other_tenant') return pickFrom(other.get(ref.prefix), ref.pick, ref.prefix)
      const kinds = [...own.keys()].filter((k) => k !== ref.prefix && SIGNIFICANT.test(k) && (own.get(k)?.length ?? 0) > 0).sort()
      const kind = kinds[ref.pick % kinds.length]!
      return pickFrom(own.get(kind), Math.floor(ref.pick / kinds.length), kind)
    },
    cursor(ref: CursorRef) {
      const same = mine.filter((c) => c.path === op.path && !c.filtered)
      const lists: Record<string, typeof mine> = {
        same_list: same,
        other_list: mine.filter((c) => c.path !== op.path),
        other_tenant: theirs.filter((c) => c.path === op.path),
        other_filters: mine.filter((c) => c.path === op.path && c.filtered),
        tampered: same,
      }
      const list = lists[ref.source]!
      if (list.length === 0) return 'eyJ0IjoiZmFrZSJ9.not-a-signature'
      const value = list[ref.pick % list.length]!.value
      if (ref.source !== 'tampered') return value
      const at = ref.pick % value.length
      return value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1)
    },
  }
}

export function realize(fx: Fixture, op: Operation, gen: GenRequest): Realized {
  const asOther = gen.auth === 'other_tenant'
  const resolve = resolver(fx, op, asOther)
  const pathIds: Record<string, string> = {}
  const parentLast = (v: unknown) => (v instanceof IdRef && v.parentOf ? 1 : 0)
  const ordered = Object.entries(gen.path).sort(([, x], [, y]) => parentLast(x) - parentLast(y))
  for (const [name, value] of ordered) {
    if (value instanceof IdRef && value.parentOf && value.source === 'own') {
      const child = pathIds[value.parentOf]
      const own = asOther ? fx.pools.other : fx.pools.own
      const parent = child ? fx.parents.get(child) : undefined
      pathIds[name] = parent && own.get(value.prefix)?.includes(parent) ? parent : resolve.id(value)
    } else pathIds[name] = plainText(value, resolve)
  }
  // `.` and `..` (even as %2E) are dot-segments that URL parsers — light-my-request's and every WHATWG client's —
  // resolve away before sending (RFC 3986 §5.2.4), which changes the operation: a client cannot send them
  // as an id, so the fuzz sends three dots instead.
  const segment = (value: string) => encodeLoose(/^\.{1,2}$/.test(value) ? '...' : value)
  const encodedPath = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, gen.rawPath[p.name] ?? segment(pathIds[p.name] ?? '')]))
  const query = gen.query.map((q) => 'raw' in q ? q.raw : `${encodeLoose(q.name)}=${encodeLoose(plainText(q.value, resolve))}`).join('&')
  const url = fillPath(op.path, encodedPath) + (query ? `?${query}` : '')
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(gen.headers)) headers[name] = plainText(value, resolve)
  const auth = authorization(fx, op, gen)
  if (auth !== undefined) headers.authorization = auth
  let payload: string | Buffer | undefined
  const body = gen.body
  if (body.kind === 'json') payload = jsonText(body.value, resolve)
  else if (body.kind === 'form') payload = formText(body.value, resolve)
  else if (body.kind === 'raw') payload = body.text
  if (body.contentType !== undefined) headers['content-type'] = body.contentType
  return { method: op.method, url, headers, ...(payload !== undefined ? { payload } : {}), asOther, pathIds }
}

function formText(value: unknown, resolve: Resolver): string {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof IdRef) return encodeLoose(plainText(value, resolve))
  return Object.entries(value).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeLoose(k)}=${encodeLoose(plainText(item, resolve))}`)).join('&')
}

function authorization(fx: Fixture, op: Operation, gen: GenRequest): string | undefined {
  const a = fx.a
  switch (gen.auth) {
    case 'own': return op.secured ? `Bearer ${a.token}` : undefined
    case 'none': return undefined
    case 'garbage': return `Bearer pst_${'x'.repeat(43)}`
    case 'other_tenant': return op.secured ? `Bearer ${fx.b.token}` : `Basic ${Buffer.from(`${fx.b.client.id}:${fx.b.client.secret}`).toString('base64')}`
    case 'read_only': return `Bearer ${a.readOnlyToken}`
    case 'revoked': return `Bearer ${a.revokedToken}`
    case 'basic': return `Basic ${Buffer.from(op.secured ? 'foo:bar' : `${a.client.id}:${a.client.secret}`).toString('base64')}`
    case 'lowercase': return `bearer ${a.token}`
    case 'hostile': return `Bearer pst_\u0000${'\u202e'.repeat(3)}${'a'.repeat(8000)}`
    case 'oauth_garbage': return `Bearer poa_${'y'.repeat(43)}`
    case 'empty': return 'Bearer '
  }
}

/** One line for a failure report. */
export function describe(r: Realized, gen: GenRequest): string {
  const cut = (text: string, n: number) => text.length > n ? `${text.slice(0, n)}…(${text.length} chars)` : text
  const body = r.payload === undefined ? '' : ` body=${cut(Buffer.isBuffer(r.payload) ? `bytes:${r.payload.toString('hex')}` : JSON.stringify(r.payload), 200)}`
  const type = r.headers['content-type'] !== undefined ? ` content-type=${JSON.stringify(r.headers['content-type'])}` : ''
  return `${r.method} ${cut(r.url, 200)}${type}${body} via ${gen.transport} auth=${gen.auth}; mutations: ${gen.mutations.join(' | ') || 'none'}`
}
