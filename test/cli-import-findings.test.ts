// `posture import-findings` (issue 20): into the configured database with --tenant, and over HTTP to a running
// service with --url/--token; exit codes, --json, and the formats tried for a file of no known shape.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { FIXTURES_DIR } from './helpers/fixtures.ts'
import { BACKEND } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

const SARIF = join(FIXTURES_DIR, 'sarif/checkov/checkov-3.2.510-aws.sarif')
const OCSF = join(FIXTURES_DIR, 'prowler-ocsf/prowler-example-azure.ocsf.json')

describe(`posture import-findings (${BACKEND})`, () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  let server: ServerProcess | undefined
  let tenantId: string
  const scratch = mkdtempSync(join(tmpdir(), 'posture-import-findings-'))
  before(async () => {
    store = await freshStoreEnv()
    tenantId = JSON.parse((await posture(['tenant', 'create', '--name', 'Imports', '--json'], store.env)).stdout).id
  })
  after(async () => {
    await killAndRemove(server ? [server] : [], store)
    rmSync(scratch, { recursive: true, force: true })
  })

  test('into the database with --tenant: counts in words and in --json; the same file again creates nothing', async () => {
    const first = await posture(['import-findings', SARIF, '--tenant', tenantId, '--label', 'acme/infra'], store.env)
    assert.equal(first.code, 0, first.stderr)
    assert.match(first.stdout, /^Imported .*checkov-3\.2\.510-aws\.sarif \(sarif, detected; Checkov 3\.2\.510\) as imp_/m)
    assert.match(first.stdout, /22 entries: 21 created, 0 reopened, 0 updated, 0 unchanged, 1 duplicates, 0 rejected/)
    assert.match(first.stdout, /0 resolved in checkov\/acme\/infra/)
    const again = await posture(['import-findings', SARIF, '--tenant', tenantId, '--label', 'acme/infra', '--format', 'sarif', '--json'], store.env)
    assert.equal(again.code, 0, again.stderr)
    const record = JSON.parse(again.stdout)
    assert.equal(record.detected, false)
    assert.deepEqual([record.counts.created, record.counts.unchanged], [0, 21])
  })

  test('errors: a file of no known shape names the formats tried; a bad --format, a missing file and an unknown tenant exit 1', async () => {
    const odd = join(scratch, 'odd.json')
    writeFileSync(odd, JSON.stringify({ items: [1] }))
    const shape = await posture(['import-findings', odd, '--tenant', tenantId], store.env)
    assert.equal(shape.code, 1)
    assert.match(shape.stderr, /is not an import/)
    for (const format of ['ocsf', 'sarif', 'asff', 'trivy', 'checkov']) assert.match(shape.stderr, new RegExp(`\\n  ${format}: `))
    const format = await posture(['import-findings', SARIF, '--tenant', tenantId, '--format', 'xml'], store.env)
    assert.equal(format.code, 1)
    assert.match(format.stderr, /--format must be one of ocsf, sarif, asff, trivy, checkov/)
    const missing = await posture(['import-findings', join(scratch, 'nope.sarif'), '--tenant', tenantId], store.env)
    assert.equal(missing.code, 1)
    assert.match(missing.stderr, /file not found/)
    const tenant = await posture(['import-findings', SARIF, '--tenant', 'ten_nobody'], store.env)
    assert.equal(tenant.code, 1)
    assert.match(tenant.stderr, /No tenant with id 'ten_nobody'/)
  })

  test('over HTTP with --url and --token; a token without findings:write is refused', async () => {
    const token = JSON.parse((await posture(['token', 'create', '--tenant', tenantId, '--json', '--scopes', 'findings:read,findings:write'], store.env)).stdout).token
    const readOnly = JSON.parse((await posture(['token', 'create', '--tenant', tenantId, '--json', '--scopes', 'findings:read'], store.env)).stdout).token
    const port = await freePort()
    server = await startServerProcess(port, store.env)
    const url = `http://127.0.0.1:${port}`
    const run = await posture(['import-findings', OCSF, '--url', url, '--token', token, '--json'], {})
    assert.equal(run.code, 0, run.stderr)
    const record = JSON.parse(run.stdout)
    assert.equal(record.format, 'ocsf')
    assert.ok(record.counts.created > 0)
    const listed = await fetch(`${url}/v1/findings/imports/${record.id}`, { headers: { authorization: `Bearer ${token}` } })
    assert.equal(listed.status, 200)
    const refused = await posture(['import-findings', OCSF, '--url', url, '--token', readOnly], {})
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, /403/)
    const both = await posture(['import-findings', OCSF, '--url', url, '--token', token, '--tenant', tenantId], {})
    assert.equal(both.code, 1)
    assert.match(both.stderr, /either --tenant .* or --url\/--token/)
  })
})
