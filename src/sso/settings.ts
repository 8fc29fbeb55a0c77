import type { Db, DbOrTx } from '../platform/db/database.ts'
import { recordAudit } from '../audit-log/index.ts'
import { openSecret, sealSecret } from '../webhooks/index.ts'
import { parseIssuer, SsoError, type ProviderDirectory, type ProviderSettings } from './provider.ts'

/** How long a sign-in through the provider keeps a member's SSO authorization in force. */
export const SSO_AUTHORIZATION_DAYS = 7

export interface SsoSettingsView {
  issuer: string
  client_id: string
  enforced: boolean
  updated_at: Date
}

/**
 * Settings → Workspace → Single sign-on. Saving checks the provider by discovery first, so a typo is caught
 * on the form rather than at the next sign-in. A new provider (issuer or client) ends every member's SSO
 * authorization and turns enforcement off: the admin signs in through it once, then enforces again, which
 * keeps a broken provider from locking everybody out. A new secret alone changes nothing else.
 */
export function createSsoSettings(db: Db, options: { secretsKey: Buffer; providers: ProviderDirectory; onChanged(tenantId: string): void }) {
  const { secretsKey, providers } = options

  async function view(tenantId: string): Promise<SsoSettingsView | null> {
    const row = await db.selectFrom('tenant_sso').select(['issuer', 'client_id', 'enforced', 'updated_at'])
      .where('tenant_id', '=', tenantId).executeTakeFirst()
    return row ?? null
  }

  return {
    view,

    /** The provider's settings with the secret opened, for a sign-in. */
    async provider(tenantId: string): Promise<ProviderSettings | null> {
      const row = await db.selectFrom('tenant_sso').select(['issuer', 'client_id', 'client_secret_sealed'])
        .where('tenant_id', '=', tenantId).executeTakeFirst()
      return row ? { issuer: row.issuer, clientId: row.client_id, clientSecret: openSecret(secretsKey, row.client_secret_sealed) } : null
    },

    async save(tenantId: string, actor: string, input: { issuer: string; clientId: string; clientSecret: string }) {
      const issuer = parseIssuer(input.issuer).href.replace(/\/$/, '')
      const clientId = input.clientId.trim()
      if (!clientId || clientId.length > 255) throw new SsoError('Enter the client id the provider gave this application (at most 255 characters).')
      const current = await this.provider(tenantId)
      const clientSecret = input.clientSecret || current?.clientSecret || ''
      if (!clientSecret) throw new SsoError('Enter the client secret the provider gave this application.')
      if (clientSecret.length > 1000) throw new SsoError('The client secret is at most 1,000 characters.')
      await providers.discover({ issuer, clientId, clientSecret })
      const newProvider = !current || current.issuer !== issuer || current.clientId !== clientId
      await db.transaction().execute(async (tx) => {
        const sealed = sealSecret(secretsKey, clientSecret)
        await tx.insertInto('tenant_sso').values({ tenant_id: tenantId, issuer, client_id: clientId, client_secret_sealed: sealed, enforced: false, updated_at: new Date() })
          .onConflict((c) => c.column('tenant_id').doUpdateSet((eb) => ({
            issuer, client_id: clientId, client_secret_sealed: sealed, updated_at: new Date(),
            enforced: newProvider ? false : eb.ref('tenant_sso.enforced'),
          }))).execute()
        if (newProvider) await tx.deleteFrom('sso_authorizations').where('tenant_id', '=', tenantId).execute()
        await recordAudit(tx, tenantId, actor, 'tenant.sso_provider_saved', {
          issuer, client_id: clientId, new_provider: newProvider, secret_changed: Boolean(input.clientSecret),
        })
      })
      options.onChanged(tenantId)
      return { newProvider }
    },

    /** Enforcing needs the admin's own SSO authorization in force: proof that the provider works for them. */
    async setEnforced(tenantId: string, actor: string, enforced: boolean) {
      const settings = await view(tenantId)
      if (!settings) throw new SsoError('Configure an identity provider first.')
      if (enforced && !(await authorizationInForce(db, tenantId, actor))) {
        throw new SsoError('Sign in through the identity provider yourself first ("Test sign-in"): enforcing SSO before it works for you would lock you out.')
      }
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('tenant_sso').set({ enforced, updated_at: new Date() }).where('tenant_id', '=', tenantId).execute()
        await recordAudit(tx, tenantId, actor, enforced ? 'tenant.sso_enforced' : 'tenant.sso_not_enforced')
      })
      options.onChanged(tenantId)
    },

    async remove(tenantId: string, actor: string) {
      await db.transaction().execute(async (tx) => {
        const removed = await tx.deleteFrom('tenant_sso').where('tenant_id', '=', tenantId).returning('tenant_id').execute()
        await tx.deleteFrom('sso_authorizations').where('tenant_id', '=', tenantId).execute()
        if (removed.length > 0) await recordAudit(tx, tenantId, actor, 'tenant.sso_provider_removed')
      })
      options.onChanged(tenantId)
    },

    /** Ends one member's SSO authorization (offboarding): their pages and tokens stop until they sign in again. */
    async revokeMember(tenantId: string, actor: string, userId: string) {
      const revoked = await db.transaction().execute(async (tx) => {
        // RETURNING, not the driver's row count: the embedded store reports no count inside a transaction.
        const deleted = await tx.deleteFrom('sso_authorizations').where('tenant_id', '=', tenantId).where('user_id', '=', userId).returning('user_id').execute()
        if (deleted.length > 0) await recordAudit(tx, tenantId, actor, 'member.sso_authorization_revoked', { user_id: userId })
        return deleted.length > 0
      })
      options.onChanged(tenantId)
      return revoked
    },

    /** Members' SSO authorizations in force, by membership id. */
    async authorizations(tenantId: string): Promise<Map<string, Date>> {
      const rows = await db.selectFrom('sso_authorizations').select(['user_id', 'expires_at'])
        .where('tenant_id', '=', tenantId).where('expires_at', '>', new Date()).execute()
      return new Map(rows.map((r) => [r.user_id, r.expires_at]))
    },
  }
}

export type SsoSettings = ReturnType<typeof createSsoSettings>

async function authorizationInForce(db: DbOrTx, tenantId: string, userId: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('sso_authorizations').select('expires_at')
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst()
  return Boolean(row && row.expires_at.getTime() > now.getTime())
}

/**
 * Operator break-glass (`posture tenant stop-sso-enforcement`): the provider is down or misconfigured and
 * nobody can sign in through it. Members sign in with their passwords again; the provider stays configured.
 */
export async function stopEnforcement(db: Db, tenantId: string): Promise<'stopped' | 'not_enforced' | 'unknown'> {
  return db.transaction().execute(async (tx) => {
    const tenant = await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst()
    if (!tenant) return 'unknown'
    const changed = await tx.updateTable('tenant_sso').set({ enforced: false, updated_at: new Date() })
      .where('tenant_id', '=', tenantId).where('enforced', '=', true).returning('tenant_id').execute()
    if (changed.length === 0) return 'not_enforced'
    await recordAudit(tx, tenantId, 'operator', 'tenant.sso_not_enforced', { break_glass: true })
    return 'stopped'
  })
}
