import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { listMembers } from '../accounts/index.ts'
import { checkById, requirementLabels } from '../checks/index.ts'
import type { Actor } from '../findings/index.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { field, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// A finding's page (/app/findings/{id}): what it is, where, its SLA, its history and notes, and the triage
// actions — the same services as PATCH /v1/findings/{id} and the notes routes, through forms, as the member.
const FINDING_ID = /^fnd_[0-9A-Za-z]{1,40}$/
const RESOURCE_ID = /^res_[0-9A-Za-z]{1,40}$/
const HISTORY_SHOWN = 200

/** A date field (`YYYY-MM-DD`) as the end of that day in UTC; null when left empty, undefined when it is not a date. */
export function endOfDay(value: string): string | null | undefined {
  if (value === '') return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const at = new Date(`${value}T23:59:59.000Z`)
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString()
}

export function findingPages(deps: WebDeps) {
  const tenantOf = (request: FastifyRequest) => request.webSession!.membership!.tenant_id
  const actorOf = (request: FastifyRequest): Actor => ({ type: 'user', id: request.webSession!.membership!.user_id })
  const findingId = (request: FastifyRequest<PageRoute<{ id: string }>>) => {
    const { id } = request.params
    if (!FINDING_ID.test(id)) throw new ApiError('not_found', `No finding with id '${id.slice(0, 64)}' exists.`)
    return id
  }

  async function findingPage(request: FastifyRequest<PageRoute>, reply: FastifyReply, id: string, extra: Record<string, unknown> = {}, status = 200) {
    const tenantId = tenantOf(request)
    const finding = await deps.findings.get(tenantId, id)
    const [resource, history, notes, members] = await Promise.all([
      deps.resources.get(tenantId, finding.resource_id).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'not_found') return null
        throw error
      }),
      deps.findings.history(tenantId, id, { limit: HISTORY_SHOWN }),
      deps.notes.list(tenantId, id, { limit: 200 }),
      listMembers(deps.db, tenantId),
    ])
    const names = new Map(members.map((m) => [m.id, m.name]))
    // A rule being deleted is already gone from the service: the finding then shows the rule's id.
    const suppressedBy = finding.suppressed_by ? await deps.suppression.get(tenantId, finding.suppressed_by).catch(() => null) : null
    const check = checkById(finding.check_id)
    const notice = request.query.done
    return page(request, reply, 'finding', {
      title: finding.title, finding, resource, suppressedBy, history: history.data, moreHistory: history.has_more, notes: notes.data, members, names,
      // Only the frameworks that judge the resource's cloud: a GCP finding is no evidence about CIS AWS.
      controls: check ? requirementLabels(check.controls, resource?.provider) : [],
      isAdmin: request.webSession!.membership!.role === 'admin', me: request.webSession!.membership!.user_id,
      notice: notice === 'updated' ? 'Finding updated.' : notice === 'note' ? 'Note added.' : notice === 'note_deleted' ? 'Note deleted.' : undefined,
      ...extra,
    }, status)
  }

  /** Runs a change; a refusal (4xx) shows the page again with its message, anything else goes to the error page. */
  async function change(request: FastifyRequest<PageRoute<{ id: string }>>, reply: FastifyReply, work: (tenantId: string, id: string) => Promise<unknown>, done: string) {
    const id = findingId(request)
    try {
      await work(tenantOf(request), id)
      return reply.redirect(`/app/findings/${id}?done=${done}`, 303)
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500 || error.code === 'not_found') throw error
      return findingPage(request, reply, id, { error: error.message }, error.statusCode)
    }
  }

  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)

    app.get<PageRoute<{ id: string }>>('/findings/:id', (request, reply) => findingPage(request, reply, findingId(request)))

    app.post<PageRoute<{ id: string }>>('/findings/:id/assign', (request, reply) => change(request, reply, (tenantId, id) => {
      const assignee = field(request.body, 'assignee', 80)
      return deps.findings.update(tenantId, id, { assignee: assignee === '' ? null : assignee }, actorOf(request))
    }, 'updated'))

    app.post<PageRoute<{ id: string }>>('/findings/:id/due', (request, reply) => change(request, reply, async (tenantId, id) => {
      const value = field(request.body, 'due_on', 20)
      const dueAt = endOfDay(value)
      if (dueAt === undefined) throw new ApiError('invalid_parameter', 'Enter the due date as a date (YYYY-MM-DD), or leave it empty to follow the SLA policy.')
      return deps.findings.update(tenantId, id, { due_at: dueAt }, actorOf(request))
    }, 'updated'))

    app.post<PageRoute<{ id: string }>>('/findings/:id/accept', (request, reply) => change(request, reply, async (tenantId, id) => {
      const until = field(request.body, 'accepted_until', 20)
      const acceptedUntil = endOfDay(until)
      if (acceptedUntil === undefined) throw new ApiError('invalid_parameter', 'Enter the end of the acceptance as a date (YYYY-MM-DD), or leave it empty for no end.')
      const reason = field(request.body, 'reason', 2000)
      return deps.findings.update(tenantId, id, { status: 'accepted_risk', reason, accepted_until: acceptedUntil }, actorOf(request))
    }, 'updated'))

    app.post<PageRoute<{ id: string }>>('/findings/:id/reopen', (request, reply) => change(request, reply, (tenantId, id) =>
      deps.findings.update(tenantId, id, { status: 'open' }, actorOf(request)), 'updated'))

    app.post<PageRoute<{ id: string }>>('/findings/:id/notes', (request, reply) => change(request, reply, (tenantId, id) =>
      deps.notes.create(tenantId, id, { body: field(request.body, 'body', 10_001) }, actorOf(request)), 'note'))

    app.post<PageRoute<{ id: string; noteId: string }>>('/findings/:id/notes/:noteId/delete', (request, reply) => change(request, reply, (tenantId, id) => {
      const { noteId } = request.params
      return deps.notes.remove(tenantId, id, noteId.slice(0, 64), actorOf(request), request.webSession!.membership!.user_id)
    }, 'note_deleted'))

    app.get<PageRoute<{ id: string }>>('/resources/:id', async (request, reply) => {
      const { id } = request.params
      if (!RESOURCE_ID.test(id)) throw new ApiError('not_found', `No resource with id '${id.slice(0, 64)}' exists.`)
      const tenantId = tenantOf(request)
      const resource = await deps.resources.get(tenantId, id)
      const cursor = field(request.query, 'cursor', 2000)
      const findings = await deps.findings.list(tenantId, { limit: 50, resource_id: id, ...(cursor ? { cursor } : {}) })
      return page(request, reply, 'resource', {
        title: resource.name, resource, findings: findings.data,
        nextUrl: findings.next_cursor ? `/app/resources/${id}?${new URLSearchParams({ cursor: findings.next_cursor })}` : null,
      })
    })
  }
}
