import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_LIFETIME_MS } from '../accounts/index.ts'

export const SESSION_COOKIE = 'posture_session'

export function setSessionCookie(reply: FastifyReply, secret: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_LIFETIME_MS / 1000,
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
}

/** Where to go after signing in: only a path of this application, never another site (open redirect). */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !/^\/(app|oauth)(\/|\?|$)/.test(next) || next.includes('//') || next.includes('\\')) return '/app'
  return next
}

/** preHandler of pages that need a signed-in person with a workspace. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  if (!request.webSession) return reply.redirect(`/app/login?next=${encodeURIComponent(request.url)}`, 303)
}

/** What CSRF tokens are bound to: the session, or "anonymous" on the sign-in and sign-up forms. */
export const csrfUserInfo = (request: FastifyRequest) => request.webSession?.idHash ?? 'anonymous'
