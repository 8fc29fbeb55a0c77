import { checkById } from '../../checks/index.ts'
import type { SnapshotResource } from '../../resources/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { costFindingsWithResources, type Scope } from './repo.ts'
import type { ExecutiveSummary } from './executive-summary-schema.ts'

/**
 * Findings do not store a cost estimate: each cost check estimates the monthly saving of its fix from the
 * resource's attributes (`monthlyWasteUsd`). The report calls it on the resource as the audit's snapshot saw
 * it, so the figure is the audit's, whenever the report is generated. Sums run in cents: exact, whatever the order.
 */
export async function estimateWaste(db: DbOrTx, tenantId: string, scope: Scope, snapshotAt: Date): Promise<ExecutiveSummary['cost']> {
  const byCheck = new Map<string, { findings: number; cents: number }>()
  let findings = 0
  let withoutEstimate = 0
  for await (const batch of costFindingsWithResources(db, tenantId, scope, snapshotAt)) {
    for (const row of batch) {
      findings++
      const estimate = checkById(row.check_id)?.monthlyWasteUsd
      if (!estimate) {
        withoutEstimate++
        continue
      }
      let usd = 0
      try {
        const { resource_id: id, kind, provider, region, name, external_id, tags, attributes } = row
        usd = estimate({ id, kind, provider, region, name, external_id, tags, attributes } as SnapshotResource)
      } catch {
        usd = 0 // estimates read attributes defensively; a throw must not fail the report
      }
      const entry = byCheck.get(row.check_id) ?? { findings: 0, cents: 0 }
      entry.findings++
      entry.cents += Number.isFinite(usd) && usd > 0 ? Math.round(usd * 100) : 0
      byCheck.set(row.check_id, entry)
    }
  }
  const rows = [...byCheck.entries()]
    .map(([checkId, e]) => ({ check_id: checkId, title: checkById(checkId)?.title ?? checkId, findings: e.findings, monthly_usd: e.cents / 100 }))
    .sort((a, b) => b.monthly_usd - a.monthly_usd || a.check_id.localeCompare(b.check_id))
  const totalCents = [...byCheck.values()].reduce((sum, e) => sum + e.cents, 0)
  return { currency: 'USD', estimated_monthly_waste: totalCents / 100, findings, findings_without_estimate: withoutEstimate, by_check: rows }
}
