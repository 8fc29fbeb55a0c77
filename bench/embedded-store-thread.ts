// npm run bench:embedded-store-thread: what running PGlite in a thread of its own (README decision 85) costs and
// what it buys, on the embedded store only. Written to run unchanged against the code before that decision too,
// so that one sitting gives the before and the after (it uses only openStorage, buildApp and the HTTP API).
//  - Cost: the service in its own process (src/main.ts through tsx) on a data directory holding BENCH_ROWS
//    findings of one tenant; autocannon (10 connections, BENCH_SECONDS s, BENCH_ROUNDS rounds, median) on
//    GET /v1/findings?limit=50. Every row of every query crosses from the store's thread by structured clone.
//  - Effect, in-process: the storage and the app in this process, a big `generate_series` insert (several
//    seconds of one statement) three times, while another process GETs /healthz (one request, then 20 ms):
//    its p50/p99/max.
//  - Effect, as a user sees it: the same service process importing 30,000 results over 30,000 files (the PGlite
//    case of bench:large-imports; BENCH_SCALE shrinks it) while /healthz and another tenant's list are sampled.
// Prints its figures (it does not write BENCHMARKS.md: the before and after come from two checkouts).
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { sql } from 'kysely'
import { buildApp } from '../src/app.ts'
import { openStorage, type Db } from '../src/platform/db/database.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { largeSarif } from '../test/helpers/large-sarif.ts'
import { freePort } from '../test/helpers/processes.ts'
import { latencySampler, type Latency } from './latency-sampler.ts'
import { startProcess } from './processes.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SCALE = Number(process.env.BENCH_SCALE ?? 1)
const SERIES_ROWS = Number(process.env.BENCH_SERIES_ROWS ?? 1_000_000)
/** Which parts run: `service` (the list, then the import), `statement` (in-process); both by default. */
const PARTS = (process.env.BENCH_PARTS ?? 'service,statement').split(',')

const log = (message: string) => process.stdout.write(`${message}\n`)
const n = (value: number) => value.toLocaleString('en')
const latency = (l: Latency) => `p50 ${l.p50.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms, max ${l.max.toFixed(0)} ms (n ${l.n}${l.failures ? `, ${l.failures} failed` : ''})`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function loadFindings(db: Db, tenantId: string, rows: number) {
  await sql`INSERT INTO resources (id, tenant_id, kind, provider, region, name, external_id)
    VALUES ('res_bench', ${tenantId}, 'bucket', 'aws', 'eu-west-1', 'bench', 'arn:aws:s3:::bench')`.execute(db)
  await sql`INSERT INTO audits (id, tenant_id, status, trigger) VALUES ('aud_bench', ${tenantId}, 'completed', 'api')`.execute(db)
  await sql`INSERT INTO findings (id, tenant_id, check_id, audit_id, resource_id, severity, dimension, status, title,
      description, remediation, detected_at, first_seen_at, last_seen_at)
    SELECT 'fnd_' || md5(i::text), ${tenantId}, 'sec.bench_' || i, 'aud_bench', 'res_bench',
      (ARRAY['info','low','medium','high','critical'])[1 + i % 5], (ARRAY['security','cost','architecture','compliance'])[1 + i % 4],
      'open', 'Bench finding ' || i, 'A realistic description of a problem found on a resource, long enough to matter.',
      'Remediation steps that tell the reader what to change.', ts, ts, ts
    FROM generate_series(1, ${rows}) AS i, LATERAL (SELECT timestamptz '2026-01-01' + (i * interval '1 second') AS ts) t`.execute(db)
  await sql`VACUUM ANALYZE findings`.execute(db)
}

const tokenOf = async (db: Db, name: string, sandbox: boolean, scopes: string[]) =>
  (await createToken(db, (await createTenant(db, { name, seed: 3, sandboxData: sandbox })).id, { scopes })).token

/** Another process GETs `url` (one request, then `pauseMs`) until this one closes its stdin; prints what it saw. */
function samplerProcess(url: string, pauseMs: number) {
  const code = `
    const samples = []; let failures = 0; let stop = false
    process.stdin.on('data', () => {}).on('end', () => { stop = true })
    ;(async () => {
      while (!stop) {
        const started = performance.now()
        try { const r = await fetch(${JSON.stringify(url)}); await r.arrayBuffer(); if (r.status !== 200) failures++ } catch { failures++ }
        samples.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, ${pauseMs}))
      }
      process.stdout.write(JSON.stringify({ samples, failures }))
    })()`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (d) => { out += d })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return {
    async stop(): Promise<Latency> {
      child.stdin.end()
      await exited
      const { samples, failures } = JSON.parse(out) as { samples: number[]; failures: number }
      const sorted = samples.sort((a, b) => a - b)
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
      return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0, failures }
    },
  }
}

async function importWhileSampling(url: string, token: string, otherToken: string, path: string, bytes: number) {
  const healthz = latencySampler(`${url}/healthz`, undefined, 100)
  const list = latencySampler(`${url}/v1/findings?limit=50`, otherToken, 100)
  const started = performance.now()
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.request(`${url}/v1/findings/imports?format=sarif`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': bytes },
    }, resolve)
    request.on('error', reject)
    createReadStream(path).on('error', reject).pipe(request)
  })
  let text = ''
  for await (const chunk of response) text += chunk
  return { status: response.statusCode!, seconds: (performance.now() - started) / 1000, body: text.slice(0, 200), healthz: await healthz.stop(), list: await list.stop() }
}

const dir = mkdtempSync(join(os.tmpdir(), 'posture-bench-embedded-thread-'))
try {
  const dataDir = join(dir, 'data')
  const results = Math.max(100, Math.round(30_000 * SCALE))
  const sarif = join(dir, 'import.sarif')
  await pipeline(Readable.from(largeSarif({ results, files: results })), createWriteStream(sarif))

  // ---- the data directory: a tenant with ROWS findings (the list), one to import into, a sandbox tenant ----
  let storage = await openStorage({ dataDir })
  await migrateToLatest(storage.db)
  const listTenant = await createTenant(storage.db, { name: 'Bench list', seed: 1, sandboxData: false })
  const listToken = (await createToken(storage.db, listTenant.id, { scopes: ['findings:read'] })).token
  await loadFindings(storage.db, listTenant.id, ROWS)
  const importToken = await tokenOf(storage.db, 'Bench import', false, ['findings:read', 'findings:write'])
  const otherToken = await tokenOf(storage.db, 'Bench other tenant', true, ['findings:read'])
  await storage.close()

  // ---- the service in its own process: the list's throughput, then the import ----
  if (PARTS.includes('service')) {
    const env = { DATA_DIR: dataDir, WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'), RATE_LIMIT_PER_MINUTE: '1000000000', LOG_LEVEL: 'warn' }
    const service = await startProcess(['--import', 'tsx', 'src/main.ts'], await freePort(), env, '/readyz')
    try {
      const url = `${service.url}/v1/findings?limit=50`
      const headers = { authorization: `Bearer ${listToken}` }
      await autocannon({ url, connections: 10, duration: 2, headers })
      const runs: { rps: number; p99: number }[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const result = await autocannon({ url, connections: 10, duration: SECONDS, headers })
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`list: ${result.non2xx} non-2xx, ${result.errors} errors`)
        runs.push({ rps: result.requests.average, p99: result.latency.p99 })
      }
      log(`GET /v1/findings?limit=50 on PGlite (${n(ROWS)} findings, 10 connections, ${ROUNDS} × ${SECONDS} s, median): ${median(runs.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(runs.map((r) => r.p99))} ms; rounds ${runs.map((r) => r.rps.toFixed(0)).join(', ')}`)

      const outcome = await importWhileSampling(service.url, importToken, otherToken, sarif, statSync(sarif).size)
      log(`Import of ${n(results)} results over ${n(results)} files: ${outcome.status} after ${outcome.seconds.toFixed(1)} s${outcome.status === 201 ? '' : ` ${outcome.body}`}`)
      log(`  /healthz meanwhile: ${latency(outcome.healthz)}`)
      log(`  another tenant's list meanwhile: ${latency(outcome.list)}`)
    } finally {
      await service.stop()
    }
  }

  // ---- in-process: a statement of seconds, /healthz from another process ----
  if (PARTS.includes('statement')) {
    storage = await openStorage({ dataDir })
    const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      await sql`CREATE TABLE bench_series (i int, t text)`.execute(storage.db)
      const port = (app.server.address() as AddressInfo).port
      const sampler = samplerProcess(`http://127.0.0.1:${port}/healthz`, 20)
      await new Promise((resolve) => setTimeout(resolve, 500)) // the sampler's first answers: it has started
      const statements: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await sql`INSERT INTO bench_series SELECT g, md5(g::text) FROM generate_series(1, ${SERIES_ROWS}) AS g`.execute(storage.db)
        statements.push((performance.now() - started) / 1000)
      }
      const healthz = await sampler.stop()
      log(`In-process, 3 × INSERT … generate_series(1, ${n(SERIES_ROWS)}) (${statements.map((s) => `${s.toFixed(1)} s`).join(', ')}):`)
      log(`  /healthz from another process meanwhile: ${latency(healthz)}`)
    } finally {
      await app.close()
      await storage.close()
    }
  }
  log(`Load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
