import { attributesOf, num, strings, token } from '../attributes.ts'
import type { Check, ComplianceFramework } from '../check.ts'
import type { Provider } from '../../resources/index.ts'
import { IDENTITY_FIXES } from './terraform-fixes.ts'

// Account-wide settings: one `account` item per AWS account, GCP project or Azure subscription, holding the
// settings that apply to everything in it (threat detection, default encryption, monitoring alerts).

type Controls = Partial<Record<ComplianceFramework, readonly string[]>>
type CloudProvider = Exclude<Provider, 'other'>

/** The Terraform types whose state says which audit-log events raise an alert, per cloud. */
const ALERT_TYPES: Record<CloudProvider, string> = { aws: 'aws_cloudwatch_log_metric_filter', gcp: 'google_logging_metric', azure: 'azurerm_monitor_activity_log_alert' }
const ALERT_CONTROLS: Controls = { soc2: ['CC7.2'], pci_dss: ['10.4.1'], iso_27001: ['A.8.16'], nist_800_53: ['AU-6', 'SI-4'], hipaa: ['164.308(a)(1)(ii)(D)'] }

/** True when the importer knows the account's alerts (`alerted_events`) and the event is not among them. */
const lacksAlert = (event: string) => (resource: Parameters<Check['evaluate']>[0]) => {
  const alerted = strings(attributesOf(resource).alerted_events)
  return alerted !== undefined && !alerted.includes(event)
}

interface AlertSpec {
  id: string; event: string; providers: CloudProvider[]; title: string; description: string; rationale: string; remediation: string; cis: Controls
  severity?: Check['severity']
}
function alertCheck(spec: AlertSpec): Check {
  return {
    id: spec.id,
    dimension: spec.id.startsWith('arch.') ? 'architecture' : 'security',
    severity: spec.severity ?? 'low',
    kinds: ['account'],
    providers: spec.providers,
    terraformTypes: spec.providers.map((p) => ALERT_TYPES[p]),
    title: spec.title,
    description: spec.description,
    rationale: spec.rationale,
    terraformFix: IDENTITY_FIXES[spec.id],
    remediation: spec.remediation,
    controls: { ...spec.cis, ...ALERT_CONTROLS },
    effort: 'low',
    evaluate: lacksAlert(spec.event),
  }
}

interface DefenderSpec { plan: string; label: string; attribute: string; cis: string; title: string; description: string; rationale: string; severity?: Check['severity'] }
function defenderCheck(spec: DefenderSpec): Check {
  const id = `sec.account_defender_${spec.plan}_off`
  return {
    id,
    dimension: 'security',
    severity: spec.severity ?? 'medium',
    kinds: ['account'],
    providers: ['azure'],
    terraformTypes: ['azurerm_security_center_subscription_pricing'],
    title: spec.title,
    description: spec.description,
    rationale: spec.rationale,
    terraformFix: IDENTITY_FIXES[id],
    remediation: `Switch the ${spec.label} plan of Microsoft Defender for Cloud to the Standard tier on the subscription and route its alerts to the security team.`,
    controls: { cis_azure: [spec.cis], soc2: ['CC7.2'], pci_dss: ['11.5.1'], iso_27001: ['A.8.16'], nist_800_53: ['SI-4'], hipaa: ['164.308(a)(1)(ii)(D)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource)[spec.attribute] === false,
  }
}

const AWS_SETTING_CHECKS: Check[] = [
  {
    id: 'cmp.account_ebs_encryption_by_default_disabled',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_ebs_encryption_by_default'],
    title: 'EBS encryption by default is off',
    description: 'New EBS volumes and snapshot copies in the region are created unencrypted unless each request asks for encryption (CIS AWS 5.1.1).',
    rationale: 'Per-volume encryption depends on every template and script remembering it; the account default makes every new volume encrypted whoever creates it.',
    terraformFix: IDENTITY_FIXES['cmp.account_ebs_encryption_by_default_disabled'],
    remediation: 'Turn on EBS encryption by default in every region in use, optionally with a customer-managed default key.',
    controls: { cis_aws: ['5.1.1'], soc2: ['CC6.1'], pci_dss: ['3.5.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-28'], hipaa: ['164.312(a)(2)(iv)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).ebs_encryption_by_default === false,
  },
  {
    id: 'sec.account_s3_public_access_block_off',
    dimension: 'security',
    severity: 'high',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_s3_account_public_access_block'],
    title: 'S3 Block Public Access is not fully on for the account',
    description: 'At least one of the four account-level S3 Block Public Access settings is off, so a bucket ACL or policy can still make data public.',
    rationale: 'Most S3 data leaks come from one bucket made public by mistake; the account-level block overrides every bucket\'s ACLs and policies, so no single misconfiguration can publish data.',
    terraformFix: IDENTITY_FIXES['sec.account_s3_public_access_block_off'],
    remediation: 'Turn on all four Block Public Access settings for the account, serving any intentionally public content through CloudFront instead.',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['1.4.4'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3', 'AC-21'], hipaa: ['164.312(a)(1)'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).s3_public_access_block === false,
  },
  {
    id: 'sec.account_guardduty_disabled',
    dimension: 'security',
    severity: 'high',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_guardduty_detector'],
    title: 'GuardDuty is disabled',
    description: 'The GuardDuty detector is suspended in at least one region, so threats such as credential exfiltration or crypto-mining there are not detected.',
    rationale: 'GuardDuty is the account\'s burglar alarm: it spots stolen credentials used from unusual places, calls to mining pools and reconnaissance, and turning it off is a step attackers themselves take.',
    terraformFix: IDENTITY_FIXES['sec.account_guardduty_disabled'],
    remediation: 'Enable the GuardDuty detector in every region (preferably from a delegated administrator account for the whole organisation).',
    controls: { soc2: ['CC7.2'], pci_dss: ['11.5.1'], iso_27001: ['A.8.16'], nist_800_53: ['SI-4'], hipaa: ['164.308(a)(1)(ii)(D)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).guardduty_enabled === false,
  },
  {
    id: 'sec.account_securityhub_no_standards',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_securityhub_account', 'aws_securityhub_standards_subscription'],
    title: 'Security Hub is enabled without any security standard',
    description: 'Security Hub is on but subscribed to no standard, so it runs no controls and reports only what other services send it (CIS AWS 4.16).',
    rationale: 'Security Hub\'s value is its continuously evaluated controls; without a standard it raises no findings of its own, while the account looks covered by it.',
    terraformFix: IDENTITY_FIXES['sec.account_securityhub_no_standards'],
    remediation: 'Subscribe the account to the AWS Foundational Security Best Practices and CIS AWS Foundations standards.',
    controls: { cis_aws: ['4.16'], soc2: ['CC7.1'], iso_27001: ['A.8.8'], nist_800_53: ['RA-5'] },
    effort: 'low',
    evaluate: (resource) => num(attributesOf(resource).securityhub_standards) === 0,
  },
  {
    id: 'cmp.account_config_not_recording',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_config_configuration_recorder', 'aws_config_configuration_recorder_status'],
    title: 'AWS Config is not recording every resource',
    description: 'The AWS Config recorder is stopped, or records only some resource types, so configuration history is incomplete (CIS AWS 3.3).',
    rationale: 'Config history answers "what did this look like on that day, and who changed it"; a stopped or partial recorder leaves gaps exactly where an auditor or an investigation will look.',
    terraformFix: IDENTITY_FIXES['cmp.account_config_not_recording'],
    remediation: 'Record all supported resource types (global types in one region) and start the recorder in every region in use.',
    controls: { cis_aws: ['3.3'], soc2: ['CC7.1', 'CC8.1'], pci_dss: ['10.2.1'], iso_27001: ['A.8.9'], nist_800_53: ['CM-8', 'CM-3'], hipaa: ['164.312(b)'] },
    effort: 'low',
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.config_recorder_enabled === false || a.config_all_resources === false
    },
  },
  {
    id: 'sec.account_password_policy_no_complexity',
    dimension: 'security',
    severity: 'low',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_iam_account_password_policy'],
    title: 'IAM password policy does not require mixed character types',
    description: 'The account password policy does not require upper case, lower case, digits and symbols, so IAM users may choose simple passwords.',
    rationale: 'PCI DSS asks for both letters and digits in passwords; without composition rules, IAM passwords can be dictionary words that fall to the first guessing attempt.',
    terraformFix: IDENTITY_FIXES['sec.account_password_policy_no_complexity'],
    remediation: 'Require all four character classes in the account password policy, and move people to SSO with MFA so IAM passwords are rare.',
    controls: { soc2: ['CC6.1'], pci_dss: ['8.3.6'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'], hipaa: ['164.308(a)(5)(ii)(D)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).password_policy_complexity === false,
  },
  {
    id: 'sec.account_snapshot_public_sharing_allowed',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_ebs_snapshot_block_public_access'],
    title: 'EBS snapshots can be shared publicly',
    description: 'Block public access for EBS snapshots is unblocked in the region, so any snapshot can be made restorable by every AWS account.',
    rationale: 'A public snapshot is a full copy of a disk (databases, keys, source code) that anyone can restore; researchers find thousands of them, and the regional block stops it whatever one snapshot\'s permissions say.',
    terraformFix: IDENTITY_FIXES['sec.account_snapshot_public_sharing_allowed'],
    remediation: 'Set block public access for EBS snapshots to block all sharing in every region in use.',
    controls: { soc2: ['CC6.1'], pci_dss: ['3.5.1'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3', 'AC-21'], hipaa: ['164.312(a)(1)'] },
    effort: 'low',
    evaluate: (resource) => token(attributesOf(resource).snapshot_block_public_access) === 'unblocked',
  },
  {
    id: 'sec.account_ami_public_sharing_allowed',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_ec2_image_block_public_access'],
    title: 'AMIs can be shared publicly',
    description: 'Block public access for AMIs is off in the region, so an image can be made launchable by every AWS account.',
    rationale: 'Machine images carry everything baked into them (credentials, keys, internal code); the account-level block stops an image from being published by one wrong launch permission.',
    terraformFix: IDENTITY_FIXES['sec.account_ami_public_sharing_allowed'],
    remediation: 'Turn on block public access for AMIs in every region in use; share images with named accounts or the organisation instead.',
    controls: { soc2: ['CC6.1'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3', 'AC-21'], hipaa: ['164.312(a)(1)'] },
    effort: 'low',
    evaluate: (resource) => token(attributesOf(resource).image_block_public_access) === 'unblocked',
  },
  {
    id: 'sec.account_imds_v1_default',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['aws'],
    terraformTypes: ['aws_ec2_instance_metadata_defaults'],
    title: 'Account default lets new instances use IMDSv1',
    description: 'The account\'s instance metadata defaults make session tokens optional, so instances launched without explicit settings accept IMDSv1 (CIS AWS 5.7).',
    rationale: 'IMDSv1 answers any request that reaches it, so a server-side request forgery in one application hands out the instance role\'s credentials; a required-token default protects every launch nobody configured.',
    terraformFix: IDENTITY_FIXES['sec.account_imds_v1_default'],
    remediation: 'Set the account\'s instance metadata defaults to require tokens (IMDSv2) with a hop limit of 2 in every region in use.',
    controls: { cis_aws: ['5.7'], soc2: ['CC6.1'], iso_27001: ['A.8.9'], nist_800_53: ['CM-6', 'AC-3'] },
    effort: 'medium',
    evaluate: (resource) => token(attributesOf(resource).imds_http_tokens) === 'optional',
  },
]

const ALERT_CHECKS: Check[] = [
  alertCheck({
    id: 'sec.account_no_alert_unauthorized_api_calls', event: 'unauthorized_api_calls', providers: ['aws'], cis: { cis_aws: ['4.1'] },
    title: 'No alarm on unauthorized API calls',
    description: 'No CloudTrail metric filter with an alarm watches for UnauthorizedOperation and AccessDenied errors (CIS AWS 4.1).',
    rationale: 'A burst of access-denied errors is how stolen credentials look while an attacker maps what they can do; an alarm on it catches the reconnaissance before the damage.',
    remediation: 'Add a metric filter for UnauthorizedOperation and AccessDenied errors on the trail\'s log group, with an alarm notifying the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_console_login_without_mfa', event: 'console_login_without_mfa', providers: ['aws'], cis: { cis_aws: ['4.2'] },
    title: 'No alarm on console sign-in without MFA',
    description: 'No CloudTrail metric filter with an alarm watches for ConsoleLogin events where MFA was not used (CIS AWS 4.2).',
    rationale: 'A console sign-in without MFA means a password alone opened the account, the signature of a phished or reused password, and every one of them deserves a look.',
    remediation: 'Add a metric filter for ConsoleLogin events with MFAUsed other than Yes, with an alarm notifying the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_root_usage', event: 'root_usage', providers: ['aws'], severity: 'medium', cis: { cis_aws: ['4.3'] },
    title: 'No alarm on use of the root user',
    description: 'No CloudTrail metric filter with an alarm watches for activity of the root user (CIS AWS 4.3).',
    rationale: 'The root user cannot be restricted by any policy and should almost never act; any use of it is either a rare planned task or a full account compromise, and must be seen at once.',
    remediation: 'Add a metric filter for userIdentity.type Root (excluding AWS service events), with an alarm paging the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_iam_policy_changes', event: 'iam_policy_changes', providers: ['aws', 'gcp'], cis: { cis_aws: ['4.4'], cis_gcp: ['2.4'] },
    title: 'No alert on IAM policy or project ownership changes',
    description: 'No log metric with an alert watches for changes to IAM policies (AWS) or to project ownership (GCP) (CIS AWS 4.4, CIS GCP 2.4).',
    rationale: 'Granting oneself more rights is how an intruder makes a foothold permanent; an alert on policy and ownership changes turns a silent escalation into a page.',
    remediation: 'Add a log metric for IAM policy create, attach, detach and delete events (AWS) or owner role changes (GCP), with an alert to the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_audit_config_changes', event: 'audit_config_changes', providers: ['aws', 'gcp'], severity: 'medium', cis: { cis_aws: ['4.5'], cis_gcp: ['2.5'] },
    title: 'No alert on audit logging configuration changes',
    description: 'No log metric with an alert watches for trails being stopped or changed (AWS) or audit configs being modified (GCP) (CIS AWS 4.5, CIS GCP 2.5).',
    rationale: 'Turning off audit logging is how an intruder hides what comes next; the change itself is logged, and an alert on it is often the last chance to notice before the record goes dark.',
    remediation: 'Add a log metric for CreateTrail, UpdateTrail, DeleteTrail and StopLogging (AWS) or audit config deltas (GCP), with an alert to the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_key_deletion', event: 'key_deletion', providers: ['aws'], cis: { cis_aws: ['4.7'] },
    title: 'No alarm on disabling or deleting KMS keys',
    description: 'No CloudTrail metric filter with an alarm watches for DisableKey or ScheduleKeyDeletion on customer-managed keys (CIS AWS 4.7).',
    rationale: 'Disabling or deleting a key makes everything encrypted with it unreadable, which is how ransom and sabotage play out in the cloud; the waiting period only helps if someone is told.',
    remediation: 'Add a metric filter for kms.amazonaws.com DisableKey and ScheduleKeyDeletion events, with an alarm notifying the key owners.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_bucket_permission_changes', event: 'bucket_permission_changes', providers: ['aws', 'gcp'], cis: { cis_aws: ['4.8'], cis_gcp: ['2.10'] },
    title: 'No alert on bucket policy or permission changes',
    description: 'No log metric with an alert watches for S3 bucket policy and ACL changes (AWS) or Cloud Storage IAM changes (GCP) (CIS AWS 4.8, CIS GCP 2.10).',
    rationale: 'One permission change can publish a bucket of customer data; alerting on bucket policy and ACL edits catches the exposure in minutes instead of when a researcher reports it.',
    remediation: 'Add a log metric for PutBucketPolicy, PutBucketAcl and DeleteBucketPolicy (AWS) or storage.setIamPermissions (GCP), with an alert.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_firewall_changes', event: 'firewall_changes', providers: ['aws', 'gcp', 'azure'],
    cis: { cis_aws: ['4.10'], cis_gcp: ['2.7'], cis_azure: ['6.1.2.3', '6.1.2.4'] },
    title: 'No alert on security group, firewall or NSG changes',
    description: 'No log metric or activity log alert watches for changes to security groups (AWS), VPC firewall rules (GCP) or network security groups (Azure).',
    rationale: 'Opening a port to the internet is one API call away from exposing a database or admin interface; an alert on firewall edits catches both mistakes and deliberate backdoors.',
    remediation: 'Add a log metric or activity log alert for security group, firewall rule or NSG create, update and delete operations, routed to the network owners.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_route_changes', event: 'route_changes', providers: ['aws', 'gcp'], cis: { cis_aws: ['4.13'], cis_gcp: ['2.8'] },
    title: 'No alert on route table changes',
    description: 'No log metric with an alert watches for route table or route changes (CIS AWS 4.13, CIS GCP 2.8).',
    rationale: 'A changed route can send a private subnet\'s traffic through an attacker-controlled instance or straight to the internet, and nothing else about the network looks different afterwards.',
    remediation: 'Add a log metric for route and route table create, replace and delete events, with an alert to the network owners.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_network_changes', event: 'network_changes', providers: ['aws', 'gcp'], cis: { cis_aws: ['4.14'], cis_gcp: ['2.9'] },
    title: 'No alert on VPC network changes',
    description: 'No log metric with an alert watches for VPC networks being created, deleted, peered or modified (CIS AWS 4.14, CIS GCP 2.9).',
    rationale: 'New networks and peerings create paths nobody reviewed between environments; an alert on them keeps the network map what the security team believes it to be.',
    remediation: 'Add a log metric for VPC create, delete, modify and peering events, with an alert to the network owners.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_custom_role_changes', event: 'custom_role_changes', providers: ['gcp'], cis: { cis_gcp: ['2.6'] },
    title: 'No alert on custom IAM role changes',
    description: 'No log-based metric with an alerting policy watches for custom roles being created, updated or deleted (CIS GCP 2.6).',
    rationale: 'Adding one permission to a widely granted custom role silently raises the privileges of everyone holding it, without any new grant appearing in the IAM policy.',
    remediation: 'Add a log-based metric for iam_role CreateRole, UpdateRole and DeleteRole, with an alerting policy to the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_sql_changes', event: 'sql_changes', providers: ['gcp', 'azure'], cis: { cis_gcp: ['2.11'], cis_azure: ['6.1.2.7', '6.1.2.8'] },
    title: 'No alert on database configuration or firewall changes',
    description: 'No log metric watches Cloud SQL instance updates (GCP), or no activity log alert watches SQL server firewall rule changes (Azure).',
    rationale: 'Databases are opened to the internet by a configuration or firewall edit, not by a new server; alerting on those edits catches the exposure of the data most worth stealing.',
    remediation: 'Add a log metric for cloudsql.instances.update (GCP) or activity log alerts for SQL firewall rule write and delete (Azure), routed to the database owners.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_policy_assignment_changes', event: 'policy_assignment_changes', providers: ['azure'], cis: { cis_azure: ['6.1.2.1', '6.1.2.2'] },
    title: 'No activity log alert on policy assignment changes',
    description: 'No activity log alert watches for Azure Policy assignments being created or deleted (CIS Azure 6.1.2.1 and 6.1.2.2).',
    rationale: 'Policy assignments are the subscription\'s guardrails; deleting one quietly lifts a restriction such as allowed regions or required encryption for everything that follows.',
    remediation: 'Add activity log alerts for Microsoft.Authorization/policyAssignments write and delete on the subscription, with an action group for the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_security_solution_changes', event: 'security_solution_changes', providers: ['azure'], cis: { cis_azure: ['6.1.2.5', '6.1.2.6'] },
    title: 'No activity log alert on security solution changes',
    description: 'No activity log alert watches for Defender for Cloud security solutions being created, updated or deleted (CIS Azure 6.1.2.5 and 6.1.2.6).',
    rationale: 'Removing a security solution such as a WAF or endpoint protection integration disarms detection without touching the workloads, which is why attackers try it first.',
    remediation: 'Add activity log alerts for Microsoft.Security/securitySolutions write and delete on the subscription, with an action group for the security team.',
  }),
  alertCheck({
    id: 'sec.account_no_alert_public_ip_changes', event: 'public_ip_changes', providers: ['azure'], cis: { cis_azure: ['6.1.2.9', '6.1.2.10'] },
    title: 'No activity log alert on public IP address changes',
    description: 'No activity log alert watches for public IP addresses being created, updated or deleted (CIS Azure 6.1.2.9 and 6.1.2.10).',
    rationale: 'Every new public IP is a new door to the internet; alerting on them lets the network team review each exposure as it appears, not at the next audit.',
    remediation: 'Add activity log alerts for Microsoft.Network/publicIPAddresses write and delete on the subscription, with an action group for the network team.',
  }),
  alertCheck({
    id: 'arch.account_no_service_health_alert', event: 'service_health', providers: ['azure'], cis: { cis_azure: ['6.1.2.11'] },
    title: 'No Service Health alert for the subscription',
    description: 'No activity log alert on the ServiceHealth category tells anyone about Azure incidents, planned maintenance or health advisories affecting the subscription (CIS Azure 6.1.2.11).',
    rationale: 'When Azure itself degrades, teams lose time debugging their own code; a Service Health alert says at once that the platform is at fault and which regions and services are affected.',
    remediation: 'Add an activity log alert on the ServiceHealth category (incidents, maintenance, security advisories) with an action group that reaches the on-call team.',
  }),
]

const GCP_SETTING_CHECKS: Check[] = [
  {
    id: 'sec.account_os_login_disabled',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['gcp'],
    terraformTypes: ['google_compute_project_metadata', 'google_compute_project_metadata_item'],
    title: 'OS Login is not enabled for the project',
    description: 'Project metadata does not set enable-oslogin to TRUE, so SSH access to instances is governed by metadata keys instead of IAM (CIS GCP 4.4).',
    rationale: 'Metadata SSH keys are never revoked when people leave and bypass IAM, 2-step verification and audit; OS Login ties every SSH session to an IAM identity that can be removed in one place.',
    terraformFix: IDENTITY_FIXES['sec.account_os_login_disabled'],
    remediation: 'Set enable-oslogin to TRUE in project metadata, grant roles/compute.osLogin where SSH is needed, and remove metadata SSH keys.',
    controls: { cis_gcp: ['4.4'], soc2: ['CC6.1', 'CC6.2'], pci_dss: ['8.2.1'], iso_27001: ['A.5.16'], nist_800_53: ['AC-2', 'IA-2'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).os_login === false,
  },
  {
    id: 'sec.account_project_wide_ssh_keys',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['gcp'],
    terraformTypes: ['google_compute_project_metadata', 'google_compute_project_metadata_item'],
    title: 'Project metadata holds SSH keys for every instance',
    description: 'The project metadata carries ssh-keys, which every instance not blocking project-wide keys accepts.',
    rationale: 'A project-wide key opens every instance of the project at once, including ones created later, and stays valid long after its owner has left.',
    terraformFix: IDENTITY_FIXES['sec.account_project_wide_ssh_keys'],
    remediation: 'Remove ssh-keys from project metadata and use OS Login (or per-instance keys where OS Login is impossible).',
    controls: { soc2: ['CC6.1'], pci_dss: ['8.2.2'], iso_27001: ['A.5.17'], nist_800_53: ['AC-17', 'IA-5'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).project_ssh_keys === true,
  },
  {
    id: 'cmp.account_no_security_contact',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['account'],
    providers: ['gcp'],
    terraformTypes: ['google_essential_contacts_contact'],
    title: 'No essential contact receives security notifications',
    description: 'Essential Contacts are configured, but none subscribes to the SECURITY (or ALL) category, so Google\'s security notifications go nowhere useful (CIS GCP 1.16).',
    rationale: 'Google sends notices of compromised credentials, abuse and vulnerabilities to essential contacts; without a security contact those warnings reach a billing address or nobody.',
    terraformFix: IDENTITY_FIXES['cmp.account_no_security_contact'],
    remediation: 'Add an essential contact for a monitored security mailbox subscribed to the SECURITY category.',
    controls: { cis_gcp: ['1.16'], soc2: ['CC2.3'], iso_27001: ['A.5.5', 'A.5.24'], nist_800_53: ['SI-5'] },
    effort: 'low',
    evaluate: (resource) => num(attributesOf(resource).security_contacts) === 0,
  },
]

const AZURE_SETTING_CHECKS: Check[] = [
  defenderCheck({
    plan: 'servers', label: 'Defender for Servers', attribute: 'defender_servers', cis: '8.1.3.1', severity: 'high',
    title: 'Microsoft Defender for Servers is off',
    description: 'The Defender for Servers plan is on the Free tier, so virtual machines get no threat detection, vulnerability assessment or endpoint protection integration.',
    rationale: 'Virtual machines are where most intrusions land; without Defender for Servers nothing correlates suspicious processes, logins and network activity on them into alerts.',
  }),
  defenderCheck({
    plan: 'storage', label: 'Defender for Storage', attribute: 'defender_storage', cis: '8.1.5.1',
    title: 'Microsoft Defender for Storage is off',
    description: 'The Defender for Storage plan is on the Free tier, so unusual access to storage accounts and uploaded malware go undetected.',
    rationale: 'Data theft from storage accounts looks like ordinary reads; Defender for Storage flags access from unusual places, mass downloads and malware uploads that no configuration check sees.',
  }),
  defenderCheck({
    plan: 'sql', label: 'Defender for Azure SQL Databases', attribute: 'defender_sql', cis: '8.1.7.3',
    title: 'Microsoft Defender for Azure SQL is off',
    description: 'The Defender for Azure SQL Databases plan is on the Free tier, so SQL injection attempts and anomalous database access are not detected.',
    rationale: 'SQL injection and brute force against databases are common and quiet; Defender for SQL recognises them in the query stream and also runs the vulnerability assessment auditors expect.',
  }),
  defenderCheck({
    plan: 'key_vault', label: 'Defender for Key Vault', attribute: 'defender_key_vault', cis: '8.1.8.1',
    title: 'Microsoft Defender for Key Vault is off',
    description: 'The Defender for Key Vault plan is on the Free tier, so unusual access to secrets and keys raises no alert.',
    rationale: 'A compromised identity often starts by listing and reading vault secrets; Defender for Key Vault spots access from unusual applications, locations and volumes.',
  }),
  defenderCheck({
    plan: 'resource_manager', label: 'Defender for Resource Manager', attribute: 'defender_resource_manager', cis: '8.1.9.1',
    title: 'Microsoft Defender for Resource Manager is off',
    description: 'The Defender for Resource Manager plan is on the Free tier, so suspicious management operations across the subscription are not analysed.',
    rationale: 'Every control-plane attack goes through Resource Manager; this plan spots toolkits such as MicroBurst, operations from malicious IPs and persistence tricks in management calls.',
  }),
  defenderCheck({
    plan: 'app_service', label: 'Defender for App Service', attribute: 'defender_app_service', cis: '8.1.6.1',
    title: 'Microsoft Defender for App Service is off',
    description: 'The Defender for App Service plan is on the Free tier, so attacks on web apps and dangling DNS entries are not detected.',
    rationale: 'Web apps face the internet directly; Defender for App Service watches their requests and hosts for exploitation and warns of DNS names left pointing at deleted apps.',
  }),
  defenderCheck({
    plan: 'containers', label: 'Defender for Containers', attribute: 'defender_containers', cis: '8.1.4.1',
    title: 'Microsoft Defender for Containers is off',
    description: 'The Defender for Containers plan is on the Free tier, so AKS clusters and container images get no runtime protection or image scanning.',
    rationale: 'Container escapes, crypto-miners in pods and vulnerable images are found by runtime and registry scanning; without this plan a cluster compromise raises no alert.',
  }),
  defenderCheck({
    plan: 'cspm', label: 'Defender CSPM', attribute: 'defender_cspm', cis: '8.1.1.1', severity: 'low',
    title: 'Microsoft Defender CSPM is off',
    description: 'The Defender Cloud Security Posture Management plan is on the Free tier, so attack path analysis and agentless scanning are not available.',
    rationale: 'Foundational posture checks list misconfigurations one by one; Defender CSPM shows which of them chain into a path to sensitive data, which is what makes them urgent.',
  }),
  {
    id: 'sec.account_security_alert_notifications_off',
    dimension: 'security',
    severity: 'medium',
    kinds: ['account'],
    providers: ['azure'],
    terraformTypes: ['azurerm_security_center_contact'],
    title: 'Defender for Cloud does not email security alerts',
    description: 'The subscription\'s security contact has alert notifications turned off, so Defender for Cloud alerts are not emailed to it (CIS Azure 8.1.14).',
    rationale: 'Defender alerts are only useful if someone reads them soon; without email notification they wait in the portal until somebody happens to look.',
    terraformFix: IDENTITY_FIXES['sec.account_security_alert_notifications_off'],
    remediation: 'Turn on alert notifications for the security contact (severity high or above) and point the contact at a monitored mailbox.',
    controls: { cis_azure: ['8.1.14'], soc2: ['CC7.3'], pci_dss: ['12.10.1'], iso_27001: ['A.5.24'], nist_800_53: ['SI-4', 'SI-5'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).security_alert_notifications === false,
  },
  {
    id: 'sec.account_security_alerts_not_to_owners',
    dimension: 'security',
    severity: 'low',
    kinds: ['account'],
    providers: ['azure'],
    terraformTypes: ['azurerm_security_center_contact'],
    title: 'Defender for Cloud alerts are not sent to subscription owners',
    description: 'Security alert emails are not sent to the subscription\'s owners, only to the listed contact (CIS Azure 8.1.12).',
    rationale: 'Owners can act on an alert straight away, and when the contact mailbox is stale they are the only people who will see it at all.',
    terraformFix: IDENTITY_FIXES['sec.account_security_alerts_not_to_owners'],
    remediation: 'Turn on alerts to admins for the security contact so that subscription owners receive security alerts too.',
    controls: { cis_azure: ['8.1.12'], soc2: ['CC7.3'], iso_27001: ['A.5.24'], nist_800_53: ['SI-5'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).security_alerts_to_admins === false,
  },
  {
    id: 'cmp.account_activity_log_categories_incomplete',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['account'],
    providers: ['azure'],
    // The export is an azurerm_monitor_diagnostic_setting, which the core importer maps (as a storage account's
    // logging); it is read onto the subscription item, which exists when the state holds these settings.
    terraformTypes: ['azurerm_security_center_subscription_pricing', 'azurerm_security_center_contact'],
    title: 'Activity log export omits required categories',
    description: 'The subscription\'s diagnostic setting does not export all of the Administrative, Alert, Policy and Security activity log categories (CIS Azure 6.1.1.2).',
    rationale: 'The activity log keeps 90 days on its own; whatever category is left out of the export, such as who changed a policy or dismissed a security alert, is lost after that.',
    terraformFix: IDENTITY_FIXES['cmp.account_activity_log_categories_incomplete'],
    remediation: 'Export the Administrative, Alert, Policy and Security categories (or the allLogs group) to a Log Analytics workspace or storage account.',
    controls: { cis_azure: ['6.1.1.2'], soc2: ['CC7.2'], pci_dss: ['10.2.1'], iso_27001: ['A.8.15'], nist_800_53: ['AU-2', 'AU-12'], hipaa: ['164.312(b)'] },
    effort: 'low',
    evaluate: (resource) => {
      const categories = strings(attributesOf(resource).activity_log_categories)
      return categories !== undefined && ['Administrative', 'Alert', 'Policy', 'Security'].some((c) => !categories.includes(c))
    },
  },
]

export const ACCOUNT_CHECKS: Check[] = [...AWS_SETTING_CHECKS, ...ALERT_CHECKS, ...GCP_SETTING_CHECKS, ...AZURE_SETTING_CHECKS]
