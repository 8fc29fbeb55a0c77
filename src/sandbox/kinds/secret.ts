import { azureId, hex, int, type SandboxKind } from './kind.ts'

// Secret stores: Secrets Manager and Secret Manager secrets, Azure Key Vaults (the vault's settings and the
// expiry of what it holds on one item). Healthy: rotated, private, customer-managed key, replicated.
export const SECRET: SandboxKind = {
  kind: 'secret', weight: 5, namePart: 'secret',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:secretsmanager:${at.region}:${at.account}:secret:${at.name}-${hex(rng, 6)}`
    if (at.provider === 'gcp') return `//secretmanager.googleapis.com/projects/${at.account}/secrets/${at.name}`
    return azureId(at, 'Microsoft.KeyVault/vaults')
  },
  baseline: (rng, { provider }) => ({
    type: provider === 'aws' ? 'secretsmanager_secret' : provider === 'gcp' ? 'secret_manager_secret' : 'key_vault',
    rotation_enabled: true, rotation_interval_days: 30, encryption: 'customer_managed', policy_allows_any_principal: false,
    multi_region: true, recovery_window_days: 30, last_accessed_days_ago: int(rng, 0, 20),
    purge_protection: true, rbac_authorization: true, public_network_access: false, expiration_set: true, certificate_validity_months: 12, audit_logging: true,
  }),
  templates: [
    { check_id: 'sec.secret_rotation_disabled', exhibit: (a) => { a.rotation_enabled = false; delete a.rotation_interval_days } },
    { check_id: 'sec.secret_policy_public', exhibit: (a) => { a.policy_allows_any_principal = true } },
    { check_id: 'cmp.secret_not_customer_managed_key', exhibit: (a) => { a.encryption = 'provider_managed' } },
    { check_id: 'arch.secret_single_region', exhibit: (a, r) => { if (r.tags.env !== 'prod') return false; a.multi_region = false } },
    { check_id: 'arch.secret_immediate_deletion', exhibit: (a) => { a.recovery_window_days = 0 } },
    { check_id: 'cost.secret_unused', exhibit: (a) => { a.last_accessed_days_ago = 187 } },
    { check_id: 'arch.key_vault_purge_protection_disabled', exhibit: (a) => { a.purge_protection = false } },
    { check_id: 'sec.key_vault_rbac_disabled', exhibit: (a) => { a.rbac_authorization = false } },
    { check_id: 'sec.key_vault_public_network_access', exhibit: (a) => { a.public_network_access = true } },
    { check_id: 'cmp.key_vault_secret_without_expiration', exhibit: (a) => { a.expiration_set = false } },
    { check_id: 'cmp.key_vault_certificate_validity_long', exhibit: (a) => { a.certificate_validity_months = 24 } },
    { check_id: 'cmp.key_vault_logging_disabled', exhibit: (a) => { a.audit_logging = false } },
  ],
}
