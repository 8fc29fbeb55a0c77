import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, listen, signUpInBrowser, watchPageProblems } from './helpers/browser.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// Issue 18 in the web application: the dashboard's trend of open findings by severity (30 or 90 days,
// server-rendered SVG), the SLA's overdue count, the top checks and resources by risk — each linking to what it
// counts —, and a webhook's alert rule with its live count; in real Chromium, without a console error.
describe(`dashboard trend, top groups and webhook alert rules in Chromium (${BACKEND})`, () => {
  let t: TestApp
  let browser: Browser
  let origin: string
  before(async () => {
    t = await startTestApp({ webhookAllowPrivateUrls: true }, { worker: true })
    origin = await listen(t)
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await t?.close()
  })

  const fact = async (page: Page, term: string) => Number((await page.locator('#trend-facts dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent())!.replace(/\D/g, ''))

  test('the trend, the overdue count and the top checks and resources, each a link to its findings', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signUpInBrowser(page, origin, { name: 'Grace Trend', email: 'grace-trend@example.com', password: 'trend lines matter', workspace: 'Trends' })
    const tenant = await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Trends').executeTakeFirstOrThrow()
    const open = Number((await t.storage.db.selectFrom('findings').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).where('status', '=', 'open').executeTakeFirstOrThrow()).n)

    // The sandbox was detected today: the trend ends at today's open count, and the period's new findings include it.
    assert.ok(await page.locator('svg.trend polygon.trend-critical').count() === 1, 'critical findings are drawn')
    assert.match((await page.locator('svg.trend title#trend-title').textContent())!, new RegExp(`last 30 days: 0 open at the start, ${open} now`))
    assert.equal(await fact(page, 'Open now'), open)
    assert.ok(await fact(page, 'New') > open, 'accepted risks were new too, and are not open')
    await page.getByRole('navigation', { name: 'Trend period' }).getByRole('link', { name: '90 days' }).click()
    assert.equal(await page.getByRole('navigation', { name: 'Trend period' }).locator('[aria-current="page"]').textContent(), '90 days')
    assert.match((await page.locator('figcaption', { hasText: 'Open findings by severity' }).textContent())!, /last 90 days/)

    // Nothing overdue in a fresh sandbox; a finding made due yesterday is counted and listed.
    assert.equal((await page.locator('#overdue-count').textContent())!.trim(), '0')
    const late = await t.storage.db.selectFrom('findings').select('id').where('tenant_id', '=', tenant.id).where('status', '=', 'open').orderBy('id').limit(1).executeTakeFirstOrThrow()
    await t.storage.db.updateTable('findings').set({ due_at: new Date(Date.now() - 86_400_000), due_at_manual: true }).where('tenant_id', '=', tenant.id).where('id', '=', late.id).execute()
    await page.goto(`${origin}/app/`)
    await page.locator('#overdue-count a').click()
    await page.getByRole('heading', { level: 1, name: 'Findings' }).waitFor()
    assert.deepEqual(await page.locator('tbody tr[data-finding-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-finding-id'))), [late.id])

    // Top checks: five rows in risk order, the first links to the list of that check's open findings.
    await page.goto(`${origin}/app/`)
    const checks = page.getByRole('region', { name: 'Top checks by risk' }).locator('tbody tr')
    assert.equal(await checks.count(), 5)
    const criticals = await checks.locator('td:nth-child(2)').allTextContents()
    assert.deepEqual(criticals.map(Number), criticals.map(Number).sort((a, b) => b - a), 'most critical first')
    const check = (await checks.first().locator('a').textContent())!
    const expected = Number(await checks.first().locator('td').last().textContent())
    await checks.first().locator('a').click()
    await page.getByRole('heading', { level: 1, name: 'Findings' }).waitFor()
    assert.equal(await page.getByLabel('Check id').inputValue(), check)
    const rows = page.locator('tbody tr[data-finding-id]')
    assert.equal(await rows.count(), Math.min(expected, 25))

    // Top resources link to the resource's page.
    await page.goto(`${origin}/app/`)
    const resource = page.getByRole('region', { name: 'Top resources by risk' }).locator('tbody tr a').first()
    const name = (await resource.textContent())!
    await resource.click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    assert.deepEqual(problems, [], 'no script errors and no CSP violations')
    await context.close()
  })

  test('a webhook\'s alert rule: a live count of the open findings it matches, errors as you type, saved and shown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signUpInBrowser(page, origin, { name: 'Alan Alerts', email: 'alan-alerts@example.com', password: 'tell me when it fails', workspace: 'Alerts' })
    const tenant = await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Alerts').executeTakeFirstOrThrow()
    const count = async (severity?: string) => {
      let query = t.storage.db.selectFrom('findings').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).where('status', '=', 'open')
      if (severity) query = query.where('severity', '=', severity)
      return Number((await query.executeTakeFirstOrThrow()).n)
    }
    await page.goto(`${origin}/app/settings/developer/webhooks`)
    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hooks')
    await page.getByRole('button', { name: 'Register endpoint' }).click()
    await page.getByRole('heading', { name: 'Signing secret' }).waitFor()

    const filter = page.getByLabel('Filter', { exact: true })
    const status = page.locator('#filter-count')
    await filter.fill('finding.severity == "critical"')
    await page.getByText(`Matches ${await count('critical')} of the ${await count()} open findings now.`).waitFor()
    await filter.fill('finding.severity == ')
    await status.filter({ hasText: /^Invalid filter at line 1, column \d+/ }).waitFor()
    assert.equal(await status.getAttribute('data-state'), 'error')

    // Saving an invalid one keeps the draft and says why; a valid one is saved and shown.
    await page.getByRole('button', { name: 'Save filter' }).click()
    await page.locator('#filter-error').waitFor()
    assert.equal(await filter.inputValue(), 'finding.severity ==')
    await filter.fill('finding.severity == "critical" && resource.provider == "aws"')
    await page.getByRole('button', { name: 'Save filter' }).click()
    await page.getByText('Filter saved.').waitFor()
    assert.equal(await page.locator('dl.facts code.break').textContent(), 'finding.severity == "critical" && resource.provider == "aws"')
    // The page opens with the saved filter's count.
    await status.filter({ hasText: /^Matches \d+ of the \d+ open findings now\.$/ }).waitFor()
    const endpoint = await t.storage.db.selectFrom('webhook_endpoints').select('filter').where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()
    assert.equal(endpoint.filter, 'finding.severity == "critical" && resource.provider == "aws"')
    assert.deepEqual(problems.filter((p) => !/status of 422/.test(p)), [], 'no script errors and no CSP violations')
    await context.close()
  })
})
