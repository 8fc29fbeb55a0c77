import fc from 'fast-check'
import type { JsonSchema } from './openapi-operations.ts'

// Values from a JSON Schema (2020-12, as TypeBox emits it): valid ones biased towards the edges (exact
// minimum and maximum lengths and values, every enum member, empty optional parts), and values just outside
// it (one character too long, one below the minimum, a near-miss enum spelling). `hints` give fields whose
// validity is semantic rather than structural (a CEL expression, a webhook URL, a record id) values the
// service can accept, so that generated requests reach the code behind validation.

export type Hints = Record<string, () => fc.Arbitrary<unknown>>

const MAX_EDGE_LENGTH = 5000 // longer maxLengths (none today) are not worth a request each

const typeOf = (schema: JsonSchema): string | undefined => Array.isArray(schema.type) ? schema.type[0] : schema.type

const printable = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
const plainChar = fc.constantFrom(...'abcxyz019-_. ')

function stringOf(min: number, max: number): fc.Arbitrary<string> {
  const cap = Math.min(max, MAX_EDGE_LENGTH)
  const edges: fc.Arbitrary<string>[] = [fc.constant('a'.repeat(min)), fc.constant('z'.repeat(cap))]
  if (cap >= 2) edges.push(fc.constant('é'.repeat(Math.max(min, 1)) + '🙂'.repeat(Math.floor((cap - Math.max(min, 1)) / 2))))
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: plainChar, minLength: min, maxLength: Math.min(cap, 40) }) },
    { weight: 2, arbitrary: fc.string({ unit: printable, minLength: min, maxLength: Math.min(cap, 40) }).filter((s) => s.length <= cap) },
    { weight: 2, arbitrary: fc.oneof(...edges) },
  )
}

/** A calendar day (`format: date`): days of the last year, so that ranges built from them are mostly acceptable. */
const isoDay = () => fc.integer({ min: 0, max: 365 }).map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10))

const isoDate = () => fc.oneof(
  fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2026-01-01T00:00:00Z', '2026-01-01T00:00:00+14:00', '2026-01-01T00:00:00.123456-12:00', '1970-01-01T00:00:00.000Z', '2099-12-31T23:59:59.999Z'),
  fc.constantFrom(...DATE_TIME_EDGES),
)

/** RFC 3339 date-times at the edge of what a JavaScript Date and PostgreSQL hold: a leap second, year 0000. */
export const DATE_TIME_EDGES = ['2026-06-30T23:59:60Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59.999-14:00', '0001-01-01T00:00:00Z']

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -1e9)
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : 1e9)
  const inner = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true })
  return fc.oneof(fc.constantFrom(min, max), inner)
}

/** `complete`: every optional property present (a sweep wants every field to aim at). */
export function validValue(schema: JsonSchema, hints: Hints = {}, name?: string, complete = false): fc.Arbitrary<unknown> {
  if (name && hints[name]) return hints[name]!()
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union)) return fc.oneof(...union.map((s: JsonSchema) => validValue(s, hints, name, complete)))
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'date-time') return isoDate()
      if (schema.format === 'date') return isoDay()
      if (schema.format === 'uri') return fc.constantFrom('https://example.com/', 'http://127.0.0.1:9/x?y=1', `https://example.com/${'a'.repeat(Math.max(0, Math.min(schema.maxLength ?? 100, 5000) - 20))}`)
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity))
      return stringOf(schema.minLength ?? 0, schema.maxLength ?? 200)
    case 'integer': return numberIn(schema, true)
    case 'number': return numberIn(schema, false)
    case 'boolean': return fc.boolean()
    case 'null': return fc.constant(null)
    case 'array': return arrayOf(schema, hints, name, complete)
    case 'object': return objectOf(schema, hints, complete)
    default: return fc.jsonValue({ maxDepth: 2 })
  }
}

function arrayOf(schema: JsonSchema, hints: Hints, name?: string, complete = false): fc.Arbitrary<unknown[]> {
  const item = validValue(schema.items ?? {}, hints, name ? `${name}[]` : undefined, complete)
  const minLength = Math.max(schema.minItems ?? 0, complete ? 1 : 0)
  const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 4))
  return schema.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(item, { minLength, maxLength })
}

function objectOf(schema: JsonSchema, hints: Hints, complete = false): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, JsonSchema> = schema.properties ?? {}
  const names = Object.keys(properties)
  if (names.length === 0) {
    const extra = schema.additionalProperties
    if (extra === false) return fc.constant({})
    const value = extra && typeof extra === 'object' ? validValue(extra, hints) : fc.jsonValue({ maxDepth: 2 })
    return fc.dictionary(fc.string({ unit: plainChar, minLength: 1, maxLength: 12 }), value, { minKeys: complete ? 1 : 0, maxKeys: 4, noNullPrototype: true })
  }
  const model = Object.fromEntries(names.map((n) => [n, validValue(properties[n]!, hints, n, complete)]))
  const required: string[] = complete ? names : schema.required ?? []
  const minProperties: number = schema.minProperties ?? 0
  // minProperties with no required keys (a PATCH body): at least that many of the optional ones.
  return fc.record(model, { requiredKeys: required as never[] })
    .filter((value) => Object.keys(value).length >= minProperties) as fc.Arbitrary<Record<string, unknown>>
}

/**
 * Values just outside `schema`, deterministic so that a mutation can name one by index: every entry must be
 * refused by a faithful implementation of the schema.
 */
export function boundaryViolations(schema: JsonSchema): unknown[] {
  const out: unknown[] = []
  if (Array.isArray(schema.enum)) {
    const first = String(schema.enum[0])
    out.push(first.toUpperCase() === first ? first.toLowerCase() + '_' : first.toUpperCase(), `${first} `, `${first},${first}`, 'not_a_value', '')
    return out
  }
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union)) {
    if (!union.some((s: JsonSchema) => typeOf(s) === 'object')) out.push({})
    if (!union.some((s: JsonSchema) => typeOf(s) === 'number' || typeOf(s) === 'integer')) out.push(1)
    return out
  }
  switch (typeOf(schema)) {
    case 'string':
      if (schema.maxLength !== undefined) out.push('a'.repeat(schema.maxLength + 1), '🙂'.repeat(schema.maxLength + 1))
      if ((schema.minLength ?? 0) > 0) out.push('')
      if (schema.format === 'date-time') out.push('2026-01-01T00:00:00', '2026-13-01T00:00:00Z', 'not a date')
      if (schema.format === 'date') out.push('2026-02-30', '2026-1-01', '2026-01-01T00:00:00Z', 'not a date')
      if (schema.format === 'uri') out.push('not a uri', '://', 'http//missing-colon')
      if (schema.pattern) out.push('~', 'a,,b')
      // A comma list of named values (CsvEnum) refuses any other word; a free-form pattern (a label) may take it.
      if (schema.pattern && schema['x-values']) out.push(`${'x'.repeat(70)}`)
      out.push(1, true, null)
      break
    case 'integer':
    case 'number':
      if (schema.minimum !== undefined) out.push(schema.minimum - 1)
      if (schema.maximum !== undefined) out.push(schema.maximum + 1)
      if (typeOf(schema) === 'integer') out.push(1.5)
      out.push(String(schema.maximum ?? schema.minimum ?? 1), '1e309', null, true)
      break
    case 'boolean': out.push('true', 1, 0, null, 'yes'); break
    case 'array':
      if ((schema.minItems ?? 0) > 0) out.push([])
      if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => schema.items?.enum?.[i % schema.items.enum.length] ?? `v${i}`))
      if (schema.uniqueItems && schema.items?.enum) out.push([schema.items.enum[0], schema.items.enum[0]])
      out.push('a', {}, null)
      break
    case 'object':
      if ((schema.required ?? []).length > 0 || (schema.minProperties ?? 0) > 0) out.push({})
      out.push([], 'x', null)
      break
  }
  return out
}

/** The schema of the value at `path` inside a value of `schema` (best effort through unions). */
export function schemaAt(schema: JsonSchema, path: (string | number)[]): JsonSchema {
  let current: JsonSchema = schema
  for (const step of path) {
    const union: JsonSchema[] | undefined = current.anyOf ?? current.oneOf
    if (union) current = union.find((s) => (typeof step === 'number' ? typeOf(s) === 'array' : typeOf(s) === 'object')) ?? union[0] ?? {}
    if (typeof step === 'number') current = current.items ?? {}
    else current = current.properties?.[step] ?? (typeof current.additionalProperties === 'object' ? current.additionalProperties : {})
  }
  // A nullable leaf (`anyOf: [{type: string, format}, {type: null}]`): the branch with content.
  const union: JsonSchema[] | undefined = current.anyOf ?? current.oneOf
  return union?.find((s) => typeOf(s) !== 'null') ?? current
}

/**
 * The smallest valid value: required properties only (or the first ones a minProperties asks for), the first
 * enum member, the minimum, the shortest string; a hinted field takes its hint's first value.
 */
export function minimalValue(schema: JsonSchema, hints: Hints = {}, name?: string): unknown {
  if (name && hints[name]) return fc.sample(hints[name]!(), { seed: 1, numRuns: 1 })[0]
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum)) return schema.enum[0]
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union)) return minimalValue(union[0]!, hints, name)
  switch (typeOf(schema)) {
    case 'string': return schema.format === 'date-time' ? '2030-01-01T00:00:00.000Z' : schema.format === 'date' ? new Date().toISOString().slice(0, 10) : schema.format === 'uri' ? 'https://example.com/' : schema.pattern ? fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 1, numRuns: 1 })[0] : 'a'.repeat(Math.max(schema.minLength ?? 0, 1))
    case 'integer': case 'number': return schema.minimum ?? 0
    case 'boolean': return true
    case 'null': return null
    case 'array': return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items ?? {}, hints, name ? `${name}[]` : undefined))
    case 'object': {
      const properties: Record<string, JsonSchema> = schema.properties ?? {}
      const names = Object.keys(properties)
      const required = new Set<string>(schema.required ?? [])
      for (const n of names.slice(0, schema.minProperties ?? 0)) required.add(n)
      return Object.fromEntries([...required].map((n) => [n, minimalValue(properties[n] ?? {}, hints, n)]))
    }
    default: return {}
  }
}
