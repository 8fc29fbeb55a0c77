import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createInvite, listMembers } from '../accounts/index.ts'
import { AllowlistError, requestProduction, setIpAllowlist, workspaceSecurity } from '../tenants/index.ts'
import { field } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// Settings → Workspace: mode, the request for production access, and the IP allowlist. Admins change them;
// members see them.
export function workspacePages(deps: WebDeps) {
  async function render(request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200) {
    const membership = request.webSession!.membership!
    const security = await workspaceSecurity(deps.db, membership.tenant_id)
    const members = await listMembers(deps.db, membership.tenant_id)
    return page(request, reply, 'workspace', {
      title: 'Workspace', security, members, isAdmin: membership.role === 'admin', allowlistText: security!.ip_allowlist.join('\n'),
      errors: {}, notice: null, inviteUrl: null, ...extra,
    }, status)
  }
  const adminOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.webSession?.membership?.role !== 'admin') {
      return page(request, reply, 'error', { title: 'Admins only', message: 'Only an admin of this workspace can change its security settings.' }, 403)
    }
  }

  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)
    app.addHook('preHandler', async (request, reply) => {
      if (!request.webSession?.membership) return reply.redirect('/app/settings/account', 303)
    })
    app.get('/settings/workspace', (request, reply) => render(request, reply))

    app.post('/settings/workspace/production', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      await requestProduction(deps.db, membership.tenant_id, membership.user_id)
      return render(request, reply, { notice: 'Production access requested. An operator of this Posture installation grants it; your sandbox data is removed then.' })
    })

    app.post('/settings/workspace/invites', { preHandler: adminOnly }, async (request, reply) => {
      const role = field(request.body, 'role', 10) === 'admin' ? 'admin' : 'member'
      const { secret } = await createInvite(deps.db, request.webSession!, role)
      // The link is shown in this response only; the database keeps its hash.
      return render(request, reply, { inviteUrl: `${deps.appUrl}/invite/${secret}`, inviteRole: role })
    })

    app.post('/settings/workspace/ip-allowlist', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      const text = field(request.body, 'ip_allowlist', 10_000)
      try {
        await setIpAllowlist(deps.db, membership.tenant_id, membership.user_id, text.split(/[\r\n,]+/))
        deps.onWorkspacePolicyChanged(membership.tenant_id)
        return render(request, reply, { notice: 'IP allowlist saved.' })
      } catch (error) {
        if (!(error instanceof AllowlistError)) throw error
        return render(request, reply, { errors: { ip_allowlist: error.message }, allowlistText: text }, 422)
      }
    })
  }
}
