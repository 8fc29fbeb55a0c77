import { randomBytes } from 'node:crypto'
import { hashSecret } from '../platform/secret-hash.ts'
import type { Db } from '../platform/db/database.ts'
import { base62, newId } from '../platform/ids.ts'
import { insertNewTenant } from '../tenants/index.ts'
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords.ts'
import * as repo from './repo.ts'

/** A refusal a form shows next to its field. */
export class AccountError extends Error {
  constructor(readonly field: string, message: string) { super(message) }
}

export const SESSION_LIFETIME_MS = 7 * 24 * 3600_000
export const SESSION_IDLE_MS = 24 * 3600_000
const TOUCH_EVERY_MS = 5 * 60_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export interface Membership { user_id: string; role: 'admin' | 'member'; tenant_id: string; tenant_name: string; tenant_mode: 'sandbox' | 'production' }

export interface SessionView {
  idHash: string
  account: { id: string; email: string; name: string }
  /** The workspace in view and the account's role in it; null when the account belongs to none. */
  membership: Membership | null
  memberships: Membership[]
  /** The membership this session signed in to through the workspace's identity provider (SSO), if any. */
  ssoUserId: string | null
}

function checkName(field: string, value: string, label: string): string {
  const trimmed = value.trim()
  if (trimmed.length === 0) throw new AccountError(field, `Enter ${label}.`)
  if (trimmed.length > 200) throw new AccountError(field, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most 200 characters.`)
  return trimmed
}

export interface AccountsOptions { sandboxSeed: number; clock?: () => Date }

export function createAccountsService(db: Db, options: AccountsOptions) {
  const clock = options.clock ?? (() => new Date())
  // Verifying against this when no account has the e-mail keeps a miss as slow as a wrong password.
  const decoy = hashPassword(randomBytes(16).toString('hex'))

  async function startSession(accountId: string, tenantId: string | null, userAgent: string | undefined, ssoUserId: string | null = null) {
    const secret = base62(randomBytes(32))
    const now = clock()
    await repo.insertSession(db, {
      id_hash: hashSecret(secret), account_id: accountId, tenant_id: tenantId, created_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS), user_agent: userAgent?.slice(0, 300) ?? null, sso_user_id: ssoUserId,
    })
    return secret
  }

  return {
    startSession,

    /** A new account with its first workspace (sandbox, seeded) where it is admin, and a session. */
    async signUp(input: { email: string; name: string; password: string; workspace: string; userAgent?: string }) {
      const email = normalizeEmail(input.email)
      if (!EMAIL.test(email) || email.length > 254) throw new AccountError('email', 'Enter a valid e-mail address.')
      const name = checkName('name', input.name, 'your name')
      const workspace = checkName('workspace', input.workspace, 'a workspace name')
      const problem = passwordProblem(input.password, email)
      if (problem) throw new AccountError('password', problem)
      if (await repo.findAccountByEmail(db, email)) throw new AccountError('email', 'An account with this e-mail already exists: sign in instead.')
      const passwordHash = await hashPassword(input.password)
      const now = clock()
      const accountId = newId('acc')
      const tenant = await db.transaction().execute(async (tx) => {
        await repo.insertAccount(tx, { id: accountId, email, name, password_hash: passwordHash, created_at: now })
        const created = await insertNewTenant(tx, { name: workspace, seed: options.sandboxSeed, now })
        await repo.insertMembership(tx, created.id, { id: newId('usr'), account_id: accountId, role: 'admin', created_at: now })
        return created
      }).catch((error: { code?: string }) => {
        // Two sign-ups with one e-mail at once: the unique index decides.
        if (error.code === '23505') throw new AccountError('email', 'An account with this e-mail already exists: sign in instead.')
        throw error
      })
      return { accountId, tenant, secret: await startSession(accountId, tenant.id, input.userAgent) }
    },

    /** The account whose password this is, or null (as slowly for an unknown e-mail as for a wrong password). */
    async authenticate(emailInput: string, password: string) {
      const account = await repo.findAccountByEmail(db, normalizeEmail(emailInput))
      const ok = await verifyPassword(password, account?.password_hash ?? await decoy)
      if (!account || !ok) return null
      if (needsRehash(account.password_hash)) await repo.setPasswordHash(db, account.id, await hashPassword(password), account.password_changed_at)
      return { id: account.id, email: account.email, name: account.name }
    },

    /** Signs in: a session opened on the account's first workspace. */
    async openSession(accountId: string, userAgent: string | undefined) {
      const [first] = await repo.membershipsOf(db, accountId)
      return startSession(accountId, first?.tenant_id ?? null, userAgent)
    },

    /** Signs in through a workspace's identity provider: a session on that workspace, marked as SSO for it. */
    async openSsoSession(accountId: string, tenantId: string, userId: string, userAgent: string | undefined) {
      return startSession(accountId, tenantId, userAgent, userId)
    },

    /** The session a cookie names, if it is still valid (absolute lifetime and idle timeout). */
    async resolveSession(secret: string | undefined): Promise<SessionView | null> {
      if (!secret || !/^[0-9A-Za-z]{43}$/.test(secret)) return null
      const idHash = hashSecret(secret)
      const row = await repo.findSession(db, idHash)
      if (!row) return null
      const now = clock().getTime()
      if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + SESSION_IDLE_MS <= now) {
        await repo.deleteSession(db, idHash)
        return null
      }
      if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, idHash, new Date(now))
      const memberships = (await repo.membershipsOf(db, row.account_id)) as Membership[]
      const membership = memberships.find((m) => m.tenant_id === row.tenant_id) ?? memberships[0] ?? null
      return { idHash, account: { id: row.account_id, email: row.email, name: row.name }, membership, memberships, ssoUserId: row.sso_user_id }
    },

    async endSession(idHash: string) {
      await repo.deleteSession(db, idHash)
    },

    async switchWorkspace(session: SessionView, tenantId: string) {
      if (!session.memberships.some((m) => m.tenant_id === tenantId)) return false
      await repo.setSessionTenant(db, session.idHash, tenantId)
      return true
    },

    /** Another workspace, born in sandbox like the first; its creator is its admin. */
    async createWorkspace(session: SessionView, nameInput: string) {
      const name = checkName('workspace', nameInput, 'a workspace name')
      const now = clock()
      const tenant = await db.transaction().execute(async (tx) => {
        const created = await insertNewTenant(tx, { name, seed: options.sandboxSeed, now })
        await repo.insertMembership(tx, created.id, { id: newId('usr'), account_id: session.account.id, role: 'admin', created_at: now })
        return created
      })
      await repo.setSessionTenant(db, session.idHash, tenant.id)
      return tenant
    },

    /** A new password signs the account out of every other session. */
    async changePassword(session: SessionView, current: string, next: string) {
      const account = await repo.findAccount(db, session.account.id)
      if (!account || !(await verifyPassword(current, account.password_hash))) throw new AccountError('current_password', 'The current password is not correct.')
      const problem = passwordProblem(next, account.email)
      if (problem) throw new AccountError('new_password', problem)
      await repo.setPasswordHash(db, account.id, await hashPassword(next), clock())
      await repo.deleteSessionsOf(db, account.id, session.idHash)
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
