import type { Provider, ResourceKind } from '../resources/index.ts'
import type { Check } from './check.ts'
import { COMPUTE_CHECKS } from './compute/index.ts'
import { DATA_CHECKS } from './data/index.ts'
import { IDENTITY_CHECKS } from './identity/index.ts'
import { NETWORK_CHECKS } from './network/index.ts'

// The built-in check library. Check ids are half of a finding's fingerprint: never rename one.

/**
 * The library's shelves, each with its own table-driven test file: checks grouped by the kinds they read, of
 * every dimension. compute (instances, functions, clusters, registries, container services, web apps), data
 * (buckets, databases, caches, file systems, NoSQL tables, volumes, snapshots), identity (principals, keys,
 * secrets, audit trails, accounts) and network (rules, load balancers, networks, DNS, CDNs, API gateways, queues).
 */
export const SHELVES = {
  compute: COMPUTE_CHECKS, data: DATA_CHECKS, identity: IDENTITY_CHECKS, network: NETWORK_CHECKS,
} as const satisfies Record<string, readonly Check[]>

/**
 * The first 49 checks, in the order the library has always listed them (by dimension, from when they were
 * shelved that way). The catalogue lists them first, then every other check shelf by shelf. The order is
 * visible: a compliance report lists a control's checks in it, and the runner evaluates a resource's checks
 * in it; shelving them by kind must not reorder either.
 */
export const FIRST_CHECKS: readonly string[] = [
  'sec.instance_public_ip_admin_port', 'sec.instance_imdsv1_enabled', 'sec.bucket_public_read',
  'sec.bucket_public_write', 'sec.iam_user_without_mfa', 'sec.iam_admin_privileges',
  'sec.iam_access_key_not_rotated', 'sec.security_group_open_to_world', 'sec.database_port_open_to_world',
  'sec.database_publicly_accessible', 'sec.function_secrets_in_environment', 'sec.function_public_url',
  'sec.key_rotation_disabled', 'sec.key_scheduled_for_deletion', 'sec.load_balancer_http_listener',
  'sec.load_balancer_weak_tls_policy', 'sec.snapshot_public',
  'cost.idle_instance', 'cost.previous_generation_instance', 'cost.unused_service_account',
  'cost.bucket_without_lifecycle', 'cost.oversized_database', 'cost.function_overprovisioned_memory',
  'cost.unused_key', 'cost.idle_load_balancer', 'cost.unattached_volume', 'cost.overprovisioned_iops',
  'cost.old_snapshot',
  'arch.instance_without_autoscaling', 'arch.bucket_versioning_disabled', 'arch.unused_network_rule',
  'arch.single_az_database', 'arch.database_deletion_protection_disabled', 'arch.database_backup_retention_short',
  'arch.function_deprecated_runtime', 'arch.load_balancer_single_zone', 'arch.volume_without_backup',
  'arch.snapshot_single_region',
  'cmp.instance_disk_unencrypted', 'cmp.bucket_access_logging_disabled', 'cmp.encryption_at_rest_disabled',
  'cmp.iam_password_policy_weak', 'cmp.flow_logs_disabled', 'cmp.database_unencrypted',
  'cmp.database_engine_end_of_life', 'cmp.key_policy_wildcard_principal', 'cmp.load_balancer_access_logs_disabled',
  'cmp.volume_unencrypted', 'cmp.snapshot_unencrypted',
]

function catalogueOrder(shelved: readonly Check[]): Check[] {
  const byId = new Map(shelved.map((check) => [check.id, check]))
  const first = FIRST_CHECKS.map((id) => {
    const check = byId.get(id)
    if (!check) throw new Error(`FIRST_CHECKS names ${id}, which no shelf holds`)
    return check
  })
  return [...first, ...shelved.filter((check) => !first.includes(check))]
}

export const CHECKS: readonly Check[] = Object.freeze(catalogueOrder(Object.values(SHELVES).flat()))

const BY_ID = new Map(CHECKS.map((check) => [check.id, check]))
// Indexed by provider and kind, because a resource must meet only the checks written for its cloud: an AWS-only
// check on a GCP resource would read attributes that mean something else there, or nothing. The lookup is one
// map access per resource, which is what keeps a million-resource audit from scanning the library per resource.
const key = (kind: string, provider: string) => `${provider}\u0000${kind}`
const BY_KIND_AND_PROVIDER = new Map<string, Check[]>()
for (const check of CHECKS) {
  for (const provider of check.providers) {
    for (const kind of check.kinds) BY_KIND_AND_PROVIDER.set(key(kind, provider), [...(BY_KIND_AND_PROVIDER.get(key(kind, provider)) ?? []), check])
  }
}

export const checkById = (id: string): Check | undefined => BY_ID.get(id)

/** The checks the runner calls for a resource of this kind and provider; none for `other`, `external` or anything unknown. */
export const checksFor = (kind: ResourceKind | (string & {}), provider: Provider | (string & {})): readonly Check[] =>
  BY_KIND_AND_PROVIDER.get(key(kind, provider)) ?? []
