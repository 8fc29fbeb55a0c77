import { hex, int, monthly, type SandboxKind } from './kind.ts'

// File systems: EFS, Filestore instances, Azure file shares.
export const FILE_SYSTEM: SandboxKind = {
  kind: 'file_system', weight: 3, namePart: 'files',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:elasticfilesystem:${at.region}:${at.account}:file-system/fs-0${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//file.googleapis.com/projects/${at.account}/locations/${at.zone}/instances/${at.name}`
    return `${at.azureGroup}/providers/Microsoft.Storage/storageAccounts/st${at.name.replace(/-/g, '').slice(0, 22)}/fileServices/default/shares/${at.name}`
  },
  baseline: (rng) => ({
    encrypted: true, automatic_backups: true, policy_allows_any_principal: false, transit_encryption_enforced: true, lifecycle_tiering: true,
    root_squash: true, size_gb: int(rng, 20, 6000), monthly_cost_usd: monthly(rng, 6, 900),
  }),
  templates: [
    { check_id: 'cmp.file_system_unencrypted', exhibit: (a) => { a.encrypted = false } },
    { check_id: 'arch.file_system_backup_disabled', exhibit: (a) => { a.automatic_backups = false } },
    { check_id: 'sec.file_system_policy_allows_any_principal', exhibit: (a) => { a.policy_allows_any_principal = true } },
    { check_id: 'sec.file_system_transit_encryption_not_enforced', exhibit: (a) => { a.transit_encryption_enforced = false } },
    { check_id: 'cost.file_system_without_lifecycle', exhibit: (a) => {
      a.lifecycle_tiering = false
      if (typeof a.size_gb !== 'number' || a.size_gb <= 100) a.size_gb = 1400
    } },
    { check_id: 'sec.filestore_root_access_unrestricted', exhibit: (a) => { a.root_squash = false } },
  ],
}
