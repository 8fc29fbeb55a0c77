import { sql } from 'kysely'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Storage } from '../db/database.ts'

const gzipAsync = promisify(gzip)

// Prometheus metrics (prom-client): what an operator graphs and alerts on. Labels never carry a tenant id, a
// token or a URL with ids in it (routes are the registered patterns, e.g. /v1/findings/:id; methods outside the
// HTTP verbs the API uses are `other`), so their number stays bounded whatever callers send. A scrape is cheap:
// concurrent scrapes share one collection, a collection is reused for a second, and the figures read from the
// database (queues, deliveries) are read at most every 15 s, whoever scrapes how often.

/** A scrape answers with what it can: a database that does not answer leaves these figures out. */
async function safely<T, F>(read: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read()
  } catch {
    return fallback
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The method as a label: one of the verbs routes use, else `other` (Node accepts some thirty methods). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other'
}

// prom-client's sums of nodejs_active_handles/requests/resources are gauges named `…_total`, which promtool's
// lint refuses (only counters end in _total). The per-type gauges stay; their sum is sum(nodejs_active_handles).
const GAUGES_NAMED_LIKE_COUNTERS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']

export interface MetricsOptions {
  role?: string
  redisAnswering?: () => boolean
  databaseAnswering?: () => boolean
  clock?: () => number
  /** How long figures read from the database are reused (15 s). */
  databaseFiguresMaxAgeMs?: number
  /** How long a collection is reused by the scrapes that follow it (1 s). */
  scrapeMaxAgeMs?: number
}

export interface Scrape { text: string; gzipped: Buffer }

export interface Metrics {
  registry: Registry
  /** The registry's text, shared by concurrent scrapes and reused for `scrapeMaxAgeMs`; gzipped once for all. */
  scrape(): Promise<Scrape>
  httpDuration: Histogram<'method' | 'route' | 'status_code'>
  inFlight: Gauge
  rateLimitRefusals: Counter<'route'>
  deliveryAttempts: Counter<'outcome'>
}

export function createMetrics(storage: Storage, options: MetricsOptions = {}): Metrics {
  const registry = new Registry()
  if (options.role) registry.setDefaultLabels({ role: options.role })
  // Process CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry })
  for (const name of GAUGES_NAMED_LIKE_COUNTERS) registry.removeSingleMetric(name)
  const clock = options.clock ?? Date.now
  const figures = reusedFor(options.databaseFiguresMaxAgeMs ?? 15_000, clock, () => readDatabaseFigures(storage))

  const { redisAnswering } = options
  if (redisAnswering) {
    new Gauge({
      name: 'posture_redis_shared', help: '1 while Redis answers and rate limits and budgets are shared; 0 while this process counts them alone.',
      registers: [registry], collect() { this.set(redisAnswering() ? 1 : 0) },
    })
  }
  const { databaseAnswering } = options
  if (databaseAnswering) {
    new Gauge({
      name: 'posture_database_up', help: '1 while PostgreSQL answers this process\'s probe (every 0.5 s, 1 s deadline); 0 while database requests are refused with 503.',
      registers: [registry], collect() { this.set(databaseAnswering() ? 1 : 0) },
    })
  }
  new Gauge({
    name: 'posture_db_pool_connections', help: 'PostgreSQL pool connections by state (waiting: callers queued for one).',
    labelNames: ['state'], registers: [registry],
    collect() {
      const pool = storage.pool
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  new Gauge({
    name: 'posture_jobs_queued', help: 'Durable jobs waiting to run, by queue.', labelNames: ['queue'], registers: [registry],
    async collect() {
      this.reset()
      for (const row of (await figures()).queued) this.set({ queue: row.queue }, row.n)
    },
  })
  new Gauge({
    name: 'posture_jobs_oldest_age_seconds', help: 'Age of the oldest job due and waiting, by queue.', labelNames: ['queue'], registers: [registry],
    async collect() {
      this.reset()
      for (const row of (await figures()).oldest) this.set({ queue: row.queue }, Math.max(0, row.age))
    },
  })
  new Gauge({
    name: 'posture_webhook_deliveries_pending', help: 'Webhook deliveries not yet succeeded or failed.', registers: [registry],
    async collect() {
      const { pending } = await figures()
      if (pending !== null) this.set(pending)
    },
  })
  new Gauge({
    name: 'posture_webhook_delivery_lag_seconds', help: 'How long the most overdue pending delivery has been due (0 when none is).', registers: [registry],
    async collect() {
      const { lag } = await figures()
      if (lag !== null) this.set(Math.max(0, lag))
    },
  })
  const scrape = reusedFor(options.scrapeMaxAgeMs ?? 1000, clock, async () => {
    const text = await registry.metrics()
    return { text, gzipped: await gzipAsync(text) }
  })

  return {
    registry,
    scrape,
    httpDuration: new Histogram({
      name: 'posture_http_request_duration_seconds', help: 'HTTP requests by method, route pattern and status.',
      labelNames: ['method', 'route', 'status_code'], buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
    }),
    inFlight: new Gauge({ name: 'posture_http_requests_in_flight', help: 'HTTP requests being served.', registers: [registry] }),
    rateLimitRefusals: new Counter({ name: 'posture_rate_limit_refusals_total', help: 'Requests refused with 429 (a rate limit or a budget), by route.', labelNames: ['route'], registers: [registry] }),
    deliveryAttempts: new Counter({
      name: 'posture_webhook_attempts_total', help: 'Webhook delivery attempts by outcome (succeeded, failed, interrupted: the process stopped before recording it).',
      labelNames: ['outcome'], registers: [registry],
    }),
  }
}

interface DatabaseFigures {
  queued: { queue: string; n: number }[]
  oldest: { queue: string; age: number }[]
  pending: number | null
  lag: number | null
}

async function readDatabaseFigures({ db }: Storage): Promise<DatabaseFigures> {
  const [queued, oldest, pending, lag] = await Promise.all([
    safely(() => db.selectFrom('jobs').select(['queue', (eb) => eb.fn.countAll<string>().as('n')]).where('status', '=', 'queued').groupBy('queue').execute(), []),
    safely(async () => (await sql<{ queue: string; age: number }>`select queue, extract(epoch from now() - min(run_at))::float8 as age
      from jobs where status = 'queued' and run_at <= now() group by queue`.execute(db)).rows, []),
    safely(() => db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').executeTakeFirst(), null),
    safely(async () => (await sql<{ lag: number | null }>`select extract(epoch from now() - min(next_attempt_at))::float8 as lag
      from webhook_deliveries where status = 'pending' and next_attempt_at <= now()`.execute(db)).rows, null),
  ])
  return {
    queued: queued.map((row) => ({ queue: row.queue, n: Number(row.n) })),
    oldest,
    pending: pending ? Number(pending.n) : null,
    lag: lag ? lag[0]?.lag ?? 0 : null,
  }
}

/**
 * `read` at most once per `maxAgeMs`: callers within it get the last result, callers while a read is under way
 * share it. A failed read is not kept.
 */
function reusedFor<T>(maxAgeMs: number, clock: () => number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T>; settled: boolean } | undefined
  return () => {
    const now = clock()
    if (last && (!last.settled || now - last.at < maxAgeMs)) return last.value
    const entry = { at: now, value: read(), settled: false }
    last = entry
    entry.value.then(() => { entry.settled = true }, () => { if (last === entry) last = undefined })
    return entry.value
  }
}
