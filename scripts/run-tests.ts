// The last step of `npm test`: runs each test file on the backends it needs (test/backend-plan.ts says which,
// and why), one `node --test` pass per backend, then prints the ten slowest files of the run. Without
// DATABASE_URL there is one pass, on PGlite, of every file. With it there are two, side by side: PGlite runs
// the files that exercise SQL and the embedded store's own; PostgreSQL runs the SQL files again, the slow
// integration suites and the backend-independent files. Exits non-zero when any pass fails (a failed or
// cancelled test). Files named on the command line run instead of all of them, placed the same way.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { finished } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { findTestFiles, placeTestFiles, type TestPass } from '../test/backend-plan.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const REPORTER = fileURLToPath(new URL('./test-file-durations.mjs', import.meta.url))
/**
 * Test files at a time, per pass. One pass alone runs two on two cores. Side by side (README, "Working on
 * Posture"), PostgreSQL's pass runs two and PGlite's one: PostgreSQL's files spend much of their time waiting
 * (for a subprocess to start, a lease to expire, the server), which the PGlite pass's files, busy on the CPU,
 * fill; three at once keep the two cores busy without stretching any file's waits much.
 */
const ALONE = 2
const SIDE_BY_SIDE: Record<TestPass['backend'], number> = { postgres: 2, pglite: 1 }
/**
 * A file still running after this long hangs: it is cancelled, named, and fails the pass, rather than holding
 * CI to its job limit. Far above the slowest file on a loaded machine; tests themselves wait for events.
 */
const FILE_HANG_MS = 30 * 60_000

interface FileDuration { file: string; ms: number; passed: boolean; failure?: string }
interface PassResult { pass: TestPass; code: number; ms: number; files: FileDuration[] }

const named = process.argv.slice(2)
const files = named.length > 0 ? named.map((file) => relative(ROOT, join(process.cwd(), file))) : findTestFiles(ROOT)
const passes = placeTestFiles(files, { root: ROOT, databaseUrl: process.env.DATABASE_URL })

// A CI job that is stopped stops the passes under way (Ctrl-C reaches the whole process group).
const stopping = new Set<() => void>()
let stopped = false
process.on('SIGTERM', () => { stopped = true; for (const stop of stopping) stop() })

const scratch = mkdtempSync(join(tmpdir(), 'posture-test-run-'))
const started = Date.now()
const cpuBefore = cpuTimes()
let results: PassResult[] = []
try {
  // The last pass (PostgreSQL's, the longer) writes to the terminal as it goes; the other's output is kept
  // in a file and printed when it ends, so that neither pass's lines are cut into the other's.
  results = await Promise.all(passes.map((pass, i) => run(pass, join(scratch, `${pass.backend}.jsonl`),
    passes.length === 1 ? ALONE : SIDE_BY_SIDE[pass.backend], i === passes.length - 1 ? undefined : join(scratch, `${pass.backend}.log`))))
} finally {
  printSummary(results, Date.now() - started, cpuBefore, cpuTimes())
  rmSync(scratch, { recursive: true, force: true })
}
process.exitCode = stopped || results.some(failed) ? 1 : 0

/** A pass fails on a failed or cancelled test, and when a file it was given never reported (it did not run). */
function failed(r: PassResult): boolean {
  return r.code !== 0 || r.files.length < r.pass.files.length
}

async function run(pass: TestPass, durations: string, concurrency: number, logFile?: string): Promise<PassResult> {
  const heading = `\n== ${pass.label}: ${pass.files.length} files, ${concurrency} at a time\n`
  process.stdout.write(logFile ? `${heading.trimEnd()} (its output follows when it ends)\n` : heading)
  const env = { ...process.env }
  if (pass.backend === 'pglite') delete env.DATABASE_URL
  // Set when this runner is itself started from a test (its own test is): node would then run no file at all.
  delete env.NODE_TEST_CONTEXT
  const args = ['--test', '--import', 'tsx', `--test-concurrency=${concurrency}`, `--test-timeout=${FILE_HANG_MS}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${REPORTER}`, `--test-reporter-destination=${durations}`, ...pass.files]
  const passStarted = Date.now()
  const log = logFile ? createWriteStream(logFile) : undefined
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', log ? 'pipe' : 'inherit', 'inherit'] })
  if (log) child.stdout!.pipe(log)
  const stop = () => child.kill('SIGTERM')
  stopping.add(stop)
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal }))
  })
  stopping.delete(stop)
  if (log) {
    await finished(log)
    process.stdout.write(`${heading}${readFileSync(logFile!, 'utf8')}`)
  }
  let lines: string[] = []
  try { lines = readFileSync(durations, 'utf8').split('\n').filter(Boolean) } catch { /* the pass died before its first file */ }
  return { pass, code: code ?? (signal ? 1 : 0), ms: Date.now() - passStarted, files: lines.map((line) => JSON.parse(line) as FileDuration) }
}

interface CpuTimes { children: number; machineBusy: number }

/**
 * CPU time, in ms, from Linux's /proc: of this runner's finished children (every test process and what they
 * started: cutime + cstime of /proc/self/stat), and of the whole machine outside idle and iowait
 * (/proc/stat, PostgreSQL's server included). Their ratio to the run's wall time says how many of the cores
 * the run kept busy, and whether more files at a time would gain anything. Undefined where there is no /proc.
 */
function cpuTimes(): CpuTimes | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    const ticks = 1000 / 100
    const busy = cpu.reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0)
    return { children: (Number(fields[13]) + Number(fields[14])) * ticks, machineBusy: busy * ticks }
  } catch {
    return undefined
  }
}

function printSummary(results: PassResult[], ms: number, before: CpuTimes | undefined, after: CpuTimes | undefined): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)
  const out: string[] = ['', '== Test passes']
  for (const r of results) {
    const failedFiles = r.files.filter((f) => !f.passed).map((f) => relative(ROOT, f.file))
    out.push(`${seconds(r.ms)}  ${r.pass.label}: ${r.files.length} of ${r.pass.files.length} files reported, exit ${r.code}${failed(r) ? ' (failed)' : ''}`
      + (failedFiles.length > 0 ? `; failed: ${failedFiles.join(', ')}` : ''))
  }
  const cores = (key: keyof CpuTimes) => before && after ? ((after[key] - before[key]) / ms).toFixed(2) : '?'
  out.push(`${seconds(ms)}  in all; cores busy: ${cores('children')} in the test processes, ${cores('machineBusy')} on the whole machine (PostgreSQL included)`)
  out.push('', '== Ten slowest test files')
  const all = results.flatMap((r) => r.files.map((f) => ({ ...f, backend: r.pass.backend })))
  for (const f of all.sort((a, b) => b.ms - a.ms).slice(0, 10)) out.push(`${seconds(f.ms)}  ${f.backend.padEnd(8)}  ${relative(ROOT, f.file)}`)
  process.stdout.write(`${out.join('\n')}\n`)
}
