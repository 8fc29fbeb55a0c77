import { GOOGLE_COMPUTE } from './families/google-compute.ts'
import { GOOGLE_DATA } from './families/google-data.ts'
import { GOOGLE_IDENTITY } from './families/google-identity.ts'
import { GOOGLE_NETWORK } from './families/google-network.ts'
import { FORWARDING_RULES, LOAD_BALANCER_PARTS, prepareLoadBalancers } from './terraform-google-lb.ts'
import { computeName, fullName, grantTarget, indexGrants, item, projectPath, regionOf } from './terraform-google-refs.ts'
import { normalizeProtocol, portRange, portText, ruleInputs, variants } from './terraform-rules.ts'
import type { TerraformResource } from './terraform.ts'
import type { ResourceKind } from '../../vocabulary/index.ts'
import {
  block, blocks, bool, compact, lastSegment, num, plaintextSecretNames, required, str, stringMap, strings, unique,
  type MappedInput, type MapResult, type ProviderModule, type Values, withFamilies,
} from './terraform-values.ts'

// Google Cloud resources. Google encrypts every disk, snapshot, bucket and Cloud SQL instance at rest, so
// those are `encrypted: true` whatever the state says about keys. Public access is granted through IAM
// resources (allUsers), which are merged into the resource they grant on.

const STATUS: Record<string, string> = { RUNNING: 'running', TERMINATED: 'stopped', STOPPING: 'stopping', SUSPENDED: 'suspended', PROVISIONING: 'pending', STAGING: 'pending' }
const KEY_STATE: Record<string, string> = { ENABLED: 'enabled', DISABLED: 'disabled', DESTROY_SCHEDULED: 'pending_deletion', DESTROYED: 'destroyed' }
const BUCKET_READ = /objectViewer|legacyObjectReader|legacyBucketReader|objectUser|objectAdmin|storage\.admin|legacy(Object|Bucket)Owner|^(READER|WRITER|OWNER)$/
const BUCKET_WRITE = /objectCreator|objectUser|objectAdmin|storage\.admin|legacyBucketWriter|legacyBucketOwner|^(WRITER|OWNER)$/

/** "256M", "1Gi" (Cloud Functions 2nd gen) → megabytes. */
function memoryMb(text: string | undefined): number | undefined {
  const m = text ? /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(text) : null
  if (!m) return undefined
  const factor = ({ K: 1 / 1024, Ki: 1 / 1024, M: 1, Mi: 1, G: 1024, Gi: 1024 } as Record<string, number>)[m[2] ?? ''] ?? 1 / (1024 * 1024)
  return Math.round(Number(m[1]) * factor)
}

/** POSTGRES_15 → postgres 15; MYSQL_8_0 → mysql 8.0; SQLSERVER_2019_STANDARD → sqlserver 2019. */
function sqlEngine(version: string | undefined): { engine?: string; engine_version?: string } {
  const m = /^(POSTGRES|MYSQL|SQLSERVER)_(\d+)(?:_(\d+))?/.exec(version ?? '')
  if (!m) return {}
  const engine = (m[1] as string).toLowerCase()
  return { engine, engine_version: engine === 'sqlserver' || !m[3] ? m[2] : `${m[2]}.${m[3]}` }
}

function firewall(r: TerraformResource, v: Values): MappedInput[] {
  const ingress = str(v, 'direction') !== 'EGRESS'
  const denies = blocks(v, 'deny')
  const ports = (denies.length > 0 ? denies : blocks(v, 'allow')).flatMap((b) => {
    const protocol = normalizeProtocol(str(b, 'protocol'))
    const specs = strings(b, 'ports')
    return specs.length > 0 ? specs.map((p) => ({ protocol, port_range: portText(protocol, p) })) : [{ protocol, port_range: portRange(protocol) }]
  })
  const sourceGroups = ingress ? [...strings(v, 'source_tags'), ...strings(v, 'source_service_accounts')] : []
  let ranges = strings(v, ingress ? 'source_ranges' : 'destination_ranges')
  // Without any source (or destination), Google applies the rule to 0.0.0.0/0.
  if (ranges.length === 0 && sourceGroups.length === 0) ranges = ['0.0.0.0/0']
  const network = required(computeName(str(v, 'network')), 'network')
  const targets = [...strings(v, 'target_tags'), ...strings(v, 'target_service_accounts')]
  return ruleInputs({
    name: str(v, 'name') ?? r.address, region: 'global', external_id: required(fullName(r.type, v), 'self_link or id'),
    direction: ingress ? 'ingress' : 'egress', action: denies.length > 0 ? 'deny' : 'allow',
    // Without target tags or service accounts the rule applies to every instance of the network.
    attached_to: targets.length > 0 ? targets : [network],
    extra: compact({ network, priority: num(v, 'priority'), disabled: bool(v, 'disabled') === true ? true : undefined }),
  }, variants(ports, ranges, sourceGroups))
}

const iamOf = (types: string[]) => types.flatMap((type) => [`${type}_iam_member`, `${type}_iam_binding`])
/**
 * What each type below becomes (see ProviderModule.kinds). Project IAM bindings and backend services are
 * read (roles, access logs) but stay `other` items, so they are not here.
 */
const GOOGLE_KINDS: Record<string, ResourceKind> = {
  google_compute_instance: 'instance',
  google_compute_firewall: 'network_rule',
  ...Object.fromEntries(['google_storage_bucket', 'google_storage_bucket_acl', 'google_storage_bucket_access_control', ...iamOf(['google_storage_bucket'])].map((type) => [type, 'bucket'])),
  google_sql_database_instance: 'database',
  ...Object.fromEntries(['google_cloudfunctions_function', 'google_cloudfunctions2_function',
    ...iamOf(['google_cloudfunctions_function', 'google_cloudfunctions2_function', 'google_cloud_run_service', 'google_cloud_run_v2_service'])].map((type) => [type, 'function'])),
  google_kms_crypto_key: 'key',
  google_compute_disk: 'volume', google_compute_attached_disk: 'volume',
  ...Object.fromEntries(['google_compute_snapshot', ...iamOf(['google_compute_snapshot'])].map((type) => [type, 'snapshot'])),
  google_service_account: 'iam_principal', google_project_iam_member: 'iam_principal',
  ...Object.fromEntries([...FORWARDING_RULES, ...LOAD_BALANCER_PARTS].map((type) => [type, 'load_balancer'])),
}

const core: ProviderModule = {
  provider: 'gcp',
  kinds: GOOGLE_KINDS,
  identify(r, v) {
    return { name: str(v, 'name') ? lastSegment(str(v, 'name') as string) : r.address, region: regionOf(v), external_id: required(fullName(r.type, v), 'self_link or id'), tags: stringMap(v.labels) }
  },
  prepare(resources) {
    const grants = indexGrants(resources)
    const lbs = prepareLoadBalancers(resources)
    const present = new Set<string>()
    const accounts = new Set<string>()
    const diskUsers = new Map<string, string>()
    for (const r of resources) {
      const v = r.values as Values
      const name = str(v, 'name')
      if (r.type === 'google_storage_bucket' && name) present.add(`bucket:${name}`)
      if (r.type === 'google_compute_snapshot' && name) present.add(`snapshot:${name}`)
      if ((r.type === 'google_cloudfunctions_function' || r.type === 'google_cloudfunctions2_function') && name) {
        present.add(`function:${lastSegment(name)}`)
        present.add(`run:${lastSegment(str(block(v, 'service_config'), 'service') ?? name)}`)
      }
      if (r.type === 'google_compute_disk') present.add(`disk:${projectPath(str(v, 'self_link')) ?? ''}`)
      if (r.type === 'google_service_account' && str(v, 'email')) accounts.add(str(v, 'email') as string)
      if (r.type === 'google_compute_attached_disk' && str(v, 'instance')) diskUsers.set(projectPath(str(v, 'disk')) ?? '', str(v, 'instance') as string)
    }
    const invokerPublic = (target: string) => grants.isPublic(target, /^roles\/(cloudfunctions|run)\.invoker$/)

    return (r, v): MapResult => {
      const target = grantTarget(r.type, v)
      if (target) return present.has(target) ? 'consumed' : null
      if (FORWARDING_RULES.includes(r.type)) return lbs.isMergedHttpRule(v) ? 'consumed' : item(r, v, 'load_balancer', fullName(r.type, v), lbs.attributes(v))
      if (lbs.isPart(r.type, v)) return 'consumed'
      switch (r.type) {
        case 'google_compute_instance': {
          const nics = blocks(v, 'network_interface')
          return item(r, v, 'instance', fullName(r.type, v), {
            instance_type: lastSegment(str(v, 'machine_type') ?? '') || undefined,
            state: STATUS[str(v, 'current_status') ?? ''] ?? str(v, 'current_status')?.toLowerCase(), availability_zone: str(v, 'zone'),
            public_ip: nics.flatMap((n) => blocks(n, 'access_config')).map((a) => str(a, 'nat_ip')).find((ip) => ip !== undefined) ?? null,
            disk_encrypted: true,
            // Firewall rules select instances by network tag, service account or (no target) the whole network.
            network_groups: unique([...strings(v, 'tags'), ...nics.map((n) => computeName(str(n, 'network'))).filter((x) => x !== undefined), ...blocks(v, 'service_account').map((s) => str(s, 'email')).filter((x) => x !== undefined)]),
          })
        }
        case 'google_compute_firewall': return firewall(r, v)
        case 'google_storage_bucket': {
          const name = required(str(v, 'name'), 'name')
          const prevented = str(v, 'public_access_prevention') === 'enforced'
          return item(r, v, 'bucket', `//storage.googleapis.com/projects/_/buckets/${name}`, {
            public_read: !prevented && grants.isPublic(`bucket:${name}`, BUCKET_READ), public_write: !prevented && grants.isPublic(`bucket:${name}`, BUCKET_WRITE),
            versioning: bool(block(v, 'versioning'), 'enabled') ?? false,
            encryption: str(block(v, 'encryption'), 'default_kms_key_name') ? 'customer_managed' : 'google_managed',
            access_logging: str(block(v, 'logging'), 'log_bucket') !== undefined, lifecycle_rules: blocks(v, 'lifecycle_rule').length,
            uniform_bucket_level_access: bool(v, 'uniform_bucket_level_access'),
          })
        }
        case 'google_sql_database_instance': {
          const settings = block(v, 'settings')
          const ip = block(settings, 'ip_configuration')
          const backup = block(settings, 'backup_configuration')
          const selfLink = str(v, 'self_link') ?? (str(v, 'project') && str(v, 'name') ? `projects/${str(v, 'project')}/instances/${str(v, 'name')}` : undefined)
          return item(r, v, 'database', fullName(r.type, { self_link: selfLink }), {
            ...sqlEngine(str(v, 'database_version')), instance_class: str(settings, 'tier'),
            multi_az: str(settings, 'availability_type') === 'REGIONAL', encrypted: true,
            publicly_accessible: bool(ip, 'ipv4_enabled') === true && blocks(ip, 'authorized_networks').some((n) => str(n, 'value') === '0.0.0.0/0'),
            backup_retention_days: bool(backup, 'enabled') === false ? 0 : num(block(backup, 'backup_retention_settings'), 'retained_backups'),
            // The API's own guard; the resource's `deletion_protection` only stops `terraform destroy`, not the console.
            deletion_protection: bool(settings, 'deletion_protection_enabled'),
          }, { tags: stringMap(settings?.user_labels) })
        }
        case 'google_cloudfunctions_function': {
          const name = required(str(v, 'name'), 'name')
          const http = bool(v, 'trigger_http') === true
          const open = http && invokerPublic(`function:${lastSegment(name)}`)
          return item(r, v, 'function', fullName(r.type, v), {
            runtime: str(v, 'runtime'), memory_mb: num(v, 'available_memory_mb'), timeout_s: num(v, 'timeout'),
            plaintext_secret_env_vars: plaintextSecretNames(v.environment_variables),
            public_url: open && str(v, 'ingress_settings') !== 'ALLOW_INTERNAL_ONLY', auth_type: http ? (open ? 'NONE' : 'IAM') : undefined,
          })
        }
        case 'google_cloudfunctions2_function': {
          const name = lastSegment(required(str(v, 'name'), 'name'))
          const service = block(v, 'service_config')
          const http = block(v, 'event_trigger') === undefined
          // Gen 2 functions run on Cloud Run: run.invoker on the underlying service opens them as well.
          const open = http && (invokerPublic(`function:${name}`) || invokerPublic(`run:${lastSegment(str(service, 'service') ?? name)}`))
          return item(r, v, 'function', fullName(r.type, v), {
            runtime: str(block(v, 'build_config'), 'runtime'), memory_mb: memoryMb(str(service, 'available_memory')), timeout_s: num(service, 'timeout_seconds'),
            plaintext_secret_env_vars: plaintextSecretNames(service?.environment_variables),
            public_url: open && str(service, 'ingress_settings') !== 'ALLOW_INTERNAL_ONLY', auth_type: http ? (open ? 'NONE' : 'IAM') : undefined,
          })
        }
        case 'google_kms_crypto_key':
          return item(r, v, 'key', fullName(r.type, v), {
            rotation_enabled: str(v, 'rotation_period') !== undefined, rotation_period: str(v, 'rotation_period'),
            state: KEY_STATE[str(block(v, 'primary'), 'state') ?? ''], usage: str(v, 'purpose'),
          })
        case 'google_compute_disk': {
          const path = projectPath(str(v, 'self_link')) ?? ''
          const users = strings(v, 'users')
          const type = lastSegment(str(v, 'type') ?? '') || undefined
          return item(r, v, 'volume', fullName(r.type, v), {
            size_gb: num(v, 'size'), volume_type: type, encrypted: true,
            attached_to: computeName(users[0] ?? diskUsers.get(path)) ?? null, availability_zone: str(v, 'zone'),
            provisioned_iops: (num(v, 'provisioned_iops') ?? 0) > 0 ? num(v, 'provisioned_iops') : undefined,
          })
        }
        case 'google_compute_attached_disk': return present.has(`disk:${projectPath(str(v, 'disk')) ?? ''}`) ? 'consumed' : null
        case 'google_compute_snapshot':
          return item(r, v, 'snapshot', fullName(r.type, v), {
            size_gb: num(v, 'disk_size_gb'), encrypted: true, public: grants.isPublic(`snapshot:${required(str(v, 'name'), 'name')}`, /./),
            source_volume: computeName(str(v, 'source_disk')),
          })
        case 'google_service_account': {
          const email = required(str(v, 'email'), 'email')
          const roles = unique(grants.projectRoles.get(email) ?? [])
          return item(r, v, 'iam_principal', fullName(r.type, v), { type: 'service_account', policies: roles, admin: roles.includes('roles/owner'), disabled: bool(v, 'disabled') }, { name: str(v, 'account_id') ?? email })
        }
        case 'google_project_iam_member': return accounts.has(str(v, 'member')?.replace(/^serviceAccount:/, '') ?? '') ? 'consumed' : null
        default: return null
      }
    }
  },
}

/** The core mapper above, and the types the later shelves of the check library read (families/google-*.ts). */
export const googleModule = withFamilies(core, [GOOGLE_COMPUTE, GOOGLE_DATA, GOOGLE_IDENTITY, GOOGLE_NETWORK])
