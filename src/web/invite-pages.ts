import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { acceptInvite, InviteError, openInvite } from '../accounts/index.ts'
import { page } from './render.ts'
import type { WebDeps } from './plugin.ts'
import type { PageRoute } from './form.ts'

// /app/invite/{secret}: the link an admin shares. Signed out, it offers to sign in or sign up and come back;
// signed in, it offers to join.
export function invitePages(deps: WebDeps) {
  const secretOf = (request: FastifyRequest<PageRoute<{ secret: string }>>) => request.params.secret.slice(0, 64)
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: InviteError) =>
    page(request, reply, 'error', { title: 'Invitation', message: error.message }, error.status)

  return async function routes(app: FastifyInstance) {
    app.get<PageRoute<{ secret: string }>>('/invite/:secret', async (request, reply) => {
      try {
        const invite = await openInvite(deps.db, secretOf(request))
        const here = `/app/invite/${secretOf(request)}`
        return page(request, reply, 'invite', { title: `Join ${invite.tenant_name}`, invite, here, next: encodeURIComponent(here) })
      } catch (error) {
        if (error instanceof InviteError) return refuse(request, reply, error)
        throw error
      }
    })

    app.post<PageRoute<{ secret: string }>>('/invite/:secret', async (request, reply) => {
      if (!request.webSession) return reply.redirect(`/app/login?next=${encodeURIComponent(`/app/invite/${secretOf(request)}`)}`, 303)
      try {
        await acceptInvite(deps.db, request.webSession, secretOf(request))
        return reply.redirect('/app?joined=1', 303)
      } catch (error) {
        if (error instanceof InviteError) return refuse(request, reply, error)
        throw error
      }
    })
  }
}
