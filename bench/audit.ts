// npm run bench:audit: the audit engine on 1,000,000 resources in PostgreSQL.
//  1. import 1,000,000 synthetic resources through the import service (streamed JSON, one transaction);
//  2. a full audit (every check, every resource), in its own process so its peak RSS is the audit's;
//  3. beside it, in the same run, the bare read of the same inventory snapshot (no checks, no writes): the
//     audit ÷ read ratio is what checking and reconciling costs on top of reading the inventory;
//  4. change 1 % of the resources (half fixed, half newly broken) through a second import, audit again.
// Targets: < 60 s per audit, < 1 GiB peak RSS. BENCH_RESOURCES shrinks it for a quick look.
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import os from 'node:os'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { runAudit } from '../src/audits/runner.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { CHECKS } from '../src/checks/index.ts'
import { KIND_WEIGHTS } from '../src/sandbox/estate.ts'
import { syntheticEstate } from './synthetic-estate.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { newId } from '../src/platform/ids.ts'
import { importInventory } from '../src/resources/imports/service.ts'
import { inventorySnapshot } from '../src/resources/snapshot.ts'
import { createTenant } from '../src/tenants/index.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 1_000_000)
const CHANGED_EVERY = 100 // 1 %
const PROBLEM_RATE = 0.25 // a quarter of the estate shows 1 to 3 problems
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCHEMA = process.env.BENCH_SCHEMA ?? 'posture_bench_audit'
const SELF = fileURLToPath(import.meta.url)
// BENCH_PROFILE=DIR writes a V8 CPU profile of every phase there (open it in Chrome's DevTools).
const PROFILE = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []

const log = (message: string) => process.stdout.write(`${message}\n`)

// ---- the synthetic estate: resource i is a pure function of i, so the change import can regenerate it ----

const resourceAt = syntheticEstate({ salt: 0x5bd1e995, problemRate: PROBLEM_RATE })

function documentOf(indexes: Iterable<number>, changed: boolean): Readable {
  return Readable.from((function* () {
    yield '{"resources":['
    let first = true
    let chunk: string[] = []
    for (const i of indexes) {
      chunk.push(JSON.stringify(resourceAt(i, changed)))
      if (chunk.length === 1000) {
        yield (first ? '' : ',') + chunk.join(',')
        first = false
        chunk = []
      }
    }
    if (chunk.length > 0) yield (first ? '' : ',') + chunk.join(',')
    yield ']}'
  })())
}

function* range(from: number, to: number, step = 1) {
  for (let i = from; i < to; i += step) yield i
}

// ---- phases, each in a child process (`bench/audit.ts phase NAME TENANT`) that prints one JSON line ----

interface PhaseResult { seconds: number; peakRssMiB: number; [key: string]: unknown }

async function phase(name: string, tenantId: string): Promise<void> {
  const storage = await openStorage({ databaseUrl: SERVER, schema: SCHEMA, poolSize: 4 })
  const { db } = storage
  const started = performance.now()
  let extra: Record<string, unknown> = {}
  if (name === 'import' || name === 'change') {
    const indexes = name === 'import' ? range(0, RESOURCES) : range(0, RESOURCES, CHANGED_EVERY)
    const result = await importInventory(db, tenantId, documentOf(indexes, name === 'change'), 'resources')
    extra = { received: result.received, added: result.added, updated: result.updated, unchanged: result.unchanged, skipped: result.skipped }
  } else if (name === 'copy') {
    extra = { rows: await rawCopy(tenantId) }
  } else if (name === 'read') {
    let resources = 0
    for await (const batch of inventorySnapshot(db, tenantId, new Date())) resources += batch.length
    extra = { resources }
  } else {
    const auditId = newId('aud')
    await db.insertInto('audits').values({ id: auditId, tenant_id: tenantId, status: 'queued', trigger: 'api' } as never).execute()
    await runAudit(db, tenantId, auditId, { now: () => new Date(), heartbeat: async () => {} })
    const audit = await db.selectFrom('audits').selectAll().where('id', '=', auditId).executeTakeFirstOrThrow()
    if (audit.status !== 'completed') throw new Error(`audit ended ${audit.status}: ${audit.failure_reason}`)
    const seen = await db.selectFrom('findings').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).where('audit_id', '=', auditId).executeTakeFirstOrThrow()
    extra = { auditId, summary: audit.summary, scanned: audit.resources_scanned, seen: Number(seen.n) }
  }
  const seconds = (performance.now() - started) / 1000
  await storage.close()
  const result: PhaseResult = { seconds, peakRssMiB: process.resourceUsage().maxRSS / 1024, ...extra }
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

/**
 * The import's physical limit: the same resources, generated the same way, streamed by `COPY … FROM STDIN`
 * (psql) into an empty table without indexes, events or history — what PostgreSQL takes in at best.
 */
async function rawCopy(tenantId: string): Promise<number> {
  const url = new URL(SERVER)
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres', url.pathname.slice(1) || 'postgres']
  const table = `${SCHEMA}.raw_copy`
  spawnSync('psql', [...connection, '-qc', `DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (tenant_id text, kind text, provider text, region text, name text, external_id text, tags jsonb, attributes jsonb)`], { stdio: 'inherit' })
  const psql = spawn('psql', [...connection, '-qc', `\\copy ${table} from stdin`], { stdio: ['pipe', 'inherit', 'inherit'] })
  const field = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? {})).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
  let lines: string[] = []
  for (const i of range(0, RESOURCES)) {
    const r = resourceAt(i, false)
    lines.push([tenantId, r.kind, r.provider, r.region, r.name, r.external_id, r.tags, r.attributes].map(field).join('\t'))
    if (lines.length === 1000) {
      if (!psql.stdin.write(`${lines.join('\n')}\n`)) await once(psql.stdin, 'drain')
      lines = []
    }
  }
  psql.stdin.end(lines.length ? `${lines.join('\n')}\n` : '')
  const [code] = await once(psql, 'exit') as [number]
  if (code !== 0) throw new Error(`psql \\copy exited with ${code}`)
  return RESOURCES
}

function runPhase(name: string, tenantId: string): PhaseResult {
  const child = spawnSync(process.execPath, [...PROFILE, '--import', 'tsx', SELF, 'phase', name, tenantId], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 })
  if (child.status !== 0) throw new Error(`phase ${name} exited with ${child.status}`)
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as PhaseResult
}

async function main() {
  const admin = new pg.Client({ connectionString: SERVER })
  await admin.connect()
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  await admin.end()
  const storage = await openStorage({ databaseUrl: SERVER, schema: SCHEMA, poolSize: 2 })
  await migrateToLatest(storage.db)
  const tenant = await createTenant(storage.db, { name: 'Bench', seed: 1, sandboxData: false })
  await storage.close()

  const n = RESOURCES.toLocaleString('en')
  log(`Importing ${n} resources through the import service…`)
  const imported = runPhase('import', tenant.id)
  log(`  ${imported.seconds.toFixed(1)} s (${(RESOURCES / imported.seconds).toFixed(0)} resources/s), peak RSS ${imported.peakRssMiB.toFixed(0)} MiB`)
  await analyze()
  log(`Raw COPY of the same ${n} rows into an empty table (the anchor)…`)
  const copied = runPhase('copy', tenant.id)
  log(`  ${copied.seconds.toFixed(1)} s (${(RESOURCES / copied.seconds).toFixed(0)} rows/s); import ÷ COPY ${(copied.seconds / imported.seconds).toFixed(2)}`)

  log('Bare snapshot read (no checks, no writes)…')
  const read = runPhase('read', tenant.id)
  log(`  ${read.seconds.toFixed(1)} s, peak RSS ${read.peakRssMiB.toFixed(0)} MiB`)
  log('First audit…')
  const first = runPhase('audit', tenant.id)
  log(`  ${first.seconds.toFixed(1)} s, peak RSS ${first.peakRssMiB.toFixed(0)} MiB, summary ${JSON.stringify(first.summary)}`)

  log(`Changing 1 % of the resources (${Math.ceil(RESOURCES / CHANGED_EVERY).toLocaleString('en')}) through a second import…`)
  const change = runPhase('change', tenant.id)
  log(`  ${change.seconds.toFixed(1)} s: ${change.updated} updated, ${change.unchanged} unchanged`)
  const second = runPhase('audit', tenant.id)
  log(`Second audit: ${second.seconds.toFixed(1)} s, peak RSS ${second.peakRssMiB.toFixed(0)} MiB, summary ${JSON.stringify(second.summary)}`)

  type Summary = { new: number; resolved: number; reopened: number; open: number }
  const s1 = first.summary as Summary
  const s2 = second.summary as Summary
  const rate = (r: PhaseResult) => (r.seen as number) / r.seconds
  const ratio = first.seconds / read.seconds
  const gib = (mib: number) => mib < 1024
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed')
  for (const [label, r] of [['first', first], ['second', second]] as const) {
    log(`${label} audit: ${r.seconds.toFixed(1)} s (target < 60 s) ${r.seconds < 60 ? 'PASS' : 'MISS'}; peak RSS ${r.peakRssMiB.toFixed(0)} MiB (target < 1024) ${gib(r.peakRssMiB) ? 'PASS' : 'MISS'}`)
  }
  log(`audit ÷ bare snapshot read: ${ratio.toFixed(1)}`)

  writeBenchmarks('bench:audit', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL;`,
    `${n} synthetic resources (${KIND_WEIGHTS.length} kinds, 3 providers; ${PROBLEM_RATE * 100} % show 1–3 problems) in one tenant, ${CHECKS.length} checks. Each phase runs in its own`,
    'process, so a peak RSS is that phase\'s alone (the whole Node process, from `process.resourceUsage().maxRSS`).',
    '',
    '| phase | wall time | peak RSS | throughput | result |',
    '|---|---:|---:|---:|---|',
    `| import ${n} resources (streamed JSON, one transaction) | ${imported.seconds.toFixed(1)} s | ${imported.peakRssMiB.toFixed(0)} MiB | ${(RESOURCES / imported.seconds).toFixed(0)} resources/s | ${imported.added} added |`,
    `| raw \`COPY … FROM STDIN\` of the same rows into an empty table (no index, no event) | ${copied.seconds.toFixed(1)} s | | ${(RESOURCES / copied.seconds).toFixed(0)} rows/s | the import's limit |`,
    `| bare read of the inventory snapshot (no checks, no writes) | ${read.seconds.toFixed(1)} s | ${read.peakRssMiB.toFixed(0)} MiB | ${((read.resources as number) / read.seconds).toFixed(0)} resources/s | ${read.resources} resources |`,
    `| first audit | ${first.seconds.toFixed(1)} s | ${first.peakRssMiB.toFixed(0)} MiB | ${rate(first).toFixed(0)} findings/s | ${s1.new} new, ${s1.resolved} resolved, ${s1.open} open |`,
    `| import changing 1 % (${change.received} resources) | ${change.seconds.toFixed(1)} s | ${change.peakRssMiB.toFixed(0)} MiB | | ${change.updated} updated, ${change.unchanged} unchanged |`,
    `| second audit | ${second.seconds.toFixed(1)} s | ${second.peakRssMiB.toFixed(0)} MiB | ${rate(second).toFixed(0)} findings/s | ${s2.new} new, ${s2.resolved} resolved, ${s2.reopened} reopened, ${s2.open} open |`,
    '',
    `- import: **${(RESOURCES / imported.seconds).toFixed(0)} resources/s** (target ≥ 50,000: ${verdict(RESOURCES / imported.seconds >= 50_000)}); ÷ raw COPY: **${(copied.seconds / imported.seconds).toFixed(2)}** (target ≥ 0.3: ${verdict(copied.seconds / imported.seconds >= 0.3)}); peak RSS ${imported.peakRssMiB.toFixed(0)} MiB (target < 512 MiB: ${verdict(imported.peakRssMiB < 512)})`,
    `- first audit: ${first.seconds.toFixed(1)} s (target < 60 s: ${verdict(first.seconds < 60)}), peak RSS ${first.peakRssMiB.toFixed(0)} MiB (target < 1 GiB: ${verdict(gib(first.peakRssMiB))})`,
    `- second audit: ${second.seconds.toFixed(1)} s (target < 60 s: ${verdict(second.seconds < 60)}), peak RSS ${second.peakRssMiB.toFixed(0)} MiB (target < 1 GiB: ${verdict(gib(second.peakRssMiB))})`,
    `- first audit ÷ bare snapshot read: **${ratio.toFixed(1)}** (what the checks, the finding writes, their transitions and events cost on top of reading)`,
    '- findings/s counts the findings an audit saw (created or confirmed) per second of its wall time.',
    `- server: ${await serverSettings()}. An audit's wall time includes the VACUUM (ANALYZE) it runs on the tables it wrote when the server does not vacuum by itself.`,
  ])

  const drop = new pg.Client({ connectionString: SERVER })
  await drop.connect()
  await drop.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  await drop.end()
}

async function serverSettings(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER })
  await client.connect()
  const { rows } = await client.query(`select current_setting('server_version') as version, current_setting('shared_buffers') as buffers,
    current_setting('max_wal_size') as wal, current_setting('autovacuum') as autovacuum`)
  await client.end()
  const r = rows[0] as { version: string; buffers: string; wal: string; autovacuum: string }
  return `PostgreSQL ${r.version.split(' ')[0]}, shared_buffers ${r.buffers}, max_wal_size ${r.wal}, autovacuum ${r.autovacuum}`
}

async function analyze() {
  const client = new pg.Client({ connectionString: SERVER })
  await client.connect()
  await client.query(`VACUUM ANALYZE ${SCHEMA}.resources`)
  await client.end()
}

if (process.argv[2] === 'phase') await phase(process.argv[3]!, process.argv[4]!)
else await main()
