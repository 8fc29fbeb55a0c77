// A finding as one OCSF 1.3.0 event, for SIEMs and security lakes that ingest the Open Cybersecurity Schema
// Framework. Field names and enums were checked against the 1.3.0 schema:
//   https://schema.ocsf.io/1.3.0/classes/detection_finding   (class_uid 2004)
//   https://schema.ocsf.io/1.3.0/classes/compliance_finding  (class_uid 2003)
//   https://schema.ocsf.io/1.3.0/objects/compliance, /objects/resource_details, /objects/cloud, /objects/finding_info
// Deliberately 1.3-shaped: `resources[].tags`, `cloud.cloud_partition`, `compliance.status_details` and the
// finding status `Archived` only exist from 1.4.0, so they are not used here.
import type { Provider } from '../../resources/index.ts'
import type { ResourceRecord } from '../../resources/index.ts'
import type { FindingStatus, Severity } from '../../vocabulary/index.ts'
import type { FindingRecord } from '../schemas.ts'

export const OCSF_SCHEMA_VERSION = '1.3.0'

/**
 * The standards and requirements a finding evidences, resolved by the caller for the finding's check and its
 * resource's cloud (the app wires the check library's framework data in): this file knows no framework.
 */
export interface ComplianceReferences {
  /** Standard names with version, e.g. `CIS Amazon Web Services Foundations Benchmark v5.0.0`. */
  standards: readonly string[]
  /** `<standard> <requirement id>`. */
  requirements: readonly string[]
}
/** The resource fields an event needs; `tags` is optional so a caller may stream without them. */
export type OcsfResourceInput = Pick<ResourceRecord, 'kind' | 'provider' | 'region' | 'name' | 'external_id'> & {
  tags?: Readonly<Record<string, string>>
}
export interface OcsfOptions {
  /** This build's version, reported as `metadata.product.version`. */
  productVersion: string
}

export interface OcsfResourceDetails {
  uid: string
  name: string
  type: string
  region: string
  cloud_partition?: string
  labels?: string[]
  data: { posture_id: string }
}

export interface OcsfCompliance {
  standards: string[]
  control: string
  requirements?: string[]
  status_id: 1 | 2 | 3
  status: 'Pass' | 'Warning' | 'Fail'
}

export interface OcsfFindingEvent {
  category_uid: 2
  category_name: 'Findings'
  class_uid: 2003 | 2004
  class_name: 'Compliance Finding' | 'Detection Finding'
  activity_id: 1 | 2 | 3
  activity_name: 'Create' | 'Update' | 'Close'
  type_uid: number
  type_name: string
  time: number
  severity_id: 1 | 2 | 3 | 4 | 5
  severity: string
  status_id: 1 | 3 | 4
  status: string
  status_detail?: string
  message: string
  finding_info: {
    uid: string
    title: string
    desc: string
    types: string[]
    analytic: { uid: string; name: string; type_id: 1; type: 'Rule' }
    created_time: number
    first_seen_time: number
    last_seen_time: number
  }
  compliance?: OcsfCompliance
  resources: OcsfResourceDetails[]
  cloud: { provider: string; region: string }
  remediation: { desc: string }
  metadata: {
    version: string
    profiles: string[]
    uid: string
    product: { name: string; vendor_name: string; version: string }
  }
  unmapped?: { status_expires_at?: string; policy_ids?: string[] }
}

// base_event.severity_id; OCSF also has 0 Unknown, 6 Fatal and 99 Other, which we never produce.
const SEVERITY = {
  info: { id: 1, name: 'Informational' },
  low: { id: 2, name: 'Low' },
  medium: { id: 3, name: 'Medium' },
  high: { id: 4, name: 'High' },
  critical: { id: 5, name: 'Critical' },
} as const satisfies Record<Severity, { id: number; name: string }>

// finding.activity_id. Our export is a snapshot, not a change feed, so the activity describes the state the
// finding is in: still open reads as its creation, an accepted risk as an update, a resolution as a close.
const ACTIVITY = {
  open: { id: 1, name: 'Create' },
  accepted_risk: { id: 2, name: 'Update' },
  resolved: { id: 3, name: 'Close' },
} as const satisfies Record<FindingStatus, { id: number; name: string }>

// finding.status_id (the triage state). Accepting a risk is the "reviewed, benign for us" of Suppressed.
const FINDING_STATUS = {
  open: { id: 1, name: 'New' },
  accepted_risk: { id: 3, name: 'Suppressed' },
  resolved: { id: 4, name: 'Resolved' },
} as const satisfies Record<FindingStatus, { id: number; name: string }>

// compliance.status_id (the check result). Accepting a risk does not make the resource comply, so it stays
// Fail; Warning means "no result for lack of information", which is not our case.
const COMPLIANCE_STATUS = {
  open: { id: 3, name: 'Fail' },
  accepted_risk: { id: 3, name: 'Fail' },
  resolved: { id: 1, name: 'Pass' },
} as const satisfies Record<FindingStatus, { id: number; name: string }>

// cloud.provider is free text in OCSF; these are the spellings its own examples and AWS Security Lake use.
const CLOUD_PROVIDER: Record<Provider, string> = { aws: 'AWS', gcp: 'GCP', azure: 'Azure', other: 'Other' }

/** OCSF timestamp_t: milliseconds since the epoch. Throws rather than let NaN serialise as `null`. */
function epochMs(iso: string): number {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO 8601 timestamp: ${iso}`)
  return ms
}

/** The AWS partition (`aws`, `aws-cn`, `aws-us-gov`) is the second field of an ARN; other clouds have none. */
function awsPartition(resource: OcsfResourceInput): string | undefined {
  if (resource.provider !== 'aws') return undefined
  const match = /^arn:([a-z-]+):/.exec(resource.external_id)
  return match?.[1]
}

function complianceBlock(finding: FindingRecord, references: ComplianceReferences | undefined): OcsfCompliance {
  const standards = [...(references?.standards ?? [])]
  const requirements = [...(references?.requirements ?? [])]
  const status = COMPLIANCE_STATUS[finding.status]
  return {
    standards,
    // The control is what we evaluated, i.e. our check, as AWS Security Hub reports its own control ids.
    control: finding.check_id,
    ...(requirements.length > 0 ? { requirements } : {}),
    status_id: status.id,
    status: status.name,
  }
}

export function toOcsf(
  finding: FindingRecord,
  resource: OcsfResourceInput,
  compliance: ComplianceReferences | undefined,
  options: OcsfOptions,
): OcsfFindingEvent {
  const isCompliance = finding.dimension === 'compliance'
  const classUid = isCompliance ? 2003 : 2004
  const className = isCompliance ? 'Compliance Finding' : 'Detection Finding'
  const activity = ACTIVITY[finding.status]
  const severity = SEVERITY[finding.severity]
  const status = FINDING_STATUS[finding.status]

  const partition = awsPartition(resource)
  const labels = Object.entries(resource.tags ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)

  const unmapped: NonNullable<OcsfFindingEvent['unmapped']> = {}
  // OCSF 1.3 has no field for when a risk acceptance lapses, nor for our custom policies.
  if (finding.status_expires_at) unmapped.status_expires_at = finding.status_expires_at
  if (finding.policy_ids.length > 0) unmapped.policy_ids = [...finding.policy_ids]

  return {
    category_uid: 2,
    category_name: 'Findings',
    class_uid: classUid,
    class_name: className,
    activity_id: activity.id,
    activity_name: activity.name,
    type_uid: classUid * 100 + activity.id,
    type_name: `${className}: ${activity.name}`,
    // The event is "the finding as last observed", so its time is the latest audit that saw it.
    time: epochMs(finding.last_seen_at),
    severity_id: severity.id,
    severity: severity.name,
    status_id: status.id,
    status: status.name,
    ...(finding.status_reason ? { status_detail: finding.status_reason } : {}),
    message: finding.title,
    finding_info: {
      uid: finding.id,
      title: finding.title,
      desc: finding.description,
      types: [finding.dimension],
      analytic: { uid: finding.check_id, name: finding.check_id, type_id: 1, type: 'Rule' },
      created_time: epochMs(finding.detected_at),
      first_seen_time: epochMs(finding.first_seen_at),
      last_seen_time: epochMs(finding.last_seen_at),
    },
    ...(isCompliance ? { compliance: complianceBlock(finding, compliance) } : {}),
    resources: [{
      uid: resource.external_id,
      name: resource.name,
      type: resource.kind,
      region: resource.region,
      ...(partition ? { cloud_partition: partition } : {}),
      ...(labels.length > 0 ? { labels } : {}),
      data: { posture_id: finding.resource_id },
    }],
    cloud: { provider: CLOUD_PROVIDER[resource.provider], region: resource.region },
    remediation: { desc: finding.remediation },
    metadata: {
      version: OCSF_SCHEMA_VERSION,
      // `cloud`, `resources[].region` and `cloud_partition` belong to the Cloud profile; consumers validate
      // profile attributes only when the profile is declared.
      profiles: ['cloud'],
      uid: finding.id,
      product: { name: 'Posture', vendor_name: 'Posture', version: options.productVersion },
    },
    ...(Object.keys(unmapped).length > 0 ? { unmapped } : {}),
  }
}
