import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../platform/db/database.ts'
import { principalOf } from '../../platform/http/auth.ts'
import { ApiError } from '../../platform/http/error-codes.ts'
import { errorResponses } from '../../platform/http/openapi-shapes.ts'
import { boundedBody, streamJsonBodies } from '../../platform/http/streamed-body.ts'
import { ImportDocumentError } from './parse-stream.ts'
import { ImportBody, ImportQuery, ImportResult } from './schemas.ts'
import { EmptyCompleteImport, IMPORT_BODY_LIMIT_BYTES, importInventory } from './service.ts'
import { RESERVED_SOURCE_PREFIX } from '../schemas.ts'

const tooLarge = () => new ApiError('payload_too_large', `An import body may be at most ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MiB; split the inventory into several imports.`)

export function importRoutes(db: Db) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    // This context hands the raw body stream to the handler: imports are parsed item by item, never whole.
    streamJsonBodies(app, IMPORT_BODY_LIMIT_BYTES)

    app.post('/v1/resources/imports', {
      schema: {
        operationId: 'importResources',
        tags: ['resources'],
        summary: 'Import an inventory snapshot or a Terraform state',
        description: [
          'Upserts resources by `(provider, external_id)` and answers with counts and per-item errors.',
          'Bad items are skipped and never stop the good ones, each with its error: not a valid resource, text with a NUL (U+0000) or an unpaired UTF-16 surrogate anywhere in it (tags and attributes included), objects nested more than 64 levels deep, or an `external_id` over 1024 bytes in UTF-8. A body that is not valid JSON or not UTF-8 (400 `invalid_json`), or not the shape `format` names (422 `invalid_import`), changes nothing: the import is one transaction.',
          `The body is parsed as a stream; at most ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MiB (413 \`payload_too_large\` above). Requires \`resources:write\`.`,
          'Terraform: AWS, Google and Azure types are mapped to resource kinds and the attributes the checks read; other types are kept as kind `other` and counted in `other_types`; data sources are ignored.',
          'Sources: `source=NAME` makes the document\'s resources that source\'s (the resource\'s `source`). With `complete=true` as well, the document is the whole source: once it committed, the source\'s resources it did not contain are removed (`removed`; each emits `resource.removed`, is no longer listed, is 404, and the next audit resolves its findings with resolution `resource_removed`), in batches of their own. An item that could not be stored withholds every removal (`removal_withheld`); a complete document without any resource is refused (422 `empty_complete_import`, nothing changed) unless `allow_empty=true`. Without `complete`, nothing is ever removed.',
        ].join('\n\n'),
        security: [{ bearerAuth: [] }],
        querystring: ImportQuery,
        response: { 200: ImportResult, ...errorResponses(400, 413, 415, 422) },
      },
      config: {
        scope: 'resources:write',
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: ImportBody } as typeof schema, url }),
      },
    }, async (request) => {
      const tenantId = principalOf(request).tenantId
      const { source, complete = false, allow_empty: allowEmpty = false } = request.query
      // Checked before the body is read: a refused import reads and changes nothing.
      if (source?.startsWith(RESERVED_SOURCE_PREFIX)) {
        throw new ApiError('invalid_parameter', `source: names starting with '${RESERVED_SOURCE_PREFIX}' are a cloud account's, whose collections an import must not remove; choose another name.`)
      }
      if (complete && source === undefined) {
        throw new ApiError('invalid_parameter', 'complete=true removes the resources of a source that the document does not contain: name the source (source=NAME).')
      }
      if (allowEmpty && !complete) throw new ApiError('invalid_parameter', 'allow_empty applies to a complete import only (complete=true).')
      const body = boundedBody(request, IMPORT_BODY_LIMIT_BYTES, tooLarge)
      const format = request.query.format ?? 'resources'
      // No Content-Type and no bytes: there is no document at all (a body without a Content-Type is 415).
      if (body === undefined) {
        throw new ApiError('invalid_import', format === 'terraform'
          ? 'The request has no body; send the output of `terraform show -json` as application/json.'
          : 'The request has no body; send {"resources": [...]} or a JSON array of resources as application/json.')
      }
      try {
        return await importInventory(db, tenantId, body, format, undefined, { source: source ?? null, complete, allowEmpty })
      } catch (error) {
        if (error instanceof EmptyCompleteImport) throw new ApiError('empty_complete_import', error.message)
        if (error instanceof ImportDocumentError) {
          throw new ApiError(error.problem === 'syntax' ? 'invalid_json' : 'invalid_import', error.message)
        }
        throw error
      }
    })
  }
}
