// Terraform snippets that fix the network shelf's checks, keyed by check id (check-model.test.ts parses them).
export const NETWORK_SHELF_FIXES: Record<string, string> = {}
