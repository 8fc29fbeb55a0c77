import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { actorOf, principalOf } from '../platform/http/auth.ts'
import { IdempotencyHeaders, idempotencyKeyOf } from '../platform/http/idempotency.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { BulkUpdate, CreateBulkUpdateBody, MAX_BULK_IDS } from './bulk-schemas.ts'
import type { createBulkUpdatesService } from './bulk-updates.ts'

const security = [{ bearerAuth: [] }]
const tags = ['findings']

/** Triage many findings at once: accepted now, applied by a background job. */
export function bulkUpdateRoutes(service: ReturnType<typeof createBulkUpdatesService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.post('/v1/findings/bulk_updates', {
      schema: {
        operationId: 'createFindingBulkUpdate', tags, security, summary: 'Triage many findings at once',
        description: [
          `The set is \`ids\` (up to ${MAX_BULK_IDS.toLocaleString('en')}; every one a finding of your tenant) or \`filter\` (the list's filters; its matches at the instant the request is accepted, however many), fixed when the request is accepted: findings that match later are not included. An empty set, or an unknown id, is 422 \`invalid_finding_selection\` and changes nothing.`,
          '`changes` are those of `PATCH /v1/findings/{id}` — `status` (with `reason`, `accepted_until`), `assignee` (a member, else 422 `invalid_assignee`), `due_at` — plus `note`, added to each finding. They are validated before acceptance.',
          'Answers 202 with the bulk update `pending` and its `Location`; a background job applies it 1,000 findings at a time. Poll `GET /v1/findings/bulk_updates/{id}`: `updated`, `unchanged` (already as asked) and `failed` (with the first 100 reasons, e.g. resolving a check\'s finding) add up to `matched` once `completed`. Each changed finding gets its history entries and a `finding.updated` event, with the caller as actor.',
          'Send `Idempotency-Key` to retry safely: a replay answers 202 with the original bulk update and `Idempotent-Replayed: true`. Requires `findings:write`.',
        ].join('\n\n'),
        headers: IdempotencyHeaders('bulk update'), body: CreateBulkUpdateBody,
        response: { 202: BulkUpdate, ...errorResponses(413, 415, 422) },
      },
      config: { scope: 'findings:write' },
    }, async (request, reply) => {
      const principal = principalOf(request)
      const { record, replayed } = await service.create(principal.tenantId, request.body, actorOf(principal), idempotencyKeyOf(request))
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(202).header('location', `/v1/findings/bulk_updates/${record.id}`).send(record)
    })

    app.get('/v1/findings/bulk_updates/:id', {
      schema: {
        operationId: 'getFindingBulkUpdate', tags, security, summary: 'A bulk update and its progress',
        description: 'Its status and counts so far; another tenant\'s is a 404. Requires `findings:read`.',
        params: IdParams('bup'),
        response: { 200: BulkUpdate, ...errorResponses(404) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.get(principalOf(request).tenantId, request.params.id))
  }
}
