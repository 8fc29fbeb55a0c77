// Form posts arrive as application/x-www-form-urlencoded; a field may be missing, repeated or empty.
// Pages read them through these helpers and show their own messages, so a bad form never becomes a 500.

export type FormBody = Record<string, string | string[] | undefined>

export function field(body: unknown, name: string, maxLength = 1000): string {
  const value = (body as FormBody | undefined)?.[name]
  const text = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' ? text.slice(0, maxLength) : ''
}

export function fields(body: unknown, name: string): string[] {
  const value = (body as FormBody | undefined)?.[name]
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
}

/** Keeps only the known values of a multi-valued field (unknown ones are ignored, not an error page). */
export const known = <T extends string>(values: string[], allowed: readonly T[]) => values.filter((v): v is T => (allowed as readonly string[]).includes(v))
