import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import { posture } from './helpers/processes.ts'

// PGlite allows one process per data directory, so the server and the CLI take a PID lock file
// (DATA_DIR/posture.pid). This is the embedded store's own behaviour: it runs once, on PGlite, whatever
// DATABASE_URL says (test/backend-plan.ts); the rest of the CLI is test/cli.test.ts.
describe('posture CLI on the embedded store: the lock file', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'posture-data-'))
  after(() => rmSync(dataDir, { recursive: true, force: true }))

  test('the CLI refuses clearly while another process owns the store, and takes over a dead process\'s lock', async () => {
    const env = { DATA_DIR: dataDir }
    assert.equal((await posture(['migrate'], env)).code, 0)
    // The test runner itself stands in for a running server: a live process that is not the CLI.
    writeFileSync(join(dataDir, 'posture.pid'), String(process.pid))
    const run = await posture(['tenant', 'create', '--name', 'Blocked'], env)
    assert.equal(run.code, 1)
    assert.match(run.stderr, new RegExp(`in use by process ${process.pid}`))
    // a lock left by a dead process is taken over
    writeFileSync(join(dataDir, 'posture.pid'), '999999')
    assert.equal((await posture(['migrate'], env)).code, 0)
    const created = await posture(['tenant', 'create', '--name', 'After the takeover', '--json'], env)
    assert.equal(created.code, 0, created.stderr)
    assert.match(JSON.parse(created.stdout).id, /^ten_/)
  })
})
