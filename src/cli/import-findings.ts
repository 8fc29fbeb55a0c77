import type { Command } from 'commander'
import type { Db } from '../platform/db/database.ts'

// `posture import-findings FILE`: another scanner's output into a tenant's findings (issue 20). With --tenant it
// opens the configured database, as `posture import` does; with --url/--token (or POSTURE_URL/POSTURE_TOKEN and no
// --tenant) it streams the file to a running service's POST /v1/findings/imports. Either way the file is read
// as a stream, with progress by bytes read on stderr (on a terminal only), so --json stays clean.

// Restated so that --help need not load the importer (the compiler keeps them equal).
const FORMATS = ['ocsf', 'sarif', 'asff', 'trivy', 'checkov'] as const satisfies typeof import('../ingestion/index.ts').INGEST_FORMATS

interface Options { tenant?: string; format?: string; label?: string; url?: string; token?: string; json?: boolean }
type WithStorage = <T>(run: (storage: { db: Db }) => Promise<T>) => Promise<T>
type ImportRecord = import('../finding-imports/index.ts').FindingImportRecord

export function registerImportFindingsCommand(program: Command, withStorage: WithStorage) {
  program.command('import-findings')
    .description('import another scanner\'s findings (Prowler OCSF, SARIF, Security Hub ASFF, Trivy or Checkov JSON) into a tenant')
    .argument('<file>', 'the scanner\'s output file')
    .option('--tenant <id>', 'tenant id (ten_…): import into the configured database (DATA_DIR or DATABASE_URL)')
    .option('--format <format>', `${FORMATS.join(' | ')} (default: detected from the file)`)
    .option('--label <label>', 'narrows the scope to the tool plus this label (a repository, an account): findings of that scope the file no longer reports are resolved')
    .option('--url <url>', 'without --tenant: the service (default POSTURE_URL, else http://127.0.0.1:8080)')
    .option('--token <token>', 'without --tenant: a token with findings:write (default POSTURE_TOKEN)')
    .option('--json', 'print JSON')
    .action(async (file: string, options: Options) => {
      if (options.format !== undefined && !(FORMATS as readonly string[]).includes(options.format)) throw new Error(`--format must be one of ${FORMATS.join(', ')}.`)
      if (options.tenant && (options.url || options.token)) throw new Error('Pass either --tenant (this machine\'s database) or --url/--token (a running service), not both.')
      const record = options.tenant ? await importLocally(file, options, withStorage) : await importRemotely(file, options)
      const c = record.counts
      const skipped = Object.entries(record.skipped).filter(([, n]) => n > 0).map(([reason, n]) => `${n} ${reason}`).join(', ')
      const text = [
        `Imported ${file} (${record.format}${record.detected ? ', detected' : ''}; ${record.tools.map((t) => `${t.name}${t.version ? ` ${t.version}` : ''}`).join(', ') || 'no tool'}) as ${record.id}:`,
        `  ${c.received} entries: ${c.created} created, ${c.reopened} reopened, ${c.updated} updated, ${c.unchanged} unchanged, ${c.duplicates} duplicates, ${c.rejected} rejected${skipped ? `, skipped ${skipped}` : ''}`,
        `  ${c.resolved} resolved in ${record.scopes.join(', ') || 'no scope'}; resources: ${c.resources_matched} matched, ${c.resources_created} created`,
        ...record.rejections.slice(0, 20).map((r) => `  entry ${r.index}: ${r.reason}`),
      ]
      process.stdout.write(options.json ? `${JSON.stringify(record)}\n` : `${text.join('\n')}\n`)
    })
}

/** A progress bar over the file's bytes, on stderr and only on a terminal; counted as the reader takes them. */
async function withProgress<T>(file: string, run: (body: import('node:stream').Readable) => Promise<T>): Promise<T> {
  const [{ SingleBar, Presets }, { createReadStream }, { stat }, { Transform }] = await Promise.all([
    import('cli-progress'), import('node:fs'), import('node:fs/promises'), import('node:stream'),
  ])
  const size = (await stat(file)).size
  const bar = new SingleBar({ format: 'importing [{bar}] {percentage}% | {value}/{total} KiB', stream: process.stderr, hideCursor: true }, Presets.shades_classic)
  const kib = (n: number) => Math.ceil(n / 1024)
  let read = 0
  bar.start(kib(size), 0)
  const source = createReadStream(file)
  const body = source.pipe(new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length
      bar.update(kib(read))
      done(null, chunk)
    },
  }))
  source.on('error', (error) => body.destroy(error))
  try {
    return await run(body)
  } finally {
    bar.stop()
  }
}

async function importLocally(file: string, options: Options, withStorage: WithStorage): Promise<ImportRecord> {
  const [{ createFindingImportsService }, { findTenant }, { CursorCodec }, { IngestError }] = await Promise.all([
    import('../finding-imports/index.ts'), import('../tenants/index.ts'), import('../platform/http/cursor.ts'), import('../ingestion/index.ts'),
  ])
  return withStorage(async (s) => {
    if (!(await findTenant(s.db, options.tenant!))) throw new Error(`No tenant with id '${options.tenant}'.`)
    // Only get() and create() are used: no cursor is signed, so any key does.
    const service = createFindingImportsService(s.db, new CursorCodec(Buffer.alloc(32)))
    return withProgress(file, async (body) => {
      try {
        return await service.create(options.tenant!, body, { format: options.format as (typeof FORMATS)[number] | undefined, label: options.label })
      } catch (error) {
        if (!(error instanceof IngestError)) throw error
        const tried = error.tried.map((t) => `\n  ${t.format}: ${t.reason}`).join('')
        throw new Error(`${file} is not an import: ${error.message}${tried}`)
      }
    })
  })
}

async function importRemotely(file: string, options: Options): Promise<ImportRecord> {
  const { apiTarget, ApiUnavailable, networkReason, readAnswer } = await import('./api-client.ts')
  const target = apiTarget(options, 'findings:write')
  const query = new URLSearchParams()
  if (options.format) query.set('format', options.format)
  if (options.label) query.set('label', options.label)
  const path = `/v1/findings/imports${query.size ? `?${query}` : ''}`
  const { stat } = await import('node:fs/promises')
  const size = (await stat(file)).size
  return withProgress(file, async (body) => {
    let response: Response
    try {
      response = await fetch(`${target.url}${path}`, {
        method: 'POST', body: body as unknown as BodyInit, duplex: 'half',
        headers: { authorization: `Bearer ${target.token}`, accept: 'application/json', 'content-type': 'application/json', 'content-length': String(size) },
      } as RequestInit)
    } catch (error) {
      throw new ApiUnavailable(`cannot reach ${target.url}: ${networkReason(error)}`)
    }
    return readAnswer<ImportRecord>(target, 'POST', path, response)
  })
}
