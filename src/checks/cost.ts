import { above, attributesOf, below, num, str, token, usd } from './attributes.ts'
import type { SnapshotResource } from '../resources/index.ts'
import type { Check } from './check.ts'
import { BLOCK_STORAGE_COST_CHECKS } from './cost-block-storage.ts'
import { OPERATIONS_FIXES } from './terraform-fixes-operations.ts'

// Cost checks: capacity that is paid for and not used. Each estimates the monthly saving of the fix from the
// resource's own attributes, using on-demand list prices (us-east-1 / us-central1 / East US, 2025) where the
// resource does not report its cost. The estimates are deliberately simple: they rank waste, not invoice it.

const monthlyCost = (resource: SnapshotResource) => num(attributesOf(resource).monthly_cost_usd) ?? 0

/** Standard-tier object storage minus infrequent-access tier, USD per GB-month (S3 0.023 → 0.0125). */
const LIFECYCLE_SAVING_USD_PER_GB = 0.0105
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

export const COST_CHECKS: Check[] = [
  {
    id: 'cost.idle_instance',
    dimension: 'cost',
    severity: 'medium',
    kinds: ['instance'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_instance', 'google_compute_instance', 'azurerm_linux_virtual_machine', 'azurerm_windows_virtual_machine'],
    title: 'Instance is idle: average CPU below 3% for 14 days',
    description: 'The instance is running but its average CPU utilisation over the last 14 days is below 3% and its network traffic is negligible. You are paying for capacity that does no work.',
    rationale: 'An idle instance bills its full hourly price for no work, and a forgotten host with nobody watching it also stops being patched.',
    remediation: 'Confirm with the owner (see the owner tag), then stop or terminate the instance, or move the workload to a smaller size or to a scheduled start/stop.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_instance', 'google_compute_instance', 'azurerm_linux_virtual_machine', 'azurerm_windows_virtual_machine'],
    title: 'Instance uses a previous-generation machine type',
    description: 'Previous-generation machine types cost more per unit of compute than their current equivalents and lack newer security features such as Nitro-based isolation.',
    rationale: 'Current generations deliver more compute for the same price, so an old one is a standing surcharge on the instance\'s bill, and it is retired on the provider\'s schedule rather than yours.',
    terraformFix: OPERATIONS_FIXES['cost.previous_generation_instance'],
    remediation: 'Resize to the current generation of the same family (for example m4 → m7i, n1 → n2) during the next maintenance window.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_iam_user', 'aws_iam_role', 'google_service_account', 'azurerm_user_assigned_identity'],
    title: 'Principal unused for more than 90 days',
    description: 'The principal has not authenticated for over 90 days. Unused identities cost nothing directly but add standing access that nobody watches.',
    rationale: 'A dormant identity keeps its permissions with nobody watching how it is used, so a leaked credential for it goes unnoticed; removing it is risk reduction at no cost.',
    terraformFix: OPERATIONS_FIXES['cost.unused_service_account'],
    remediation: 'Disable the principal, wait 30 days for complaints, then delete it.',
    controls: { cis_aws: ['1.11'], soc2: ['CC6.2', 'CC6.3'], pci_dss: ['8.2.6'], iso_27001: ['A.5.18'], nist_800_53: ['AC-2'], hipaa: ['164.308(a)(3)(ii)(C)'] },
    evaluate: (resource) => above(attributesOf(resource).last_used_days_ago, 90),
    // Identities are free; the finding is about standing access, so it adds nothing to the waste total.
    monthlyWasteUsd: () => 0,
  },
  {
    id: 'cost.bucket_without_lifecycle',
    dimension: 'cost',
    severity: 'low',
    kinds: ['bucket'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_s3_bucket', 'aws_s3_bucket_lifecycle_configuration', 'google_storage_bucket', 'azurerm_storage_account',
      'azurerm_storage_management_policy',
    ],
    title: 'Large bucket has no lifecycle rules',
    description: 'The bucket holds more than 500 GB and has no lifecycle rule, so old objects stay in the most expensive storage class forever.',
    rationale: 'Without lifecycle rules every object stays in the most expensive storage class forever, and logs and exports nobody reads after a month often make up most of the bill.',
    terraformFix: OPERATIONS_FIXES['cost.bucket_without_lifecycle'],
    remediation: 'Add lifecycle rules that move objects older than 30 days to an infrequent-access class and expire temporary prefixes (logs, exports).',
    controls: { soc2: ['C1.2'], iso_27001: ['A.8.10'], nist_800_53: ['SI-12'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_db_instance', 'google_sql_database_instance', 'azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server',
      'azurerm_mssql_server', 'azurerm_mssql_database',
    ],
    title: 'Database instance is oversized for its load',
    description: 'Average CPU stayed under 10% and memory under 30% for 30 days on an instance class with 16 or more vCPUs.',
    rationale: 'Database instances are among the most expensive resources of an account, and one running at a few percent of its CPU and memory pays every hour for capacity it does not use.',
    terraformFix: OPERATIONS_FIXES['cost.oversized_database'],
    remediation: 'Downsize by one or two instance classes during a maintenance window, or move to a serverless or burstable tier.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
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
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_lambda_function', 'google_cloudfunctions_function', 'google_cloudfunctions2_function'],
    title: 'Function memory is far above its peak usage',
    description: 'The function is configured with 3 GB of memory but its peak usage over 30 days was under 300 MB.',
    rationale: 'Functions are billed for configured memory times duration, so memory far above the peak is paid for on every invocation.',
    terraformFix: OPERATIONS_FIXES['cost.function_overprovisioned_memory'],
    remediation: 'Lower the memory setting to about twice the observed peak, or use a power-tuning tool to find the cheapest setting.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_kms_key', 'google_kms_crypto_key', 'azurerm_key_vault_key'],
    title: 'Customer-managed key has not been used for 90 days',
    description: 'The key is enabled and billed monthly but has not been used for any cryptographic operation for 90 days.',
    rationale: 'Each customer-managed key is billed every month whether or not it is used, and unused keys clutter the inventory every key review must cover.',
    terraformFix: OPERATIONS_FIXES['cost.unused_key'],
    remediation: 'Disable the key, and schedule its deletion after confirming nothing depends on it.',
    controls: { soc2: ['CC6.1'], pci_dss: ['3.7.5'], iso_27001: ['A.8.24'], nist_800_53: ['SC-12'] },
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
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_lb', 'aws_alb', 'google_compute_global_forwarding_rule', 'google_compute_forwarding_rule', 'azurerm_lb'],
    title: 'Load balancer has no healthy targets',
    description: 'The load balancer has had no registered healthy targets for 14 days but is still billed hourly.',
    rationale: 'A load balancer is billed by the hour (and by capacity units) even when it routes nothing; an idle one is pure waste and a public endpoint nobody watches.',
    remediation: 'Delete the load balancer if the service is retired, or fix target registration.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    evaluate: (resource) => num(attributesOf(resource).healthy_targets) === 0,
    // It serves nothing, so all of it is waste.
    monthlyWasteUsd: (resource) => usd(monthlyCost(resource)),
  },
  ...BLOCK_STORAGE_COST_CHECKS,
]
