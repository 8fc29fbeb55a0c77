// `npm run check:api`: the served OpenAPI document against the last release's (openapi/vX.Y.Z.json). Fails
// when a breaking change is not declared under `### Breaking` in CHANGELOG.md's `## [Unreleased]` section
// (quote the line this prints). test/api-compatibility.test.ts runs the same check in `npm test`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { breakingChanges, declaredBreakingChanges, latestRelease, type OpenApiDocument } from './api-compatibility.ts'
import { servedDocument } from './served-document.ts'

const root = join(import.meta.dirname, '..')
const release = latestRelease(readdirSync(join(root, 'openapi')))
if (!release) throw new Error('no openapi/vX.Y.Z.json to compare with')

const current = await servedDocument<OpenApiDocument>()

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
