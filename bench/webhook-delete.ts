// npm run bench:webhook-delete: deleting webhook endpoints with 100,000 deliveries (and their attempts) in PostgreSQL.
//  1. one endpoint with BENCH_DELIVERIES deliveries: DELETE /v1/webhook_endpoints/{id} over HTTP to the service running in
//     its own process (src/main.ts, production settings) — request time, then the time until its background purge has
//     removed every delivery, every attempt and the row; beside it, in the same run, the physical limit: one raw
//     `DELETE FROM webhook_deliveries WHERE endpoint_id = …` (attempts by cascade) over an identical second endpoint;
//  2. ten endpoints with a tenth of that each, deleted by ten concurrent requests (the issue's "held the whole pool");
//  3. `grant-production` of a sandbox tenant holding as many deliveries (one transaction, run as the CLI runs it);
// and throughout, another tenant's `GET /v1/findings?limit=1` latency, against the same loop on the idle service.
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or the local server (like bench:list); a fresh schema, dropped afterwards.
// Writes its section of BENCHMARKS.md. BENCH_DELIVERIES shrinks it for a quick look.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { createTenant, createToken, grantProduction } from '../src/tenants/index.ts'
import { freePort, startServerProcess } from '../test/helpers/processes.ts'
import type { Db } from '../src/platform/db/database.ts'
import { benchSchema } from './bench-schema.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { latencySampler as sampleLatency, type Latency } from './latency-sampler.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000)
const ATTEMPTS_PER_DELIVERY = 2
const CONCURRENT = 10
const IDLE_SECONDS = 3
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCHEMA = 'posture_bench_webhook_delete'

const log = (message: string) => process.stdout.write(`${message}\n`)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const millis = (ms: number) => `${ms.toFixed(1)} ms`

// A finding.created body of the usual size (about 700 bytes), as the fan-out stores it.
const BODY = JSON.stringify({
  event_id: 'evt_bench', type: 'finding.created', created_at: '2026-11-01T00:00:00.000Z',
  data: { finding: { id: 'fnd_bench', title: 'S3 bucket allows public read', severity: 'high', dimension: 'security', status: 'open',
    check_id: 'aws.s3.public_read', resource_id: 'res_bench', detected_at: '2026-11-01T00:00:00.000Z',
    description: 'The bucket policy grants s3:GetObject to everyone, so anyone on the internet can read every object in it.',
    remediation: 'Remove the public grant from the bucket policy and turn on S3 Block Public Access for the account.' } },
})

/**
 * `n` delivered deliveries of an endpoint, `ATTEMPTS_PER_DELIVERY` attempts each (a 503, then a 200), every tenth a
 * redelivery of the one before (so `redelivery_of` is populated as the delivery log populates it).
 */
async function loadDeliveries(db: Db, tenantId: string, endpointId: string, n: number) {
  const prefix = `whd_${randomBytes(5).toString('hex')}_`
  await sql`insert into webhook_deliveries (id, tenant_id, endpoint_id, event_id, event_type, body, status, attempts, last_status_code,
      created_at, completed_at, redelivery_of)
    select ${prefix} || lpad(i::text, 7, '0'), ${tenantId}, ${endpointId}, 'evt_' || md5(${prefix} || i), 'finding.created', ${BODY},
      'succeeded', ${ATTEMPTS_PER_DELIVERY}, 200, ts, ts, case when i % 10 = 0 then ${prefix} || lpad((i - 1)::text, 7, '0') end
    from generate_series(1, ${n}) i, lateral (select now() - interval '2 days' + i * interval '20 milliseconds' as ts) t`.execute(db)
  await sql`insert into webhook_attempts (tenant_id, delivery_id, number, started_at, duration_ms, status_code, error, response_excerpt)
    select ${tenantId}, ${prefix} || lpad(i::text, 7, '0'), k, now() - interval '2 days' + i * interval '20 milliseconds', 42,
      case when k < ${ATTEMPTS_PER_DELIVERY} then 503 else 200 end, case when k < ${ATTEMPTS_PER_DELIVERY} then 'HTTP 503' end, '{"ok":true}'
    from generate_series(1, ${n}) i, generate_series(1, ${ATTEMPTS_PER_DELIVERY}) k`.execute(db)
}

async function count(db: Db, endpointIds: string[]) {
  const { rows } = await sql<{ endpoints: number; deliveries: number; attempts: number }>`select
      (select count(*)::int from webhook_endpoints where id = any(${endpointIds}::text[])) as endpoints,
      (select count(*)::int from webhook_deliveries where endpoint_id = any(${endpointIds}::text[])) as deliveries,
      (select count(*)::int from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = any(${endpointIds}::text[])) as attempts`.execute(db)
  return rows[0]!
}

/** How many of these endpoint rows are left (cheap: polled while a purge runs). */
async function endpointsLeft(db: Db, endpointIds: string[]) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from webhook_endpoints where id = any(${endpointIds}::text[])`.execute(db)
  return rows[0]!.n
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function main() {
  const bench = await benchSchema(SERVER, SCHEMA)
  const { db } = bench.storage

  const dataDir = mkdtempSync(join(os.tmpdir(), 'posture-bench-delete-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const service = await startServerProcess(port, {
    DATABASE_URL: bench.serviceUrl, DATA_DIR: dataDir, WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn',
  })
  try {
    const tenant = await createTenant(db, { name: 'Bench deleting', seed: 1, sandboxData: false })
    const writer = await createToken(db, tenant.id, { scopes: ['webhooks:read', 'webhooks:write'] })
    const bystander = await createTenant(db, { name: 'Bench bystander', seed: 2 })
    const reader = await createToken(db, bystander.id, { scopes: ['findings:read'] })
    const sandbox = await createTenant(db, { name: 'Bench sandbox', seed: 3 })
    const sandboxWriter = await createToken(db, sandbox.id, { scopes: ['webhooks:write'] })

    const createEndpoint = async (token: string) => {
      const response = await fetch(`${base}/v1/webhook_endpoints`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks', enabled_events: ['finding.created'] }),
      })
      if (response.status !== 201) throw new Error(`create endpoint: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { id: string }).id
    }
    const deleteEndpoint = async (id: string) => {
      const started = performance.now()
      const response = await fetch(`${base}/v1/webhook_endpoints/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${writer.token}` } })
      await response.arrayBuffer()
      if (response.status !== 204) throw new Error(`DELETE ${id}: ${response.status}`)
      return performance.now() - started
    }

    const single = await createEndpoint(writer.token)
    const raw = await createEndpoint(writer.token)
    const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => createEndpoint(writer.token)))
    const sandboxEndpoint = await createEndpoint(sandboxWriter.token)
    // 0. What the request did before migration 0011, for comparison: the same DELETE of an endpoint without the index
    // on redelivery_of (dropped inside a transaction that is rolled back; it locks the table meanwhile, so this runs
    // first and alone, on a table holding only these rows). Each deleted delivery then scans the table for
    // redeliveries of it: quadratic.
    const quadratic: Array<{ n: number; ms: number; table: number }> = []
    for (const n of [2_000, 4_000, 8_000]) {
      const id = await createEndpoint(writer.token)
      await loadDeliveries(db, tenant.id, id, n)
      await sql`vacuum analyze webhook_deliveries`.execute(db)
      const { rows: [size] } = await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries`.execute(db)
      const client = new pg.Client({ connectionString: bench.serviceUrl })
      await client.connect()
      await client.query('begin')
      await client.query('drop index webhook_deliveries_redelivery_idx')
      const started = performance.now()
      await client.query('delete from webhook_endpoints where id = $1', [id])
      quadratic.push({ n, ms: performance.now() - started, table: size!.n })
      await client.query('rollback')
      await client.end()
      await deleteEndpoint(id)
      await until('the purge', async () => (await endpointsLeft(db, [id])) === 0)
      log(`without the index: DELETE of an endpoint with ${n} deliveries (table: ${size!.n}) took ${seconds(quadratic.at(-1)!.ms)}`)
    }

    const perConcurrent = Math.floor(DELIVERIES / CONCURRENT)
    log(`Loading ${(DELIVERIES * 3 + perConcurrent * CONCURRENT).toLocaleString('en')} deliveries with ${ATTEMPTS_PER_DELIVERY} attempts each…`)
    const loadStarted = performance.now()
    await loadDeliveries(db, tenant.id, single, DELIVERIES)
    await loadDeliveries(db, tenant.id, raw, DELIVERIES)
    for (const id of concurrent) await loadDeliveries(db, tenant.id, id, perConcurrent)
    await loadDeliveries(db, sandbox.id, sandboxEndpoint, DELIVERIES)
    await sql`vacuum analyze webhook_deliveries`.execute(db)
    await sql`vacuum analyze webhook_attempts`.execute(db)
    log(`Loaded in ${seconds(performance.now() - loadStarted)}`)

    const findingsUrl = `${base}/v1/findings?limit=1`
    const idleSampler = sampleLatency(findingsUrl, reader.token)
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
    const idle = await idleSampler.stop()

    // 1. One endpoint: the request, then its purge.
    const before = await count(db, [single])
    let sampler = sampleLatency(findingsUrl, reader.token)
    const requestMs = await deleteEndpoint(single)
    const answeredAt = performance.now()
    const gone = await fetch(`${base}/v1/webhook_endpoints/${single}`, { headers: { authorization: `Bearer ${writer.token}` } })
    await gone.arrayBuffer()
    await until('the purge of one endpoint', async () => (await endpointsLeft(db, [single])) === 0)
    const purgeMs = performance.now() - answeredAt
    const duringPurge = await sampler.stop()
    const after = await count(db, [single])
    const { rows: [job] } = await sql<{ status: string; attempts: number }>`select status, attempts from jobs
      where queue = 'webhook_endpoint.purge' and payload->>'endpoint_id' = ${single}`.execute(db)
    log(`DELETE answered ${gone.status === 404 ? 'and the endpoint is 404' : `but GET says ${gone.status}`} in ${millis(requestMs)}; purge of ${before.deliveries} deliveries + ${before.attempts} attempts: ${seconds(purgeMs)}`)

    // The physical limit, same run, identical data, the same GET loop beside it: one statement per table.
    const rawClient = new pg.Client({ connectionString: bench.serviceUrl })
    await rawClient.connect()
    const rawBefore = await count(db, [raw])
    sampler = sampleLatency(findingsUrl, reader.token)
    const rawStarted = performance.now()
    await rawClient.query('begin')
    await rawClient.query('delete from webhook_deliveries where endpoint_id = $1', [raw])
    await rawClient.query('delete from webhook_endpoints where id = $1', [raw])
    await rawClient.query('commit')
    const rawMs = performance.now() - rawStarted
    const duringRaw = await sampler.stop()
    await rawClient.end()
    log(`raw DELETE of ${rawBefore.deliveries} deliveries + ${rawBefore.attempts} attempts: ${seconds(rawMs)}`)

    // 2. Ten concurrent DELETEs.
    const concurrentBefore = await count(db, concurrent)
    sampler = sampleLatency(findingsUrl, reader.token)
    const concurrentStarted = performance.now()
    const requestTimes = await Promise.all(concurrent.map((id) => deleteEndpoint(id)))
    const allAnsweredAt = performance.now()
    await until('the purge of ten endpoints', async () => (await endpointsLeft(db, concurrent)) === 0)
    const concurrentPurgeMs = performance.now() - allAnsweredAt
    const duringConcurrent = await sampler.stop()
    log(`${CONCURRENT} concurrent DELETEs answered within ${millis(allAnsweredAt - concurrentStarted)} (slowest ${millis(Math.max(...requestTimes))}); purge: ${seconds(concurrentPurgeMs)}`)

    // 3. grant-production of a sandbox tenant with as many deliveries (what `posture tenant grant-production` runs).
    const sandboxBefore = await sql<{ deliveries: number; attempts: number; findings: number }>`select
      (select count(*)::int from webhook_deliveries where tenant_id = ${sandbox.id}) as deliveries,
      (select count(*)::int from webhook_attempts where tenant_id = ${sandbox.id}) as attempts,
      (select count(*)::int from findings where tenant_id = ${sandbox.id}) as findings`.execute(db)
    sampler = sampleLatency(findingsUrl, reader.token)
    const grantStarted = performance.now()
    const granted = await grantProduction(db, sandbox.id)
    const grantMs = performance.now() - grantStarted
    const duringGrant = await sampler.stop()
    if (granted !== 'granted') throw new Error(`grant-production: ${granted}`)
    const sb = sandboxBefore.rows[0]!
    log(`grant-production (${sb.deliveries} deliveries, ${sb.attempts} attempts, ${sb.findings} findings): ${seconds(grantMs)}`)

    const failures = idle.failures + duringPurge.failures + duringRaw.failures + duringConcurrent.failures + duringGrant.failures
    if (after.deliveries !== 0 || after.attempts !== 0 || failures > 0) throw new Error(`left ${JSON.stringify(after)}, ${failures} failed GETs`)
    const ratio = purgeMs / rawMs
    const latencyRow = (name: string, l: Latency) => `| ${name} | ${l.n} | ${millis(l.p50)} | ${millis(l.p99)} | ${millis(l.max)} |`

    writeBenchmarks('bench:webhook-delete', [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${bench.version}`,
      `(server on ${new URL(SERVER).host}, schema dropped afterwards); run as \`npm run bench:webhook-delete\`. The service runs in its own process`,
      '(`src/main.ts`: API and background work, pool of 10); requests go over HTTP from the bench process. Each endpoint\'s deliveries are',
      `delivered ones with ${ATTEMPTS_PER_DELIVERY} attempts each and a 700-byte body, every tenth a redelivery of the one before; VACUUM ANALYZE after loading.`,
      '',
      '| run | deliveries + attempts | request time | purge in the background | |',
      '|---|---:|---:|---:|---|',
      `| \`DELETE /v1/webhook_endpoints/{id}\` | ${before.deliveries.toLocaleString('en')} + ${before.attempts.toLocaleString('en')} | ${millis(requestMs)} | ${seconds(purgeMs)} | then 404; purge job ${job?.status} after ${job?.attempts} attempt(s) |`,
      `| raw \`DELETE FROM webhook_deliveries WHERE endpoint_id = …\` (+ the row), one transaction, same data | ${rawBefore.deliveries.toLocaleString('en')} + ${rawBefore.attempts.toLocaleString('en')} | | ${seconds(rawMs)} | the physical limit |`,
      `| ${CONCURRENT} concurrent DELETEs, ${perConcurrent.toLocaleString('en')} deliveries each | ${concurrentBefore.deliveries.toLocaleString('en')} + ${concurrentBefore.attempts.toLocaleString('en')} | ${millis(Math.max(...requestTimes))} (slowest) | ${seconds(concurrentPurgeMs)} | all ${CONCURRENT} answered 204 |`,
      `| \`grant-production\` of a sandbox tenant (one transaction, as the CLI runs it; ${sb.findings} findings too) | ${sb.deliveries.toLocaleString('en')} + ${sb.attempts.toLocaleString('en')} | ${seconds(grantMs)} (operator command) | | |`,
      '',
      `Another tenant's \`GET /v1/findings?limit=1\`, one request at a time, meanwhile (${failures} non-200):`,
      '',
      '| while | requests | p50 | p99 | max |',
      '|---|---:|---:|---:|---:|',
      latencyRow(`the service is idle (${IDLE_SECONDS} s)`, idle),
      latencyRow('one endpoint is purged', duringPurge),
      latencyRow('the raw DELETE runs', duringRaw),
      latencyRow(`${CONCURRENT} endpoints are deleted and purged`, duringConcurrent),
      latencyRow('grant-production runs', duringGrant),
      '',
      `- request time: **${millis(requestMs)}** (target < 1 s: ${requestMs < 1000 ? 'met' : 'missed'}); the request marks the endpoint deleted and queues its purge (one row each)`,
      `- background purge ÷ raw DELETE of the same rows: **${ratio.toFixed(2)}** (bounded batches of 20–5,000 deliveries sized to ~50 ms each, every one its own transaction that skips rows others hold, against one statement holding every row until it commits)`,
      `- without the index on \`redelivery_of\` (before migration 0011; dropped in a rolled-back transaction, same run), the DELETE the request used to make scanned the whole table once per deleted delivery: ${quadratic.map((q) => `${seconds(q.ms)} for ${q.n.toLocaleString('en')} deliveries (table of ${q.table.toLocaleString('en')})`).join(', ')}`,
    ])
  } finally {
    service.child.kill('SIGTERM')
    await service.exited
    rmSync(dataDir, { recursive: true, force: true })
    await bench.drop()
  }
}

await main()
