import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { IngestError, INGEST_FORMATS } from '../ingestion/index.ts'
import { principalOf } from '../platform/http/auth.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { boundedBody, streamJsonBodies } from '../platform/http/streamed-body.ts'
import type { createFindingImportsService } from './api.ts'
import { CreateImportQuery, FindingImport, FindingImportList, ImportFileBody, ListImportsQuery } from './schemas.ts'
import { FINDINGS_IMPORT_BODY_LIMIT_BYTES } from './service.ts'

const MiB = FINDINGS_IMPORT_BODY_LIMIT_BYTES / 1024 / 1024
const tooLarge = () => new ApiError('payload_too_large', `A findings import may be at most ${MiB} MiB; split the scan into several files (with one label each).`)
const security = [{ bearerAuth: [] }]

/** The document-level errors of a file as the API answers them: 400 for bad JSON, else 422 naming what was tried. */
function asApiError(error: IngestError): ApiError {
  if (error.problem === 'syntax') return new ApiError('invalid_json', `The file is not valid JSON: ${error.message}`)
  const apiError = new ApiError('invalid_import', error.message)
  if (error.tried.length > 0) apiError.details = { tried: error.tried }
  return apiError
}

export function findingImportsRoutes(service: ReturnType<typeof createFindingImportsService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    streamJsonBodies(app, FINDINGS_IMPORT_BODY_LIMIT_BYTES, ['application/json', 'application/sarif+json', 'application/x-ndjson', 'application/jsonl'])

    app.post('/v1/findings/imports', {
      schema: {
        operationId: 'createFindingImport', tags: ['findings'], summary: 'Import another scanner\'s findings', security,
        description: [
          `Takes the output of Prowler (OCSF JSON), Checkov, Trivy, KICS, tfsec or any SARIF 2.1.0 writer, AWS Security Hub (ASFF), Trivy JSON or Checkov JSON as it is, and turns its open problems into findings with \`check_id\` \`ext.<tool>.<rule id>\` and a \`source\`. The format is detected from the file's opening unless \`format\` is given; a file of no known shape is 422 \`invalid_import\` with \`details.tried\`: each format tried and why it did not match. How each format maps (severity, texts, resources, fingerprints): README "Findings imports".`,
          'Each finding is matched to an inventory resource by the ARN, cloud id or Terraform address the file gives; a finding that names none of the inventory gets a resource of kind `external` (with `resource.added`). Findings are deduplicated by fingerprint (the tool\'s own, else tool + rule + resource + location): importing the same file again creates nothing. The findings of the import\'s scope (the tool, or the tool and `label`) that were open or accepted and that the file no longer reports are resolved. Findings a suppression rule matches are suppressed, as audits do; accepted risks stay accepted while reported. The findings send the same events as an audit\'s (`finding.created`, `finding.severity_changed`, `finding.resolved`).',
          `The file is received whole and parsed to its end before anything is written: a file that is not JSON (400 \`invalid_json\`), breaks off, passes a bound, or whose upload is cut off changes nothing; an entry that cannot be mapped is rejected with its reason and never stops the others. At most ${MiB} MiB (413 \`payload_too_large\`).`,
          'It is then written in batches of at most 2,000 findings, each committed on its own (its findings, their history and events), so the service answers other requests between batches; the findings of the scope that the file no longer reports are resolved only after every batch has committed. Meanwhile the import is listed with `status` `running` (and `counts` of the batches written so far); its audit is `running` too, without taking the tenant\'s audit slot. An import that fails after its first batch (the database unavailable, a statement deadline, the service stopped) is recorded with `status` `failed` and `failure_reason`: what its committed batches changed stands and is counted (their events are sent), nothing absent is resolved, and importing the same file again converges (findings are matched by fingerprint). A failure before the first batch stores nothing.',
          `A statement of the import that passes the database's statement deadline while the database answers (on PostgreSQL, 5 s a statement; every statement is a batch of at most 2,000 rows, well under it) refuses the import with 413 \`payload_too_large\` saying so (naming the failed import in \`details.import_id\` when batches had been written): send smaller files; a database that does not answer is 503 \`service_unavailable\`. Imports of one tenant run one after the other: one sent while another is writing is 409 \`import_in_progress\` (retry after \`Retry-After\`); the slot of an import whose process died is free within 30 s. Answers 201 with the import record, \`completed\` (also \`GET /v1/findings/imports/{id}\`). Requires \`findings:write\`.`,
        ].join('\n\n'),
        querystring: CreateImportQuery,
        response: { 201: FindingImport, ...errorResponses(409, 413, 415) },
      },
      config: {
        scope: 'findings:write',
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: ImportFileBody } as typeof schema, url }),
      },
    }, async (request, reply) => {
      const tenantId = principalOf(request).tenantId
      const query = request.query
      const body = boundedBody(request, FINDINGS_IMPORT_BODY_LIMIT_BYTES, tooLarge)
      if (body === undefined) throw new ApiError('invalid_import', `The request has no body; send the scanner's output file (${INGEST_FORMATS.join(', ')}) as application/json.`)
      try {
        const created = await service.create(tenantId, body, query)
        void reply.code(201).header('location', `/v1/findings/imports/${created.id}`)
        return created
      } catch (error) {
        if (error instanceof IngestError) throw asApiError(error)
        throw error
      }
    })

    app.get('/v1/findings/imports', {
      schema: {
        operationId: 'listFindingImports', tags: ['findings'], summary: 'List findings imports', security,
        description: 'The tenant\'s findings imports, newest first, with their counts. Requires `findings:read`. Cursor-paginated.',
        querystring: ListImportsQuery,
        response: { 200: FindingImportList, ...errorResponses() },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.list(principalOf(request).tenantId, request.query))

    app.get('/v1/findings/imports/:id', {
      schema: {
        operationId: 'getFindingImport', tags: ['findings'], summary: 'Retrieve a findings import', security,
        description: 'One findings import: its format and tools, its scopes, counts (received, created, updated, unchanged, resolved, rejected…), skipped entries by reason and the first 100 rejected entries with their reasons. Requires `findings:read`. An id of another tenant is `not_found`.',
        params: IdParams('imp'),
        response: { 200: FindingImport, ...errorResponses(404) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.get(principalOf(request).tenantId, request.params.id))
  }
}
