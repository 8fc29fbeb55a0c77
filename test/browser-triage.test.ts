import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, listen, signUpInBrowser, watchPageProblems } from './helpers/browser.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

// Issue 17, the web application: a finding's page (SLA, resource, history, notes, actions), the list's links,
// owner and due columns, its filters (unknown values shown as an error) and bulk actions, a resource's page and
// the workspace's SLA policy — in real Chromium, without a console error (a CSP violation would show there).
describe(`triage in the web application, in Chromium (${BACKEND})`, () => {
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

  const rowIds = (page: Page) => page.locator('tbody tr[data-finding-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-finding-id')!))

  test('a finding\'s page: assign it to me, set a due date, write a note, accept the risk until a date, reopen — all in its history', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signUpInBrowser(page, origin, { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical engine', workspace: 'Engines' })
    await page.goto(`${origin}/app/findings?status=open&severity=critical`)
    const first = page.locator('tbody tr[data-finding-id]').first()
    const id = (await first.getAttribute('data-finding-id'))!
    const title = (await first.locator('td[data-label="Title"] a').first().textContent())!.trim()
    await first.getByRole('link', { name: title }).click()
    await page.waitForURL(`${origin}/app/findings/${id}`)
    assert.match((await page.getByRole('heading', { level: 1 }).textContent())!, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    assert.equal(await page.locator('[data-field="assignee"]').textContent(), 'nobody')

    await page.getByLabel('Assignee').selectOption({ label: 'Ada Lovelace (me)' })
    await page.getByRole('button', { name: 'Assign' }).click()
    await page.getByText('Finding updated.').waitFor()
    assert.equal(await page.locator('[data-field="assignee"]').textContent(), 'Ada Lovelace')

    await page.getByLabel('Due date').fill('2020-01-31')
    await page.getByRole('button', { name: 'Set due date' }).click()
    await page.getByText('Finding updated.').waitFor()
    assert.equal(await page.locator('[data-sla]').getAttribute('data-sla'), 'overdue')

    await page.getByLabel('Add a note').fill('Owner is on it.\n<script>alert(1)</script> stays text.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await page.getByText('Note added.').waitFor()
    assert.match((await page.locator('ul.notes li').first().textContent())!, /<script>alert\(1\)<\/script> stays text\./)

    await page.getByLabel('Reason').fill('Compensating control: WAF rule 42')
    await page.getByLabel('Until (optional)').fill('2099-06-30')
    await page.getByRole('button', { name: 'Accept risk' }).click()
    await page.getByText('Finding updated.').waitFor()
    assert.match((await page.locator('dl.facts').first().textContent())!, /accepted risk\s+until 2099-06-30 23:59 UTC/)
    await page.getByRole('button', { name: 'Reopen' }).click()
    await page.getByText('Finding updated.').waitFor()

    const changes = await page.locator('ol.timeline li').evaluateAll((items) => items.map((i) => i.getAttribute('data-change')))
    assert.deepEqual(changes, ['created', 'assigned', 'due_changed', 'note_added', 'status_changed', 'status_changed'])
    assert.match((await page.locator('ol.timeline li[data-change="assigned"]').textContent())!, /nobody → Ada Lovelace\s+by Ada Lovelace/)

    // A refusal comes back on the page: accepting without a reason.
    await page.getByLabel('Reason').fill('   ')
    await page.getByRole('button', { name: 'Accept risk' }).click()
    await page.getByRole('alert').filter({ hasText: /reason/ }).waitFor()

    // The resource's page lists the finding.
    await page.locator('#resource-heading + p a').click()
    await page.waitForURL(/\/app\/resources\/res_/)
    assert.ok((await rowIdsOnResource(page)).length >= 1)
    assert.ok(await page.getByRole('link', { name: title }).first().isVisible())
    assert.deepEqual(problems, [])
    await context.close()
  })

  const rowIdsOnResource = (page: Page) => page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent))

  test('the list: owner and due columns, filters by assignee and SLA, unknown filter values as an error, bulk assign of selected rows and of all matching', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signUpInBrowser(page, origin, { name: 'Grace Hopper', email: 'grace-triage@example.com', password: 'compilers are fun', workspace: 'Navy' })

    await page.goto(`${origin}/app/findings?severity=urgent&sla_status=late`)
    const alert = page.getByRole('alert')
    assert.match((await alert.textContent())!, /Unknown severity “urgent”.*Unknown sla status “late”/s)

    await page.goto(`${origin}/app/findings?status=open&severity=high`)
    const ids = await rowIds(page)
    assert.ok(ids.length >= 2)
    for (const id of ids.slice(0, 2)) await page.locator(`tr[data-finding-id="${id}"] input[name="ids"]`).check()
    await page.getByLabel('Action', { exact: true }).selectOption('assign')
    await page.locator('#bulk-assignee').selectOption({ label: 'Grace Hopper (me)' })
    await page.getByRole('button', { name: 'Apply to findings' }).click()
    await page.waitForURL(/\/app\/findings\/bulk_updates\/bup_/)
    await page.locator('[data-status="completed"]').waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('[data-count="updated"]').textContent(), '2')

    await page.goto(`${origin}/app/findings`)
    await page.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Me' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    assert.deepEqual((await rowIds(page)).sort(), ids.slice(0, 2).sort())
    assert.equal(await page.locator('td[data-label="Assignee"]').first().textContent(), 'Grace Hopper')

    // All matching: every open low finding gets a due date in the past, so they are overdue.
    await page.goto(`${origin}/app/findings?status=open&severity=low`)
    const low = await rowIds(page)
    await page.getByLabel('all findings matching the filters').check()
    await page.getByLabel('Action', { exact: true }).selectOption('due')
    await page.locator('#bulk-due').fill('2021-03-01')
    await page.getByRole('button', { name: 'Apply to findings' }).click()
    await page.locator('[data-status="completed"]').waitFor({ timeout: 20_000 })
    await page.goto(`${origin}/app/findings?sla_status=overdue`)
    const overdue = await rowIds(page)
    assert.ok(low.every((id) => overdue.includes(id)), 'the low findings are overdue')
    assert.ok(await page.locator('.badge.sla-overdue').count() >= low.length)

    // Nothing selected: said so, nothing queued.
    await page.getByRole('button', { name: 'Apply to findings' }).click()
    await page.getByRole('alert').filter({ hasText: 'Select findings' }).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('the workspace\'s SLA policy: an admin changes the windows and the due dates follow', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signUpInBrowser(page, origin, { name: 'Barbara Liskov', email: 'barbara@example.com', password: 'substitution ok', workspace: 'Clu' })
    await page.goto(`${origin}/app/settings/workspace`)
    assert.equal(await page.locator('#sla-critical').inputValue(), '7')
    assert.equal(await page.locator('#sla-info').inputValue(), '')
    await page.locator('#sla-critical').fill('2')
    await page.locator('#sla-info').fill('400')
    await page.getByRole('button', { name: 'Save SLA policy' }).click()
    await page.getByText(/SLA policy saved/).waitFor()
    assert.equal(await page.locator('#sla-critical').inputValue(), '2')
    await page.locator('#sla-high').fill('0')
    await page.getByRole('button', { name: 'Save SLA policy' }).click()
    await page.getByRole('alert').filter({ hasText: /whole numbers from 1 to 3,650/ }).waitFor()

    await page.goto(`${origin}/app/findings?status=open&severity=critical`)
    const id = (await page.locator('tbody tr[data-finding-id]').first().getAttribute('data-finding-id'))!
    await page.goto(`${origin}/app/findings/${id}`)
    const tenant = await t.storage.db.selectFrom('tenants').select('id').where('name', '=', 'Clu').executeTakeFirstOrThrow()
    const row = await t.storage.db.selectFrom('findings').select(['detected_at', 'due_at']).where('tenant_id', '=', tenant.id).where('id', '=', id).executeTakeFirstOrThrow()
    assert.equal(row.due_at!.getTime() - row.detected_at.getTime(), 2 * 86_400_000)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('the new pages fit a 375 px wide screen without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 })
    const page = await context.newPage()
    await signUpInBrowser(page, origin, { name: 'Small Screen', email: 'small-triage@example.com', password: 'narrow but fine', workspace: 'Narrow' })
    await page.goto(`${origin}/app/findings?status=open`)
    const id = (await page.locator('tbody tr[data-finding-id]').first().getAttribute('data-finding-id'))!
    await page.locator(`tr[data-finding-id="${id}"] input[name="ids"]`).check()
    await page.getByRole('button', { name: 'Apply to findings' }).click()
    await page.waitForURL(/\/app\/findings\/bulk_updates\//)
    const bulk = new URL(page.url()).pathname
    await page.goto(`${origin}/app/findings/${id}`)
    const resource = await page.locator('#resource-heading + p a').getAttribute('href')
    for (const path of ['/app/findings?status=open', `/app/findings/${id}`, resource!, bulk, '/app/settings/workspace']) {
      await page.goto(`${origin}${path}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the screen`)
    }
    await context.close()
  })
})
