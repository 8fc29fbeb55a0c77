import pg from 'pg'

// pg's own parser for timestamptz (postgres-date) was about a tenth of the findings list's CPU time (three
// timestamps a row; bench:list profile). The text PostgreSQL sends under its default DateStyle (ISO) is
// 'YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM[:SS]]': read here digit by digit; anything else (BC dates,
// 'infinity', years before 100, which Date.UTC would map to the 1900s) goes to pg's parser.

const TIMESTAMPTZ_OID = 1184
const fallback = pg.types.getTypeParser(TIMESTAMPTZ_OID) as (text: string) => Date

function digitsAt(text: string, from: number, count: number): number {
  let value = 0
  for (let i = from; i < from + count; i++) {
    const digit = text.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return Number.NaN
    value = value * 10 + digit
  }
  return value
}

export function parseTimestamptz(text: string): Date {
  if (text.length < 22 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32
    || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return fallback(text)
  const year = digitsAt(text, 0, 4)
  let at = 19
  let millis = 0
  if (text.charCodeAt(at) === 46) { // '.': up to six digits, truncated to milliseconds as pg's parser does
    let end = at + 1
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
    const fraction = text.slice(at + 1, Math.min(end, at + 4))
    millis = digitsAt(fraction.padEnd(3, '0'), 0, 3)
    at = end
  }
  const sign = text.charCodeAt(at) === 43 ? 1 : text.charCodeAt(at) === 45 ? -1 : 0
  let offsetSeconds = digitsAt(text, at + 1, 2) * 3600
  at += 3
  if (text.charCodeAt(at) === 58) { offsetSeconds += digitsAt(text, at + 1, 2) * 60; at += 3 }
  if (text.charCodeAt(at) === 58) { offsetSeconds += digitsAt(text, at + 1, 2); at += 3 }
  const utc = Date.UTC(year, digitsAt(text, 5, 2) - 1, digitsAt(text, 8, 2), digitsAt(text, 11, 2), digitsAt(text, 14, 2), digitsAt(text, 17, 2), millis)
  if (sign === 0 || at !== text.length || year < 100 || Number.isNaN(utc) || Number.isNaN(offsetSeconds)) return fallback(text)
  return new Date(utc - sign * offsetSeconds * 1000)
}

/** For pg.Pool's `types`: timestamptz through parseTimestamptz, every other type as pg parses it. */
export const poolTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID && (format ?? 'text') === 'text') return parseTimestamptz
    return pg.types.getTypeParser(oid, format as 'text')
  },
}
