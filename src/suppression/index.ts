export { suppressionRoutes } from './routes.ts'
export { createSuppressionService } from './service.ts'
export { activeRules } from './repo.ts'
export { reconcileRule, RuleSet, SUPPRESSION_SWEEP_MS, suppressionSweep, sweepSuppressionRules } from './apply.ts'
