export { suppressionRoutes } from './routes.ts'
export { createSuppressionService } from './service.ts'
export { activeRules } from './repo.ts'
export { reconcileRule, RULE_INLINE_BUDGET_MS, RuleSet, SUPPRESSION_SWEEP_MS, suppressionSweep, sweepSuppressionRules, writeSuppressionChanges } from './apply.ts'
