// The per-query cost of the embedded store's thread (README decision 85), in one process and one sitting: the
// findings list's first page (51 rows of 14 columns) and a page of 1,000, read BENCH_QUERIES times in turn from
// PGlite called on this thread (as before the decision) and through EmbeddedStore (the store's thread,
// rows copied back by structured clone), each from the same migrated template and BENCH_ROWS findings.
// Prints the mean of each over BENCH_ROUNDS alternating rounds.
import { PGlite } from '@electric-sql/pglite'
import { EmbeddedStore } from '../src/platform/db/embedded-store.ts'
import { loadTemplate } from '../test/helpers/template.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000)
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

const seed = `
  INSERT INTO tenants (id, name) VALUES ('ten_bench', 'Bench');
  INSERT INTO resources (id, tenant_id, kind, provider, region, name, external_id) VALUES ('res_bench', 'ten_bench', 'bucket', 'aws', 'eu-west-1', 'bench', 'arn:aws:s3:::bench');
  INSERT INTO audits (id, tenant_id, status, trigger) VALUES ('aud_bench', 'ten_bench', 'completed', 'api');
  INSERT INTO findings (id, tenant_id, check_id, audit_id, resource_id, severity, dimension, status, title, description, remediation, detected_at, first_seen_at, last_seen_at)
    SELECT 'fnd_' || md5(i::text), 'ten_bench', 'sec.bench_' || i, 'aud_bench', 'res_bench', 'high', 'security', 'open', 'Bench finding ' || i,
      'A realistic description of a problem found on a resource, long enough to matter.', 'Remediation steps that tell the reader what to change.', ts, ts, ts
    FROM generate_series(1, ${ROWS}) AS i, LATERAL (SELECT timestamptz '2026-01-01' + (i * interval '1 second') AS ts) t;
  ANALYZE findings;`
const page = (limit: number) => `SELECT * FROM findings WHERE tenant_id = $1 ORDER BY detected_at DESC, id DESC LIMIT ${limit}`

type Query = (sql: string, params: unknown[]) => Promise<unknown>
async function meanMs(query: Query, limit: number): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < QUERIES; i++) await query(page(limit), ['ten_bench'])
  return (performance.now() - started) / QUERIES
}

const direct = new PGlite('memory://', { loadDataDir: await loadTemplate() })
const threaded = await EmbeddedStore.open({ loadDataDir: await loadTemplate() })
await direct.exec(seed)
await threaded.exec(seed)
const ways: [string, Query][] = [['PGlite on this thread', (sql, p) => direct.query(sql, p)], ['EmbeddedStore (its thread)', (sql, p) => threaded.query(sql, p)]]
for (const limit of [51, 1000]) {
  const means = new Map<string, number[]>()
  for (const [, query] of ways) await meanMs(query, limit) // warm up
  for (let round = 0; round < ROUNDS; round++) for (const [name, query] of ways) means.set(name, [...(means.get(name) ?? []), await meanMs(query, limit)])
  const line = [...means].map(([name, values]) => `${name} ${(values.reduce((a, b) => a + b) / values.length).toFixed(3)} ms`).join(', ')
  process.stdout.write(`${limit} rows a query, mean of ${ROUNDS} × ${QUERIES}: ${line}\n`)
}
await direct.close()
await threaded.close()
