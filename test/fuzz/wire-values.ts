// Values that cannot be written as plain JavaScript values and stay symbolic until a request is sent:
// JSON text a serializer would never produce (1e309, 5,000 levels of nesting), and references to records
// whose ids are only known at run time (the live pool of the tenant under test).

export class RawJson {
  constructor(readonly text: string) {}
}

export class Deep {
  constructor(readonly depth: number, readonly kind: 'array' | 'object') {}
}

/** A valid value with one hostile code unit (NUL, a lone surrogate…) inserted: valid but for that byte. */
export class Tainted {
  constructor(readonly inner: unknown, readonly taint: string, readonly at: 'start' | 'middle' | 'end') {}

  text(resolver: Resolver): string {
    const text = plainText(this.inner, resolver)
    const i = this.at === 'start' ? 0 : this.at === 'end' ? text.length : Math.floor(text.length / 2)
    return text.slice(0, i) + this.taint + text.slice(i)
  }
}

export type IdSource = 'own' | 'other_tenant' | 'own_wrong_kind'

/** A record id chosen when the request is sent: `pick` indexes the live pool of that kind. */
export class IdRef {
  constructor(readonly prefix: string, readonly source: IdSource, readonly pick: number, readonly parentOf?: string) {}
}

export type CursorSource = 'same_list' | 'other_list' | 'other_tenant' | 'tampered' | 'other_filters'

export class CursorRef {
  constructor(readonly source: CursorSource, readonly pick: number) {}
}

export interface Resolver {
  id(ref: IdRef): string
  cursor(ref: CursorRef): string
}

/** JSON text of a generated value; markers become their text, references their current value. */
export function jsonText(value: unknown, resolver: Resolver): string {
  if (value instanceof RawJson) return value.text
  if (value instanceof Deep) return value.kind === 'array' ? '['.repeat(value.depth) + ']'.repeat(value.depth) : '{"a":'.repeat(value.depth) + '1' + '}'.repeat(value.depth)
  if (value instanceof IdRef) return JSON.stringify(resolver.id(value))
  if (value instanceof CursorRef) return JSON.stringify(resolver.cursor(value))
  if (value instanceof Tainted) return JSON.stringify(value.text(resolver))
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v, resolver)).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v, resolver)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The value as text for a query string, path segment or form field. */
export function plainText(value: unknown, resolver: Resolver): string {
  if (value instanceof IdRef) return resolver.id(value)
  if (value instanceof CursorRef) return resolver.cursor(value)
  if (value instanceof Tainted) return value.text(resolver)
  if (typeof value === 'string') return value
  if (value instanceof RawJson) return value.text
  return jsonText(value, resolver)
}

/**
 * Percent-encoding that a hostile client can do and encodeURIComponent refuses: a lone UTF-16 surrogate is
 * sent as its (invalid) UTF-8-style bytes, as a byte-level client would.
 */
export function encodeLoose(text: string): string {
  if (!/[\ud800-\udfff]/.test(text)) return encodeURIComponent(text)
  return text.replace(LONE_SURROGATE_OR_RUN, (part) => {
    if (part.length > 1 || !/[\ud800-\udfff]/.test(part)) return encodeURIComponent(part)
    const unit = part.charCodeAt(0)
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
  })
}

// A lone surrogate, or a run of anything else (surrogate pairs included).
const LONE_SURROGATE_OR_RUN = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|(?:[\ud800-\udbff][\udc00-\udfff]|[^\ud800-\udfff])+/g
