import { checkById } from '../../checks/index.ts'

// Effort hints of the remediation plan: how much work fixing ONE affected resource typically takes. Each check
// declares its level (`Check.effort`) from what its remediation steps involve, so a reader can sort quick wins
// from projects.

export const EFFORT_LEVELS = ['low', 'medium', 'high'] as const
export type EffortLevel = (typeof EFFORT_LEVELS)[number]

export const EFFORT_HINTS: Readonly<Record<EffortLevel, string>> = Object.freeze({
  low: 'Under an hour per resource: a setting or policy change, no downtime or migration.',
  medium: 'Hours per resource: a change that needs testing, the owner\'s agreement or a maintenance window.',
  high: 'Days: a migration or redesign (a replacement resource, a data copy or application changes).',
})

/** Custom policies (`pol_` ids) say nothing about their fix: they get `medium`. */
export const DEFAULT_EFFORT: EffortLevel = 'medium'

export const checkEffort = (checkId: string): EffortLevel => checkById(checkId)?.effort ?? DEFAULT_EFFORT
