import closeWithGrace from 'close-with-grace'
import cluster from 'node:cluster'
import { setTimeout as sleep } from 'node:timers/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildApp } from './app.ts'
import { composeRooms } from './composition.ts'
import { startBackgroundWork, startSweeps, type BackgroundWork } from './background.ts'
import { localShare, processShare, runCluster, type ProcessShare } from './cluster.ts'
import { createMetrics } from './platform/metrics/metrics.ts'
import { serveMetrics } from './platform/metrics/metrics-server.ts'
import { connectSharedStore } from './platform/redis/shared-store.ts'
import { loadSealingKey } from './platform/sealing-key/index.ts'
import { appUrl, baseUrl, loadConfig, logFormat, metricsOnPublicPort, rateLimitPerTenant, sealingKeySource, type Config } from './config.ts'
import { openStorage, type Db } from './platform/db/database.ts'
import { watchDatabase, type DatabaseWatch } from './platform/db/database-watch.ts'
import { openConfiguredStorage } from './platform/db/open-configured.ts'
import { listenForWork, type WorkListener } from './platform/db/work-signal.ts'
import { READ_SCOPES } from './platform/http/auth.ts'
import { parseCorsOrigins } from './platform/http/cors.ts'
import { countTenants, createTenant, createToken } from './tenants/index.ts'

/** Runs the service as configured: one process, or WORKERS API processes under a cluster primary. */
export async function run(config: Config = loadConfig()) {
  composeRooms()
  if (config.WORKERS > 1 && cluster.isPrimary) return runCluster(config, () => prepareStore(config), (demo) => printBanner(config, demo))
  return startService(config)
}

/**
 * Starts the API: storage, migrations, first-run demo tenant, HTTP, and graceful shutdown. `share`: which of
 * the cluster's processes this is (the first runs the background work; budgets counted alone are split).
 */
export async function startService(config: Config = loadConfig(), share: ProcessShare = processShare(config)) {
  composeRooms()
  // The slow parts of a first start say what they are doing before they start (creating the embedded database
  // takes seconds), so the terminal is never silent.
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'PG_VERSION'))) {
    say(`Creating the embedded database in ${config.DATA_DIR} (first start only, a few seconds)…`)
  }
  const storage = await openConfiguredStorage(config)
  const shared = config.REDIS_URL ? connectSharedStore(config.REDIS_URL) : undefined
  const redis = shared?.redis
  let worker: BackgroundWork | undefined
  const keySource = sealingKeySource(config)
  const sealing = await loadSealingKey(storage.db, keySource)
  const secretsKey = sealing.key
  // On PostgreSQL the API has a pool of its own whose statements give up after API_QUERY_TIMEOUT_MS (a frozen
  // database turns into 503s, not held requests); migrations, audits and reports use the other, without.
  const apiStorage = config.DATABASE_URL && config.ROLE !== 'worker'
    ? await openStorage({ databaseUrl: config.DATABASE_URL, queryTimeoutMs: API_QUERY_TIMEOUT_MS })
    : storage
  // API processes on PostgreSQL watch it from a connection of their own: while it does not answer, requests
  // that need it are refused at once (503) instead of each waiting on its statement deadline.
  let databaseWatch: DatabaseWatch | undefined
  const databaseAnswering = () => !databaseWatch?.down()
  const metrics = createMetrics(apiStorage, {
    role: config.ROLE, ...(shared ? { redisAnswering: shared.answering } : {}), ...(apiStorage !== storage ? { databaseAnswering } : {}),
  })
  const app = await buildApp({
    metrics, metricsRoute: metricsOnPublicPort(config), metricsToken: config.METRICS_TOKEN,
    storage: apiStorage, redis, rateLimitPerMinute: localShare(config.RATE_LIMIT_PER_MINUTE, share, !!redis),
    rateLimitPerTenantPerMinute: localShare(rateLimitPerTenant(config), share, !!redis), logLevel: config.LOG_LEVEL, logFormat: logFormat(config), baseUrl: baseUrl(config),
    auditsPerHour: localShare(config.AUDITS_PER_HOUR, share, !!redis), reportsPerHour: localShare(config.REPORTS_PER_HOUR, share, !!redis), onJobEnqueued: () => worker?.poke(), appUrl: appUrl(config), sandboxSeed: config.SANDBOX_SEED,
    trustedProxies: config.TRUSTED_PROXIES?.split(',').map((p) => p.trim()).filter(Boolean),
    corsOrigins: parseCorsOrigins(config.CORS_ORIGINS),
    webhookSecretsKey: secretsKey, webhookAllowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS, ssoAllowPrivateIssuers: config.SSO_ALLOW_PRIVATE_ISSUERS,
    aws: { principalArn: config.POSTURE_AWS_PRINCIPAL_ARN },
    operationsOnly: config.ROLE === 'worker', databaseDown: () => !databaseAnswering(),
  })
  if (apiStorage !== storage) databaseWatch = watchDatabase(config.DATABASE_URL!, app.log)
  if (sealing.migrated) {
    app.log.warn({ ...sealing.migrated, key: sealing.source === 'env' ? 'WEBHOOK_SECRETS_KEY' : keySource.keyFile },
      'moved the sealed secrets off the key kept in the database; back up the key (see README, Configuration)')
  }
  shared?.watch(app.log)
  if (config.METRICS_PORT === undefined && !metricsOnPublicPort(config)) {
    app.log.warn({ host: config.HOST }, 'GET /metrics is not served: HOST is not a loopback address; set METRICS_TOKEN (Prometheus sends it as a bearer token) or METRICS_PORT (a private port)')
  }
  if (share.count > 1 && !redis && share.index === 0) {
    app.log.warn({ processes: share.count }, 'no REDIS_URL: each API process counts its own part of every rate limit and budget (set REDIS_URL to share one)')
  }
  // The consumers run in `all` and `worker` processes, and in one process of a cluster (the others would only
  // poll the same queues); producers (anything that queues work) run everywhere. Consumers wake on the
  // producers' signals (work-signal.ts); the 1 s poll is only a safety net.
  let listener: WorkListener | undefined
  if (config.ROLE !== 'api' && share.index === 0) {
    worker = startBackgroundWork(storage.db, {
      leaseMs: config.JOB_LEASE_SECONDS * 1000, log: app.log, pollMs: 1000,
      webhooks: { secretsKey, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS, pollMs: 1000, countAttempts: (outcome, n) => metrics.deliveryAttempts.inc({ outcome }, n) },
    })
    listener = await listenForWork(storage, () => worker?.poke(), app.log, config.DATABASE_LISTEN_URL)
  }
  // An API-only deployment still sweeps (suppression rules, lapsed acceptances): without a worker, a deleted
  // rule's findings stayed hidden for good. One process of a cluster is enough; the sweeps are safe in several.
  const sweeps = config.ROLE === 'api' && share.index === 0 ? startSweeps(storage.db, { log: app.log }) : undefined
  const metricsServer = config.METRICS_PORT === undefined ? undefined : await serveMetrics(metrics, config.METRICS_PORT + share.index, config.HOST, config.METRICS_TOKEN)

  const demo = (await countTenants(storage.db)) === 0 ? await seedDemo(config, storage.db) : undefined

  // A cluster worker stops on the SIGTERM its primary forwards, or when the primary is gone. The terminal's
  // Ctrl-C reaches every process of the group: the primary coordinates it. A second SIGTERM (a supervisor that
  // signals the whole group, then the primary forwarding) does not cut the drain short.
  const inCluster = cluster.isWorker
  if (inCluster) process.on('SIGINT', () => undefined)
  let closing = false
  const grace = closeWithGrace({
    delay: 10_000, ...(inCluster ? { skip: ['SIGINT'], onSecondSignal: () => undefined } : {}),
  }, async ({ signal, err }) => {
    closing = true
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    // The consumers stop at once (a running audit or report gives its claim back and resumes elsewhere), not
    // after HTTP has drained (a long export used to spend the grace period and a job was killed mid-run). HTTP
    // first drains for SHUTDOWN_DRAIN_MS — /readyz says 503, answers say Connection: close, requests are still
    // served — then closes and waits for what is in flight: clients are not reset under a request.
    await listener?.close()
    databaseWatch?.stop()
    const consumersStopped = Promise.all([worker?.stop(), sweeps?.stop()])
    app.beginDraining()
    await sleep(config.SHUTDOWN_DRAIN_MS)
    await Promise.all([consumersStopped, app.close(), metricsServer?.close()])
    if (apiStorage !== storage) await apiStorage.close()
    await storage.close()
    await shared?.close()
  })
  if (inCluster) {
    process.on('disconnect', () => { if (!closing) void grace.close() })
  }

  await app.listen({ port: config.PORT, host: config.HOST })
  // After listening, so that the addresses it prints answer; a cluster's primary prints it for its workers.
  if (!cluster.isWorker) printBanner(config, demo)
  return app
}

/** How long one statement of an API request may take on PostgreSQL before the request answers 503. */
const API_QUERY_TIMEOUT_MS = 5_000

const say = (line: string) => process.stdout.write(`${line}\n`)

/** What a cluster's primary does once before forking: migrations, the sealing key, the first-run sandbox. */
async function prepareStore(config: Config): Promise<Demo | undefined> {
  const storage = await openConfiguredStorage(config)
  try {
    const keySource = sealingKeySource(config)
    const sealing = await loadSealingKey(storage.db, keySource)
    if (sealing.migrated) {
      say(`Moved ${sealing.migrated.resealed} sealed secret(s) off the key kept in the database; back up ${sealing.source === 'env' ? 'WEBHOOK_SECRETS_KEY' : keySource.keyFile} (see README, Configuration).`)
    }
    return (await countTenants(storage.db)) === 0 ? await seedDemo(config, storage.db) : undefined
  } finally {
    await storage.close()
  }
}

/** The first start's demo tenant and its token, which the banner shows once. */
interface Demo { tenantId: string; token: string }

async function seedDemo(config: Config, db: Db): Promise<Demo> {
  say('Seeding the demo sandbox tenant (300 synthetic resources and their first audit)…')
  const tenant = await createTenant(db, { name: 'Demo sandbox', seed: config.SANDBOX_SEED })
  const token = await createToken(db, tenant.id, { name: 'Demo read token', scopes: [...READ_SCOPES] })
  return { tenantId: tenant.id, token: token.token }
}

/** Where things are, on every start once the server listens; the first start's demo token, that once. */
function printBanner(config: Config, demo: Demo | undefined) {
  const url = baseUrl(config)
  const lines = config.ROLE === 'worker'
    ? ['', `Posture worker running (probes on ${url}/healthz and ${url}/readyz).`]
    : ['', `Posture is listening on ${url}`, `  API:             ${url}/v1`, `  API reference:   ${url}/docs`, `  Web application: ${appUrl(config)} (sign up for a workspace of your own)`]
  if (demo) {
    lines.push(
      '',
      `Created the demo sandbox tenant ${demo.tenantId} with synthetic findings.`,
      'Its Personal Access Token (all read scopes) is shown only this once; keep it:',
      '',
      `  ${demo.token}`,
      '',
      'Try:',
      `  curl -s -H "Authorization: Bearer ${demo.token}" "${url}/v1/findings?severity=critical&limit=5"`,
    )
  }
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error: Error) => {
    process.stderr.write(`posture: ${error.message}\n`)
    process.exit(1)
  })
}
