import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Which backend each test file runs on (scripts/run-tests.ts reads this; README, "Working on Posture").
//
// - `each-backend`: the file's tests go through SQL, which PGlite and PostgreSQL may answer differently, so CI
//   runs it on both. A file that reaches a database is here unless it is named below: a new file runs on both
//   backends until someone decides otherwise, never on neither.
// - `once`: what the file asserts does not depend on the SQL dialect, so it runs once (in CI, in the
//   PostgreSQL pass). A file that reaches no database is here by itself; the files named in ONCE reach one
//   only as the ground their subject stands on (the SDK, the browser, the CLI's arguments and output).
// - `postgres`: a slow integration suite (several processes, kills, outages); it runs once, on PostgreSQL,
//   first in its pass. Without DATABASE_URL it runs on PGlite (most of them then skip: they need a server).
// - `pglite`: the embedded store's own behaviour (its thread, its driver, its lock file); it runs once, on
//   PGlite, whatever DATABASE_URL says.

export type Placement = 'each-backend' | 'once' | 'postgres' | 'pglite'

/** Files that reach a database but test something no dialect changes. The value says why. */
const ONCE: Record<string, string> = {
  // The SDK and the CLI: their subject is the client, its arguments and output, over the same API.
  'test/sdk.test.ts': 'compiles the SDK and runs its examples',
  'test/sdk-client.test.ts': 'the typed client against the API',
  'test/sdk-examples.test.ts': 'the SDK examples against the API',
  'test/cli-import-findings.test.ts': 'the import command\'s arguments, output and exit codes',
  'test/cli-plan-check.test.ts': 'the plan-check command\'s arguments, output and exit codes',
  'test/cli-listen.test.ts': 'the listen command forwarding webhooks',
  'test/cli-accounts.test.ts': 'the accounts command\'s arguments, output and exit codes',
  'test/cli.test.ts': 'the commands\' arguments, output and exit codes (the embedded store\'s lock: test/cli-embedded-lock.test.ts)',
  // The HTTP layer and the document: headers, routing, body parsing, sockets, the contract.
  'test/cors.test.ts': 'CORS headers',
  'test/method-not-allowed.test.ts': 'routing: 405 with Allow',
  'test/json-input.test.ts': 'body parsing',
  'test/keep-alive-refusals.test.ts': 'what a refused request leaves on its socket',
  'test/prism-proxy.test.ts': 'responses against the OpenAPI document through Prism',
  'test/openapi.test.ts': 'the served document, linted',
  'test/api-compatibility.test.ts': 'the served document against the last release',
  'test/docs.test.ts': 'the README and docs against the code (reads files only)',
  'test/fuzz/schema-values.test.ts': 'the fuzz generators against the document\'s schemas',
  'test/heavy-work-off-loop.test.ts': 'which thread lays out PDFs and runs plan checks',
  'test/sso-discovery.test.ts': 'the outbound address policy of SSO discovery',
  'test/redis-outage.test.ts': 'a hung Redis (the rate limiter\'s store, not the database)',
  'test/log-format.test.ts': 'log lines (its cluster case needs PostgreSQL, where this runs)',
  'test/deprecation.test.ts': 'Deprecation, Sunset and Link headers',
  'test/operations-endpoints.test.ts': 'the probes and /metrics: rate limits, labels, shared scrapes',
  'test/metrics.test.ts': 'the Prometheus exposition of the counters',
  // The rate limiter keeps its counts in memory or Redis, never in the database.
  'test/rate-limit.test.ts': 'the rate limiter (memory or Redis)',
  'test/tenant-rate-limit.test.ts': 'a tenant\'s ceiling across its tokens (memory or Redis)',
  'test/web-rate-limit.test.ts': 'pages under a spent rate limit',
  // Pages, protocols and layout over records the other files test on both backends.
  'test/web-accounts.test.ts': 'the web application\'s sign-in, sessions, CSRF and token pages',
  'test/web-reports.test.ts': 'the web application\'s reports page',
  'test/web-webhooks.test.ts': 'the web application\'s webhooks page',
  'test/web-invites.test.ts': 'the web application\'s invitation pages',
  'test/oauth.test.ts': 'the OAuth 2.0 protocol with a real client library',
  'test/oauth-native-apps.test.ts': 'OAuth for native apps (loopback redirects, PKCE)',
  'test/sso-policy.test.ts': 'the SSO policy\'s clock over a token',
  'test/webhook-filters.test.ts': 'CEL filters, checked when saved and evaluated in JavaScript at fan-out',
  'test/report-pdf.test.ts': 'PDF layout, read back with pdfjs',
  'test/heavy-work.test.ts': 'which thread renders reports and runs plan checks, and their limits',
  // Files that name the database only in passing.
  'src/config.test.ts': 'parses DATABASE_URL as text',
  'test/backend-plan.test.ts': 'this plan and the runner (DATABASE_URL is text in it)',
}

/** The embedded store's own behaviour: once, on PGlite. The value says what. */
const PGLITE: Record<string, string> = {
  'src/platform/db/embedded-store.test.ts': 'the store\'s thread: values, errors and NOTIFY crossing it, a dead thread',
  'src/platform/db/serialized-driver.test.ts': 'the Kysely driver over the one embedded session',
  'test/cli-embedded-lock.test.ts': 'the embedded store\'s lock file against a second process',
}

/** Slow integration suites: once, on PostgreSQL. The value says what they spend their time on. */
const POSTGRES: Record<string, string> = {
  'test/fleet.test.ts': 'four service processes through pgbouncer, 2,000 deliveries (skips on PGlite)',
  'test/chaos-worker-kill.test.ts': 'kills a worker three times mid-audit, mid-report, mid-delivery (skips on PGlite)',
  'test/chaos-database.test.ts': 'freezes and stops PostgreSQL under load (skips on PGlite)',
  'test/chaos-redis.test.ts': 'freezes and kills Redis under two processes (skips on PGlite)',
  'test/audit-crash.test.ts': 'a 20,000-resource audit killed and retried; the slowest file on PGlite (the embedded lock left by a kill is test/cli-embedded-lock.test.ts\'s)',
  'test/cluster.test.ts': 'WORKERS=2 (skips on PGlite)',
  'test/database-outage.test.ts': 'a frozen database (skips on PGlite)',
  'test/idempotency-kill.test.ts': 'kill -9 mid-request (skips on PGlite)',
  'test/idempotency-outage.test.ts': 'a database cut off and frozen behind a TCP proxy',
  'test/roles.test.ts': 'an api and a worker process (skips on PGlite)',
  'test/browser-dashboard.test.ts': 'Chromium',
  'test/browser-docs.test.ts': 'Chromium',
  'test/browser-oauth.test.ts': 'Chromium',
  'test/browser-sso.test.ts': 'Chromium and an OpenID provider',
  'test/browser-suppression.test.ts': 'Chromium',
  'test/browser-triage.test.ts': 'Chromium',
  'test/browser-web.test.ts': 'Chromium',
}

/** What a test file's source shows when it reaches a database: the harness, storage, or a subprocess store. */
const REACHES_DATABASE = /\/(harness|processes|pgbouncer|database)\.ts'|DATABASE_URL/

export interface TestPass {
  backend: 'pglite' | 'postgres'
  /** What the pass holds, for its heading and the summary. */
  label: string
  files: string[]
}

/** Every `*.test.ts` under src/ and test/, relative to `root`, sorted. */
export function findTestFiles(root: string): string[] {
  return ['src', 'test'].flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts')).map((path) => join(dir, path))).sort()
}

export function placementOf(file: string, source: string): Placement {
  if (file in POSTGRES) return 'postgres'
  if (file in PGLITE) return 'pglite'
  if (file in ONCE) return 'once'
  return REACHES_DATABASE.test(source) ? 'each-backend' : 'once'
}

/**
 * The entries that no longer say anything: a file that is gone, or a ONCE entry for a file that reaches no
 * database (it is `once` by itself). `files` is every test file there is.
 */
export function staleEntries(files: string[], sourceOf: (file: string) => string): string[] {
  const known = new Set(files)
  const problems: string[] = []
  for (const file of [...Object.keys(ONCE), ...Object.keys(POSTGRES), ...Object.keys(PGLITE)]) {
    if (!known.has(file)) problems.push(`${file} is in test/backend-plan.ts but is not a test file`)
    else if (file in ONCE && !REACHES_DATABASE.test(sourceOf(file))) problems.push(`${file} reaches no database: it needs no ONCE entry`)
  }
  const lists = { ONCE, POSTGRES, PGLITE }
  for (const [a, b] of [['ONCE', 'POSTGRES'], ['ONCE', 'PGLITE'], ['POSTGRES', 'PGLITE']] as const) {
    for (const file of Object.keys(lists[a])) if (file in lists[b]) problems.push(`${file} is in both ${a} and ${b}`)
  }
  return problems
}

/**
 * The passes that run `files` (paths relative to `root`): one on PGlite of every file without a database
 * URL; with one, the SQL files on PGlite, then on PostgreSQL the slow suites, the SQL files and the rest.
 */
export function placeTestFiles(files: string[], options: { root: string; databaseUrl?: string }): TestPass[] {
  const sourceOf = (file: string) => readFileSync(join(options.root, file), 'utf8')
  const problems = staleEntries(findTestFiles(options.root), sourceOf)
  if (problems.length > 0) throw new Error(`test/backend-plan.ts is out of date:\n  ${problems.join('\n  ')}`)
  const placed = { 'each-backend': [] as string[], once: [] as string[], postgres: [] as string[], pglite: [] as string[] }
  for (const file of files) placed[placementOf(file, sourceOf(file))].push(file)
  const passes: TestPass[] = []
  if (!options.databaseUrl) {
    passes.push({ backend: 'pglite', label: 'PGlite pass (no DATABASE_URL: every file)', files: [...placed.postgres, ...placed['each-backend'], ...placed.pglite, ...placed.once] })
  } else {
    passes.push({ backend: 'pglite', label: 'PGlite pass (the SQL files and the embedded store\'s own)', files: [...placed['each-backend'], ...placed.pglite] })
    passes.push({ backend: 'postgres', label: 'PostgreSQL pass (integration suites, SQL files, backend-independent files)', files: [...placed.postgres, ...placed['each-backend'], ...placed.once] })
  }
  // An empty pass would make `node --test` look for test files by itself.
  return passes.filter((pass) => pass.files.length > 0)
}
