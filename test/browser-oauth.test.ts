import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import * as oauth from 'oauth4webapi'
import type { Browser } from 'playwright-core'
import { launchChromium, signUpInBrowser } from './helpers/browser.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

const insecure = { [oauth.allowInsecureRequests]: true }

describe(`OAuth through the real consent page in Chromium (${BACKEND})`, () => {
  let t: TestApp
  let browser: Browser
  let issuer: string
  let callbackServer: Server
  let callbackUrl: string
  const callbacks: URL[] = []

  before(async () => {
    callbackServer = createServer((request, response) => {
      const url = new URL(request.url!, callbackUrl)
      if (url.pathname === '/callback') callbacks.push(url) // not the browser's /favicon.ico
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Connected</title><p>Connected.</p>')
    })
    await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve))
    callbackUrl = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`
    // The issuer must be the address the client reaches, so learn a free port first, then build the app with it.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    issuer = `http://127.0.0.1:${port}`
    t = await startTestApp({ baseUrl: issuer })
    await t.app.listen({ port, host: '127.0.0.1' })
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await t?.close()
    callbackServer.closeAllConnections()
    await new Promise<void>((resolve) => callbackServer.close(() => resolve()))
  })

  test('register an OAuth app in the page, connect a client with PKCE through sign-in and consent, list findings with its token', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await signUpInBrowser(page, issuer, { name: 'App Owner', email: 'app-owner@example.com', password: 'grant me access', workspace: 'Consent Co' })
    await page.goto(`${issuer}/app/settings/developer/oauth-apps`)
    await page.getByLabel('Name').fill('Grafana plugin')
    await page.getByLabel('Redirect URIs').fill(callbackUrl)
    await page.getByRole('button', { name: 'Register application' }).click()
    const clientId = (await page.locator('#client-id').textContent())!
    const clientSecret = await page.locator('#client-secret').inputValue()
    // Sign out: the authorization request starts from a browser that is not signed in.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(/\/app\/login$/)

    const as = await oauth.processDiscoveryResponse(new URL(issuer), await oauth.discoveryRequest(new URL(issuer), { algorithm: 'oauth2', ...insecure }))
    const client: oauth.Client = { client_id: clientId }
    const verifier = oauth.generateRandomCodeVerifier()
    const state = oauth.generateRandomState()
    const url = new URL(as.authorization_endpoint!)
    url.search = new URLSearchParams({
      response_type: 'code', client_id: clientId, redirect_uri: callbackUrl, scope: 'findings:read', state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    }).toString()
    await page.goto(url.toString())
    await page.waitForURL(/\/app\/login\?next=/)
    await page.getByLabel('E-mail').fill('app-owner@example.com')
    await page.getByLabel('Password').fill('grant me access')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Authorize Grafana plugin' }).waitFor()
    assert.match(await page.locator('.consent').textContent() ?? '', /workspace Consent Co/)
    assert.match(await page.locator('.scopes-list').textContent() ?? '', /Read findings/)
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.waitForURL(new RegExp(`^${callbackUrl.replaceAll('.', '\\.')}\\?`))
    assert.equal(callbacks.length, 1)

    const params = oauth.validateAuthResponse(as, client, callbacks[0]!, state)
    const tokens = await oauth.processAuthorizationCodeResponse(as, client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretPost(clientSecret), params, callbackUrl, verifier, insecure))
    const findings = await fetch(`${issuer}/v1/findings?severity=critical&limit=5`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    assert.equal(findings.status, 200)
    const body = await findings.json() as { data: Array<{ severity: string }> }
    assert.ok(body.data.length > 0 && body.data.every((f) => f.severity === 'critical'))
    await context.close()
  })
})
