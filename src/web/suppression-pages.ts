import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../platform/http/error-codes.ts'
import { MAX_EXPRESSION_LENGTH } from '../policies/index.ts'
import { MAX_RULES_PER_TENANT } from '../suppression/index.ts'
import { endOfDay } from './finding-pages.ts'
import { field, type PageRoute } from './form.ts'
import { page } from './render.ts'
import { requireSession } from './session-cookie.ts'
import type { WebDeps } from './plugin.ts'

// Suppression rules: the same service as /v1/suppression_rules, through forms; the expression field shows, as
// you type, how many open findings the rule would silence (app.js, data-preview).
const BASE = '/app/suppression_rules'
const ID = /^sup_[0-9A-Za-z]{1,40}$/

interface RuleForm { name: string; reason: string; expression: string; expires: string }

export function suppressionPages(deps: WebDeps) {
  const tenantOf = (request: FastifyRequest) => request.webSession!.membership!.tenant_id
  const actorOf = (request: FastifyRequest) => ({ id: request.webSession!.membership!.user_id, tokenId: request.webSession!.membership!.user_id })

  async function listPage(request: FastifyRequest<PageRoute>, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200) {
    const rules = await deps.suppression.list(tenantOf(request), { limit: MAX_RULES_PER_TENANT })
    const notice = { created: 'Rule created.', disabled: 'Rule disabled: its findings are visible again.', enabled: 'Rule enabled.', deleted: 'Rule deleted: its findings are visible again.' }[
      String(request.query.done ?? '')] ?? null
    return page(request, reply, 'suppression-rules', {
      title: 'Suppression rules', rules: rules.data, max: MAX_RULES_PER_TENANT, notice,
      values: { name: '', reason: '', expression: '', expires: '' } satisfies RuleForm, errors: {}, ...extra,
    }, status)
  }

  const ruleId = (request: FastifyRequest<PageRoute<{ id: string }>>) => {
    const { id } = request.params
    if (!ID.test(id)) throw new ApiError('not_found', 'There is no suppression rule with this id in this workspace.')
    return id
  }

  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', requireSession)
    app.addHook('preHandler', async (request, reply) => {
      if (!request.webSession?.membership) return reply.redirect('/app/settings/account', 303)
    })

    app.get<PageRoute>('/suppression_rules', (request, reply) => listPage(request, reply))

    app.post<PageRoute>('/suppression_rules', async (request, reply) => {
      const values: RuleForm = {
        name: field(request.body, 'name', 201).trim(), reason: field(request.body, 'reason', 2001).trim(),
        expression: field(request.body, 'expression', MAX_EXPRESSION_LENGTH + 1).trim(), expires: field(request.body, 'expires', 20),
      }
      const errors: Record<string, string> = {}
      if (!values.name) errors.name = 'Name the rule.'
      else if (values.name.length > 200) errors.name = 'Keep the name under 200 characters.'
      if (!values.reason) errors.reason = 'Say why these findings are noise: auditors read it.'
      else if (values.reason.length > 2000) errors.reason = 'Keep the reason under 2,000 characters.'
      if (!values.expression) errors.expression = 'Write the expression of the findings to silence.'
      const expiresAt = endOfDay(values.expires)
      if (expiresAt === undefined) errors.expires = 'Enter the expiry as a date, or leave it empty.'
      if (Object.keys(errors).length > 0) return listPage(request, reply, { values, errors }, 422)
      try {
        await deps.suppression.create(tenantOf(request), { name: values.name, reason: values.reason, expression: values.expression, expires_at: expiresAt ?? null }, actorOf(request))
        return reply.redirect(`${BASE}?done=created`, 303)
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error
        const place = error.code === 'invalid_suppression_expression' ? 'expression' : error.message.includes("'expires_at'") ? 'expires' : 'form'
        return listPage(request, reply, { values, errors: { [place]: error.message } }, error.statusCode)
      }
    })

    // The live count under the expression field (app.js): JSON, for the page's script only.
    app.post('/suppression_rules/preview', async (request, reply) => {
      const expression = field(request.body, 'expression', MAX_EXPRESSION_LENGTH + 1).trim()
      void reply.header('cache-control', 'no-store')
      if (expression === '') return { ok: true, message: 'Write an expression to see what it would silence.' }
      try {
        const preview = await deps.suppression.preview(tenantOf(request), { expression })
        return { ok: true, matched: preview.total, message: `Would silence ${preview.total} of the ${preview.scanned} open and accepted findings no rule silences now.` }
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500) return { ok: false, message: error.message }
        throw error
      }
    })

    app.post<PageRoute<{ id: string }>>('/suppression_rules/:id/status', async (request, reply) => {
      const enabled = field(request.body, 'enabled', 10) === 'true'
      await deps.suppression.update(tenantOf(request), ruleId(request), { enabled }, actorOf(request))
      return reply.redirect(`${BASE}?done=${enabled ? 'enabled' : 'disabled'}`, 303)
    })

    app.post<PageRoute<{ id: string }>>('/suppression_rules/:id/delete', async (request, reply) => {
      await deps.suppression.remove(tenantOf(request), ruleId(request), actorOf(request))
      return reply.redirect(`${BASE}?done=deleted`, 303)
    })
  }
}
