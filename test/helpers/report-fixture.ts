import { Readable } from 'node:stream'
import { runAudit } from '../../src/audits/runner.ts'
import type { Db } from '../../src/platform/db/database.ts'
import { newId } from '../../src/platform/ids.ts'
import { importInventory } from '../../src/resources/index.ts'
import { createTenant } from '../../src/tenants/index.ts'
import { freshStorage } from './harness.ts'

/** Runs an audit to completion in this process (no job queue), as the worker would. */
export async function auditNow(db: Db, tenantId: string) {
  const id = newId('aud')
  await db.insertInto('audits').values({ id, tenant_id: tenantId, status: 'queued', trigger: 'api' } as never).execute()
  await runAudit(db, tenantId, id, { now: () => new Date(), heartbeat: async () => {} })
  return db.selectFrom('audits').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirstOrThrow()
}

/**
 * Re-imports resources of the tenant with some attributes changed (previous versions go to history). Only
 * resources without an accepted risk are changed: acceptances are not audit transitions, so a report on an
 * earlier audit could not tell an accepted finding resolved since from an open one, and the reports of
 * every audit are compared with that audit's own summary.
 */
export async function changeResources(db: Db, tenantId: string, kind: string, limit: number, change: Record<string, unknown>, where: (attributes: Record<string, unknown>, provider: string) => boolean) {
  const rows = (await db.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('findings').select('id').where('findings.tenant_id', '=', tenantId)
      .whereRef('findings.resource_id', '=', 'resources.id').where('findings.status', '=', 'accepted_risk'))))
    .orderBy('id').execute())
    .filter((r) => where(r.attributes, r.provider)).slice(0, limit)
  const resources = rows.map((r) => ({ kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id, tags: r.tags, attributes: { ...r.attributes, ...change } }))
  await importInventory(db, tenantId, Readable.from([JSON.stringify({ resources })]), 'resources')
  return rows.map((r) => r.id)
}

/**
 * A sandbox tenant with four completed audits: the seeded one, a real audit of the same estate, one after an
 * import that fixed public buckets and broke instance disk encryption, and one after an import that broke
 * buckets again and fixed disks: findings created, resolved and reopened between them.
 */
export async function reportFixture(name = 'Acme Corp — Zürich') {
  const storage = await freshStorage()
  const tenant = await createTenant(storage.db, { name, seed: 7, sandboxData: true })
  const seeded = await storage.db.selectFrom('audits').selectAll().where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()
  // With 300 checks the sandbox spreads its findings thin; 30 unversioned archive buckets give the remediation
  // plan a group above its cap of 25 resources (they report nothing but versioning, so nothing else fails).
  const archives = Array.from({ length: 30 }, (_, i) => ({
    kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `archive-${i}`, external_id: `arn:aws:s3:::acme-archive-${i}`, tags: { env: 'prod' }, attributes: { versioning: false },
  }))
  await importInventory(storage.db, tenant.id, Readable.from([JSON.stringify({ resources: archives })]), 'resources')
  const first = await auditNow(storage.db, tenant.id)
  await changeResources(storage.db, tenant.id, 'bucket', 6, { public_read: false }, (a) => a.public_read === true)
  // Only AWS reports unencrypted disks (Google and Azure encrypt every disk: the check is AWS's).
  await changeResources(storage.db, tenant.id, 'instance', 7, { disk_encrypted: false }, (a, provider) => a.disk_encrypted === true && provider === 'aws')
  const second = await auditNow(storage.db, tenant.id)
  // Some fixed buckets break again (their findings reopen) and some broken disks are fixed.
  await changeResources(storage.db, tenant.id, 'bucket', 3, { public_read: true }, (a) => a.public_read === false && a.public_write === false)
  await changeResources(storage.db, tenant.id, 'instance', 2, { disk_encrypted: true }, (a, provider) => a.disk_encrypted === false && provider === 'aws')
  const third = await auditNow(storage.db, tenant.id)
  return { storage, db: storage.db, tenantId: tenant.id, audits: [seeded, first, second, third] as const }
}
