import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, signUpInBrowser } from './helpers/browser.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { startIdentityProvider, type FakeIdentityProvider } from './fakes/oidc-provider.ts'
import { freePort } from './helpers/processes.ts'

/** Signs in at the fake provider's development form (any password) and waits to be back in Posture. */
async function signInAtProvider(page: Page, idp: FakeIdentityProvider, login: string) {
  await page.getByRole('button', { name: 'Continue to the identity provider' }).click()
  await page.waitForURL((url) => url.href.startsWith(idp.issuer))
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
}

describe(`single sign-on through a real OpenID Connect provider, in Chromium (${BACKEND})`, () => {
  let t: TestApp
  let idp: FakeIdentityProvider
  let browser: Browser
  let origin: string
  const contexts: BrowserContext[] = []

  before(async () => {
    // The callback registered at the provider names the app's port, so learn a free port first.
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    idp = await startIdentityProvider(`${origin}/app/sso/callback`)
    // The provider is on this machine: the operator setting lets SSO reach loopback addresses (decision 66).
    t = await startTestApp({ baseUrl: origin, ssoAllowPrivateIssuers: true })
    await t.app.listen({ port, host: '127.0.0.1' })
    browser = await launchChromium()
  })
  after(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await t?.close()
    await idp?.close()
  })
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    return context.newPage()
  }
  const findings = (token: string) => fetch(`${origin}/v1/findings?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  const errorCode = async (response: Response) => (await response.json() as { error: { code: string } }).error.code

  test('an admin configures the provider, tests it, enforces SSO; members and their tokens then need it', async () => {
    const admin = await newPage()
    await signUpInBrowser(admin, origin, { name: 'Ada Admin', email: 'ada@sso.test', password: 'one strong password', workspace: 'Single Sign Co' })
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Single Sign Co').executeTakeFirstOrThrow()).id

    // A member joins by invitation and makes a token while SSO is not enforced.
    await admin.goto(`${origin}/app/settings/workspace`)
    await admin.getByRole('button', { name: 'Create invitation link' }).click()
    const inviteUrl = await admin.locator('#invite-url').inputValue()
    const member = await newPage()
    await signUpInBrowser(member, origin, { name: 'Max Member', email: 'max@sso.test', password: 'another passphrase', workspace: 'Max Own' })
    await member.goto(inviteUrl)
    await member.getByRole('button', { name: /Join/ }).click()
    await member.waitForURL(/\/app\?/)
    await member.goto(`${origin}/app/settings/developer/tokens`)
    await member.getByLabel('Name').fill('member script')
    await member.locator('input[name="scopes"][value="findings:read"]').check()
    await member.getByRole('button', { name: 'Create token' }).click()
    const memberToken = await member.locator('#new-token').inputValue()
    assert.equal((await findings(memberToken)).status, 200)

    // The provider form: a wrong issuer is caught by discovery; enforcing before a test sign-in is refused.
    await admin.goto(`${origin}/app/settings/workspace`)
    await admin.getByLabel('Issuer URL').fill('http://127.0.0.1:9/nothing-here')
    await admin.getByLabel('Client ID').fill(idp.clientId)
    await admin.getByLabel(/^Client secret/).fill(idp.clientSecret)
    await admin.getByRole('button', { name: 'Save identity provider' }).click()
    assert.match(await admin.getByRole('alert').first().textContent() ?? '', /discovery at this issuer did not succeed/)
    await admin.getByLabel('Issuer URL').fill(idp.issuer)
    await admin.getByLabel(/^Client secret/).fill(idp.clientSecret)
    await admin.getByRole('button', { name: 'Save identity provider' }).click()
    await admin.getByText('Identity provider saved. Use "Test sign-in"').waitFor()
    await admin.getByRole('button', { name: 'Enforce SSO' }).click()
    assert.match(await admin.getByRole('alert').first().textContent() ?? '', /Sign in through the identity provider yourself first/)

    await admin.getByRole('link', { name: 'Test sign-in' }).click()
    await signInAtProvider(admin, idp, 'ada@sso.test')
    await admin.waitForURL(`${origin}/app`)
    await admin.goto(`${origin}/app/settings/workspace`)
    await admin.getByRole('button', { name: 'Enforce SSO' }).click()
    await admin.getByRole('status').getByText('SSO is enforced').waitFor()
    assert.equal(await admin.getByRole('button', { name: 'Stop enforcing SSO' }).count(), 1)

    // The member's token stops; their password session is sent to the provider; signing in there restores both.
    const refused = await findings(memberToken)
    assert.equal(refused.status, 403)
    assert.equal(await errorCode(refused), 'sso_authorization_required')
    await member.goto(`${origin}/app/findings`)
    assert.equal(new URL(member.url()).pathname, `/app/sso/${tenantId}`)
    await member.getByText('This workspace requires single sign-on').waitFor()
    await signInAtProvider(member, idp, 'max@sso.test')
    await member.waitForURL(`${origin}/app/findings`)
    assert.equal((await findings(memberToken)).status, 200)

    // A password sign-in alone does not reach the workspace.
    const again = await newPage()
    await again.goto(`${origin}/app/login`)
    await again.getByLabel('E-mail').fill('max@sso.test')
    await again.getByLabel('Password').fill('another passphrase')
    await again.getByRole('button', { name: 'Sign in' }).click()
    await again.waitForURL(/\/app(\/sso\/.*)?$/)
    if (!new URL(again.url()).pathname.startsWith('/app/sso/')) {
      // The password session opens on the member's first workspace (their own); switching to the SSO one needs SSO.
      await again.goto(`${origin}/app/settings/account`)
      await again.locator(`form[action="/app/workspaces/switch"]:has(input[value="${tenantId}"]) button`).click()
      await again.waitForURL(/\/app\/sso\//)
    }

    // Offboarding: the admin revokes the member's SSO authorization; the token stops at once.
    await admin.goto(`${origin}/app/settings/workspace`)
    await admin.getByRole('button', { name: 'Revoke the SSO authorization of Max Member' }).click()
    await admin.getByText('SSO authorization revoked').waitFor()
    assert.equal(await errorCode(await findings(memberToken)), 'sso_authorization_required')

    // Someone the provider knows but the workspace does not is turned away.
    const stranger = await newPage()
    await signUpInBrowser(stranger, origin, { name: 'Eve', email: 'eve@sso.test', password: 'not a member here', workspace: 'Eve Own' })
    await stranger.goto(`${origin}/app/sso/${tenantId}`)
    await signInAtProvider(stranger, idp, 'eve@sso.test')
    await stranger.getByText('No member of this workspace has the e-mail eve@sso.test').waitFor()

    // The workspace's provider vouches for this workspace, not for accounts: when it names a member other than
    // the one signed in (a provider run by a hostile admin would), nobody is signed in as that member.
    const mallory = await newPage()
    await signUpInBrowser(mallory, origin, { name: 'Mallory', email: 'mallory@sso.test', password: 'i want max s access', workspace: 'Mallory Own' })
    await mallory.goto(`${origin}/app/sso/${tenantId}`)
    await signInAtProvider(mallory, idp, 'max@sso.test')
    await mallory.getByText('which is not the Posture account you are signed in with').waitFor()
    await mallory.goto(`${origin}/app/settings/account`)
    assert.doesNotMatch(await mallory.locator('main').textContent() ?? '', /Single Sign Co/, 'Mallory did not become a member')
    assert.equal(await errorCode(await findings(memberToken)), 'sso_authorization_required', "Max's authorization was not renewed by it")
    // A callback this browser did not start is refused even with a session.
    await mallory.goto(`${origin}/app/sso/callback?code=stolen&state=attacker-state`)
    await mallory.getByText('did not start in this browser').waitFor()

    const actions = (await t.storage.db.selectFrom('tenant_audit_log').select('action').where('tenant_id', '=', tenantId).execute()).map((r) => r.action)
    for (const action of ['tenant.sso_provider_saved', 'tenant.sso_enforced', 'member.sso_authorization_revoked']) assert.ok(actions.includes(action), action)
    const stored = await t.storage.db.selectFrom('tenant_sso').select('client_secret_sealed').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    assert.ok(!stored.client_secret_sealed.includes(idp.clientSecret), 'the client secret is stored sealed')
  })

  test('a callback without a Posture session signs no one in; the sign-in link asks for the password first', async () => {
    const forged = await fetch(`${origin}/app/sso/callback?code=stolen&state=attacker-state`, { redirect: 'manual' })
    assert.equal(forged.status, 403)
    assert.match(await forged.text(), /Sign in to Posture first/)
    assert.equal(forged.headers.get('set-cookie')?.includes('posture_session='), false)
    const tenantId = (await t.storage.db.selectFrom('tenant_sso').select('tenant_id').executeTakeFirstOrThrow()).tenant_id
    const link = await fetch(`${origin}/app/sso/${tenantId}`, { redirect: 'manual' })
    assert.equal(link.status, 303)
    assert.equal(link.headers.get('location'), `/app/login?next=${encodeURIComponent(`/app/sso/${tenantId}`)}`)
  })
})
