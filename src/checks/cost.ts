import { above, attributesOf, below, isNone, num, str, token, usd } from './attributes.ts'
import type { Check, InventoryResource } from './check.ts'

// Cost checks: capacity that is paid for and not used. Each estimates the monthly saving of the fix from the
// resource's own attributes, using on-demand list prices (us-east-1 / us-central1 / East US, 2025) where the
// resource does not report its cost. The estimates are deliberately simple: they rank waste, not invoice it.

const monthlyCost = (resource: InventoryResource) => num(attributesOf(resource).monthly_cost_usd) ?? 0

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

/** Standard-tier object storage minus infrequent-access tier, USD per GB-month (S3 0.023 → 0.0125). */
const LIFECYCLE_SAVING_USD_PER_GB = 0.0105
/** Snapshot storage, USD per GB-month (EBS standard tier); snapshots are incremental, so this is an upper bound. */
const SNAPSHOT_USD_PER_GB = 0.05
/** A customer-managed key costs about 1 USD a month in AWS KMS, and less elsewhere. */
const KEY_USD_PER_MONTH = 1

/**
 * Machine types of superseded generations: AWS families before the Nitro generation, GCP N1, and Azure
 * sizes of the original A/D/DS/F/G series (no `_vN` suffix). Only read when no explicit flag is reported.
 */
const PREVIOUS_GENERATION = /^(?:(?:m[1-4]|c[134]|r[34]|t1|i2|g2|cc2|cr1|hs1)\.|n1-|standard_(?:a|d|ds|f|fs|g|gs)\d+$)/

function isPreviousGeneration(a: Record<string, unknown>): boolean {
  if (typeof a.previous_generation === 'boolean') return a.previous_generation
  const type = str(a.instance_type)?.trim().toLowerCase()
  return type !== undefined && PREVIOUS_GENERATION.test(type)
}

/** vCPUs of a database instance class: the `vcpus` attribute, else read from the class name of each provider. */
export function databaseVcpus(a: Record<string, unknown>): number | undefined {
  const reported = num(a.vcpus)
  if (reported !== undefined) return reported
  const cls = str(a.instance_class)?.trim().toLowerCase()
  if (cls === undefined) return undefined
  const aws = /^db\.[a-z0-9-]+\.(micro|small|medium|large|xlarge|(\d+)xlarge)$/.exec(cls)
  if (aws) return aws[2] ? Number(aws[2]) * 4 : aws[1] === 'xlarge' ? 4 : 2
  const gcp = /^db-(?:custom|n1-standard|n1-highmem|n2-standard|n2-highmem)-(\d+)/.exec(cls)
  if (gcp) return Number(gcp[1])
  const azure = /^(?:gp|bc|mo)_gen\d+_(\d+)$/.exec(cls) ?? /^standard_[a-z]+?(\d+)/.exec(cls)
  return azure ? Number(azure[1]) : undefined
}

/** Provisioned IOPS of a type that bills them, with its pricing; `undefined` for types with IOPS included. */
function billedIops(a: Record<string, unknown>): { provisioned: number; included: number; usdPerIops: number } | undefined {
  const type = token(a.volume_type)
  const pricing = type !== undefined ? IOPS_PRICING[type] : undefined
  const provisioned = num(a.provisioned_iops)
  return pricing && provisioned !== undefined ? { provisioned, ...pricing } : undefined
}

export const COST_CHECKS: Check[] = [
  {
    id: 'cost.idle_instance',
    dimension: 'cost',
    severity: 'medium',
    kinds: ['instance'],
    title: 'Instance is idle: average CPU below 3% for 14 days',
    description: 'The instance is running but its average CPU utilisation over the last 14 days is below 3% and its network traffic is negligible. You are paying for capacity that does no work.',
    remediation: 'Confirm with the owner (see the owner tag), then stop or terminate the instance, or move the workload to a smaller size or to a scheduled start/stop.',
    controls: { soc2: ['A1.1'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return token(a.state) === 'running' && below(a.cpu_utilization_avg_14d, 3)
    },
    // Stopping it saves the compute; about a tenth of the bill (disks, addresses) stays.
    monthlyWasteUsd: (resource) => usd(monthlyCost(resource) * 0.9),
  },
  {
    id: 'cost.previous_generation_instance',
    dimension: 'cost',
    severity: 'low',
    kinds: ['instance'],
    title: 'Instance uses a previous-generation machine type',
    description: 'Previous-generation machine types cost more per unit of compute than their current equivalents and lack newer security features such as Nitro-based isolation.',
    remediation: 'Resize to the current generation of the same family (for example m4 → m7i, n1 → n2) during the next maintenance window.',
    controls: { soc2: ['A1.1'] },
    // An explicit `previous_generation` flag wins; without one, the machine type decides.
    evaluate: (resource) => isPreviousGeneration(attributesOf(resource)),
    // Current generations deliver roughly 10% more compute per dollar (faster cores at the same price, or Graviton/Axion cheaper).
    monthlyWasteUsd: (resource) => usd(monthlyCost(resource) * 0.1),
  },
  {
    id: 'cost.unused_service_account',
    dimension: 'cost',
    severity: 'info',
    kinds: ['iam_principal'],
    title: 'Principal unused for more than 90 days',
    description: 'The principal has not authenticated for over 90 days. Unused identities cost nothing directly but add standing access that nobody watches.',
    remediation: 'Disable the principal, wait 30 days for complaints, then delete it.',
    controls: { cis_aws: ['1.12'], soc2: ['CC6.2', 'CC6.3'] },
    evaluate: (resource) => above(attributesOf(resource).last_used_days_ago, 90),
    // Identities are free; the finding is about standing access, so it adds nothing to the waste total.
    monthlyWasteUsd: () => 0,
  },
  {
    id: 'cost.bucket_without_lifecycle',
    dimension: 'cost',
    severity: 'low',
    kinds: ['bucket'],
    title: 'Large bucket has no lifecycle rules',
    description: 'The bucket holds more than 500 GB and has no lifecycle rule, so old objects stay in the most expensive storage class forever.',
    remediation: 'Add lifecycle rules that move objects older than 30 days to an infrequent-access class and expire temporary prefixes (logs, exports).',
    controls: { soc2: ['C1.2'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const noRules = a.lifecycle_rules === 0 || (Array.isArray(a.lifecycle_rules) && a.lifecycle_rules.length === 0)
      return noRules && above(a.size_gb, 500)
    },
    // Assume half the data is older than 30 days and could move to the infrequent-access class.
    monthlyWasteUsd: (resource) => usd((num(attributesOf(resource).size_gb) ?? 0) * 0.5 * LIFECYCLE_SAVING_USD_PER_GB),
  },
  {
    id: 'cost.oversized_database',
    dimension: 'cost',
    severity: 'medium',
    kinds: ['database'],
    title: 'Database instance is oversized for its load',
    description: 'Average CPU stayed under 10% and memory under 30% for 30 days on an instance class with 16 or more vCPUs.',
    remediation: 'Downsize by one or two instance classes during a maintenance window, or move to a serverless or burstable tier.',
    controls: { soc2: ['A1.1'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const vcpus = databaseVcpus(a)
      return vcpus !== undefined && vcpus >= 16 && below(a.cpu_utilization_avg_30d, 10) && below(a.memory_utilization_avg_30d, 30)
    },
    // One class down halves the price in every provider's catalogue.
    monthlyWasteUsd: (resource) => usd(monthlyCost(resource) * 0.5),
  },
  {
    id: 'cost.function_overprovisioned_memory',
    dimension: 'cost',
    severity: 'low',
    kinds: ['function'],
    title: 'Function memory is far above its peak usage',
    description: 'The function is configured with 3 GB of memory but its peak usage over 30 days was under 300 MB.',
    remediation: 'Lower the memory setting to about twice the observed peak, or use a power-tuning tool to find the cheapest setting.',
    controls: { soc2: ['A1.1'] },
    // Below 1 GB the saving is too small to be worth a finding; "far above" is a peak under a fifth of the setting.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const memory = num(a.memory_mb)
      const peak = num(a.peak_memory_mb_30d)
      return memory !== undefined && peak !== undefined && peak >= 0 && memory > 1024 && peak < memory * 0.2
    },
    // Price is linear in memory: the saving is the share above twice the peak (128 MB minimum), duration assumed unchanged.
    monthlyWasteUsd: (resource) => {
      const a = attributesOf(resource)
      const memory = num(a.memory_mb)
      const peak = num(a.peak_memory_mb_30d)
      if (memory === undefined || peak === undefined || memory <= 0) return 0
      return usd(monthlyCost(resource) * (1 - Math.max(128, 2 * peak) / memory))
    },
  },
  {
    id: 'cost.unused_key',
    dimension: 'cost',
    severity: 'info',
    kinds: ['key'],
    title: 'Customer-managed key has not been used for 90 days',
    description: 'The key is enabled and billed monthly but has not been used for any cryptographic operation for 90 days.',
    remediation: 'Disable the key, and schedule its deletion after confirming nothing depends on it.',
    controls: { soc2: ['CC6.1'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const lastUsed = num(a.last_used_days_ago)
      return token(a.state) === 'enabled' && lastUsed !== undefined && lastUsed >= 90
    },
    monthlyWasteUsd: () => KEY_USD_PER_MONTH,
  },
  {
    id: 'cost.idle_load_balancer',
    dimension: 'cost',
    severity: 'low',
    kinds: ['load_balancer'],
    title: 'Load balancer has no healthy targets',
    description: 'The load balancer has had no registered healthy targets for 14 days but is still billed hourly.',
    remediation: 'Delete the load balancer if the service is retired, or fix target registration.',
    controls: { soc2: ['A1.1'] },
    evaluate: (resource) => num(attributesOf(resource).healthy_targets) === 0,
    // It serves nothing, so all of it is waste.
    monthlyWasteUsd: (resource) => usd(monthlyCost(resource)),
  },
  {
    id: 'cost.unattached_volume',
    dimension: 'cost',
    severity: 'medium',
    kinds: ['volume'],
    title: 'Block volume is not attached to any instance',
    description: 'The volume has been unattached for more than 14 days and is still billed for its provisioned size.',
    remediation: 'Snapshot the volume if its data may be needed, then delete it.',
    controls: { soc2: ['A1.1', 'C1.2'] },
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
    title: 'Provisioned IOPS far exceed observed usage',
    description: 'The volume pays for provisioned IOPS at a level more than 5 times its 30-day peak.',
    remediation: 'Switch to gp3 (or the equivalent) with baseline IOPS, or lower the provisioned IOPS.',
    controls: { soc2: ['A1.1'] },
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
    title: 'Snapshot is older than 180 days',
    description: 'The snapshot is more than 180 days old and not referenced by any image or backup policy; it keeps accruing storage charges.',
    remediation: 'Delete snapshots that no retention policy requires, and manage the rest with a lifecycle policy.',
    controls: { soc2: ['C1.2'] },
    // An importer that knows a retention policy keeps the snapshot says so with `retained_by_policy`.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return above(a.age_days, 180) && a.retained_by_policy !== true
    },
    monthlyWasteUsd: (resource) => usd((num(attributesOf(resource).size_gb) ?? 0) * SNAPSHOT_USD_PER_GB),
  },
]
