// npm run docs:screenshots: PNGs of every web page at 1280 px and 375 px wide, into docs/screenshots/ (shown
// in the README). A fresh in-memory database and a signed-up sandbox workspace; Debian's Chromium.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium, listen } from '../test/helpers/browser.ts'
import { startReceiver, until } from '../test/fakes/webhook-receiver.ts'
import { startWebhookTestApp } from '../test/helpers/harness.ts'
import { startIdentityProvider } from '../test/fakes/oidc-provider.ts'

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
const WIDTHS = [1280, 375] as const

const { t } = await startWebhookTestApp(() => new Date()) // with the delivery worker; local receivers allowed
const receiver = await startReceiver()
const idp = await startIdentityProvider('http://127.0.0.1:8080/app/sso/callback') // a real OpenID provider, for the SSO form
const origin = await listen(t)
const browser = await launchChromium()
mkdirSync(OUT, { recursive: true })
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 860 }, deviceScaleFactor: 1 })
    const page = await context.newPage()
    const shot = async (name: string) => {
      await page.screenshot({ path: `${OUT}web-${name}-${width}.png`, fullPage: true })
      process.stdout.write(`docs/screenshots/web-${name}-${width}.png\n`)
    }
    await page.goto(`${origin}/app/login`)
    await shot('login')
    await page.goto(`${origin}/app/signup`)
    await shot('signup')
    await page.getByLabel('Your name').fill('Ada Lovelace')
    await page.getByLabel('E-mail').fill(`ada-${width}@example.com`)
    await page.getByLabel('Password').fill('analytical engine')
    await page.getByLabel('Workspace name').fill('Acme Security')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/\/app\?welcome=1$/)
    await shot('dashboard')
    await page.goto(`${origin}/app/findings?status=open&severity=critical,high`.replace(',', '&severity='))
    await shot('findings')
    // A finding's page after some triage: assigned, a note, a due date.
    const firstFinding = page.locator('tbody tr[data-finding-id] td[data-label="Title"] a').first()
    await firstFinding.click()
    await page.waitForURL(/\/app\/findings\/fnd_/)
    await page.getByLabel('Assignee').selectOption({ label: 'Ada Lovelace (me)' })
    await page.getByRole('button', { name: 'Assign' }).click()
    await page.getByText('Finding updated.').waitFor()
    await page.getByLabel('Add a note').fill('Checked with the owning team: the bucket serves build artefacts; moving them behind CloudFront this sprint.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await page.getByText('Note added.').waitFor()
    await shot('finding')
    await page.goto(`${origin}/app/findings?status=open&severity=critical,high`.replace(',', '&severity='))
    await page.getByLabel('Report', { exact: true }).selectOption('remediation_plan')
    await page.getByRole('button', { name: 'Generate report' }).click()
    await page.waitForURL(/\/app\/reports\?created=1$/)
    await page.getByRole('link', { name: /^Download PDF/ }).waitFor({ timeout: 30_000 }) // the page refreshes itself until it is ready
    await shot('reports')
    await page.goto(`${origin}/app/settings/developer/tokens`)
    await page.getByLabel('Name').fill('SIEM export')
    await page.locator('input[name="scopes"][value="findings:read"]').check()
    await page.locator('input[name="scopes"][value="events:read"]').check()
    await page.getByRole('button', { name: 'Create token' }).click()
    await page.getByRole('heading', { name: /created/ }).waitFor()
    await shot('token-created')
    await page.goto(`${origin}/app/settings/developer/tokens`)
    await shot('tokens')
    await page.goto(`${origin}/app/settings/developer/webhooks`)
    await page.getByLabel('Endpoint URL').fill(receiver.url)
    await page.getByLabel('Description').fill('SIEM ingest')
    await page.getByRole('button', { name: 'Register endpoint' }).click()
    await page.getByRole('heading', { name: 'Signing secret' }).waitFor()
    await page.getByRole('button', { name: 'Send test event' }).click()
    await until('the test delivery', async () => {
      await page.getByRole('link', { name: 'Refresh' }).click()
      return (await page.locator('.delivery-succeeded').count()) > 0 || undefined
    })
    await page.locator('.delivery details summary').first().click()
    await shot('webhook')
    await page.goto(`${origin}/app/settings/developer/webhooks`)
    await shot('webhooks')
    await page.goto(`${origin}/app/settings/developer/oauth-apps`)
    await page.getByLabel('Name').fill('Grafana plugin')
    await page.getByLabel('Redirect URIs').fill('https://grafana.example.com/oauth/callback')
    await page.getByRole('button', { name: 'Register application' }).click()
    const clientId = (await page.locator('#client-id').textContent())!
    await shot('oauth-app-created')
    const consent = new URLSearchParams({
      response_type: 'code', client_id: clientId, redirect_uri: 'https://grafana.example.com/oauth/callback', scope: 'findings:read events:read',
      state: 'af0ifjsldkj', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    })
    await page.goto(`${origin}/oauth/authorize?${consent}`)
    await shot('consent')
    await page.goto(`${origin}/app/settings/workspace`)
    await page.getByLabel('Addresses and CIDR ranges, one per line (IPv4 or IPv6)').fill('203.0.113.0/24\n2001:db8::/32')
    await page.getByRole('button', { name: 'Save allowlist' }).click()
    await page.getByRole('button', { name: 'Create invitation link' }).click()
    await page.locator('#invite-url').waitFor()
    await shot('workspace')
    await page.getByLabel('Issuer URL').fill(idp.issuer)
    await page.getByLabel('Client ID').fill(idp.clientId)
    await page.getByLabel(/^Client secret/).fill(idp.clientSecret)
    await page.getByRole('button', { name: 'Save identity provider' }).click()
    await page.getByRole('link', { name: 'Test sign-in' }).waitFor()
    await page.locator('#sso-heading').scrollIntoViewIfNeeded()
    await shot('workspace-sso')
    // The link names APP_URL (the default port here); open its path on this server.
    await page.goto(`${origin}${new URL((await page.getByRole('link', { name: 'Test sign-in' }).getAttribute('href'))!).pathname}`)
    await page.getByRole('button', { name: 'Continue to the identity provider' }).waitFor()
    await shot('sso-sign-in')
    await page.goto(`${origin}/app/settings/account`)
    await shot('account')
    await context.close()
  }
} finally {
  await browser.close()
  await receiver.close()
  await idp.close()
  await t.close()
}
