import { azureId, hex, int, type SandboxKind } from './kind.ts'

// Keys: the unused-key check is about enabled keys, so a key already pending deletion cannot show it.
export const KEY: SandboxKind = {
  kind: 'key', weight: 6, namePart: 'key',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:kms:${at.region}:${at.account}:key/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`
    if (at.provider === 'gcp') return `//cloudkms.googleapis.com/projects/${at.account}/locations/${at.region}/keyRings/${at.name}/cryptoKeys/${at.name}`
    return azureId(at, 'Microsoft.KeyVault/vaults')
  },
  baseline: (rng) => ({
    state: 'enabled', rotation_enabled: true, key_age_days: int(rng, 30, 900), usage: 'ENCRYPT_DECRYPT', last_used_days_ago: int(rng, 0, 6),
    policy_allows_any_principal: false, dependent_resources: int(rng, 1, 12),
  }),
  templates: [
    { check_id: 'sec.key_rotation_disabled', exhibit: (a) => { a.rotation_enabled = false } },
    { check_id: 'sec.key_scheduled_for_deletion', exhibit: (a) => { a.state = 'pending_deletion'; a.dependent_resources = 3 } },
    { check_id: 'cost.unused_key', exhibit: (a) => {
      if (a.state !== 'enabled') return false
      a.last_used_days_ago = 121
    } },
    { check_id: 'cmp.key_policy_wildcard_principal', exhibit: (a) => { a.policy_allows_any_principal = true } },
    // Disabling or never using a key would undo the unused-key evidence (an enabled key last used 121 days ago).
    { check_id: 'cost.key_disabled_but_billed', exhibit: (a) => {
      if (a.state !== 'enabled' || (typeof a.last_used_days_ago === 'number' && a.last_used_days_ago >= 90)) return false
      a.state = 'disabled'
    } },
    { check_id: 'cost.key_never_used', exhibit: (a) => {
      if (a.state !== 'enabled' || (typeof a.last_used_days_ago === 'number' && a.last_used_days_ago >= 90)) return false
      a.last_used_days_ago = null
      a.key_age_days = 214
    } },
    { check_id: 'arch.key_deletion_window_short', exhibit: (a) => { a.deletion_window_days = 7 } },
    { check_id: 'cmp.key_rotation_period_long', exhibit: (a) => { a.rotation_period_days = 365 } },
    { check_id: 'cmp.key_vault_key_without_expiration', exhibit: (a) => { a.expiration_set = false } },
  ],
}
