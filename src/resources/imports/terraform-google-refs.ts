import type { TerraformResource } from './terraform.ts'
import { compact, lastSegment, required, str, stringMap, strings, type MappedInput, type Values, pushTo } from './terraform-values.ts'

// Google identifiers and IAM grants. Resources point at each other by self_link
// (https://www.googleapis.com/compute/v1/projects/…) or by relative name (projects/…); both reduce to the
// relative name, and the inventory id is the full resource name //<service>.googleapis.com/projects/….

/** The `projects/…` part of a self_link or id. */
export const projectPath = (ref: string | undefined): string | undefined => {
  const i = ref?.indexOf('projects/') ?? -1
  return ref !== undefined && i >= 0 ? ref.slice(i) : undefined
}

const SERVICE_BY_TYPE: [RegExp, string][] = [
  [/^google_compute_/, 'compute'], [/^google_storage_/, 'storage'], [/^google_sql_/, 'sqladmin'], [/^google_kms_/, 'cloudkms'],
  [/^google_cloudfunctions2?_/, 'cloudfunctions'], [/^google_service_account/, 'iam'], [/^google_project/, 'cloudresourcemanager'],
  [/^google_dns_/, 'dns'], [/^google_container_/, 'container'], [/^google_cloud_run/, 'run'], [/^google_pubsub_/, 'pubsub'],
  [/^google_secret_manager_/, 'secretmanager'], [/^google_bigquery_/, 'bigquery'],
]
function service(type: string, selfLink: string | undefined): string {
  // sqladmin.googleapis.com/sql/v1beta4/… names its service in the host, www.googleapis.com/compute/v1/… in the path.
  const link = selfLink ? /^https:\/\/([a-z0-9-]+)\.googleapis\.com\/([a-z0-9]+)/.exec(selfLink) : null
  if (link) return link[1] === 'www' ? link[2] as string : link[1] as string
  return SERVICE_BY_TYPE.find(([re]) => re.test(type))?.[1] ?? type.split('_')[1] ?? 'unknown'
}

/** Full resource name from self_link or id; undefined when neither holds a project path. */
export function fullName(type: string, v: Values): string | undefined {
  const self = str(v, 'self_link')
  const path = projectPath(self) ?? projectPath(str(v, 'id'))
  return path ? `//${service(type, self)}.googleapis.com/${path}` : undefined
}

/** A compute reference (network, instance, disk) in the form instances and rules share; a bare name stays as is. */
export const computeName = (ref: string | undefined): string | undefined => {
  const path = projectPath(ref)
  return path ? `//compute.googleapis.com/${path}` : ref
}

export function regionOf(v: Values): string {
  const zone = str(v, 'zone')
  if (zone) return lastSegment(zone).replace(/-[a-z]$/, '')
  const region = str(v, 'region') ?? str(v, 'location')
  if (region) return lastSegment(region).toLowerCase()
  const path = /\/(zones|regions|locations)\/([^/]+)/.exec(str(v, 'id') ?? str(v, 'self_link') ?? '')
  if (path) return path[1] === 'zones' ? (path[2] as string).replace(/-[a-z]$/, '') : (path[2] as string).toLowerCase()
  return 'global'
}

// allAuthenticatedUsers is any Google account holder: as public as allUsers.
export const isPublicMember = (m: string) => m === 'allUsers' || m === 'allAuthenticatedUsers'
export interface Grant { role: string; members: string[] }

// The IAM resources that grant on a modelled resource, and the attribute naming their target.
const IAM_TARGETS: [RegExp, string, string][] = [
  [/^google_storage_bucket_iam_(member|binding)$/, 'bucket', 'bucket'],
  [/^google_compute_snapshot_iam_(member|binding)$/, 'snapshot', 'name'],
  [/^google_cloudfunctions2?_function_iam_(member|binding)$/, 'function', 'cloud_function'],
  [/^google_cloud_run_service_iam_(member|binding)$/, 'run', 'service'],
  // The v2 resources name their service in `name`, not `service` as v1 does.
  [/^google_cloud_run_v2_service_iam_(member|binding)$/, 'run', 'name'],
]
const members = (v: Values) => (str(v, 'member') ? [str(v, 'member') as string] : strings(v, 'members'))

/** `family:name` of the resource an IAM or ACL resource grants on, e.g. `bucket:acme-assets`. */
export function grantTarget(type: string, v: Values): string | undefined {
  if (type === 'google_storage_bucket_acl' || type === 'google_storage_bucket_access_control') return `bucket:${lastSegment(str(v, 'bucket') ?? '')}`
  const match = IAM_TARGETS.find(([re]) => re.test(type))
  // Bucket IAM stores the bucket as "b/NAME"; the others as a name or a relative path.
  return match ? `${match[1]}:${lastSegment(str(v, match[2]) ?? '')}` : undefined
}

/** Grants per target, and project roles per service account email (from project IAM members and bindings). */
export function indexGrants(resources: TerraformResource[]) {
  const byTarget = new Map<string, Grant[]>()
  const projectRoles = new Map<string, string[]>()
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => pushTo(map, key, value)
  for (const r of resources) {
    const v = r.values as Values
    const target = grantTarget(r.type, v)
    if (target && r.type === 'google_storage_bucket_acl') {
      // role_entity entries read "READER:allUsers"; the predefined ACLs publicRead(Write) grant the same.
      for (const entry of strings(v, 'role_entity')) add(byTarget, target, { role: entry.split(':')[0] as string, members: [entry.slice(entry.indexOf(':') + 1)] })
      const predefined = str(v, 'predefined_acl')
      if (predefined === 'publicRead' || predefined === 'publicReadWrite') add(byTarget, target, { role: predefined === 'publicRead' ? 'READER' : 'WRITER', members: ['allUsers'] })
    } else if (target && r.type === 'google_storage_bucket_access_control') {
      add(byTarget, target, { role: str(v, 'role') ?? '', members: [str(v, 'entity') ?? ''] })
    } else if (target) {
      add(byTarget, target, { role: str(v, 'role') ?? '', members: members(v) })
    }
    if (r.type === 'google_project_iam_member' || r.type === 'google_project_iam_binding') {
      for (const m of members(v)) if (m.startsWith('serviceAccount:') && str(v, 'role')) add(projectRoles, m.slice('serviceAccount:'.length), str(v, 'role') as string)
    }
  }
  return {
    projectRoles,
    /** True when some grant on the target gives a role matching `roles` to everyone. */
    isPublic: (target: string, roles: RegExp) => (byTarget.get(target) ?? []).some((g) => roles.test(g.role) && g.members.some(isPublicMember)),
  }
}

/** An item of this kind named after the entry's name (its last path segment), with its labels as tags. */
export function item(r: TerraformResource, v: Values, kind: MappedInput['kind'], externalId: string | undefined, attributes: Record<string, unknown>,
  override: { name?: string; tags?: Record<string, string> } = {}): MappedInput[] {
  return [{
    kind, name: override.name ?? (str(v, 'name') ? lastSegment(str(v, 'name') as string) : r.address), region: regionOf(v),
    external_id: required(externalId, 'self_link or id'), tags: override.tags ?? stringMap(v.labels), attributes: compact(attributes),
  }]
}
