import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { BACKEND, freshStorage } from '../../../test/helpers/harness.ts'
import { createTenant } from '../../tenants/index.ts'
import { enqueueJob } from './queue.ts'
import { startWorker } from './worker.ts'

test(`every log line about a job names the job, its queue, its tenant and the ids of its payload (${BACKEND})`, async () => {
  const storage = await freshStorage()
  const lines: { level: string; message: string; details: Record<string, unknown> }[] = []
  const log = {
    info: (details: object, message: string) => lines.push({ level: 'info', message, details: details as Record<string, unknown> }),
    error: (details: object, message: string) => lines.push({ level: 'error', message, details: details as Record<string, unknown> }),
  }
  let runs = 0
  const worker = startWorker({
    db: storage.db, log, pollMs: 20,
    handlers: { probe: { run: async () => { if (runs++ === 0) throw new Error('first attempt fails') } } },
  })
  try {
    const tenant = await createTenant(storage.db, { name: 'Logs', seed: 1, sandboxData: false })
    const jobId = await enqueueJob(storage.db, tenant.id, 'probe', { audit_id: 'aud_logged', note: 'not an id' })
    worker.poke()
    for (let i = 0; i < 1000 && !lines.some((l) => l.message === 'job finished'); i++) await sleep(20)
    assert.deepEqual(lines.map((l) => l.message), ['job started', 'job attempt failed', 'job started', 'job finished'])
    for (const line of lines) {
      assert.equal(line.details.job_id, jobId, line.message)
      assert.equal(line.details.queue, 'probe')
      assert.equal(line.details.tenant_id, tenant.id)
      assert.equal(line.details.audit_id, 'aud_logged')
      assert.equal(line.details.note, undefined, 'only ids from the payload')
    }
    assert.equal(typeof lines[3]!.details.duration_ms, 'number')
  } finally {
    await worker.stop()
    await storage.close()
  }
})
