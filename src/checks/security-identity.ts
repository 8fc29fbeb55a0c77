import { above, attributesOf, strings, token } from './attributes.ts'
import type { Check } from './check.ts'
import { SECURITY_FIXES } from './terraform-fixes-security.ts'

// Security checks of identities and keys: who may act, with which credentials, and whether the keys that
// protect data are rotated and kept. Split from security.ts by theme; SECURITY_CHECKS lists them in place.

/**
 * Grant names that mean full control wherever they are attached. Azure's Owner is not here: it is full
 * control only at subscription scope, which the importer reports through the `admin` flag.
 */
const ADMIN_GRANTS = new Set(['administratoraccess', 'roles/owner', '*:*'])
/** Key states meaning "deletion scheduled" in AWS KMS, Cloud KMS and Key Vault spellings. */
const DELETION_STATES = new Set(['pendingdeletion', 'destroyscheduled', 'scheduledfordeletion'])
/** Asymmetric keys cannot rotate automatically, so CIS exempts them from the rotation control (AWS and GCP spellings). */
const NON_ROTATABLE_USAGES = new Set(['signverify', 'keyagreement', 'asymmetricsign', 'asymmetricdecrypt'])

/** The importer's `admin` flag decides when present (it knows the scope of each grant); otherwise the grant names do. */
function grantsAdmin(a: Record<string, unknown>): boolean {
  if (typeof a.admin === 'boolean') return a.admin
  return (strings(a.policies) ?? []).some((p) => {
    const name = p.trim().toLowerCase()
    return ADMIN_GRANTS.has(name) || name.endsWith(':policy/administratoraccess')
  })
}

export const IAM_SECURITY_CHECKS: Check[] = [
  {
    id: 'sec.iam_user_without_mfa',
    dimension: 'security',
    severity: 'high',
    kinds: ['iam_principal'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_iam_user', 'aws_iam_user_login_profile'],
    title: 'Console user has no multi-factor authentication',
    description: 'The user can sign in to the console with a password alone. A phished or reused password gives an attacker the user\'s full permissions.',
    rationale: 'Phishing and reused passwords are the commonest way into cloud consoles, and a second factor stops almost all such attempts; without one, the user\'s permissions are a single stolen password away.',
    terraformFix: SECURITY_FIXES['sec.iam_user_without_mfa'],
    remediation: 'Enforce MFA for the user (prefer phishing-resistant FIDO2 keys) and add a policy that denies actions when MFA is not present.',
    controls: { cis_aws: ['1.9'], cis_gcp: ['1.2'], cis_azure: ['5.1.2'], soc2: ['CC6.1'], pci_dss: ['8.4.1', '8.4.2'], iso_27001: ['A.8.5'], nist_800_53: ['IA-2'], hipaa: ['164.312(d)'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_iam_user', 'aws_iam_role', 'aws_iam_user_policy_attachment', 'aws_iam_role_policy_attachment', 'aws_iam_policy_attachment',
      'aws_iam_user_policy', 'aws_iam_role_policy', 'google_service_account', 'google_project_iam_member', 'azurerm_user_assigned_identity',
      'azurerm_role_assignment',
    ],
    title: 'Principal has full administrative privileges',
    description: 'The principal is granted `*:*` (or Owner at the subscription or project level). Compromise of this identity is compromise of the whole environment.',
    rationale: 'An identity that can do everything turns any compromise of it (a leaked key, a vulnerable workload, a phished user) into control of the whole account: its data, its logs and the means to hide the intrusion.',
    terraformFix: SECURITY_FIXES['sec.iam_admin_privileges'],
    remediation: 'Replace the administrator grant with least-privilege roles scoped to what the principal actually used (see access advisor data), and keep break-glass admin access separate and monitored.',
    controls: { cis_aws: ['1.15'], cis_gcp: ['1.5'], cis_azure: ['5.23'], soc2: ['CC6.3'], pci_dss: ['7.2.2'], iso_27001: ['A.8.2'], nist_800_53: ['AC-6'], hipaa: ['164.308(a)(4)(ii)(B)'] },
    evaluate: (resource) => grantsAdmin(attributesOf(resource)),
  },
  {
    id: 'sec.iam_access_key_not_rotated',
    dimension: 'security',
    severity: 'medium',
    kinds: ['iam_principal'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_iam_user', 'google_service_account'],
    title: 'Access key older than 90 days',
    description: 'The principal has an active long-lived access key that has not been rotated for more than 90 days, increasing the window in which a leaked key stays valid.',
    rationale: 'Long-lived keys end up on laptops, in CI logs and in repositories; the older a key, the more copies of it exist and the longer a leaked one keeps working.',
    terraformFix: SECURITY_FIXES['sec.iam_access_key_not_rotated'],
    remediation: 'Rotate the key now, move the workload to short-lived credentials (instance roles, workload identity federation) where possible, and alert on keys older than 90 days.',
    controls: { cis_aws: ['1.13'], cis_gcp: ['1.7'], soc2: ['CC6.1'], pci_dss: ['8.6.3'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'], hipaa: ['164.308(a)(5)(ii)(D)'] },
    // An importer that reports the key as inactive has told us it cannot be used.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return above(a.access_key_age_days, 90) && a.access_key_active !== false
    },
  },
]

export const KEY_SECURITY_CHECKS: Check[] = [
  {
    id: 'sec.key_rotation_disabled',
    dimension: 'security',
    severity: 'medium',
    kinds: ['key'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key', 'azurerm_key_vault_key'],
    title: 'Encryption key rotation is disabled',
    description: 'Automatic rotation is off for this customer-managed key, so the same key material protects data indefinitely (CIS AWS 3.6).',
    rationale: 'A key that never rotates protects ever more data with the same material, so a single leak exposes all of it; rotation limits how much data and how much time a compromised key is worth.',
    terraformFix: SECURITY_FIXES['sec.key_rotation_disabled'],
    remediation: 'Enable automatic yearly rotation on the key.',
    controls: { cis_aws: ['3.6'], cis_gcp: ['1.10'], cis_azure: ['8.3.9'], soc2: ['CC6.1'], pci_dss: ['3.7.4'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'], hipaa: ['164.312(a)(2)(iv)'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key', 'azurerm_key_vault_key'],
    title: 'Key in use is scheduled for deletion',
    description: 'The key is pending deletion but still referenced by resources. Once deleted, data encrypted with it becomes unrecoverable.',
    rationale: 'Once the key is destroyed, every volume, backup and object encrypted with it is unreadable for good: deleting a key still in use is irreversible data loss.',
    terraformFix: SECURITY_FIXES['sec.key_scheduled_for_deletion'],
    remediation: 'Cancel the deletion, re-encrypt dependent resources with a new key, then schedule deletion again.',
    controls: { soc2: ['A1.2', 'CC6.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const state = token(a.state)
      return state !== undefined && DELETION_STATES.has(state) && above(a.dependent_resources, 0)
    },
  },
]
