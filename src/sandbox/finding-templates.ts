import { SANDBOX_KINDS } from './kinds/index.ts'

// The problems a synthetic sandbox estate exhibits: one template per check of the library, kept with its
// kind in kinds/. The check (`checkById`) owns the kind, severity, dimension and texts; a template only knows
// how to make a healthy resource show the problem, so that running the checks over the sandbox raises
// exactly its findings (consistency.test.ts holds this).
export type { FindingTemplate, Kind } from './kinds/index.ts'

export const FINDING_TEMPLATES = SANDBOX_KINDS.flatMap((kind) => kind.templates)
