import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Browser } from 'playwright-core'
import { launchChromium, listen } from './helpers/browser.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

describe(`API reference at /docs (${BACKEND})`, () => {
  let t: TestApp
  let browser: Browser
  let origin: string
  before(async () => {
    t = await startTestApp()
    origin = await listen(t)
    browser = await launchChromium()
  })
  after(async () => {
    await browser?.close()
    await t?.close()
  })

  test('is served with the web application\'s security headers, and Swagger UI still renders every tag under its CSP', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()) }) // a CSP violation shows here
    page.on('pageerror', (e) => problems.push(e.message))
    const response = await page.goto(`${origin}/docs`)
    const headers = response!.headers()
    assert.match(headers['content-security-policy'] ?? '', /default-src 'self'.*frame-ancestors 'none'/)
    assert.doesNotMatch(headers['content-security-policy'] ?? '', /script-src[^;]*unsafe/, 'no inline or eval script')
    assert.equal(headers['x-frame-options'], 'SAMEORIGIN')
    assert.equal(headers['x-content-type-options'], 'nosniff')
    await page.locator('.opblock-tag', { hasText: 'findings' }).first().waitFor()
    assert.ok(await page.locator('.opblock').count() > 20, 'the operations are listed')
    assert.deepEqual(problems, [])
  })
})
