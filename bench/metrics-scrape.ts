// node --import tsx bench/metrics-scrape.ts: what a Prometheus scrape of /metrics costs, and what 40 scrapers at
// once do to another tenant (issue 33: ≈ 1 MB, ≈ 360 ms a scrape; 40 concurrent scrapes pushed another tenant's
// p99 to 2.1 s). The service runs in its own process (src/main.ts, ROLE=api, on PostgreSQL) with a backlog of
// BENCH_JOBS queued jobs (the queue figures are read from the database); its label sets are filled first by
// hostile traffic over every operation of the OpenAPI document (ten methods, three kinds of caller, three
// bodies), as the issue's probes did. Then, from this process: one scrape at a time (size, plain and gzipped,
// and time), and 40 scrapers in a loop for BENCH_SECONDS while one client lists another tenant's findings and
// another calls /healthz, against the same two clients on the idle service. With BENCH_BEFORE_ROOT (a source
// tree of an earlier commit, with node_modules) the same run is made against it first: a same-sitting A/B.
// Writes its section of BENCHMARKS.md.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { get } from 'node:http'
import { join } from 'node:path'
import { sql } from 'kysely'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { freePort, startServerProcess } from '../test/helpers/processes.ts'
import { benchSchema } from './bench-schema.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { latencySampler, type Latency } from './latency-sampler.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const SCRAPERS = 40
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const JOBS = Number(process.env.BENCH_JOBS ?? 200_000)
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'MKCOL', 'SEARCH']
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT

interface Run {
  label: string
  requests: number
  bytes: number
  gzippedBytes: number
  scrapeMs: { p50: number; max: number }
  scrapes: number
  idle: { findings: Latency; healthz: Latency }
  during: { findings: Latency; healthz: Latency }
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const runs: Run[] = []
if (BEFORE_ROOT) runs.push(await measure('before (the parent commit)', BEFORE_ROOT))
runs.push(await measure(BEFORE_ROOT ? 'after (this commit)' : 'this commit', undefined))

const latency = (l: Latency) => `${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} / ${l.max.toFixed(0)} ms`
writeBenchmarks('bench:metrics', [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; run as \`npm run bench:metrics\`${BEFORE_ROOT ? ' with `BENCH_BEFORE_ROOT` (same sitting)' : ''}.`,
  '',
  `**A scrape of /metrics** from a service in its own process (ROLE=api, PostgreSQL, ${JOBS.toLocaleString('en')} queued jobs), its labels filled by hostile traffic over every operation`,
  `(${runs[0]!.requests.toLocaleString('en')} requests: ten methods, three kinds of caller, three bodies); then ${SCRAPERS} scrapers in a loop for ${SECONDS} s while one client lists another`,
  'tenant\'s findings (`GET /v1/findings?limit=1`) and another calls `/healthz`, one request at a time (p50 / p99 / max):',
  '',
  '| code | scrape size (text / gzip) | one scrape p50 (max) | scrapes answered in the loop | other tenant, idle | other tenant, 40 scrapers | /healthz, 40 scrapers |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...runs.map((r) => `| ${r.label} | ${kb(r.bytes)} / ${r.gzippedBytes ? kb(r.gzippedBytes) : '—'} | ${r.scrapeMs.p50.toFixed(1)} ms (${r.scrapeMs.max.toFixed(0)}) | ${r.scrapes.toLocaleString('en')} | ${latency(r.idle.findings)} | ${latency(r.during.findings)} | ${latency(r.during.healthz)} |`),
  '',
  '- A scrape now costs one collection a second however many scrapers ask (they share it), the database figures are read at most every 15 s, and gzip (which Prometheus asks for) is computed once per collection.',
])
process.exit(0)

async function measure(label: string, root: string | undefined): Promise<Run> {
  const bench = await benchSchema(serverUrl, 'posture_bench_metrics', 2)
  const { storage } = bench
  const dataDir = mkdtempSync(join(os.tmpdir(), 'posture-bench-metrics-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const service = await startServerProcess(port, {
    DATABASE_URL: bench.serviceUrl, DATA_DIR: dataDir, WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'), RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', ROLE: 'api',
  }, { root })
  try {
    const bystander = await createTenant(storage.db, { name: 'Bench bystander', seed: 2 })
    const bystanderToken = (await createToken(storage.db, bystander.id, { scopes: ['findings:read'] })).token
    const prober = await createTenant(storage.db, { name: 'Bench prober', seed: 3, sandboxData: false })
    const proberToken = (await createToken(storage.db, prober.id, { scopes: ['findings:read', 'resources:read'] })).token
    await sql`insert into jobs (id, tenant_id, queue, payload, status, max_attempts)
      select 'job_bench_' || i, ${prober.id}, 'bench_' || (i % 4), '{}'::jsonb, 'queued', 5 from generate_series(1, ${JOBS}) i`.execute(storage.db)
    await sql`analyze jobs`.execute(storage.db)

    const doc = await (await fetch(`${base}/v1/openapi.json`)).json() as { paths: Record<string, unknown> }
    let requests = 0
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${proberToken}` }, { authorization: 'Bearer pst_not_a_token' }]
    for (const path of Object.keys(doc.paths)) {
      const url = `${base}${path.replace(/\{[^}]+\}/g, 'x_0000')}`
      await Promise.all(METHODS.map(async (method) => {
        for (const caller of callers) {
          for (const body of [undefined, '{', '{"a":1}']) {
            const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
            await (await fetch(url, { method, headers: { ...caller, ...(withBody ? { 'content-type': 'application/json' } : {}) }, body: withBody ? body : undefined })).arrayBuffer()
            requests++
          }
        }
      }))
    }

    const scrape = async (gzip: boolean) => {
      const started = performance.now()
      const response = await fetch(`${base}/metrics`, { headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } })
      const text = await response.text()
      return { ms: performance.now() - started, bytes: Buffer.byteLength(text), encoding: response.headers.get('content-encoding'), status: response.status }
    }
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < 10; i++) {
      const one = await scrape(false)
      if (one.status !== 200) throw new Error(`/metrics: ${one.status}`)
      times.push(one.ms)
      bytes = one.bytes
      await new Promise((resolve) => setTimeout(resolve, 1100)) // past the reuse of a collection: each is a fresh one
    }
    times.sort((a, b) => a - b)
    // fetch decompresses what it reads: the bytes on the wire are counted with node:http.
    const gzipped = await scrape(true)
    const gzippedBytes = gzipped.encoding === 'gzip' ? await transferSize(`${base}/metrics`) : 0

    const sample = () => {
      const findings = latencySampler(`${base}/v1/findings?limit=1`, bystanderToken)
      const healthz = latencySampler(`${base}/healthz`)
      return { async stop() { return { findings: await findings.stop(), healthz: await healthz.stop() } } }
    }
    const idleSampler = sample()
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const idle = await idleSampler.stop()
    const duringSampler = sample()
    let scrapes = 0
    const until = performance.now() + SECONDS * 1000
    await Promise.all(Array.from({ length: SCRAPERS }, async () => {
      while (performance.now() < until) {
        await (await fetch(`${base}/metrics`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
        scrapes++
      }
    }))
    const during = await duringSampler.stop()
    const run = { label, requests, bytes, gzippedBytes, scrapeMs: { p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! }, scrapes, idle, during }
    process.stdout.write(`${label}: ${kb(bytes)}, scrape p50 ${run.scrapeMs.p50.toFixed(1)} ms; other tenant p99 ${idle.findings.p99.toFixed(1)} → ${during.findings.p99.toFixed(1)} ms with ${SCRAPERS} scrapers (${scrapes} scrapes)\n`)
    return run
  } finally {
    service.child.kill('SIGTERM')
    await service.exited
    rmSync(dataDir, { recursive: true, force: true })
    await bench.drop()
  }
}

/** The bytes on the wire of a gzip-accepting GET (node:http, which does not decompress). */
async function transferSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let n = 0
      response.on('data', (chunk: Buffer) => { n += chunk.length })
      response.on('end', () => resolve(n))
    }).on('error', reject)
  })
}
