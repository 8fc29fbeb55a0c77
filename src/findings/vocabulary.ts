// The closed vocabularies of findings. Severity order matters: it is the order of the summary tables.
export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
export const DIMENSIONS = ['security', 'cost', 'architecture', 'compliance'] as const
export const FINDING_STATUSES = ['open', 'resolved', 'accepted_risk'] as const

export type Severity = (typeof SEVERITIES)[number]
export type Dimension = (typeof DIMENSIONS)[number]
export type FindingStatus = (typeof FINDING_STATUSES)[number]
