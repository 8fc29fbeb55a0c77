import { azureId, hex, int, production, type SandboxKind } from './kind.ts'

export const BUCKET: SandboxKind = {
  kind: 'bucket', weight: 12, namePart: 'store',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:s3:::${at.name}-${hex(rng, 6)}`
    if (at.provider === 'gcp') return `//storage.googleapis.com/projects/_/buckets/${at.name}-${hex(rng, 6)}`
    return azureId(at, 'Microsoft.Storage/storageAccounts')
  },
  baseline: (rng, { provider }) => ({
    public_read: false, public_write: false, versioning: true, encryption: provider === 'aws' ? 'aws:kms' : 'customer_managed',
    access_logging: true, lifecycle_rules: int(rng, 1, 4), size_gb: int(rng, 1, 900), object_count: int(rng, 100, 4_000_000),
  }),
  templates: [
    { check_id: 'sec.bucket_public_read', exhibit: (a) => { a.public_read = true } },
    { check_id: 'sec.bucket_public_write', exhibit: (a) => { a.public_write = true } },
    { check_id: 'cost.bucket_without_lifecycle', exhibit: (a) => { a.lifecycle_rules = 0; a.size_gb = 2400 } },
    { check_id: 'arch.bucket_versioning_disabled', exhibit: (a) => { a.versioning = false } },
    { check_id: 'cmp.bucket_access_logging_disabled', exhibit: (a) => { a.access_logging = false } },
    { check_id: 'cmp.encryption_at_rest_disabled', exhibit: (a) => { a.encryption = 'none' } },
    // The data shelf (src/checks/data/storage.ts). MFA delete and noncurrent versions are about versioned
    // buckets, and a provider-managed key about encrypted ones: they cannot show on a bucket shown without.
    { check_id: 'sec.s3_bucket_mfa_delete_disabled', exhibit: (a) => {
      if (a.versioning !== true) return false
      a.mfa_delete = false
    } },
    { check_id: 'sec.bucket_insecure_transport_allowed', exhibit: (a) => { a.https_only = false } },
    { check_id: 'sec.s3_bucket_acls_enabled', exhibit: (a) => { a.acls_enabled = true } },
    { check_id: 'sec.s3_bucket_public_access_block_disabled', exhibit: (a) => { a.public_access_block = false } },
    { check_id: 'cost.bucket_noncurrent_versions_never_expire', exhibit: (a) => {
      if (a.versioning !== true) return false
      a.noncurrent_version_expiration = false
      if (typeof a.size_gb !== 'number' || a.size_gb <= 50) a.size_gb = 640
    } },
    { check_id: 'cmp.bucket_not_cmk_encrypted', exhibit: (a, r) => {
      if (a.encryption === 'none') return false
      a.encryption = r.provider === 'aws' ? 'AES256' : r.provider === 'gcp' ? 'google_managed' : 'microsoft_managed'
    } },
    { check_id: 'sec.storage_account_min_tls_below_1_2', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'sec.storage_account_shared_key_access_enabled', exhibit: (a) => { a.shared_key_access = true } },
    { check_id: 'sec.storage_account_public_network_access', exhibit: (a) => { a.public_network_access = true } },
    { check_id: 'arch.storage_blob_soft_delete_disabled', exhibit: (a) => { a.blob_soft_delete = false } },
    { check_id: 'arch.storage_container_soft_delete_disabled', exhibit: (a) => { a.container_soft_delete = false } },
    { check_id: 'cmp.storage_infrastructure_encryption_disabled', exhibit: (a) => { a.infrastructure_encryption = false } },
    { check_id: 'sec.storage_cross_tenant_replication_enabled', exhibit: (a) => { a.cross_tenant_replication = true } },
    { check_id: 'arch.storage_account_not_geo_redundant', exhibit: (a, r) => {
      if (!production(r)) return false
      a.replication = 'LRS'
    } },
    { check_id: 'sec.gcs_uniform_access_disabled', exhibit: (a) => { a.uniform_bucket_level_access = false } },
    { check_id: 'sec.gcs_public_access_prevention_not_enforced', exhibit: (a) => { a.public_access_prevention = 'inherited' } },
    { check_id: 'sec.file_share_smb_legacy_versions', exhibit: (a) => { a.smb_versions = ['SMB3.0', 'SMB3.1.1'] } },
    { check_id: 'sec.file_share_smb_weak_channel_encryption', exhibit: (a) => { a.smb_channel_encryption = ['AES-128-GCM', 'AES-256-GCM'] } },
    { check_id: 'arch.file_share_soft_delete_disabled', exhibit: (a) => { a.share_soft_delete = false } },
  ],
}
