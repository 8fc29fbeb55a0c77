import type { SnapshotResource } from '../resources/index.ts'

// Attributes arrive from user imports, so any value may be missing or of the wrong type. The readers here
// return `undefined` for anything that is not exactly the expected type, and every check treats
// `undefined` as "not known to be bad". Two conventions hold across the library:
//   - an absent key means "not reported"; `null` or `''` means "reported as none" (no public IP, no
//     auto-scaling group, no backup plan), which is why `isNone` is not the same as `=== undefined`;
//   - booleans must be real booleans: the string "false" is not evidence of anything.

/** The attribute bag, or an empty one when an import stored something that is not an object. */
export function attributesOf(resource: SnapshotResource): Record<string, unknown> {
  const attributes: unknown = resource?.attributes
  return attributes !== null && typeof attributes === 'object' && !Array.isArray(attributes)
    ? (attributes as Record<string, unknown>)
    : {}
}

export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** Enum-like strings compared loosely: `Pending_Deletion`, `pending-deletion` and `PendingDeletion` are one value. */
export const token = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s_-]/g, '') : undefined

/** The string elements of an array; `undefined` when the value is not an array. */
export const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined

export const isNone = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

export const below = (value: unknown, limit: number): boolean => {
  const n = num(value)
  return n !== undefined && n < limit
}

export const above = (value: unknown, limit: number): boolean => {
  const n = num(value)
  return n !== undefined && n > limit
}

/** Production-only checks read the `env` tag; anything else (or no tag) is not production. */
export function isProduction(resource: SnapshotResource): boolean {
  const tags: unknown = resource?.tags
  const env = tags !== null && typeof tags === 'object' ? (tags as Record<string, unknown>).env : undefined
  return typeof env === 'string' && ['prod', 'production'].includes(env.trim().toLowerCase())
}

/** Money for reports: finite, never negative, rounded to cents. */
export const usd = (amount: number): number => (Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : 0)

/** A port given as a number or a digit string; anything else is not a port. */
export function port(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : num(value)
  return n !== undefined && Number.isInteger(n) && n >= 0 && n <= 65535 ? n : undefined
}

/** The monthly cost the inventory reports for the resource, in USD; 0 when it reports none. */
export const monthlyCost = (resource: SnapshotResource): number => num(attributesOf(resource).monthly_cost_usd) ?? 0

/** `1.2`, `"1.0"`, `"TLSv1.1"`, `"TLS_1_2"`, `"TLS1_0"` → 1.0–1.3; `undefined` when unreadable. */
export function tlsVersion(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const match = /^(?:tls)?\s*v?[\s_-]*(\d)(?:[._-](\d))?$/.exec(value.trim().toLowerCase())
  return match ? Number(match[1]) + Number(match[2] ?? 0) / 10 : undefined
}
