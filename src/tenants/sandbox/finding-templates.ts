import type { ResourceKind } from '../../resources/index.ts'
import { NETWORK_GROUPS, type SyntheticResource } from './estate.ts'

// The problems a synthetic sandbox estate exhibits: one template per check of the library. The check
// (`checkById`) owns the kind, severity, dimension and texts; a template only knows how to make a healthy
// resource show the problem, so that running the checks over the sandbox raises exactly its findings
// (consistency.test.ts holds this).
export type Kind = Exclude<ResourceKind, 'other' | 'external'>

export interface FindingTemplate {
  check_id: string
  /**
   * Changes a healthy resource's attributes so that it shows the problem. Returns `false` when this
   * resource cannot show it: a production-only problem on a staging resource, or a state an earlier
   * template of the same resource rules out. Templates run in the order of FINDING_TEMPLATES, so a
   * template that undoes another's evidence (detaching a volume, closing a rule) comes first.
   */
  exhibit: (attributes: Record<string, unknown>, resource: Pick<SyntheticResource, 'provider' | 'tags'>) => boolean | void
}

const production = (resource: Pick<SyntheticResource, 'tags'>) => resource.tags.env === 'prod'

export const FINDING_TEMPLATES: FindingTemplate[] = [
  // instances
  { check_id: 'sec.instance_public_ip_admin_port', exhibit: (a) => {
    a.public_ip = `203.0.113.${(Math.round(Number(a.monthly_cost_usd) || 0) % 250) + 1}`
    a.open_admin_ports = [22]
  } },
  { check_id: 'sec.instance_imdsv1_enabled', exhibit: (a) => { a.metadata_tokens_required = false } },
  { check_id: 'cost.idle_instance', exhibit: (a) => { a.cpu_utilization_avg_14d = 1.4; a.state = 'running' } },
  { check_id: 'cost.previous_generation_instance', exhibit: (a) => { a.instance_type = 'm4.xlarge'; a.previous_generation = true } },
  { check_id: 'arch.instance_without_autoscaling', exhibit: (a, r) => {
    if (!production(r)) return false
    a.autoscaling_group = null
  } },
  { check_id: 'cmp.instance_disk_unencrypted', exhibit: (a) => { a.disk_encrypted = false } },

  // buckets
  { check_id: 'sec.bucket_public_read', exhibit: (a) => { a.public_read = true } },
  { check_id: 'sec.bucket_public_write', exhibit: (a) => { a.public_write = true } },
  { check_id: 'cost.bucket_without_lifecycle', exhibit: (a) => { a.lifecycle_rules = 0; a.size_gb = 2400 } },
  { check_id: 'arch.bucket_versioning_disabled', exhibit: (a) => { a.versioning = false } },
  { check_id: 'cmp.bucket_access_logging_disabled', exhibit: (a) => { a.access_logging = false } },
  { check_id: 'cmp.encryption_at_rest_disabled', exhibit: (a) => { a.encryption = 'none' } },

  // IAM principals
  { check_id: 'sec.iam_user_without_mfa', exhibit: (a) => { a.type = 'user'; a.console_access = true; a.mfa_enabled = false } },
  { check_id: 'sec.iam_admin_privileges', exhibit: (a) => { a.admin = true; a.policies = ['AdministratorAccess'] } },
  { check_id: 'sec.iam_access_key_not_rotated', exhibit: (a) => { a.access_key_age_days = 214 } },
  { check_id: 'cost.unused_service_account', exhibit: (a) => { a.last_used_days_ago = 143 } },
  { check_id: 'cmp.iam_password_policy_weak', exhibit: (a) => { a.password_policy_min_length = 8 } },

  // network rules: detaching comes first, because an open rule only counts while a running instance carries it
  { check_id: 'arch.unused_network_rule', exhibit: (a) => { a.attached_to = [] } },
  { check_id: 'sec.security_group_open_to_world', exhibit: (a, r) => {
    if (!Array.isArray(a.attached_to) || a.attached_to.length === 0) return false
    // The baseline group is on every instance of the provider, so the open rule really reaches running hosts.
    a.attached_to = [NETWORK_GROUPS[r.provider][0]]
    a.cidr = '0.0.0.0/0'; a.port_range = '0-65535'; a.protocol = 'all'
  } },
  { check_id: 'sec.database_port_open_to_world', exhibit: (a) => {
    // A rule already open on every port is reported once, as open to the world; narrowing it would hide that.
    if (a.protocol === 'all') return false
    a.cidr = '0.0.0.0/0'; a.port_range = '5432'; a.protocol = 'tcp'
  } },
  { check_id: 'cmp.flow_logs_disabled', exhibit: (a) => { a.flow_logs = false } },

  // databases
  { check_id: 'sec.database_publicly_accessible', exhibit: (a) => { a.publicly_accessible = true } },
  { check_id: 'arch.single_az_database', exhibit: (a, r) => {
    if (!production(r)) return false
    a.multi_az = false
  } },
  { check_id: 'arch.database_deletion_protection_disabled', exhibit: (a, r) => {
    if (!production(r)) return false
    a.deletion_protection = false
  } },
  { check_id: 'arch.database_backup_retention_short', exhibit: (a) => { a.backup_retention_days = 1 } },
  { check_id: 'cost.oversized_database', exhibit: (a) => {
    a.instance_class = 'db.r6g.4xlarge'; a.cpu_utilization_avg_30d = 6.2; a.memory_utilization_avg_30d = 21
  } },
  { check_id: 'cmp.database_unencrypted', exhibit: (a) => { a.encrypted = false } },
  { check_id: 'cmp.database_engine_end_of_life', exhibit: (a) => { a.engine_version = '10.23'; a.end_of_life = true } },

  // functions
  { check_id: 'sec.function_secrets_in_environment', exhibit: (a) => { a.plaintext_secret_env_vars = ['STRIPE_API_KEY', 'DB_PASSWORD'] } },
  { check_id: 'sec.function_public_url', exhibit: (a) => { a.public_url = true; a.auth_type = 'NONE' } },
  { check_id: 'arch.function_deprecated_runtime', exhibit: (a) => { a.runtime = 'python3.7' } },
  { check_id: 'cost.function_overprovisioned_memory', exhibit: (a) => { a.memory_mb = 3008; a.peak_memory_mb_30d = 212 } },

  // keys: the unused-key check is about enabled keys, so a key already pending deletion cannot show it
  { check_id: 'sec.key_rotation_disabled', exhibit: (a) => { a.rotation_enabled = false } },
  { check_id: 'sec.key_scheduled_for_deletion', exhibit: (a) => { a.state = 'pending_deletion'; a.dependent_resources = 3 } },
  { check_id: 'cost.unused_key', exhibit: (a) => {
    if (a.state !== 'enabled') return false
    a.last_used_days_ago = 121
  } },
  { check_id: 'cmp.key_policy_wildcard_principal', exhibit: (a) => { a.policy_allows_any_principal = true } },

  // load balancers
  { check_id: 'sec.load_balancer_http_listener', exhibit: (a) => { a.http_listener = 'forward'; a.https_only = false } },
  { check_id: 'sec.load_balancer_weak_tls_policy', exhibit: (a) => { a.tls_policy = 'ELBSecurityPolicy-2016-08'; a.min_tls_version = '1.0' } },
  { check_id: 'arch.load_balancer_single_zone', exhibit: (a) => { a.target_zones = 1 } },
  { check_id: 'cost.idle_load_balancer', exhibit: (a) => { a.healthy_targets = 0 } },
  { check_id: 'cmp.load_balancer_access_logs_disabled', exhibit: (a) => { a.access_logs = false } },

  // volumes: detaching comes first, because the backup check is about attached production volumes
  { check_id: 'cost.unattached_volume', exhibit: (a) => { a.attached_to = null; a.unattached_days = 37 } },
  { check_id: 'cost.overprovisioned_iops', exhibit: (a) => { a.volume_type = 'io2'; a.provisioned_iops = 16000; a.peak_iops_30d = 900 } },
  { check_id: 'cmp.volume_unencrypted', exhibit: (a) => { a.encrypted = false } },
  { check_id: 'arch.volume_without_backup', exhibit: (a, r) => {
    if (!production(r) || a.attached_to === null) return false
    a.backup_plan = null
  } },

  // snapshots
  { check_id: 'sec.snapshot_public', exhibit: (a) => { a.public = true } },
  { check_id: 'cost.old_snapshot', exhibit: (a) => { a.age_days = 412 } },
  { check_id: 'cmp.snapshot_unencrypted', exhibit: (a) => { a.encrypted = false } },
  { check_id: 'arch.snapshot_single_region', exhibit: (a) => { a.cross_region_copy = false } },
]
