// `npm run check:api`: the served OpenAPI document against the last release's (openapi/vX.Y.Z.json). Fails
// when a breaking change is not declared under `### Breaking` in CHANGELOG.md's `## [Unreleased]` section
// (quote the line this prints). test/api-compatibility.test.ts runs the same check in `npm test`.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { breakingChanges, declaredBreakingChanges, latestRelease, type OpenApiDocument } from './api-compatibility.ts'

const root = join(import.meta.dirname, '..')
const release = latestRelease(readdirSync(join(root, 'openapi')))
if (!release) throw new Error('no openapi/vX.Y.Z.json to compare with')

const { buildApp } = await import('../src/app.ts')
const { openStorage } = await import('../src/platform/db/database.ts')
const { migrateToLatest } = await import('../src/platform/db/migrate.ts')
const storage = await openStorage({})
await migrateToLatest(storage.db)
const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
const current = (await app.inject({ url: '/v1/openapi.json' })).json() as OpenApiDocument
await app.close()
await storage.close()

// `--release X.Y.Z`: keep the served document as that release's, the baseline of the releases after it.
const cut = process.argv.indexOf('--release')
if (cut !== -1) {
  const version = process.argv[cut + 1] ?? ''
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`--release takes a version X.Y.Z, not '${version}'`)
  writeFileSync(join(root, 'openapi', `v${version}.json`), `${JSON.stringify(current, null, 2)}\n`)
  console.log(`openapi/v${version}.json written; now move [Unreleased] in CHANGELOG.md to [${version}]`)
  process.exit(0)
}

const previous = JSON.parse(readFileSync(join(root, 'openapi', release), 'utf8')) as OpenApiDocument
const declared = declaredBreakingChanges(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'))
const changes = breakingChanges(previous, current)
const undeclared = changes.filter((c) => !declared.has(c))
for (const change of changes) console.log(`${declared.has(change) ? 'declared  ' : 'UNDECLARED'} ${change}`)
console.log(`${changes.length} breaking change(s) since ${release}, ${undeclared.length} not declared in CHANGELOG.md`)
if (undeclared.length > 0) {
  console.log('Declare each under "### Breaking" in "## [Unreleased]" of CHANGELOG.md as a line quoting it in backquotes, or undo it.')
  process.exitCode = 1
}
