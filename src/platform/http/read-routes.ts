import type { FastifyInstance } from 'fastify'
import type { Static, TSchema } from 'typebox'
import { principalOf, type Scope } from './auth.ts'
import { errorResponses, IdParams } from './openapi-shapes.ts'
import type { Page } from './pagination.ts'

interface ReadRoutes<Query extends TSchema, Item> {
  /** Plural path segment and tag, e.g. `findings`. */
  collection: string
  /** Singular noun for summaries, e.g. `finding`. */
  noun: string
  prefix: string
  scope: Scope
  item: TSchema
  list: TSchema
  query: Query
  listDescription: string
  service: {
    list(tenantId: string, query: Static<Query>): Promise<Page<Item>>
    get(tenantId: string, id: string): Promise<Item>
  }
}

const pascal = (s: string) => s.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())

/** `GET /v1/{collection}` and `GET /v1/{collection}/{id}`: the same shape for every kind of record. */
export function registerReadRoutes<Query extends TSchema, Item>(app: FastifyInstance, r: ReadRoutes<Query, Item>) {
  const security = [{ bearerAuth: [] }]
  app.get(`/v1/${r.collection}`, {
    schema: {
      operationId: `list${pascal(r.collection)}`,
      tags: [r.collection],
      summary: `List ${r.collection.replaceAll('_', ' ')}`,
      description: `${r.listDescription}\n\nRequires the \`${r.scope}\` scope. Cursor-paginated, newest first.`,
      security,
      querystring: r.query,
      response: { 200: r.list, ...errorResponses(422) },
    },
    config: { scope: r.scope },
    // The query schema is this function's type parameter, whose static type Fastify's request types cannot
    // resolve (they defer it, through the type provider or a route generic alike), so a cast states it.
  }, (request) => r.service.list(principalOf(request).tenantId, request.query as Static<Query>))

  app.get<{ Params: Static<ReturnType<typeof IdParams>> }>(`/v1/${r.collection}/:id`, {
    schema: {
      operationId: `get${pascal(r.noun)}`,
      tags: [r.collection],
      summary: `Retrieve a ${r.noun.replaceAll('_', ' ')}`,
      description: `Returns one ${r.noun.replaceAll('_', ' ')} by id. Requires the \`${r.scope}\` scope. An id of another tenant is \`not_found\`.`,
      security,
      params: IdParams(r.prefix),
      response: { 200: r.item, ...errorResponses(404, 422) },
    },
    config: { scope: r.scope },
  }, (request) => r.service.get(principalOf(request).tenantId, request.params.id))
}
