// The bottom floor above the ground: the closed vocabularies every room reads (see the README, "Architecture: floors").
export * from './findings.ts'
export * from './resources.ts'
export * from './policy-failure.ts'
export type { PolicyContext } from './policy-context.ts'
