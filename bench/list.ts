import { randomBytes } from 'node:crypto'
// npm run bench:list: the findings list on 1,000,000 findings in PostgreSQL.
//  1. full stack (auth, rate limit, validation, cursor signing, serialization) vs a bare Fastify route that
//     runs the identical SQL on the same pool: target full ÷ bare ≥ 0.8 (req/s);
//  2. a page 1,000,000 rows deep vs the first page, through the full stack: target deep ÷ first ≤ 1.1 (mean latency).
// Writes the figures to BENCHMARKS.md. BENCH_ROWS, BENCH_SECONDS and BENCH_ROUNDS shrink it for a quick look.
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { sql } from 'kysely'
import os from 'node:os'
import pg from 'pg'
import { writeBenchmarks } from './benchmarks-file.ts'
import { buildApp } from '../src/app.ts'
import { listFindings } from '../src/findings/repo.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { instanceSecret } from '../src/platform/db/instance-settings.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { CursorCodec, listScope } from '../src/platform/http/cursor.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
// Runs alternate (bare, full, deep, bare, …) and each figure is the median of its rounds, so drift of the
// shared machine (PostgreSQL's cache, CPU frequency, the other core) hits all three alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 50
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCHEMA = 'posture_bench'

const log = (message: string) => process.stdout.write(`${message}\n`)

async function main() {
  const admin = new pg.Client({ connectionString: SERVER })
  await admin.connect()
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  await admin.end()

  const storage = await openStorage({ databaseUrl: SERVER, schema: SCHEMA, poolSize: 20 })
  const { db } = storage
  await migrateToLatest(db)
  const tenant = await createTenant(db, { name: 'Bench', seed: 1, sandboxData: false })
  const token = await createToken(db, tenant.id, { scopes: ['findings:read'] })

  log(`Loading ${ROWS.toLocaleString('en')} findings…`)
  const loadStarted = performance.now()
  await sql`INSERT INTO resources (id, tenant_id, kind, provider, region, name, external_id)
    VALUES ('res_bench', ${tenant.id}, 'bucket', 'aws', 'eu-west-1', 'bench', 'arn:aws:s3:::bench')`.execute(db)
  await sql`INSERT INTO audits (id, tenant_id, status, trigger) VALUES ('aud_bench', ${tenant.id}, 'completed', 'api')`.execute(db)
  // One set-based insert: the database generates the rows itself (no round trips per row).
  await sql`INSERT INTO findings (id, tenant_id, check_id, audit_id, resource_id, severity, dimension, status, title,
      description, remediation, detected_at, first_seen_at, last_seen_at)
    SELECT 'fnd_' || md5(i::text), ${tenant.id}, 'sec.bench_' || i, 'aud_bench', 'res_bench',
      (ARRAY['info','low','medium','high','critical'])[1 + i % 5], (ARRAY['security','cost','architecture','compliance'])[1 + i % 4],
      'open', 'Bench finding ' || i, 'A realistic description of a problem found on a resource, long enough to matter.',
      'Remediation steps that tell the reader what to change.', ts, ts, ts
    FROM generate_series(1, ${ROWS}) AS i, LATERAL (SELECT timestamptz '2026-01-01' + (i * interval '1 second') AS ts) t`.execute(db)
  await sql`VACUUM ANALYZE findings`.execute(db)
  const loadSeconds = (performance.now() - loadStarted) / 1000
  log(`Loaded in ${loadSeconds.toFixed(1)} s`)

  const full = await buildApp({ storage, logLevel: 'silent', rateLimitPerMinute: 1_000_000_000, webhookSecretsKey: randomBytes(32) })
  const bare = Fastify()
  bare.get('/bare', async () => ({ data: await listFindings(db, tenant.id, {}, undefined, 51) }))
  const fullUrl = await full.listen({ port: 0, host: '127.0.0.1' })
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

  // The cursor of the page that starts 1,000,000 rows deep (the last full page of the table).
  const codec = new CursorCodec(await instanceSecret(db, 'cursor_signing_key'))
  const depth = ROWS - 50
  const deepRow = await db.selectFrom('findings').select(['detected_at', 'id']).where('tenant_id', '=', tenant.id)
    .orderBy('detected_at', 'desc').orderBy('id', 'desc').offset(depth - 1).limit(1).executeTakeFirstOrThrow()
  const deepCursor = codec.encode(listScope(tenant.id, 'findings', {}), { at: deepRow.detected_at, id: deepRow.id })
  const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT * FROM findings WHERE tenant_id = ${tenant.id}
    AND (detected_at, id) < (${deepRow.detected_at.toISOString()}::timestamptz, ${deepRow.id}) ORDER BY detected_at DESC, id DESC LIMIT 51`.execute(db)
  log(`Deep page plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`)

  const headers = { authorization: `Bearer ${token.token}` }
  const deepCheck = await (await fetch(`${fullUrl}/v1/findings?limit=50&cursor=${encodeURIComponent(deepCursor)}`, { headers })).json() as { data: unknown[]; has_more: boolean }
  if (deepCheck.data.length !== 50 || deepCheck.has_more) throw new Error('the deep cursor does not point at the last page')

  const runOnce = async (url: string, withAuth: boolean) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: withAuth ? headers : {} })
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    return result
  }
  const targets = {
    bare: { title: 'bare route, same SQL', url: `${bareUrl}/bare`, auth: false },
    full: { title: 'full stack, first page', url: `${fullUrl}/v1/findings?limit=50`, auth: true },
    deep: { title: 'full stack, 1M-deep page', url: `${fullUrl}/v1/findings?limit=50&cursor=${encodeURIComponent(deepCursor)}`, auth: true },
  }
  type Name = keyof typeof targets
  const results: Record<Name, autocannon.Result[]> = { bare: [], full: [], deep: [] }
  log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds after a warm-up:`)
  for (const name of Object.keys(targets) as Name[]) await runOnce(targets[name].url, targets[name].auth)
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of Object.keys(targets) as Name[]) {
      const r = await runOnce(targets[name].url, targets[name].auth)
      results[name].push(r)
      log(`round ${round}  ${targets[name].title.padEnd(26)} ${r.requests.average.toFixed(0).padStart(6)} req/s   mean ${r.latency.mean.toFixed(2)} ms   p99 ${r.latency.p99} ms`)
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const summary = (name: Name) => ({
    rps: median(results[name].map((r) => r.requests.average)),
    mean: median(results[name].map((r) => r.latency.mean)),
    p99: median(results[name].map((r) => r.latency.p99)),
  })
  const bareRun = summary('bare')
  const fullRun = summary('full')
  const deepRun = summary('deep')

  const stackRatio = fullRun.rps / bareRun.rps
  const depthRatio = deepRun.mean / fullRun.mean
  log(`\nfull ÷ bare throughput (medians): ${stackRatio.toFixed(2)} (target ≥ 0.8) ${stackRatio >= 0.8 ? 'PASS' : 'MISS'}`)
  log(`deep ÷ first mean latency (medians): ${depthRatio.toFixed(2)} (target ≤ 1.1) ${depthRatio <= 1.1 ? 'PASS' : 'MISS'}`)

  writeBenchmarks('bench:list', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL,`,
    `${ROWS.toLocaleString('en')} findings in one tenant; autocannon ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds`,
    '(bare, full, deep, bare, …) in one process with the servers; each figure is the median of its rounds.',
    '',
    '| run | req/s | mean latency | p99 latency |',
    '|---|---:|---:|---:|',
    ...([['bare Fastify route, identical SQL, same pool', bareRun], ['full stack `GET /v1/findings?limit=50`', fullRun], ['full stack, page 1,000,000 rows deep', deepRun]] as const)
      .map(([name, r]) => `| ${name} | ${r.rps.toFixed(0)} | ${r.mean.toFixed(2)} ms | ${r.p99} ms |`),
    '',
    `- full stack ÷ bare throughput: **${stackRatio.toFixed(2)}** (target ≥ 0.8: ${stackRatio >= 0.8 ? 'met' : 'missed'})`,
    `- deep page ÷ first page mean latency: **${depthRatio.toFixed(2)}** (target ≤ 1.1: ${depthRatio <= 1.1 ? 'met' : 'missed'})`,
    `- bulk load of ${ROWS.toLocaleString('en')} findings (one INSERT … SELECT generate_series, then VACUUM ANALYZE): ${loadSeconds.toFixed(1)} s`,
  ])

  await full.close()
  await bare.close()
  const drop = new pg.Client({ connectionString: SERVER })
  await drop.connect()
  await drop.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  await drop.end()
  await storage.close()
}

await main()
