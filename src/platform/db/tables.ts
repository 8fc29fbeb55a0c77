import type { ColumnType, Generated } from 'kysely'

// Row types as stored. Timestamps are written with millisecond precision so that a JavaScript Date
// round-trips exactly: keyset cursors compare them for equality.
type Timestamp = ColumnType<Date, Date | string, Date | string>
type Json<T> = ColumnType<T, string, string>

export interface TenantTable {
  id: string
  name: string
  mode: 'sandbox' | 'production'
  created_at: Timestamp
  ip_allowlist: Generated<string[]>
  production_requested_at: Timestamp | null
  production_requested_by: string | null
  production_granted_at: Timestamp | null
}

export interface TenantAuditLogTable {
  id: string
  tenant_id: string
  actor: string
  action: string
  details: Json<Record<string, unknown>>
  created_at: Timestamp
}

/** A person's membership of a workspace (tenant), with its role. */
export interface UserTable {
  id: string
  tenant_id: string
  account_id: string
  role: 'admin' | 'member'
  created_at: Timestamp
}

export interface AccountTable {
  id: string
  email: string
  name: string
  password_hash: string
  created_at: Timestamp
  password_changed_at: Timestamp
}

export interface WebSessionTable {
  id_hash: string
  account_id: string
  tenant_id: string | null
  created_at: Timestamp
  last_seen_at: Timestamp
  expires_at: Timestamp
  user_agent: string | null
  sso_user_id: Generated<string | null>
}

export interface TenantSsoTable {
  tenant_id: string
  issuer: string
  client_id: string
  client_secret_sealed: string
  enforced: Generated<boolean>
  updated_at: Timestamp
}

export interface SsoAuthorizationTable {
  user_id: string
  tenant_id: string
  subject: string
  authorized_at: Timestamp
  expires_at: Timestamp
}

export interface SsoLoginRequestTable {
  state_hash: string
  tenant_id: string
  code_verifier: string
  nonce: string
  next: string
  expires_at: Timestamp
}

export interface PersonalAccessTokenTable {
  id: string
  tenant_id: string
  user_id: string | null
  name: string
  token_hash: string
  token_hint: string
  scopes: string[]
  created_at: Timestamp
  expires_at: Timestamp | null
  revoked_at: Timestamp | null
  last_used_at: Timestamp | null
}

export interface ResourceTable {
  id: string
  tenant_id: string
  kind: string
  provider: string
  region: string
  name: string
  external_id: string
  tags: Json<Record<string, string>>
  attributes: Json<Record<string, unknown>>
  discovered_at: Timestamp
  last_seen_at: Timestamp
  updated_at: Generated<Date>
  /** What brought it in: a pushed import's `source`, later a cloud account id; null for none (migration 0031). */
  source: Generated<string | null>
  /** When a complete import of its source no longer contained it; null while it is in the inventory. */
  removed_at: Generated<Date | null>
}

/** A version of a resource that an import replaced, valid in [valid_from, valid_to). */
export interface ResourceHistoryTable {
  tenant_id: string
  resource_id: string
  valid_from: Timestamp
  valid_to: Timestamp
  kind: string
  provider: string
  region: string
  name: string
  external_id: string
  tags: Json<Record<string, string>>
  attributes: Json<Record<string, unknown>>
}

export interface AuditTable {
  id: string
  tenant_id: string
  status: string
  trigger: string
  reanalysis_of: string | null
  created_at: Timestamp
  started_at: Timestamp | null
  completed_at: Timestamp | null
  resources_scanned: number
  summary: Json<Record<string, unknown>> | null
  failure_reason: string | null
  /** Policies the audit could not evaluate (audits/schemas.ts PolicyFailure); their earlier results stand. */
  policy_failures: ColumnType<{ policy_id: string; name: string; reason: string; message: string }[], string | undefined, string>
  snapshot_at: Timestamp | null
}

export interface FindingTable {
  id: string
  tenant_id: string
  check_id: string
  audit_id: string
  resource_id: string
  severity: string
  dimension: string
  status: string
  title: string
  description: string
  remediation: string
  detected_at: Timestamp
  first_seen_at: Timestamp
  last_seen_at: Timestamp
  resolved_at: Timestamp | null
  policy_ids: string[]
  status_reason: string | null
  status_expires_at: Timestamp | null
  /** The member who owns it (`usr_…`), or null. */
  assignee: Generated<string | null>
  /** When it is due: first detection + the SLA window of its severity, or a date set by hand; null: none. */
  due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** `due_at` was set by hand: severity and policy changes leave it alone. */
  due_at_manual: Generated<boolean>
  /** The suppression rule that suppresses it (`sup_…`, migration 0021), or null. */
  suppressed_by: Generated<string | null>
  /** An imported finding's identity (migration 0024); null for the audits' own findings. */
  fingerprint: Generated<string | null>
  /** The import scope (tool, or tool + label) that resolves it when absent from a later import; null for audits'. */
  import_scope: Generated<string | null>
  /** Where an imported finding comes from: {tool, version, rule_id, location, scope, url, controls}; null for audits'. */
  source: ColumnType<FindingSource | null, string | null | undefined, string | null>
}

export interface FindingSource {
  tool: string
  version: string | null
  rule_id: string
  location: { file: string; start_line: number | null } | null
  scope: string
  url: string | null
  controls: string[]
}

/** One findings import (migration 0024); its findings carry the audit (trigger `import`) recorded with it. */
export interface FindingImportTable {
  tenant_id: string
  id: string
  audit_id: string
  format: string
  /** The format came from the content, not from the caller. */
  detected: boolean
  tools: Json<{ name: string; version: string | null }[]>
  label: string | null
  /** The scopes this import resolved: each tool's slug, with `/label` when the caller gave one. */
  scopes: string[]
  created_at: Generated<Date>
  counts: Json<Record<string, number>>
  skipped: Json<Record<string, number>>
  rejections: Json<{ index: number; reason: string }[]>
  rejections_truncated: boolean
  /** `running` while its batches are written (one per tenant), then `completed` or `failed` (migration 0029). */
  status: ColumnType<'running' | 'completed' | 'failed', 'running' | 'completed' | 'failed' | undefined, 'running' | 'completed' | 'failed'>
  failure_reason: string | null
  /** While `running`: until when its process holds the tenant's import slot (renewed as it runs). */
  lease_until: Timestamp | null
}

/** A POST's Idempotency-Key and, once answered, its response (migration 0022); kept 24 hours. */
export interface IdempotencyKeyTable {
  tenant_id: string
  key: string
  /** SHA-256 of the method, path and body; null while a streamed body is still being read. */
  request_hash: string | null
  status: 'running' | 'done'
  response_status: number | null
  response_headers: Json<Record<string, string>> | null
  response_body: string | null
  created_at: Generated<Date>
  /** While `running`: the key is free once this passes without a renewal (its process is gone). */
  lease_until: Date | null
  /** Names the request holding the key while `running`: only it may give the key back. */
  claim_token: string | null
}

/** A tenant's SLA windows in days per severity (null: no due date); no row: the defaults. */
export interface SlaPolicyTable {
  tenant_id: string
  critical_days: number | null
  high_days: number | null
  medium_days: number | null
  low_days: number | null
  info_days: number | null
  updated_at: Timestamp
  updated_by: string | null
}

export interface FindingBulkUpdateTable {
  tenant_id: string
  id: string
  status: 'pending' | 'running' | 'completed' | 'failed'
  /** `{ids: [...]}` or `{filter: {...}}`, as sent. */
  selection: Json<Record<string, unknown>>
  changes: Json<Record<string, unknown>>
  actor_type: 'user' | 'token' | 'oauth_client'
  actor_id: string
  matched: number
  updated: Generated<number>
  unchanged: Generated<number>
  failed: Generated<number>
  /** The first 100 findings that could not take the change: `[{finding_id, code, message}]`. */
  failures: ColumnType<{ finding_id: string; code: string; message: string }[], string | undefined, string>
  failure_reason: string | null
  idempotency_key: string | null
  request_hash: string
  created_at: Timestamp
  started_at: Timestamp | null
  completed_at: Timestamp | null
}

export interface FindingBulkUpdateItemTable {
  tenant_id: string
  bulk_update_id: string
  finding_id: string
}

export type TransitionKind = 'created' | 'reopened' | 'resolved' | 'severity_changed' | 'status_changed' | 'assigned' | 'due_changed' | 'note_added' | 'note_deleted' | 'suppressed' | 'unsuppressed'

export interface FindingNoteTable {
  tenant_id: string
  id: string
  finding_id: string
  body: string
  author_type: 'user' | 'token' | 'oauth_client'
  author_id: string
  created_at: Generated<Date>
  deleted_at: Date | null
  deleted_by_type: 'user' | 'token' | 'oauth_client' | null
  deleted_by_id: string | null
}

export interface FindingTransitionTable {
  id: Generated<string>
  tenant_id: string
  /** The audit that made the change; null for a change made by someone (PATCH, the web application). */
  audit_id: string | null
  finding_id: string
  kind: TransitionKind
  severity_before: string | null
  severity_after: string | null
  /** Who made the change: the system (an audit, an expiry), a member, a token without a member, an OAuth client. */
  actor_type: Generated<ActorType>
  actor_id: string | null
  /** Before and after of a status_changed (and later triage) entry. */
  value_before: string | null
  value_after: string | null
  created_at: Generated<Date>
  /** The finding's dimension, its resource's provider and its first detection, carried for the statistics trigger (migration 0019) by the audit engine; null: looked up. */
  dimension: Generated<string | null>
  provider: Generated<string | null>
  detected_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** The finding was suppressed when the change was made (migration 0021): the statistics leave the change out. */
  suppressed: Generated<boolean>
}

/** A tenant's suppression rule (migration 0021). */
export interface SuppressionRuleTable {
  tenant_id: string
  id: string
  name: string
  reason: string
  /** CEL over `finding` and `resource`, the language and limits of finding policies. */
  expression: string
  expires_at: Date | null
  enabled: Generated<boolean>
  /** Who created it: a member's, token's or OAuth client's id. */
  created_by: string
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** Deleted: gone from the API; the row stays until its findings are released. */
  deleted_at: Date | null
  /** Its matches are still to be applied by the background sweep. */
  pending: Generated<boolean>
}

/** A day's changes to a tenant's findings, per severity, dimension and provider (migration 0019; kept by a trigger). */
export interface FindingStatsDailyTable {
  tenant_id: string
  day: ColumnType<string, string, string>
  severity: string
  dimension: string
  provider: string
  open_change: number
  created: number
  resolved: number
  reopened: number
  /** Whole seconds from first detection to each resolution of the day, added up (bigint: read as a string). */
  resolved_seconds: ColumnType<string, string | number, string | number>
}

export type ActorType = 'system' | 'user' | 'token' | 'oauth_client'

export interface JobTable {
  id: string
  tenant_id: string
  queue: string
  payload: Json<Record<string, unknown>>
  status: 'queued' | 'running' | 'succeeded' | 'failed'
  attempts: Generated<number>
  max_attempts: number
  run_at: Timestamp
  locked_until: Timestamp | null
  last_error: string | null
  created_at: Generated<Date>
  finished_at: Timestamp | null
}

export interface PolicyTable {
  id: string
  tenant_id: string
  name: string
  description: string
  enabled: boolean
  dimension: string
  severity: string
  expression: string
  target: ColumnType<'resource' | 'finding', 'resource' | 'finding' | undefined, 'resource' | 'finding'>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ReportTable {
  id: string
  tenant_id: string
  type: string
  format: string
  status: string
  audit_id: string | null
  created_at: Timestamp
  completed_at: Timestamp | null
  failure_reason: string | null
  framework: string | null
  filters: Json<Record<string, unknown>> | null
  idempotency_key: string | null
  request_hash: string | null
  size_bytes: number | null
}

export interface ReportContentTable {
  report_id: string
  tenant_id: string
  content: Buffer
}

export interface EventTable {
  id: string
  tenant_id: string
  type: string
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  data: Json<Record<string, unknown>>
  /** Written by POST /v1/events/samples: never fanned out, not in GET /v1/events (migration 0023). */
  sample: Generated<boolean>
  /** The writing transaction's id (xid8, as text), the order of GET /v1/events/feed; null before migration 0023. */
  xid: ColumnType<string | null, never, never>
}

export interface WebhookEndpointTable {
  id: string
  tenant_id: string
  url: string
  description: ColumnType<string, string | undefined, string>
  enabled_events: string[]
  min_severity: string | null
  /** A CEL expression over a finding event's finding and resource (migration 0020); null: every finding event. */
  filter: Generated<string | null>
  status: 'enabled' | 'disabled'
  disabled_reason: 'manual' | 'gone' | 'failing' | null
  secret_encrypted: string
  previous_secret_encrypted: string | null
  previous_secret_expires_at: Timestamp | null
  failing_since: Timestamp | null
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  /** Set by DELETE: the endpoint is gone for the API, the fan-out and the worker; a job purges it (endpoint-purge.ts). */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed'

export interface WebhookDeliveryTable {
  id: string
  tenant_id: string
  endpoint_id: string
  event_id: string
  event_type: string
  body: string
  status: DeliveryStatus
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp | null
  claim_token: string | null
  claimed_until: Timestamp | null
  last_status_code: number | null
  last_error: string | null
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  completed_at: Timestamp | null
  /** For a redelivery made by hand: the delivery it repeats. */
  redelivery_of: ColumnType<string | null, string | null | undefined, string | null>
  /** A test event sent by hand (POST …/test): not an event of the tenant's log. */
  test: ColumnType<boolean, boolean | undefined, boolean>
}

export interface WebhookAttemptTable {
  id: Generated<string>
  tenant_id: string
  delivery_id: string
  number: number
  started_at: Timestamp
  duration_ms: number
  status_code: number | null
  error: string | null
  response_excerpt: string | null
}

// Operator-level settings of one installation (not tenant data), such as the key that signs cursors.
export interface InstanceSettingTable {
  key: string
  value: string
  created_at: Generated<Date>
}

export interface OAuthClientTable {
  id: string
  tenant_id: string
  name: string
  client_type: 'confidential' | 'public'
  secret_hash: string | null
  secret_hint: string | null
  redirect_uris: string[]
  created_by: string | null
  created_at: Timestamp
}

export interface OAuthCodeTable {
  code_hash: string
  client_id: string
  tenant_id: string
  user_id: string
  redirect_uri: string
  scopes: string[]
  code_challenge: string | null
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface OAuthTokenTable {
  id: string
  tenant_id: string
  client_id: string
  user_id: string
  family_id: string
  code_hash: string
  access_hash: string
  refresh_hash: string
  scopes: string[]
  created_at: Timestamp
  access_expires_at: Timestamp
  refresh_expires_at: Timestamp
  refreshed_at: Timestamp | null
  revoked_at: Timestamp | null
  last_used_at: Timestamp | null
}

export interface InviteTable {
  id_hash: string
  tenant_id: string
  role: 'admin' | 'member'
  created_by: string | null
  created_at: Timestamp
  expires_at: Timestamp
  accepted_at: Timestamp | null
  accepted_by: string | null
}

/** A Terraform plan checked against the inventory (migration 0025): its verdicts, or the plan while its job waits. */
export interface PlanCheckTable {
  tenant_id: string
  id: string
  status: 'queued' | 'running' | 'completed' | 'failed'
  fail_on: 'critical' | 'high' | 'medium' | 'low'
  /** The reduced plan (plan-checks/plan-document.ts) until the job has run; null after, and for checks answered at once. */
  input: ColumnType<unknown, string | null, string | null>
  /** `{summary, introduced, resolved, undetermined}` once completed. */
  result: ColumnType<unknown, string | null, string | null>
  passed: boolean | null
  failure_reason: string | null
  created_at: Timestamp
  completed_at: Timestamp | null
  expires_at: Timestamp
}

/** A tenant's setting for one built-in check; no row: enabled. */
export interface CheckSettingTable {
  tenant_id: string
  check_id: string
  enabled: boolean
  /** Why it was disabled (or enabled again), as the caller gave it. */
  reason: string | null
  updated_at: Timestamp
  /** `usr_…`, `pat_…` or `oac_…`. */
  updated_by: string
}

/** The tenant's external id for AWS roles (migration 0030): made on first use, never changed. */
export interface CloudAccountExternalIdTable {
  tenant_id: string
  external_id: string
  created_at: Timestamp
}

export type CloudAccountStatus = 'pending_verification' | 'connected' | 'error' | 'suspended' | 'closed' | 'left_organization'

/** An AWS account or organization Posture reads through a role (migration 0030); a member of an organization has parent_id. */
export interface CloudAccountTable {
  tenant_id: string
  id: string
  parent_id: string | null
  provider: 'aws'
  name: string
  /** The role Posture assumes for this record: the account's, or the organization's management (or delegated-admin) role. */
  role_arn: string
  /** An organization's: the role name each member account has. null for accounts and members. */
  member_role_name: string | null
  account_id: string | null
  /** A member's state as Organizations last listed it (ACTIVE, SUSPENDED, PENDING_CLOSURE…). */
  member_state: string | null
  regions: string[] | null
  schedule: 'hourly' | 'daily' | 'weekly' | 'manual'
  status: CloudAccountStatus
  last_error: string | null
  verified_at: Timestamp | null
  /** When its schedule is due next (migration 0032); null: at once, for a scheduled one. */
  next_collection_at: Generated<Timestamp | null>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface CollectionTable {
  tenant_id: string
  id: string
  cloud_account_id: string
  status: 'queued' | 'running' | 'completed' | 'partial' | 'failed'
  trigger: 'manual' | 'schedule'
  /** [{region, service, resources, calls, throttled, status}] (jsonb). */
  progress: Generated<unknown>
  /** [{region, service, operation, code, message}] (jsonb). */
  errors: Generated<unknown>
  resources: Generated<number>
  removed: Generated<number>
  audit_id: string | null
  failure_reason: string | null
  created_at: Timestamp
  started_at: Timestamp | null
  completed_at: Timestamp | null
}

export interface Database {
  tenants: TenantTable
  users: UserTable
  accounts: AccountTable
  web_sessions: WebSessionTable
  oauth_clients: OAuthClientTable
  oauth_codes: OAuthCodeTable
  oauth_tokens: OAuthTokenTable
  tenant_audit_log: TenantAuditLogTable
  invites: InviteTable
  tenant_sso: TenantSsoTable
  report_contents: ReportContentTable
  sso_authorizations: SsoAuthorizationTable
  sso_login_requests: SsoLoginRequestTable
  personal_access_tokens: PersonalAccessTokenTable
  resources: ResourceTable
  resource_history: ResourceHistoryTable
  finding_transitions: FindingTransitionTable
  finding_stats_daily: FindingStatsDailyTable
  finding_notes: FindingNoteTable
  sla_policies: SlaPolicyTable
  idempotency_keys: IdempotencyKeyTable
  finding_bulk_updates: FindingBulkUpdateTable
  finding_bulk_update_items: FindingBulkUpdateItemTable
  jobs: JobTable
  audits: AuditTable
  findings: FindingTable
  finding_imports: FindingImportTable
  policies: PolicyTable
  suppression_rules: SuppressionRuleTable
  reports: ReportTable
  events: EventTable
  webhook_endpoints: WebhookEndpointTable
  webhook_deliveries: WebhookDeliveryTable
  webhook_attempts: WebhookAttemptTable
  instance_settings: InstanceSettingTable
  plan_checks: PlanCheckTable
  check_settings: CheckSettingTable
  cloud_account_external_ids: CloudAccountExternalIdTable
  cloud_accounts: CloudAccountTable
  collections: CollectionTable
}
