import { randomBytes } from 'node:crypto'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../src/app.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { MIGRATION_NAMES } from '../src/platform/db/migrate.ts'
import { STORE_TEMPLATE } from '../src/platform/db/store-template.ts'
import { BACKEND, DATABASE_URL } from './helpers/harness.ts'
import { freshStoreEnv, posture } from './helpers/processes.ts'

describe(`posture CLI (${BACKEND})`, () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  before(async () => { store = await freshStoreEnv() })
  after(async () => { await store.cleanup() })

  test('--version (and -V) prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    for (const flag of ['--version', '-V']) {
      const run = await posture([flag], store.env)
      assert.equal(run.code, 0, run.stderr)
      assert.equal(run.stdout.trim(), version)
    }
  })

  test('a missing file is "file not found: PATH"; a missing required option is named', async () => {
    const missing = join(tmpdir(), 'posture-no-such-file.json')
    const run = await posture(['import', missing, '--tenant', 'ten_x'], store.env)
    assert.equal(run.code, 1)
    assert.equal(run.stderr.trim(), `posture: file not found: ${missing}`)
    const noTenant = await posture(['import', missing], store.env)
    assert.notEqual(noTenant.code, 0)
    assert.match(noTenant.stderr, /required option '--tenant <id>' not specified/)
    const help = await posture(['token', 'create', '--help'], store.env)
    assert.match(help.stdout, /--tenant <id>\s+\(required\) tenant id/)
    assert.match(help.stdout, /--scopes <list>\s+\(required\)/)
    assert.doesNotMatch(help.stdout, /--name <name>\s+\(required\)/)
  })

  test('migrate, tenant create and token create print one JSON object each; the token works on the API', async () => {
    const migrated = await posture(['migrate', '--json'], store.env)
    assert.equal(migrated.code, 0, migrated.stderr)
    // A new embedded store starts from the build's migrated template; PostgreSQL gets every migration.
    const fromTemplate = !DATABASE_URL && existsSync(STORE_TEMPLATE)
    assert.deepEqual(JSON.parse(migrated.stdout), { applied: fromTemplate ? [] : MIGRATION_NAMES }, 'a fresh store gets every migration')
    assert.equal(MIGRATION_NAMES[0], '0001-initial')
    assert.deepEqual(JSON.parse((await posture(['migrate', '--json'], store.env)).stdout), { applied: [] })

    const tenantRun = await posture(['tenant', 'create', '--name', 'Acme Corp', '--json'], store.env)
    assert.equal(tenantRun.code, 0, tenantRun.stderr)
    assert.equal(tenantRun.stdout.trim().split('\n').length, 1)
    const tenant = JSON.parse(tenantRun.stdout)
    assert.match(tenant.id, /^ten_/)
    assert.deepEqual(tenant, { id: tenant.id, name: 'Acme Corp', mode: 'sandbox' })

    const tokenRun = await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'findings:read,resources:read', '--name', 'ci', '--json'], store.env)
    assert.equal(tokenRun.code, 0, tokenRun.stderr)
    const token = JSON.parse(tokenRun.stdout)
    assert.match(token.id, /^pat_/)
    assert.match(token.token, /^pst_/)
    assert.deepEqual(token.scopes, ['findings:read', 'resources:read'])
    assert.equal(token.tenant_id, tenant.id)

    const storage = await openStorage(store.env.DATABASE_URL ? { databaseUrl: store.env.DATABASE_URL } : { dataDir: store.env.DATA_DIR })
    const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
    try {
      const headers = { authorization: `Bearer ${token.token}` }
      const findings = await app.inject({ url: '/v1/findings?limit=3', headers })
      assert.equal(findings.statusCode, 200)
      assert.equal(findings.json().data.length, 3)
      assert.equal((await app.inject({ url: '/v1/audits', headers })).statusCode, 403)
    } finally {
      await app.close()
      await storage.close()
    }

    const revoked = await posture(['token', 'revoke', token.id, '--json'], store.env)
    assert.equal(revoked.code, 0, revoked.stderr)
    assert.equal(JSON.parse(revoked.stdout).id, token.id)
    const again = await posture(['token', 'revoke', token.id], store.env)
    assert.equal(again.code, 1)
    assert.match(again.stderr, /already revoked/)
  })

  test('tenant stop-sso-enforcement lets members sign in with passwords again, and says when there was nothing to stop', async () => {
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Locked out', '--json'], store.env)).stdout)
    const storage = await openStorage(store.env.DATABASE_URL ? { databaseUrl: store.env.DATABASE_URL } : { dataDir: store.env.DATA_DIR })
    try {
      await storage.db.insertInto('tenant_sso').values({ tenant_id: tenant.id, issuer: 'https://idp.example', client_id: 'c', client_secret_sealed: 'v1.a.b.c', enforced: true, updated_at: new Date() }).execute()
    } finally {
      await storage.close()
    }
    const stopped = await posture(['tenant', 'stop-sso-enforcement', tenant.id, '--json'], store.env)
    assert.equal(stopped.code, 0, stopped.stderr)
    assert.deepEqual(JSON.parse(stopped.stdout), { id: tenant.id, sso_enforced: false, changed: true })
    const again = await posture(['tenant', 'stop-sso-enforcement', tenant.id], store.env)
    assert.match(again.stdout, /did not enforce SSO/)
    const reopened = await openStorage(store.env.DATABASE_URL ? { databaseUrl: store.env.DATABASE_URL } : { dataDir: store.env.DATA_DIR })
    try {
      const log = await reopened.db.selectFrom('tenant_audit_log').select(['actor', 'action']).where('tenant_id', '=', tenant.id).execute()
      assert.deepEqual(log, [{ actor: 'operator', action: 'tenant.sso_not_enforced' }])
    } finally {
      await reopened.close()
    }
  })

  test('report create writes the report to --out (JSON and PDF), and refuses what the API refuses', async () => {
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Report by CLI', '--json'], store.env)).stdout)
    const dir = mkdtempSync(join(tmpdir(), 'posture-report-'))
    try {
      const out = join(dir, 'plan.json')
      const made = await posture(['report', 'create', '--tenant', tenant.id, '--type', 'remediation_plan', '--format', 'json', '--filters', '{"severity":["critical","high"],"detected_after":"2020-01-01T00:00:00Z"}', '--out', out, '--json'], store.env)
      assert.equal(made.code, 0, made.stderr)
      const printed = JSON.parse(made.stdout)
      assert.match(printed.id, /^rpt_/)
      assert.equal(printed.status, 'ready')
      const document = JSON.parse(readFileSync(out, 'utf8'))
      assert.equal(document.type, 'remediation_plan')
      assert.deepEqual(document.filters.severity, ['critical', 'high'])
      assert.equal(printed.bytes, statSync(out).size)
      const pdf = join(dir, 'evidence.pdf')
      const evidence = await posture(['report', 'create', '--tenant', tenant.id, '--type', 'compliance_evidence', '--framework', 'soc2', '--format', 'pdf', '--out', pdf], store.env)
      assert.equal(evidence.code, 0, evidence.stderr)
      assert.match(evidence.stdout, /written to .*evidence\.pdf/)
      assert.equal(readFileSync(pdf).subarray(0, 5).toString(), '%PDF-')
      const badType = await posture(['report', 'create', '--tenant', tenant.id, '--type', 'board_deck', '--format', 'pdf', '--out', pdf], store.env)
      assert.equal(badType.code, 1)
      assert.match(badType.stderr, /Invalid report request: \/type/)
      const noFramework = await posture(['report', 'create', '--tenant', tenant.id, '--type', 'compliance_evidence', '--format', 'pdf', '--out', pdf], store.env)
      assert.equal(noFramework.code, 1)
      assert.match(noFramework.stderr, /needs 'framework'/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('tenant grant-production moves a sandbox tenant to production and removes its synthetic data', async () => {
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Going live', '--json'], store.env)).stdout)
    const granted = await posture(['tenant', 'grant-production', tenant.id, '--json'], store.env)
    assert.equal(granted.code, 0, granted.stderr)
    assert.deepEqual(JSON.parse(granted.stdout), { id: tenant.id, mode: 'production', changed: true })
    const unknown = await posture(['tenant', 'grant-production', 'ten_nope'], store.env)
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /No tenant with id 'ten_nope'/)
    const storage = await openStorage(store.env.DATABASE_URL ? { databaseUrl: store.env.DATABASE_URL } : { dataDir: store.env.DATA_DIR })
    try {
      const row = await storage.db.selectFrom('tenants').select('mode').where('id', '=', tenant.id).executeTakeFirstOrThrow()
      assert.equal(row.mode, 'production')
      const findings = await storage.db.selectFrom('findings').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()
      assert.equal(Number(findings.n), 0)
    } finally {
      await storage.close()
    }
  })

  test('secrets-key rotate re-seals the stored secrets under a new key file that the service then uses', async () => {
    const { loadSealingKey, openSecret, sealSecret } = await import('../src/platform/sealing-key/index.ts')
    const keyFile = join(mkdtempSync(join(tmpdir(), 'posture-key-')), 'secrets.key')
    // A store of its own: the other tests leave sealed values (a made-up SSO secret) that no key opens.
    const own = await freshStoreEnv()
    const env = { ...own.env, SECRETS_KEY_FILE: keyFile }
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Keys', '--json'], env)).stdout)
    const storage = await openStorage(own.env.DATABASE_URL ? { databaseUrl: own.env.DATABASE_URL } : { dataDir: own.env.DATA_DIR })
    let before: Buffer
    try {
      before = (await loadSealingKey(storage.db, { keyFile })).key
      await storage.db.insertInto('webhook_endpoints').values({
        id: 'whe_cli_rotation', tenant_id: tenant.id, url: 'https://example.com/hook', enabled_events: ['*'], min_severity: null, status: 'enabled',
        disabled_reason: null, secret_encrypted: sealSecret(before, 'whsec_kept'), previous_secret_encrypted: null, previous_secret_expires_at: null, failing_since: null,
      }).execute()
    } finally {
      await storage.close()
    }
    const rotated = await posture(['secrets-key', 'rotate', '--json'], env)
    assert.equal(rotated.code, 0, rotated.stderr)
    const outcome = JSON.parse(rotated.stdout)
    assert.equal(outcome.rotated, true)
    assert.ok(outcome.resealed >= 1)
    assert.equal(outcome.key, keyFile)
    const after = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')
    assert.ok(!after.equals(before))
    assert.equal(statSync(keyFile).mode & 0o777, 0o600)
    const reopened = await openStorage(own.env.DATABASE_URL ? { databaseUrl: own.env.DATABASE_URL } : { dataDir: own.env.DATA_DIR })
    try {
      const row = await reopened.db.selectFrom('webhook_endpoints').select('secret_encrypted').where('id', '=', 'whe_cli_rotation').executeTakeFirstOrThrow()
      assert.equal(openSecret(after, row.secret_encrypted), 'whsec_kept')
    } finally {
      await reopened.close()
      await own.cleanup()
      if (own.env.DATA_DIR) rmSync(own.env.DATA_DIR, { recursive: true, force: true })
      rmSync(dirname(keyFile), { recursive: true, force: true })
    }
  })

  test('bad input exits 1 with a message on stderr and nothing on stdout', async () => {
    const cases: [string[], RegExp][] = [
      [['token', 'create', '--tenant', 'ten_missing', '--scopes', 'findings:read', '--json'], /No tenant with id 'ten_missing'/],
      [['token', 'create', '--tenant', 'ten_x', '--scopes', 'findings:read', '--expires-in-days', 'soon'], /must be a whole number/],
      [['token', 'create', '--tenant', 'ten_x'], /required option '--scopes/],
      [['token', 'revoke', 'pat_missing'], /No token with id 'pat_missing'/],
      [['tenant', 'create', '--name', '   '], /name must be 1 to 200/],
      [['frobnicate'], /unknown command/],
    ]
    for (const [args, message] of cases) {
      const run = await posture(args, store.env)
      assert.equal(run.code, 1, args.join(' '))
      assert.equal(run.stdout, '', args.join(' '))
      assert.match(run.stderr, message, args.join(' '))
    }
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Scopes', '--json'], store.env)).stdout)
    const bad = await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'findings:read,admin:all', '--json'], store.env)
    assert.equal(bad.code, 1)
    assert.match(bad.stderr, /Unknown scope\(s\): admin:all/)
  })
})
