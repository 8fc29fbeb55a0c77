// Terraform snippets that fix the identity shelf's checks, keyed by check id (check-model.test.ts parses them).
export const IDENTITY_FIXES: Record<string, string> = {}
