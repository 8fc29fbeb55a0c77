import type { Provider } from '../../resources/index.ts'
import { CIS_AWS } from './cis-aws.ts'
import { CIS_AZURE } from './cis-azure.ts'
import { CIS_GCP } from './cis-gcp.ts'
import { FRAMEWORK_IDS, type Framework, type FrameworkId, type Requirement } from './framework.ts'
import { HIPAA } from './hipaa.ts'
import { ISO_27001 } from './iso-27001.ts'
import { NIST_800_53 } from './nist-800-53.ts'
import { PCI_DSS } from './pci-dss.ts'
import { SOC2 } from './soc2.ts'

// The framework registry: every framework a check may cite, looked up by id, by provider, by requirement.

const BY_ID: Readonly<Record<FrameworkId, Framework>> = {
  cis_aws: CIS_AWS, cis_gcp: CIS_GCP, cis_azure: CIS_AZURE, soc2: SOC2,
  pci_dss: PCI_DSS, iso_27001: ISO_27001, nist_800_53: NIST_800_53, hipaa: HIPAA,
}

/** Every framework, in FRAMEWORK_IDS order. */
export const FRAMEWORKS: readonly Framework[] = Object.freeze(FRAMEWORK_IDS.map((id) => BY_ID[id]))

export const frameworkById = (id: FrameworkId): Framework => BY_ID[id]
export const isFrameworkId = (id: string): id is FrameworkId => (FRAMEWORK_IDS as readonly string[]).includes(id)

/** Whether a framework judges resources of this provider (cloud-neutral frameworks judge every resource). */
export const appliesTo = (framework: Framework, provider: Provider): boolean =>
  framework.providers === null || framework.providers.includes(provider)

/** The frameworks that judge resources of this provider: its own CIS benchmark and the cloud-neutral ones. */
export const frameworksForProvider = (provider: Provider): Framework[] => FRAMEWORKS.filter((f) => appliesTo(f, provider))

const REQUIREMENTS = new Map(FRAMEWORKS.map((f) => [f.id, new Map(f.requirements.map((r) => [r.id, r]))]))

export const requirementById = (framework: FrameworkId, id: string): Requirement | undefined => REQUIREMENTS.get(framework)!.get(id)

/**
 * The standard's name as OCSF `compliance.standards` and other exports spell it: name and version, so a
 * reader knows which numbering the requirement ids follow (`CIS Amazon Web Services Foundations Benchmark v5.0.0`).
 */
export const standardName = (framework: Framework): string =>
  `${framework.name} ${/^\d+(\.\d+)+$/.test(framework.version) ? `v${framework.version}` : framework.version}`

export { FRAMEWORK_IDS, type Framework, type FrameworkId, type Requirement } from './framework.ts'
