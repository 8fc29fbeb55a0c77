import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ClientFormError, deleteClient, listClients, parseAuthorizeRequest, RedirectableError, registerClient, UntrustedRedirectError, type AuthorizeRequest,
} from '../oauth/index.ts'
import { field, type PageRoute } from './form.ts'
import { allowFormRedirectTo, page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

const SCOPE_TEXT: Record<string, string> = {
  'findings:read': 'Read findings', 'findings:write': 'Accept risks and reopen findings',
  'resources:read': 'Read the inventory', 'resources:write': 'Import inventory',
  'audits:read': 'Read audits', 'audits:write': 'Start audits',
  'policies:read': 'Read policies', 'policies:write': 'Create and change policies',
  'reports:read': 'Read reports', 'reports:write': 'Generate reports',
  'webhooks:read': 'Read webhook endpoints and deliveries', 'webhooks:write': 'Register and change webhook endpoints',
  'events:read': 'Read the event log', 'events:write': 'Record sample events for local testing',
}

const needsWorkspace = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!request.webSession?.membership) return reply.redirect('/app/settings/account', 303)
}

/** Settings → Developer → OAuth apps: applications this workspace registers (client id, secret shown once). */
export function oauthAppPages(deps: WebDeps) {
  const BASE = '/app/settings/developer/oauth-apps'
  async function render(request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200) {
    const apps = await listClients(deps.db, request.webSession!.membership!.tenant_id)
    return page(request, reply, 'oauth-apps', { title: 'OAuth apps', apps, values: { name: '', type: 'confidential', redirect_uris: '' }, errors: {}, created: null, ...extra }, status)
  }
  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)
    app.addHook('preHandler', needsWorkspace)
    app.get('/settings/developer/oauth-apps', (request, reply) => render(request, reply))
    app.post('/settings/developer/oauth-apps', async (request, reply) => {
      const membership = request.webSession!.membership!
      const values = { name: field(request.body, 'name', 101), type: field(request.body, 'type', 20), redirect_uris: field(request.body, 'redirect_uris', 25_000) }
      try {
        const created = await registerClient(deps.db, membership.tenant_id, membership.user_id, {
          name: values.name, type: values.type, redirectUris: values.redirect_uris.split(/\r?\n/),
        })
        return render(request, reply, { created })
      } catch (error) {
        if (!(error instanceof ClientFormError)) throw error
        return render(request, reply, { values, errors: { [error.field]: error.message } }, 422)
      }
    })
    app.post<PageRoute<{ id: string }>>('/settings/developer/oauth-apps/:id/delete', async (request, reply) => {
      const { id } = request.params
      if (!(await deleteClient(deps.db, request.webSession!.membership!.tenant_id, id.slice(0, 64), request.webSession!.membership!.user_id))) {
        return page(request, reply, 'error', { title: 'Application not found', message: 'This workspace has no OAuth application with this id.' }, 404)
      }
      return reply.redirect(BASE, 303)
    })
  }
}

/** The authorization endpoint: checks the request, signs the person in, asks for consent, redirects with a code. */
export function consentPages(deps: WebDeps) {
  /** The request, or the answer that ends it: an error page (untrusted client/redirect) or a redirect with an error. */
  async function parse(request: FastifyRequest, reply: FastifyReply, params: Record<string, unknown>): Promise<AuthorizeRequest | null> {
    try {
      return await parseAuthorizeRequest(deps.db, params)
    } catch (error) {
      if (error instanceof UntrustedRedirectError) {
        await page(request, reply, 'error', { title: 'This authorization request is not valid', message: `${error.message} Nothing was shared; tell the application's developer.` }, 400)
        return null
      }
      if (error instanceof RedirectableError) {
        await reply.redirect(error.location(deps.oauthIssuer), 303)
        return null
      }
      throw error
    }
  }

  return async function routes(app: FastifyInstance) {
    app.get<PageRoute>('/authorize', async (request, reply) => {
      const authorize = await parse(request, reply, request.query)
      if (!authorize) return reply
      if (!request.webSession) return reply.redirect(`/app/login?next=${encodeURIComponent(request.url)}`, 303)
      const membership = request.webSession.membership
      if (!membership) return reply.redirect('/app/settings/account', 303)
      allowFormRedirectTo(reply, authorize.redirectUri)
      return page(request, reply, 'consent', {
        title: `Authorize ${authorize.client.name}`, authorize, scopeText: SCOPE_TEXT,
        params: Object.entries(request.query).filter(([k]) => k !== '_csrf' && k !== 'decision'),
      })
    })

    app.post('/authorize', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const authorize = await parse(request, reply, body)
      if (!authorize) return reply
      const membership = request.webSession?.membership
      if (!membership) return reply.redirect(`/app/login`, 303)
      if (field(body, 'decision', 10) !== 'approve') {
        return reply.redirect(new RedirectableError(authorize.redirectUri, authorize.state, 'access_denied', 'The user declined the request.').location(deps.oauthIssuer), 303)
      }
      const code = await deps.grants.issueCode({
        clientId: authorize.client.id, tenantId: membership.tenant_id, userId: membership.user_id,
        redirectUri: authorize.redirectUri, scopes: authorize.scopes, codeChallenge: authorize.codeChallenge,
      })
      const target = new URL(authorize.redirectUri)
      target.searchParams.set('code', code)
      if (authorize.state !== null) target.searchParams.set('state', authorize.state)
      target.searchParams.set('iss', deps.oauthIssuer) // RFC 9207: guards a client of several servers against mix-up
      return reply.redirect(target.toString(), 303)
    })
  }
}
