import { checkById } from '../checks/index.ts'
import type { PlanCheckRecord, PlanFinding } from './schemas.ts'

// A plan check as SARIF 2.1.0, for code scanning in CI (`posture plan-check --format sarif`): one run, the
// checks as rules, introduced findings as failures and undetermined ones as items to review. Locations are
// logical (the Terraform address); the plan file, when named, is given as the physical location, because
// code-scanning services file each result under a file.

const LEVEL: Record<PlanFinding['severity'], 'error' | 'warning' | 'note'> = { critical: 'error', high: 'error', medium: 'warning', low: 'note', info: 'note' }
/** GitHub's scale: over 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, 0.1–3.9 low. */
const SECURITY_SEVERITY: Record<PlanFinding['severity'], string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '3.0', info: '0.0' }

export function planSarif(check: PlanCheckRecord, options: { version: string; artifact?: string }) {
  const findings = [...check.introduced.map((f) => ({ f, kind: 'fail' as const })), ...check.undetermined.map((f) => ({ f, kind: 'review' as const }))]
  const ruleIds = [...new Set(findings.map(({ f }) => f.check_id))].sort()
  const rules = ruleIds.map((id) => {
    const known = checkById(id)
    const sample = findings.find(({ f }) => f.check_id === id)!.f
    const severity = known?.severity ?? sample.severity
    return {
      id, name: id, shortDescription: { text: known?.title ?? sample.title }, fullDescription: { text: known?.description ?? sample.description },
      help: { text: known?.remediation ?? sample.remediation },
      defaultConfiguration: { level: LEVEL[severity] },
      properties: { 'security-severity': SECURITY_SEVERITY[severity], tags: [known?.dimension ?? sample.dimension, 'terraform'] },
    }
  })
  const results = findings.map(({ f, kind }) => ({
    ruleId: f.check_id, ruleIndex: ruleIds.indexOf(f.check_id), kind,
    // SARIF: a result that is not a failure has level `none`.
    level: kind === 'fail' ? LEVEL[f.severity] : 'none',
    message: { text: `${f.address}: ${f.title}${kind === 'review' ? ' (depends on values known only after apply)' : ''}` },
    locations: [{
      ...(options.artifact ? { physicalLocation: { artifactLocation: { uri: options.artifact } } } : {}),
      logicalLocations: [{ fullyQualifiedName: f.address, kind: 'resource' }],
    }],
    properties: { 'security-severity': SECURITY_SEVERITY[f.severity], severity: f.severity, dimension: f.dimension, action: f.action, resource_id: f.resource_id },
  }))
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: { name: 'Posture', version: options.version, informationUri: 'https://github.com/posture/posture', rules } },
      results,
      properties: { plan_check_id: check.id, passed: check.passed, fail_on: check.fail_on, summary: check.summary },
    }],
  }
}
