import closeWithGrace from 'close-with-grace'
import { Redis } from 'ioredis'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildApp } from './app.ts'
import { startBackgroundWork, type BackgroundWork } from './background.ts'
import { loadSealingKey } from './platform/sealing-key/index.ts'
import { appUrl, baseUrl, loadConfig, sealingKeySource, type Config } from './config.ts'
import type { Db } from './platform/db/database.ts'
import { openConfiguredStorage } from './platform/db/open-configured.ts'
import { READ_SCOPES } from './platform/http/auth.ts'
import { countTenants, createTenant, createToken } from './tenants/index.ts'

/** Starts the API: storage, migrations, first-run demo tenant, HTTP, and graceful shutdown. */
export async function startService(config: Config = loadConfig()) {
  // The slow parts of a first start say what they are doing before they start (creating the embedded database
  // takes seconds), so the terminal is never silent.
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'PG_VERSION'))) {
    say(`Creating the embedded database in ${config.DATA_DIR} (first start only, a few seconds)…`)
  }
  const storage = await openConfiguredStorage(config)
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined
  redis?.on('error', () => undefined) // the rate limiter falls back to memory and logs once per failure
  let worker: BackgroundWork | undefined
  const keySource = sealingKeySource(config)
  const sealing = await loadSealingKey(storage.db, keySource)
  const secretsKey = sealing.key
  const app = await buildApp({
    storage, redis, rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, logLevel: config.LOG_LEVEL, baseUrl: baseUrl(config),
    auditsPerHour: config.AUDITS_PER_HOUR, reportsPerHour: config.REPORTS_PER_HOUR, onJobEnqueued: () => worker?.poke(), appUrl: appUrl(config), sandboxSeed: config.SANDBOX_SEED,
    trustedProxies: config.TRUSTED_PROXIES?.split(',').map((p) => p.trim()).filter(Boolean),
    webhookSecretsKey: secretsKey, webhookAllowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
  })
  if (sealing.migrated) {
    app.log.warn({ ...sealing.migrated, key: sealing.source === 'env' ? 'WEBHOOK_SECRETS_KEY' : keySource.keyFile },
      'moved the sealed secrets off the key kept in the database; back up the key (see README, Configuration)')
  }
  worker = startBackgroundWork(storage.db, {
    leaseMs: config.JOB_LEASE_SECONDS * 1000, log: app.log,
    webhooks: { secretsKey, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS },
  })

  if ((await countTenants(storage.db)) === 0) await printDemoCredentials(config, storage.db)

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close() // stops accepting, waits for in-flight requests
    await worker?.stop() // a long job gives its claim back and resumes on the next start
    await storage.close()
    await redis?.quit().catch(() => undefined)
  })

  await app.listen({ port: config.PORT, host: config.HOST })
  return app
}

const say = (line: string) => process.stdout.write(`${line}\n`)

async function printDemoCredentials(config: Config, db: Db) {
  say('Seeding the demo sandbox tenant (300 synthetic resources and their first audit)…')
  const tenant = await createTenant(db, { name: 'Demo sandbox', seed: config.SANDBOX_SEED })
  const token = await createToken(db, tenant.id, { name: 'Demo read token', scopes: [...READ_SCOPES] })
  const url = baseUrl(config)
  process.stdout.write([
    '',
    `Created the demo sandbox tenant ${tenant.id} with synthetic findings.`,
    'Its Personal Access Token (all read scopes) is shown only this once; keep it:',
    '',
    `  ${token.token}`,
    '',
    'Try:',
    `  curl -s -H "Authorization: Bearer ${token.token}" "${url}/v1/findings?severity=critical&limit=5"`,
    '',
    `API reference: ${url}/docs`,
    `Web application (sign up for a workspace of your own): ${appUrl(config)}`,
    '',
  ].join('\n') + '\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startService().catch((error: Error) => {
    process.stderr.write(`posture: ${error.message}\n`)
    process.exit(1)
  })
}
