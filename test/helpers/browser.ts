import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from 'playwright-core'
import type { TestApp } from './harness.ts'

// Debian's Chromium, never a downloaded browser (.ci/run installs the `chromium` package when missing).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`)
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true })
}

/** The test app listening on a loopback port, for a real browser; returns its origin. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}
