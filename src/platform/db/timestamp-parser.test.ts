import assert from 'node:assert/strict'
import { test } from 'node:test'
import pg from 'pg'
import { parseTimestamptz } from './timestamp-parser.ts'

const pgParser = pg.types.getTypeParser(1184) as (text: string) => Date

test('timestamptz text parses to the instant pg\'s own parser gives, for every form PostgreSQL writes', () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  const cases = [
    '2026-11-25 18:27:17+00', '2026-11-25 18:27:17.9+00', '2026-11-25 18:27:17.906374+00', '2026-11-25 18:27:17.906+00',
    '2026-01-01 00:00:00+05:30', '2026-01-01 00:00:00.5-03', '1999-12-31 23:59:59.999999+14', '2024-02-29 12:00:00-09:30',
    '1901-12-13 20:45:52+00:09:21', '0099-01-01 00:00:00+00', '0001-01-01 00:00:00+00', '2000-01-01 00:00:00+00 BC', 'infinity', '-infinity',
  ]
  let seed = 7
  const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n }
  for (let i = 0; i < 2000; i++) {
    const fraction = random(3) === 0 ? '' : `.${String(random(1_000_000)).padStart(6, '0').slice(0, 1 + random(6))}`
    const offset = `${random(2) ? '+' : '-'}${pad(random(15))}${random(3) === 0 ? `:${pad(random(4) * 15)}` : ''}`
    cases.push(`${pad(100 + random(9900), 4)}-${pad(1 + random(12))}-${pad(1 + random(28))} ${pad(random(24))}:${pad(random(60))}:${pad(random(60))}${fraction}${offset}`)
  }
  for (const text of cases) {
    // 'infinity' parses to a number, not a Date: compare whatever each gives.
    const instant = (value: unknown) => String(value instanceof Date ? value.getTime() : value)
    assert.equal(instant(parseTimestamptz(text)), instant(pgParser(text)), text)
  }
})

test('it is what a pool built by openStorage uses', async () => {
  const { poolTypes } = await import('./timestamp-parser.ts')
  assert.equal(poolTypes.getTypeParser(1184), parseTimestamptz)
  assert.equal(poolTypes.getTypeParser(23), pg.types.getTypeParser(23))
})
