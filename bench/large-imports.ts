// npm run bench:large-imports: the findings imports of issue 33 item 2, each through the service over HTTP.
//  - PostgreSQL: SARIF of 100,000 results over 100,000 distinct files (each result needs a resource of its own),
//    then 280,000 tiny results (≈ 38 MiB) over 97 files, each into a tenant of its own.
//  - PGlite: 30,000 results over 30,000 files.
//  - During each import, two clients at a steady pace (one request, then 100 ms pause): GET /healthz, and another
//    tenant's (a sandbox tenant's) GET /v1/findings?limit=50; their p50/p99/max is what other users saw meanwhile.
// The service runs in its own process (src/main.ts: API and background work); the files are generated to disk
// first and streamed from it with their Content-Length. Writes its section of BENCHMARKS.md. BENCH_SCALE (0–1)
// shrinks every file for a quick look.
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or the local server; a fresh schema, dropped afterwards.
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import http, { type IncomingMessage } from 'node:http'
import os from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Db } from '../src/platform/db/database.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { largeSarif } from '../test/helpers/large-sarif.ts'
import { freePort } from '../test/helpers/processes.ts'
import { benchSchema } from './bench-schema.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { latencySampler, type Latency } from './latency-sampler.ts'
import { startProcess, type BenchProcess } from './processes.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const SCALE = Number(process.env.BENCH_SCALE ?? 1)
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCHEMA = 'posture_bench_large_imports'
const SAMPLER_PAUSE_MS = 100

const log = (message: string) => process.stdout.write(`${message}\n`)
const n = (value: number) => value.toLocaleString('en')
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

interface File { label: string; path: string; results: number; bytes: number }
interface Outcome { file: File; status: number; seconds: number; counts: Record<string, number> | null; error: string | null; healthz: Latency; list: Latency }

/** SARIF results of ≈ 145 bytes each: a rule, a short message and one location, over 97 files (a line each). */
function* tinySarif(results: number): Generator<Buffer> {
  yield Buffer.from('{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"Tiny","rules":[]}},"results":[')
  let batch: string[] = []
  for (let i = 0; i < results; i++) {
    batch.push(`{"ruleId":"R${i % 50}","message":{"text":"F${i}"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"src/f${i % 97}.tf"},"region":{"startLine":${i + 1}}}}]}`)
    if (batch.length === 1000 || i === results - 1) {
      yield Buffer.from(`${i < 1000 ? '' : ','}${batch.join(',')}`)
      batch = []
    }
  }
  yield Buffer.from(']}]}')
}

async function writeFile(dir: string, label: string, results: number, chunks: Iterable<Buffer>): Promise<File> {
  const path = join(dir, `${label.replace(/\W+/g, '-')}.sarif`)
  await pipeline(Readable.from(chunks), createWriteStream(path))
  return { label, path, results, bytes: statSync(path).size }
}

/** POSTs the file streamed from disk while the two samplers run; its answer and what they saw. */
async function importWhileSampling(service: BenchProcess, token: string, otherToken: string, file: File): Promise<Outcome> {
  const healthz = latencySampler(`${service.url}/healthz`, undefined, SAMPLER_PAUSE_MS)
  const list = latencySampler(`${service.url}/v1/findings?limit=50`, otherToken, SAMPLER_PAUSE_MS)
  const started = performance.now()
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.request(`${service.url}/v1/findings/imports?format=sarif`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': file.bytes },
    }, resolve)
    request.on('error', reject)
    createReadStream(file.path).on('error', reject).pipe(request)
  })
  let text = ''
  for await (const chunk of response) text += chunk
  const seconds = (performance.now() - started) / 1000
  const [healthzLatency, listLatency] = [await healthz.stop(), await list.stop()]
  const body = JSON.parse(text) as { counts?: Record<string, number>; error?: { code: string; message: string } }
  const outcome = {
    file, status: response.statusCode!, seconds, counts: body.counts ?? null,
    error: body.error ? `\`${body.error.code}\` (${body.error.message})` : null, healthz: healthzLatency, list: listLatency,
  }
  log(`  ${file.label}: ${outcome.status} after ${seconds.toFixed(1)} s; ${outcome.counts ? `${n(outcome.counts.created!)} created, ${n(outcome.counts.resources_created!)} resources created` : outcome.error}; `
    + `/healthz p99 ${healthzLatency.p99.toFixed(0)} ms (n ${healthzLatency.n}, ${healthzLatency.failures} failed), list p99 ${listLatency.p99.toFixed(0)} ms (n ${listLatency.n}, ${listLatency.failures} failed)`)
  return outcome
}

const SECRETS_KEY = randomBytes(32).toString('base64')
const serviceEnv = (store: Record<string, string>) => ({ ...store, WEBHOOK_SECRETS_KEY: SECRETS_KEY, RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' })

async function token(db: Db, name: string, sandbox: boolean) {
  const tenant = await createTenant(db, { name, seed: 3, sandboxData: sandbox })
  return (await createToken(db, tenant.id, { scopes: ['findings:read', 'findings:write'] })).token
}

async function runAll(storeEnv: Record<string, string>, db: Db, files: File[]): Promise<Outcome[]> {
  const tokens = await Promise.all(files.map((file) => token(db, `Bench ${file.label}`, false)))
  const other = await token(db, 'Bench other tenant', true)
  const service = await startProcess(['--import', 'tsx', 'src/main.ts'], await freePort(), serviceEnv(storeEnv), '/readyz')
  try {
    const outcomes: Outcome[] = []
    for (const [i, file] of files.entries()) outcomes.push(await importWhileSampling(service, tokens[i]!, other, file))
    return outcomes
  } finally {
    await service.stop()
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`
function table(outcomes: Outcome[]): string[] {
  return [
    '| file | size | answer | wall time | results/s | /healthz p50 / p99 / max (n) | other tenant\'s list p50 / p99 / max (n) |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...outcomes.map((o) => `| ${o.file.label} | ${mib(o.file.bytes)} MiB | ${o.status}${o.counts ? `: ${n(o.counts.created!)} created, ${n(o.counts.resources_created!)} resources created` : ` ${o.error}`} | ${o.seconds.toFixed(1)} s | ${o.counts ? n(Math.round(o.file.results / o.seconds)) : '–'} | ${ms(o.healthz.p50)} / ${ms(o.healthz.p99)} / ${ms(o.healthz.max)} (${o.healthz.n}${o.healthz.failures ? `, ${o.healthz.failures} failed` : ''}) | ${ms(o.list.p50)} / ${ms(o.list.p99)} / ${ms(o.list.max)} (${o.list.n}${o.list.failures ? `, ${o.list.failures} failed` : ''}) |`),
  ]
}

const dir = mkdtempSync(join(os.tmpdir(), 'posture-bench-large-imports-'))
try {
  const scaled = (count: number) => Math.max(100, Math.round(count * SCALE))
  const distinct = scaled(100_000)
  const tiny = scaled(280_000)
  const pgliteDistinct = scaled(30_000)
  log('Writing the files…')
  const pgFiles = [
    await writeFile(dir, `${n(distinct)} results over ${n(distinct)} files`, distinct, largeSarif({ results: distinct, files: distinct })),
    await writeFile(dir, `${n(tiny)} tiny results over 97 files`, tiny, tinySarif(tiny)),
  ]
  const pgliteFiles = [await writeFile(dir, `${n(pgliteDistinct)} results over ${n(pgliteDistinct)} files`, pgliteDistinct, largeSarif({ results: pgliteDistinct, files: pgliteDistinct }))]

  log('PostgreSQL:')
  const schema = await benchSchema(SERVER, SCHEMA)
  let pg: Outcome[]
  try {
    pg = await runAll({ DATABASE_URL: schema.serviceUrl }, schema.storage.db, pgFiles)
  } finally {
    await schema.drop()
  }

  log('PGlite:')
  const dataDir = mkdtempSync(join(os.tmpdir(), 'posture-bench-large-imports-pglite-'))
  let pglite: Outcome[]
  try {
    const storage = await openStorage({ dataDir })
    await migrateToLatest(storage.db)
    const tokensReady = storage.db
    pglite = await (async () => {
      // Tokens are created before the service opens the data directory (one process at a time holds it).
      const tokens = await Promise.all(pgliteFiles.map((file) => token(tokensReady, `Bench ${file.label}`, false)))
      const other = await token(tokensReady, 'Bench other tenant', true)
      await storage.close()
      const service = await startProcess(['--import', 'tsx', 'src/main.ts'], await freePort(), serviceEnv({ DATA_DIR: dataDir }), '/readyz')
      try {
        const outcomes: Outcome[] = []
        for (const [i, file] of pgliteFiles.entries()) outcomes.push(await importWhileSampling(service, tokens[i]!, other, file))
        return outcomes
      } finally {
        await service.stop()
      }
    })()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const load = os.loadavg()[0]!.toFixed(1)
  writeBenchmarks('bench:large-imports', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${schema.version}`,
    'and PGlite; run as `npm run bench:large-imports`. Generated SARIF files (test/helpers/large-sarif.ts: one result per file, each file a',
    'resource of its own; or tiny results of ≈ 145 bytes over 97 files) streamed from disk to `POST /v1/findings/imports?format=sarif` of a',
    'service in its own process (`src/main.ts`, API and background work), each into a fresh tenant. Meanwhile two clients at a steady pace',
    `(one request, then ${SAMPLER_PAUSE_MS} ms): \`GET /healthz\` and a sandbox tenant's \`GET /v1/findings?limit=50\`. Load average (1 min) at the end: ${load};`,
    'other work shares the cores and the PostgreSQL server.',
    '',
    '### PostgreSQL',
    '',
    ...table(pg),
    '',
    '### PGlite',
    '',
    ...table(pglite),
    '',
    '- Before README decision 65 (issue 33): 30,000 results over 30,000 files failed on PostgreSQL with 503 "The database is unavailable" after ≈ 15 s (the API pool\'s 5 s statement deadline cut a resource lookup), and ran for more than 7 minutes on PGlite, every other request waiting behind it.',
    '- What the statements showed (timed one by one, in-process): before decision 65 the resource lookup of each batch took 20 to 43 s at 30,000 new resources (EXPLAIN: a pass over all of the tenant\'s resources per key, the planner holding the statistics of a near-empty table), 534 s for the whole import on PostgreSQL; after it, no statement of the import takes more than ≈ 0.5 s on PostgreSQL (the inserts of 2,000 findings) or ≈ 1.3 s on PGlite (the events of the last batch).',
    '- PGlite is one database session inside the service process. Before README decisions 85 and 86 a request of another tenant that needed the database waited for the end of the import\'s one transaction (the list\'s max ≈ the import\'s wall time), and PGlite ran each statement synchronously on the event loop (≈ 47 % of the service\'s CPU profile during the import was PGlite\'s WebAssembly), so even /healthz waited for the statement in progress. Since decision 85 PGlite runs in a thread of its own, so /healthz no longer waits for it (bench:embedded-store-thread); since decision 86 the import commits batch by batch, so another tenant\'s request waits for the batch in progress (its list\'s max above), not the whole import. What remains is the one session: a request that needs the database still waits for the statement or batch holding it.',
  ])
  log('BENCHMARKS.md updated.')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
