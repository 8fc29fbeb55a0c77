import { type Check, CHECKS, type ComplianceFramework } from '../../checks/index.ts'

export const FRAMEWORK_NAMES: Readonly<Record<ComplianceFramework, string>> = Object.freeze({
  cis_aws: 'CIS Amazon Web Services Foundations Benchmark',
  cis_gcp: 'CIS Google Cloud Platform Foundation Benchmark',
  cis_azure: 'CIS Microsoft Azure Foundations Benchmark',
  soc2: 'SOC 2 Trust Services Criteria',
})

const collator = new Intl.Collator('en', { numeric: true })

/**
 * Every control of a framework that a check of the library evidences, with those checks, in the
 * framework's own order (numeric: 1.9 before 1.10; SOC 2: A1.1 … CC6.1 … CC8.1).
 */
export function frameworkControls(framework: ComplianceFramework, checks: readonly Check[] = CHECKS): { control: string; checks: Check[] }[] {
  const byControl = new Map<string, Check[]>()
  for (const check of checks) {
    for (const control of check.controls[framework] ?? []) byControl.set(control, [...(byControl.get(control) ?? []), check])
  }
  return [...byControl.entries()].sort(([a], [b]) => collator.compare(a, b)).map(([control, evidencing]) => ({ control, checks: evidencing }))
}

/** A check's remediation as steps: its sentences (the library writes one action per sentence). */
export const remediationSteps = (text: string): string[] => {
  const steps = text.split(/(?<=[.!])\s+(?=[A-Z])/).map((s) => s.trim()).filter((s) => s.length > 0)
  return steps.length > 0 ? steps : ['Review the finding and fix the resource.']
}
