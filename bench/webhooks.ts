// npm run bench:webhooks: webhook delivery throughput and latency, PostgreSQL (BENCH_DATABASE_URL, DATABASE_URL or
// the local server). Three endpoints on one local receiver (a child process answering 200 at once).
//  1. burst: 10,000 events committed as fast as the producer can (transactions of 100, through insertEvents, the
//     audit engine's path) → 30,000 deliveries; deliveries/s from the first commit to the last arrival;
//  2. beside it, in the same run, a bare loop POSTs the same 30,000 bodies with the same HTTP client (sendAttempt on
//     the delivery agent, same concurrency): worker ÷ bare is what the outbox (claim, sign, record) costs;
//  3. paced: 10,000 events at a steady rate the worker can follow (transactions of 25 every 50 ms), and the latency
//     from each transaction's commit to the arrival of each delivery's first attempt, p50 and p99.
// Targets: ≥ 2,000 deliveries/s, p50 ≤ 50 ms, p99 ≤ 250 ms. BENCH_EVENTS shrinks it for a quick look.
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { insertEvents, type NewEvent } from '../src/events/index.ts'
import { openStorage, type Db } from '../src/platform/db/database.ts'
import { instanceSecret } from '../src/platform/db/instance-settings.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { CursorCodec } from '../src/platform/http/cursor.ts'
import { createTenant } from '../src/tenants/index.ts'
import { createUrlGuard, createWebhooksService, startDeliveryWorker } from '../src/webhooks/index.ts'
import { SAMPLE_EVENT_DATA } from '../src/webhooks/sample-events.ts'
import { createDeliveryAgent, sendAttempt } from '../src/webhooks/send.ts'
import { writeBenchmarks } from './benchmarks-file.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const ENDPOINTS = 3
const BURST_TX = 100
const PACED_TX = 25
const PACED_EVERY_MS = 50
const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SCHEMA = 'posture_bench_webhooks'
const SELF = fileURLToPath(import.meta.url)
// The worker's defaults, mirrored by the bare loop: 4 claim loops, each sending a batch of up to 100 at once.
const LOOPS = 4
const BATCH = 100

const log = (message: string) => process.stdout.write(`${message}\n`)

// ---- the receiver: a child process, so that its work does not share the measuring process's event loop ----

interface Arrival { createdAt: string; at: number }

function receiverMain() {
  let arrivals: Arrival[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      const at = performance.timeOrigin + performance.now()
      // The body's created_at names the transaction that committed the event (events of one insert share it).
      const body = Buffer.concat(chunks).toString('utf8')
      const createdAt = body.slice(body.indexOf('"created_at":"') + 14, body.indexOf('"created_at":"') + 38)
      arrivals.push({ createdAt, at })
      response.writeHead(200).end()
    })
  })
  server.keepAliveTimeout = 10_000
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }))
  process.on('message', (message: string) => {
    if (message === 'count') process.send!({ count: arrivals.length })
    if (message === 'take') { process.send!({ arrivals }); arrivals = [] }
  })
}

function startReceiverProcess(): Promise<{ child: ChildProcess; port: number; ask<T>(message: string): Promise<T> }> {
  const child = fork(SELF, ['receiver'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const ask = <T>(message: string) => new Promise<T>((resolve) => { child.once('message', (m) => resolve(m as T)); child.send(message) })
  return new Promise((resolve) => child.once('message', (m) => resolve({ child, port: (m as { port: number }).port, ask })))
}

// ---- the producer: events through the audit engine's path, one transaction per batch ----

const event = (i: number): NewEvent => ({
  type: 'resource.added',
  data: { resource: { ...SAMPLE_EVENT_DATA['resource.added'].resource, id: `res_bench${i}`, name: `bench-${i}` } },
})

/** Commits `count` events in transactions of `perTx`, every `everyMs` (0: back to back); returns commit times by created_at. */
async function produce(db: Db, tenantId: string, count: number, perTx: number, everyMs: number): Promise<Map<string, number>> {
  const committed = new Map<string, number>()
  const started = performance.now()
  for (let i = 0, n = 0; i < count; i += perTx, n++) {
    if (everyMs > 0) {
      const due = started + n * everyMs
      if (due > performance.now()) await sleep(due - performance.now())
    }
    const createdAt = await db.transaction().execute(async (tx) => {
      await insertEvents(tx, tenantId, Array.from({ length: Math.min(perTx, count - i) }, (_, j) => event(i + j)))
      const row = await tx.selectFrom('events').select('created_at').where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow()
      return row.created_at.toISOString()
    })
    committed.set(createdAt, performance.timeOrigin + performance.now())
  }
  return committed
}

async function waitForArrivals(receiver: Awaited<ReturnType<typeof startReceiverProcess>>, expected: number) {
  for (;;) {
    const { count } = await receiver.ask<{ count: number }>('count')
    if (count >= expected) return (await receiver.ask<{ arrivals: Arrival[] }>('take')).arrivals
    await sleep(20)
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function main() {
  const admin = new pg.Client({ connectionString: SERVER })
  await admin.connect()
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  const { rows: [server] } = await admin.query(`select current_setting('server_version') as version`)
  await admin.end()
  const storage = await openStorage({ databaseUrl: SERVER, schema: SCHEMA, poolSize: 10 })
  const { db } = storage
  await migrateToLatest(db)

  const receiver = await startReceiverProcess()
  const secretsKey = randomBytes(32)
  const webhooks = createWebhooksService(db, new CursorCodec(await instanceSecret(db, 'cursor_signing_key')), {
    secretsKey, urlGuard: createUrlGuard(db, { allowPrivate: true }),
  })
  const tenant = await createTenant(db, { name: 'Bench', seed: 1, sandboxData: false })
  for (let e = 0; e < ENDPOINTS; e++) {
    await webhooks.create(tenant.id, { url: `http://127.0.0.1:${receiver.port}/hooks/${e}`, enabled_events: ['resource.added'] })
  }
  const deliveries = EVENTS * ENDPOINTS
  const worker = startDeliveryWorker({ db, secretsKey, allowPrivate: true })

  log(`Burst: ${EVENTS.toLocaleString('en')} events (${deliveries.toLocaleString('en')} deliveries) committed back to back in transactions of ${BURST_TX}…`)
  const burstStarted = performance.timeOrigin + performance.now()
  const burstCommits = produce(db, tenant.id, EVENTS, BURST_TX, 0)
  const burstArrivals = await waitForArrivals(receiver, deliveries)
  const produceSeconds = ([...(await burstCommits).values()].reduce((a, b) => Math.max(a, b), 0) - burstStarted) / 1000
  const burstSeconds = (Math.max(...burstArrivals.map((a) => a.at)) - burstStarted) / 1000
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
  const pacedCommits = await produce(db, tenant.id, EVENTS, PACED_TX, PACED_EVERY_MS)
  const pacedArrivals = await waitForArrivals(receiver, deliveries)
  const latencies = pacedArrivals.map((a) => a.at - pacedCommits.get(a.createdAt)!).sort((a, b) => a - b)
  if (latencies.some((l) => Number.isNaN(l))) throw new Error('an arrival names no committed transaction')
  const [p50, p99, max] = [percentile(latencies, 50), percentile(latencies, 99), latencies[latencies.length - 1]!]
  log(`  commit → first attempt: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`)

  await worker.stop()
  receiver.child.kill()
  await storage.close()
  const drop = new pg.Client({ connectionString: SERVER })
  await drop.connect()
  await drop.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)
  await drop.end()

  const verdict = (ok: boolean) => (ok ? 'met' : 'missed')
  const ratio = workerRate / bareRate
  log(`worker ÷ bare: ${ratio.toFixed(2)}; ${workerRate.toFixed(0)} deliveries/s (target ≥ 2000) ${verdict(workerRate >= 2000)}; p50 ${p50.toFixed(1)} ms (≤ 50) ${verdict(p50 <= 50)}; p99 ${p99.toFixed(1)} ms (≤ 250) ${verdict(p99 <= 250)}`)
  writeBenchmarks('bench:webhooks', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${String(server.version).split(' ')[0]};`,
    `${EVENTS.toLocaleString('en')} \`resource.added\` events × ${ENDPOINTS} endpoints on one local receiver (a child process answering 200 at once); the delivery`,
    `worker with its production settings (${LOOPS} claim loops, batches of ${BATCH}, 50 ms idle poll, no poke from the producer) in the producer's process.`,
    '',
    '| run | deliveries | time | deliveries/s |',
    '|---|---:|---:|---:|',
    `| burst: events committed back to back (${BURST_TX} per transaction, insertEvents), first commit → last arrival | ${deliveries} | ${burstSeconds.toFixed(2)} s | ${workerRate.toFixed(0)} |`,
    `| bare loop: the same bodies, same client (sendAttempt on the delivery agent), ${LOOPS * BATCH} at a time, no database | ${bodies.length} | ${bareSeconds.toFixed(2)} s | ${bareRate.toFixed(0)} |`,
    '',
    `| paced: ${pacedRate} events/s (${PACED_TX} per transaction every ${PACED_EVERY_MS} ms) | p50 | p99 | max |`,
    '|---|---:|---:|---:|',
    `| commit → arrival of the first attempt | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${max.toFixed(1)} ms |`,
    '',
    `- worker ÷ bare throughput: **${ratio.toFixed(2)}** (what claiming, signing and recording every attempt costs)`,
    `- deliveries/s: ${workerRate.toFixed(0)} (target ≥ 2,000: ${verdict(workerRate >= 2000)}); p50 ${p50.toFixed(1)} ms (target ≤ 50 ms: ${verdict(p50 <= 50)}); p99 ${p99.toFixed(1)} ms (target ≤ 250 ms: ${verdict(p99 <= 250)})`,
  ])
}

if (process.argv[2] === 'receiver') receiverMain()
else await main()
