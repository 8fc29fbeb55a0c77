// The closed vocabularies of findings. Severity order matters: it is the order of the summary tables.
export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
/** Most severe first: the order of risk (groups, statistics). */
export const SEVERITIES_MOST_SEVERE_FIRST = [...SEVERITIES].reverse() as readonly Severity[]
export const DIMENSIONS = ['security', 'cost', 'architecture', 'compliance'] as const
export const FINDING_STATUSES = ['open', 'resolved', 'accepted_risk'] as const
/** Where an open finding stands against its due date (sla.ts). */
export const SLA_STATUSES = ['none', 'on_track', 'due_soon', 'overdue'] as const

export type Severity = (typeof SEVERITIES)[number]
export type Dimension = (typeof DIMENSIONS)[number]
export type FindingStatus = (typeof FINDING_STATUSES)[number]
export type SlaStatus = (typeof SLA_STATUSES)[number]
