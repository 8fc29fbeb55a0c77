import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { pruneSessions } from '../src/accounts/retention.ts'
import { createAccountsService } from '../src/accounts/index.ts'
import { createGrants, registerClient } from '../src/oauth/index.ts'
import { pruneOAuth } from '../src/oauth/retention.ts'
import { s256 } from '../src/oauth/grants.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

const DAY = 24 * 3600_000

describe(`retention of sessions and OAuth grants (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp() })
  after(async () => { await t.close() })

  test('expired and idle sessions are deleted; live ones stay', async () => {
    const accounts = createAccountsService(t.storage.db, { sandboxSeed: 1 })
    const { accountId } = await accounts.signUp({ email: 'keep@example.com', name: 'K', password: 'a long passphrase', workspace: 'W' })
    await accounts.openSession(accountId, 'second')
    await accounts.openSession(accountId, 'third')
    const sessions = await t.storage.db.selectFrom('web_sessions').select('id_hash').where('account_id', '=', accountId).orderBy('created_at').execute()
    assert.equal(sessions.length, 3)
    const now = new Date()
    await t.storage.db.updateTable('web_sessions').set({ expires_at: new Date(now.getTime() - 1000) }).where('id_hash', '=', sessions[0]!.id_hash).execute()
    await t.storage.db.updateTable('web_sessions').set({ last_seen_at: new Date(now.getTime() - 2 * DAY) }).where('id_hash', '=', sessions[1]!.id_hash).execute()
    const { deleted } = await pruneSessions(t.storage.db, now, { batchSize: 1 })
    assert.equal(deleted, 2)
    const left = await t.storage.db.selectFrom('web_sessions').select('id_hash').where('account_id', '=', accountId).execute()
    assert.deepEqual(left.map((s) => s.id_hash), [sessions[2]!.id_hash])
  })

  test('codes a day past expiry and token pairs past their refresh expiry are deleted; a used code is kept until then', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const user = await t.storage.db.insertInto('accounts').values({ id: 'acc_retention', email: 'r@example.com', name: 'R', password_hash: 'x', created_at: new Date(), password_changed_at: new Date() })
      .execute().then(() => t.storage.db.insertInto('users').values({ id: 'usr_retention', tenant_id: tenant.id, account_id: 'acc_retention', role: 'admin', created_at: new Date() }).returning('id').executeTakeFirstOrThrow())
    const client = await registerClient(t.storage.db, tenant.id, user.id, { name: 'App', type: 'confidential', redirectUris: ['https://app.example/cb'] })
    let clock = new Date()
    const grants = createGrants(t.storage.db, { clock: () => clock })
    const verifier = 'v'.repeat(43)
    const issue = () => grants.issueCode({ clientId: client.client_id, tenantId: tenant.id, userId: user.id, redirectUri: 'https://app.example/cb', scopes: ['findings:read'], codeChallenge: s256(verifier) })
    const usedCode = await issue()
    await grants.exchangeCode({ clientId: client.client_id, clientSecret: client.client_secret! }, { code: usedCode, redirectUri: 'https://app.example/cb', codeVerifier: verifier })
    await issue() // never used
    const count = async (table: 'oauth_codes' | 'oauth_tokens') => Number((await t.storage.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

    assert.equal((await pruneOAuth(t.storage.db, new Date(clock.getTime() + 12 * 3600_000))).deleted, 0, 'half a day later: nothing')
    assert.equal((await pruneOAuth(t.storage.db, new Date(clock.getTime() + 2 * DAY))).deleted, 2, 'both codes, two days later')
    assert.equal(await count('oauth_codes'), 0)
    assert.equal(await count('oauth_tokens'), 1, 'the token pair lives 30 days')
    clock = new Date(clock.getTime() + 31 * DAY)
    assert.equal((await pruneOAuth(t.storage.db, clock)).deleted, 1)
    assert.equal(await count('oauth_tokens'), 0)
  })
})
