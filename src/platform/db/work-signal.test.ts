import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { freshStorage, BACKEND } from '../../../test/helpers/harness.ts'
import { enqueueJob } from '../jobs/queue.ts'
import { createTenant } from '../../tenants/index.ts'
import { listenForWork, signalWork, type WorkKind } from './work-signal.ts'

async function until(what: string, check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await sleep(20)
  assert.ok(check(), what)
}

test(`a producer's signal wakes the listener when its transaction commits, never before, never on rollback (${BACKEND})`, async () => {
  const storage = await freshStorage()
  const heard: WorkKind[] = []
  const listener = await listenForWork(storage, (kind) => heard.push(kind))
  try {
    // Connecting looks once for what committed while no one listened.
    if (BACKEND === 'postgres') await until('the catch-up look', () => heard.length === 2)
    heard.length = 0

    await storage.db.transaction().execute(async (tx) => {
      await signalWork(tx, 'deliveries')
      await sleep(100)
      assert.equal(heard.length, 0, 'not before the commit')
    })
    await until('woken after the commit', () => heard.includes('deliveries'))

    // Signals are per database, and on PostgreSQL other test files share this one (their schemas, their
    // deliveries): a wake-up heard here may be theirs. A rolled-back signal that woke the listener would be heard
    // every time; one quiet try of five shows it is not.
    let quiet = false
    for (let attempt = 0; attempt < 5 && !quiet; attempt++) {
      heard.length = 0
      await storage.db.transaction().execute(async (tx) => {
        await signalWork(tx, 'deliveries')
        throw new Error('roll back')
      }).catch(() => undefined)
      await sleep(200)
      quiet = heard.length === 0
    }
    assert.equal(heard.length, 0, 'a rolled-back transaction wakes no one')

    const tenant = await createTenant(storage.db, { name: 'Signal', seed: 1, sandboxData: false })
    heard.length = 0
    await enqueueJob(storage.db, tenant.id, 'audits', {})
    await until('enqueueing a job wakes the job consumers', () => heard.includes('jobs'))
  } finally {
    await listener.close()
    await storage.close()
  }
})
