// What a CEL expression (a custom policy, a suppression rule, a webhook filter) sees: a resource and, for the
// finding targets, the finding. The readers that build it live in findings/ and webhooks/, the evaluator in policies/:
// the shape is vocabulary so that none of them imports another for it.
export interface PolicyContext {
  resource: {
    id: string; kind: string; provider: string; region: string; name: string; external_id: string
    tags: Record<string, string>; attributes: Record<string, unknown>
  }
  finding?: { id: string | null; check_id: string; severity: string; dimension: string; status: string; title: string }
}
