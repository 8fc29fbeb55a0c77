import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'kysely'
import { openStorage } from './database.ts'

// Regression: on the embedded store two concurrent transactions shared one session, so a rollback in one
// undid the other's committed-looking work. Runs on PGlite only (PostgreSQL gives each its own connection).
test('embedded store: a concurrent transaction\'s rollback never undoes another transaction', async () => {
  const storage = await openStorage({})
  try {
    await sql`create table t (v int)`.execute(storage.db)
    let rolledBackStarted!: () => void
    const started = new Promise<void>((resolve) => { rolledBackStarted = resolve })
    const failing = storage.db.transaction().execute(async (tx) => {
      await sql`insert into t values (1)`.execute(tx)
      rolledBackStarted()
      await new Promise((resolve) => setTimeout(resolve, 50))
      throw new Error('roll back')
    })
    await started
    const committing = storage.db.transaction().execute(async (tx) => {
      await sql`insert into t values (2)`.execute(tx)
    })
    await assert.rejects(failing, /roll back/)
    await committing
    const { rows } = await sql<{ v: number }>`select v from t order by v`.execute(storage.db)
    assert.deepEqual(rows.map((r) => r.v), [2])
  } finally {
    await storage.close()
  }
})
