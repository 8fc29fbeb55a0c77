import type { Provider } from '../../resources/index.ts'

// The compliance frameworks a check may cite, as data: what a framework is, which clouds it judges, and its
// requirements with their titles. One data file per framework beside this one; `index.ts` is the registry.

/**
 * Framework ids, in the order the API lists them. The first four are stored in reports and the API since
 * before requirement-level data: never rename one.
 */
export const FRAMEWORK_IDS = ['cis_aws', 'cis_gcp', 'cis_azure', 'soc2', 'pci_dss', 'iso_27001', 'nist_800_53', 'hipaa'] as const
export type FrameworkId = (typeof FRAMEWORK_IDS)[number]

export interface Requirement {
  /** The framework's own numbering: `1.9`, `CC6.1`, `A.8.24`, `AC-2`, `164.312(a)(1)`. */
  id: string
  title: string
  /** One or two sentences in our words: what the requirement asks. */
  description: string
  /** The chapter it belongs to, e.g. `1 Identity and Access Management`. */
  section?: string
}

export interface Framework {
  id: FrameworkId
  /** Full name without version, e.g. `CIS Amazon Web Services Foundations Benchmark`. */
  name: string
  /** Short label for tables, e.g. `CIS AWS`. */
  label: string
  /** The publisher's version whose numbering the requirement ids follow. */
  version: string
  /** The clouds whose resources it judges; null: cloud-neutral, it judges every resource. */
  providers: readonly Provider[] | null
  url: string
  /** What part of the published framework the data holds (all of it, or which subset and why). */
  coverage: string
  requirements: readonly Requirement[]
}

/** One requirement row as the data files write it: id, title, description. */
export type RequirementRow = readonly [id: string, title: string, description: string]

/**
 * Requirements from rows, each given the section its id belongs to. `sectionKey` extracts the part of the
 * id that names the section (`1.9` → `1`, `AC-2` → `AC`); a key missing from `sections` is a data error.
 */
export function requirements(sections: Readonly<Record<string, string>>, rows: readonly RequirementRow[],
  sectionKey: (id: string) => string = (id) => id.split('.')[0]!): Requirement[] {
  return rows.map(([id, title, description]) => {
    const section = sections[sectionKey(id)]
    if (!section) throw new Error(`requirement ${id}: no section ${sectionKey(id)}`)
    return { id, title, description, section }
  })
}
