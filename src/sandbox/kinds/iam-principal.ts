import { azureId, int, pick, type SandboxKind } from './kind.ts'

/** Later templates add grants to the principal's policies rather than replace them, so earlier ones keep their evidence. */
const policiesOf = (a: Record<string, unknown>) => (Array.isArray(a.policies) ? a.policies : [])

export const IAM_PRINCIPAL: SandboxKind = {
  kind: 'iam_principal', weight: 12, namePart: 'svc',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:iam::${at.account}:role/${at.name}`
    if (at.provider === 'gcp') return `//iam.googleapis.com/projects/${at.account}/serviceAccounts/${at.name}@${at.account}.iam.gserviceaccount.com`
    return azureId(at, 'Microsoft.ManagedIdentity/userAssignedIdentities')
  },
  baseline: (rng) => ({
    type: pick(rng, ['role', 'service_account', 'user']), console_access: false, mfa_enabled: true, admin: false,
    policies: [pick(rng, ['ReadOnlyAccess', 'AmazonS3ReadOnlyAccess', 'roles/storage.objectViewer', 'Reader', 'CloudWatchAgentServerPolicy'])],
    access_key_age_days: int(rng, 3, 80), last_used_days_ago: int(rng, 0, 20), password_policy_min_length: 14, password_reuse_prevention: 24,
  }),
  templates: [
    { check_id: 'sec.iam_user_without_mfa', exhibit: (a) => { a.type = 'user'; a.console_access = true; a.mfa_enabled = false } },
    { check_id: 'sec.iam_admin_privileges', exhibit: (a) => { a.admin = true; a.policies = ['AdministratorAccess'] } },
    { check_id: 'sec.iam_access_key_not_rotated', exhibit: (a) => { a.access_key_age_days = 214 } },
    { check_id: 'cost.unused_service_account', exhibit: (a) => { a.last_used_days_ago = 143 } },
    { check_id: 'cmp.iam_password_policy_weak', exhibit: (a) => { a.password_policy_min_length = 8 } },
    { check_id: 'sec.iam_user_direct_policies', exhibit: (a) => { a.type = 'user'; a.direct_policies = 2 } },
    { check_id: 'sec.iam_console_user_with_access_key', exhibit: (a) => { a.type = 'user'; a.console_access = true; a.access_key_active = true } },
    { check_id: 'sec.iam_user_multiple_active_keys', exhibit: (a) => { a.type = 'user'; a.active_access_keys = 2 } },
    { check_id: 'sec.iam_cloudshell_full_access', exhibit: (a) => { a.policies = [...policiesOf(a), 'AWSCloudShellFullAccess'] } },
    { check_id: 'sec.iam_role_trust_any_principal', exhibit: (a) => { a.type = 'role'; a.trust_allows_any_principal = true } },
    { check_id: 'sec.iam_service_account_user_managed_keys', exhibit: (a) => { a.user_managed_keys = 2 } },
    { check_id: 'sec.iam_service_account_editor_role', exhibit: (a) => { a.policies = [...policiesOf(a), 'roles/editor'] } },
    { check_id: 'sec.iam_service_account_impersonation_project_wide', exhibit: (a) => { a.policies = [...policiesOf(a), 'roles/iam.serviceAccountTokenCreator'] } },
    { check_id: 'sec.iam_separation_of_duties', exhibit: (a) => { a.policies = [...policiesOf(a), 'roles/cloudkms.admin', 'roles/cloudkms.cryptoKeyEncrypterDecrypter'] } },
    { check_id: 'sec.iam_user_access_administrator', exhibit: (a) => { a.policies = [...policiesOf(a), 'User Access Administrator'] } },
  ],
}
