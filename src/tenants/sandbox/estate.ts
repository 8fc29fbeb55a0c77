import type { Kind } from './finding-templates.ts'

// Names, regions and healthy baseline attributes of a synthetic multi-cloud estate.
import type { Provider as AnyProvider, SnapshotResource } from '../../resources/index.ts'
/** The clouds the synthetic estate spans (`other` is for imported findings' resources only). */
type Provider = Exclude<AnyProvider, 'other'>
export type Rng = () => number

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
export const hex = (rng: Rng, length: number) => Array.from({ length }, () => Math.floor(rng() * 16).toString(16)).join('')

export const REGIONS: Record<Provider, string[]> = {
  aws: ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2'],
  gcp: ['us-central1', 'europe-west1', 'asia-northeast1'],
  azure: ['eastus', 'westeurope', 'southeastasia'],
}
const SERVICES = ['payments', 'checkout', 'identity', 'search', 'analytics', 'billing', 'ledger', 'inventory', 'notifications', 'reporting', 'catalog', 'shipping']
const ENVS = ['prod', 'prod', 'staging', 'dev']
const TEAMS = ['platform', 'payments', 'growth', 'data', 'security', 'core-api']
const PEOPLE = ['a.moreau', 'j.okafor', 'k.tanaka', 'l.schmidt', 'm.garcia', 'p.novak', 's.iyer']

export const KIND_WEIGHTS: [Kind, number][] = [
  ['instance', 18], ['bucket', 12], ['iam_principal', 12], ['network_rule', 12], ['database', 8],
  ['function', 10], ['key', 6], ['load_balancer', 6], ['volume', 10], ['snapshot', 6],
]

const ACCOUNT: Record<Provider, string> = { aws: '482913650127', gcp: 'acme-prod-4471', azure: '7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37' }

/**
 * Network groups per provider (security groups, firewall target tags, NSGs). Every instance carries the
 * first (the shared baseline group) and one of the next two; the last belongs to a retired tier that no
 * instance uses. Rules attach to any of the four, so most rules reach a running instance and some do not,
 * which is what `sec.security_group_open_to_world` tells apart.
 */
const azureNsg = (name: string) => `/subscriptions/${ACCOUNT.azure}/resourceGroups/rg-network/providers/Microsoft.Network/networkSecurityGroups/${name}`
export const NETWORK_GROUPS: Record<Provider, readonly [string, string, string, string]> = {
  aws: ['sg-0a1f3c5e7b9d20481', 'sg-0b2e4d6f8a1c30592', 'sg-0c3d5f7a9b2e406a3', 'sg-0d4e6a8b1c3f5071b'],
  gcp: ['allow-baseline', 'web-tier', 'api-tier', 'legacy-batch'],
  azure: [azureNsg('nsg-baseline'), azureNsg('nsg-web'), azureNsg('nsg-app'), azureNsg('nsg-legacy')],
}

/** An inventory resource before it has an id, of a kind the checks model and one of the three clouds. */
export type SyntheticResource = Omit<SnapshotResource, 'id' | 'kind' | 'provider'> & { kind: Kind; provider: Provider }

export function syntheticResource(rng: Rng, kind: Kind, index: number): SyntheticResource {
  const provider = pick(rng, ['aws', 'aws', 'gcp', 'azure'] as const)
  const region = pick(rng, REGIONS[provider])
  const env = pick(rng, ENVS)
  const service = pick(rng, SERVICES)
  const name = `${env}-${service}-${NAME_PART[kind]}-${index.toString().padStart(3, '0')}`
  const tags: Record<string, string> = { env, service, team: pick(rng, TEAMS), owner: pick(rng, PEOPLE) }
  if (rng() < 0.6) tags['cost-center'] = `cc-${int(rng, 1000, 1099)}`
  return { kind, provider, region, name, external_id: externalId(rng, provider, kind, region, name), tags, attributes: baseline(rng, kind, provider, region, env) }
}

const NAME_PART: Record<Kind, string> = {
  instance: 'vm', bucket: 'store', iam_principal: 'svc', network_rule: 'ingress', database: 'db', function: 'fn',
  key: 'key', load_balancer: 'lb', volume: 'disk', snapshot: 'snap',
}

function externalId(rng: Rng, provider: Provider, kind: Kind, region: string, name: string): string {
  if (provider === 'aws') {
    const account = ACCOUNT.aws
    switch (kind) {
      case 'instance': return `arn:aws:ec2:${region}:${account}:instance/i-0${hex(rng, 16)}`
      case 'bucket': return `arn:aws:s3:::${name}-${hex(rng, 6)}`
      case 'iam_principal': return `arn:aws:iam::${account}:role/${name}`
      case 'network_rule': return `arn:aws:ec2:${region}:${account}:security-group-rule/sgr-0${hex(rng, 16)}`
      case 'database': return `arn:aws:rds:${region}:${account}:db:${name}`
      case 'function': return `arn:aws:lambda:${region}:${account}:function:${name}`
      case 'key': return `arn:aws:kms:${region}:${account}:key/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`
      case 'load_balancer': return `arn:aws:elasticloadbalancing:${region}:${account}:loadbalancer/app/${name}/${hex(rng, 16)}`
      case 'volume': return `arn:aws:ec2:${region}:${account}:volume/vol-0${hex(rng, 16)}`
      case 'snapshot': return `arn:aws:ec2:${region}:${account}:snapshot/snap-0${hex(rng, 16)}`
    }
  }
  if (provider === 'gcp') {
    const project = ACCOUNT.gcp
    const zone = `${region}-${pick(rng, ['a', 'b', 'c'])}`
    switch (kind) {
      case 'instance': return `//compute.googleapis.com/projects/${project}/zones/${zone}/instances/${name}`
      case 'bucket': return `//storage.googleapis.com/projects/_/buckets/${name}-${hex(rng, 6)}`
      case 'iam_principal': return `//iam.googleapis.com/projects/${project}/serviceAccounts/${name}@${project}.iam.gserviceaccount.com`
      case 'network_rule': return `//compute.googleapis.com/projects/${project}/global/firewalls/${name}`
      case 'database': return `//sqladmin.googleapis.com/projects/${project}/instances/${name}`
      case 'function': return `//cloudfunctions.googleapis.com/projects/${project}/locations/${region}/functions/${name}`
      case 'key': return `//cloudkms.googleapis.com/projects/${project}/locations/${region}/keyRings/${name}/cryptoKeys/${name}`
      case 'load_balancer': return `//compute.googleapis.com/projects/${project}/global/forwardingRules/${name}`
      case 'volume': return `//compute.googleapis.com/projects/${project}/zones/${zone}/disks/${name}`
      case 'snapshot': return `//compute.googleapis.com/projects/${project}/global/snapshots/${name}`
    }
  }
  const group = `/subscriptions/${ACCOUNT.azure}/resourceGroups/rg-${name.split('-').slice(0, 2).join('-')}`
  const type: Record<Kind, string> = {
    instance: 'Microsoft.Compute/virtualMachines', bucket: 'Microsoft.Storage/storageAccounts', iam_principal: 'Microsoft.ManagedIdentity/userAssignedIdentities',
    network_rule: 'Microsoft.Network/networkSecurityGroups', database: 'Microsoft.Sql/servers', function: 'Microsoft.Web/sites',
    key: 'Microsoft.KeyVault/vaults', load_balancer: 'Microsoft.Network/loadBalancers', volume: 'Microsoft.Compute/disks', snapshot: 'Microsoft.Compute/snapshots',
  }
  return `${group}/providers/${type[kind]}/${name}`
}

function baseline(rng: Rng, kind: Kind, provider: Provider, region: string, env: string): Record<string, unknown> {
  const monthly = (low: number, high: number) => Math.round((low + rng() * (high - low)) * 100) / 100
  switch (kind) {
    case 'instance': return {
      instance_type: pick(rng, provider === 'aws' ? ['m7i.large', 'c7g.xlarge', 't3.medium', 'r7i.2xlarge'] : provider === 'gcp' ? ['n2-standard-4', 'e2-medium', 'c3-standard-8'] : ['Standard_D4s_v5', 'Standard_B2ms', 'Standard_E8s_v5']),
      state: 'running', availability_zone: `${region}${provider === 'aws' ? pick(rng, ['a', 'b', 'c']) : '-' + pick(rng, ['a', 'b', 'c'])}`,
      public_ip: null, open_admin_ports: [], metadata_tokens_required: true, disk_encrypted: true,
      autoscaling_group: env === 'prod' ? `${env}-asg-${hex(rng, 4)}` : null, cpu_utilization_avg_14d: int(rng, 18, 71),
      monthly_cost_usd: monthly(35, 900), previous_generation: false,
      network_groups: [NETWORK_GROUPS[provider][0], pick(rng, NETWORK_GROUPS[provider].slice(1, 3))],
    }
    case 'bucket': return {
      public_read: false, public_write: false, versioning: true, encryption: provider === 'aws' ? 'aws:kms' : 'customer_managed',
      access_logging: true, lifecycle_rules: int(rng, 1, 4), size_gb: int(rng, 1, 900), object_count: int(rng, 100, 4_000_000),
    }
    case 'iam_principal': return {
      type: pick(rng, ['role', 'service_account', 'user']), console_access: false, mfa_enabled: true, admin: false,
      policies: [pick(rng, ['ReadOnlyAccess', 'AmazonS3ReadOnlyAccess', 'roles/storage.objectViewer', 'Reader', 'CloudWatchAgentServerPolicy'])],
      access_key_age_days: int(rng, 3, 80), last_used_days_ago: int(rng, 0, 20), password_policy_min_length: 14, password_reuse_prevention: 24,
    }
    case 'network_rule': return {
      direction: 'ingress', protocol: 'tcp', port_range: pick(rng, ['443', '8443', '80']), cidr: pick(rng, ['10.0.0.0/16', '10.20.0.0/16', '172.16.4.0/22']),
      attached_to: [pick(rng, NETWORK_GROUPS[provider])], flow_logs: true,
    }
    case 'database': return {
      engine: pick(rng, ['postgres', 'mysql', 'sqlserver']), engine_version: pick(rng, ['16.4', '8.0.39', '15.8']), end_of_life: false,
      instance_class: pick(rng, ['db.r6g.large', 'db.m7g.xlarge', 'db-custom-4-16384', 'GP_Gen5_4']), multi_az: env === 'prod',
      encrypted: true, publicly_accessible: false, backup_retention_days: pick(rng, [7, 14, 35]), cpu_utilization_avg_30d: int(rng, 22, 68),
      memory_utilization_avg_30d: int(rng, 38, 82), deletion_protection: env === 'prod', monthly_cost_usd: monthly(120, 2400),
    }
    case 'function': return {
      runtime: pick(rng, ['nodejs22.x', 'python3.12', 'java21', 'provided.al2023']), memory_mb: pick(rng, [256, 512, 1024]), peak_memory_mb_30d: int(rng, 90, 240),
      timeout_s: pick(rng, [15, 30, 60]), plaintext_secret_env_vars: [], public_url: false, auth_type: 'AWS_IAM',
      invocations_30d: int(rng, 1_000, 9_000_000), monthly_cost_usd: monthly(1, 180),
    }
    case 'key': return {
      state: 'enabled', rotation_enabled: true, key_age_days: int(rng, 30, 900), usage: 'ENCRYPT_DECRYPT', last_used_days_ago: int(rng, 0, 6),
      policy_allows_any_principal: false, dependent_resources: int(rng, 1, 12),
    }
    case 'load_balancer': return {
      scheme: pick(rng, ['internet-facing', 'internal']), https_only: true, http_listener: 'redirect', tls_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
      min_tls_version: '1.2', access_logs: true, target_zones: int(rng, 2, 3), healthy_targets: int(rng, 2, 12), monthly_cost_usd: monthly(18, 160),
    }
    case 'volume': return {
      size_gb: pick(rng, [20, 50, 100, 500, 1000]), volume_type: pick(rng, ['gp3', 'pd-balanced', 'Premium_LRS']), provisioned_iops: 3000, peak_iops_30d: int(rng, 200, 2800),
      encrypted: true, attached_to: `i-0${hex(rng, 16)}`, unattached_days: 0, backup_plan: `daily-${env}`, monthly_cost_usd: monthly(2, 120),
    }
    case 'snapshot': return {
      size_gb: pick(rng, [20, 50, 100, 500]), age_days: int(rng, 1, 60), public: false, encrypted: true, source_volume: `vol-0${hex(rng, 16)}`, cross_region_copy: true,
    }
  }
}
