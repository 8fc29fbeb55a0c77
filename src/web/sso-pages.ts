import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SsoError } from '../sso/index.ts'
import { allowFormRedirectTo, page } from './render.ts'
import { safeNext, setSessionCookie } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'
import type { FormBody, PageRoute } from './form.ts'

// The cookie that binds a sign-in through the provider to the browser that started it (login CSRF).
const STATE_COOKIE = 'posture_sso_state'
const STATE_COOKIE_PATH = '/app/sso'
const TENANT_ID = /^ten_[0-9A-Za-z]{10,40}$/

/**
 * Sign-in through a workspace's identity provider: `/app/sso/<workspace id>` (the link admins share, and
 * where pages of an SSO-enforced workspace send a session without SSO), then the provider, then
 * `/app/sso/callback`.
 *
 * The provider is chosen by the workspace's admins, so it may vouch for access to that workspace only, never
 * for the account: signing in through it upgrades a session the person already opened with their password,
 * and only if the provider names that same account. (Otherwise one workspace's admin could sign in as any of
 * its members and reach their other workspaces.)
 */
export function ssoPages(deps: WebDeps) {
  async function workspaceWithSso(request: FastifyRequest<PageRoute<{ tenantId: string }>>, reply: FastifyReply) {
    const { tenantId } = request.params
    const settings = TENANT_ID.test(tenantId) ? await deps.sso.settings.view(tenantId) : null
    const tenant = settings ? await deps.db.selectFrom('tenants').select(['id', 'name']).where('id', '=', tenantId).executeTakeFirst() : null
    if (!settings || !tenant) {
      await page(request, reply, 'error', { title: 'Single sign-on not available', message: 'This workspace does not sign in through an identity provider.' }, 404)
      return null
    }
    return { tenant, settings }
  }
  const failed = (request: FastifyRequest, reply: FastifyReply, error: SsoError, status = 400) =>
    page(request, reply, 'error', { title: 'Single sign-on did not work', message: error.message }, status)

  return async function routes(app: FastifyInstance) {
    app.get('/sso/callback', async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '')
      const browserState = request.cookies[STATE_COOKIE]
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: deps.secureCookies })
      const session = request.webSession
      if (!session) return failed(request, reply, new SsoError('Sign in to Posture first, then through the identity provider.'), 403)
      try {
        const signedIn = await deps.sso.signIn.finish(query, browserState, session.account.id)
        // A fresh session id, on the workspace, marked as signed in through its provider.
        await deps.accounts.endSession(session.idHash)
        setSessionCookie(reply, await deps.accounts.openSsoSession(signedIn.accountId, signedIn.tenantId, signedIn.userId, request.headers['user-agent']), deps.secureCookies)
        deps.sso.policy.forget(signedIn.tenantId)
        return reply.redirect(safeNext(signedIn.next), 303)
      } catch (error) {
        if (!(error instanceof SsoError)) throw error
        return failed(request, reply, error, 403)
      }
    })

    app.get<PageRoute<{ tenantId: string }>>('/sso/:tenantId', async (request, reply) => {
      if (!request.webSession) return reply.redirect(`/app/login?next=${encodeURIComponent(request.url)}`, 303)
      const found = await workspaceWithSso(request, reply)
      if (!found) return reply
      const next = safeNext(request.query.next)
      const endpoint = await deps.sso.signIn.authorizationEndpoint(found.tenant.id).catch(() => null)
      if (endpoint) allowFormRedirectTo(reply, endpoint)
      return page(request, reply, 'sso', { title: `Sign in to ${found.tenant.name}`, tenant: found.tenant, enforced: found.settings.enforced, next })
    })

    app.post<PageRoute<{ tenantId: string }, FormBody | undefined>>('/sso/:tenantId', async (request, reply) => {
      if (!request.webSession) return reply.redirect(`/app/login?next=${encodeURIComponent(request.url)}`, 303)
      const found = await workspaceWithSso(request, reply)
      if (!found) return reply
      const next = safeNext(request.body?.next)
      try {
        const { url, state } = await deps.sso.signIn.start(found.tenant.id, next)
        reply.setCookie(STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: deps.secureCookies, maxAge: 600 })
        return reply.redirect(url, 303)
      } catch (error) {
        if (!(error instanceof SsoError)) throw error
        return failed(request, reply, error, 502)
      }
    })
  }
}

/** Pages a session may open in an SSO-enforced workspace before signing in through its provider. */
export function exemptFromSso(path: string): boolean {
  return path.startsWith('/app/sso/') || path.startsWith('/app/assets/') || path.startsWith('/app/invite/') ||
    path.startsWith('/app/settings/account') || path === '/app/logout' || path === '/app/workspaces' || path === '/app/workspaces/switch'
}
