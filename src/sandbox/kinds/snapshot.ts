import { azureId, hex, int, pick, type SandboxKind } from './kind.ts'

export const SNAPSHOT: SandboxKind = {
  kind: 'snapshot', weight: 6, namePart: 'snap',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ec2:${at.region}:${at.account}:snapshot/snap-0${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/global/snapshots/${at.name}`
    return azureId(at, 'Microsoft.Compute/snapshots')
  },
  baseline: (rng) => ({
    size_gb: pick(rng, [20, 50, 100, 500]), age_days: int(rng, 1, 60), public: false, encrypted: true, source_volume: `vol-0${hex(rng, 16)}`, cross_region_copy: true,
  }),
  templates: [
    { check_id: 'sec.snapshot_public', exhibit: (a) => { a.public = true } },
    { check_id: 'cost.old_snapshot', exhibit: (a) => { a.age_days = 412 } },
    { check_id: 'cmp.snapshot_unencrypted', exhibit: (a) => { a.encrypted = false } },
    { check_id: 'arch.snapshot_single_region', exhibit: (a) => { a.cross_region_copy = false } },
    // The data shelf (src/checks/data/stores.ts).
    { check_id: 'sec.snapshot_network_access_open', exhibit: (a) => { a.network_access_policy = 'AllowAll' } },
    { check_id: 'cost.snapshot_not_incremental', exhibit: (a) => { a.incremental = false } },
  ],
}
