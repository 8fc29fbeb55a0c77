import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createToken } from '../src/tenants/index.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

describe(`GET /v1/audit_log (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ webhookAllowPrivateUrls: true }) })
  after(async () => { await t.close() })

  test('records who changed tokens, webhooks, policies, OAuth apps and security; admins only; no secrets', async () => {
    const admin = webClient(t.app)
    await admin.signUp({ email: 'auditor@example.com', workspace: 'Audited' })
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Audited').executeTakeFirstOrThrow()).id
    const adminUser = (await t.storage.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).id

    await admin.get('/app/settings/developer/tokens')
    const page = await admin.post('/app/settings/developer/tokens', { name: 'auditor', scopes: ['audit_log:read', 'webhooks:write', 'policies:write'], expiry: '30' })
    const secret = /id="new-token"[^>]*value="(pst_\w+)"/.exec(page.body)![1]!
    const auth = { authorization: `Bearer ${secret}` }
    const tokenId = (await t.storage.db.selectFrom('personal_access_tokens').select('id').where('name', '=', 'auditor').executeTakeFirstOrThrow()).id

    const endpoint = await t.app.inject({ method: 'POST', url: '/v1/webhook_endpoints', headers: auth, payload: { url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] } })
    assert.equal(endpoint.statusCode, 201)
    const policy = await t.app.inject({ method: 'POST', url: '/v1/policies', headers: auth, payload: {
      name: 'prod buckets', target: 'resource', expression: 'resource.kind == "bucket"', severity: 'high', dimension: 'security',
    } })
    assert.equal(policy.statusCode, 201, policy.body)
    await t.app.inject({ method: 'PATCH', url: `/v1/policies/${policy.json().id}`, headers: auth, payload: { severity: 'critical' } })
    await t.app.inject({ method: 'DELETE', url: `/v1/policies/${policy.json().id}`, headers: auth })
    await admin.get('/app/settings/developer/oauth-apps')
    await admin.post('/app/settings/developer/oauth-apps', { name: 'Audited app', type: 'confidential', redirect_uris: 'https://app.example/cb' })
    await admin.get('/app/settings/workspace')
    await admin.post('/app/settings/workspace/ip-allowlist', { ip_allowlist: '203.0.113.0/24' })

    const log = await t.app.inject({ url: '/v1/audit_log?limit=3', headers: auth })
    assert.equal(log.statusCode, 200)
    const first = log.json() as { data: Array<{ id: string; actor: string; action: string; details: Record<string, unknown> }>; next_cursor: string }
    assert.equal(first.data.length, 3)
    const rest = (await t.app.inject({ url: `/v1/audit_log?cursor=${encodeURIComponent(first.next_cursor)}`, headers: auth })).json() as typeof first
    const entries = [...first.data, ...rest.data]
    assert.deepEqual(entries.map((e) => e.action), [
      'tenant.ip_allowlist_changed', 'oauth_app.registered', 'policy.deleted', 'policy.updated', 'policy.created', 'webhook_endpoint.created', 'token.created',
    ], 'newest first')
    assert.deepEqual(entries.map((e) => e.actor), [adminUser, adminUser, tokenId, tokenId, tokenId, tokenId, adminUser])
    assert.deepEqual(entries[3]!.details, { policy_id: policy.json().id, changed: { severity: 'critical' } })
    const text = JSON.stringify(entries)
    assert.doesNotMatch(text, /pst_|whsec_|pcs_/, 'never a secret')

    // Admins only: a member's token with the scope is refused; a token without the scope too.
    const memberAccount = 'acc_member_audit'
    await t.storage.db.insertInto('accounts').values({ id: memberAccount, email: 'm-audit@example.com', name: 'M', password_hash: 'x', created_at: new Date(), password_changed_at: new Date() }).execute()
    await t.storage.db.insertInto('users').values({ id: 'usr_member_audit', tenant_id: tenantId, account_id: memberAccount, role: 'member', created_at: new Date() }).execute()
    const memberToken = await createToken(t.storage.db, tenantId, { scopes: ['audit_log:read'], userId: 'usr_member_audit' })
    const refused = await t.app.inject({ url: '/v1/audit_log', headers: { authorization: `Bearer ${memberToken.token}` } })
    assert.equal(refused.statusCode, 403)
    assert.equal(refused.json().error.code, 'insufficient_scope')
    const noScope = await createToken(t.storage.db, tenantId, { scopes: ['findings:read'], userId: adminUser })
    assert.equal((await t.app.inject({ url: '/v1/audit_log', headers: { authorization: `Bearer ${noScope.token}` } })).statusCode, 403)
    // An operator token (CLI, no member) may read it; another workspace sees only its own (empty) log.
    const operator = await createToken(t.storage.db, tenantId, { scopes: ['audit_log:read'] })
    assert.equal((await t.app.inject({ url: '/v1/audit_log', headers: { authorization: `Bearer ${operator.token}` } })).json().data.length, 7)
    const other = await t.tenant({ sandbox: false, scopes: ['audit_log:read'] })
    assert.deepEqual((await t.app.inject({ url: '/v1/audit_log', headers: other.headers })).json().data, [])
  })
})
