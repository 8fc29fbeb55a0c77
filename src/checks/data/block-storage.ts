import { above, attributesOf, isNone, isNonEmptyString, isProduction, num, strings, token, usd } from '../attributes.ts'
import type { Check } from '../check.ts'
import { DATA_FIXES } from './terraform-fixes.ts'

// Block storage: disks (EBS volumes, persistent disks, managed disks) and their snapshots. Public sharing,
// backups, encryption, and capacity paid for and not used, priced from each resource's own size and type at
// on-demand list prices (us-east-1 / us-central1 / East US, 2025): the estimates rank waste, not invoice it.

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
/** gp2 minus gp3 storage, USD per GB-month: gp3 is 20% cheaper at the same size. */
const GP2_TO_GP3_SAVING_USD_PER_GB = 0.1 - 0.08
/** A full (non-incremental) Azure snapshot bills its whole size; an incremental one roughly its changed blocks. */
const FULL_SNAPSHOT_USD_PER_GB = 0.05
const FULL_SNAPSHOT_SAVING = 0.8

/** Provisioned IOPS of a type that bills them, with its pricing; `undefined` for types with IOPS included. */
function billedIops(a: Record<string, unknown>): { provisioned: number; included: number; usdPerIops: number } | undefined {
  const type = token(a.volume_type)
  const pricing = type !== undefined ? IOPS_PRICING[type] : undefined
  const provisioned = num(a.provisioned_iops)
  return pricing && provisioned !== undefined ? { provisioned, ...pricing } : undefined
}

export const BLOCK_STORAGE_CHECKS: Check[] = [
  {
    id: 'sec.snapshot_public',
    dimension: 'security',
    severity: 'critical',
    effort: 'low',
    kinds: ['snapshot'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_ebs_snapshot', 'google_compute_snapshot', 'google_compute_snapshot_iam_member', 'google_compute_snapshot_iam_binding'],
    title: 'Disk snapshot is shared publicly',
    description: 'The snapshot is restorable by any account. Attackers routinely scan for public snapshots and mine them for credentials and data.',
    rationale: 'A public snapshot is a full copy of a disk that any account in the world can restore, with every file, credential and database page it held.',
    terraformFix: DATA_FIXES['sec.snapshot_public'],
    remediation: 'Make the snapshot private immediately and review who may have copied it (CloudTrail or audit logs).',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['7.2.1'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => attributesOf(resource).public === true,
  },
  {
    id: 'cost.unattached_volume',
    dimension: 'cost',
    severity: 'medium',
    effort: 'low',
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
    effort: 'low',
    kinds: ['volume'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_ebs_volume', 'google_compute_disk', 'azurerm_managed_disk'],
    title: 'Provisioned IOPS far exceed observed usage',
    description: 'The volume pays for provisioned IOPS at a level more than 5 times its 30-day peak.',
    rationale: 'Provisioned IOPS are billed whether or not they are used; paying for five times the peak is paying mostly for headroom that never comes.',
    terraformFix: DATA_FIXES['cost.overprovisioned_iops'],
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
    effort: 'low',
    kinds: ['snapshot'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_ebs_snapshot', 'google_compute_snapshot', 'azurerm_snapshot'],
    title: 'Snapshot is older than 180 days',
    description: 'The snapshot is more than 180 days old and not referenced by any image or backup policy; it keeps accruing storage charges.',
    rationale: 'Old snapshots pile up silently and keep billing storage for data nobody plans to restore; without a retention policy they are never cleaned up.',
    terraformFix: DATA_FIXES['cost.old_snapshot'],
    remediation: 'Delete snapshots that no retention policy requires, and manage the rest with a lifecycle policy.',
    controls: { soc2: ['C1.2'], iso_27001: ['A.8.10'], nist_800_53: ['SI-12'] },
    // An importer that knows a retention policy keeps the snapshot says so with `retained_by_policy`.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return above(a.age_days, 180) && a.retained_by_policy !== true
    },
    monthlyWasteUsd: (resource) => usd((num(attributesOf(resource).size_gb) ?? 0) * SNAPSHOT_USD_PER_GB),
  },
  {
    id: 'arch.volume_without_backup',
    dimension: 'architecture',
    severity: 'medium',
    effort: 'low',
    kinds: ['volume'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_ebs_volume', 'aws_volume_attachment', 'google_compute_disk', 'google_compute_attached_disk', 'azurerm_managed_disk',
      'azurerm_virtual_machine_data_disk_attachment',
    ],
    title: 'Attached volume has no backup plan',
    description: 'The volume is attached to a production instance but no snapshot schedule or backup plan covers it.',
    rationale: 'A disk without backups loses its data to a hardware fault, an accidental deletion or ransomware, and the production host cannot be rebuilt to the state it was in.',
    terraformFix: DATA_FIXES['arch.volume_without_backup'],
    remediation: 'Add the volume to a backup plan with daily snapshots and 14-day retention.',
    controls: { soc2: ['A1.2'], iso_27001: ['A.8.13'], nist_800_53: ['CP-9'], hipaa: ['164.308(a)(7)(ii)(A)'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const attached = isNonEmptyString(a.attached_to) || (strings(a.attached_to) ?? []).some((id) => id.trim() !== '')
      return isProduction(resource) && attached && isNone(a.backup_plan)
    },
  },
  {
    id: 'arch.snapshot_single_region',
    dimension: 'architecture',
    severity: 'info',
    effort: 'low',
    kinds: ['snapshot'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_ebs_snapshot', 'google_compute_snapshot', 'azurerm_snapshot'],
    title: 'Backup snapshots exist in one region only',
    description: 'No copy of this backup exists outside its region, so a regional outage also takes out the backups.',
    rationale: 'Backups kept only in the region they protect share its fate: a regional outage or a compromised region takes the data and its backups at once.',
    terraformFix: DATA_FIXES['arch.snapshot_single_region'],
    remediation: 'Add a cross-region copy rule to the backup plan for production data.',
    controls: { soc2: ['A1.2'], iso_27001: ['A.5.30', 'A.8.13'], nist_800_53: ['CP-6'], hipaa: ['164.308(a)(7)(ii)(B)'] },
    evaluate: (resource) => attributesOf(resource).cross_region_copy === false,
  },
  {
    id: 'cmp.volume_unencrypted',
    dimension: 'compliance',
    severity: 'high',
    effort: 'medium',
    kinds: ['volume'],
    providers: ['aws'],
    terraformTypes: ['aws_ebs_volume'],
    title: 'Block volume is not encrypted',
    description: 'Data on the volume and on snapshots taken from it is stored unencrypted, failing CIS 2.2.1.',
    rationale: 'Data on an unencrypted volume is readable through every snapshot and copy made of it, and encryption at rest is a baseline control of CIS, SOC 2, PCI DSS and HIPAA.',
    terraformFix: DATA_FIXES['cmp.volume_unencrypted'],
    remediation: 'Copy the volume to an encrypted one via snapshot, swap it in, and enable encryption by default.',
    controls: { cis_aws: ['5.1.1'], soc2: ['CC6.1'], pci_dss: ['3.5.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-28'], hipaa: ['164.312(a)(2)(iv)'] },
    evaluate: (resource) => attributesOf(resource).encrypted === false,
  },
  {
    id: 'cmp.snapshot_unencrypted',
    dimension: 'compliance',
    severity: 'medium',
    effort: 'low',
    kinds: ['snapshot'],
    providers: ['aws'],
    terraformTypes: ['aws_ebs_snapshot'],
    title: 'Snapshot is not encrypted',
    description: 'The snapshot stores a copy of disk data without encryption.',
    rationale: 'A snapshot is a portable copy of a disk: unencrypted, it can be shared or copied out of the account and read in full.',
    terraformFix: DATA_FIXES['cmp.snapshot_unencrypted'],
    remediation: 'Copy the snapshot with encryption enabled and delete the unencrypted original.',
    // EBS snapshots inherit their volume's encryption, which CIS AWS 2.2.1 covers.
    controls: { cis_aws: ['5.1.1'], soc2: ['CC6.1'], pci_dss: ['3.5.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-28'], hipaa: ['164.312(a)(2)(iv)'] },
    evaluate: (resource) => attributesOf(resource).encrypted === false,
  },
  {
    id: 'cost.volume_gp2',
    dimension: 'cost',
    severity: 'low',
    kinds: ['volume'],
    providers: ['aws'],
    terraformTypes: ['aws_ebs_volume'],
    title: 'EBS volume uses gp2 instead of the cheaper gp3',
    description: 'The volume is gp2; gp3 costs 20% less per GB and includes 3000 IOPS and 125 MB/s regardless of size.',
    rationale: 'gp3 is cheaper than gp2 at every size and its baseline performance does not depend on the volume size, so the change saves money without downtime.',
    terraformFix: DATA_FIXES['cost.volume_gp2'],
    remediation: 'Modify the volume type to gp3 (an online change); raise IOPS or throughput only if the gp2 volume was larger than 1 TB for its burst baseline.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    effort: 'low',
    evaluate: (resource) => token(attributesOf(resource).volume_type) === 'gp2',
    monthlyWasteUsd: (resource) => usd((num(attributesOf(resource).size_gb) ?? 0) * GP2_TO_GP3_SAVING_USD_PER_GB),
  },
  {
    id: 'sec.disk_network_access_open',
    dimension: 'security',
    severity: 'medium',
    kinds: ['volume'],
    providers: ['azure'],
    terraformTypes: ['azurerm_managed_disk'],
    title: 'Managed disk can be exported from any network',
    description: 'The disk\'s network access policy is AllowAll, so a SAS URL generated for it downloads the whole disk from anywhere on the internet.',
    rationale: 'A disk export URL is a full copy of the disk for whoever holds it; restricting export to private endpoints (or denying it) keeps a leaked URL from being used outside your network.',
    terraformFix: DATA_FIXES['sec.disk_network_access_open'],
    remediation: 'Set the network access policy to DenyAll, or to AllowPrivate with a disk access resource, and disable public network access.',
    controls: { soc2: ['CC6.6'], iso_27001: ['A.8.3', 'A.8.20'], nist_800_53: ['AC-3', 'SC-7'] },
    effort: 'low',
    evaluate: (resource) => token(attributesOf(resource).network_access_policy) === 'allowall',
  },
  {
    id: 'sec.snapshot_network_access_open',
    dimension: 'security',
    severity: 'medium',
    kinds: ['snapshot'],
    providers: ['azure'],
    terraformTypes: ['azurerm_snapshot'],
    title: 'Snapshot can be exported from any network',
    description: 'The snapshot\'s network access policy is AllowAll, so a SAS URL generated for it downloads the snapshot from anywhere on the internet.',
    rationale: 'Snapshots are exported to copy disks between regions or tenants; with AllowAll, a SAS URL that leaks in a ticket or script hands the disk contents to anyone outside your network.',
    terraformFix: DATA_FIXES['sec.snapshot_network_access_open'],
    remediation: 'Set the snapshot\'s network access policy to DenyAll, or AllowPrivate with a disk access resource.',
    controls: { soc2: ['CC6.6'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3', 'SC-7'], hipaa: ['164.312(a)(1)'] },
    effort: 'low',
    evaluate: (resource) => token(attributesOf(resource).network_access_policy) === 'allowall',
  },
  {
    id: 'cost.snapshot_not_incremental',
    dimension: 'cost',
    severity: 'low',
    kinds: ['snapshot'],
    providers: ['azure'],
    terraformTypes: ['azurerm_snapshot'],
    title: 'Azure snapshot is a full copy instead of incremental',
    description: 'The snapshot is not incremental, so it bills for the disk\'s whole provisioned size rather than only the blocks that changed.',
    rationale: 'Full snapshots bill the whole disk size each time, on premium storage if the disk is premium; incremental ones bill only changed blocks on standard storage.',
    terraformFix: DATA_FIXES['cost.snapshot_not_incremental'],
    remediation: 'Take incremental snapshots instead and delete the full ones once an incremental copy exists.',
    controls: { soc2: ['C1.2'], iso_27001: ['A.8.6'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).incremental === false,
    monthlyWasteUsd: (resource) => usd((num(attributesOf(resource).size_gb) ?? 0) * FULL_SNAPSHOT_USD_PER_GB * FULL_SNAPSHOT_SAVING),
  },
]
