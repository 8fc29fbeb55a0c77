import { checkById } from '../../checks/index.ts'
import type { Dimension, Severity } from '../../findings/index.ts'
import { slaStatusOf } from '../../findings/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Provider, ResourceKind } from '../../resources/index.ts'
import { documentHeader, type ReportContext } from './context.ts'
import { remediationSteps } from './controls.ts'
import { checkEffort, EFFORT_HINTS } from './effort.ts'
import { affectedResources, checkGroups, distinctResources, overdueFindings, ownerGroups, ownerItems, type AffectedRow, type DueRow } from './repo.ts'
import { FINDINGS_PER_OWNER, OVERDUE_LISTED, RESOURCES_PER_GROUP, type RemediationPlan } from './remediation-plan-schema.ts'

export const presentAffected = (row: AffectedRow) => ({
  finding_id: row.finding_id, resource_id: row.resource_id, name: row.name, external_id: row.external_id,
  kind: row.kind as ResourceKind, provider: row.provider as Provider, region: row.region,
  severity: row.severity as Severity, first_seen_at: row.first_seen_at.toISOString(),
})

/** Groups the capped rows of `affectedResources` by their group key (rows arrive ordered by it). */
export function byGroup<T>(rows: AffectedRow[], present: (row: AffectedRow) => T): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const list = groups.get(row.group_key)
    if (list) list.push(present(row))
    else groups.set(row.group_key, [present(row)])
  }
  return groups
}

const presentDue = (at: Date) => (row: DueRow) => ({
  finding_id: row.finding_id, title: row.title, check_id: row.check_id, severity: row.severity as Severity, status: row.status as 'open' | 'accepted_risk',
  due_at: row.due_at?.toISOString() ?? null, sla_status: slaStatusOf(row, at), resource_id: row.resource_id, resource_name: row.name,
  assignee: row.assignee ? { id: row.assignee, name: row.assignee_name ?? row.assignee } : null,
})

export async function buildRemediationPlan(db: DbOrTx, context: ReportContext): Promise<RemediationPlan> {
  const { tenantId, scope } = context
  const at = new Date(context.header.generated_at)
  const due = presentDue(at)
  const overdue = await overdueFindings(db, tenantId, scope, at, OVERDUE_LISTED)
  const owners = await ownerGroups(db, tenantId, scope, at)
  const ownerItemsOf = new Map<string | null, ReturnType<typeof due>[]>()
  for (const item of (await ownerItems(db, tenantId, scope, FINDINGS_PER_OWNER)).map(due)) {
    const owner = item.assignee?.id ?? null
    const list = ownerItemsOf.get(owner)
    if (list) list.push(item)
    else ownerItemsOf.set(owner, [item])
  }
  const groups = await checkGroups(db, tenantId, scope)
  const items = byGroup(await affectedResources(db, tenantId, scope, RESOURCES_PER_GROUP), presentAffected)
  const effort = (checkId: string) => {
    const level = checkEffort(checkId)
    return { level, hint: EFFORT_HINTS[level] }
  }
  return {
    ...documentHeader(context, 'remediation_plan'),
    totals: {
      open_findings: groups.reduce((sum, g) => sum + g.findings, 0),
      groups: groups.length,
      affected_resources: await distinctResources(db, tenantId, scope),
    },
    overdue: { total: overdue.total, items: overdue.rows.map(due) },
    owners: owners.map((o) => ({
      assignee: o.assignee ? { id: o.assignee, name: o.assignee_name ?? o.assignee } : null,
      findings: o.findings, overdue: o.overdue, next_due_at: o.next_due_at?.toISOString() ?? null, items: ownerItemsOf.get(o.assignee) ?? [],
    })),
    resources_per_group: RESOURCES_PER_GROUP,
    groups: groups.map((g, i) => {
      const check = checkById(g.check_id)
      return {
        rank: i + 1, check_id: g.check_id, source: check ? 'check' as const : 'policy' as const,
        title: check?.title ?? g.title, severity: g.severity as Severity, dimension: g.dimension as Dimension,
        remediation_steps: remediationSteps(check?.remediation ?? g.remediation),
        effort: effort(g.check_id),
        affected_resources: { total: g.findings, items: items.get(g.check_id) ?? [] },
      }
    }),
  }
}
