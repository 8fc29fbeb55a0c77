import { type Check, CHECKS, type ComplianceFramework, FRAMEWORKS, frameworkById, type Requirement } from '../../checks/index.ts'

export const FRAMEWORK_NAMES: Readonly<Record<ComplianceFramework, string>> =
  Object.freeze(Object.fromEntries(FRAMEWORKS.map((f) => [f.id, f.name])) as Record<ComplianceFramework, string>)

/**
 * Every requirement of a framework, in the framework's own order, with the checks of the library that
 * evidence it (none: nothing in the library can assess it, and a report says so rather than passing it).
 */
export function frameworkControls(framework: ComplianceFramework, checks: readonly Check[] = CHECKS): { control: string; requirement: Requirement; checks: Check[] }[] {
  const byControl = new Map<string, Check[]>()
  for (const check of checks) {
    for (const control of check.controls[framework] ?? []) byControl.set(control, [...(byControl.get(control) ?? []), check])
  }
  return frameworkById(framework).requirements.map((requirement) => ({ control: requirement.id, requirement, checks: byControl.get(requirement.id) ?? [] }))
}

/** A check's remediation as steps: its sentences (the library writes one action per sentence). */
export const remediationSteps = (text: string): string[] => {
  const steps = text.split(/(?<=[.!])\s+(?=[A-Z])/).map((s) => s.trim()).filter((s) => s.length > 0)
  return steps.length > 0 ? steps : ['Review the finding and fix the resource.']
}
