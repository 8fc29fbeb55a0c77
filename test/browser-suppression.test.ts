import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Browser } from 'playwright-core'
import { launchChromium, listen, signUpInBrowser, watchPageProblems } from './helpers/browser.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// Issue 18 in the web application: suppression rules are created with a live count of what they would silence,
// silenced findings are hidden from the list until asked for and show their rule, and disabling or deleting a
// rule shows them again; in real Chromium, without a console error.
describe(`suppression rules in Chromium (${BACKEND})`, () => {
  let t: TestApp
  let browser: Browser
  let origin: string
  before(async () => {
    t = await startTestApp({}, { worker: true })
    origin = await listen(t)
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await t?.close()
  })


  test('create with a live count, see silenced findings on demand with their rule, disable and delete to show them again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signUpInBrowser(page, origin, { name: 'Sam Silence', email: 'sam-silence@example.com', password: 'quiet please now', workspace: 'Quiet' })
    const tenant = await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Quiet').executeTakeFirstOrThrow()
    const countLow = async (suppressed: boolean) => Number((await t.storage.db.selectFrom('findings').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenant.id).where('status', '<>', 'resolved').where('severity', '=', 'low')
      .where('suppressed_by', suppressed ? 'is not' : 'is', null).executeTakeFirstOrThrow()).n)
    const lowOpen = await countLow(false)
    assert.ok(lowOpen > 0, 'the sandbox has open or accepted low findings')

    await page.getByRole('link', { name: 'Suppression', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Suppression rules' }).waitFor()
    const expression = page.getByLabel('Expression')
    const status = page.locator('#expression-count')
    await expression.fill('finding.severity == ')
    await status.filter({ hasText: /^Invalid expression at line 1, column \d+/ }).waitFor()
    await expression.fill('finding.severity == "low"')
    await status.filter({ hasText: new RegExp(`^Would silence ${lowOpen} of the \\d+ open and accepted findings no rule silences now\\.$`) }).waitFor()

    // No reason: refused, what was typed is kept.
    await page.getByLabel('Name').fill('Low noise')
    await page.getByRole('button', { name: 'Create rule' }).click()
    await page.locator('#reason-error').waitFor()
    assert.equal(await expression.inputValue(), 'finding.severity == "low"')
    assert.equal(await countLow(true), 0, 'nothing was silenced')

    await page.getByLabel('Reason').fill('Low findings are reviewed quarterly')
    await page.getByRole('button', { name: 'Create rule' }).click()
    await page.getByRole('status').filter({ hasText: 'Rule created.' }).waitFor()
    const row = page.locator('tbody tr', { hasText: 'Low noise' })
    assert.match((await row.locator('td[data-label="Silences"]').textContent())!, new RegExp(`^${lowOpen} findings`))
    assert.equal(await countLow(true), lowOpen)

    // The list hides them; asked for, they show with their rule; the finding's page names it.
    await page.goto(`${origin}/app/findings?severity=low&status=open`)
    await page.getByText('No findings match these filters.').waitFor()
    await page.getByLabel('Suppressed findings').selectOption('true')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/suppressed=true/)
    const badges = page.locator('tbody tr[data-finding-id] a.badge.suppressed')
    assert.equal(await badges.count(), Math.min(lowOpen, 25))
    assert.equal((await badges.first().textContent())!.trim(), 'suppressed: Low noise')
    await page.locator('tbody tr[data-finding-id] td[data-label="Title"] a').first().click()
    assert.match((await page.locator('dd[data-field="suppressed"]').textContent())!, /by Low noise \(Low findings are reviewed quarterly\)/)

    // Disabled: visible again; enabled: silenced again; deleted: visible, the rule gone.
    await page.goto(`${origin}/app/suppression_rules`)
    await row.getByRole('button', { name: 'Disable Low noise' }).click()
    await page.getByRole('status').filter({ hasText: 'Rule disabled' }).waitFor()
    assert.equal(await countLow(true), 0)
    assert.equal((await row.locator('td[data-label="State"] .badge').textContent())!.trim(), 'disabled')
    await row.getByRole('button', { name: 'Enable Low noise' }).click()
    await page.getByRole('status').filter({ hasText: 'Rule enabled.' }).waitFor()
    assert.equal(await countLow(true), lowOpen)
    await row.getByRole('button', { name: 'Delete Low noise' }).click()
    await page.getByRole('status').filter({ hasText: 'Rule deleted' }).waitFor()
    assert.equal(await page.locator('tbody tr', { hasText: 'Low noise' }).count(), 0)
    assert.equal(await countLow(true), 0)
    await page.goto(`${origin}/app/findings?severity=low&status=open`)
    assert.ok(await page.locator('tbody tr[data-finding-id]').count() > 0)
    assert.deepEqual(problems.filter((p) => !/status of 422/.test(p)), [], 'no script errors and no CSP violations')
    await context.close()
  })
})
