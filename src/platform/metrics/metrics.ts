import { sql } from 'kysely'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Storage } from '../db/database.ts'

// Prometheus metrics (prom-client): what an operator graphs and alerts on. Labels never carry a tenant id, a
// token or a URL with ids in it (routes are the registered patterns, e.g. /v1/findings/:id), so their number
// stays bounded whatever callers send. Queue figures are read from the database when scraped.

/** A scrape answers with what it can: a database that does not answer leaves these figures out. */
async function safely<T, F>(read: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read()
  } catch {
    return fallback
  }
}

export interface Metrics {
  registry: Registry
  httpDuration: Histogram<'method' | 'route' | 'status_code'>
  inFlight: Gauge
  rateLimitRefusals: Counter<'route'>
  deliveryAttempts: Counter<'outcome'>
}

export function createMetrics(storage: Storage, options: { role?: string; redisAnswering?: () => boolean; databaseAnswering?: () => boolean } = {}): Metrics {
  const registry = new Registry()
  if (options.role) registry.setDefaultLabels({ role: options.role })
  // Process CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry })
  const { db } = storage

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
      const rows = await safely(() => db.selectFrom('jobs').select(['queue', (eb) => eb.fn.countAll<string>().as('n')]).where('status', '=', 'queued').groupBy('queue').execute(), [])
      for (const row of rows) this.set({ queue: row.queue }, Number(row.n))
    },
  })
  new Gauge({
    name: 'posture_jobs_oldest_age_seconds', help: 'Age of the oldest job due and waiting, by queue.', labelNames: ['queue'], registers: [registry],
    async collect() {
      this.reset()
      const rows = await safely(async () => (await sql<{ queue: string; age: number }>`select queue, extract(epoch from now() - min(run_at))::float8 as age
        from jobs where status = 'queued' and run_at <= now() group by queue`.execute(db)).rows, [])
      for (const row of rows) this.set({ queue: row.queue }, Math.max(0, row.age))
    },
  })
  new Gauge({
    name: 'posture_webhook_deliveries_pending', help: 'Webhook deliveries not yet succeeded or failed.', registers: [registry],
    async collect() {
      const row = await safely(() => db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').executeTakeFirst(), null)
      if (row) this.set(Number(row.n))
    },
  })
  new Gauge({
    name: 'posture_webhook_delivery_lag_seconds', help: 'How long the most overdue pending delivery has been due (0 when none is).', registers: [registry],
    async collect() {
      const rows = await safely(async () => (await sql<{ lag: number | null }>`select extract(epoch from now() - min(next_attempt_at))::float8 as lag
        from webhook_deliveries where status = 'pending' and next_attempt_at <= now()`.execute(db)).rows, null)
      if (rows) this.set(Math.max(0, rows[0]?.lag ?? 0))
    },
  })

  return {
    registry,
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
