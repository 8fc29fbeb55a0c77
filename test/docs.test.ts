import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { CATALOGUE_DOCUMENT, catalogueDocument, catalogueMarkdown } from '../src/checks/index.ts'
import { SCOPES } from '../src/platform/http/auth.ts'
import { ERROR_CODES } from '../src/platform/http/error-codes.ts'
import { ROOT } from './helpers/processes.ts'

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')

test('the README gives the two set-up commands', () => {
  assert.match(readme, /npm ci && npm start/)
  assert.match(readme, /npm test/)
})

test('the README\'s decisions name every error code with its status, and every scope', () => {
  const decisions = readme.slice(readme.indexOf('## Decisions'))
  for (const [code, { status }] of Object.entries(ERROR_CODES)) {
    assert.match(decisions, new RegExp(`\`${code}\`[^\\n]*?${status}|${status}[^\\n]*?\`${code}\``), `${code} ${status}`)
  }
  for (const scope of SCOPES) assert.ok(readme.includes(scope), scope)
})

test('the README\'s scope list (The API in brief) is every scope, in the order of src/platform/http/auth.ts', () => {
  const brief = readme.slice(readme.indexOf('## The API in brief'))
  const list = /Scopes: `([^`]+)`\./.exec(brief)
  assert.ok(list, 'README.md has no "Scopes: `…`." under "The API in brief"')
  assert.deepEqual(list[1]!.split(/\s+/), [...SCOPES], 'the README\'s scope list differs from SCOPES: list them all')
})

test('the README\'s check summary and docs/checks.md are the ones generated from the check definitions (npm run docs:checks)', () => {
  assert.ok(readme.includes(catalogueMarkdown()), 'README.md check catalogue is stale: run npm run docs:checks')
  assert.equal(readFileSync(join(ROOT, CATALOGUE_DOCUMENT), 'utf8'), catalogueDocument(), `${CATALOGUE_DOCUMENT} is stale: run npm run docs:checks`)
  assert.ok(readme.includes(`](${CATALOGUE_DOCUMENT})`), 'the README links the full catalogue')
})
