import { above, attributesOf, below, strings } from '../attributes.ts'
import type { Check } from '../check.ts'
import { IDENTITY_FIXES } from './terraform-fixes.ts'

// Principals: IAM users, roles and service accounts, Azure identities. Who may sign in and how, what rights a
// principal holds and how it got them, who may assume a role, and how old and how used its credentials are.

const has = (policies: unknown, names: readonly string[]) => (strings(policies) ?? []).some((p) => names.includes(p))
const AWS_USER = ['aws_iam_user']
/** Roles that let a principal act as any service account of the project (CIS GCP 1.6). */
const IMPERSONATION_ROLES = ['roles/iam.serviceAccountUser', 'roles/iam.serviceAccountTokenCreator']
const KMS_USE_ROLES = ['roles/cloudkms.cryptoKeyEncrypterDecrypter', 'roles/cloudkms.cryptoKeyEncrypter', 'roles/cloudkms.cryptoKeyDecrypter']
/**
 * Grant names that mean full control wherever they are attached. Azure's Owner is not here: it is full
 * control only at subscription scope, which the importer reports through the `admin` flag.
 */
const ADMIN_GRANTS = new Set(['administratoraccess', 'roles/owner', '*:*'])

/** The importer's `admin` flag decides when present (it knows the scope of each grant); otherwise the grant names do. */
function grantsAdmin(a: Record<string, unknown>): boolean {
  if (typeof a.admin === 'boolean') return a.admin
  return (strings(a.policies) ?? []).some((p) => {
    const name = p.trim().toLowerCase()
    return ADMIN_GRANTS.has(name) || name.endsWith(':policy/administratoraccess')
  })
}

export const PRINCIPAL_CHECKS: Check[] = [
  {
    id: 'sec.iam_user_without_mfa',
    dimension: 'security',
    severity: 'high',
    effort: 'low',
    kinds: ['iam_principal'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_iam_user', 'aws_iam_user_login_profile'],
    title: 'Console user has no multi-factor authentication',
    description: 'The user can sign in to the console with a password alone. A phished or reused password gives an attacker the user\'s full permissions.',
    rationale: 'Phishing and reused passwords are the commonest way into cloud consoles, and a second factor stops almost all such attempts; without one, the user\'s permissions are a single stolen password away.',
    terraformFix: IDENTITY_FIXES['sec.iam_user_without_mfa'],
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
    effort: 'high',
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
    terraformFix: IDENTITY_FIXES['sec.iam_admin_privileges'],
    remediation: 'Replace the administrator grant with least-privilege roles scoped to what the principal actually used (see access advisor data), and keep break-glass admin access separate and monitored.',
    controls: { cis_aws: ['1.15'], cis_gcp: ['1.5'], cis_azure: ['5.23'], soc2: ['CC6.3'], pci_dss: ['7.2.2'], iso_27001: ['A.8.2'], nist_800_53: ['AC-6'], hipaa: ['164.308(a)(4)(ii)(B)'] },
    evaluate: (resource) => grantsAdmin(attributesOf(resource)),
  },
  {
    id: 'sec.iam_access_key_not_rotated',
    dimension: 'security',
    severity: 'medium',
    effort: 'medium',
    kinds: ['iam_principal'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_iam_user', 'google_service_account'],
    title: 'Access key older than 90 days',
    description: 'The principal has an active long-lived access key that has not been rotated for more than 90 days, increasing the window in which a leaked key stays valid.',
    rationale: 'Long-lived keys end up on laptops, in CI logs and in repositories; the older a key, the more copies of it exist and the longer a leaked one keeps working.',
    terraformFix: IDENTITY_FIXES['sec.iam_access_key_not_rotated'],
    remediation: 'Rotate the key now, move the workload to short-lived credentials (instance roles, workload identity federation) where possible, and alert on keys older than 90 days.',
    controls: { cis_aws: ['1.13'], cis_gcp: ['1.7'], soc2: ['CC6.1'], pci_dss: ['8.6.3'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'], hipaa: ['164.308(a)(5)(ii)(D)'] },
    // An importer that reports the key as inactive has told us it cannot be used.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return above(a.access_key_age_days, 90) && a.access_key_active !== false
    },
  },
  {
    id: 'cost.unused_service_account',
    dimension: 'cost',
    severity: 'info',
    effort: 'low',
    kinds: ['iam_principal'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_iam_user', 'aws_iam_role', 'google_service_account', 'azurerm_user_assigned_identity'],
    title: 'Principal unused for more than 90 days',
    description: 'The principal has not authenticated for over 90 days. Unused identities cost nothing directly but add standing access that nobody watches.',
    rationale: 'A dormant identity keeps its permissions with nobody watching how it is used, so a leaked credential for it goes unnoticed; removing it is risk reduction at no cost.',
    terraformFix: IDENTITY_FIXES['cost.unused_service_account'],
    remediation: 'Disable the principal, wait 30 days for complaints, then delete it.',
    controls: { cis_aws: ['1.11'], soc2: ['CC6.2', 'CC6.3'], pci_dss: ['8.2.6'], iso_27001: ['A.5.18'], nist_800_53: ['AC-2'], hipaa: ['164.308(a)(3)(ii)(C)'] },
    evaluate: (resource) => above(attributesOf(resource).last_used_days_ago, 90),
    // Identities are free; the finding is about standing access, so it adds nothing to the waste total.
    monthlyWasteUsd: () => 0,
  },
  {
    id: 'cmp.iam_password_policy_weak',
    dimension: 'compliance',
    severity: 'medium',
    effort: 'low',
    kinds: ['iam_principal'],
    providers: ['aws'],
    terraformTypes: ['aws_iam_user'],
    title: 'Account password policy is weaker than CIS requires',
    description: 'The password policy that applies to this user allows passwords shorter than 14 characters or does not prevent reuse, contrary to CIS 1.8–1.9.',
    rationale: 'Short or reused passwords fall to guessing and to credential stuffing with other sites\' breaches; CIS asks for 14 characters and no reuse of the last 24.',
    terraformFix: IDENTITY_FIXES['cmp.iam_password_policy_weak'],
    remediation: 'Set a minimum length of 14, prevent reuse of the last 24 passwords, and prefer SSO with MFA over IAM users.',
    controls: { cis_aws: ['1.7', '1.8'], soc2: ['CC6.1'], pci_dss: ['8.3.6', '8.3.7'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'], hipaa: ['164.308(a)(5)(ii)(D)'] },
    // CIS 1.9's audit expects reuse prevention of 24 passwords.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return below(a.password_policy_min_length, 14) || below(a.password_reuse_prevention, 24)
    },
  },
  {
    id: 'sec.iam_user_direct_policies',
    dimension: 'security',
    severity: 'low',
    kinds: ['iam_principal'],
    providers: ['aws'],
    terraformTypes: [...AWS_USER, 'aws_iam_user_policy_attachment', 'aws_iam_user_policy'],
    title: 'IAM user has policies attached directly',
    description: 'The IAM user holds managed or inline policies of its own rather than receiving permissions through groups (CIS AWS 1.14).',
    rationale: 'Rights attached user by user drift apart and are forgotten when roles change; granting through groups keeps access reviewable as a handful of job functions instead of hundreds of individual grants.',
    terraformFix: IDENTITY_FIXES['sec.iam_user_direct_policies'],
    remediation: 'Move the user\'s policies to a group that matches the job function, add the user to it, and detach the direct policies.',
    controls: { cis_aws: ['1.14'], soc2: ['CC6.3'], pci_dss: ['7.2.1'], iso_27001: ['A.5.15', 'A.5.18'], nist_800_53: ['AC-2', 'AC-6'] },
    effort: 'medium',
    evaluate: (resource) => above(attributesOf(resource).direct_policies, 0),
  },
  {
    id: 'sec.iam_console_user_with_access_key',
    dimension: 'security',
    severity: 'medium',
    kinds: ['iam_principal'],
    providers: ['aws'],
    terraformTypes: [...AWS_USER, 'aws_iam_user_login_profile', 'aws_iam_access_key'],
    title: 'Console user also holds an active access key',
    description: 'The IAM user signs in to the console with a password and also has an active long-lived access key (CIS AWS 1.10).',
    rationale: 'A person\'s access key ends up in shell histories, dotfiles and scripts on personal machines, and unlike the console it is never challenged for MFA.',
    terraformFix: IDENTITY_FIXES['sec.iam_console_user_with_access_key'],
    remediation: 'Delete the user\'s access key and give command-line access through IAM Identity Center (aws sso login) or short-lived role sessions.',
    controls: { cis_aws: ['1.10'], soc2: ['CC6.1'], pci_dss: ['8.6.2'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5', 'IA-2'] },
    effort: 'medium',
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return a.console_access === true && a.access_key_active === true
    },
  },
  {
    id: 'sec.iam_user_multiple_active_keys',
    dimension: 'security',
    severity: 'low',
    kinds: ['iam_principal'],
    providers: ['aws'],
    terraformTypes: [...AWS_USER, 'aws_iam_access_key'],
    title: 'IAM user has more than one active access key',
    description: 'The IAM user has two active access keys at once (CIS AWS 1.12).',
    rationale: 'Two keys are meant only for the minutes of a rotation; when both stay active, the old one lives on in forgotten places and doubles what can leak.',
    terraformFix: IDENTITY_FIXES['sec.iam_user_multiple_active_keys'],
    remediation: 'Find which key is still used (access key last used), move everything to it, then deactivate and delete the other.',
    controls: { cis_aws: ['1.12'], soc2: ['CC6.1'], pci_dss: ['8.6.3'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'] },
    effort: 'low',
    evaluate: (resource) => above(attributesOf(resource).active_access_keys, 1),
  },
  {
    id: 'sec.iam_cloudshell_full_access',
    dimension: 'security',
    severity: 'medium',
    kinds: ['iam_principal'],
    providers: ['aws'],
    terraformTypes: [...AWS_USER, 'aws_iam_role', 'aws_iam_user_policy_attachment', 'aws_iam_role_policy_attachment', 'aws_iam_policy_attachment'],
    title: 'Principal has AWSCloudShellFullAccess attached',
    description: 'The principal holds the AWSCloudShellFullAccess managed policy, which allows uploading and downloading files through CloudShell (CIS AWS 1.21).',
    rationale: 'CloudShell\'s file transfer is a data path outside every network control: whoever holds this policy can move files in and out of the account from a browser, unseen by egress filtering.',
    terraformFix: IDENTITY_FIXES['sec.iam_cloudshell_full_access'],
    remediation: 'Detach AWSCloudShellFullAccess and grant a CloudShell policy that denies the file upload and download actions where CloudShell is needed.',
    controls: { cis_aws: ['1.21'], soc2: ['CC6.3', 'CC6.7'], iso_27001: ['A.8.2'], nist_800_53: ['AC-6', 'AC-4'] },
    effort: 'low',
    evaluate: (resource) => has(attributesOf(resource).policies, ['AWSCloudShellFullAccess']),
  },
  {
    id: 'sec.iam_role_trust_any_principal',
    dimension: 'security',
    severity: 'critical',
    kinds: ['iam_principal'],
    providers: ['aws'],
    terraformTypes: ['aws_iam_role'],
    title: 'IAM role can be assumed by any AWS principal',
    description: 'The role\'s trust policy allows `*` as principal without conditions, so any identity in any AWS account can assume it.',
    rationale: 'A role anyone may assume is a credential published to the world: every permission it holds becomes available to strangers, who only need to guess or find its ARN.',
    terraformFix: IDENTITY_FIXES['sec.iam_role_trust_any_principal'],
    remediation: 'Restrict the trust policy to the named accounts, roles or services that need the role, with sts:ExternalId or aws:PrincipalOrgID conditions.',
    controls: { soc2: ['CC6.1', 'CC6.3'], pci_dss: ['7.2.1'], iso_27001: ['A.5.15'], nist_800_53: ['AC-3', 'AC-6'], hipaa: ['164.312(a)(1)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).trust_allows_any_principal === true,
  },
  {
    id: 'sec.iam_service_account_user_managed_keys',
    dimension: 'security',
    severity: 'medium',
    kinds: ['iam_principal'],
    providers: ['gcp'],
    terraformTypes: ['google_service_account', 'google_service_account_key'],
    title: 'Service account has user-managed keys',
    description: 'The service account has keys created by users, long-lived private keys that exist outside Google\'s control (CIS GCP 1.4).',
    rationale: 'A downloaded service account key is a password that never expires and works from anywhere; leaked keys in repositories are among the commonest ways into GCP projects.',
    terraformFix: IDENTITY_FIXES['sec.iam_service_account_user_managed_keys'],
    remediation: 'Replace the key with attached service accounts or workload identity federation, then delete the user-managed keys and block new ones with the disableServiceAccountKeyCreation constraint.',
    controls: { cis_gcp: ['1.4'], soc2: ['CC6.1'], pci_dss: ['8.6.2'], iso_27001: ['A.5.17'], nist_800_53: ['IA-5'] },
    effort: 'medium',
    evaluate: (resource) => above(attributesOf(resource).user_managed_keys, 0),
  },
  {
    id: 'sec.iam_service_account_editor_role',
    dimension: 'security',
    severity: 'high',
    kinds: ['iam_principal'],
    providers: ['gcp'],
    terraformTypes: ['google_service_account', 'google_project_iam_member'],
    title: 'Service account holds the basic Editor role',
    description: 'The service account is granted roles/editor on the project, which allows changing almost every resource in it (CIS GCP 1.5).',
    rationale: 'Editor is what the default compute service account used to get: any workload running as this account, once compromised, can modify or delete nearly everything in the project.',
    terraformFix: IDENTITY_FIXES['sec.iam_service_account_editor_role'],
    remediation: 'Replace roles/editor with predefined roles for the services the workload uses, guided by the IAM recommender.',
    controls: { cis_gcp: ['1.5'], soc2: ['CC6.3'], pci_dss: ['7.2.2'], iso_27001: ['A.8.2'], nist_800_53: ['AC-6'] },
    effort: 'medium',
    evaluate: (resource) => has(attributesOf(resource).policies, ['roles/editor']),
  },
  {
    id: 'sec.iam_service_account_impersonation_project_wide',
    dimension: 'security',
    severity: 'high',
    kinds: ['iam_principal'],
    providers: ['gcp'],
    terraformTypes: ['google_service_account', 'google_project_iam_member'],
    title: 'Principal can impersonate every service account of the project',
    description: 'The principal holds Service Account User or Token Creator at project level, so it can act as any service account in the project (CIS GCP 1.6).',
    rationale: 'Granted on the project, impersonation rights reach every service account in it, including the most privileged, so the holder\'s effective rights are the union of them all.',
    terraformFix: IDENTITY_FIXES['sec.iam_service_account_impersonation_project_wide'],
    remediation: 'Remove the project-level grant and give Service Account User or Token Creator on the specific service accounts the principal needs to act as.',
    controls: { cis_gcp: ['1.6'], soc2: ['CC6.3'], pci_dss: ['7.2.2'], iso_27001: ['A.8.2'], nist_800_53: ['AC-6'] },
    effort: 'medium',
    evaluate: (resource) => has(attributesOf(resource).policies, IMPERSONATION_ROLES),
  },
  {
    id: 'sec.iam_separation_of_duties',
    dimension: 'security',
    severity: 'medium',
    kinds: ['iam_principal'],
    providers: ['gcp'],
    terraformTypes: ['google_service_account', 'google_project_iam_member'],
    title: 'Principal both administers and uses keys or service accounts',
    description: 'The principal holds both an administration role and a usage role for the same thing: Cloud KMS Admin with CryptoKey Encrypter/Decrypter, or Service Account Admin with Service Account User (CIS GCP 1.8, 1.11).',
    rationale: 'Separation of duties means no single identity can both grant itself access and use it; holding admin and user roles together lets one compromised identity decrypt data or impersonate accounts with nobody else involved.',
    terraformFix: IDENTITY_FIXES['sec.iam_separation_of_duties'],
    remediation: 'Split the roles between different principals: administrators manage keys and service accounts, workloads use them.',
    controls: { cis_gcp: ['1.8', '1.11'], soc2: ['CC6.3'], pci_dss: ['3.6.1'], iso_27001: ['A.5.3'], nist_800_53: ['AC-5'] },
    effort: 'medium',
    evaluate: (resource) => {
      const policies = attributesOf(resource).policies
      return (has(policies, ['roles/cloudkms.admin']) && has(policies, KMS_USE_ROLES))
        || (has(policies, ['roles/iam.serviceAccountAdmin']) && has(policies, ['roles/iam.serviceAccountUser']))
    },
  },
  {
    id: 'sec.iam_user_access_administrator',
    dimension: 'security',
    severity: 'high',
    kinds: ['iam_principal'],
    providers: ['azure'],
    terraformTypes: ['azurerm_user_assigned_identity', 'azurerm_role_assignment'],
    title: 'Identity holds the User Access Administrator role',
    description: 'The managed identity is assigned User Access Administrator, which lets it grant any role, including Owner, to anyone within its scope (CIS Azure 5.3.3).',
    rationale: 'Whoever can assign roles can make themselves Owner; a workload identity with this role turns any compromise of the workload into control of everything in the role\'s scope.',
    terraformFix: IDENTITY_FIXES['sec.iam_user_access_administrator'],
    remediation: 'Remove the User Access Administrator assignment and grant the narrow data or management roles the workload uses; keep role assignment with people, through PIM.',
    controls: { cis_azure: ['5.3.3'], soc2: ['CC6.3'], pci_dss: ['7.2.2'], iso_27001: ['A.8.2'], nist_800_53: ['AC-6'] },
    effort: 'medium',
    evaluate: (resource) => has(attributesOf(resource).policies, ['User Access Administrator']),
  },
]
