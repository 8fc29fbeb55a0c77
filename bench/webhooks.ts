// npm run bench:webhooks: webhook delivery throughput and latency on PostgreSQL when DATABASE_URL is set (in a fresh
// schema, dropped afterwards), else on PGlite (a temporary data directory, removed afterwards). Three endpoints, each an origin of
// its own (one port on 127.0.0.1, .2 and .3), on one local receiver: a real node:http server in a child process, answering 200 at once, so that its work does not share
// the measuring process's event loop. The real delivery worker (startDeliveryWorker, production settings) runs in the
// producer's process without a poke from it: it is woken by the producer's pg_notify on its own LISTEN connection,
// as a separate worker process would be (the poll, 1 s, is only a safety net).
//  1. burst: 10,000 events committed as fast as the producer can, in transactions of 100 through insertEvents inside
//     db.transaction() (the audit engine's path) → 30,000 deliveries; deliveries/s from the first commit to the
//     arrival of the last first attempt;
//  2. beside it, in the same run, a bare loop POSTs the same 30,000 bodies with the same HTTP client (sendAttempt on
//     createDeliveryAgent, the worker's concurrency of 4 loops × 100), no database: worker ÷ bare is what the outbox
//     (claim, sign, record each outcome) costs;
//  3. paced: 10,000 more events at a steady rate below the worker's capacity (transactions of 25 every 50 ms) and,
//     per delivery, the latency from the return of its transaction's commit to the receiver's arrival of its first
//     attempt, p50 and p99.
// Targets: ≥ 2,000 deliveries/s, p50 ≤ 50 ms, p99 ≤ 250 ms. BENCH_EVENTS shrinks it for a quick look. The results
// replace this backend's part of the `## bench:webhooks` section of BENCHMARKS.md (the other backend's part stays).
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import pg from 'pg'
import { insertEvents, type NewEvent } from '../src/events/index.ts'
import { openStorage, type Db, type Storage } from '../src/platform/db/database.ts'
import { instanceSecret } from '../src/platform/db/instance-settings.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { CursorCodec } from '../src/platform/http/cursor.ts'
import { createTenant } from '../src/tenants/index.ts'
import { createUrlGuard, createWebhooksService, startDeliveryWorker } from '../src/webhooks/index.ts'
import { listenForWork, type WorkListener } from '../src/platform/db/work-signal.ts'
import { SAMPLE_EVENT_DATA } from '../src/events/sample-events.ts'
import { createDeliveryAgent, sendAttempt } from '../src/webhooks/send.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const DATABASE_URL = process.env.DATABASE_URL
const ENDPOINTS = 3
const BURST_TX = 100
const PACED_TX = 25
const PACED_EVERY_MS = 50
const SELF = fileURLToPath(import.meta.url)
// The worker's defaults, mirrored by the bare loop: 4 claim loops, each sending a batch of up to 100 at once.
const LOOPS = 4
const BATCH = 100
// Issue 16: woken by the producers' signal (LISTEN/NOTIFY), with the poll raised to 1 s as a safety net only.
const TARGET = { rate: 2000, p50: 10, p99: 50 }
const POLL_MS = 1000
const RECEIVER_HOSTS = ['127.0.0.1', '127.0.0.2', '127.0.0.3']

const log = (message: string) => process.stdout.write(`${message}\n`)
const now = () => performance.timeOrigin + performance.now()

// ---- the receiver: a child process; it keeps the first arrival of each (endpoint, event) ----

/** Event index (from the resource's name in the body) and arrival time of a delivery's first attempt. */
interface Arrival { index: number; at: number }

function receiverMain() {
  let first = new Map<string, Arrival>()
  let repeats = 0
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      const at = now()
      const key = `${request.url} ${String(request.headers['x-service-event-id'])}`
      if (first.has(key)) repeats++
      else {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { resource: { name: string } } }
        first.set(key, { index: Number(body.data.resource.name.slice('bench-'.length)), at })
      }
      response.writeHead(200).end()
    })
  }
  // One port on three loopback addresses: each endpoint is an origin of its own, as three receivers would be
  // (the worker keeps at most 64 attempts in flight per origin).
  const listen = (host: string, port: number) => new Promise<number>((resolve) => {
    const server = createServer(handle)
    server.keepAliveTimeout = 10_000
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
  void listen(RECEIVER_HOSTS[0]!, 0).then(async (port) => {
    for (const host of RECEIVER_HOSTS.slice(1)) await listen(host, port)
    process.send!({ port })
  })
  process.on('message', (message: string) => {
    if (message === 'count') process.send!({ count: first.size })
    if (message === 'take') { process.send!({ arrivals: [...first.values()], repeats }); first = new Map(); repeats = 0 }
  })
}

type Receiver = { child: ChildProcess; port: number; ask<T>(message: string): Promise<T> }

function startReceiverProcess(): Promise<Receiver> {
  const child = fork(SELF, ['receiver'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const ask = <T>(message: string) => new Promise<T>((resolve) => { child.once('message', (m) => resolve(m as T)); child.send(message) })
  return new Promise((resolve) => child.once('message', (m) => resolve({ child, port: (m as { port: number }).port, ask })))
}

async function waitForArrivals(receiver: Receiver, expected: number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const { count } = await receiver.ask<{ count: number }>('count')
    if (count >= expected) return receiver.ask<{ arrivals: Arrival[]; repeats: number }>('take')
    if (performance.now() > deadline) throw new Error(`only ${count} of ${expected} deliveries arrived within ${timeoutMs / 1000} s`)
    await sleep(20)
  }
}

// ---- the storage: a fresh PostgreSQL schema, or PGlite in a temporary directory ----

async function openBenchStorage(): Promise<{ storage: Storage; backend: string; dispose(): Promise<void> }> {
  if (DATABASE_URL) {
    const schema = `bench_webhooks_${randomBytes(4).toString('hex')}`
    const storage = await openStorage({ databaseUrl: DATABASE_URL, schema, poolSize: 10 })
    const { rows: [row] } = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(storage.db)
    return {
      storage,
      backend: `PostgreSQL ${row!.v.split(' ')[0]} (server on ${new URL(DATABASE_URL).host}, pool of 10, schema dropped afterwards)`,
      async dispose() {
        await storage.close()
        const admin = new pg.Client({ connectionString: DATABASE_URL })
        await admin.connect()
        try { await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) } finally { await admin.end() }
      },
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'posture-bench-webhooks-'))
  const storage = await openStorage({ dataDir })
  const { rows: [row] } = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(storage.db)
  const pkg = JSON.parse(readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as { version: string }
  return {
    storage,
    backend: `PGlite ${pkg.version} (PostgreSQL ${row!.v.split(' ')[0]} in WASM, in the bench's process, data directory on disk)`,
    async dispose() {
      await storage.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// ---- the producer: events through the audit engine's path, one transaction per batch ----

const event = (i: number): NewEvent => ({
  type: 'resource.added',
  data: { resource: { ...SAMPLE_EVENT_DATA['resource.added'].resource, id: `res_bench${i}`, name: `bench-${i}` } },
})

/**
 * Commits events first..first+count-1 in transactions of `perTx`, every `everyMs` (0: back to back). Returns the
 * time each transaction's commit returned, by transaction number ((index - first) / perTx).
 */
async function produce(db: Db, tenantId: string, first: number, count: number, perTx: number, everyMs: number): Promise<number[]> {
  const committed: number[] = []
  const started = performance.now()
  for (let i = 0, n = 0; i < count; i += perTx, n++) {
    if (everyMs > 0) {
      const due = started + n * everyMs
      if (due > performance.now()) await sleep(due - performance.now())
    }
    await db.transaction().execute((tx) =>
      insertEvents(tx, tenantId, Array.from({ length: Math.min(perTx, count - i) }, (_, j) => event(first + i + j))))
    committed.push(now())
  }
  return committed
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** The other backend's part of the section, kept when this run rewrites its own. */
function otherBackendPart(mine: 'PostgreSQL' | 'PGlite'): string[] {
  let text = ''
  try { text = readFileSync(new URL('../BENCHMARKS.md', import.meta.url), 'utf8') } catch { return [] }
  const section = /## bench:webhooks\n([\s\S]*?)(?=\n## |$)/.exec(text)?.[1] ?? ''
  const other = section.split(/\n(?=### )/).find((part) => part.startsWith('### ') && !part.startsWith(`### ${mine}`))
  return other ? ['', ...other.trimEnd().split('\n')] : []
}

async function main() {
  const { storage, backend, dispose } = await openBenchStorage()
  const { db } = storage
  const receiver = await startReceiverProcess()
  let worker: ReturnType<typeof startDeliveryWorker> | undefined
  let listener: WorkListener | undefined
  try {
    await migrateToLatest(db)
    const secretsKey = randomBytes(32)
    const webhooks = createWebhooksService(db, new CursorCodec(await instanceSecret(db, 'cursor_signing_key')), {
      secretsKey, urlGuard: createUrlGuard(db, { allowPrivate: true }),
    })
    const tenant = await createTenant(db, { name: 'Bench', seed: 1, sandboxData: false })
    for (let e = 0; e < ENDPOINTS; e++) {
      await webhooks.create(tenant.id, { url: `http://${RECEIVER_HOSTS[e % RECEIVER_HOSTS.length]}:${receiver.port}/hooks/${e}`, enabled_events: ['resource.added'] }, 'operator')
    }
    const deliveries = EVENTS * ENDPOINTS
    log(`Backend: ${backend}`)
    worker = startDeliveryWorker({ db, secretsKey, allowPrivate: true, pollMs: POLL_MS })
    const consumer = worker
    listener = await listenForWork(storage, () => consumer.poke())

    log(`Burst: ${EVENTS.toLocaleString('en')} events (${deliveries.toLocaleString('en')} deliveries) committed back to back in transactions of ${BURST_TX}…`)
    const burstStarted = now()
    const burstCommits = await produce(db, tenant.id, 0, EVENTS, BURST_TX, 0)
    const burst = await waitForArrivals(receiver, deliveries, 300_000)
    const produceSeconds = (burstCommits[burstCommits.length - 1]! - burstStarted) / 1000
    const burstSeconds = (burst.arrivals.reduce((a, b) => Math.max(a, b.at), 0) - burstStarted) / 1000
    const workerRate = deliveries / burstSeconds
    log(`  producer committed in ${produceSeconds.toFixed(1)} s; last delivery after ${burstSeconds.toFixed(1)} s: ${workerRate.toFixed(0)} deliveries/s`)

    log('Bare loop: the same bodies, the same HTTP client and concurrency, no database…')
    const bodies = await db.selectFrom('webhook_deliveries').innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .select(['webhook_deliveries.body', 'webhook_deliveries.event_id', 'webhook_deliveries.event_type', 'webhook_endpoints.url'])
      .where('webhook_deliveries.tenant_id', '=', tenant.id).execute()
    const agent = createDeliveryAgent({ allowPrivate: true })
    const secrets = ['whsec_bench']
    let next = 0
    const bareStarted = performance.now()
    await Promise.all(Array.from({ length: LOOPS * BATCH }, async () => {
      for (let i = next++; i < bodies.length; i = next++) {
        const d = bodies[i]!
        const result = await sendAttempt(agent, { url: d.url, body: d.body, eventId: d.event_id, eventType: d.event_type, secrets, now: new Date() })
        if (!result.ok) throw new Error(`bare POST failed: ${result.error}`)
      }
    }))
    const bareSeconds = (performance.now() - bareStarted) / 1000
    await receiver.ask('take')
    await agent.close()
    const bareRate = bodies.length / bareSeconds
    log(`  ${bodies.length.toLocaleString('en')} POSTs in ${bareSeconds.toFixed(1)} s: ${bareRate.toFixed(0)} deliveries/s`)

    const pacedRate = (PACED_TX * 1000) / PACED_EVERY_MS
    log(`Paced: ${EVENTS.toLocaleString('en')} events at ${pacedRate} events/s (${pacedRate * ENDPOINTS} deliveries/s) in transactions of ${PACED_TX} every ${PACED_EVERY_MS} ms…`)
    const pacedCommits = await produce(db, tenant.id, EVENTS, EVENTS, PACED_TX, PACED_EVERY_MS)
    const paced = await waitForArrivals(receiver, deliveries, 300_000)
    const latencies = paced.arrivals.map((a) => a.at - pacedCommits[Math.floor((a.index - EVENTS) / PACED_TX)]!).sort((a, b) => a - b)
    if (latencies.some((l) => Number.isNaN(l))) throw new Error('an arrival names no committed transaction')
    const [p50, p99, max] = [percentile(latencies, 50), percentile(latencies, 99), latencies[latencies.length - 1]!]
    log(`  commit → first attempt: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`)

    await listener.close()
    listener = undefined
    await worker.stop()
    worker = undefined
    // Every delivery succeeded at its first attempt, and none was sent twice.
    const { rows: [check] } = await sql<{ succeeded: number; attempts: number }>`select
        (select count(*)::int from webhook_deliveries where tenant_id = ${tenant.id} and status = 'succeeded') as succeeded,
        (select count(*)::int from webhook_attempts where tenant_id = ${tenant.id}) as attempts`.execute(db)
    const repeats = burst.repeats + paced.repeats
    log(`  deliveries succeeded: ${check!.succeeded} of ${2 * deliveries}; attempts recorded: ${check!.attempts}; repeated arrivals: ${repeats}`)
    if (check!.succeeded !== 2 * deliveries || check!.attempts !== 2 * deliveries) throw new Error('not every delivery succeeded in exactly one attempt')

    const verdict = (ok: boolean) => (ok ? 'met' : 'missed')
    const ratio = workerRate / bareRate
    log(`worker ÷ bare: ${ratio.toFixed(2)}; ${workerRate.toFixed(0)} deliveries/s (target ≥ ${TARGET.rate}) ${verdict(workerRate >= TARGET.rate)}; p50 ${p50.toFixed(1)} ms (≤ ${TARGET.p50}) ${verdict(p50 <= TARGET.p50)}; p99 ${p99.toFixed(1)} ms (≤ ${TARGET.p99}) ${verdict(p99 <= TARGET.p99)}`)
    if (EVENTS !== 10_000) { log('(BENCH_EVENTS set: BENCHMARKS.md left as it was)'); return }

    const mine = storage.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
    const part = [
      `### ${mine}`,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ${backend};`,
      `run as \`${DATABASE_URL ? 'DATABASE_URL=… ' : ''}npm run bench:webhooks\`.`,
      '',
      '| run | deliveries | time | deliveries/s |',
      '|---|---:|---:|---:|',
      `| burst: events committed back to back (${BURST_TX} per transaction, insertEvents), first commit → last arrival | ${deliveries} | ${burstSeconds.toFixed(2)} s | ${workerRate.toFixed(0)} |`,
      `| bare loop: the same bodies, same client (sendAttempt on the delivery agent), ${LOOPS * BATCH} at a time, no database | ${bodies.length} | ${bareSeconds.toFixed(2)} s | ${bareRate.toFixed(0)} |`,
      '',
      `| paced: ${pacedRate} events/s = ${pacedRate * ENDPOINTS} deliveries/s (${PACED_TX} events per transaction every ${PACED_EVERY_MS} ms) | p50 | p99 | max |`,
      '|---|---:|---:|---:|',
      `| commit returned → receiver's arrival of the first attempt, per delivery (${latencies.length}) | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${max.toFixed(1)} ms |`,
      '',
      `- worker ÷ bare throughput: **${ratio.toFixed(2)}** (what claiming, signing and recording every attempt costs); the producer committed the burst in ${produceSeconds.toFixed(2)} s`,
      `- deliveries/s: ${workerRate.toFixed(0)} (target ≥ 2,000: ${verdict(workerRate >= TARGET.rate)}); p50 ${p50.toFixed(1)} ms (target ≤ ${TARGET.p50} ms: ${verdict(p50 <= TARGET.p50)}); p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET.p99} ms: ${verdict(p99 <= TARGET.p99)})`,
      `- all ${2 * deliveries} deliveries succeeded with one recorded attempt each; ${repeats} repeated arrivals at the receiver`,
    ]
    const other = otherBackendPart(mine)
    writeBenchmarks('bench:webhooks', [
      `\`npm run bench:webhooks\`: PostgreSQL when \`DATABASE_URL\` is set (a fresh schema, dropped afterwards), else PGlite (a temporary`,
      `data directory). ${EVENTS.toLocaleString('en')} \`resource.added\` events × ${ENDPOINTS} endpoints, each its own origin (one port on 127.0.0.1, .2 and .3) of one local receiver — a node:http server in a child`,
      'process answering 200 at once. Events go through `insertEvents` inside `db.transaction()` (the outbox rows commit with them);',
      `the real delivery worker (\`startDeliveryWorker\`, the service's settings: ${LOOPS} claim loops, batches of ${BATCH}, ${POLL_MS} ms safety-net poll) runs in the`,
      'producer\'s process and is never poked by it directly: it is woken as a worker process would be, by the producer\'s `pg_notify` arriving on',
      'its own LISTEN connection (`listenForWork`; PGlite: its in-process listen). The bare loop runs in the same run, between',
      'the burst and the paced stream, with the same undici Agent (`createDeliveryAgent`), `sendAttempt` and concurrency.',
      '',
      ...(mine === 'PostgreSQL' ? [...part, ...other] : [...other.slice(1), ...(other.length ? [''] : []), ...part]),
    ])
  } finally {
    await listener?.close()
    await worker?.stop()
    receiver.child.kill()
    await dispose()
  }
}

if (process.argv[2] === 'receiver') receiverMain()
else await main()
