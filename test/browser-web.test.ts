import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Browser } from 'playwright-core'
import { launchChromium, listen, signUpInBrowser } from './helpers/browser.ts'
import { startReceiver, until } from './fakes/webhook-receiver.ts'
import { BACKEND, startWebhookTestApp, type TestApp } from './helpers/harness.ts'

describe(`web application in Chromium (${BACKEND})`, () => {
  let t: TestApp
  let browser: Browser
  let origin: string
  before(async () => {
    ;({ t } = await startWebhookTestApp(() => new Date())) // with the delivery worker, local receivers allowed
    origin = await listen(t)
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await t?.close()
  })

  test('sign up → create a findings:read token → copy it → it lists findings over HTTP → revoke → 401', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()) }) // a CSP violation shows here
    page.on('pageerror', (e) => problems.push(e.message))

    await signUpInBrowser(page, origin, { name: 'Grace Hopper', email: 'grace@example.com', password: 'compilers are fun', workspace: 'Navy Labs' })
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Dashboard')
    assert.ok(await page.locator('svg.chart rect').count() > 4, 'the chart has bars')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developer' }).click()
    await page.getByLabel('Name').fill('CI findings reader')
    await page.locator('input[name="scopes"][value="findings:read"]').check()
    await page.getByLabel('Expires').selectOption('30')
    await page.getByRole('button', { name: 'Create token' }).click()
    await page.getByRole('heading', { name: /Token “CI findings reader” created/ }).waitFor()
    assert.match(await page.getByRole('alert').first().textContent() ?? '', /only time it is shown/)

    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByText('Copied to the clipboard.').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(copied, /^pst_[0-9A-Za-z]{43}$/)
    assert.equal(copied, await page.locator('#new-token').inputValue())

    const list = await fetch(`${origin}/v1/findings?limit=3`, { headers: { authorization: `Bearer ${copied}`, accept: 'application/json' } })
    assert.equal(list.status, 200)
    const body = await list.json() as { data: Array<{ id: string }> }
    assert.equal(body.data.length, 3)
    assert.equal((await fetch(`${origin}/v1/resources`, { headers: { authorization: `Bearer ${copied}` } })).status, 403)

    await page.goto(`${origin}/app/settings/developer/tokens`) // the secret is gone once the page is loaded again
    assert.equal(await page.locator('#new-token').count(), 0)
    await page.getByRole('button', { name: 'Revoke CI findings reader' }).click()
    await page.getByText('Token “CI findings reader” was revoked; it no longer works.').waitFor()
    const refused = await fetch(`${origin}/v1/findings`, { headers: { authorization: `Bearer ${copied}` } })
    assert.equal(refused.status, 401)
    assert.equal((await refused.json() as { error: { code: string } }).error.code, 'invalid_token')
    assert.deepEqual(problems, [], 'no script errors and no CSP violations')
    await context.close()
  })

  test('register a webhook on a local receiver from the page → send a test event → see it in the delivery log', async () => {
    const receiver = await startReceiver()
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    try {
      await signUpInBrowser(page, origin, { name: 'Hook Owner', email: 'hook-owner@example.com', password: 'receivers verify', workspace: 'Hooks Inc' })
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developer' }).click()
      await page.getByRole('navigation', { name: 'Developer settings' }).getByRole('link', { name: 'Webhooks' }).click()
      await page.getByLabel('Endpoint URL').fill(receiver.url)
      await page.getByLabel('Description').fill('local test receiver')
      await page.getByRole('button', { name: 'Register endpoint' }).click()
      await page.getByRole('heading', { name: 'Signing secret' }).waitFor()
      const secret = await page.locator('#signing-secret').inputValue()
      assert.match(secret, /^whsec_/)
      await page.getByLabel('Send a test event').selectOption('finding.resolved')
      await page.getByRole('button', { name: 'Send test event' }).click()
      const arrived = await until('the test event at the receiver', () => receiver.received[0])
      assert.equal(arrived.headers['x-service-event'], 'finding.resolved')
      // The log: refresh until the delivery shows as succeeded with its attempt.
      await until('the delivery in the log', async () => {
        await page.getByRole('link', { name: 'Refresh' }).click()
        return (await page.locator('.delivery .delivery-succeeded').count()) > 0 || undefined
      })
      const entry = page.locator('.delivery').first()
      assert.match(await entry.textContent() ?? '', /finding\.resolved \(test\)/)
      assert.match(await entry.textContent() ?? '', /1 attempt; last: HTTP 200/)
      assert.equal(await entry.locator('code').nth(1).textContent(), arrived.headers['x-service-event-id'])
    } finally {
      await context.close()
      await receiver.close()
    }
  })

  test('every page fits a 375 px wide screen without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 })
    const page = await context.newPage()
    await page.goto(`${origin}/app/signup`)
    const fits = async (path: string) => {
      await page.goto(`${origin}${path}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the screen`)
    }
    await fits('/app/signup')
    await fits('/app/login')
    await signUpInBrowser(page, origin, { name: 'Phone User', email: 'phone@example.com', password: 'small screens too', workspace: 'Pocket' })
    for (const path of ['/app', '/app/findings', '/app/findings?severity=critical', '/app/settings/developer/tokens', '/app/settings/developer/webhooks', '/app/settings/developer/oauth-apps', '/app/settings/workspace', '/app/settings/account']) await fits(path)
    // A report in the list, and a workspace with an identity provider (its settings and sign-in page).
    await page.goto(`${origin}/app/findings`)
    await page.getByRole('button', { name: 'Generate report' }).click()
    await page.waitForURL(/\/app\/reports/)
    await fits('/app/reports')
    const tenantId = (await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Pocket').executeTakeFirstOrThrow()).id
    await t.storage.db.insertInto('tenant_sso').values({ tenant_id: tenantId, issuer: 'http://127.0.0.1:9', client_id: 'pocket', client_secret_sealed: 'v1.a.b.c', enforced: false, updated_at: new Date() }).execute()
    await fits('/app/settings/workspace')
    await fits(`/app/sso/${tenantId}`)
    await context.close()
  })
})
