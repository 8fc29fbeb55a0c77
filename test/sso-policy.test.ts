import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createAccountsService } from '../src/accounts/index.ts'
import { createSsoPolicy } from '../src/sso/index.ts'
import { createToken } from '../src/tenants/index.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// What the API does with a token while its workspace enforces SSO, hour by hour (the browser test covers the
// sign-in itself). The clock is the policy's own, so expiry is tested without waiting.
describe(`SSO authorization of tokens (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ tokenCacheTtlMs: 0 }) })
  after(async () => { await t.close() })

  test('a member token works while the owner is authorized, stops when it lapses; ownerless tokens and other workspaces are not bound', async () => {
    const db = t.storage.db
    const accounts = createAccountsService(db, { sandboxSeed: 1 })
    const { tenant } = await accounts.signUp({ email: 'policy@example.com', name: 'P', password: 'a long passphrase', workspace: 'Policy Co' })
    const other = await accounts.signUp({ email: 'other@example.com', name: 'O', password: 'a long passphrase', workspace: 'Other Co' })
    const userId = (await db.selectFrom('users').select('id').where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).id
    const otherUser = (await db.selectFrom('users').select('id').where('tenant_id', '=', other.tenant.id).executeTakeFirstOrThrow()).id
    const memberToken = await createToken(db, tenant.id, { scopes: ['findings:read'], userId })
    const operatorToken = await createToken(db, tenant.id, { scopes: ['findings:read'] })
    const call = async (token: string) => {
      const response = await t.app.inject({ url: '/v1/findings?limit=1', headers: { authorization: `Bearer ${token}` } })
      return response.statusCode === 200 ? 'ok' : response.json().error.code
    }
    assert.equal(await call(memberToken.token), 'ok', 'not enforced yet')

    // Around the real clock, which the API's checks read (fixed dates stopped working on the day they named).
    const day = 86_400_000
    const authorizedAt = new Date(Date.now() - 7 * day)
    const expiresAt = new Date(Date.now() + 7 * day)
    await db.insertInto('tenant_sso').values({ tenant_id: tenant.id, issuer: 'https://idp.example', client_id: 'c', client_secret_sealed: 'v1.x.y.z', enforced: true, updated_at: authorizedAt }).execute()
    assert.equal(await call(memberToken.token), 'sso_authorization_required')
    assert.equal(await call(operatorToken.token), 'ok', 'a token an operator issued has no owner to sign in')

    await db.insertInto('sso_authorizations').values({ user_id: userId, tenant_id: tenant.id, subject: 's1', authorized_at: authorizedAt, expires_at: expiresAt }).execute()
    assert.equal(await call(memberToken.token), 'ok')

    let now = new Date(expiresAt.getTime() - 1000)
    const policy = createSsoPolicy(db, { clock: () => now })
    assert.equal(await policy.tokenAllowed(tenant.id, userId), true)
    now = expiresAt
    assert.equal(await policy.tokenAllowed(tenant.id, userId), false, 'lapses at expires_at')
    assert.equal(await policy.tokenAllowed(other.tenant.id, otherUser), true, 'another workspace does not enforce SSO')
    assert.equal(await policy.tokenAllowed(tenant.id, null), true)

    await db.updateTable('tenant_sso').set({ enforced: false }).where('tenant_id', '=', tenant.id).execute()
    assert.equal(await call(memberToken.token), 'ok', 'no longer enforced')
  })
})
