import { type ComplianceFramework, frameworkById } from '../../checks/index.ts'
import type { Severity } from '../../findings/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { ResourceKind } from '../../resources/index.ts'
import { FAILING_PER_CONTROL, type ComplianceEvidence } from './compliance-evidence-schema.ts'
import { documentHeader, type ReportContext } from './context.ts'
import { frameworkControls } from './controls.ts'
import { byGroup, presentAffected } from './remediation-plan.ts'
import { affectedResources, checkGroups, controlTotals, snapshotKinds, type Scope } from './repo.ts'

export interface EvidenceOptions {
  /** false: leave each control's `failing.items` empty (counts only), for callers that do not show resources. */
  failingItems?: boolean
}

/** The snapshot's resources per kind, all clouds together, in kind order. */
function inventoryByKind(rows: { kind: string; n: number }[]): Map<string, number> {
  const byKind = new Map<string, number>()
  for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.n)
  return byKind
}

/**
 * Every requirement of the framework with its status. A requirement no check of the library cites is
 * `not_assessed`: nothing here can judge it, so it is never shown as passed. Otherwise it fails when one of
 * its checks has an open finding, passes when at least one of its checks was evaluated and none has, and is
 * `not_evaluated` when none was. A check is evaluated when the audit's inventory snapshot held a resource of
 * a kind it reads in a cloud it judges (the runner calls a check for exactly those resources: an AWS-only
 * check is not evidence for a GCP-only estate) and the report's dimension / check filters keep it. A framework judges only resources of its clouds: CIS AWS counts AWS resources and their
 * findings, never a GCP bucket that fails the same check.
 */
export async function buildComplianceEvidence(db: DbOrTx, context: ReportContext, framework: ComplianceFramework,
  options: EvidenceOptions = {}): Promise<ComplianceEvidence> {
  const { tenantId, audit } = context
  const data = frameworkById(framework)
  const providers = data.providers === null ? undefined : [...data.providers]
  const scope: Scope = { ...context.scope, filter: { ...context.scope.filter, providers } }
  const filter = scope.filter
  const controls = frameworkControls(framework)
  const inventory = await snapshotKinds(db, tenantId, audit.snapshot_at, filter.resource_id, providers)
  const seen = new Set(inventory.map((k) => `${k.provider} ${k.kind}`))
  const readsSomething = (check: { kinds: readonly string[]; providers: readonly string[] }) =>
    check.kinds.some((kind) => check.providers.some((provider) => seen.has(`${provider} ${kind}`)))
  const kept = (check: { id: string; dimension: string }) =>
    (!filter.check_id || filter.check_id === check.id) && (!filter.dimension || filter.dimension.includes(check.dimension))

  const openByCheck = new Map((await checkGroups(db, tenantId, scope)).map((g) => [g.check_id, g.findings]))
  const controlMap = controls.flatMap((c) => c.checks.map((check) => ({ control: c.control, check: check.id })))
  const totals = new Map((await controlTotals(db, tenantId, scope, controlMap)).map((t) => [t.control_id, t]))
  const items = options.failingItems === false ? new Map<string, never[]>()
    : byGroup(await affectedResources(db, tenantId, scope, FAILING_PER_CONTROL, controlMap), (row) => ({ ...presentAffected(row), check_id: row.check_id }))

  const entries = controls.map(({ control, requirement, checks }) => {
    const evidence = checks.map((check) => ({
      check_id: check.id, title: check.title, severity: check.severity as Severity,
      evaluated: kept(check) && readsSomething(check),
      open_findings: openByCheck.get(check.id) ?? 0,
    }))
    const failing = totals.get(control)
    const status = evidence.length === 0 ? 'not_assessed' as const
      : failing && failing.findings > 0 ? 'fail' as const : evidence.some((e) => e.evaluated) ? 'pass' as const : 'not_evaluated' as const
    return {
      control_id: control, title: requirement.title, description: requirement.description,
      ...(requirement.section ? { section: requirement.section } : {}),
      status, checks: evidence,
      failing: { findings: failing?.findings ?? 0, resources: failing?.resources ?? 0, items: items.get(control) ?? [] },
    }
  })
  const count = (status: string) => entries.filter((e) => e.status === status).length
  return {
    ...documentHeader(context, 'compliance_evidence'),
    framework: { id: framework, name: data.name, version: data.version, providers: data.providers === null ? null : [...data.providers] },
    totals: { controls: entries.length, pass: count('pass'), fail: count('fail'), not_evaluated: count('not_evaluated'), not_assessed: count('not_assessed') },
    inventory: [...inventoryByKind(inventory)].map(([kind, n]) => ({ kind: kind as ResourceKind, resources: n })),
    failing_per_control: FAILING_PER_CONTROL,
    controls: entries,
  }
}
