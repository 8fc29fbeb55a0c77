import type { FastifyInstance } from 'fastify'
import { AccountError, PASSWORD_MIN_LENGTH } from '../accounts/index.ts'
import { field, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// Settings → Account: password, and the workspaces this account belongs to (switch, create).
export function accountPages(deps: WebDeps) {
  const render = (request: Parameters<typeof page>[0], reply: Parameters<typeof page>[1], extra: Record<string, unknown> = {}, status = 200) =>
    page(request, reply, 'account', { title: 'Account', errors: {}, notice: null, workspaceName: '', minLength: PASSWORD_MIN_LENGTH, ...extra }, status)

  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)

    app.get<PageRoute>('/settings/account', async (request, reply) => {
      const notice = request.query.changed === '1' ? 'Your password was changed; your other sessions were signed out.' : null
      return render(request, reply, { notice })
    })

    app.post('/settings/account/password', async (request, reply) => {
      try {
        await deps.accounts.changePassword(request.webSession!, field(request.body, 'current_password', 300), field(request.body, 'new_password', 300))
        return reply.redirect('/app/settings/account?changed=1', 303)
      } catch (error) {
        if (!(error instanceof AccountError)) throw error
        return render(request, reply, { errors: { [error.field]: error.message } }, 422)
      }
    })

    app.post('/workspaces', async (request, reply) => {
      try {
        await deps.accounts.createWorkspace(request.webSession!, field(request.body, 'workspace', 200))
        return reply.redirect('/app?welcome=1', 303)
      } catch (error) {
        if (!(error instanceof AccountError)) throw error
        return render(request, reply, { errors: { [error.field]: error.message }, workspaceName: field(request.body, 'workspace', 200) }, 422)
      }
    })

    app.post('/workspaces/switch', async (request, reply) => {
      const ok = await deps.accounts.switchWorkspace(request.webSession!, field(request.body, 'tenant_id', 64))
      if (!ok) return page(request, reply, 'error', { title: 'Workspace not found', message: 'You are not a member of that workspace.' }, 404)
      return reply.redirect('/app', 303)
    })
  }
}
