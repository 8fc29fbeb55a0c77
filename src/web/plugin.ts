import cookie from '@fastify/cookie'
import csrf from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import type { FastifyError, FastifyInstance } from 'fastify'
import { fileURLToPath } from 'node:url'
import type { AccountsService, LoginThrottle } from '../accounts/index.ts'
import type { createAuditsService } from '../audits/index.ts'
import type { createBulkUpdatesService, createFindingsService, createNotesService } from '../findings/index.ts'
import type { createResourcesService } from '../resources/index.ts'
import type { Db } from '../platform/db/database.ts'
import type { DeliveriesService, WebhooksService } from '../webhooks/index.ts'
import type { Grants } from '../oauth/index.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { accountPages } from './account-pages.ts'
import { authPages } from './auth-pages.ts'
import { findingsPages } from './findings-pages.ts'
import { findingPages } from './finding-pages.ts'
import { page } from './render.ts'
import { csrfUserInfo, SESSION_COOKIE } from './session-cookie.ts'
import { tokenPages } from './token-pages.ts'
import { webhookPages } from './webhook-pages.ts'
import { consentPages, oauthAppPages } from './oauth-pages.ts'
import { workspacePages } from './workspace-pages.ts'
import { invitePages } from './invite-pages.ts'
import { exemptFromSso, ssoPages } from './sso-pages.ts'
import { reportPages } from './report-pages.ts'
import { suppressionPages } from './suppression-pages.ts'
import type { createSuppressionService } from '../suppression/index.ts'
import type { ReportsService } from '../reports/index.ts'
import type { createBudget } from '../platform/http/rate-limit.ts'
import type { SsoPolicy, SsoSettings, SsoSignIn } from '../sso/index.ts'

export interface WebDeps {
  db: Db
  accounts: AccountsService
  throttle: LoginThrottle
  findings: ReturnType<typeof createFindingsService>
  notes: ReturnType<typeof createNotesService>
  bulkUpdates: ReturnType<typeof createBulkUpdatesService>
  resources: ReturnType<typeof createResourcesService>
  audits: ReturnType<typeof createAuditsService>
  webhooks: WebhooksService
  webhookDeliveries: DeliveriesService
  suppression: ReturnType<typeof createSuppressionService>
  grants: Grants
  sso: { settings: SsoSettings; signIn: SsoSignIn; policy: SsoPolicy }
  reports: ReportsService
  /** The reports heavy-endpoint budget, shared with the API. */
  reportBudget: ReturnType<typeof createBudget>
  /** Signs the CSRF cookie; an installation secret. */
  cookieSecret: string
  /** The public address of the web application (APP_URL), for links people share (invitations). */
  appUrl: string
  /** This authorization server's issuer (BASE_URL): sent as `iss` with every authorization response (RFC 9207). */
  oauthIssuer: string
  /** Cookies carry `Secure` when the application is served over HTTPS (APP_URL). */
  secureCookies: boolean
  /** A token revoked from a page stops working at once in this process (the verifier's cache forgets it). */
  onTokenRevoked(tokenId: string): void
  /** The workspace's allowlist changed: this process checks the new one at once. */
  onWorkspacePolicyChanged(tenantId: string): void
  /** The methods some route serves at a path, so that a wrong method is 405 (with Allow), not 404. */
  allowedMethods(path: string): string[]
}

// The policy of every page: scripts and styles from this origin only (no inline code), never framed, forms
// posted only to this origin.
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'], fontSrc: ["'self'"],
    connectSrc: ["'self'"], formAction: ["'self'"], frameAncestors: ["'none'"], baseUri: ["'none'"], objectSrc: ["'none'"],
  },
}

/**
 * The web application — pages under /app and the OAuth authorization endpoint under /oauth — as one Fastify
 * plugin with its own cookies, form parser, CSRF and headers, none of which reach the JSON API.
 */
export function webApp(deps: WebDeps) {
  return async function web(app: FastifyInstance) {
    // Pages are not part of the API: keep them out of the OpenAPI document.
    app.addHook('onRoute', (route) => { route.schema = { ...route.schema, hide: true } })
    await app.register(cookie, { secret: deps.cookieSecret })
    await app.register(formbody, { bodyLimit: 64 * 1024 })
    await app.register(csrf, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: 'posture_csrf',
      cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.secureCookies, signed: true },
      // Tokens are bound to the session, so one person's token is worthless in another's session.
      getUserInfo: csrfUserInfo,
      csrfOpts: { hmacKey: deps.cookieSecret },
    })
    await app.register(helmet, {
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      strictTransportSecurity: deps.secureCookies ? { maxAge: 31_536_000 } : false,
      referrerPolicy: { policy: 'same-origin' },
    })
    app.decorateRequest('webSession', null)
    app.addHook('onRequest', async (request) => {
      // Stylesheets, scripts and icons need no session: no query for them.
      if (request.url.startsWith('/app/assets/')) return
      request.webSession = await deps.accounts.resolveSession(request.cookies[SESSION_COOKIE])
    })
    // A workspace that enforces SSO shows its pages (and asks consent for OAuth apps) only to a session that
    // signed in through its provider, while the member's SSO authorization is in force.
    app.addHook('onRequest', async (request, reply) => {
      const membership = request.webSession?.membership
      const path = request.url.split('?')[0]!
      if (!membership || exemptFromSso(path) || !(await deps.sso.policy.isEnforced(membership.tenant_id))) return
      if (request.webSession!.ssoUserId === membership.user_id && await deps.sso.policy.isAuthorized(membership.tenant_id, membership.user_id)) return
      const next = request.method === 'GET' ? request.url : '/app'
      return reply.redirect(`/app/sso/${membership.tenant_id}?next=${encodeURIComponent(next)}`, 303)
    })
    // Every form post carries the CSRF token of its page (the body is parsed by now). A post no route takes is
    // answered 404 or 405, as any other method would be.
    app.addHook('preHandler', (request, reply, done) => {
      if (request.method === 'POST' && !request.is404) app.csrfProtection(request, reply, done)
      else done()
    })

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error.code?.startsWith('FST_CSRF')) {
        return page(request, reply, 'error', { title: 'Form expired', message: 'This form expired or did not come from this site. Go back, reload the page and try again.' }, 403)
      }
      if (error instanceof ApiError && error.statusCode < 500) {
        // A spent rate limit is refused before this plugin's own hooks ran: no cookies read, no session (render.ts).
        // Its Retry-After (and a 405's Allow) goes with the page.
        reply.headers(error.headers)
        const title = error.statusCode === 429 ? 'Too many requests' : 'Something is not right'
        return page(request, reply, 'error', { title, message: error.message }, error.statusCode)
      }
      if (error.statusCode && error.statusCode < 500) {
        return page(request, reply, 'error', { title: 'Bad request', message: 'The request could not be read. Go back and try again.' }, error.statusCode)
      }
      request.log.error({ err: error }, 'page failed')
      return page(request, reply, 'error', { title: 'Something went wrong', message: `We could not show this page. Quote ${request.id} if you report it.` }, 500)
    })
    await app.register(async (pages) => {
      pages.setNotFoundHandler(async (request, reply) => {
        const allowed = deps.allowedMethods(request.url.split('?')[0] ?? '/')
        if (allowed.length > 0 && !allowed.includes(request.method)) {
          reply.header('allow', allowed.join(', '))
          return page(request, reply, 'error', { title: 'Method not allowed', message: `This address answers ${allowed.join(', ')}, not ${request.method}.` }, 405)
        }
        return page(request, reply, 'error', { title: 'Page not found', message: 'There is no page at this address.' }, 404)
      })
      // Stylesheets, scripts and icons; inside the pages, so that a missing one gets the page's 404.
      await pages.register(fastifyStatic, {
        root: fileURLToPath(new URL('./assets', import.meta.url)), prefix: '/assets/', decorateReply: false, maxAge: 3600_000, index: false,
      })
      // The folder itself is no asset (the static plugin would answer 403, as for any folder without an index).
      pages.get('/assets/', async (_request, reply) => reply.callNotFound())
      await pages.register(authPages(deps))
      await pages.register(findingsPages(deps))
      await pages.register(findingPages(deps))
      await pages.register(tokenPages(deps))
      await pages.register(webhookPages(deps))
      await pages.register(oauthAppPages(deps))
      await pages.register(accountPages(deps))
      await pages.register(workspacePages(deps))
      await pages.register(invitePages(deps))
      await pages.register(ssoPages(deps))
      await pages.register(reportPages(deps))
      await pages.register(suppressionPages(deps))
    }, { prefix: '/app' })
    // The authorization endpoint is a page too: it signs people in and asks for their consent.
    await app.register(consentPages(deps), { prefix: '/oauth' })
  }
}
