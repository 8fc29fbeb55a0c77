import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError } from './error-codes.ts'

// A cursor is the keyset position (timestamp, id) of the last row of a page, bound to the list it came
// from: the tenant, the resource kind and its filters are hashed into the signed payload, so a cursor
// replayed against another tenant, list or filter set is refused instead of silently skipping rows.
export interface CursorPosition {
  at: Date
  id: string
}

export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  encode(scope: string, position: CursorPosition): string {
    const payload = Buffer.from(JSON.stringify([position.at.getTime(), position.id, scopeHash(scope)]))
    return `${payload.toString('base64url')}.${this.mac(payload).toString('base64url')}`
  }

  decode(scope: string, cursor: string): CursorPosition {
    const invalid = new ApiError('invalid_cursor', 'The cursor is not valid for this list; take next_cursor from the previous page of the same query.')
    const [body, mac, extra] = cursor.split('.')
    if (!body || !mac || extra !== undefined) throw invalid
    const payload = Buffer.from(body, 'base64url')
    const given = Buffer.from(mac, 'base64url')
    const expected = this.mac(payload)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid
    let parsed: unknown
    try {
      parsed = JSON.parse(payload.toString('utf8'))
    } catch {
      throw invalid
    }
    if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid
    const [ms, id, hash] = parsed
    if (typeof ms !== 'number' || typeof id !== 'string' || hash !== scopeHash(scope)) throw invalid
    return { at: new Date(ms), id }
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, 16)
  }
}

function scopeHash(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 12)
}

/** The scope string of a list query: tenant, kind and its filters in a canonical order. */
export function listScope(tenantId: string, kind: string, filters: Record<string, unknown>): string {
  const canonical = Object.keys(filters)
    .filter((k) => filters[k] !== undefined)
    .sort()
    .map((k) => [k, normalizeFilter(filters[k])])
  return JSON.stringify([tenantId, kind, canonical])
}

function normalizeFilter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return [...value].sort()
  return value
}
