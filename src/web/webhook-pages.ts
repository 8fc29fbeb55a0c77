import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { EVENT_TYPES } from '../events/index.ts'
import { SEVERITIES } from '../findings/index.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { MAX_ENDPOINTS_PER_TENANT, MAX_URL_LENGTH } from '../webhooks/index.ts'
import { assertValidFilter, countFilterMatches, FILTER_PREVIEW_DEADLINE_MS } from '../webhooks/index.ts'
import { MAX_EXPRESSION_LENGTH } from '../policies/index.ts'
import { field, fields, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// Settings → Developer → Webhooks: the same services as /v1/webhook_endpoints, through forms.
const BASE = '/app/settings/developer/webhooks'
const ID = /^whe_[0-9A-Za-z]{1,40}$/

interface EndpointForm { url: string; description: string; events: string[]; min_severity: string }

/** The form's fields checked against the API's own rules, or the first problem per field. */
function readForm(body: unknown): { values: EndpointForm; errors: Record<string, string> } {
  const values = {
    url: field(body, 'url', MAX_URL_LENGTH + 1).trim(), description: field(body, 'description', 501).trim(),
    events: fields(body, 'events'), min_severity: field(body, 'min_severity', 20),
  }
  const errors: Record<string, string> = {}
  if (!values.url) errors.url = 'Enter the URL that should receive the events.'
  else if (values.url.length > MAX_URL_LENGTH) errors.url = `The URL is longer than ${MAX_URL_LENGTH} characters.`
  else if (!URL.canParse(values.url)) errors.url = 'Enter a full URL, such as https://hooks.example.com/posture.'
  if (values.description.length > 500) errors.description = 'Keep the description under 500 characters.'
  const allowed = ['*', ...EVENT_TYPES] as string[]
  if (values.events.length === 0) errors.events = 'Choose at least one event type, or all events.'
  else if (values.events.some((e) => !allowed.includes(e))) errors.events = 'Choose event types from the list.'
  if (values.min_severity && !(SEVERITIES as readonly string[]).includes(values.min_severity)) errors.min_severity = 'Choose a severity from the list.'
  return { values, errors }
}

export function webhookPages(deps: WebDeps) {
  const tenantOf = (request: FastifyRequest) => request.webSession!.membership!.tenant_id
  const actorOf = (request: FastifyRequest) => request.webSession!.membership!.user_id

  async function listPage(request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200) {
    const endpoints = await deps.webhooks.list(tenantOf(request), { limit: MAX_ENDPOINTS_PER_TENANT })
    return page(request, reply, 'webhooks', {
      title: 'Webhooks', endpoints: endpoints.data, eventTypes: EVENT_TYPES, severities: SEVERITIES, max: MAX_ENDPOINTS_PER_TENANT,
      values: { url: '', description: '', events: ['*'], min_severity: '' }, errors: {}, ...extra,
    }, status)
  }

  async function endpointPage(request: FastifyRequest<PageRoute>, reply: FastifyReply, id: string, extra: Record<string, unknown> = {}, status = 200) {
    const tenantId = tenantOf(request)
    const endpoint = await deps.webhooks.get(tenantId, id)
    const cursor = fields(request.query, 'cursor')[0]
    const deliveries = await deps.webhookDeliveries.list(tenantId, id, { limit: 20, ...(cursor ? { cursor } : {}) })
    return page(request, reply, 'webhook', {
      title: `Webhook ${endpoint.url}`, endpoint, deliveries: deliveries.data, eventTypes: EVENT_TYPES,
      nextUrl: deliveries.next_cursor ? `${BASE}/${id}?cursor=${encodeURIComponent(deliveries.next_cursor)}` : null,
      secret: null, notice: request.query.saved === 'filter' ? 'Filter saved.' : null, error: null,
      filterError: null, filterDraft: endpoint.filter ?? '', ...extra,
    }, status)
  }

  /** The endpoint id of the URL, or a 404 page (an id of another workspace is a 404 from the service too). */
  const endpointId = (request: FastifyRequest<PageRoute<{ id: string }>>) => {
    const { id } = request.params
    if (!ID.test(id)) throw new ApiError('not_found', 'There is no webhook endpoint with this id in this workspace.')
    return id
  }

  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)
    app.addHook('preHandler', async (request, reply) => {
      if (!request.webSession?.membership) return reply.redirect('/app/settings/account', 303)
    })

    app.get('/settings/developer/webhooks', (request, reply) => listPage(request, reply))

    app.post<PageRoute>('/settings/developer/webhooks', async (request, reply) => {
      const { values, errors } = readForm(request.body)
      if (Object.keys(errors).length > 0) return listPage(request, reply, { values, errors }, 422)
      try {
        const created = await deps.webhooks.create(tenantOf(request), {
          url: values.url, description: values.description,
          enabled_events: values.events.includes('*') ? ['*'] : values.events as typeof EVENT_TYPES[number][],
          min_severity: (values.min_severity || null) as typeof SEVERITIES[number] | null,
        }, actorOf(request))
        // The signing secret is shown in this response only.
        return endpointPage(request, reply, created.id, { secret: created.secret, notice: 'Endpoint registered.' })
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error
        return listPage(request, reply, { values, errors: { [error.code === 'invalid_webhook_url' ? 'url' : 'form']: error.message } }, error.statusCode)
      }
    })

    app.get<PageRoute<{ id: string }>>('/settings/developer/webhooks/:id', (request, reply) => endpointPage(request, reply, endpointId(request)))

    app.post<PageRoute<{ id: string }>>('/settings/developer/webhooks/:id/test', async (request, reply) => {
      const id = endpointId(request)
      const type = field(request.body, 'event_type', 60)
      const eventType = (EVENT_TYPES as readonly string[]).includes(type) ? type as typeof EVENT_TYPES[number] : 'finding.created'
      try {
        await deps.webhookDeliveries.sendTest(tenantOf(request), id, { event_type: eventType })
        return reply.redirect(`${BASE}/${id}?sent=test`, 303)
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error
        return endpointPage(request, reply, id, { error: error.message }, error.statusCode)
      }
    })

    app.post<PageRoute<{ id: string; deliveryId: string }>>('/settings/developer/webhooks/:id/deliveries/:deliveryId/redeliver', async (request, reply) => {
      const id = endpointId(request)
      const { deliveryId } = request.params
      try {
        await deps.webhookDeliveries.redeliver(tenantOf(request), id, deliveryId.slice(0, 64))
        return reply.redirect(`${BASE}/${id}?sent=redelivery`, 303)
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error
        return endpointPage(request, reply, id, { error: error.message }, error.statusCode)
      }
    })

    // The alert rule: saved through the service (so checked as the API checks it); an empty field removes it.
    app.post<PageRoute<{ id: string }>>('/settings/developer/webhooks/:id/filter', async (request, reply) => {
      const id = endpointId(request)
      const filter = field(request.body, 'filter', MAX_EXPRESSION_LENGTH + 1).trim()
      try {
        await deps.webhooks.update(tenantOf(request), id, { filter: filter === '' ? null : filter }, actorOf(request))
        return reply.redirect(`${BASE}/${id}?saved=filter`, 303)
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error
        return endpointPage(request, reply, id, { filterError: error.message, filterDraft: filter }, error.statusCode)
      }
    })

    // The live count under the filter field (app.js): JSON, for the page's script only.
    app.post('/settings/developer/webhooks/filter-preview', async (request, reply) => {
      const filter = field(request.body, 'filter', MAX_EXPRESSION_LENGTH + 1).trim()
      void reply.header('cache-control', 'no-store')
      if (filter === '') return { ok: true, message: 'No filter: every finding event is sent.' }
      try {
        assertValidFilter(filter)
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, message: error.message }
        throw error
      }
      const { matched, open, complete } = await countFilterMatches(deps.db, tenantOf(request), filter)
      return complete
        ? { ok: true, matched, open, message: `Matches ${matched} of the ${open} open findings now.` }
        : { ok: true, matched, open, message: `Matches at least ${matched} of the first ${open} open findings (counting stopped after ${FILTER_PREVIEW_DEADLINE_MS / 1000} s).` }
    })

    app.post<PageRoute<{ id: string }>>('/settings/developer/webhooks/:id/rotate', async (request, reply) => {
      const id = endpointId(request)
      const rotated = await deps.webhooks.rotateSecret(tenantOf(request), id, {}, actorOf(request))
      return endpointPage(request, reply, id, {
        secret: rotated.secret,
        notice: 'New signing secret issued. The previous one keeps signing beside it for 24 hours, so you can switch your receiver without missing an event.',
      })
    })

    app.post<PageRoute<{ id: string }>>('/settings/developer/webhooks/:id/status', async (request, reply) => {
      const id = endpointId(request)
      const status = field(request.body, 'status', 10) === 'enabled' ? 'enabled' : 'disabled'
      await deps.webhooks.update(tenantOf(request), id, { status }, actorOf(request))
      return reply.redirect(`${BASE}/${id}`, 303)
    })

    app.post<PageRoute<{ id: string }>>('/settings/developer/webhooks/:id/delete', async (request, reply) => {
      await deps.webhooks.remove(tenantOf(request), endpointId(request), actorOf(request))
      return reply.redirect(`${BASE}?deleted=1`, 303)
    })
  }
}
