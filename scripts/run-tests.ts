// The last step of `npm test`: runs each test file on the backends it needs (test/backend-plan.ts says which,
// and why), one `node --test` pass per backend, then prints the ten slowest files of the run. Without
// DATABASE_URL there is one pass, on PGlite, of every file. With it there are two: PGlite runs the files that
// exercise SQL; PostgreSQL runs those again, the slow integration suites and the backend-independent files.
// Exits non-zero when any pass fails (a failed or cancelled test). Files named on the command line run
// instead of all of them, placed the same way.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findTestFiles, placeTestFiles, type TestPass } from '../test/backend-plan.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const REPORTER = fileURLToPath(new URL('./test-file-durations.mjs', import.meta.url))
/** Two files at a time on two cores (see README, "Working on Posture", for why the passes do not overlap). */
const CONCURRENCY = 2
/**
 * A file still running after this long hangs: it is cancelled, named, and fails the pass, rather than holding
 * CI to its job limit. Far above the slowest file on a loaded machine; tests themselves wait for events.
 */
const FILE_HANG_MS = 30 * 60_000

interface FileDuration { file: string; ms: number; passed: boolean; failure?: string }
interface PassResult { pass: TestPass; code: number; ms: number; cpuMs?: number; files: FileDuration[] }

const named = process.argv.slice(2)
const files = named.length > 0 ? named.map((file) => relative(ROOT, join(process.cwd(), file))) : findTestFiles(ROOT)
const passes = placeTestFiles(files, { root: ROOT, databaseUrl: process.env.DATABASE_URL })

// A CI job that is stopped stops the pass under way and starts no other (Ctrl-C reaches the whole process group).
let stopping: (() => void) | undefined
let stopped = false
process.on('SIGTERM', () => { stopped = true; stopping?.() })

const scratch = mkdtempSync(join(tmpdir(), 'posture-test-run-'))
const results: PassResult[] = []
try {
  for (const pass of passes) if (!stopped) results.push(await run(pass, join(scratch, `${pass.backend}.jsonl`)))
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
printSummary(results)
process.exitCode = stopped || results.some(failed) ? 1 : 0

/** A pass fails on a failed or cancelled test, and when a file it was given never reported (it did not run). */
function failed(r: PassResult): boolean {
  return r.code !== 0 || r.files.length < r.pass.files.length
}

function run(pass: TestPass, durations: string): Promise<PassResult> {
  process.stdout.write(`\n== ${pass.label}: ${pass.files.length} files\n`)
  const env = { ...process.env }
  if (pass.backend === 'pglite') delete env.DATABASE_URL
  // Set when this runner is itself started from a test (its own test is): node would then run no file at all.
  delete env.NODE_TEST_CONTEXT
  const args = ['--test', '--import', 'tsx', `--test-concurrency=${CONCURRENCY}`, `--test-timeout=${FILE_HANG_MS}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${REPORTER}`, `--test-reporter-destination=${durations}`, ...pass.files]
  const started = Date.now()
  const cpuBefore = childrenCpuMs()
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] })
  stopping = () => child.kill('SIGTERM')
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      stopping = undefined
      let lines: string[] = []
      try { lines = readFileSync(durations, 'utf8').split('\n').filter(Boolean) } catch { /* the pass died before its first file */ }
      const cpuAfter = childrenCpuMs()
      const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
      resolve({ pass, code: code ?? (signal ? 1 : 0), ms: Date.now() - started, cpuMs, files: lines.map((line) => JSON.parse(line) as FileDuration) })
    })
  })
}

/**
 * CPU time of the finished children (the pass and every test process it waited for), from Linux's
 * /proc/self/stat (cutime + cstime, in 1/100 s): how many of the two cores a pass kept busy, the figure that
 * says whether two passes at once would gain anything. Undefined where there is no /proc.
 */
function childrenCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return undefined
  }
}

function printSummary(results: PassResult[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)
  const out: string[] = ['', '== Test passes']
  for (const r of results) {
    const failedFiles = r.files.filter((f) => !f.passed).map((f) => relative(ROOT, f.file))
    const cores = r.cpuMs === undefined ? '' : `, ${(r.cpuMs / r.ms).toFixed(2)} cores busy`
    out.push(`${seconds(r.ms)}  ${r.pass.label}: ${r.files.length} of ${r.pass.files.length} files reported${cores}, exit ${r.code}${failed(r) ? ' (failed)' : ''}`
      + (failedFiles.length > 0 ? `; failed: ${failedFiles.join(', ')}` : ''))
  }
  out.push('', '== Ten slowest test files')
  const all = results.flatMap((r) => r.files.map((f) => ({ ...f, backend: r.pass.backend })))
  for (const f of all.sort((a, b) => b.ms - a.ms).slice(0, 10)) out.push(`${seconds(f.ms)}  ${f.backend.padEnd(8)}  ${relative(ROOT, f.file)}`)
  process.stdout.write(`${out.join('\n')}\n`)
}
