import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { listMembers } from '../accounts/index.ts'
import { DIMENSIONS, FINDING_STATUSES, SEVERITIES, SLA_STATUSES } from '../findings/index.ts'
import { MAX_BULK_IDS, type CreateBulkUpdateBody } from '../findings/index.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { emptyMatrix, severityChartSvg, SEVERITY_COLORS, trendChartSvg, type TrendPoint } from './chart.ts'
import { endOfDay } from './finding-pages.ts'
import { field, fields, type FormBody, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

const PAGE_SIZE = 25
const MULTI = { severity: SEVERITIES, dimension: DIMENSIONS, status: FINDING_STATUSES, sla_status: SLA_STATUSES } as const
type Filters = { -readonly [K in keyof typeof MULTI]: string[] } & { assignee: string; check_id: string; suppressed: '' | 'true' | 'any' }

/** The list's filters from a query or form, and a message per unknown value (shown, not ignored). */
function readFilters(source: unknown): { filters: Filters; errors: string[] } {
  const errors: string[] = []
  const filters = { assignee: '', check_id: '', suppressed: '' } as Filters
  for (const [name, allowed] of Object.entries(MULTI) as [keyof typeof MULTI, readonly string[]][]) {
    const values = [...new Set(fields(source, name))]
    const unknown = values.filter((v) => !allowed.includes(v))
    if (unknown.length) errors.push(`Unknown ${name.replace('_', ' ')} ${unknown.map((v) => `“${v.slice(0, 40)}”`).join(', ')}: choose from ${allowed.join(', ')}.`)
    filters[name] = values.filter((v) => allowed.includes(v))
  }
  const assignee = field(source, 'assignee', 80)
  if (assignee && !/^(none|usr_[0-9A-Za-z]{1,64})$/.test(assignee)) errors.push(`Unknown assignee “${assignee.slice(0, 40)}”: choose a member, or nobody.`)
  else filters.assignee = assignee
  // A check's findings (the dashboard's top checks link here); the API answers an unknown check with none.
  filters.check_id = field(source, 'check_id', 128).replace(/[\u0000-\u001f\u007f]/g, '').trim()
  // Silenced findings are hidden unless asked for (as in the API); suppression rules link here.
  const suppressed = field(source, 'suppressed', 10)
  if (suppressed === 'true' || suppressed === 'any') filters.suppressed = suppressed
  else if (suppressed && suppressed !== 'false') errors.push(`Unknown suppressed “${suppressed.slice(0, 40)}”: choose hidden, only or shown.`)
  return { filters, errors }
}

/** The page's filters as the API's list query. */
const apiFilters = (filters: Filters) => ({
  ...(filters.severity.length ? { severity: filters.severity.join(',') } : {}),
  ...(filters.dimension.length ? { dimension: filters.dimension.join(',') } : {}),
  ...(filters.status.length ? { status: filters.status.join(',') } : {}),
  ...(filters.sla_status.length ? { sla_status: filters.sla_status.join(',') } : {}),
  ...(filters.assignee ? { assignee: filters.assignee } : {}),
  ...(filters.check_id ? { check_id: filters.check_id } : {}),
  ...(filters.suppressed ? { suppressed: filters.suppressed } : {}),
})

/** The bulk form's action as a bulk update's `changes`, or what is missing. */
function bulkChanges(body: FormBody): { changes: CreateBulkUpdateBody['changes']; error?: string } {
  switch (field(body, 'action', 20)) {
    case 'assign': {
      const assignee = field(body, 'bulk_assignee', 80)
      return { changes: { assignee: assignee === '' ? null : assignee } }
    }
    case 'accept': {
      const reason = field(body, 'bulk_reason', 2000).trim()
      if (!reason) return { changes: {}, error: 'Give the reason for accepting the risk.' }
      const until = field(body, 'bulk_until', 20)
      const acceptedUntil = endOfDay(until)
      if (acceptedUntil === undefined) return { changes: {}, error: 'Enter the end of the acceptance as a date, or leave it empty.' }
      return { changes: { status: 'accepted_risk', reason, accepted_until: acceptedUntil } }
    }
    case 'due': {
      const due = field(body, 'bulk_due', 20)
      const dueAt = endOfDay(due)
      if (dueAt === undefined) return { changes: {}, error: 'Enter the due date as a date, or leave it empty to follow the SLA policy.' }
      return { changes: { due_at: dueAt } }
    }
    case 'note': {
      const note = field(body, 'bulk_note', 10_001)
      if (!note.trim()) return { changes: {}, error: 'Write the note to add.' }
      return { changes: { note } }
    }
    default: return { changes: {}, error: 'Choose a bulk action.' }
  }
}


/** The dashboard's trend: open findings per severity at the end of each of the last `days` days, and overdue now. */
async function dashboardTrend(deps: WebDeps, tenantId: string, days: number) {
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  const stats = await deps.findings.stats(tenantId, { from, group_by: 'severity' })
  const points: TrendPoint[] = stats.buckets.map((b) => ({ start: b.start, open: Object.fromEntries(SEVERITIES.map((s) => [s, b.groups?.[s]?.open ?? 0])) as TrendPoint['open'] }))
  const caption = `Open findings by severity, last ${days} days`
  const first = stats.buckets[0]!, last = stats.buckets.at(-1)!
  const sum = (field: 'new' | 'resolved' | 'reopened') => stats.buckets.reduce((n, b) => n + b[field], 0)
  return { days, svg: trendChartSvg(points, caption), caption, overdue: stats.overdue, start: first.open, now: last.open, new: sum('new'), resolved: sum('resolved'), reopened: sum('reopened') }
}

export function findingsPages(deps: WebDeps) {
  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)

    app.get<PageRoute>('/', async (request, reply) => {
      const membership = request.webSession!.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      const summary = await deps.findings.summary(membership.tenant_id, { status: 'open' })
      const matrix = emptyMatrix()
      for (const cell of summary.counts) matrix[cell.dimension][cell.severity] += cell.count
      const audits = await deps.audits.list(membership.tenant_id, { limit: 1 })
      const trendDays = request.query.trend === '90' ? 90 : 30
      const trend = await dashboardTrend(deps, membership.tenant_id, trendDays)
      const [topChecks, topResources] = await Promise.all([
        deps.findings.groups(membership.tenant_id, { by: 'check_id', status: 'open', limit: 5 }),
        deps.findings.groups(membership.tenant_id, { by: 'resource_id', status: 'open', limit: 5 }),
      ])
      const resourceNames = new Map(await Promise.all(topResources.data.map(async (g) => {
        const resource = await deps.resources.get(membership.tenant_id, g.key!).catch(() => null)
        return [g.key, resource?.name ?? g.key] as const
      })))
      return page(request, reply, 'dashboard', {
        title: 'Dashboard', summary, matrix, chart: severityChartSvg(matrix), colors: SEVERITY_COLORS,
        trend, topChecks: topChecks.data, topResources: topResources.data.map((g) => ({ ...g, name: resourceNames.get(g.key) })),
        severities: [...SEVERITIES].reverse(), dimensions: DIMENSIONS, latestAudit: audits.data[0] ?? null,
        welcome: request.query.welcome === '1',
        joined: request.query.joined === '1',
      })
    })

    app.get('/findings', (request, reply) => listPage(request, reply))

    app.post<PageRoute<Record<string, string>, FormBody>>('/findings/bulk', async (request, reply) => {
      const membership = request.webSession!.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      const body = request.body
      const read = readFilters(body)
      const { changes, error } = bulkChanges(body)
      const ids = fields(body, 'ids').slice(0, MAX_BULK_IDS + 1)
      const everything = field(body, 'scope', 10) === 'all'
      if (error || read.errors.length || (!everything && ids.length === 0)) {
        return listPage(request, reply, { error: error ?? read.errors[0] ?? 'Select findings (or all matching ones) for the bulk action.' }, 422, read)
      }
      try {
        const created = await deps.bulkUpdates.create(membership.tenant_id, {
          ...(everything ? { filter: apiFilters(read.filters) } : { ids }), changes,
        }, { type: 'user', id: membership.user_id }, undefined)
        return reply.redirect(`/app/findings/bulk_updates/${created.record.id}`, 303)
      } catch (failure) {
        if (!(failure instanceof ApiError) || failure.statusCode >= 500) throw failure
        return listPage(request, reply, { error: failure.message }, failure.statusCode, read)
      }
    })

    app.get<PageRoute<{ id: string }>>('/findings/bulk_updates/:id', async (request, reply) => {
      const membership = request.webSession!.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      const { id } = request.params
      if (!/^bup_[0-9A-Za-z]{1,40}$/.test(id)) throw new ApiError('not_found', `No bulk update with id '${id.slice(0, 64)}' exists.`)
      const bulk = await deps.bulkUpdates.get(membership.tenant_id, id)
      return page(request, reply, 'bulk-update', { title: 'Bulk update', bulk, finished: bulk.status === 'completed' || bulk.status === 'failed' })
    })

    /** The list with its filters, rows and bulk form; `read`: filters already read (a failed bulk post shows the list it came from). */
    async function listPage(request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200, read = readFilters(request.query)) {
      const membership = request.webSession!.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      const { filters, errors } = read
      const members = await listMembers(deps.db, membership.tenant_id)
      const common = {
        title: 'Findings', filters, members, me: membership.user_id, names: new Map(members.map((m) => [m.id, m.name])),
        severities: [...SEVERITIES].reverse(), dimensions: DIMENSIONS, statuses: FINDING_STATUSES, slaStatuses: SLA_STATUSES, colors: SEVERITY_COLORS,
        error: errors.length ? errors.join(' ') : undefined, ...extra,
      }
      // A filter value the page does not know is a mistake in a link or a hand-edited address: say so.
      if (errors.length) return page(request, reply, 'findings', { ...common, findings: [], ruleNames: new Map(), nextUrl: null, firstUrl: '/app/findings' }, 422)
      const cursor = fields(request.query, 'cursor')[0]
      const list = await deps.findings.list(membership.tenant_id, { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}), ...apiFilters(filters) })
      const params = new URLSearchParams()
      for (const [key, values] of Object.entries(filters)) for (const v of [values].flat()) if (v) params.append(key, v)
      const nextUrl = list.next_cursor ? `/app/findings?${new URLSearchParams([...params, ['cursor', list.next_cursor]])}` : null
      // Silenced findings show the rule that silences them (a workspace has at most 100 rules).
      const rules = list.data.some((f) => f.suppressed_by) ? (await deps.suppression.list(membership.tenant_id, { limit: 100 })).data : []
      const ruleNames = new Map(rules.map((r) => [r.id, r.name]))
      return page(request, reply, 'findings', { ...common, findings: list.data, ruleNames, nextUrl, firstUrl: cursor ? `/app/findings?${params}` : null }, status)
    }
  }
}
