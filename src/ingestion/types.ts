// The normalised record every format maps to, and the events of a parse. The API (issue 20) turns a record
// into a finding with `check_id`, `source: {tool, version, rule_id, location}` and a resource matched by
// `resource.key`; nothing here knows about tenants or the database.
import type { Dimension, Severity } from '../vocabulary/index.ts'

export const INGEST_FORMATS = ['ocsf', 'sarif', 'asff', 'trivy', 'checkov'] as const
export type IngestFormat = (typeof INGEST_FORMATS)[number]

export interface ToolInfo {
  /** As the source spells it: `Checkov`, `Trivy`, `KICS`, `defsec`, `Prowler`, `GuardDuty`. */
  name: string
  /** Lower-case [a-z0-9-] form of the name, the middle part of `check_id`. */
  slug: string
  version: string | null
}

export interface SourceLocation { file: string; start_line: number | null }

/** What the finding is about, with every identifier the source gave (the API matches on them in this order). */
export interface ExternalResource {
  /** The most specific identifier: arn, else uid, else address (+ file), else file; what the fingerprint uses. */
  key: string
  arn: string | null
  /** A cloud id that is not an ARN: an Azure resource id, a GCP resource name, an account id. */
  uid: string | null
  /** A Terraform address (`aws_s3_bucket.logs`, `module.db.aws_db_instance.this`) or a Checkov/Trivy resource name. */
  address: string | null
  /** The IaC file the resource is declared in, when it is one. */
  file: string | null
  name: string | null
  /** The source's type name: `aws_s3_bucket`, `AwsIamRole`, `FirewallRule`. */
  kind: string | null
  provider: 'aws' | 'azure' | 'gcp' | 'kubernetes' | null
  region: string | null
  account: string | null
}

export interface ExternalFinding {
  /** The source entry it came from (result, finding, check), counted from 0 across the file. */
  index: number
  format: IngestFormat
  tool: ToolInfo
  rule_id: string
  /** `ext.<tool slug>.<rule id>`, sanitised to [A-Za-z0-9._-] and at most 128 characters. */
  check_id: string
  title: string
  description: string | null
  remediation: string | null
  /** A link the source gives for the rule (SARIF helpUri, ASFF Remediation.Recommendation.Url, Checkov guideline). */
  url: string | null
  severity: Severity
  dimension: Dimension
  /** Compliance requirements, e.g. `CIS-1.5 1.20`, `CIS GCP V1.1 5.2`, `CWE-285`. */
  controls: string[]
  resource: ExternalResource
  location: SourceLocation | null
  /** 64 hex characters; equal for the same problem in two files of the same tool. */
  fingerprint: string
  /** `source`: built from the tool's own identity (SARIF fingerprints, ASFF Id); `computed`: tool + rule + resource + location. */
  fingerprint_source: 'source' | 'computed'
}

/**
 * Entries the source itself says are not open problems; counted, never imported.
 * - passed: OCSF PASS, ASFF PASSED, SARIF kind pass, Trivy PASS, Checkov passed_checks
 * - manual: needs a person to judge (OCSF MANUAL, ASFF INFOED, SARIF kind review/open)
 * - not_applicable: SARIF kind notApplicable, ASFF NOT_AVAILABLE
 * - suppressed: SARIF accepted suppressions, ASFF Workflow SUPPRESSED, OCSF Suppressed, Trivy EXCEPTION, Checkov skipped_checks
 * - resolved: ASFF Workflow RESOLVED, OCSF Resolved, SARIF baselineState absent
 * - archived: ASFF RecordState ARCHIVED
 * - out_of_scope: not a posture finding (Trivy vulnerabilities, secrets and licenses)
 */
export const SKIP_REASONS = ['passed', 'manual', 'not_applicable', 'suppressed', 'resolved', 'archived', 'out_of_scope'] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

/** An entry that cannot be mapped: the parse goes on without it. */
export interface Rejection { index: number; reason: string }

export type IngestEvent =
  | { type: 'finding'; finding: ExternalFinding }
  | { type: 'rejected'; rejection: Rejection }
  | { type: 'skipped'; index: number; reason: SkipReason }

export interface IngestSummary {
  format: IngestFormat
  /** Source entries seen; each one is mapped (one finding per resource it names), skipped or rejected. */
  entries: number
  findings: number
  skipped: Record<SkipReason, number>
  rejected: number
  /** The first MAX_REPORTED_REJECTIONS rejections. */
  rejections: Rejection[]
  /** Every tool met, with the version the file gives (Checkov's comes in its summary, after the checks). */
  tools: ToolInfo[]
}
