export { policiesRoutes } from './routes.ts'
export { createPoliciesService } from './service.ts'
export { AUDIT_POLICY_BUDGET_MS, AuditPolicies, type ActivePolicy, type AuditPolicyOptions, type PolicyFailureRecord } from './evaluation.ts'
export { POLICY_FAILURE_REASONS } from './evaluator-pool.ts'
