import { azureId, hex, int, type SandboxKind } from './kind.ts'

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
  ],
}
