import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { findTestFiles, placementOf, placeTestFiles, staleEntries } from './backend-plan.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const sourceOf = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const FILES = findTestFiles(ROOT)
const URL_SET = 'postgres://postgres@127.0.0.1:5432/unused'

describe('test/backend-plan.ts places every test file', () => {
  test('every entry names a test file that needs it', () => {
    assert.deepEqual(staleEntries(FILES, sourceOf), [])
  })

  test('an entry for a file that is gone is reported, so the plan cannot drift from the tree', () => {
    const [postgresOnly] = FILES.filter((file) => placementOf(file, sourceOf(file)) === 'postgres')
    assert.ok(postgresOnly, 'the plan has a PostgreSQL-only suite')
    assert.deepEqual(staleEntries(FILES.filter((file) => file !== postgresOnly), sourceOf), [`${postgresOnly} is in test/backend-plan.ts but is not a test file`])
  })

  test('a new file that reaches a database runs on both backends; one that reaches none runs once', () => {
    assert.equal(placementOf('test/new-route.test.ts', "import { startTestApp } from './helpers/harness.ts'\n"), 'each-backend')
    assert.equal(placementOf('src/new/store.test.ts', "import { openStorage } from '../platform/db/database.ts'\n"), 'each-backend')
    assert.equal(placementOf('test/new-cli.test.ts', "const url = process.env.DATABASE_URL\n"), 'each-backend')
    assert.equal(placementOf('src/new/pure.test.ts', "import { parse } from './parse.ts'\n"), 'once')
  })

  test('with DATABASE_URL: every file runs at least once, SQL files on both backends, the embedded store\'s own on PGlite, the rest once on PostgreSQL', () => {
    const passes = placeTestFiles(FILES, { root: ROOT, databaseUrl: URL_SET })
    const runs = (backend: string) => new Set(passes.filter((p) => p.backend === backend).flatMap((p) => p.files))
    const pglite = runs('pglite')
    const postgres = runs('postgres')
    for (const file of FILES) {
      const placement = placementOf(file, sourceOf(file))
      const backends = [pglite.has(file) && 'pglite', postgres.has(file) && 'postgres'].filter(Boolean)
      const expected = placement === 'each-backend' ? ['pglite', 'postgres'] : placement === 'pglite' ? ['pglite'] : ['postgres']
      assert.deepEqual(backends, expected, `${file} (${placement})`)
    }
    const twice = FILES.filter((file) => placementOf(file, sourceOf(file)) === 'each-backend').length
    assert.equal(passes.flatMap((p) => p.files).length, FILES.length + twice, 'no file twice in one pass')
  })

  test('without DATABASE_URL: one PGlite pass of every file, the slow suites first', () => {
    const passes = placeTestFiles(FILES, { root: ROOT })
    assert.deepEqual(passes.map((p) => p.backend), ['pglite'])
    assert.deepEqual([...passes[0]!.files].sort(), FILES)
    const slow = FILES.filter((file) => placementOf(file, sourceOf(file)) === 'postgres')
    assert.deepEqual(passes[0]!.files.slice(0, slow.length), slow)
  })
})

/** scripts/run-tests.ts on the named files, without DATABASE_URL (one PGlite pass). */
function runTests(files: string[]): Promise<{ code: number | null; stdout: string }> {
  const env = { ...process.env }
  delete env.DATABASE_URL
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run-tests.ts', ...files], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let stdout = ''
    child.stdout.on('data', (d) => { stdout += d })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout }))
  })
}

describe('scripts/run-tests.ts', () => {
  test('a pass with a cancelled test exits 1, with node\'s own summary and the slowest files', async () => {
    const run = await runTests(['test/fixtures/test-runner/passes.ts', 'test/fixtures/test-runner/never-settles.ts'])
    assert.equal(run.code, 1, run.stdout)
    assert.match(run.stdout, /^ℹ tests 2$/m)
    assert.match(run.stdout, /^ℹ pass 1$/m)
    assert.match(run.stdout, /^ℹ cancelled 1$/m)
    assert.match(run.stdout, /exit 1 \(failed\); failed: test\/fixtures\/test-runner\/never-settles\.ts$/m)
    const slowest = run.stdout.split('== Ten slowest test files\n')[1] ?? ''
    assert.match(slowest, /^ +[\d.]+ s {2}pglite {4}test\/fixtures\/test-runner\/passes\.ts$/m)
    assert.match(slowest, /^ +[\d.]+ s {2}pglite {4}test\/fixtures\/test-runner\/never-settles\.ts$/m)
  })

  test('a pass where every test passes exits 0', async () => {
    const run = await runTests(['test/fixtures/test-runner/passes.ts'])
    assert.equal(run.code, 0, run.stdout)
    assert.match(run.stdout, /^ℹ pass 1$/m)
    assert.match(run.stdout, /^ℹ fail 0$/m)
  })
})
