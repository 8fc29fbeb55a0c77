import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'

// U+0000 and unpaired UTF-16 surrogates: PostgreSQL stores neither in text or jsonb (NUL is refused,
// a lone surrogate is not UTF-8), so they are refused at the door rather than by the database as a 500.
// With the u flag a correctly paired surrogate is one code point and does not match \p{Cs}.
const ILL_FORMED = /[\0\p{Cs}]/u
const ILL_FORMED_ALL = /[\0\p{Cs}]/gu

export interface IllFormed {
  /** Where, e.g. `tags.env` or `resources.3.name` ('' for the value itself). */
  path: string
  problem: string
}

const describe = (text: string) => text.includes('\0')
  ? 'contains a NUL character (U+0000), which text may not contain'
  : 'contains an unpaired UTF-16 surrogate (e.g. \\ud800 without its pair), which is not Unicode text'

/**
 * The first string (value or key) with a NUL or a lone surrogate, or the first point nested deeper than
 * `maxDepth`, in a parsed value. Walks with an explicit stack, so no input can exhaust the call stack.
 */
export function findIllFormed(value: unknown, maxDepth = Infinity): IllFormed | undefined {
  if (typeof value === 'string') return ILL_FORMED.test(value) ? { path: '', problem: describe(value) } : undefined
  if (value === null || typeof value !== 'object') return undefined
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!
    if (typeof current === 'string') {
      if (ILL_FORMED.test(current)) return { path, problem: describe(current) }
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return { path: path.length > 120 ? `${path.slice(0, 120)}…` : path, problem: `nests objects and arrays more than ${maxDepth} levels deep` }
      const entries = Array.isArray(current) ? current.entries() : Object.entries(current)
      for (const [key, child] of entries) {
        const name = String(key)
        if (ILL_FORMED.test(name)) return { path, problem: `has a key ('${name.slice(0, 60).replace(ILL_FORMED_ALL, '\uFFFD')}') that ${describe(name)}` }
        stack.push({ value: child, path: path ? `${path}.${name}` : name, depth: depth + 1 })
      }
    }
  }
  return undefined
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false
  return true
}

const PARTS = [['params', 'path parameter'], ['query', 'query parameter'], ['body', 'body field']] as const

/**
 * Before any validation or handler: path parameters, query string and parsed body (JSON or form) must be
 * well-formed text. Runs after authentication (onRequest), so an anonymous caller still gets 401 first.
 */
export function registerWellFormedInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.is404) return
    for (const [part, where] of PARTS) {
      const value = request[part]
      // Most requests have no parameters, query or body at all: nothing to walk.
      if (value === undefined || value === null || (typeof value === 'object' && isEmpty(value))) continue
      // An import's body is a stream at this point; its items are checked one by one as they are parsed.
      if (typeof value === 'object' && typeof (value as { pipe?: unknown }).pipe === 'function') continue
      const found = findIllFormed(value)
      if (found) {
        const field = found.path ? `${where} '${found.path}'` : 'body'
        throw new ApiError('invalid_parameter', `Invalid ${field}: it ${found.problem}.`)
      }
    }
  })
}
