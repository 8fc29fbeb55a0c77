// Terraform snippets that fix the data shelf's checks, keyed by check id (check-model.test.ts parses them).
export const DATA_FIXES: Record<string, string> = {}
