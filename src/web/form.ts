// Form posts arrive as application/x-www-form-urlencoded; a field may be missing, repeated or empty.
// Pages read them through these helpers and show their own messages, so a bad form never becomes a 500.

export type FormBody = Record<string, string | string[] | undefined>
/** A page's query string as Fastify's parser gives it: pages declare no schemas, so nothing in it is validated or coerced. */
export type PageQuery = Record<string, string | string[] | undefined>

/**
 * A page route's request, for its route generic (`app.get<PageRoute<{ id: string }>>(…)`). Pages declare no
 * schemas, so a bad link or form shows a page rather than a 400: path parameters are the router's strings, the
 * query is unvalidated, and a form is read through `field` and `fields`.
 */
export interface PageRoute<Params extends Record<string, string> = Record<string, string>, Body = unknown> {
  Params: Params
  Querystring: PageQuery
  Body: Body
}

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
