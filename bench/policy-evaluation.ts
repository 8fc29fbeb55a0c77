// node --import tsx bench/policy-evaluation.ts: what evaluating custom policies in worker threads costs,
// compared with evaluating them on the calling thread as audits and previews did before issue 14.
// A synthetic estate (BENCH_RESOURCES, default 100,000) in audit-sized batches of 2,000, four policies (the
// README's resource examples and a list macro), each way in turn:
//  - in-thread: compile once, then `matches()` per resource and policy, as the old runner did;
//  - pool: the shared pool of worker threads, one task per batch (all policies), as the runner does now.
// For each: the wall time, the share of it the event loop was busy, and the longest it was blocked
// (monitorEventLoopDelay): in-thread that is a whole batch; with the pool, copying a batch to the thread.
// Then the hostile case, against the service in its own process (src/main.ts on PostgreSQL, as npm start runs it):
// one tenant sends previews that run into their limits back to back (the issue's catastrophic regular expression,
// and a list macro quadratic in a 3,000-element attribute, which passes every static limit and so runs until its
// deadline) while another process-level client measures /healthz and a second tenant's GET /v1/findings?limit=1,
// one request at a time, against the same loops on the idle service. Writes its section of BENCHMARKS.md.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { freePort, startServerProcess } from '../test/helpers/processes.ts'
import { benchSchema } from './bench-schema.ts'
import { writeBenchmarks } from './benchmarks-file.ts'
import { latencySampler, type Latency } from './latency-sampler.ts'
import { EvaluationBudget, PolicyEvaluatorPool } from '../src/policies/evaluator-pool.ts'
import { compilePolicyExpression } from '../src/policies/expression.ts'
import { syntheticEstate } from './synthetic-estate.ts'
import { composeRooms } from '../src/composition.ts'

// In-process writers (tenants with sandbox estates, events) need the rooms composed, as every entry point does.
composeRooms()

const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 100_000)
const BATCH = 2000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const HOSTILE_SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 30)
const LONG_LIST = 12_000
const EXPRESSIONS = [
  'resource.kind == "bucket" && resource.tags.env == "prod" && !("owner" in resource.tags)',
  'resource.kind == "instance" && resource.attributes.instance_type.startsWith("p4d")',
  'resource.attributes.open_admin_ports.exists(p, p == 22 || p == 3389)',
  'resource.name.matches("^prod-[a-z]+-[0-9]+$")',
]

const resourceAt = syntheticEstate({ salt: 0x2545f491, problemRate: 0.25 })
const batches = Array.from({ length: Math.ceil(RESOURCES / BATCH) }, (_, b) =>
  Array.from({ length: Math.min(BATCH, RESOURCES - b * BATCH) }, (_, i) => ({ resource: { id: `res_${b * BATCH + i}`, ...resourceAt(b * BATCH + i, false) } })))
// As the database returns them: fresh objects (a thread receives a copy anyway).
const fresh = () => batches.map((batch) => structuredClone(batch))

async function measure(name: string, run: (data: ReturnType<typeof fresh>) => Promise<number>) {
  const results: { seconds: number; matches: number; maxBlockMs: number; busy: number }[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const data = fresh()
    const delay = monitorEventLoopDelay({ resolution: 1 })
    delay.enable()
    const started = performance.now()
    const utilization = performance.eventLoopUtilization()
    const matches = await run(data)
    const seconds = (performance.now() - started) / 1000
    const busy = performance.eventLoopUtilization(utilization).utilization
    delay.disable()
    results.push({ seconds, matches, maxBlockMs: delay.max / 1e6, busy })
  }
  const best = results.reduce((a, b) => (b.seconds < a.seconds ? b : a))
  process.stdout.write(`${name}: ${best.seconds.toFixed(2)} s (best of ${ROUNDS}), ${best.matches} matches, event loop busy ${(best.busy * 100).toFixed(0)} % of the time, blocked at most ${best.maxBlockMs.toFixed(0)} ms\n`)
  return best
}

const compiled = EXPRESSIONS.map((e) => {
  const result = compilePolicyExpression(e, 'resource')
  if (!result.ok) throw new Error(result.error.message)
  return result.policy
})

process.stdout.write(`${RESOURCES.toLocaleString('en')} resources, ${EXPRESSIONS.length} policies, batches of ${BATCH}\n`)
const inThread = await measure('in-thread', async (data) => {
  let matches = 0
  for (const batch of data) {
    for (const item of batch) for (const policy of compiled) if (policy.matches(item)) matches++
    await new Promise((resolve) => setImmediate(resolve)) // the old runner awaited the database between batches
  }
  return matches
})

const pool = new PolicyEvaluatorPool()
await pool.evaluate([{ expression: 'true', target: 'resource', severity: 'low', budget: new EvaluationBudget(60_000) }], [batches[0]![0]!]) // start a thread
const inPool = await measure('worker pool', async (data) => {
  const specs = EXPRESSIONS.map((expression) => ({ expression, target: 'resource' as const, severity: 'low', budget: new EvaluationBudget(600_000) }))
  let matches = 0
  // Two batches at a time, as the runner reconciles them.
  for (let b = 0; b < data.length; b += 2) {
    const results = await Promise.all(data.slice(b, b + 2).map((batch) => pool.evaluate(specs, batch)))
    for (const perPolicy of results) for (const m of perPolicy) matches += m.length
  }
  return matches
})
if (inPool.matches !== inThread.matches) throw new Error(`the pool found ${inPool.matches} matches, in-thread ${inThread.matches}`)
process.stdout.write(`worker pool ÷ in-thread: ${(inPool.seconds / inThread.seconds).toFixed(2)}× the wall time; longest event-loop block ${inThread.maxBlockMs.toFixed(0)} ms → ${inPool.maxBlockMs.toFixed(0)} ms\n`)

const hostile = await hostilePreviews()
const row = (name: string, r: typeof inThread) =>
  `| ${name} | ${r.seconds.toFixed(2)} s | ${r.matches.toLocaleString('en')} | ${(r.busy * 100).toFixed(0)} % | ${r.maxBlockMs.toFixed(0)} ms |`
const latencyRow = (name: string, l: Latency) => `| ${name} | ${l.n} | ${l.p50.toFixed(1)} ms | ${l.p99.toFixed(1)} ms | ${l.max.toFixed(1)} ms |`
writeBenchmarks('bench:policies', [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; run as \`npm run bench:policies\`.`,
  '',
  `**Evaluating custom policies** over ${RESOURCES.toLocaleString('en')} synthetic resources in batches of ${BATCH} (${EXPRESSIONS.length} policies: tag rules, a prefix, a list macro, an RE2 \`matches\`), best of ${ROUNDS}:`,
  '',
  '| where | wall time | matches | event loop busy | longest block of the event loop |',
  '|---|---:|---:|---:|---:|',
  row('on the calling thread (as before issue 14)', inThread),
  row('in the worker-thread pool (two batches at a time, as audits run)', inPool),
  '',
  `- pool ÷ in-thread wall time: **${(inPool.seconds / inThread.seconds).toFixed(2)}×** (the pool copies each batch to a thread, and two threads share the cores; what it buys is an event loop that no expression can hold)`,
  '',
  `**Hostile previews against the service** (its own process, PostgreSQL ${hostile.server}; the load from this process): one tenant sends, back to back for ${HOSTILE_SECONDS} s,`,
  `the issue's \`"aaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")\` (42.6 s before issue 14, with /healthz silent throughout) and a list macro quadratic in a`,
  `${LONG_LIST.toLocaleString('en')}-element attribute (within every static limit, so it runs until the ${hostile.deadlineSeconds} s deadline); meanwhile one client calls /healthz and another tenant`,
  'lists its findings, one request at a time:',
  '',
  `| previews | answered | statuses |`,
  '|---|---:|---|',
  `| catastrophic regular expression (RE2; waits its turn behind the tenant's other preview) | ${hostile.regex.n} | ${hostile.regex.statuses} (slowest ${(hostile.regex.slowestMs / 1000).toFixed(1)} s) |`,
  `| quadratic list macro | ${hostile.quadratic.n} | ${hostile.quadratic.statuses} (slowest ${(hostile.quadratic.slowestMs / 1000).toFixed(1)} s) |`,
  '',
  '| while | requests | p50 | p99 | max |',
  '|---|---:|---:|---:|---:|',
  latencyRow('`GET /healthz`, the service idle', hostile.idle.healthz),
  latencyRow('`GET /healthz`, during the hostile previews', hostile.during.healthz),
  latencyRow('another tenant\'s `GET /v1/findings?limit=1`, idle', hostile.idle.findings),
  latencyRow('another tenant\'s `GET /v1/findings?limit=1`, during', hostile.during.findings),
  '',
  `- /healthz p99 during ÷ idle: **${(hostile.during.healthz.p99 / Math.max(hostile.idle.healthz.p99, 0.1)).toFixed(2)}**; max during: **${hostile.during.healthz.max.toFixed(0)} ms** (target: under 100 ms throughout)`,
])
process.exit(0)

async function hostilePreviews() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const schema = 'posture_bench_policies'
  const bench = await benchSchema(serverUrl, schema, 2)
  const { storage } = bench
  const dataDir = mkdtempSync(join(os.tmpdir(), 'posture-bench-policies-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const service = await startServerProcess(port, {
    DATABASE_URL: bench.serviceUrl, DATA_DIR: dataDir, WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'), RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn',
  })
  try {
    const attacker = await createTenant(storage.db, { name: 'Bench attacker', seed: 1, sandboxData: false })
    const attackerToken = (await createToken(storage.db, attacker.id, { scopes: ['policies:read', 'resources:write'] })).token
    const bystander = await createTenant(storage.db, { name: 'Bench bystander', seed: 2 })
    const bystanderToken = (await createToken(storage.db, bystander.id, { scopes: ['findings:read'] })).token
    const list = Array.from({ length: LONG_LIST }, (_, i) => i)
    const imported = await fetch(`${base}/v1/resources/imports`, {
      method: 'POST', headers: { authorization: `Bearer ${attackerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ resources: Array.from({ length: 4 }, (_, i) => ({
        kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `lists-${i}`, external_id: `arn:aws:s3:::lists-${i}`, tags: {}, attributes: { xs: list },
      })) }),
    })
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`)

    const sample = async () => {
      const healthz = latencySampler(`${base}/healthz`)
      const findings = latencySampler(`${base}/v1/findings?limit=1`, bystanderToken)
      return { async stop() { return { healthz: await healthz.stop(), findings: await findings.stop() } } }
    }
    const idleSampler = await sample()
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const idle = await idleSampler.stop()

    const preview = async (expression: string) => {
      const started = performance.now()
      const response = await fetch(`${base}/v1/policies/preview`, {
        method: 'POST', headers: { authorization: `Bearer ${attackerToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ target: 'resource', expression }),
      })
      const body = await response.json() as { error?: { code: string } }
      return { ms: performance.now() - started, status: `${response.status}${body.error ? ` ${body.error.code}` : ''}` }
    }
    const loop = async (expression: string) => {
      const results: Array<{ ms: number; status: string }> = []
      const until = performance.now() + HOSTILE_SECONDS * 1000
      while (performance.now() < until) results.push(await preview(expression))
      const counts = new Map<string, number>()
      for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1)
      return { n: results.length, slowestMs: Math.max(...results.map((r) => r.ms)), statuses: [...counts].map(([s, n]) => `${n}× ${s}`).join(', ') }
    }
    const duringSampler = await sample()
    // Two loops at once: the quadratic one waits for the tenant's previous preview (one at a time per tenant).
    const [regex, quadratic] = await Promise.all([
      loop('"aaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")'),
      loop('resource.attributes.xs.all(a, resource.attributes.xs.exists(b, b == a + 0))'),
    ])
    const during = await duringSampler.stop()
    process.stdout.write(`hostile previews: regex ${regex.statuses}; quadratic ${quadratic.statuses}; /healthz p99 ${idle.healthz.p99.toFixed(1)} → ${during.healthz.p99.toFixed(1)} ms, max ${during.healthz.max.toFixed(1)} ms\n`)
    return { server: bench.version, deadlineSeconds: 10, idle, during, regex, quadratic }
  } finally {
    service.child.kill('SIGTERM')
    await service.exited
    rmSync(dataDir, { recursive: true, force: true })
    await bench.drop()
  }
}
