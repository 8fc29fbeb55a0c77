import fc from 'fast-check'
import { Deep, RawJson } from './wire-values.ts'

// What a hostile or merely careless client sends. Each family is one the issue names: bytes the database
// refuses (NUL, lone surrogates), text that changes direction or width, megabyte strings, deep nesting,
// strings shaped like SQL, CEL, paths or headers, and numbers JSON can spell but JavaScript cannot hold.

export const ONE_MB = 1_000_000

const HOSTILE_STRINGS = [
  // Bytes PostgreSQL's text and json types refuse.
  'a\u0000b', '\u0000', '\u0000'.repeat(64), 'x\u0000',
  '\ud800', 'a\udfffb', '\udc00\ud800', 'ok\ud83d',
  // Direction, width and normalisation.
  '\u202egnp.exe', 'مرحبا بالعالم', 'עברית\u200f', '\u200b\u200c\u200d\ufeff', 'e\u0301', 'ﬁ', 'İı',
  '👩‍👩‍👧‍👦', '🔥'.repeat(50), '\u0001\u0002\u001f\u007f', '\t\n\r\v\f', ' ', '', '   leading', 'trailing   ',
  // SQL.
  "' OR '1'='1", "'; DROP TABLE findings; --", '" OR ""="', "\\'; SELECT pg_sleep(10); --", '%', '_', '%_%', '\\', '$1', '1; SELECT 1',
  "') UNION SELECT id, token_hash FROM personal_access_tokens --",
  // CEL and template injection.
  '") || true || ("', 'resource.kind == "bucket" || true', '"aaaaaaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")',
  '{{7*7}}', '${7*7}', '#{7*7}', '<script>alert(1)</script>', '<!--', ']]>', '%s%s%s%n', '{"$gt":""}',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  // Paths.
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd', '%2e%2e%2f%2e%2e%2f', '..%2F..%2F', 'file:///etc/passwd', '\\\\server\\share',
  // Headers and URLs.
  'x\r\nSet-Cookie: a=b', '\r\n\r\nHTTP/1.1 200 OK', 'x\nLocation: https://evil.example', 'javascript:alert(1)', 'http://169.254.169.254/latest/meta-data/',
  // Numbers as text.
  '1e309', 'Infinity', '-Infinity', 'NaN', '-0', '0x10', '1.5', '-1', '0', '9007199254740993', '604800', '99999999999999999999999', '1_000',
  // Dates.
  '2026-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '+275760-09-13T00:00:00.000Z', '2026-06-30T23:59:60Z',
  '2026-01-01T00:00:00', '2026-01-01', 'yesterday',
  // Booleans and nulls as text.
  'true', 'null', 'undefined', '[]', '{}',
]

/** A code unit anywhere in UTF-16, lone surrogates included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u))

export const hostileString = (): fc.Arbitrary<string> => fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((s) => s.repeat(200)) },
)

/** A megabyte of text: ASCII, multi-byte, or with a NUL at the end where only a full scan finds it. */
export const hugeString = (): fc.Arbitrary<string> => fc.constantFrom(
  'a'.repeat(ONE_MB), 'é'.repeat(ONE_MB / 2), '𝕏'.repeat(ONE_MB / 4), 'a'.repeat(ONE_MB - 1) + '\u0000', 'a'.repeat(4097), 'a'.repeat(129),
)

/** JSON numbers outside what the schema or JavaScript can represent. */
export const hostileNumber = (): fc.Arbitrary<unknown> => fc.oneof(
  fc.constantFrom<unknown>(
    new RawJson('1e309'), new RawJson('-1e309'), new RawJson('1E400'), new RawJson('-0'), new RawJson('1.0'), new RawJson('0.1e1'),
    new RawJson('123456789012345678901234567890'), -1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 0.5, 1e-300,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

export const deepNesting = (): fc.Arbitrary<Deep> => fc.tuple(fc.constantFrom(64, 1000, 5000, 20_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => new Deep(depth, kind))

/** A value of another JSON type than `type` (or of any type when the schema names none). */
export const wrongType = (type?: string): fc.Arbitrary<unknown> => {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.constantFrom('1', 'true', 'null', 'x', ''),
    number: fc.constantFrom(1, 0, -1, 1.5),
    integer: fc.constantFrom(1, 0, -7),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.constantFrom([], [1], ['a', 'b'], [null]),
    object: fc.constantFrom({}, { a: 1 }, { '': null }),
  }
  const others = Object.entries(all).filter(([name]) => name !== type && !(type === 'number' && name === 'integer') && !(type === 'integer' && name === 'number'))
  return fc.oneof(...others.map(([, arb]) => arb))
}

/** Anything hostile, for a slot whose schema we ignore. */
export const hostileValue = (type?: string): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 6, arbitrary: hostileString() },
  { weight: 3, arbitrary: wrongType(type) },
  { weight: 2, arbitrary: hostileNumber() },
  { weight: 1, arbitrary: deepNesting() },
  { weight: 1, arbitrary: hugeString() },
)
