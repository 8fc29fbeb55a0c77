import type { Db } from '../../platform/db/database.ts'
import type { CursorPosition } from '../../platform/http/cursor.ts'
import * as repo from '../repo.ts'
import type { presentFinding } from '../service.ts'
import { csvHeader, csvRow } from './csv.ts'
import type { Provider } from '../../resources/index.ts'
import { toOcsf, type ComplianceReferences } from './ocsf.ts'

const BATCH = 1000

export interface ExportOptions {
  format: 'csv' | 'ocsf'
  /** The standards and requirements a finding of this check evidences on a resource of this cloud. */
  complianceFor: (checkId: string, provider: Provider) => ComplianceReferences | undefined
  productVersion: string
  present: typeof presentFinding
  /** The instant SLA states are taken at, the same for every row. */
  now: Date
}

/**
 * Every finding matching the filters, as text chunks: one keyset batch in memory at a time, whatever the
 * total. CSV starts with its header; OCSF is JSON Lines, one event per line.
 */
export async function* exportFindings(db: Db, tenantId: string, filter: repo.FindingFilter, options: ExportOptions): AsyncGenerator<string> {
  if (options.format === 'csv') yield csvHeader()
  let after: CursorPosition | undefined
  for (;;) {
    const rows = await repo.listFindings(db, tenantId, filter, after, BATCH, options.now)
    if (rows.length === 0) return
    const resources = new Map((await repo.resourcesOf(db, tenantId, [...new Set(rows.map((r) => r.resource_id))])).map((r) => [r.id, r]))
    let chunk = ''
    for (const row of rows) {
      const finding = options.present(row, options.now)
      const resource = resources.get(row.resource_id)
      if (options.format === 'csv') {
        chunk += csvRow(finding, resource as never)
      } else if (resource) {
        chunk += JSON.stringify(toOcsf(finding, resource as never, options.complianceFor(row.check_id, resource.provider as Provider), { productVersion: options.productVersion })) + '\n'
      }
    }
    yield chunk
    if (rows.length < BATCH) return
    const last = rows[rows.length - 1]!
    after = { at: last.detected_at, id: last.id }
  }
}
