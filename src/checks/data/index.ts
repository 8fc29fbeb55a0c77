import type { Check } from '../check.ts'

// The data shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any dimension.
export const DATA_CHECKS: Check[] = []
