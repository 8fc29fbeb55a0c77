import type { FastifyReply, FastifyRequest } from 'fastify'
import { Eta } from 'eta'
import { fileURLToPath } from 'node:url'
import type { SessionView } from '../accounts/index.ts'
import { csrfUserInfo } from './session-cookie.ts'

// Server-rendered pages with Eta: `<%= %>` escapes (autoEscape), `<%~ %>` is used only for markup this code
// built itself (the SVG chart, a page inside its layout).
const eta = new Eta({ views: fileURLToPath(new URL('./views', import.meta.url)), cache: true, autoEscape: true, autoTrim: false })

declare module 'fastify' {
  interface FastifyRequest {
    webSession: SessionView | null
  }
}

export interface PageData { title: string; [key: string]: unknown }

/** Renders a view inside the layout, with what every page needs: the session, a CSRF token, the current path. */
export async function page(request: FastifyRequest, reply: FastifyReply, view: string, data: PageData, status = 200) {
  const html = eta.render(view, {
    ...data,
    session: request.webSession,
    // No cookies were read when the request was refused before this plugin's hooks (a spent rate limit): such a
    // page carries no form, and a token without its cookie would be worthless anyway.
    csrf: request.cookies ? reply.generateCsrf({ userInfo: csrfUserInfo(request) }) : '',
    path: request.url.split('?')[0],
    fmt: formatters,
  })
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
}

const formatters = {
  date(value: Date | string | null | undefined): string {
    if (!value) return '—'
    const d = typeof value === 'string' ? new Date(value) : value
    return d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
  },
  count(n: number): string { return n.toLocaleString('en-US') },
}

/**
 * A form on this page posts here and the browser is then redirected to another site (an OAuth client, an
 * identity provider): CSP `form-action` applies to that redirect too, so allow that origin for this page only.
 */
export function allowFormRedirectTo(reply: FastifyReply, target: string) {
  const url = new URL(target)
  const origin = url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : url.protocol
  const csp = String(reply.getHeader('content-security-policy') ?? '').replace("form-action 'self'", `form-action 'self' ${origin}`)
  reply.header('content-security-policy', csp)
}
