import type { Provider } from '../../resources/index.ts'
import { checkById } from '../catalogue.ts'
import type { Check } from '../check.ts'
import { appliesTo, FRAMEWORKS, standardName } from './index.ts'

/** What a finding of a check on a resource evidences: the standards and their requirements, named. */
export interface ComplianceReferences {
  /** Standard names with version, e.g. `CIS Amazon Web Services Foundations Benchmark v5.0.0`. */
  standards: string[]
  /** `<standard> <requirement id>`: bare ids (`2.1.1`) collide across benchmarks. */
  requirements: string[]
}

/**
 * The frameworks a check's controls cite that judge this provider. A check reads a kind on every cloud and
 * may cite all three CIS benchmarks; only the resource's own cloud's benchmark is evidence about it.
 */
export function complianceReferences(controls: Check['controls'] | undefined, provider: Provider): ComplianceReferences {
  const standards: string[] = []
  const requirements: string[] = []
  for (const framework of FRAMEWORKS) {
    const ids = controls?.[framework.id]
    if (!ids || ids.length === 0 || !appliesTo(framework, provider)) continue
    const standard = standardName(framework)
    standards.push(standard)
    for (const id of ids) requirements.push(`${standard} ${id}`)
  }
  return { standards, requirements }
}

/** complianceReferences for a check of the library by id; none for a custom policy or an imported rule. */
export const complianceOfCheck = (checkId: string, provider: Provider): ComplianceReferences =>
  complianceReferences(checkById(checkId)?.controls, provider)

/**
 * `CIS AWS 2.1.4`, `SOC 2 CC6.1`, …: the requirements a check's finding on a resource of this provider evidences,
 * labelled for people (the web finding page). Unknown provider (a resource gone): every framework's.
 */
export function requirementLabels(controls: Check['controls'] | undefined, provider: Provider | undefined): string[] {
  return FRAMEWORKS.filter((f) => provider === undefined || appliesTo(f, provider))
    .flatMap((f) => (controls?.[f.id] ?? []).map((id) => `${f.label} ${id}`))
}
