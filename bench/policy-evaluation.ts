// node --import tsx bench/policy-evaluation.ts: what evaluating custom policies in worker threads costs,
// compared with evaluating them on the calling thread as audits and previews did before issue 14.
// A synthetic estate (BENCH_RESOURCES, default 100,000) in audit-sized batches of 2,000, four policies (the
// README's resource examples and a list macro), each way in turn:
//  - in-thread: compile once, then `matches()` per resource and policy, as the old runner did;
//  - pool: the shared pool of worker threads, one task per batch (all policies), as the runner does now.
// For each: the wall time, the share of it the event loop was busy, and the longest it was blocked
// (monitorEventLoopDelay): in-thread that is a whole batch; with the pool, copying a batch to the thread.
// Nothing is written to BENCHMARKS.md: the figures are quoted in the README's decision 21 discussion.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { EvaluationBudget, PolicyEvaluatorPool } from '../src/policies/evaluator-pool.ts'
import { compilePolicyExpression } from '../src/policies/expression.ts'
import { syntheticEstate } from './synthetic-estate.ts'

const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 100_000)
const BATCH = 2000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
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
process.exit(0)
