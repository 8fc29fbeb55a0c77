import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createInvite, InviteError, listMembers, removeMember } from '../accounts/index.ts'
import { AllowlistError, requestProduction, setIpAllowlist, workspaceSecurity } from '../tenants/index.ts'
import { SsoError } from '../sso/index.ts'
import { getSlaPolicy, putSlaPolicy, SEVERITIES, type Severity, type SlaWindows } from '../findings/index.ts'
import { field } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// Settings → Workspace: mode, the request for production access, the SLA policy, the IP allowlist and single sign-on.
// Admins change them; members see them.
export function workspacePages(deps: WebDeps) {
  async function render(request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200) {
    const membership = request.webSession!.membership!
    const security = await workspaceSecurity(deps.db, membership.tenant_id)
    const members = await listMembers(deps.db, membership.tenant_id)
    const sso = await deps.sso.settings.view(membership.tenant_id)
    const sla = await getSlaPolicy(deps.db, membership.tenant_id)
    return page(request, reply, 'workspace', {
      title: 'Workspace', security, members, sla, slaValues: Object.fromEntries(SEVERITIES.map((s) => [s, sla[`${s}_days`] ?? ''])), severities: [...SEVERITIES].reverse(), isAdmin: membership.role === 'admin', allowlistText: security!.ip_allowlist.join('\n'),
      errors: {}, notice: null, inviteUrl: null,
      sso, ssoValues: { issuer: sso?.issuer ?? '', client_id: sso?.client_id ?? '' },
      ssoAuthorizations: sso ? await deps.sso.settings.authorizations(membership.tenant_id) : new Map(),
      ssoRedirectUri: `${deps.appUrl}/sso/callback`, ssoSignInUrl: `${deps.appUrl}/sso/${membership.tenant_id}`,
      ...extra,
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

    app.post('/settings/workspace/members/remove', { preHandler: adminOnly }, async (request, reply) => {
      try {
        const removed = await removeMember(deps.db, request.webSession!, field(request.body, 'user_id', 64))
        for (const tokenId of removed.tokenIds) deps.onTokenRevoked(tokenId)
        return render(request, reply, { notice: `${removed.email} was removed from the workspace; their tokens (${removed.tokenIds.length}) and OAuth grants no longer work.` })
      } catch (error) {
        if (!(error instanceof InviteError)) throw error
        return render(request, reply, { notice: null, errors: { members: error.message } }, error.status)
      }
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

    app.post('/settings/workspace/sla', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      const values = Object.fromEntries(SEVERITIES.map((s) => [s, field(request.body, `${s}_days`, 10).trim()])) as Record<Severity, string>
      const bad = SEVERITIES.filter((s) => values[s] !== '' && !(/^\d{1,4}$/.test(values[s]) && Number(values[s]) >= 1 && Number(values[s]) <= 3650))
      if (bad.length) {
        return render(request, reply, { errors: { sla: `Days must be whole numbers from 1 to 3,650, or empty for never due (${bad.join(', ')}).` }, slaValues: values }, 422)
      }
      const windows = Object.fromEntries(SEVERITIES.map((s) => [s, values[s] === '' ? null : Number(values[s])])) as SlaWindows
      const saved = await putSlaPolicy(deps.db, membership.tenant_id, windows, membership.user_id, new Date())
      return render(request, reply, { notice: saved.due_dates === 'updating' ? 'SLA policy saved; due dates are being updated in the background.' : 'SLA policy saved; due dates updated.' })
    })

    app.post('/settings/workspace/sso', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      const values = { issuer: field(request.body, 'issuer', 2000), client_id: field(request.body, 'client_id', 300) }
      try {
        const { newProvider } = await deps.sso.settings.save(membership.tenant_id, membership.user_id,
          { issuer: values.issuer, clientId: values.client_id, clientSecret: field(request.body, 'client_secret', 1001) })
        return render(request, reply, { notice: newProvider
          ? 'Identity provider saved. Use "Test sign-in" to sign in through it, then enforce SSO.'
          : 'Identity provider saved.' })
      } catch (error) {
        if (!(error instanceof SsoError)) throw error
        return render(request, reply, { errors: { sso: error.message }, ssoValues: values }, 422)
      }
    })

    app.post('/settings/workspace/sso/enforcement', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      const enforce = field(request.body, 'enforced', 5) === 'true'
      try {
        await deps.sso.settings.setEnforced(membership.tenant_id, membership.user_id, enforce)
        return render(request, reply, { notice: enforce
          ? 'SSO is enforced: members sign in through the identity provider, and their tokens work only while their SSO authorization is in force.'
          : 'SSO is no longer enforced.' })
      } catch (error) {
        if (!(error instanceof SsoError)) throw error
        return render(request, reply, { errors: { sso_enforcement: error.message } }, 422)
      }
    })

    app.post('/settings/workspace/sso/remove', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      await deps.sso.settings.remove(membership.tenant_id, membership.user_id)
      return render(request, reply, { notice: 'Identity provider removed; members sign in with their passwords.' })
    })

    app.post('/settings/workspace/sso/revoke', { preHandler: adminOnly }, async (request, reply) => {
      const membership = request.webSession!.membership!
      const revoked = await deps.sso.settings.revokeMember(membership.tenant_id, membership.user_id, field(request.body, 'user_id', 64))
      return render(request, reply, { notice: revoked ? 'SSO authorization revoked: that member signs in through the provider again before their pages and tokens work.' : 'That member had no SSO authorization.' })
    })
  }
}
