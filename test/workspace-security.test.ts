import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../src/app.ts'
import { createAccountsService } from '../src/accounts/index.ts'
import { createToken, grantProduction } from '../src/tenants/index.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { webClient } from './helpers/web-client.ts'

describe(`workspace security: production mode and IP allowlist (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ tokenCacheTtlMs: 1 }) })
  after(async () => { await t.close() })

  test('an admin sets the allowlist and asks for production; once granted, tokens work only from listed addresses', async () => {
    const admin = webClient(t.app)
    await admin.signUp({ email: 'sec-admin@example.com', workspace: 'Secure Co' })
    const page = await admin.get('/app/settings/workspace')
    assert.match(page.body, /badge mode-sandbox/)
    const bad = await admin.post('/app/settings/workspace/ip-allowlist', { ip_allowlist: '10.0.0.0/8\n999.1.1.1' })
    assert.equal(bad.statusCode, 422)
    assert.match(bad.body, /&quot;999\.1\.1\.1&quot; is not an IPv4 or IPv6 address or CIDR range/)
    const saved = await admin.post('/app/settings/workspace/ip-allowlist', { ip_allowlist: '10.1.2.3/8\n2001:db8::/32\n192.0.2.7\n10.0.0.0/8' })
    assert.equal(saved.statusCode, 200)
    assert.match(saved.body, />10\.0\.0\.0\/8\n2001:db8::\/32\n192\.0\.2\.7\/32<\/textarea>/, 'normalised, deduplicated')

    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Secure Co').executeTakeFirstOrThrow()).id
    const { token } = await createToken(t.storage.db, tenantId, { scopes: ['findings:read'] })
    const call = (remoteAddress: string, headers: Record<string, string> = {}, app = t.app) =>
      app.inject({ url: '/v1/findings?limit=1', remoteAddress, headers: { authorization: `Bearer ${token}`, ...headers } })
    assert.equal((await call('198.51.100.1')).statusCode, 200, 'sandbox: the allowlist is not enforced yet')

    await admin.get('/app/settings/workspace')
    const requested = await admin.post('/app/settings/workspace/production', {})
    assert.match(requested.body, /Production access requested/)
    assert.match((await admin.get('/app/settings/workspace')).body, /waiting for an operator/)

    assert.equal(await grantProduction(t.storage.db, tenantId), 'granted')
    assert.equal(await grantProduction(t.storage.db, tenantId), 'already')
    const left = await t.storage.db.selectFrom('findings').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    assert.equal(Number(left.n), 0, 'the synthetic findings are gone')
    assert.match((await admin.get('/app/settings/workspace')).body, /badge mode-production/)
    await new Promise((resolve) => setTimeout(resolve, 5))

    const refused = await call('198.51.100.1')
    assert.equal(refused.statusCode, 403)
    assert.equal(refused.json().error.code, 'ip_not_allowed')
    assert.match(refused.json().error.message, /198\.51\.100\.1/)
    for (const ip of ['10.20.30.40', '2001:db8::1', '::ffff:10.9.9.9', '192.0.2.7']) assert.equal((await call(ip)).statusCode, 200, ip)
    for (const ip of ['192.0.2.8', '11.0.0.1', '2001:db9::1']) assert.equal((await call(ip)).statusCode, 403, ip)
    assert.equal((await call('127.0.0.1')).statusCode, 403)

    // X-Forwarded-For is believed only from a configured proxy.
    assert.equal((await call('127.0.0.1', { 'x-forwarded-for': '10.1.1.1' })).statusCode, 403, 'not from an untrusted hop')
    const behindProxy = await buildApp({ storage: t.storage, logLevel: 'silent', trustedProxies: ['127.0.0.1'], tokenCacheTtlMs: 1, webhookSecretsKey: t.secretsKey })
    try {
      assert.equal((await call('127.0.0.1', { 'x-forwarded-for': '10.1.1.1' }, behindProxy)).statusCode, 200)
      assert.equal((await call('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }, behindProxy)).statusCode, 403)
    } finally {
      await behindProxy.close()
    }

    const log = await t.storage.db.selectFrom('tenant_audit_log').select(['actor', 'action']).where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute()
    assert.deepEqual(log.map((l) => l.action), ['tenant.ip_allowlist_changed', 'tenant.production_requested', 'tenant.production_granted'])
    assert.equal(log[2]!.actor, 'operator')
    assert.match(log[0]!.actor, /^usr_/)
  })

  test('a member sees the settings but cannot change them', async () => {
    const admin = webClient(t.app)
    await admin.signUp({ email: 'team-admin@example.com', workspace: 'Team' })
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Team').executeTakeFirstOrThrow()).id
    const accounts = createAccountsService(t.storage.db, { sandboxSeed: 1 })
    const { accountId } = await accounts.signUp({ email: 'member@example.com', name: 'M', password: 'a long passphrase', workspace: 'Own' })
    await t.storage.db.insertInto('users').values({ id: 'usr_member_team', tenant_id: tenantId, account_id: accountId, role: 'member', created_at: new Date() }).execute()
    const member = webClient(t.app)
    await member.get('/app/login')
    await member.post('/app/login', { email: 'member@example.com', password: 'a long passphrase', next: '/app' })
    await member.get('/app/settings/account')
    await member.post('/app/workspaces/switch', { tenant_id: tenantId })
    const page = await member.get('/app/settings/workspace')
    assert.match(page.body, /Workspace Team/)
    assert.doesNotMatch(page.body, /name="ip_allowlist"/)
    const refused = await member.post('/app/settings/workspace/ip-allowlist', { ip_allowlist: '10.0.0.0/8' }, { csrf: member.csrf() })
    assert.equal(refused.statusCode, 403)
    const tenant = await t.storage.db.selectFrom('tenants').select('ip_allowlist').where('id', '=', tenantId).executeTakeFirstOrThrow()
    assert.deepEqual(tenant.ip_allowlist, [])
  })
})
