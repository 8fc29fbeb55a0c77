import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { freshStorage } from '../../../test/helpers/harness.ts'
import { createTenant } from '../../tenants/index.ts'
import { newId } from '../ids.ts'
import { loadSealingKey, openSecret, rotateSealingKey, sealSecret } from './index.ts'
import { keyCheck } from './sealed-values.ts'

type Storage = Awaited<ReturnType<typeof freshStorage>>

describe('the sealing key lives outside the database', () => {
  let storage: Storage
  let tenantId: string
  before(async () => {
    storage = await freshStorage()
    tenantId = (await createTenant(storage.db, { name: 'Keys', seed: 1, sandboxData: false })).id
  })
  after(() => storage.close())

  const settings = async () => Object.fromEntries((await storage.db.selectFrom('instance_settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]))
  const addEndpoint = async (sealed: string, previous: string | null = null) => {
    const id = newId('whe')
    await storage.db.insertInto('webhook_endpoints').values({
      id, tenant_id: tenantId, url: 'https://example.com/hook', enabled_events: ['*'], min_severity: null, status: 'enabled', disabled_reason: null,
      secret_encrypted: sealed, previous_secret_encrypted: previous, previous_secret_expires_at: previous ? new Date(Date.now() + 60_000) : null, failing_since: null,
    }).execute()
    return id
  }
  const sealedOf = async (id: string) => storage.db.selectFrom('webhook_endpoints').select(['secret_encrypted', 'previous_secret_encrypted']).where('id', '=', id).executeTakeFirstOrThrow()
  // Each test starts as a new installation: no key recorded, no sealed secrets.
  const clearKeySettings = async () => {
    await storage.db.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenantId).execute()
    await storage.db.deleteFrom('instance_settings').where('key', 'in', ['secrets_key_check', 'webhook_secrets_key']).execute()
  }

  test('an installation that kept its key in the database is moved to a 0600 key file; the database alone then opens nothing', async () => {
    await clearKeySettings()
    const legacy = randomBytes(32)
    await storage.db.insertInto('instance_settings').values({ key: 'webhook_secrets_key', value: legacy.toString('base64') }).execute()
    const id = await addEndpoint(sealSecret(legacy, 'whsec_current'), sealSecret(legacy, 'whsec_previous'))
    const keyFile = join(mkdtempSync(join(tmpdir(), 'posture-key-')), 'data', 'secrets.key')

    const loaded = await loadSealingKey(storage.db, { keyFile })
    assert.equal(loaded.source, 'file')
    assert.deepEqual(loaded.migrated, { resealed: 2, unreadable: 0 })
    assert.equal(statSync(keyFile).mode & 0o777, 0o600)
    assert.deepEqual(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64'), loaded.key)
    const rows = await sealedOf(id)
    assert.equal(openSecret(loaded.key, rows.secret_encrypted), 'whsec_current')
    assert.equal(openSecret(loaded.key, rows.previous_secret_encrypted!), 'whsec_previous')
    assert.throws(() => openSecret(legacy, rows.secret_encrypted), 'the old key opens nothing any more')
    const stored = await settings()
    assert.equal(stored.webhook_secrets_key, undefined, 'no key is left in the database')
    assert.equal(stored.secrets_key_check, keyCheck(loaded.key))
    for (const value of Object.values(stored)) assert.ok(!loaded.key.equals(Buffer.from(value, 'base64')), 'no setting holds the key')

    // Later starts read the same file and change nothing.
    const again = await loadSealingKey(storage.db, { keyFile })
    assert.ok(again.key.equals(loaded.key))
    assert.equal(again.migrated, undefined)
  })

  test('a server started without the key file, or with another key, stops with a message instead of sealing with a second key', async () => {
    await clearKeySettings()
    const dir = mkdtempSync(join(tmpdir(), 'posture-key-'))
    const first = await loadSealingKey(storage.db, { keyFile: join(dir, 'a.key') })
    await assert.rejects(loadSealingKey(storage.db, { keyFile: join(dir, 'missing.key') }), /no secrets key file at .*missing\.key.*Copy the key file/)
    assert.equal(existsSync(join(dir, 'missing.key')), false, 'no second key is created')
    writeFileSync(join(dir, 'other.key'), randomBytes(32).toString('base64'))
    await assert.rejects(loadSealingKey(storage.db, { keyFile: join(dir, 'other.key') }), /not the key that sealed/)
    await assert.rejects(loadSealingKey(storage.db, { configured: randomBytes(32).toString('base64'), keyFile: join(dir, 'a.key') }), /WEBHOOK_SECRETS_KEY is not the key/)
    const env = await loadSealingKey(storage.db, { configured: first.key.toString('base64'), keyFile: join(dir, 'missing.key') })
    assert.equal(env.source, 'env')
  })

  test('a first start with a key that does not open the secrets already stored is refused', async () => {
    await clearKeySettings()
    await addEndpoint(sealSecret(randomBytes(32), 'whsec_other'))
    const keyFile = join(mkdtempSync(join(tmpdir(), 'posture-key-')), 'secrets.key')
    await assert.rejects(loadSealingKey(storage.db, { keyFile }), /does not open 1 sealed secret/)
    assert.equal((await settings()).secrets_key_check, undefined, 'nothing recorded')
  })

  test('rotation re-seals every secret under a new key file; an interrupted rotation is finished by the next start', async () => {
    await clearKeySettings()
    const keyFile = join(mkdtempSync(join(tmpdir(), 'posture-key-')), 'secrets.key')
    const old = await loadSealingKey(storage.db, { keyFile })
    const id = await addEndpoint(sealSecret(old.key, 'whsec_rotating'))

    const rotated = await rotateSealingKey(storage.db, { keyFile })
    assert.ok(rotated.resealed >= 1)
    const current = await loadSealingKey(storage.db, { keyFile })
    assert.ok(!current.key.equals(old.key))
    assert.equal(openSecret(current.key, (await sealedOf(id)).secret_encrypted), 'whsec_rotating')
    assert.equal(statSync(keyFile).mode & 0o777, 0o600)

    // The database committed the new key but the process died before the rename: <file>.next holds it.
    writeFileSync(`${keyFile}.next`, `${current.key.toString('base64')}\n`, { mode: 0o600 })
    writeFileSync(keyFile, `${old.key.toString('base64')}\n`)
    const recovered = await loadSealingKey(storage.db, { keyFile })
    assert.ok(recovered.key.equals(current.key))
    assert.equal(existsSync(`${keyFile}.next`), false)

    // With WEBHOOK_SECRETS_KEY the operator brings the new key.
    const configured = current.key.toString('base64')
    await assert.rejects(rotateSealingKey(storage.db, { configured, keyFile }), /pass the new key with --to/)
    const next = randomBytes(32)
    await rotateSealingKey(storage.db, { configured, keyFile }, next.toString('base64'))
    assert.equal(openSecret(next, (await sealedOf(id)).secret_encrypted), 'whsec_rotating')
  })
})
