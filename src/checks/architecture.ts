import { attributesOf, below, isNone, isNonEmptyString, isProduction, num, str, strings, token } from './attributes.ts'
import type { Check } from './check.ts'
import { OPERATIONS_FIXES } from './terraform-fixes-operations.ts'

// Architecture checks: single points of failure, missing recovery paths, and configuration that has
// outlived its support. Checks marked production-only read the `env` tag: a staging database without a
// standby is a choice, a production one is a risk.

/**
 * Function runtimes past their provider's deprecation date (AWS Lambda, Cloud Functions, Azure Functions),
 * as of November 2026. A dated list: revise it when providers publish new deprecations.
 */
const DEPRECATED_RUNTIMES = new Set([
  'go1.x', 'java8', 'provided', 'dotnetcore1.0', 'dotnetcore2.0', 'dotnetcore2.1', 'dotnetcore3.1', 'dotnet5.0', 'dotnet6', 'dotnet7',
  'go111', 'go113', 'go116', 'go118', 'go119',
])
/** Oldest supported [major, minor] per language, in the AWS, GCP (`python312`) and Azure (`node|22`) spellings. */
const OLDEST_SUPPORTED: { pattern: RegExp; oldest: readonly [number, number] }[] = [
  { pattern: /^(?:nodejs|node)[|~]?(\d+)(?:\.x|-lts)?$/, oldest: [22, 0] },
  { pattern: /^python[|~]?(\d)\.?(\d+)$/, oldest: [3, 10] },
  { pattern: /^ruby[|~]?(\d)\.?(\d)$/, oldest: [3, 3] },
]

export function isDeprecatedRuntime(value: unknown): boolean {
  const runtime = str(value)?.trim().toLowerCase()
  if (!runtime) return false
  if (DEPRECATED_RUNTIMES.has(runtime) || runtime === 'nodejs') return true
  for (const { pattern, oldest } of OLDEST_SUPPORTED) {
    const match = pattern.exec(runtime)
    if (!match) continue
    // Compare as (major, minor) pairs: python3.9 is older than python3.10.
    const major = Number(match[1])
    const minor = Number(match[2] ?? 0)
    return major < oldest[0] || (major === oldest[0] && minor < oldest[1])
  }
  return false
}

export const ARCHITECTURE_CHECKS: Check[] = [
  {
    id: 'arch.instance_without_autoscaling',
    dimension: 'architecture',
    severity: 'low',
    kinds: ['instance'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_instance', 'google_compute_instance', 'azurerm_linux_virtual_machine', 'azurerm_windows_virtual_machine'],
    title: 'Production instance is not part of an auto-scaling group',
    description: 'The instance serves production traffic but is not managed by an auto-scaling group or instance group, so a host failure takes the workload down until someone intervenes.',
    rationale: 'Hosts fail and are retired by the provider as a matter of routine; without a group to replace it, each such event is an outage until someone rebuilds the instance by hand, and capacity cannot follow the load.',
    terraformFix: OPERATIONS_FIXES['arch.instance_without_autoscaling'],
    remediation: 'Run the workload from a launch template in an auto-scaling group (minimum 2 across zones), or document why a single instance is acceptable.',
    controls: { soc2: ['A1.1', 'A1.2'], iso_27001: ['A.8.6', 'A.8.14'] },
    evaluate: (resource) => isProduction(resource) && isNone(attributesOf(resource).autoscaling_group),
  },
  {
    id: 'arch.bucket_versioning_disabled',
    dimension: 'architecture',
    severity: 'medium',
    kinds: ['bucket'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_s3_bucket', 'aws_s3_bucket_versioning', 'google_storage_bucket', 'azurerm_storage_account'],
    title: 'Bucket versioning is disabled',
    description: 'Without versioning, an overwrite or deletion, accidental or malicious (ransomware), cannot be undone.',
    rationale: 'Without versioning, a mistaken overwrite, a buggy job or ransomware that encrypts or deletes objects destroys the data for good.',
    terraformFix: OPERATIONS_FIXES['arch.bucket_versioning_disabled'],
    remediation: 'Enable versioning, add a lifecycle rule to expire noncurrent versions after 30–90 days, and consider object lock for backups.',
    controls: { cis_azure: ['9.2.3'], soc2: ['A1.2'], iso_27001: ['A.8.13'], nist_800_53: ['CP-9'], hipaa: ['164.308(a)(7)(ii)(A)', '164.312(c)(1)'] },
    // S3 reports `Suspended` once versioning has been turned off; it protects nothing new from then on.
    evaluate: (resource) => {
      const versioning = attributesOf(resource).versioning
      const state = token(versioning)
      return versioning === false || state === 'suspended' || state === 'disabled'
    },
  },
  {
    id: 'arch.unused_network_rule',
    dimension: 'architecture',
    severity: 'info',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'Network rule is not attached to any resource',
    description: 'The rule or security group is not attached to any interface. Orphaned rules accumulate and make reviews harder, and get attached later by mistake.',
    rationale: 'Rules nobody uses still have to be reviewed, hide the rules that matter, and open a path the moment someone attaches the group to a new host.',
    remediation: 'Delete the rule after confirming with its owner.',
    controls: { soc2: ['CC6.6'], pci_dss: ['1.2.7'], iso_27001: ['A.8.9'], nist_800_53: ['CM-6'] },
    evaluate: (resource) => {
      const attachedTo = attributesOf(resource).attached_to
      return Array.isArray(attachedTo) && attachedTo.length === 0
    },
  },
  {
    id: 'arch.single_az_database',
    dimension: 'architecture',
    severity: 'high',
    kinds: ['database'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_db_instance', 'google_sql_database_instance', 'azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server',
      'azurerm_mssql_server', 'azurerm_mssql_database',
    ],
    title: 'Production database runs in a single availability zone',
    description: 'The database has no standby in another zone. A zone outage or host failure means downtime and possibly data loss up to the last backup.',
    rationale: 'Zone outages happen in every cloud; a standby in another zone turns one into a failover of a minute or two instead of a restore that takes hours and loses the latest writes.',
    terraformFix: OPERATIONS_FIXES['arch.single_az_database'],
    remediation: 'Enable Multi-AZ (or regional/zone-redundant high availability) for production databases.',
    controls: { cis_aws: ['2.2.4'], soc2: ['A1.2'], iso_27001: ['A.8.14'], nist_800_53: ['CP-7'], hipaa: ['164.308(a)(7)(ii)(C)'] },
    evaluate: (resource) => isProduction(resource) && attributesOf(resource).multi_az === false,
  },
  {
    id: 'arch.database_deletion_protection_disabled',
    dimension: 'architecture',
    severity: 'medium',
    kinds: ['database'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_db_instance', 'google_sql_database_instance', 'azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server',
      'azurerm_mssql_server',
    ],
    title: 'Production database has deletion protection disabled',
    description: 'Deletion protection is off, so a single API call, console click or infrastructure-as-code change can delete the production database together with its automated backups.',
    rationale: 'Deleting a database is the outage no restore undoes quickly: its automated backups go with it, and recovery falls back to whatever manual snapshot or export exists, if any.',
    terraformFix: OPERATIONS_FIXES['arch.database_deletion_protection_disabled'],
    remediation: 'Enable deletion protection (a CanNotDelete resource lock on Azure) on production databases, and make turning it off a reviewed change.',
    controls: { soc2: ['A1.2', 'CC8.1'], iso_27001: ['A.8.32'], nist_800_53: ['CM-5'], hipaa: ['164.312(c)(1)'] },
    evaluate: (resource) => isProduction(resource) && attributesOf(resource).deletion_protection === false,
  },
  {
    id: 'arch.database_backup_retention_short',
    dimension: 'architecture',
    severity: 'medium',
    kinds: ['database'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_db_instance', 'google_sql_database_instance', 'azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server',
      'azurerm_mssql_server', 'azurerm_mssql_database',
    ],
    title: 'Database backup retention is under 7 days',
    description: 'Automated backups are kept for fewer than 7 days, too short to recover from corruption discovered after a weekend.',
    rationale: 'Corruption, a bad migration or a deletion is often noticed days later; with a short retention the last good backup is already gone by then.',
    terraformFix: OPERATIONS_FIXES['arch.database_backup_retention_short'],
    remediation: 'Raise backup retention to at least 14 days and test a point-in-time restore.',
    // 0 days means automated backups are off, which CIS GCP 6.7 names directly.
    controls: { cis_gcp: ['6.7'], soc2: ['A1.2'], iso_27001: ['A.8.13'], nist_800_53: ['CP-9'], hipaa: ['164.308(a)(7)(ii)(A)'] },
    evaluate: (resource) => below(attributesOf(resource).backup_retention_days, 7),
  },
  {
    id: 'arch.function_deprecated_runtime',
    dimension: 'architecture',
    severity: 'medium',
    kinds: ['function'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_lambda_function', 'google_cloudfunctions_function', 'google_cloudfunctions2_function', 'azurerm_linux_function_app',
      'azurerm_windows_function_app',
    ],
    title: 'Function uses a deprecated runtime',
    description: 'The runtime is deprecated by the provider; it receives no security updates and new deployments will soon be blocked.',
    rationale: 'A deprecated runtime gets no security patches, and providers then block creating and updating functions on it, so an urgent fix may not deploy.',
    terraformFix: OPERATIONS_FIXES['arch.function_deprecated_runtime'],
    remediation: 'Upgrade to a supported runtime version and redeploy.',
    controls: { soc2: ['CC7.1'], pci_dss: ['6.3.3'], iso_27001: ['A.8.8'], nist_800_53: ['SA-22', 'SI-2'] },
    evaluate: (resource) => isDeprecatedRuntime(attributesOf(resource).runtime),
  },
  {
    id: 'arch.load_balancer_single_zone',
    dimension: 'architecture',
    severity: 'high',
    kinds: ['load_balancer'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_lb', 'aws_alb', 'google_compute_global_forwarding_rule', 'google_compute_forwarding_rule', 'azurerm_lb'],
    title: 'Load balancer targets run in a single zone',
    description: 'All healthy targets behind the load balancer are in one zone, so a zone failure makes the service unavailable.',
    rationale: 'When every target sits in one zone the load balancer\'s own redundancy is moot: one zone outage takes the whole service down.',
    terraformFix: OPERATIONS_FIXES['arch.load_balancer_single_zone'],
    remediation: 'Register targets in at least two zones and enable cross-zone load balancing.',
    controls: { soc2: ['A1.2'], iso_27001: ['A.8.14'] },
    // Zero zones means no targets at all, which cost.idle_load_balancer reports.
    evaluate: (resource) => num(attributesOf(resource).target_zones) === 1,
  },
  {
    id: 'arch.volume_without_backup',
    dimension: 'architecture',
    severity: 'medium',
    kinds: ['volume'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_ebs_volume', 'aws_volume_attachment', 'google_compute_disk', 'google_compute_attached_disk', 'azurerm_managed_disk',
      'azurerm_virtual_machine_data_disk_attachment',
    ],
    title: 'Attached volume has no backup plan',
    description: 'The volume is attached to a production instance but no snapshot schedule or backup plan covers it.',
    rationale: 'A disk without backups loses its data to a hardware fault, an accidental deletion or ransomware, and the production host cannot be rebuilt to the state it was in.',
    terraformFix: OPERATIONS_FIXES['arch.volume_without_backup'],
    remediation: 'Add the volume to a backup plan with daily snapshots and 14-day retention.',
    controls: { soc2: ['A1.2'], iso_27001: ['A.8.13'], nist_800_53: ['CP-9'], hipaa: ['164.308(a)(7)(ii)(A)'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const attached = isNonEmptyString(a.attached_to) || (strings(a.attached_to) ?? []).some((id) => id.trim() !== '')
      return isProduction(resource) && attached && isNone(a.backup_plan)
    },
  },
  {
    id: 'arch.snapshot_single_region',
    dimension: 'architecture',
    severity: 'info',
    kinds: ['snapshot'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_ebs_snapshot', 'google_compute_snapshot', 'azurerm_snapshot'],
    title: 'Backup snapshots exist in one region only',
    description: 'No copy of this backup exists outside its region, so a regional outage also takes out the backups.',
    rationale: 'Backups kept only in the region they protect share its fate: a regional outage or a compromised region takes the data and its backups at once.',
    terraformFix: OPERATIONS_FIXES['arch.snapshot_single_region'],
    remediation: 'Add a cross-region copy rule to the backup plan for production data.',
    controls: { soc2: ['A1.2'], iso_27001: ['A.5.30', 'A.8.13'], nist_800_53: ['CP-6'], hipaa: ['164.308(a)(7)(ii)(B)'] },
    evaluate: (resource) => attributesOf(resource).cross_region_copy === false,
  },
]
