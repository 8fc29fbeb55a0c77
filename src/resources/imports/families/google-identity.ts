import { fullName, isPublicMember, item } from '../terraform-google-refs.ts'
import type { TerraformResource } from '../terraform.ts'
import type { ResourceKind } from '../../../vocabulary/index.ts'
import {
  block, blocks, bool, compact, isRecord, lastSegment, num, str, strings, type MappedInput, type MapResult, type TypeFamily, type Values, pushTo,
} from '../terraform-values.ts'

// google types of the identity shelf of the check library (src/checks/identity) beyond what terraform-google.ts maps:
// Secret Manager secrets (with their IAM), audit configs, log sinks and log buckets as audit trails, and the
// project's own settings (project metadata, essential contacts, log-based metrics) merged into one `account`
// item per project. It also enriches the core's service accounts (user-managed keys) and crypto keys.

const SECRET_IAM = ['google_secret_manager_secret_iam_member', 'google_secret_manager_secret_iam_binding']
export const GOOGLE_ACCOUNT_TYPES = ['google_compute_project_metadata', 'google_compute_project_metadata_item', 'google_essential_contacts_contact', 'google_logging_metric']
const TRAIL_TYPES = ['google_project_iam_audit_config', 'google_logging_project_sink', 'google_logging_project_bucket_config']

const KINDS: Record<string, ResourceKind> = {
  ...Object.fromEntries(['google_secret_manager_secret', ...SECRET_IAM].map((t) => [t, 'secret'])),
  ...Object.fromEntries(TRAIL_TYPES.map((t) => [t, 'audit_trail'])),
  ...Object.fromEntries(GOOGLE_ACCOUNT_TYPES.map((t) => [t, 'account'])),
  google_service_account_key: 'iam_principal',
}

/** The log-based metrics CIS GCP 2.4–2.11 asks for, recognised by what their filters must contain (names shared with aws-identity.ts). */
const GCP_EVENT_FILTERS: [event: string, test: RegExp][] = [
  ['iam_policy_changes', /roles\/owner|projectOwnerInvitee/],
  ['audit_config_changes', /auditConfigDeltas/],
  ['custom_role_changes', /resource\.type\s*=\s*"?iam_role\b/],
  ['firewall_changes', /gce_firewall_rule\b/],
  ['route_changes', /gce_route\b/],
  ['network_changes', /resource\.type\s*=\s*"?gce_network\b/],
  ['bucket_permission_changes', /storage\.setIamPermissions/],
  ['sql_changes', /cloudsql\.instances\.update/],
]
const SECONDS = /^(\d+(?:\.\d+)?)s$/
/** "7776000s" → 90 (days). */
const durationDays = (text: string | undefined): number | undefined => {
  const m = text ? SECONDS.exec(text) : null
  return m ? Math.round((Number(m[1]) / 86_400) * 100) / 100 : undefined
}
const projectOfParent = (parent: string | undefined) => (parent?.startsWith('projects/') ? parent.split('/')[1] : undefined)
const members = (v: Values) => (str(v, 'member') ? [str(v, 'member') as string] : strings(v, 'members'))
const LOG_TYPES = ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE']

export const GOOGLE_IDENTITY: TypeFamily = {
  kinds: KINDS,
  prepare(resources) {
    const all = resources.map((r) => ({ r, v: (r.values ?? {}) as Values }))
    const of = (type: string) => all.filter((e) => e.r.type === type).map((e) => e.v)

    // The project of an entry: its `project`, its parent, or else the project most entries of the state name.
    const counts = new Map<string, number>()
    for (const { v } of all) { const p = str(v, 'project'); if (p) counts.set(p, (counts.get(p) ?? 0) + 1) }
    const defaultProject = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
    const projectOf = (v: Values) => str(v, 'project') ?? projectOfParent(str(v, 'parent')) ?? defaultProject
    const projects = new Map<string, TerraformResource[]>()
    for (const { r, v } of all) {
      if (!GOOGLE_ACCOUNT_TYPES.includes(r.type)) continue
      const p = projectOf(v)
      if (p) pushTo(projects, p, r)
    }

    const secretIds = new Set(of('google_secret_manager_secret').map((v) => str(v, 'secret_id')).filter((x) => x !== undefined))
    const secretGrants = new Map<string, string[]>()
    for (const type of SECRET_IAM) for (const v of of(type)) {
      const target = lastSegment(str(v, 'secret_id') ?? '')
      pushTo(secretGrants, target, ...members(v))
    }
    const buckets = new Map(of('google_storage_bucket').map((v) => [str(v, 'name') ?? '', v]))
    const accountEmails = new Set(of('google_service_account').map((v) => str(v, 'email')))
    const saKeys = new Map<string, number>()
    for (const v of of('google_service_account_key')) {
      const email = lastSegment(str(v, 'service_account_id') ?? '')
      saKeys.set(email, (saKeys.get(email) ?? 0) + 1)
    }
    // A log-based metric alerts only when an enabled alerting policy's condition reads it.
    const policies = of('google_monitoring_alert_policy').filter((p) => bool(p, 'enabled') !== false).map((p) => JSON.stringify(p.conditions ?? []))
    const alerted = (metric: Values) => policies.some((c) => c.includes(`logging.googleapis.com/user/${str(metric, 'name')}`))

    const project = (id: string, entries: TerraformResource[]): MappedInput[] => {
      const values = (type: string) => entries.filter((r) => r.type === type).map((r) => (r.values ?? {}) as Values)
      // The metadata resource is authoritative for the project's metadata: a key it lacks is unset. An item resource knows only its key.
      const metadata = values('google_compute_project_metadata').map((v) => (isRecord(v.metadata) ? v.metadata : {}))[0]
      const itemValue = (key: string) => values('google_compute_project_metadata_item').find((v) => str(v, 'key') === key)
      const osLoginValue = metadata ? (typeof metadata['enable-oslogin'] === 'string' ? metadata['enable-oslogin'] : '') : str(itemValue('enable-oslogin'), 'value')
      const sshKeys = metadata ? typeof metadata['ssh-keys'] === 'string' && metadata['ssh-keys'].trim() !== '' : itemValue('ssh-keys') ? str(itemValue('ssh-keys'), 'value') !== undefined : undefined
      const contacts = values('google_essential_contacts_contact')
      const metrics = values('google_logging_metric')
      return [{
        kind: 'account', name: id, region: 'global', tags: {},
        // The project's full resource name, as Cloud Asset Inventory names it.
        external_id: `//cloudresourcemanager.googleapis.com/projects/${id}`,
        attributes: compact({
          project_id: id,
          os_login: osLoginValue !== undefined ? osLoginValue.trim().toUpperCase() === 'TRUE' : undefined,
          project_ssh_keys: sshKeys,
          security_contacts: contacts.length > 0 ? contacts.filter((c) => strings(c, 'notification_category_subscriptions').some((s) => s === 'SECURITY' || s === 'ALL')).length : undefined,
          alerted_events: metrics.length > 0
            ? GCP_EVENT_FILTERS.filter(([, test]) => metrics.some((m) => alerted(m) && test.test(str(m, 'filter') ?? ''))).map(([event]) => event)
            : undefined,
        }),
      }]
    }

    const map = (r: TerraformResource, v: Values): MapResult => {
      if (SECRET_IAM.includes(r.type)) return secretIds.has(lastSegment(str(v, 'secret_id') ?? '')) ? 'consumed' : null
      if (GOOGLE_ACCOUNT_TYPES.includes(r.type)) {
        const id = projectOf(v)
        const entries = id ? projects.get(id) : undefined
        if (!id || !entries) return null
        return entries[0] === r ? project(id, entries) : 'consumed'
      }
      switch (r.type) {
        case 'google_secret_manager_secret': {
          const replication = block(v, 'replication')
          const auto = block(replication, 'auto')
          const replicas = blocks(block(replication, 'user_managed'), 'replicas')
          const keys = auto ? [str(block(auto, 'customer_managed_encryption'), 'kms_key_name')] : replicas.map((x) => str(block(x, 'customer_managed_encryption'), 'kms_key_name'))
          const rotation = block(v, 'rotation')
          const grants = secretGrants.get(str(v, 'secret_id') ?? '') ?? []
          return item(r, v, 'secret', fullName(r.type, v), {
            type: 'secret_manager_secret',
            rotation_enabled: str(rotation, 'rotation_period') !== undefined, rotation_interval_days: durationDays(str(rotation, 'rotation_period')),
            encryption: replication ? (keys.length > 0 && keys.every((k) => k !== undefined) ? 'customer_managed' : 'provider_managed') : undefined,
            // Automatic replication is Google's multi-region choice; user-managed replication is as wide as its replica list.
            multi_region: auto ? true : replicas.length > 0 ? replicas.length > 1 : undefined,
            policy_allows_any_principal: grants.some(isPublicMember),
          })
        }
        case 'google_project_iam_audit_config': {
          const p = projectOf(v)
          const service = str(v, 'service')
          if (!p || !service) return null
          const configs = blocks(v, 'audit_log_config')
          return item(r, v, 'audit_trail', `//cloudresourcemanager.googleapis.com/projects/${p}/auditConfigs/${service}`, {
            type: 'audit_config', service,
            missing_log_types: LOG_TYPES.filter((t) => !configs.some((c) => str(c, 'log_type') === t)),
            exempted_members: configs.reduce((n, c) => n + strings(c, 'exempted_members').length, 0),
          }, { name: `${p}/${service}` })
        }
        case 'google_logging_project_sink': {
          const destination = str(v, 'destination') ?? ''
          const bucket = destination.startsWith('storage.googleapis.com/') ? buckets.get(destination.slice('storage.googleapis.com/'.length)) : undefined
          return item(r, v, 'audit_trail', fullName(r.type, v), {
            type: 'log_sink', disabled: bool(v, 'disabled'), all_entries: str(v, 'filter') === undefined, destination: destination || undefined,
            destination_retention_locked: bucket ? bool(block(bucket, 'retention_policy'), 'is_locked') ?? false : undefined,
          })
        }
        case 'google_logging_project_bucket_config':
          return item(r, v, 'audit_trail', fullName(r.type, v), { type: 'log_bucket', retention_days: num(v, 'retention_days'), locked: bool(v, 'locked') }, { name: str(v, 'bucket_id') })
        case 'google_service_account_key': return accountEmails.has(lastSegment(str(v, 'service_account_id') ?? '')) ? 'consumed' : null
        default: return null
      }
    }

    const enrich = (r: TerraformResource, v: Values, items: MappedInput[]) => {
      const add = (attributes: Record<string, unknown>) => { for (const i of items) i.attributes = { ...i.attributes, ...compact(attributes) } }
      // Keys are known only when the state manages some; none here may be keys made elsewhere.
      if (r.type === 'google_service_account' && saKeys.size > 0) add({ user_managed_keys: saKeys.get(str(v, 'email') ?? '') ?? 0 })
      if (r.type === 'google_kms_crypto_key') add({ rotation_period_days: durationDays(str(v, 'rotation_period')), deletion_window_days: durationDays(str(v, 'destroy_scheduled_duration')) })
    }
    return { map, enrich }
  },
}
