import type { Db } from '../platform/db/database.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { checkOutboundUrl, resolveAndCheck, type LookupAll } from '../platform/outbound/ssrf.ts'

export interface WebhookUrlGuard {
  /** Throws 422 `invalid_webhook_url` unless the tenant may register this URL. */
  assertAcceptable(tenantId: string, url: string): Promise<void>
}

/**
 * Production tenants: https only, and no URL whose host resolves to a loopback, private, link-local or
 * metadata address. Sandbox tenants may use http. `allowPrivate` (operator setting
 * WEBHOOK_ALLOW_PRIVATE_URLS) lifts the address rule for local development and tests.
 */
export function createUrlGuard(db: Db, options: { allowPrivate: boolean; lookup?: LookupAll }): WebhookUrlGuard {
  // Someone trying webhooks on one machine meets these refusals first: say what the operator can change.
  const local = options.allowPrivate ? ''
    : '; to receive webhooks on this machine or a private network (development), the operator starts the server with WEBHOOK_ALLOW_PRIVATE_URLS=true'
  const localHint = (reason: string) => (['loopback', 'private', 'link_local', 'unique_local', 'shared', 'unresolvable'].includes(reason) ? local : '')
  return {
    async assertAcceptable(tenantId, url) {
      const tenant = await db.selectFrom('tenants').select('mode').where('id', '=', tenantId).executeTakeFirstOrThrow()
      const checked = checkOutboundUrl(url, { allowHttp: tenant.mode === 'sandbox', allowPrivate: options.allowPrivate })
      if (!checked.ok) {
        const hint = checked.reason === 'scheme_not_allowed' ? (tenant.mode === 'sandbox' ? ' (use https or http)' : ' (production tenants use https)') : ''
        throw new ApiError('invalid_webhook_url', `The webhook URL is not acceptable: ${checked.reason.replaceAll('_', ' ')}${hint}${localHint(checked.reason)}.`)
      }
      const resolved = await resolveAndCheck(checked.url.hostname, { allowPrivate: options.allowPrivate, ...(options.lookup ? { lookup: options.lookup } : {}) })
      if (!resolved.ok) {
        const why = resolved.reason === 'unresolvable' ? `its host ${checked.url.hostname} does not resolve` : `its host resolves to a ${resolved.reason.replaceAll('_', ' ')} address`
        throw new ApiError('invalid_webhook_url', `The webhook URL is not acceptable: ${why}${localHint(resolved.reason)}.`)
      }
    },
  }
}
