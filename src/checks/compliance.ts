import { attributesOf, below, token } from './attributes.ts'
import type { Check } from './check.ts'

// Compliance checks: the evidence auditors ask for (encryption at rest, audit logs, password policy, patched
// engines). Their failures are not always exploitable on their own, but each one fails a named control.

/** Default-encryption settings that mean "objects are stored unencrypted". `null` is "reported as none". */
const NO_ENCRYPTION = new Set(['none', 'disabled', 'off'])

export const COMPLIANCE_CHECKS: Check[] = [
  {
    id: 'cmp.instance_disk_unencrypted',
    dimension: 'compliance',
    severity: 'high',
    kinds: ['instance'],
    title: 'Instance boot disk is not encrypted at rest',
    description: 'The root volume of the instance is not encrypted. CIS benchmarks and SOC 2 CC6.1 expect encryption at rest for every disk holding customer data or credentials.',
    remediation: 'Create an encrypted snapshot of the root volume, launch a replacement from it, and enable encryption by default for new volumes in the account or project.',
    controls: { cis_aws: ['2.2.1'], cis_azure: ['7.3'], soc2: ['CC6.1'] },
    evaluate: (resource) => attributesOf(resource).disk_encrypted === false,
  },
  {
    id: 'cmp.bucket_access_logging_disabled',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['bucket'],
    title: 'Bucket access logging is disabled',
    description: 'Access logging is off, so there is no record of who read or changed objects. Auditors ask for this evidence under CIS 3.x and SOC 2 CC7.2.',
    remediation: 'Enable server access logging (or data access audit logs) to a dedicated, access-restricted log bucket.',
    // AWS: object-level read/write logging; GCP: data access audit logs; Azure: blob read/write/delete logging.
    controls: { cis_aws: ['3.8', '3.9'], cis_gcp: ['2.1'], cis_azure: ['3.13'], soc2: ['CC7.2'] },
    evaluate: (resource) => attributesOf(resource).access_logging === false,
  },
  {
    id: 'cmp.encryption_at_rest_disabled',
    dimension: 'compliance',
    severity: 'high',
    kinds: ['bucket'],
    title: 'Bucket default encryption is not configured',
    description: 'Objects are written without server-side encryption by default. Encryption at rest is required by CIS benchmarks and most customer security questionnaires.',
    remediation: 'Set default encryption with a customer-managed key (SSE-KMS, CMEK or a Key Vault key) and re-upload or copy existing objects to encrypt them.',
    controls: { cis_azure: ['3.12'], soc2: ['CC6.1'] },
    evaluate: (resource) => {
      const encryption = attributesOf(resource).encryption
      const setting = token(encryption)
      return encryption === false || encryption === null || (setting !== undefined && NO_ENCRYPTION.has(setting))
    },
  },
  {
    id: 'cmp.iam_password_policy_weak',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['iam_principal'],
    title: 'Account password policy is weaker than CIS requires',
    description: 'The password policy that applies to this user allows passwords shorter than 14 characters or does not prevent reuse, contrary to CIS 1.8–1.9.',
    remediation: 'Set a minimum length of 14, prevent reuse of the last 24 passwords, and prefer SSO with MFA over IAM users.',
    controls: { cis_aws: ['1.8', '1.9'], soc2: ['CC6.1'] },
    // CIS 1.9's audit expects reuse prevention of 24 passwords.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return below(a.password_policy_min_length, 14) || below(a.password_reuse_prevention, 24)
    },
  },
  {
    id: 'cmp.flow_logs_disabled',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['network_rule'],
    title: 'VPC flow logs are disabled for the network of this rule',
    description: 'Flow logging is off for the network, so there is no evidence of what traffic this rule admitted. CIS AWS 3.7 requires flow logs.',
    remediation: 'Enable flow logs for the VPC or VNet to a central log destination with 90-day retention.',
    controls: { cis_aws: ['3.7'], cis_gcp: ['3.8'], cis_azure: ['5.1.5', '6.5'], soc2: ['CC7.2'] },
    evaluate: (resource) => attributesOf(resource).flow_logs === false,
  },
  {
    id: 'cmp.database_unencrypted',
    dimension: 'compliance',
    severity: 'high',
    kinds: ['database'],
    title: 'Database storage is not encrypted',
    description: 'The database storage and its automated backups are unencrypted, failing CIS 2.3.1 and SOC 2 CC6.1.',
    remediation: 'Create an encrypted snapshot, restore it to a new encrypted instance, and switch the application over.',
    controls: { cis_aws: ['2.3.1'], cis_azure: ['4.1.5'], soc2: ['CC6.1'] },
    evaluate: (resource) => attributesOf(resource).encrypted === false,
  },
  {
    id: 'cmp.database_engine_end_of_life',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['database'],
    title: 'Database engine version is past end of standard support',
    description: 'The engine version no longer receives security patches from the provider and will be force-upgraded or incur extended-support charges.',
    remediation: 'Plan and test a major-version upgrade; upgrade staging first.',
    controls: { soc2: ['CC7.1'] },
    // Support calendars differ per provider and engine, so the importer's `end_of_life` flag decides, not a version table here.
    evaluate: (resource) => attributesOf(resource).end_of_life === true,
  },
  {
    id: 'cmp.key_policy_wildcard_principal',
    dimension: 'compliance',
    severity: 'high',
    kinds: ['key'],
    title: 'Key policy grants access to any principal',
    description: 'The key policy allows `*` as principal without conditions, so any account can use the key if it can reach it.',
    remediation: 'Restrict the key policy to named principals in your organisation and add an aws:PrincipalOrgID-style condition.',
    controls: { cis_gcp: ['1.9'], soc2: ['CC6.1', 'CC6.3'] },
    evaluate: (resource) => attributesOf(resource).policy_allows_any_principal === true,
  },
  {
    id: 'cmp.load_balancer_access_logs_disabled',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['load_balancer'],
    title: 'Load balancer access logs are disabled',
    description: 'Request logs are not kept, so there is no evidence trail for incident investigation (SOC 2 CC7.2).',
    remediation: 'Enable access logging to a restricted log bucket with a retention rule.',
    controls: { soc2: ['CC7.2'] },
    evaluate: (resource) => attributesOf(resource).access_logs === false,
  },
  {
    id: 'cmp.volume_unencrypted',
    dimension: 'compliance',
    severity: 'high',
    kinds: ['volume'],
    title: 'Block volume is not encrypted',
    description: 'Data on the volume and on snapshots taken from it is stored unencrypted, failing CIS 2.2.1.',
    remediation: 'Copy the volume to an encrypted one via snapshot, swap it in, and enable encryption by default.',
    controls: { cis_aws: ['2.2.1'], cis_azure: ['7.3', '7.4'], soc2: ['CC6.1'] },
    evaluate: (resource) => attributesOf(resource).encrypted === false,
  },
  {
    id: 'cmp.snapshot_unencrypted',
    dimension: 'compliance',
    severity: 'medium',
    kinds: ['snapshot'],
    title: 'Snapshot is not encrypted',
    description: 'The snapshot stores a copy of disk data without encryption.',
    remediation: 'Copy the snapshot with encryption enabled and delete the unencrypted original.',
    // EBS snapshots inherit their volume's encryption, which CIS AWS 2.2.1 covers.
    controls: { cis_aws: ['2.2.1'], soc2: ['CC6.1'] },
    evaluate: (resource) => attributesOf(resource).encrypted === false,
  },
]
