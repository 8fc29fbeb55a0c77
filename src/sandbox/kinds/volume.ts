import { azureId, hex, int, pick, monthly, production, type SandboxKind } from './kind.ts'

// Volumes: detaching comes first, because the backup check is about attached production volumes.
export const VOLUME: SandboxKind = {
  kind: 'volume', weight: 10, namePart: 'disk',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ec2:${at.region}:${at.account}:volume/vol-0${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/zones/${at.zone}/disks/${at.name}`
    return azureId(at, 'Microsoft.Compute/disks')
  },
  baseline: (rng, { env }) => ({
    size_gb: pick(rng, [20, 50, 100, 500, 1000]), volume_type: pick(rng, ['gp3', 'pd-balanced', 'Premium_LRS']), provisioned_iops: 3000, peak_iops_30d: int(rng, 200, 2800),
    encrypted: true, attached_to: `i-0${hex(rng, 16)}`, unattached_days: 0, backup_plan: `daily-${env}`, monthly_cost_usd: monthly(rng, 2, 120),
  }),
  templates: [
    { check_id: 'cost.unattached_volume', exhibit: (a) => { a.attached_to = null; a.unattached_days = 37 } },
    { check_id: 'cost.overprovisioned_iops', exhibit: (a) => { a.volume_type = 'io2'; a.provisioned_iops = 16000; a.peak_iops_30d = 900 } },
    { check_id: 'cmp.volume_unencrypted', exhibit: (a) => { a.encrypted = false } },
    { check_id: 'arch.volume_without_backup', exhibit: (a, r) => {
      if (!production(r) || a.attached_to === null) return false
      a.backup_plan = null
    } },
    // The data shelf (src/checks/data/stores.ts): a volume shown with billed IOPS stays io2.
    { check_id: 'cost.volume_gp2', exhibit: (a) => {
      if (a.volume_type === 'io2') return false
      a.volume_type = 'gp2'
    } },
    { check_id: 'sec.disk_network_access_open', exhibit: (a) => { a.network_access_policy = 'AllowAll' } },
  ],
}
