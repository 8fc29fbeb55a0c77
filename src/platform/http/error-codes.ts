// The closed list of error codes: each with its HTTP status and what it means. Clients branch on the code;
// the OpenAPI document and the README's table are generated from this list.
export const ERROR_CODES = {
  invalid_json: { status: 400, meaning: 'The request body is not valid JSON: malformed, empty, not UTF-8, or nested more than 64 levels deep.' },
  invalid_request: { status: 400, meaning: 'The request is malformed (for example a bad header or body).' },
  missing_token: { status: 401, meaning: 'No Bearer token was sent in the Authorization header.' },
  invalid_token: { status: 401, meaning: 'The token is unknown, malformed, expired or revoked.' },
  insufficient_scope: { status: 403, meaning: 'The token lacks the scope this route needs; the message names it.' },
  ip_not_allowed: { status: 403, meaning: 'The workspace is in production and its IP allowlist does not include the address this request came from.' },
  sso_authorization_required: { status: 403, meaning: 'The workspace enforces single sign-on and the owner of this token has no SSO authorization in force: they sign in through the identity provider again.' },
  not_found: { status: 404, meaning: 'No record with this id exists in your tenant.' },
  route_not_found: { status: 404, meaning: 'No route matches this path.' },
  method_not_allowed: { status: 405, meaning: 'The path exists but not for this HTTP method (see the Allow header).' },
  audit_in_progress: { status: 409, meaning: 'Your tenant already has a queued or running audit; wait for it to finish.' },
  import_in_progress: { status: 409, meaning: 'Another findings import of your tenant is running; retry when it has finished (`Retry-After`).' },
  audit_not_completed: { status: 409, meaning: 'Only a completed audit can be re-analysed or diffed.' },
  webhook_endpoint_disabled: { status: 409, meaning: 'The webhook endpoint is disabled; enable it before redelivering or sending a test event to it.' },
  no_completed_audit: { status: 409, meaning: 'The report names no audit and the tenant has no completed audit yet; run one first.' },
  report_not_ready: { status: 409, meaning: 'The report is still being generated; poll it until its status is `ready`.' },
  report_failed: { status: 409, meaning: 'The report failed to generate (see its `failure_reason`); request a new one.' },
  cloud_account_exists: { status: 409, meaning: 'Your tenant already has a cloud account with this role (`error.details.cloud_account_id`); update that one instead.' },
  cloud_account_in_organization: { status: 409, meaning: 'The cloud account is a member of a connected organization, which keeps it: its role comes from the organization\'s `member_role_name`, and it goes only with the organization.' },
  collection_in_progress: { status: 409, meaning: 'A collection of this cloud account is already queued or running (`error.details.collection_id`); poll that one. One collection per cloud account runs at a time.' },
  cloud_account_not_collectable: { status: 409, meaning: 'The cloud account cannot be collected: it was never verified (no account id yet: `POST /v1/cloud_accounts/{id}/verify`), it is an organization (collect its member accounts), or it is a member the organization lists as suspended, closed or left.' },
  invalid_status_transition: { status: 409, meaning: 'The finding cannot move to that status: a check\'s or policy\'s finding is resolved by audits, not by hand, and once resolved cannot be accepted or reopened by hand.' },
  invalid_policy_expression: { status: 422, meaning: 'The policy expression is not valid CEL for its target, or exceeds a size or cost limit; `error.details.position` gives offset, line and column, and `error.details.limit` the limit exceeded (name and value).' },
  policy_evaluation_limit: { status: 422, meaning: 'Previewing the policy (or suppression rule) over your inventory passed the evaluation deadline (10 s) or memory limit; the message says which. Nothing was saved; simplify the expression.' },
  payload_too_large: { status: 413, meaning: 'The request body exceeds the size limit.' },
  unsupported_media_type: { status: 415, meaning: 'The request body has a Content-Type this route does not accept (JSON bodies: application/json, UTF-8).' },
  headers_too_large: { status: 431, meaning: 'The request line and headers exceed 16 KiB (for example a very long query string).' },
  request_timeout: { status: 408, meaning: 'The request line and headers did not arrive in time; the connection is closed.' },
  invalid_limit: { status: 422, meaning: 'limit must be an integer from 1 to 200.' },
  invalid_date_range: { status: 422, meaning: 'The statistics range is not valid: `from` or `to` is not a calendar day (YYYY-MM-DD), `from` is after `to`, or the range spans more than 400 days.' },
  invalid_cursor: { status: 422, meaning: 'The cursor is malformed, tampered with, or belongs to another list or filter set.' },
  invalid_parameter: { status: 422, meaning: 'A query, path or body parameter is unknown or has a bad value (wrong type, out of range, or text with a NUL or an unpaired surrogate); the message names it.' },
  invalid_finding_selection: { status: 422, meaning: 'A bulk update names findings that are not in your tenant (`error.details.unknown_ids`), or its filter matches no finding; nothing was changed.' },
  invalid_assignee: { status: 422, meaning: 'The assignee is not a member of this workspace (`usr_…` of one of its members), or null to unassign.' },
  invalid_severity_filter: { status: 422, meaning: 'The severity must be one of info, low, medium, high, critical.' },
  invalid_dimension_filter: { status: 422, meaning: 'The dimension must be one of security, cost, architecture, compliance.' },
  invalid_report_type: { status: 422, meaning: 'The report type must be executive_summary, remediation_plan or compliance_evidence.' },
  invalid_report_format: { status: 422, meaning: 'The report format must be pdf or json.' },
  invalid_framework: { status: 422, meaning: 'The framework must be one of cis_aws, cis_gcp, cis_azure, soc2, pci_dss, iso_27001, nist_800_53, hipaa; compliance_evidence requires it and the other types take none.' },
  invalid_report_filters: { status: 422, meaning: 'The report filters are not valid findings filters; the message names the field.' },
  unknown_audit: { status: 422, meaning: 'audit_id names no audit of your tenant.' },
  invalid_idempotency_key: { status: 422, meaning: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.' },
  idempotency_key_in_use: { status: 409, meaning: 'Another request with this Idempotency-Key is still running (it was waited for 2 s); retry after Retry-After seconds to get its response.' },
  idempotency_key_reused: { status: 422, meaning: 'This Idempotency-Key was used in the last 24 hours with a different request (another method, path or body).' },
  invalid_filter_expression: { status: 422, meaning: 'The webhook endpoint\'s `filter` is not valid CEL over `finding` and `resource`, or exceeds a size or cost limit (the limits of policies); `error.details.position` gives offset, line and column, and `error.details.limit` the limit exceeded.' },
  invalid_webhook_url: { status: 422, meaning: 'The webhook URL is not acceptable: not https (http only in sandbox), malformed, or resolving to a loopback, private, link-local or metadata address.' },
  invalid_suppression_expression: { status: 422, meaning: 'The suppression rule\'s `expression` is not valid CEL over `finding` and `resource`, or exceeds a size or cost limit (the limits of policies); `error.details.position` gives offset, line and column, and `error.details.limit` the limit exceeded.' },
  suppression_rule_limit: { status: 422, meaning: 'The tenant already has the maximum number of suppression rules (100); delete one first.' },
  webhook_endpoint_limit: { status: 422, meaning: 'The tenant already has the maximum number of webhook endpoints (16); delete one first.' },
  invalid_import: { status: 422, meaning: 'The import body is not of its format: for `/v1/resources/imports` a resources snapshot or a Terraform state (see the format parameter); for `/v1/findings/imports` none of OCSF, SARIF, ASFF, Trivy JSON or Checkov JSON (`error.details.tried` lists each format tried and why it did not match), or the file breaks off or passes a bound.' },
  invalid_role_arn: { status: 422, meaning: 'The role is not an IAM role ARN (`arn:aws:iam::<12-digit account>:role/[path/]<name>`, or aws-cn, aws-us-gov, aws-eusc), or the member role name is not an IAM role name; the message says which part is wrong.' },
  invalid_region: { status: 422, meaning: 'A region is not an AWS region, or lies in another partition than the role (aws-cn regions with an aws-cn role…); the message names it.' },
  empty_complete_import: { status: 422, meaning: 'A complete resources import (`complete=true`) stored no resource, so it would remove every resource of its source; nothing was changed. Send `allow_empty=true` to remove them all.' },
  invalid_plan: { status: 422, meaning: 'The plan check body is not a Terraform plan as `terraform show -json plan.out` prints it (a state, an empty object, an array…), or has more resource changes than are checked (20,000); the message says which.' },
  plan_check_limit: { status: 422, meaning: 'Checking the plan passed its time limit (60 s) or memory limit; the message says which. Nothing was stored: check the configuration module by module.' },
  rate_limit_exceeded: { status: 429, meaning: 'Too many requests for this token (or IP); retry after Retry-After seconds.' },
  internal_error: { status: 500, meaning: 'An unexpected error; quote the request_id to support.' },
  service_unavailable: { status: 503, meaning: 'A dependency (database, rate-limit store) is unavailable; retry later.' },
} as const satisfies Record<string, { status: number; meaning: string }>

export type ErrorCode = keyof typeof ERROR_CODES

export class ApiError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly headers: Record<string, string>

  /** Machine-readable specifics for some codes (e.g. the position of an expression error). */
  details?: Record<string, unknown>

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    // A refusal (4xx) carries no stack trace: it says nothing a client or an operator needs, and capturing
    // one was the largest single cost of answering a 404 (bench:list profile). Server errors keep theirs.
    const stackTraceLimit = Error.stackTraceLimit
    if (ERROR_CODES[code].status < 500) Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = stackTraceLimit
    this.code = code
    this.name = 'ApiError'
    this.statusCode = ERROR_CODES[code].status
    this.headers = headers
  }
}

export const notFound = (kind: string, id: string) => new ApiError('not_found', `No ${kind} with id '${id}' exists.`)
