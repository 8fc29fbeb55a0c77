// npm run fuzz -- --requests 20000: the hostile-input suite of test/fuzz-openapi.test.ts, run long. A fresh
// database (PGlite, or a new schema on DATABASE_URL), the two-workspace fixture, then the requests, each
// judged against the served OpenAPI document. Prints the counts (requests, operations covered, statuses seen
// per operation) and every failure grouped with the request that showed it and how to replay it; exits 1 if
// any failed. --seed replays a run; --only narrows it to operations ("GET /v1/findings,POST /oauth/token").
// The systematic sweep of the test suite runs first (--no-sweep skips it).
import { randomInt } from 'node:crypto'
import { Command, InvalidArgumentError } from 'commander'
import { BACKEND } from '../test/helpers/harness.ts'
import { startFuzzFixture } from '../test/fuzz/fuzz-fixture.ts'
import { formatReport } from '../test/fuzz/fuzz-report.ts'
import { runFuzz } from '../test/fuzz/fuzz-run.ts'

const integer = (value: string) => {
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 0) throw new InvalidArgumentError('expected a non-negative integer')
  return n
}

const options = new Command('fuzz')
  .option('--requests <n>', 'requests in all, spread evenly over the operations', integer, 20_000)
  .option('--seed <n>', 'seed to replay (default: a random one, printed)', integer)
  .option('--transport <mode>', 'inject (in-process), http (a listening socket) or mixed', 'mixed')
  .option('--store-checks <percent>', 'percentage of writes whose refusal is checked against a store snapshot', integer, 10)
  .option('--only <operations>', 'comma-separated operation keys, e.g. "GET /v1/findings"')
  .option('--no-sweep', 'skip the systematic sweep (every parameter and field × each known hostile class) sent first')
  .parse()
  .opts<{ requests: number; seed?: number; transport: string; storeChecks: number; only?: string; sweep?: boolean }>()

if (!['inject', 'http', 'mixed'].includes(options.transport)) throw new InvalidArgumentError('--transport must be inject, http or mixed')
const seed = options.seed ?? randomInt(1, 2 ** 31 - 1)
const log = (message: string) => process.stdout.write(`${message}\n`)

log(`fuzz: ${options.requests} requests, seed ${seed} (replay with --seed ${seed}), ${BACKEND}, transport ${options.transport}`)
const started = Date.now()
const fx = await startFuzzFixture()
log(`fixture ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${fx.operations.length} operations in the document`)
try {
  const only = options.only?.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = only?.filter((key) => !fx.operations.some((op) => op.key === key)) ?? []
  if (unknown.length > 0) throw new InvalidArgumentError(`not operations of the document: ${unknown.join(', ')}`)
  const report = await runFuzz(fx, {
    seed, requests: options.requests, transport: options.transport as 'mixed', storeCheckPercent: options.storeChecks,
    ...(only ? { only } : {}), sweep: options.sweep ?? true, batchSize: 100,
    onBatch: (done, total) => { if (done % 1000 === 0 || done === total) log(`  ${done}/${total} (${((Date.now() - started) / 1000).toFixed(0)} s)`) },
  })
  log(formatReport(report, BACKEND))
  process.exitCode = report.failures.length > 0 ? 1 : 0
} finally {
  await fx.close()
}
