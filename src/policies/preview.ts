import { activeFindingsWithResources, severityRank, type Dimension, type Severity } from '../findings/index.ts'
import type { Db } from '../platform/db/database.ts'
import { inventorySnapshot } from '../resources/index.ts'
import type { CompiledPolicy } from './expression.ts'
import type { PreviewBody, PreviewResult } from './schemas.ts'

// A timestamp after any row's: the snapshot reader then returns the current inventory.
const CURRENT = new Date('9999-12-31T23:59:59.999Z')

/**
 * Evaluates an unsaved policy against the current inventory (target `resource`) or the current open and
 * accepted findings (target `finding`), counting every match and keeping the first few. Reads only.
 */
export async function previewPolicy(db: Db, tenantId: string, policy: CompiledPolicy, body: PreviewBody): Promise<PreviewResult> {
  const limit = body.limit ?? 20
  const result: PreviewResult = { total: 0, scanned: 0, matches: [] }
  const ref = (r: { id: string; kind: string; provider: string; region: string; name: string; external_id: string }) =>
    ({ id: r.id, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id })

  if (body.target === 'resource') {
    for await (const batch of inventorySnapshot(db, tenantId, CURRENT)) {
      for (const resource of batch) {
        result.scanned++
        if (!policy.matches({ resource })) continue
        if (result.total++ < limit) result.matches.push({ resource: ref(resource), finding: null })
      }
    }
    return result
  }
  for await (const batch of activeFindingsWithResources(db, tenantId)) {
    for (const { finding, resource } of batch) {
      result.scanned++
      if (!policy.matches({ resource, finding })) continue
      if (result.total++ >= limit) continue
      const raise = body.severity && severityRank(body.severity) > severityRank(finding.severity) ? body.severity : null
      result.matches.push({ resource: ref(resource), finding: { ...finding, severity: finding.severity as Severity, dimension: finding.dimension as Dimension, would_raise_to: raise } })
    }
  }
  return result
}
