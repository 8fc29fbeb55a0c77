import { readFileSync } from 'node:fs'
import { Command, Help, InvalidArgumentError } from 'commander'
import { COMPLIANCE_FRAMEWORKS } from '../checks/index.ts'
import { loadConfig, sealingKeySource } from '../config.ts'
import { REPORT_FORMATS, REPORT_TYPES } from '../reports/schemas.ts'
import { registerEventCommands } from './listen.ts'
import { registerImportFindingsCommand } from './import-findings.ts'
import { registerPlanCheckCommand } from './plan-check.ts'
import { registerAccountCommands } from './accounts.ts'

// Each command loads what it needs when it runs: `posture --help` (or a typo) does not load the server, the
// database drivers, the PDF renderer… (issue 15: start-up under half a second).
// The importer's formats, restated so that --help need not load the importer (the compiler keeps them equal).
const IMPORT_FORMATS = ['resources', 'terraform'] as const satisfies typeof import('../resources/index.ts').IMPORT_FORMATS

// `posture`: operator commands. With --json a command prints exactly one JSON object on stdout.
// The package's version, from src/cli or dist/cli alike (both two levels below package.json).
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
const program = new Command('posture')
  .description('Posture: cloud posture findings service')
  .version(version, '-V, --version', 'print the version and exit')
  .showHelpAfterError()
  // Required options say so in --help (commander checks them, and names a missing one, but does not mark them).
  .configureHelp({ optionDescription: (option) => `${option.mandatory ? '(required) ' : ''}${new Help().optionDescription(option)}` })

const positiveInt = (value: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1')
  return n
}

type ConfiguredStorage = Awaited<ReturnType<typeof import('../platform/db/open-configured.ts')['openConfiguredStorage']>>

async function withStorage<T>(run: (storage: ConfiguredStorage) => Promise<T>): Promise<T> {
  const { openConfiguredStorage } = await import('../platform/db/open-configured.ts')
  // Commands write events and create tenants: their subscribers and the sandbox seeder are wired first.
  const { composeRooms } = await import('../composition.ts')
  composeRooms()
  const storage = await openConfiguredStorage(loadConfig())
  try {
    return await run(storage)
  } finally {
    await storage.close()
  }
}

const print = (json: boolean | undefined, object: unknown, text: string) =>
  process.stdout.write(json ? `${JSON.stringify(object)}\n` : `${text}\n`)

program.command('serve')
  .description('run the API server (PORT, HOST, DATA_DIR or DATABASE_URL from the environment)')
  .option('--workers <n>', 'API processes on this machine (default WORKERS, else 1); more than one needs DATABASE_URL')
  .option('--role <role>', 'all (default, ROLE), api (HTTP, no consumers) or worker (consumers, and only /healthz and /readyz)')
  .action(async (options: { workers?: string; role?: string }) => {
    const { run } = await import('../main.ts')
    const { loadConfig } = await import('../config.ts')
    await run(loadConfig({ ...process.env, ...(options.workers ? { WORKERS: options.workers } : {}), ...(options.role ? { ROLE: options.role } : {}) }))
  })

program.command('migrate')
  .description('apply pending database migrations')
  .option('--json', 'print JSON')
  .action(async (options: { json?: boolean }) => {
    const applied = await withStorage(async (s) => s.migrations)
    print(options.json, { applied }, applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
  })

program.command('secrets-key')
  .description('the key that seals webhook signing secrets and SSO client secrets (kept outside the database)')
  .command('rotate')
  .description('re-seal every secret under a new key; stop every server of this database first. With a key file, the new key replaces it; with WEBHOOK_SECRETS_KEY, pass the new key with --to and set it afterwards')
  .option('--to <base64>', 'the new key, 32 bytes in base64 (required when the key comes from WEBHOOK_SECRETS_KEY)')
  .option('--json', 'print JSON')
  .action(async (options: { to?: string; json?: boolean }) => {
    const { rotateSealingKey } = await import('../platform/sealing-key/index.ts')
    const config = loadConfig()
    const source = sealingKeySource(config)
    const rotated = await withStorage((s) => rotateSealingKey(s.db, source, options.to))
    print(options.json, { rotated: true, resealed: rotated.resealed, key: rotated.source === 'file' ? source.keyFile : 'WEBHOOK_SECRETS_KEY' },
      rotated.source === 'file'
        ? `Re-sealed ${rotated.resealed} secret(s); the new key is in ${source.keyFile}. Back it up in place of the old one.`
        : `Re-sealed ${rotated.resealed} secret(s) under the new key: set WEBHOOK_SECRETS_KEY to it before starting the servers.`)
  })

const tenant = program.command('tenant').description('manage tenants')
tenant.command('create')
  .description('create a tenant in sandbox mode, seeded with synthetic findings')
  .requiredOption('--name <name>', 'display name')
  .option('--json', 'print JSON')
  .action(async (options: { name: string; json?: boolean }) => {
    const { createTenant } = await import('../tenants/index.ts')
    const created = await withStorage((s) => createTenant(s.db, { name: options.name, seed: loadConfig().SANDBOX_SEED }))
    print(options.json, { id: created.id, name: created.name, mode: created.mode },
      `Created tenant ${created.id} (${created.name}) in sandbox mode.`)
  })

tenant.command('grant-production')
  .description('move a sandbox tenant to production: its synthetic data is removed; members, tokens, apps, webhooks and policies stay')
  .argument('<id>', 'tenant id (ten_…)')
  .option('--json', 'print JSON')
  .action(async (id: string, options: { json?: boolean }) => {
    const { grantProduction } = await import('../tenants/index.ts')
    const outcome = await withStorage((s) => grantProduction(s.db, id))
    if (outcome === 'unknown') throw new Error(`No tenant with id '${id}'.`)
    print(options.json, { id, mode: 'production', changed: outcome === 'granted' },
      outcome === 'granted' ? `Tenant ${id} is now in production; its sandbox data was removed.` : `Tenant ${id} was already in production.`)
  })

tenant.command('stop-sso-enforcement')
  .description('break glass: members of the tenant sign in with passwords again (the identity provider stays configured)')
  .argument('<id>', 'tenant id (ten_…)')
  .option('--json', 'print JSON')
  .action(async (id: string, options: { json?: boolean }) => {
    const { stopEnforcement } = await import('../sso/index.ts')
    const outcome = await withStorage((s) => stopEnforcement(s.db, id))
    if (outcome === 'unknown') throw new Error(`No tenant with id '${id}'.`)
    print(options.json, { id, sso_enforced: false, changed: outcome === 'stopped' },
      outcome === 'stopped' ? `Tenant ${id} no longer enforces SSO; its members may sign in with their passwords.` : `Tenant ${id} did not enforce SSO.`)
  })

const token = program.command('token').description('manage personal access tokens')
token.command('create')
  .description('create a personal access token; the secret is printed once')
  .requiredOption('--tenant <id>', 'tenant id (ten_…)')
  .requiredOption('--scopes <list>', 'comma-separated scopes, e.g. findings:read,resources:read')
  .option('--name <name>', 'label shown in token lists', 'CLI token')
  .option('--expires-in-days <days>', 'expiry in days (default: never)', positiveInt)
  .option('--json', 'print JSON')
  .action(async (options: { tenant: string; scopes: string; name: string; expiresInDays?: number; json?: boolean }) => {
    const { createToken, findTenant } = await import('../tenants/index.ts')
    const { recordAudit } = await import('../audit-log/index.ts')
    const created = await withStorage(async (s) => {
      if (!(await findTenant(s.db, options.tenant))) throw new Error(`No tenant with id '${options.tenant}'.`)
      const scopes = options.scopes.split(',').map((x) => x.trim()).filter(Boolean)
      const made = await createToken(s.db, options.tenant, { name: options.name, scopes, expiresInDays: options.expiresInDays })
      await recordAudit(s.db, options.tenant, 'operator', 'token.created', { token_id: made.id, name: made.name, scopes: made.scopes, expires_at: made.expires_at })
      return made
    })
    print(options.json, { id: created.id, token: created.token, scopes: created.scopes, tenant_id: created.tenant_id, expires_at: created.expires_at },
      `Created ${created.id} for ${created.tenant_id} with scopes ${created.scopes.join(', ')}.\n` +
      `Token (shown only once):\n\n  ${created.token}\n`)
  })
token.command('revoke')
  .description('revoke a personal access token by id (pat_…)')
  .argument('<id>', 'token id')
  .option('--json', 'print JSON')
  .action(async (id: string, options: { json?: boolean }) => {
    const { findTokenById, revokeTokenById } = await import('../tenants/index.ts')
    const { recordAudit } = await import('../audit-log/index.ts')
    const revoked = await withStorage(async (s) => {
      const row = await revokeTokenById(s.db, id, new Date())
      if (row) {
        await recordAudit(s.db, row.tenant_id, 'operator', 'token.revoked', { token_id: row.id })
        return row
      }
      if (await findTokenById(s.db, id)) throw new Error(`Token ${id} is already revoked.`)
      throw new Error(`No token with id '${id}'.`)
    })
    print(options.json, { id: revoked.id, tenant_id: revoked.tenant_id, revoked_at: revoked.revoked_at?.toISOString() },
      `Revoked ${revoked.id}. API processes stop accepting it within 5 seconds.`)
  })

program.command('import')
  .description('import an inventory file (resources JSON or `terraform show -json` output) into a tenant')
  .argument('<file>', 'path to the JSON document')
  .requiredOption('--tenant <id>', 'tenant id (ten_…)')
  .option('--format <format>', 'resources | terraform', 'resources')
  .option('--source <name>', 'the source the file describes: its resources become that source\'s')
  .option('--complete', 'the file is the whole source: remove the source\'s resources it does not contain (needs --source)')
  .option('--allow-empty', 'with --complete: a file without resources removes the whole source')
  .option('--json', 'print JSON')
  .action(async (file: string, options: { tenant: string; format: string; source?: string; complete?: boolean; allowEmpty?: boolean; json?: boolean }) => {
    if (!(IMPORT_FORMATS as readonly string[]).includes(options.format)) throw new Error(`--format must be one of ${IMPORT_FORMATS.join(', ')}.`)
    const [{ importInventory, SOURCE_NAME, RESERVED_SOURCE_PREFIX }, { findTenant }, { SingleBar, Presets }, { createReadStream }, { stat }] = await Promise.all([
      import('../resources/index.ts'), import('../tenants/index.ts'), import('cli-progress'), import('node:fs'), import('node:fs/promises'),
    ])
    if (options.source !== undefined && (!new RegExp(`^${SOURCE_NAME}$`).test(options.source) || options.source.startsWith(RESERVED_SOURCE_PREFIX))) {
      throw new Error(`--source must be 1–128 letters, digits and . _ : / @ + - starting with a letter or digit, and not start with '${RESERVED_SOURCE_PREFIX}'.`)
    }
    if (options.complete && options.source === undefined) throw new Error('--complete needs --source: it removes the resources of that source the file does not contain.')
    if (options.allowEmpty && !options.complete) throw new Error('--allow-empty applies with --complete only.')
    const size = (await stat(file)).size
    const result = await withStorage(async (s) => {
      if (!(await findTenant(s.db, options.tenant))) throw new Error(`No tenant with id '${options.tenant}'.`)
      // Progress by bytes read, the one measure known before parsing ends; on stderr (and only on a terminal),
      // so --json output stays clean.
      const bar = new SingleBar({ format: 'importing [{bar}] {percentage}% | {value}/{total} KiB', stream: process.stderr, hideCursor: true }, Presets.shades_classic)
      const kib = (n: number) => Math.ceil(n / 1024)
      bar.start(kib(size), 0)
      const body = createReadStream(file)
      body.on('data', () => bar.update(kib(body.bytesRead)))
      try {
        return await importInventory(s.db, options.tenant, body, options.format as (typeof IMPORT_FORMATS)[number], undefined,
          { source: options.source ?? null, complete: options.complete ?? false, allowEmpty: options.allowEmpty ?? false })
      } finally {
        bar.update(kib(body.bytesRead))
        bar.stop()
      }
    })
    print(options.json, result, [
      `Imported ${file}: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped} skipped` +
        (result.other ? `, ${result.other} of types the checks do not model (kind other)` : '') +
        (options.complete ? `, ${result.removed} removed from source ${options.source}` : '') + '.',
      ...(result.removal_withheld ? [`  nothing removed: ${result.removal_withheld}`] : []),
      ...result.errors.slice(0, 20).map((e) => `  item ${e.index}${e.ref ? ` (${e.ref})` : ''}: ${e.message}`),
    ].join('\n'))
  })

const report = program.command('report').description('generate reports')
report.command('create')
  .description('generate a report now (in this process) and write it to a file; an operator command, outside the hourly budget')
  .requiredOption('--tenant <id>', 'tenant id (ten_…)')
  .requiredOption('--type <type>', REPORT_TYPES.join(' | '))
  .requiredOption('--format <format>', REPORT_FORMATS.join(' | '))
  .requiredOption('--out <file>', 'where to write the PDF or JSON')
  .option('--audit <id>', 'a completed audit (default: the latest)')
  .option('--framework <framework>', `for compliance_evidence: ${COMPLIANCE_FRAMEWORKS.join(' | ')}`)
  .option('--filters <json>', 'findings filters as JSON, e.g. \'{"severity":["critical","high"]}\'')
  .option('--json', 'print JSON')
  .action(async (options: { tenant: string; type: string; format: string; out: string; audit?: string; framework?: string; filters?: string; json?: boolean }) => {
    const [{ Value }, { writeFile }, { SingleBar, Presets }, { CursorCodec }, { instanceSecret }, reports, { findTenant }] = await Promise.all([
      import('typebox/value'), import('node:fs/promises'), import('cli-progress'), import('../platform/http/cursor.ts'),
      import('../platform/db/instance-settings.ts'), import('../reports/index.ts'), import('../tenants/index.ts'),
    ])
    const { createReportsService, CreateReportBody, REPORT_STEPS, reportContent, runReportJobNow } = reports
    let filters: unknown
    if (options.filters !== undefined) {
      try { filters = JSON.parse(options.filters) } catch { throw new Error('--filters is not valid JSON.') }
    }
    const body = {
      type: options.type, format: options.format,
      ...(options.audit ? { audit_id: options.audit } : {}), ...(options.framework ? { framework: options.framework } : {}), ...(filters !== undefined ? { filters } : {}),
    }
    // The API's schema, so the CLI refuses exactly what the API refuses.
    const problem = Value.Errors(CreateReportBody, body)[0]
    if (problem) throw new Error(`Invalid report request: ${problem.instancePath || '/'} ${problem.message}.`)
    const result = await withStorage(async (s) => {
      if (!(await findTenant(s.db, options.tenant))) throw new Error(`No tenant with id '${options.tenant}'.`)
      const service = createReportsService(s.db, new CursorCodec(await instanceSecret(s.db, 'cursor_signing_key')))
      const { report: created, jobId } = await service.create(options.tenant, body as import("../reports/index.ts").CreateReportBody, undefined, async () => {})
      // Progress by step (reading the audit, rendering, storing) on stderr, only on a terminal: --json stays clean.
      const bar = new SingleBar({ format: 'generating [{bar}] {step}', stream: process.stderr, hideCursor: true }, Presets.shades_classic)
      bar.start(REPORT_STEPS.length, 0, { step: 'queued' })
      try {
        await runReportJobNow(s.db, jobId!, (step) => bar.update(REPORT_STEPS.indexOf(step) + 1, { step }))
      } finally {
        bar.stop()
      }
      const content = await reportContent(s.db, options.tenant, created.id)
      if (!content) throw new Error(`Report ${created.id} was not generated.`)
      await writeFile(options.out, content)
      return { id: created.id, status: 'ready', type: created.type, format: created.format, audit_id: created.audit_id, bytes: content.length, out: options.out }
    })
    print(options.json, result, `Report ${result.id} (${result.type}, ${result.format}, audit ${result.audit_id}) written to ${result.out} (${result.bytes.toLocaleString('en-US')} bytes).`)
  })

// listen and trigger: HTTP clients of a running service, not of the database (decision 51).
registerEventCommands(program)
registerImportFindingsCommand(program, withStorage)
registerPlanCheckCommand(program, withStorage)
registerAccountCommands(program, withStorage)

// A file the operator named is reported by its path in words, not by the system call that failed.
const FILE_ERRORS: Record<string, string> = { ENOENT: 'file not found', EACCES: 'permission denied', EISDIR: 'is a directory, not a file', ENOTDIR: 'not a directory' }
const describe = (error: Error & { code?: string; path?: string }) =>
  error.code && error.path && FILE_ERRORS[error.code] ? `${FILE_ERRORS[error.code]}: ${error.path}` : error.message

program.parseAsync(process.argv).catch((error: Error) => {
  process.stderr.write(`posture: ${describe(error)}\n`)
  process.exit(1)
})
