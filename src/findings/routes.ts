import { Readable } from 'node:stream'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { actorOf, principalOf } from '../platform/http/auth.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import { registerReadRoutes } from '../platform/http/read-routes.ts'
import { ExportQuery, Finding, FindingList, FindingSummary, HistoryList, FindingPageQuery, ListFindingsQuery, SummaryQuery, UpdateFindingBody } from './schemas.ts'
import type { createFindingsService } from './service.ts'
import { FindingGroupList, GroupsQuery } from './groups.ts'
import { FindingStats, StatsQuery } from './stats.ts'

const security = [{ bearerAuth: [] }]

export function findingsRoutes(service: ReturnType<typeof createFindingsService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    // Static paths first in the document; the router prefers them over /v1/findings/{id} anyway.
    app.get('/v1/findings/summary', {
      schema: {
        operationId: 'summarizeFindings', tags: ['findings'], summary: 'Count findings by severity, dimension and status', security,
        description: 'Counts of the findings matching the same filters as the list: totals per severity, dimension and status, and every non-empty severity × dimension × status cell. Requires `findings:read`.',
        querystring: SummaryQuery,
        response: { 200: FindingSummary, ...errorResponses(422) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.summary(principalOf(request).tenantId, request.query))

    app.get('/v1/findings/groups', {
      schema: {
        operationId: 'groupFindings', tags: ['findings'], summary: 'Count findings per check, resource, provider, region, kind or tag', security,
        description: 'The findings matching the same filters as the list (add `status=open` for what is outstanding), counted per group of `by`, with their counts per severity and the oldest detection. Ordered by risk — most critical findings first, then most high, medium, low and info, then by key in byte order, null last — and keyset-paginated on that order like every list. Requires `findings:read`.',
        querystring: GroupsQuery,
        response: { 200: FindingGroupList, ...errorResponses(422) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.groups(principalOf(request).tenantId, request.query))

    app.get('/v1/findings/stats', {
      schema: {
        operationId: 'findingStats', tags: ['findings'], summary: 'Findings over time: open, new, resolved, reopened per day or week, and the mean time to resolve', security,
        description: 'Exact counts per UTC day or ISO week from every stored change of the findings (not sampled): how many were open at the end of each bucket, created, resolved and reopened in it, optionally per severity, dimension or provider; the mean time from first detection to resolution per severity over the range; and how many open findings are overdue now. Ranges span at most 400 days (else 422 `invalid_date_range`, as when `from` is after `to`). Requires `findings:read`.',
        querystring: StatsQuery,
        response: { 200: FindingStats, ...errorResponses(422) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.stats(principalOf(request).tenantId, request.query))

    // The 200 is a stream of CSV or JSON Lines, which the typed instance's reply (a string, from the document's
    // schema) cannot take; the request is typed from the same schema by hand.
    instance.get<{ Querystring: ExportQuery }>('/v1/findings/export', {
      schema: {
        operationId: 'exportFindings', tags: ['findings'], summary: 'Export findings as CSV or OCSF', security,
        description: [
          'Streams every finding matching the list filters (no pagination), newest first, without holding them in memory.',
          '`csv`: RFC 4180 with a header row, UTF-8; cells that a spreadsheet would run as a formula are prefixed with `\'`.',
          '`ocsf`: JSON Lines of OCSF 1.3 events: Detection Finding (class 2004), or Compliance Finding (class 2003) for compliance findings. Requires `findings:read`.',
        ].join('\n\n'),
        querystring: ExportQuery,
        response: {
          200: { description: 'The export, as an attachment.', content: { 'text/csv': { schema: { type: 'string' } }, 'application/x-ndjson': { schema: { type: 'string' } } } },
          ...errorResponses(422),
        },
      },
      config: { scope: 'findings:read' },
    }, (request, reply) => {
      const query = request.query
      const stamp = new Date().toISOString().slice(0, 10)
      void reply
        .type(query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="findings-${stamp}.${query.format === 'csv' ? 'csv' : 'ocsf.jsonl'}"`)
      return reply.send(Readable.from(service.export(principalOf(request).tenantId, query)))
    })

    registerReadRoutes(app, {
      collection: 'findings', noun: 'finding', prefix: 'fnd', scope: 'findings:read',
      item: Finding, list: FindingList, query: ListFindingsQuery, service,
      listDescription: 'Findings of your tenant. Filter by severity, dimension, status, resource, audit, check, detection time, assignee, SLA state and due date.',
    })

    app.patch('/v1/findings/:id', {
      schema: {
        operationId: 'updateFinding', tags: ['findings'], summary: 'Triage a finding: assign it, set its due date, accept its risk, reopen or resolve it', security,
        description: [
          '`{"assignee": "usr_…"}` makes a member of the workspace the finding\'s owner (another id: 422 `invalid_assignee`); `{"assignee": null}` unassigns it.',
          '`{"due_at": "…"}` sets the due date by hand (severity and SLA policy changes then leave it alone); `{"due_at": null}` lets the SLA policy set it again.',
          '`{"status": "accepted_risk", "reason": "…", "accepted_until": "…"}` accepts a known risk: the finding stays `accepted_risk` across audits (while the problem persists) until `accepted_until`, when it reopens by itself (within a minute: a `reopened` history entry by the system and a `finding.updated` event). Also emits `finding.resolved` with resolution `accepted_risk`. `expires_at` is the deprecated name of `accepted_until`.',
          '`{"status": "open"}` reopens an accepted finding. `{"status": "resolved"}` resolves a finding no check owns (imported findings, `check_id` `ext.…`; also emits `finding.resolved`); the findings of checks and policies are resolved by the audit that no longer sees the problem, and a resolved one cannot change status by hand (both 409 `invalid_status_transition`).',
          'Fields combine (one transaction, the finding locked: concurrent changes apply one after the other); at least one is needed, and unknown or read-only fields are 422. Each change is an entry of the finding\'s history with who made it, and the whole is one `finding.updated` event with each changed field\'s `from` and `to` (a request that changes nothing writes neither). Requires `findings:write`.',
        ].join('\n\n'),
        params: IdParams('fnd'), body: UpdateFindingBody,
        response: { 200: Finding, ...errorResponses(400, 404, 409, 415, 422) },
      },
      config: { scope: 'findings:write' },
    }, (request) => service.update(principalOf(request).tenantId, request.params.id, request.body, actorOf(principalOf(request))))

    app.get('/v1/findings/:id/history', {
      schema: {
        operationId: 'listFindingHistory', tags: ['findings'], summary: 'The history of a finding', security,
        description: 'Every change of the finding, oldest first, append-only: what audits did (`created`, `severity_changed`, `resolved`, `reopened`, with the audit as actor) and what people did (`status_changed`: accepting a risk, reopening, with the member, token or OAuth client as actor). Cursor-paginated like every list. Requires `findings:read`.',
        params: IdParams('fnd'), querystring: FindingPageQuery,
        response: { 200: HistoryList, ...errorResponses(404, 422) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.history(principalOf(request).tenantId, request.params.id, request.query))
  }
}
