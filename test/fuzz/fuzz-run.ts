import { createHash } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import fc from 'fast-check'
import { request as httpRequest } from 'undici'
import type { Fixture } from './fuzz-fixture.ts'
import type { FuzzReport } from './fuzz-report.ts'
import type { GenRequest } from './mutations.ts'
import type { Operation } from './openapi-operations.ts'
import { requestArbitrary } from './request-arbitrary.ts'
import { describe, realize, type Realized } from './request-realize.ts'
import { createContract, type Answer } from './response-contract.ts'
import { changedTables, snapshotTenant } from './store-snapshot.ts'
import { sweepRequests } from './sweep-requests.ts'

// Runs generated requests against the fixture's app, one at a time, and judges every answer. Requests are
// generated per operation from (seed, operation key), so one operation's stream does not shift when another
// is added; they are interleaved round-robin. Ids and cursors resolve when sent, from a live pool that
// follows what the run creates and deletes.

export interface FuzzOptions {
  seed: number
  /** Total requests, spread evenly over the operations (at least `minPerOperation` each). */
  requests: number
  minPerOperation?: number
  transport?: 'inject' | 'http' | 'mixed'
  storeCheckPercent?: number
  /** Only these operation keys (`GET /v1/findings`), for replay. */
  only?: string[]
  batchSize?: number
  /** Also send the systematic sweep (sweepRequests) of every operation, before the generated requests. */
  sweep?: boolean
  onBatch?: (done: number, total: number) => void
}

const seedOf = (seed: number, key: string) => (seed ^ createHash('sha256').update(key).digest().readInt32BE(0)) | 0

export async function runFuzz(fx: Fixture, options: FuzzOptions): Promise<FuzzReport> {
  const check = createContract()
  const ops = fx.operations.filter((op) => !options.only || options.only.includes(op.key))
  const perOp = Math.max(options.minPerOperation ?? 0, Math.ceil(options.requests / Math.max(ops.length, 1)))
  const genOptions = { transport: options.transport ?? 'inject', storeCheckPercent: options.storeCheckPercent ?? 10 } as const
  const streams = ops.map((op) => fc.sample(requestArbitrary(op, genOptions), { seed: seedOf(options.seed, op.key), numRuns: perOp }))
  const queue: { op: Operation; gen: GenRequest; index: number | string }[] = []
  // Deletes last in the sweep: its accepted requests would otherwise remove the records the others aim at.
  const sweepOrder = [...ops].sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'))
  if (options.sweep) for (const op of sweepOrder) sweepRequests(op, genOptions).forEach((gen, i) => queue.push({ op, gen, index: `sweep-${i}` }))
  for (let i = 0; i < perOp; i++) ops.forEach((op, o) => queue.push({ op, gen: streams[o]![i]!, index: i }))

  const port = genOptions.transport === 'inject' ? undefined : fx.port
  const report: FuzzReport = {
    seed: options.seed, requests: 0, operations: { covered: 0, total: fx.operations.length }, statuses: {}, failures: [],
    storeChecks: 0, healthChecks: 0, viaHttp: 0, maxEventLoopDelayMs: 0, slowest: [], ms: { requests: 0, snapshots: 0 },
  }
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const batchSize = options.batchSize ?? 50
  try {
    for (let n = 0; n < queue.length; n++) {
      const { op, gen, index } = queue[n]!
      const replay = typeof index === 'string'
        ? `${index} (the sweep does not depend on the seed) of npm run fuzz -- --only "${op.key}" --requests 0`
        : `request #${index} of npm run fuzz -- --seed ${options.seed} --only "${op.key}" --requests ${perOp} (in npm test: FUZZ_SEED=${options.seed})`
      const realized = realize(fx, op, gen)
      const summary = describe(realized, gen)
      const tenantId = realized.asOther ? fx.b.tenantId : fx.a.tenantId
      let started = performance.now()
      const snapshot = gen.checkStore && op.method !== 'GET' ? await snapshotTenant(fx.t.storage.db, tenantId) : undefined
      report.ms.snapshots += performance.now() - started
      started = performance.now()
      let answer: Answer
      try {
        answer = await send(fx, realized, gen.transport === 'http' ? port : undefined, report)
      } catch (error) {
        report.failures.push({ op: op.key, kind: 'no_answer', detail: String(error).slice(0, 300), request: summary, replay })
        continue
      }
      const ms = performance.now() - started
      report.ms.requests += ms
      report.requests++
      const statuses = (report.statuses[op.key] ??= {})
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      for (const v of check(op, answer)) report.failures.push({ op: op.key, ...v, request: summary, replay })
      if (snapshot && (answer.status < 200 || answer.status >= 300) && !replayedGrant(op, answer)) {
        report.storeChecks++
        const snapshotStarted = performance.now()
        const changed = changedTables(snapshot, await snapshotTenant(fx.t.storage.db, tenantId))
        report.ms.snapshots += performance.now() - snapshotStarted
        if (changed.length > 0) report.failures.push({ op: op.key, kind: 'store_changed', detail: `${answer.status} changed ${changed.join(', ')}`, request: summary, replay })
      }
      follow(fx, op, realized, answer)
      report.slowest.push({ op: op.key, ms: Math.round(ms), request: summary })
      report.slowest = report.slowest.sort((x, y) => y.ms - x.ms).slice(0, 5)
      if ((n + 1) % batchSize === 0 || n === queue.length - 1) {
        await healthz(fx, port, report)
        options.onBatch?.(n + 1, queue.length)
      }
    }
  } finally {
    loop.disable()
  }
  report.maxEventLoopDelayMs = Math.round(loop.max / 1e6)
  report.operations.covered = Object.keys(report.statuses).length
  return report
}

/** A refused grant that was presented twice: revoking the family is the point (RFC 6749 §4.1.2, RFC 9700). */
function replayedGrant(op: Operation, answer: Answer) {
  if (!op.oauthErrors) return false
  try {
    return JSON.parse(answer.body.toString('utf8')).error === 'invalid_grant'
  } catch {
    return false
  }
}

async function send(fx: Fixture, r: Realized, port: number | undefined, report: FuzzReport): Promise<Answer> {
  if (port !== undefined) {
    let response
    try {
      response = await httpRequest(`http://127.0.0.1:${port}${r.url}`, { method: r.method as 'GET', headers: r.headers, ...(r.payload !== undefined ? { body: r.payload } : {}) })
    } catch (error) {
      // The client library refuses some bytes (CR/LF or NUL in a header) before anything is sent: those go in-process instead.
      if (!/Invalid|invalid/.test(String((error as Error).message)) && (error as { code?: string }).code !== 'UND_ERR_INVALID_ARG') throw error
      response = undefined
    }
    if (response) {
      report.viaHttp++
      return { status: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) }
    }
  }
  const response = await fx.t.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, ...(r.payload !== undefined ? { payload: r.payload } : {}) })
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload }
}

/** Keeps the live pool true: created records join it, deleted ones leave it, issued OAuth tokens become usable. */
function follow(fx: Fixture, op: Operation, r: Realized, answer: Answer) {
  if (answer.status < 200 || answer.status >= 300) return
  const pool = r.asOther ? fx.pools.other : fx.pools.own
  if (op.method === 'DELETE') {
    // The record goes, and with it its children (an endpoint's deliveries).
    const gone = new Set(Object.values(r.pathIds))
    for (const [child, parent] of fx.parents) if (gone.has(parent)) gone.add(child)
    for (const [prefix, ids] of pool) pool.set(prefix, ids.filter((x) => !gone.has(x)))
    return
  }
  if (op.method !== 'POST' || !String(answer.headers['content-type'] ?? '').includes('json')) return
  let body: any // any: only id-like fields are read
  try {
    body = JSON.parse(answer.body.toString('utf8'))
  } catch {
    return
  }
  if (typeof body?.id === 'string' && /^[a-z]{3}_/.test(body.id)) {
    const prefix = body.id.slice(0, 3)
    if (!pool.get(prefix)?.includes(body.id)) pool.set(prefix, [...(pool.get(prefix) ?? []), body.id])
    if (prefix === 'whd' && r.pathIds.id) fx.parents.set(body.id, r.pathIds.id)
  }
  if (typeof body?.refresh_token === 'string') pool.set('por', [...(pool.get('por') ?? []), body.refresh_token])
  if (typeof body?.access_token === 'string') pool.set('poa', [...(pool.get('poa') ?? []), body.access_token])
}

async function healthz(fx: Fixture, port: number | undefined, report: FuzzReport) {
  report.healthChecks++
  const answers: Answer[] = []
  const response = await fx.t.app.inject({ url: '/healthz' })
  answers.push({ status: response.statusCode, headers: response.headers, body: response.rawPayload })
  if (port !== undefined) {
    const over = await httpRequest(`http://127.0.0.1:${port}/healthz`)
    answers.push({ status: over.statusCode, headers: over.headers, body: Buffer.from(await over.body.arrayBuffer()) })
  }
  for (const answer of answers) {
    if (answer.status !== 200 || answer.body.toString() !== '{"status":"ok"}') {
      report.failures.push({ op: 'GET /healthz', kind: 'healthz', detail: `${answer.status} ${answer.body.toString().slice(0, 200)}`, request: 'after a batch', replay: `seed ${report.seed}` })
    }
  }
}
