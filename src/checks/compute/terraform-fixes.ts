// Terraform snippets that fix the compute shelf's checks, keyed by check id (check-model.test.ts parses them).
export const COMPUTE_FIXES: Record<string, string> = {}
