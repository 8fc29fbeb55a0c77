import { above, attributesOf, isNonEmptyString, port, strings, token } from './attributes.ts'
import type { Check } from './check.ts'
import { NETWORK_SECURITY_CHECKS } from './security-network.ts'

// Security checks: exposure to the internet, weak authentication, excessive privilege, secrets in clear.

const ADMIN_PORTS = [22, 3389]
/**
 * Grant names that mean full control wherever they are attached. Azure's Owner is not here: it is full
 * control only at subscription scope, which the importer reports through the `admin` flag.
 */
const ADMIN_GRANTS = new Set(['administratoraccess', 'roles/owner', '*:*'])
/** Key states meaning "deletion scheduled" in AWS KMS, Cloud KMS and Key Vault spellings. */
const DELETION_STATES = new Set(['pendingdeletion', 'destroyscheduled', 'scheduledfordeletion'])
/** Asymmetric keys cannot rotate automatically, so CIS exempts them from the rotation control (AWS and GCP spellings). */
const NON_ROTATABLE_USAGES = new Set(['signverify', 'keyagreement', 'asymmetricsign', 'asymmetricdecrypt'])
/** ELB policies that still negotiate TLS 1.0 or 1.1. */
const WEAK_TLS_POLICIES = new Set([
  'elbsecuritypolicy-2016-08', 'elbsecuritypolicy-2015-05', 'elbsecuritypolicy-tls-1-0-2015-04', 'elbsecuritypolicy-tls-1-1-2017-01',
  'elbsecuritypolicy-fs-2018-06', 'elbsecuritypolicy-fs-1-1-2019-08', 'elbsecuritypolicy-tls13-1-0-2021-06', 'elbsecuritypolicy-tls13-1-1-2021-06',
])

/** `1.2`, `"1.0"`, `"TLSv1.1"`, `"TLS_1_2"`, `"TLS1_0"` → 1.0–1.3; `undefined` when unreadable. */
export function tlsVersion(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const match = /^(?:tls)?\s*v?[\s_-]*(\d)(?:[._-](\d))?$/.exec(value.trim().toLowerCase())
  return match ? Number(match[1]) + Number(match[2] ?? 0) / 10 : undefined
}

/** The importer's `admin` flag decides when present (it knows the scope of each grant); otherwise the grant names do. */
function grantsAdmin(a: Record<string, unknown>): boolean {
  if (typeof a.admin === 'boolean') return a.admin
  return (strings(a.policies) ?? []).some((p) => {
    const name = p.trim().toLowerCase()
    return ADMIN_GRANTS.has(name) || name.endsWith(':policy/administratoraccess')
  })
}

export const SECURITY_CHECKS: Check[] = [
  {
    id: 'sec.instance_public_ip_admin_port',
    dimension: 'security',
    severity: 'critical',
    kinds: ['instance'],
    title: 'Instance exposes SSH or RDP to the internet',
    description: 'The instance has a public IP address and a network rule that admits 0.0.0.0/0 on port 22 or 3389. Exposed administrative ports are scanned continuously and brute-forced within minutes of exposure.',
    remediation: 'Remove the public ingress rule and reach the instance through a bastion, Session Manager, IAP or Azure Bastion. If direct access is unavoidable, restrict the source to known corporate CIDR ranges.',
    controls: { cis_aws: ['5.2', '5.3'], cis_gcp: ['3.6', '3.7', '4.9'], cis_azure: ['6.1', '6.2'], soc2: ['CC6.6'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const open = Array.isArray(a.open_admin_ports) ? a.open_admin_ports.map(port) : []
      return isNonEmptyString(a.public_ip) && open.some((p) => p !== undefined && ADMIN_PORTS.includes(p))
    },
  },
  {
    id: 'sec.instance_imdsv1_enabled',
    dimension: 'security',
    severity: 'high',
    kinds: ['instance'],
    title: 'Instance metadata service accepts unauthenticated requests (IMDSv1)',
    description: 'The instance allows metadata requests without a session token. A server-side request forgery in any application on the host can read the instance role credentials.',
    remediation: 'Require IMDSv2 (session tokens) on the instance and in launch templates, and set the hop limit to 1 unless containers need 2.',
    controls: { cis_aws: ['5.6'], soc2: ['CC6.1'] },
    evaluate: (resource) => attributesOf(resource).metadata_tokens_required === false,
  },
  {
    id: 'sec.bucket_public_read',
    dimension: 'security',
    severity: 'critical',
    kinds: ['bucket'],
    title: 'Storage bucket allows public read access',
    description: 'The bucket policy or ACL grants read access to everyone on the internet. Any object in it, including backups and exports, can be listed and downloaded anonymously.',
    remediation: 'Enable the account-level public access block, remove the AllUsers/allUsers grant, and serve public content through a CDN with an origin access identity instead.',
    controls: { cis_aws: ['2.1.4'], cis_gcp: ['5.1'], cis_azure: ['3.17'], soc2: ['CC6.1', 'CC6.6'] },
    evaluate: (resource) => attributesOf(resource).public_read === true,
  },
  {
    id: 'sec.bucket_public_write',
    dimension: 'security',
    severity: 'critical',
    kinds: ['bucket'],
    title: 'Storage bucket allows anonymous writes',
    description: 'Anyone can upload or overwrite objects in the bucket. Attackers use writable buckets to host malware and to poison files that your applications load.',
    remediation: 'Remove the public write grant immediately, review recent object writes in the access logs, and enable the public access block.',
    controls: { cis_aws: ['2.1.4'], cis_gcp: ['5.1'], cis_azure: ['3.17'], soc2: ['CC6.1', 'CC6.6'] },
    evaluate: (resource) => attributesOf(resource).public_write === true,
  },
  {
    id: 'sec.iam_user_without_mfa',
    dimension: 'security',
    severity: 'high',
    kinds: ['iam_principal'],
    title: 'Console user has no multi-factor authentication',
    description: 'The user can sign in to the console with a password alone. A phished or reused password gives an attacker the user\'s full permissions.',
    remediation: 'Enforce MFA for the user (prefer phishing-resistant FIDO2 keys) and add a policy that denies actions when MFA is not present.',
    controls: { cis_aws: ['1.10'], cis_gcp: ['1.2'], cis_azure: ['1.1.2', '1.1.3'], soc2: ['CC6.1'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.console_access === true && a.mfa_enabled === false
    },
  },
  {
    id: 'sec.iam_admin_privileges',
    dimension: 'security',
    severity: 'critical',
    kinds: ['iam_principal'],
    title: 'Principal has full administrative privileges',
    description: 'The principal is granted `*:*` (or Owner at the subscription or project level). Compromise of this identity is compromise of the whole environment.',
    remediation: 'Replace the administrator grant with least-privilege roles scoped to what the principal actually used (see access advisor data), and keep break-glass admin access separate and monitored.',
    controls: { cis_aws: ['1.16'], cis_gcp: ['1.5'], cis_azure: ['1.22'], soc2: ['CC6.3'] },
    evaluate: (resource) => grantsAdmin(attributesOf(resource)),
  },
  {
    id: 'sec.iam_access_key_not_rotated',
    dimension: 'security',
    severity: 'medium',
    kinds: ['iam_principal'],
    title: 'Access key older than 90 days',
    description: 'The principal has an active long-lived access key that has not been rotated for more than 90 days, increasing the window in which a leaked key stays valid.',
    remediation: 'Rotate the key now, move the workload to short-lived credentials (instance roles, workload identity federation) where possible, and alert on keys older than 90 days.',
    controls: { cis_aws: ['1.14'], cis_gcp: ['1.7'], soc2: ['CC6.1'] },
    // An importer that reports the key as inactive has told us it cannot be used.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return above(a.access_key_age_days, 90) && a.access_key_active !== false
    },
  },
  ...NETWORK_SECURITY_CHECKS,
  {
    id: 'sec.database_publicly_accessible',
    dimension: 'security',
    severity: 'critical',
    kinds: ['database'],
    title: 'Database instance is publicly accessible',
    description: 'The database has a public endpoint. Combined with a weak or leaked password this exposes the data to anyone.',
    remediation: 'Disable public accessibility, move the instance to private subnets, and connect through a private endpoint or proxy.',
    controls: { cis_aws: ['2.3.3'], cis_gcp: ['6.6'], cis_azure: ['4.1.2'], soc2: ['CC6.6'] },
    evaluate: (resource) => attributesOf(resource).publicly_accessible === true,
  },
  {
    id: 'sec.function_secrets_in_environment',
    dimension: 'security',
    severity: 'high',
    kinds: ['function'],
    title: 'Function stores secrets in plain environment variables',
    description: 'Environment variables of the function contain values that look like secrets (API keys, passwords). They are visible to anyone who can read the function configuration.',
    remediation: 'Move the secrets to Secrets Manager, Secret Manager or Key Vault and read them at start-up with the function\'s identity.',
    controls: { cis_gcp: ['1.18'], cis_azure: ['9.10'], soc2: ['CC6.1'] },
    evaluate: (resource) => (strings(attributesOf(resource).plaintext_secret_env_vars) ?? []).some((name) => name.trim() !== ''),
  },
  {
    id: 'sec.function_public_url',
    dimension: 'security',
    severity: 'medium',
    kinds: ['function'],
    title: 'Function has an unauthenticated public URL',
    description: 'The function can be invoked by anyone on the internet without authentication.',
    remediation: 'Require IAM or token authentication on the function URL, or put it behind an API gateway with authorisation.',
    controls: { cis_azure: ['9.1'], soc2: ['CC6.1', 'CC6.6'] },
    // A public URL that requires IAM or a token is a normal way to expose a function.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.public_url === true && token(a.auth_type) === 'none'
    },
  },
  {
    id: 'sec.key_rotation_disabled',
    dimension: 'security',
    severity: 'medium',
    kinds: ['key'],
    title: 'Encryption key rotation is disabled',
    description: 'Automatic rotation is off for this customer-managed key, so the same key material protects data indefinitely (CIS AWS 3.6).',
    remediation: 'Enable automatic yearly rotation on the key.',
    controls: { cis_aws: ['3.6'], cis_gcp: ['1.10'], cis_azure: ['8.8'], soc2: ['CC6.1'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const usage = token(a.usage)
      return a.rotation_enabled === false && !(usage !== undefined && NON_ROTATABLE_USAGES.has(usage))
    },
  },
  {
    id: 'sec.key_scheduled_for_deletion',
    dimension: 'security',
    severity: 'high',
    kinds: ['key'],
    title: 'Key in use is scheduled for deletion',
    description: 'The key is pending deletion but still referenced by resources. Once deleted, data encrypted with it becomes unrecoverable.',
    remediation: 'Cancel the deletion, re-encrypt dependent resources with a new key, then schedule deletion again.',
    controls: { cis_azure: ['8.5'], soc2: ['A1.2', 'CC6.1'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const state = token(a.state)
      return state !== undefined && DELETION_STATES.has(state) && above(a.dependent_resources, 0)
    },
  },
  {
    id: 'sec.load_balancer_http_listener',
    dimension: 'security',
    severity: 'medium',
    kinds: ['load_balancer'],
    title: 'Load balancer accepts plain HTTP without redirecting',
    description: 'An HTTP listener forwards traffic to targets instead of redirecting to HTTPS, so credentials and cookies can cross the internet unencrypted.',
    remediation: 'Change the HTTP listener to a permanent redirect to HTTPS and enable HSTS on the application.',
    controls: { soc2: ['CC6.7'] },
    evaluate: (resource) => token(attributesOf(resource).http_listener) === 'forward',
  },
  {
    id: 'sec.load_balancer_weak_tls_policy',
    dimension: 'security',
    severity: 'medium',
    kinds: ['load_balancer'],
    title: 'Load balancer allows TLS 1.0 and 1.1',
    description: 'The TLS policy negotiates deprecated protocol versions that are vulnerable to downgrade attacks and are not allowed by PCI DSS.',
    remediation: 'Switch the listener to a TLS 1.2+ policy (TLS 1.3 where clients support it).',
    controls: { cis_gcp: ['3.9'], soc2: ['CC6.7'] },
    // The reported minimum version is authoritative; the policy name is only read when no version is given.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const version = tlsVersion(a.min_tls_version)
      if (version !== undefined) return version < 1.2
      const policy = typeof a.tls_policy === 'string' ? a.tls_policy.trim().toLowerCase() : undefined
      return policy !== undefined && WEAK_TLS_POLICIES.has(policy)
    },
  },
  {
    id: 'sec.snapshot_public',
    dimension: 'security',
    severity: 'critical',
    kinds: ['snapshot'],
    title: 'Disk snapshot is shared publicly',
    description: 'The snapshot is restorable by any account. Attackers routinely scan for public snapshots and mine them for credentials and data.',
    remediation: 'Make the snapshot private immediately and review who may have copied it (CloudTrail or audit logs).',
    controls: { soc2: ['CC6.1', 'CC6.6'] },
    evaluate: (resource) => attributesOf(resource).public === true,
  },
]
