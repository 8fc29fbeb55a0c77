import { above, attributesOf, isNone, num, token, usd } from './attributes.ts'
import type { Check } from './check.ts'
import { OPERATIONS_FIXES } from './terraform-fixes-operations.ts'

// Cost checks of block storage: disks and snapshots paid for and not used, priced from their own size and
// type (list prices as in cost.ts). Split from cost.ts by theme; COST_CHECKS lists them at its end.

/** USD per GB-month of block storage by volume type; unknown types are priced like gp3, the common default. */
const STORAGE_USD_PER_GB: Record<string, number> = {
  gp3: 0.08, gp2: 0.1, io1: 0.125, io2: 0.125, st1: 0.045, sc1: 0.015, standard: 0.05,
  pdstandard: 0.04, pdbalanced: 0.1, pdssd: 0.17, pdextreme: 0.125,
  standardlrs: 0.05, standardssdlrs: 0.075, premiumlrs: 0.15, premiumv2lrs: 0.08, ultrassdlrs: 0.12,
}
const DEFAULT_STORAGE_USD_PER_GB = 0.08

/** Volume types that bill provisioned IOPS: how many are included in the price, and USD per extra IOPS-month. */
const IOPS_PRICING: Record<string, { included: number; usdPerIops: number }> = {
  io1: { included: 0, usdPerIops: 0.065 }, io2: { included: 0, usdPerIops: 0.065 }, gp3: { included: 3000, usdPerIops: 0.005 },
  pdextreme: { included: 0, usdPerIops: 0.065 }, ultrassdlrs: { included: 0, usdPerIops: 0.05 }, premiumv2lrs: { included: 3000, usdPerIops: 0.005 },
}

/** Snapshot storage, USD per GB-month (EBS standard tier); snapshots are incremental, so this is an upper bound. */
const SNAPSHOT_USD_PER_GB = 0.05

/** Provisioned IOPS of a type that bills them, with its pricing; `undefined` for types with IOPS included. */
function billedIops(a: Record<string, unknown>): { provisioned: number; included: number; usdPerIops: number } | undefined {
  const type = token(a.volume_type)
  const pricing = type !== undefined ? IOPS_PRICING[type] : undefined
  const provisioned = num(a.provisioned_iops)
  return pricing && provisioned !== undefined ? { provisioned, ...pricing } : undefined
}

export const BLOCK_STORAGE_COST_CHECKS: Check[] = [
  {
    id: 'cost.unattached_volume',
    dimension: 'cost',
    severity: 'medium',
    kinds: ['volume'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_ebs_volume', 'aws_volume_attachment', 'google_compute_disk', 'google_compute_attached_disk', 'azurerm_managed_disk',
      'azurerm_virtual_machine_data_disk_attachment',
    ],
    title: 'Block volume is not attached to any instance',
    description: 'The volume has been unattached for more than 14 days and is still billed for its provisioned size.',
    rationale: 'An unattached disk is billed for its full provisioned size every month while serving nothing, and often holds data nobody remembers is there.',
    remediation: 'Snapshot the volume if its data may be needed, then delete it.',
    controls: { soc2: ['A1.1', 'C1.2'], iso_27001: ['A.8.6', 'A.8.10'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return isNone(a.attached_to) && above(a.unattached_days, 14)
    },
    // Its whole provisioned size, at the list price of its type.
    monthlyWasteUsd: (resource) => {
      const a = attributesOf(resource)
      const type = token(a.volume_type)
      const perGb = (type !== undefined ? STORAGE_USD_PER_GB[type] : undefined) ?? DEFAULT_STORAGE_USD_PER_GB
      return usd((num(a.size_gb) ?? 0) * perGb)
    },
  },
  {
    id: 'cost.overprovisioned_iops',
    dimension: 'cost',
    severity: 'low',
    kinds: ['volume'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_ebs_volume', 'google_compute_disk', 'azurerm_managed_disk'],
    title: 'Provisioned IOPS far exceed observed usage',
    description: 'The volume pays for provisioned IOPS at a level more than 5 times its 30-day peak.',
    rationale: 'Provisioned IOPS are billed whether or not they are used; paying for five times the peak is paying mostly for headroom that never comes.',
    terraformFix: OPERATIONS_FIXES['cost.overprovisioned_iops'],
    remediation: 'Switch to gp3 (or the equivalent) with baseline IOPS, or lower the provisioned IOPS.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    // Only IOPS that are billed count: 3000 IOPS on gp3 are included in its price and cost nothing extra.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const iops = billedIops(a)
      const peak = num(a.peak_iops_30d)
      return iops !== undefined && iops.provisioned > iops.included && peak !== undefined && peak >= 0 && iops.provisioned > 5 * peak
    },
    // Keep twice the peak (never less than what the type includes); the rest is paid for nothing.
    monthlyWasteUsd: (resource) => {
      const a = attributesOf(resource)
      const iops = billedIops(a)
      const peak = num(a.peak_iops_30d)
      if (!iops || peak === undefined) return 0
      return usd((iops.provisioned - Math.max(iops.included, 2 * peak)) * iops.usdPerIops)
    },
  },
  {
    id: 'cost.old_snapshot',
    dimension: 'cost',
    severity: 'low',
    kinds: ['snapshot'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_ebs_snapshot', 'google_compute_snapshot', 'azurerm_snapshot'],
    title: 'Snapshot is older than 180 days',
    description: 'The snapshot is more than 180 days old and not referenced by any image or backup policy; it keeps accruing storage charges.',
    rationale: 'Old snapshots pile up silently and keep billing storage for data nobody plans to restore; without a retention policy they are never cleaned up.',
    terraformFix: OPERATIONS_FIXES['cost.old_snapshot'],
    remediation: 'Delete snapshots that no retention policy requires, and manage the rest with a lifecycle policy.',
    controls: { soc2: ['C1.2'], iso_27001: ['A.8.10'], nist_800_53: ['SI-12'] },
    // An importer that knows a retention policy keeps the snapshot says so with `retained_by_policy`.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return above(a.age_days, 180) && a.retained_by_policy !== true
    },
    monthlyWasteUsd: (resource) => usd((num(attributesOf(resource).size_gb) ?? 0) * SNAPSHOT_USD_PER_GB),
  },
]
