import type { Check } from '../check.ts'

// The compute shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any dimension.
export const COMPUTE_CHECKS: Check[] = []
