import { randomBytes } from 'node:crypto'

/**
 * The OpenAPI document the service serves, without a server or a store on disk: a migrated in-memory store
 * and the app, asked as any client asks. The SDK's generator and the compatibility check both start from it.
 */
export async function servedDocument<T = unknown>(): Promise<T> {
  const { buildApp } = await import('../src/app.ts')
  const { openStorage } = await import('../src/platform/db/database.ts')
  const { migrateToLatest } = await import('../src/platform/db/migrate.ts')
  const storage = await openStorage({})
  await migrateToLatest(storage.db)
  const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
  try {
    return (await app.inject({ url: '/v1/openapi.json' })).json() as T
  } finally {
    await app.close()
    await storage.close()
  }
}
