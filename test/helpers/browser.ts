import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { HANG_MS } from './hang.ts'
import type { TestApp } from './harness.ts'

// Debian's Chromium, never a downloaded browser (.ci/run installs the `chromium` package when missing).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/**
 * Chromium, whose pages wait for an element or a navigation up to HANG_MS unless a test says otherwise
 * (Playwright's own 30 s ran out on a loaded machine). `newPage` opens its context through `newContext`.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    context.setDefaultTimeout(HANG_MS)
    return context
  }
  return browser
}

/** The test app listening on a loopback port, for a real browser; returns its origin. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}

/** Signs up through the real form and waits for the new workspace's dashboard. */
export async function signUpInBrowser(page: Page, origin: string, who: { name: string; email: string; password: string; workspace: string }) {
  await page.goto(`${origin}/app/signup`)
  await page.getByLabel('Your name').fill(who.name)
  await page.getByLabel('E-mail').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByLabel('Workspace name').fill(who.workspace)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL(/\/app\?welcome=1$/)
}

/**
 * The page's script errors and console errors (CSP violations included) from now on. A form the server refuses
 * answers 422, which Chromium reports on the console: that is the page working, not a problem.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => { if (m.type() === 'error' && !/status of 422/.test(m.text())) problems.push(m.text()) })
  page.on('pageerror', (e) => problems.push(e.message))
  return problems
}
