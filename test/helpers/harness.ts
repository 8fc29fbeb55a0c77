import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp, type AppDeps } from '../../src/app.ts'
import { composeRooms } from '../../src/composition.ts'
import { startBackgroundWork, type BackgroundOptions, type BackgroundWork } from '../../src/background.ts'
import { openStorage, type Storage } from '../../src/platform/db/database.ts'
import { migrateToLatest } from '../../src/platform/db/migrate.ts'
import { SCOPES } from '../../src/platform/http/auth.ts'
import { createTenant, createToken } from '../../src/tenants/index.ts'
import { loadTemplate } from './template.ts'

export const DATABASE_URL = process.env.DATABASE_URL
export const BACKEND = DATABASE_URL ? 'postgres' : 'pglite'

/**
 * A fresh, migrated database: PGlite in memory from the template, or a new schema on DATABASE_URL (with
 * `statementDeadlineMs`, its statements give up after that long, as the API pool's do in production).
 */
export async function freshStorage(options: { statementDeadlineMs?: number } = {}): Promise<Storage & { schema?: string; url?: string }> {
  // Tests call services without an app too: the rooms are composed as every entry point composes them.
  composeRooms()
  if (!DATABASE_URL) return openStorage({ loadDataDir: await loadTemplate() })
  const schema = `t_${randomBytes(6).toString('hex')}`
  const storage = await openStorage({ databaseUrl: DATABASE_URL, schema, poolSize: 5, queryTimeoutMs: options.statementDeadlineMs })
  await migrateToLatest(storage.db)
  const url = new URL(DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    ...storage,
    schema,
    url: url.toString(),
    async close() {
      await storage.close()
      const client = new pg.Client({ connectionString: DATABASE_URL })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await client.end()
    },
  }
}

export interface TestTenant {
  id: string
  token: string
  tokenId: string
  headers: { authorization: string }
}

export interface TestApp {
  app: FastifyInstance
  storage: Awaited<ReturnType<typeof freshStorage>>
  /** The key this app seals webhook and SSO secrets with (a second app on the same storage needs it). */
  secretsKey: Buffer
  /** A new tenant (sandbox data unless `sandbox: false`) with a token holding `scopes` (default: all). */
  tenant(options?: { sandbox?: boolean; scopes?: string[]; name?: string }): Promise<TestTenant>
  /** A further token for a tenant. */
  token(tenantId: string, scopes: string[], options?: { expiresInDays?: number; now?: Date }): Promise<TestTenant>
  close(): Promise<void>
}

/** `worker`: also run the background job worker (audits), polling fast; `statementDeadlineMs`: see freshStorage. */
export async function startTestApp(deps: Partial<AppDeps> = {}, options: { worker?: boolean | BackgroundOptions; statementDeadlineMs?: number } = {}): Promise<TestApp> {
  const storage = await freshStorage({ statementDeadlineMs: options.statementDeadlineMs })
  let worker: BackgroundWork | undefined
  const secretsKey = deps.webhookSecretsKey ?? randomBytes(32)
  const app = await buildApp({ storage, logLevel: 'silent', onJobEnqueued: () => worker?.poke(), ...deps, webhookSecretsKey: secretsKey })
  if (options.worker) worker = startBackgroundWork(storage.db, { pollMs: 50, ...(options.worker === true ? {} : options.worker) })
  const token: TestApp['token'] = async (tenantId, scopes, options = {}) => {
    const created = await createToken(storage.db, tenantId, { scopes, ...options })
    return { id: tenantId, token: created.token, tokenId: created.id, headers: { authorization: `Bearer ${created.token}` } }
  }
  return {
    app,
    storage,
    secretsKey,
    token,
    async tenant(options = {}) {
      const tenant = await createTenant(storage.db, { name: options.name ?? 'Test tenant', seed: 7, sandboxData: options.sandbox ?? true })
      return token(tenant.id, options.scopes ?? [...SCOPES])
    },
    async close() {
      await app.close()
      await worker?.stop()
      await storage.close()
    },
  }
}

/** One statement on a connection of its own (creating and dropping schemas and databases). */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try { await client.query(statement) } finally { await client.end() }
}

/** An empty PostgreSQL schema and a DATABASE_URL that works inside it (for subprocess tests). */
export async function emptyPostgresSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!DATABASE_URL) throw new Error('DATABASE_URL is not set')
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = (statement: string) => adminStatement(DATABASE_URL, statement)
  await admin(`CREATE SCHEMA ${schema}`)
  const url = new URL(DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { url: url.toString(), drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) }
}

/**
 * An app with the webhook delivery worker running on `clock` (tests move it forward to make retries due),
 * loopback URLs allowed, no jitter and a fast poll. Returns the key that seals signing secrets too.
 */
export async function startWebhookTestApp(clock: () => Date): Promise<{ t: TestApp; secretsKey: Buffer }> {
  const secretsKey = randomBytes(32)
  const t = await startTestApp({ rateLimitPerMinute: 1_000_000, webhookAllowPrivateUrls: true, webhookSecretsKey: secretsKey }, {
    worker: { clock, webhooks: { secretsKey, allowPrivate: true, pollMs: 20, random: () => 0 } },
  })
  return { t, secretsKey }
}
