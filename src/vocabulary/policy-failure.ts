import Type from 'typebox'

/** Evaluation time one policy may spend over one audit (all its batches together). */
export const AUDIT_POLICY_BUDGET_MS = 60_000

export const POLICY_FAILURE_REASONS = ['timeout', 'memory_limit', 'invalid_expression', 'evaluation_error'] as const
export type PolicyFailureReason = (typeof POLICY_FAILURE_REASONS)[number]

// A custom policy an audit could not evaluate, as the audit record and its audit.completed event show it.
// Vocabulary (no engine code) so that the events' and audits' schemas can use it without importing the policy engine.
export const PolicyFailure = Type.Object({
  policy_id: Type.String({ description: 'The `pol_` id.' }),
  name: Type.String({ description: 'The policy\'s name when the audit ran.' }),
  reason: Type.Enum([...POLICY_FAILURE_REASONS], {
    description: `\`timeout\`: the policy spent its evaluation time budget for the audit (${AUDIT_POLICY_BUDGET_MS / 1000} s); \`memory_limit\`: its evaluation exhausted the memory allowed; \`invalid_expression\`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); \`evaluation_error\`: its evaluation stopped for another reason.`,
  }),
  message: Type.String({ description: 'Details, naming the limit and its value.' }),
}, { additionalProperties: false, title: 'AuditPolicyFailure' })
