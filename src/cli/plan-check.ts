import type { Command } from 'commander'
import { readFile, stat } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../platform/db/database.ts'
import type { FailOn, PlanCheckRecord } from '../plan-checks/index.ts'
import { apiTarget, callApi } from './api-client.ts'

// `posture plan-check plan.json`: a pipeline step. Exit 0 when the plan passes, 1 when it introduces a finding
// at or above --fail-on, 2 when it could not be checked (usage, an unreadable or refused plan, an unreachable
// service): a pipeline never mistakes "not checked" for "failed the check", nor either for "passed".

const FAIL_ON = ['critical', 'high', 'medium', 'low'] as const
const FORMATS = ['table', 'json', 'sarif'] as const
/** As the API's limit: the file is read whole, as the service would. */
const FILE_LIMIT_BYTES = 32 * 1024 * 1024

interface Options { tenant?: string; url?: string; token?: string; failOn: string; format: string; json?: boolean }
type WithStorage = <T>(run: (storage: { db: Db }) => Promise<T>) => Promise<T>

class UsageError extends Error {}

export function registerPlanCheckCommand(program: Command, withStorage: WithStorage) {
  program.command('plan-check')
    .description('check a Terraform plan (`terraform show -json plan.out`) before applying it; exit 0 passes, 1 fails (a finding at or above --fail-on is introduced), 2 not checked')
    .argument('<file>', 'the JSON of `terraform show -json plan.out`')
    .option('--tenant <id>', 'check against this tenant in the configured storage (DATA_DIR or DATABASE_URL)')
    .option('--url <url>', 'check against a running service instead (default POSTURE_URL)')
    .option('--token <token>', 'API token with audits:write for --url (default POSTURE_TOKEN)')
    .option('--fail-on <severity>', FAIL_ON.join(' | '), 'high')
    .option('--format <format>', FORMATS.join(' | '), 'table')
    .option('--json', 'print the plan check as JSON (same as --format json)')
    // Usage errors exit 2, not commander's 1, which here means "the plan fails".
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
    .action(async (file: string, options: Options) => {
      try {
        const record = await planCheck(file, options, withStorage)
        const format = options.json ? 'json' : options.format
        if (format === 'json') process.stdout.write(`${JSON.stringify(record)}\n`)
        else if (format === 'sarif') process.stdout.write(`${JSON.stringify(await sarifOf(record, file), null, 2)}\n`)
        else process.stdout.write(table(record))
        process.exitCode = record.passed ? 0 : 1
      } catch (error) {
        process.stderr.write(`posture: ${describe(error as Error & { code?: string; path?: string })}\n`)
        process.exitCode = 2
      }
    })
}

async function planCheck(file: string, options: Options, withStorage: WithStorage): Promise<PlanCheckRecord> {
  if (!(FAIL_ON as readonly string[]).includes(options.failOn)) throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}.`)
  if (!(FORMATS as readonly string[]).includes(options.format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}.`)
  if (options.tenant && (options.url || options.token)) throw new UsageError('--tenant checks against the local storage; --url and --token against a service: pass one or the other.')
  const remote = !options.tenant
  if (remote && !options.url && !process.env.POSTURE_URL && !options.token && !process.env.POSTURE_TOKEN) {
    throw new UsageError('Pass --tenant ID to check against the configured storage, or --url and --token (POSTURE_URL, POSTURE_TOKEN) to check against a service.')
  }
  if ((await stat(file)).size > FILE_LIMIT_BYTES) throw new UsageError(`${file} is larger than ${FILE_LIMIT_BYTES / 1024 / 1024} MiB, the most a plan check takes.`)
  let document: unknown
  try { document = JSON.parse(await readFile(file, 'utf8')) } catch (error) {
    if ((error as { code?: string }).code) throw error
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`)
  }
  const failOn = options.failOn as FailOn
  if (!remote) {
    const [{ createPlanChecksService }, { findTenant }] = await Promise.all([import('../plan-checks/index.ts'), import('../tenants/index.ts')])
    return withStorage(async (s) => {
      if (!(await findTenant(s.db, options.tenant!))) throw new UsageError(`No tenant with id '${options.tenant}'.`)
      // Checked here and now, whatever its size: there is no worker to wait for.
      return (await createPlanChecksService(s.db).create(options.tenant!, { document }, failOn, { synchronous: true })).record()
    })
  }
  const target = apiTarget(options, 'audits:write')
  let record = await callApi<PlanCheckRecord>(target, 'POST', `/v1/plan_checks?fail_on=${failOn}`, document)
  // A large plan is checked by a job: poll it.
  while (record.status === 'queued' || record.status === 'running') {
    await sleep(1000)
    record = await callApi<PlanCheckRecord>(target, 'GET', `/v1/plan_checks/${record.id}`)
  }
  if (record.status === 'failed') throw new Error(`plan check ${record.id} failed: ${record.failure_reason ?? 'no reason given'}`)
  return record
}

async function sarifOf(record: PlanCheckRecord, file: string) {
  const [{ planSarif }, { readFileSync }] = await Promise.all([import('../plan-checks/sarif.ts'), import('node:fs')])
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  return planSarif(record, { version, artifact: file })
}

/** Introduced findings as columns, then what is undetermined, then one summary line. */
function table(record: PlanCheckRecord): string {
  const rows = record.introduced.map((f) => [f.severity, f.check_id, f.address, f.title])
  const lines: string[] = []
  if (rows.length > 0) {
    const all = [['SEVERITY', 'CHECK', 'ADDRESS', 'TITLE'], ...rows]
    const widths = [0, 1, 2].map((i) => Math.max(...all.map((r) => r[i]!.length)))
    for (const r of all) lines.push(r.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  '))
  }
  if (record.undetermined.length > 0) {
    lines.push('', 'Undetermined (depends on values known only after apply; does not fail the plan):')
    for (const f of record.undetermined) lines.push(`  ${f.severity}  ${f.check_id}  ${f.address}  ${f.title}`)
  }
  const s = record.summary!
  if (lines.length > 0) lines.push('')
  lines.push(`Plan check ${record.id}: ${record.passed ? 'PASSED' : 'FAILED'} (fail on ${record.fail_on}) — ${s.introduced} introduced, ${s.resolved} resolved, ${s.unchanged} unchanged, ${s.undetermined} undetermined.`)
  return `${lines.join('\n')}\n`
}

const FILE_ERRORS: Record<string, string> = { ENOENT: 'file not found', EACCES: 'permission denied', EISDIR: 'is a directory, not a file' }
const describe = (error: Error & { code?: string; path?: string }) =>
  error.code && error.path && FILE_ERRORS[error.code] ? `${FILE_ERRORS[error.code]}: ${error.path}` : error.message
