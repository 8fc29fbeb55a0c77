import type { FastifyInstance } from 'fastify'
import { AccountError, PASSWORD_MIN_LENGTH } from '../accounts/index.ts'
import { field, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { clearSessionCookie, safeNext, setSessionCookie } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

export function authPages(deps: WebDeps) {
  return async function routes(app: FastifyInstance) {
    app.get<PageRoute>('/signup', async (request, reply) => {
      const next = safeNext(request.query.next)
      if (request.webSession) return reply.redirect(next, 303)
      return page(request, reply, 'signup', { title: 'Create your account', values: {}, errors: {}, minLength: PASSWORD_MIN_LENGTH, next })
    })

    app.post('/signup', async (request, reply) => {
      const values = { name: field(request.body, 'name', 200), email: field(request.body, 'email', 254), workspace: field(request.body, 'workspace', 200) }
      const next = safeNext(field(request.body, 'next', 2000))
      try {
        const created = await deps.accounts.signUp({ ...values, password: field(request.body, 'password', 300), userAgent: request.headers['user-agent'] })
        setSessionCookie(reply, created.secret, deps.secureCookies)
        // Back where sign-up was asked for (an invitation, an OAuth consent), else the new workspace.
        return reply.redirect(next === '/app' ? '/app?welcome=1' : next, 303)
      } catch (error) {
        if (!(error instanceof AccountError)) throw error
        return page(request, reply, 'signup', { title: 'Create your account', values, errors: { [error.field]: error.message }, minLength: PASSWORD_MIN_LENGTH, next }, 422)
      }
    })

    app.get<PageRoute>('/login', async (request, reply) => {
      const next = safeNext(request.query.next)
      if (request.webSession) return reply.redirect(next, 303)
      return page(request, reply, 'login', { title: 'Sign in', email: '', next, error: null })
    })

    app.post('/login', async (request, reply) => {
      const email = field(request.body, 'email', 254).trim().toLowerCase()
      const next = safeNext(field(request.body, 'next', 2000))
      const wait = await deps.throttle.waitSeconds(email, request.ip)
      if (wait > 0) {
        reply.header('retry-after', String(wait))
        return page(request, reply, 'login', {
          title: 'Sign in', email, next,
          error: `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`,
        }, 429)
      }
      const account = await deps.accounts.authenticate(email, field(request.body, 'password', 300))
      if (!account) {
        await deps.throttle.failed(email, request.ip)
        return page(request, reply, 'login', { title: 'Sign in', email, next, error: 'The e-mail or password is not correct.' }, 401)
      }
      await deps.throttle.succeeded(email)
      // A fresh session id at every sign-in (no fixation); the old cookie, if any, is replaced.
      if (request.webSession) await deps.accounts.endSession(request.webSession.idHash)
      setSessionCookie(reply, await deps.accounts.openSession(account.id, request.headers['user-agent']), deps.secureCookies)
      return reply.redirect(next, 303)
    })

    app.post('/logout', async (request, reply) => {
      if (request.webSession) await deps.accounts.endSession(request.webSession.idHash)
      clearSessionCookie(reply, deps.secureCookies)
      return reply.redirect('/app/login', 303)
    })
  }
}
