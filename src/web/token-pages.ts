import type { FastifyInstance } from 'fastify'
import { SCOPES } from '../platform/http/auth.ts'
import { recordAudit } from '../audit-log/index.ts'
import { createToken, listMemberTokens, revokeMemberToken, UnknownScopeError } from '../tenants/index.ts'
import { field, fields, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// Settings → Developer → Tokens: a member's own Personal Access Tokens in the workspace in view.
export const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' }, { value: '30', label: '30 days' }, { value: '90', label: '90 days' },
  { value: '365', label: '1 year' }, { value: 'never', label: 'No expiry' },
] as const

/** Scopes grouped by what they reach, for the checkbox grid: findings → [read, write]. */
const SCOPE_GROUPS = Object.entries(SCOPES.reduce<Record<string, string[]>>((groups, scope) => {
  const [area] = scope.split(':')
  ;(groups[area!] ??= []).push(scope)
  return groups
}, {}))

export function tokenPages(deps: WebDeps) {
  const TITLE = 'Tokens'
  async function render(request: Parameters<typeof page>[0], reply: Parameters<typeof page>[1], extra: Record<string, unknown> = {}, status = 200) {
    const membership = request.webSession!.membership!
    const tokens = await listMemberTokens(deps.db, membership.tenant_id, membership.user_id)
    return page(request, reply, 'tokens', {
      title: TITLE, tokens, scopeGroups: SCOPE_GROUPS, expiries: EXPIRY_CHOICES, now: new Date(),
      values: { name: '', scopes: [] as string[], expiry: '90' }, errors: {}, created: null, revoked: null, ...extra,
    }, status)
  }

  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)
    app.addHook('preHandler', async (request, reply) => {
      if (!request.webSession?.membership) return reply.redirect('/app/settings/account', 303)
    })

    app.get<PageRoute>('/settings/developer/tokens', async (request, reply) => {
      const revoked = request.query.revoked
      return render(request, reply, { revoked: typeof revoked === 'string' ? revoked.slice(0, 40) : null })
    })

    app.post('/settings/developer/tokens', async (request, reply) => {
      const membership = request.webSession!.membership!
      const values = { name: field(request.body, 'name', 100).trim(), scopes: fields(request.body, 'scopes'), expiry: field(request.body, 'expiry', 10) }
      const errors: Record<string, string> = {}
      if (!values.name) errors.name = 'Give the token a name that says where it is used.'
      if (values.scopes.length === 0) errors.scopes = 'Choose at least one scope.'
      const expiry = EXPIRY_CHOICES.find((c) => c.value === values.expiry)
      if (!expiry) errors.expiry = 'Choose an expiry.'
      if (Object.keys(errors).length === 0) {
        try {
          const created = await createToken(deps.db, membership.tenant_id, {
            name: values.name, scopes: values.scopes, userId: membership.user_id,
            ...(expiry!.value === 'never' ? {} : { expiresInDays: Number(expiry!.value) }),
          })
          await recordAudit(deps.db, membership.tenant_id, membership.user_id, 'token.created', { token_id: created.id, name: created.name, scopes: created.scopes, expires_at: created.expires_at })
          // The secret is shown in this response only, never in a URL; no-store keeps it out of caches.
          return render(request, reply, { created })
        } catch (error) {
          if (!(error instanceof UnknownScopeError)) throw error
          errors.scopes = error.message
        }
      }
      return render(request, reply, { values, errors }, 422)
    })

    app.post<PageRoute<{ id: string }>>('/settings/developer/tokens/:id/revoke', async (request, reply) => {
      const membership = request.webSession!.membership!
      const { id } = request.params
      const revoked = await revokeMemberToken(deps.db, membership.tenant_id, membership.user_id, id.slice(0, 64))
      if (!revoked) return page(request, reply, 'error', { title: 'Token not found', message: 'No live token of yours has this id in this workspace.' }, 404)
      deps.onTokenRevoked(revoked.id)
      await recordAudit(deps.db, membership.tenant_id, membership.user_id, 'token.revoked', { token_id: revoked.id, name: revoked.name })
      return reply.redirect(`/app/settings/developer/tokens?revoked=${encodeURIComponent(revoked.name)}`, 303)
    })
  }
}
