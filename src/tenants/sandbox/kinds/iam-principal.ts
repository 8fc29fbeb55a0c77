import { azureId, int, pick, type SandboxKind } from './kind.ts'

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
  ],
}
