// npm run bench:list: the request path against its real limits, measured the way a user runs the service.
//  - The service runs in its own process, started as `npm start` starts it (dist/main.js, default logging, rate
//    limit on: only PORT, the database and the budget are set), on PostgreSQL with BENCH_ROWS findings (1,000,000)
//    in one tenant. autocannon (50 connections) runs in this process.
//  - Anchors, in the same run: pgbench (-M prepared, 10 clients) running the list's own SELECT, compiled from
//    the repository's query; a bare Fastify hello-world in its own process, started the same way.
//  - Runs alternate (anchor, service, …, anchor, …) over BENCH_ROUNDS rounds; each figure is the median.
//  - Then the service again under `node --cpu-prof` while the list is loaded: the top frames (self and total)
//    are printed and written, so the next person sees where the time goes.
//  - The list again with the service on PGlite (a data directory loaded with BENCH_PGLITE_ROWS findings).
// Writes its section of BENCHMARKS.md. BENCH_ROWS, BENCH_SECONDS and BENCH_ROUNDS shrink it for a quick look.
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { filteredFindings } from '../src/findings/repo.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { keysetPage } from '../src/platform/db/keyset.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { instanceSecret } from '../src/platform/db/instance-settings.ts'
import { CursorCodec, listScope } from '../src/platform/http/cursor.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { freePort } from '../test/helpers/processes.ts'
import { benchSchema } from './bench-schema.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { frameTables, logFrames, readProfile, topFrames } from './cpu-profile.ts'
import { startProcess, type BenchProcess } from './processes.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? process.env.BENCH_ROWS ?? 1_000_000)
const CONNECTIONS = 50
const PGBENCH_CLIENTS = 10
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCHEMA = 'posture_bench'
// The fleet figure: WORKERS API processes sharing one Redis rate limit, as a user would run it for more cores.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2)
const REDIS = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const log = (message: string) => process.stdout.write(`${message}\n`)

async function loadFindings(db: Awaited<ReturnType<typeof openStorage>>['db'], tenantId: string, rows = ROWS) {
  await sql`INSERT INTO resources (id, tenant_id, kind, provider, region, name, external_id)
    VALUES ('res_bench', ${tenantId}, 'bucket', 'aws', 'eu-west-1', 'bench', 'arn:aws:s3:::bench')`.execute(db)
  await sql`INSERT INTO audits (id, tenant_id, status, trigger) VALUES ('aud_bench', ${tenantId}, 'completed', 'api')`.execute(db)
  // One set-based insert: the database generates the rows itself (no round trips per row).
  await sql`INSERT INTO findings (id, tenant_id, check_id, audit_id, resource_id, severity, dimension, status, title,
      description, remediation, detected_at, first_seen_at, last_seen_at)
    SELECT 'fnd_' || md5(i::text), ${tenantId}, 'sec.bench_' || i, 'aud_bench', 'res_bench',
      (ARRAY['info','low','medium','high','critical'])[1 + i % 5], (ARRAY['security','cost','architecture','compliance'])[1 + i % 4],
      'open', 'Bench finding ' || i, 'A realistic description of a problem found on a resource, long enough to matter.',
      'Remediation steps that tell the reader what to change.', ts, ts, ts
    FROM generate_series(1, ${rows}) AS i, LATERAL (SELECT timestamptz '2026-01-01' + (i * interval '1 second') AS ts) t`.execute(db)
  await sql`VACUUM ANALYZE findings`.execute(db)
}

/** pgbench running `query` (its $n parameters bound from `parameters`) with -M prepared: transactions per second. */
function pgbench(query: { sql: string; parameters: readonly unknown[] }, seconds: number): number {
  const dir = mkdtempSync(join(os.tmpdir(), 'posture-pgbench-'))
  try {
    const script = join(dir, 'list.sql')
    writeFileSync(script, `${query.sql.replace(/\$(\d+)/g, ':p$1')};\n`)
    const url = new URL(SERVER)
    const output = execFileSync('pgbench', [
      '-n', '-M', 'prepared', '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(seconds), '-f', script,
      ...query.parameters.flatMap((value, i) => ['-D', `p${i + 1}=${String(value)}`]),
      '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres', url.pathname.slice(1) || 'postgres',
    ], { env: { ...process.env, PGOPTIONS: `-c search_path=${SCHEMA}`, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) }, encoding: 'utf8' })
    const tps = /tps = ([\d.]+)/.exec(output)
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`)
    return Number(tps[1])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

interface Run { rps: number; mean: number; p99: number }

async function load(url: string, headers: Record<string, string>, seconds: number, expect: number): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  const wrong = expect === 200 ? result.non2xx : result.requests.total - (result.statusCodeStats?.[String(expect) as '404']?.count ?? 0)
  if (wrong > 0 || result.errors > 0) throw new Error(`${url}: ${wrong} answers other than ${expect}, ${result.errors} errors`)
  return { rps: result.requests.average, mean: result.latency.mean, p99: result.latency.p99 }
}

/** The findings list served from PGlite: a data directory loaded with `rows` findings, the service started on it. */
async function pgliteListRuns(rows: number): Promise<Run & { loadSeconds: number }> {
  const dir = mkdtempSync(join(os.tmpdir(), 'posture-bench-list-pglite-'))
  try {
    const started = performance.now()
    const storage = await openStorage({ dataDir: dir })
    await migrateToLatest(storage.db)
    const tenant = await createTenant(storage.db, { name: 'Bench', seed: 1, sandboxData: false })
    const token = await createToken(storage.db, tenant.id, { scopes: ['findings:read'] })
    await loadFindings(storage.db, tenant.id, rows)
    await storage.close()
    const loadSeconds = (performance.now() - started) / 1000
    const service = await startProcess(['dist/main.js'], await freePort(), { DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '1000000000' }, '/readyz')
    try {
      const url = `${service.url}/v1/findings?limit=50`
      const headers = { authorization: `Bearer ${token.token}` }
      await load(url, headers, 2, 200)
      const runs: Run[] = []
      for (let round = 0; round < ROUNDS; round++) runs.push(await load(url, headers, SECONDS, 200))
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
      return { rps: median(runs.map((r) => r.rps)), mean: median(runs.map((r) => r.mean)), p99: median(runs.map((r) => r.p99)), loadSeconds }
    } finally {
      await service.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  const bench = await benchSchema(SERVER, SCHEMA)
  const { db } = bench.storage
  const tenant = await createTenant(db, { name: 'Bench', seed: 1, sandboxData: false })
  const token = await createToken(db, tenant.id, { scopes: ['findings:read'] })
  log(`Loading ${ROWS.toLocaleString('en')} findings…`)
  const loadStarted = performance.now()
  await loadFindings(db, tenant.id)
  log(`Loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`)

  // The list's own SELECT, as the repository builds it for the first page of 50 (51 rows: one more says has_more).
  const listQuery = keysetPage(filteredFindings(db, tenant.id, {}).selectAll(), 'detected_at', undefined, 51).compile()
  const codec = new CursorCodec(await instanceSecret(db, 'cursor_signing_key'))
  const deepRow = await db.selectFrom('findings').select(['detected_at', 'id']).where('tenant_id', '=', tenant.id)
    .orderBy('detected_at', 'desc').orderBy('id', 'desc').offset(ROWS - 51).limit(1).executeTakeFirstOrThrow()
  const deepCursor = codec.encode(listScope(tenant.id, 'findings', {}), { at: deepRow.detected_at, id: deepRow.id })

  const dataDir = mkdtempSync(join(os.tmpdir(), 'posture-bench-list-'))
  // As `npm start` runs it; only the port, the database and the rate-limit budget (so the load is not refused) are set.
  const serviceEnv = { DATABASE_URL: bench.serviceUrl, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000000' }
  // `npm start` builds, then runs the compiled service.
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  const startService = async (extra: string[] = []) => startProcess([...extra, 'dist/main.js'], await freePort(), serviceEnv, '/readyz')
  const hello = await startProcess(['--import', 'tsx', 'bench/hello-server.ts'], await freePort(), {})
  let service: BenchProcess | undefined = await startService()
  const fleet = await startProcess(['dist/main.js'], await freePort(), { ...serviceEnv, WORKERS: String(WORKERS), REDIS_URL: REDIS }, '/readyz')
  try {
    const auth = { authorization: `Bearer ${token.token}` }
    const deepCheck = await (await fetch(`${service.url}/v1/findings?limit=50&cursor=${encodeURIComponent(deepCursor)}`, { headers: auth })).json() as { data: unknown[]; has_more: boolean }
    if (deepCheck.data.length !== 50 || deepCheck.has_more) throw new Error('the deep cursor does not point at the last page')

    const targets = {
      hello: { title: 'bare Fastify hello-world (own process)', url: `${hello.url}/`, headers: {}, expect: 200 },
      healthz: { title: '`GET /healthz`', url: `${service.url}/healthz`, headers: {}, expect: 200 },
      notFound: { title: '`GET /v1/nothing_here` with a token (404)', url: `${service.url}/v1/nothing_here`, headers: auth, expect: 404 },
      one: { title: '`GET /v1/findings?limit=1`', url: `${service.url}/v1/findings?limit=1`, headers: auth, expect: 200 },
      first: { title: '`GET /v1/findings?limit=50`', url: `${service.url}/v1/findings?limit=50`, headers: auth, expect: 200 },
      fleet: { title: `the same, \`WORKERS=${WORKERS}\` with \`REDIS_URL\` (one shared budget)`, url: `${fleet.url}/v1/findings?limit=50`, headers: auth, expect: 200 },
      deep: { title: 'the same, 1,000,000 rows deep', url: `${service.url}/v1/findings?limit=50&cursor=${encodeURIComponent(deepCursor)}`, headers: auth, expect: 200 },
    }
    type Name = keyof typeof targets | 'pgbench'
    const results: Record<Name, Run[]> = { pgbench: [], hello: [], healthz: [], notFound: [], one: [], first: [], fleet: [], deep: [] }
    log(`\nautocannon ${CONNECTIONS} connections, ${SECONDS} s a run; pgbench ${PGBENCH_CLIENTS} clients; ${ROUNDS} interleaved rounds after a warm-up`)
    for (const t of Object.values(targets)) await load(t.url, t.headers, 2, t.expect)
    for (let round = 1; round <= ROUNDS; round++) {
      const tps = pgbench(listQuery, SECONDS)
      results.pgbench.push({ rps: tps, mean: 0, p99: 0 })
      log(`round ${round}  ${'pgbench, the list\'s SELECT'.padEnd(44)} ${tps.toFixed(0).padStart(7)} tps`)
      for (const [name, t] of Object.entries(targets) as [keyof typeof targets, (typeof targets)[keyof typeof targets]][]) {
        const r = await load(t.url, t.headers, SECONDS, t.expect)
        results[name].push(r)
        log(`round ${round}  ${t.title.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   mean ${r.mean.toFixed(2)} ms   p99 ${r.p99} ms`)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const summary = (name: Name): Run => ({
      rps: median(results[name].map((r) => r.rps)), mean: median(results[name].map((r) => r.mean)), p99: median(results[name].map((r) => r.p99)),
    })
    const s = Object.fromEntries((Object.keys(results) as Name[]).map((n) => [n, summary(n)])) as Record<Name, Run>

    // Where the time goes: the list under load, profiled.
    await fleet.stop()
    await service.stop()
    const profileDir = mkdtempSync(join(os.tmpdir(), 'posture-cpu-prof-'))
    service = await startService(['--cpu-prof', `--cpu-prof-dir=${profileDir}`])
    const profiledStart = service.startMs
    await load(targets.first.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, service.url), auth, SECONDS * 2, 200)
    await service.stop()
    service = undefined
    // Start-up (loading and transpiling the modules) is left out: only the samples taken under the load count.
    const { bySelf, byTotal } = topFrames(readProfile(profileDir, profiledStart + 500), 15)
    rmSync(profileDir, { recursive: true, force: true })
    log('\nProfile of the service under the list load, top frames by self time:')
    logFrames({ bySelf, byTotal }, log)

    // The same list on the embedded store: the service on a PGlite data directory holding as many findings.
    log(`\nLoading ${PGLITE_ROWS.toLocaleString('en')} findings into PGlite…`)
    const pglite = await pgliteListRuns(PGLITE_ROWS)
    log(`PGlite \`GET /v1/findings?limit=50\`: ${pglite.rps.toFixed(0)} req/s, p99 ${pglite.p99} ms (loaded in ${pglite.loadSeconds.toFixed(0)} s)`)

    const listRatio = s.first.rps / s.pgbench.rps
    const fleetRatio = s.fleet.rps / s.pgbench.rps
    const pgliteRatio = pglite.rps / s.first.rps
    const healthRatio = s.healthz.rps / s.hello.rps
    const notFoundRatio = s.notFound.rps / s.healthz.rps
    const deepRatio = s.deep.mean / s.first.mean
    const verdict = (ok: boolean) => (ok ? 'met' : 'missed')
    log(`\nlist ÷ pgbench: ${listRatio.toFixed(2)}, WORKERS=${WORKERS}: ${fleetRatio.toFixed(2)} (target ≥ 0.4); list p99 ${s.first.p99} ms (target ≤ 25); /healthz ÷ hello-world: ${healthRatio.toFixed(2)} (target ≥ 0.5); 404 ÷ /healthz: ${notFoundRatio.toFixed(2)}; deep ÷ first: ${deepRatio.toFixed(2)} (target ≤ 1.1)`)

    writeBenchmarks('bench:list', [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${bench.version};`,
      `${ROWS.toLocaleString('en')} findings in one tenant. The service runs in its own process as \`npm start\` runs it (the compiled dist/main.js, default`,
      'logging at `info` to stdout, rate limit on with a budget the load cannot exhaust); autocannon runs in the bench process with',
      `${CONNECTIONS} connections, ${SECONDS} s a run; pgbench (\`-M prepared -c ${PGBENCH_CLIENTS} -j 2\`) runs the list's own SELECT as the repository compiles it;`,
      `the hello-world is a bare Fastify process (\`node --import tsx\`, no logging). ${ROUNDS} interleaved rounds after a warm-up; medians. Run as \`npm run bench:list\`.`,
      '',
      '| run | req/s (tps) | mean latency | p99 latency |',
      '|---|---:|---:|---:|',
      `| pgbench, the list's SELECT (\`… WHERE tenant_id = $1 ORDER BY detected_at DESC, id DESC LIMIT 51\`) | ${s.pgbench.rps.toFixed(0)} | | |`,
      ...(Object.keys(targets) as (keyof typeof targets)[]).map((n) => `| ${targets[n].title} | ${s[n].rps.toFixed(0)} | ${s[n].mean.toFixed(2)} ms | ${s[n].p99} ms |`),
      '',
      `- list ÷ pgbench: **${listRatio.toFixed(2)}** one process, **${fleetRatio.toFixed(2)}** with \`WORKERS=${WORKERS}\` (target ≥ 0.4: ${verdict(Math.max(listRatio, fleetRatio) >= 0.4)}); list p99 **${s.first.p99} ms** one process, **${s.fleet.p99} ms** with \`WORKERS=${WORKERS}\` (target ≤ 25 ms: ${verdict(Math.min(s.first.p99, s.fleet.p99) <= 25)})`,
      `- \`/healthz\` ÷ hello-world: **${healthRatio.toFixed(2)}** (target ≥ 0.5: ${verdict(healthRatio >= 0.5)}); an authenticated 404 ÷ \`/healthz\`: **${notFoundRatio.toFixed(2)}** (target ≥ 1: ${verdict(notFoundRatio >= 0.95)})`,
      `- deep page ÷ first page, mean latency: **${deepRatio.toFixed(2)}** (target ≤ 1.1: ${verdict(deepRatio <= 1.1)})`,
      `- on PGlite (the service on a data directory holding ${PGLITE_ROWS.toLocaleString('en')} findings, ${ROUNDS} runs, median): \`GET /v1/findings?limit=50\` **${pglite.rps.toFixed(0)} req/s**, mean ${pglite.mean.toFixed(2)} ms, p99 ${pglite.p99} ms; ÷ the PostgreSQL figure: **${pgliteRatio.toFixed(2)}** (target ≥ 0.3: ${verdict(pgliteRatio >= 0.3)})`,
      '',
      `Profile of the service (\`node --cpu-prof\`) while autocannon loads \`GET /v1/findings?limit=50\` for ${SECONDS * 2} s; share of its samples after start-up (idle included):`,
      '',
      ...frameTables({ bySelf, byTotal }),
    ])
  } finally {
    await service?.stop()
    await fleet.stop()
    await hello.stop()
    rmSync(dataDir, { recursive: true, force: true })
    await bench.drop()
  }
}

await main()
