import FindMyWay from 'find-my-way'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export interface KnownRoutes {
  /** The error for a request no route answered. */
  unmatched(request: FastifyRequest): ApiError
  /** The methods some route serves at this path (none: the path is unknown). */
  allowedMethods(path: string): string[]
}

/**
 * Unknown paths get route_not_found; a known path asked with another method gets 405 with an Allow header.
 * Fastify answers both with 404, so a second router that only knows which paths exist tells them apart. A
 * path a route serves with this very method, whose handler found nothing there (a missing file under a
 * wildcard), is a 404.
 */
export function registerNotFound(app: FastifyInstance): KnownRoutes {
  const known = FindMyWay({ ignoreTrailingSlash: false })
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!known.hasRoute(method as 'GET', route.url)) known.on(method as 'GET', route.url, () => undefined)
    }
  })
  const allowedMethods = (path: string) => METHODS.filter((m) => known.find(m, path) !== null)
  const unmatched = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = allowedMethods(path)
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof METHODS)[number])) {
      return new ApiError('method_not_allowed', `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, {
        allow: allowed.join(', '),
      })
    }
    return new ApiError('route_not_found', `No route matches ${request.method} ${path}. See /v1/openapi.json for the API.`)
  }
  app.setNotFoundHandler((request) => {
    throw unmatched(request)
  })
  return { unmatched, allowedMethods }
}
