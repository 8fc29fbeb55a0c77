import { item, key, location } from '../terraform-azure-item.ts'
import type { TerraformResource } from '../terraform.ts'
import type { ResourceKind } from '../../../vocabulary/index.ts'
import {
  block, blocks, bool, compact, num, str, strings, type MappedInput, type MapResult, type TypeFamily, type Values, pushTo,
} from '../terraform-values.ts'

// azure types of the identity shelf of the check library (src/checks/identity) beyond what terraform-azure.ts maps:
// Key Vaults and their secrets and certificates (kind `secret`), the Entra ID diagnostic setting (an audit
// trail), and the subscription's own settings (Defender plans, security contact, activity log alerts) merged
// into one `account` item per subscription. It also enriches the core's Key Vault keys (expiration).

const SECRET_TYPES = ['azurerm_key_vault', 'azurerm_key_vault_secret', 'azurerm_key_vault_certificate']
export const AZURE_ACCOUNT_TYPES = ['azurerm_security_center_subscription_pricing', 'azurerm_security_center_contact', 'azurerm_monitor_activity_log_alert']

const KINDS: Record<string, ResourceKind> = {
  ...Object.fromEntries(SECRET_TYPES.map((t) => [t, 'secret'])),
  azurerm_monitor_aad_diagnostic_setting: 'audit_trail',
  ...Object.fromEntries(AZURE_ACCOUNT_TYPES.map((t) => [t, 'account'])),
}

/** Defender for Cloud plans (`resource_type`) and the attribute each becomes: true when the plan is on (tier Standard). */
const DEFENDER_PLANS: Record<string, string> = {
  VirtualMachines: 'defender_servers', StorageAccounts: 'defender_storage', SqlServers: 'defender_sql', KeyVaults: 'defender_key_vault',
  Arm: 'defender_resource_manager', AppServices: 'defender_app_service', Containers: 'defender_containers', CloudPosture: 'defender_cspm',
  OpenSourceRelationalDatabases: 'defender_oss_databases', CosmosDbs: 'defender_cosmos_db', Api: 'defender_api', SqlServerVirtualMachines: 'defender_sql_vms',
}
/**
 * Activity log alerts CIS Azure 6.1.2 asks for: an event counts as alerted when alerts cover every operation
 * it lists (create and delete). Names shared with aws-identity.ts and google-identity.ts (`alerted_events`).
 */
const AZURE_EVENT_OPERATIONS: [event: string, operations: string[]][] = [
  ['policy_assignment_changes', ['microsoft.authorization/policyassignments/write', 'microsoft.authorization/policyassignments/delete']],
  ['firewall_changes', ['microsoft.network/networksecuritygroups/write', 'microsoft.network/networksecuritygroups/delete']],
  ['security_solution_changes', ['microsoft.security/securitysolutions/write', 'microsoft.security/securitysolutions/delete']],
  ['sql_changes', ['microsoft.sql/servers/firewallrules/write', 'microsoft.sql/servers/firewallrules/delete']],
  ['public_ip_changes', ['microsoft.network/publicipaddresses/write', 'microsoft.network/publicipaddresses/delete']],
]
/** The activity log categories CIS Azure 6.1.1.2 expects a subscription's diagnostic setting to export. */
const ACTIVITY_CATEGORIES = ['Administrative', 'Alert', 'Policy', 'Security']
const SUBSCRIPTION = /^\/subscriptions\/([^/]+)/i
const subscriptionOf = (id: string | undefined) => (id ? SUBSCRIPTION.exec(id)?.[1]?.toLowerCase() : undefined)

export const AZURE_IDENTITY: TypeFamily = {
  kinds: KINDS,
  prepare(resources) {
    const all = resources.map((r) => ({ r, v: (r.values ?? {}) as Values }))
    const of = (type: string) => all.filter((e) => e.r.type === type).map((e) => e.v)

    const counts = new Map<string, number>()
    for (const { v } of all) { const s = subscriptionOf(str(v, 'id')); if (s) counts.set(s, (counts.get(s) ?? 0) + 1) }
    const defaultSubscription = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
    const subscriptionOfEntry = (v: Values) => subscriptionOf(str(v, 'id')) ?? strings(v, 'scopes').map(subscriptionOf).find((s) => s !== undefined) ?? defaultSubscription
    const subscriptions = new Map<string, TerraformResource[]>()
    for (const { r, v } of all) {
      if (!AZURE_ACCOUNT_TYPES.includes(r.type)) continue
      const s = subscriptionOfEntry(v)
      if (s) pushTo(subscriptions, s, r)
    }

    const vaults = new Map(of('azurerm_key_vault').map((v) => [key(str(v, 'id')), v]))
    // Diagnostic settings by target (the core maps them; they are only read here).
    const diagnostics = new Map<string, Values[]>()
    for (const v of of('azurerm_monitor_diagnostic_setting')) {
      const target = key(str(v, 'target_resource_id'))
      pushTo(diagnostics, target, v)
    }
    const categoriesOf = (settings: Values[]) => settings.flatMap((d) => blocks(d, 'enabled_log')).flatMap((l) => {
      const group = str(l, 'category_group')
      return group === 'allLogs' ? ACTIVITY_CATEGORIES : [str(l, 'category') ?? '']
    })

    const subscription = (id: string, entries: TerraformResource[]): MappedInput[] => {
      const values = (type: string) => entries.filter((r) => r.type === type).map((r) => (r.values ?? {}) as Values)
      const plans: Record<string, boolean> = {}
      for (const p of values('azurerm_security_center_subscription_pricing')) {
        const attribute = DEFENDER_PLANS[str(p, 'resource_type') ?? '']
        if (attribute && str(p, 'tier')) plans[attribute] = str(p, 'tier') === 'Standard'
      }
      const contacts = values('azurerm_security_center_contact')
      const alerts = values('azurerm_monitor_activity_log_alert').filter((a) => bool(a, 'enabled') !== false)
      const operations = new Set(alerts.map((a) => str(block(a, 'criteria'), 'operation_name')?.toLowerCase()).filter((x) => x !== undefined))
      const serviceHealth = alerts.some((a) => str(block(a, 'criteria'), 'category') === 'ServiceHealth')
      const activitySettings = diagnostics.get(`/subscriptions/${id}`)
      return [{
        kind: 'account', name: id, region: 'global', tags: {},
        // The subscription's own resource id, which every resource id of the subscription starts with.
        external_id: `/subscriptions/${id}`,
        attributes: compact({
          subscription_id: id, ...plans,
          security_alert_notifications: contacts.length > 0 ? contacts.some((c) => bool(c, 'alert_notifications') === true) : undefined,
          security_alerts_to_admins: contacts.length > 0 ? contacts.some((c) => bool(c, 'alerts_to_admins') === true) : undefined,
          // Only known when the state manages activity log alerts: alerting kept elsewhere is not evidence of none.
          alerted_events: alerts.length > 0
            ? [...AZURE_EVENT_OPERATIONS.filter(([, ops]) => ops.every((o) => operations.has(o))).map(([event]) => event), ...(serviceHealth ? ['service_health'] : [])]
            : undefined,
          activity_log_categories: activitySettings ? [...new Set(categoriesOf(activitySettings))].filter((c) => c !== '').sort() : undefined,
        }),
      }]
    }

    const map = (r: TerraformResource, v: Values): MapResult => {
      if (AZURE_ACCOUNT_TYPES.includes(r.type)) {
        const id = subscriptionOfEntry(v)
        const entries = id ? subscriptions.get(id) : undefined
        if (!id || !entries) return null
        return entries[0] === r ? subscription(id, entries) : 'consumed'
      }
      switch (r.type) {
        case 'azurerm_key_vault': {
          const acls = block(v, 'network_acls')
          const logs = categoriesOf(diagnostics.get(key(str(v, 'id'))) ?? [])
          const auditGroup = (diagnostics.get(key(str(v, 'id'))) ?? []).flatMap((d) => blocks(d, 'enabled_log')).some((l) => ['audit', 'allLogs'].includes(str(l, 'category_group') ?? ''))
          return item(r, v, 'secret', {
            type: 'key_vault', sku: str(v, 'sku_name'),
            purge_protection: bool(v, 'purge_protection_enabled'), soft_delete_retention_days: num(v, 'soft_delete_retention_days'),
            // azurerm 4.42 renamed enable_rbac_authorization to rbac_authorization_enabled; states hold either.
            rbac_authorization: bool(v, 'rbac_authorization_enabled') ?? bool(v, 'enable_rbac_authorization'),
            public_network_access: bool(v, 'public_network_access_enabled') === undefined ? undefined
              : bool(v, 'public_network_access_enabled') === true && str(acls, 'default_action') !== 'Deny',
            audit_logging: auditGroup || logs.includes('AuditEvent'),
          })
        }
        case 'azurerm_key_vault_secret': case 'azurerm_key_vault_certificate': {
          const vault = vaults.get(key(str(v, 'key_vault_id')))
          const months = num(block(block(v, 'certificate_policy'), 'x509_certificate_properties'), 'validity_in_months')
          const expiry = str(v, 'expiration_date')
          // `id` is the versioned URL, which changes with every new version; the versionless id is stable.
          return item(r, v, 'secret', r.type === 'azurerm_key_vault_secret'
            ? { type: 'key_vault_secret', expiration_set: expiry !== undefined }
            : { type: 'key_vault_certificate', certificate_validity_months: months },
          str(v, 'resource_versionless_id') ?? str(v, 'versionless_id') ?? str(v, 'id'), vault ? location(vault) : 'global')
        }
        case 'azurerm_monitor_aad_diagnostic_setting':
          return item(r, v, 'audit_trail', {
            type: 'entra_diagnostic_setting', log_categories: [...new Set(blocks(v, 'enabled_log').map((l) => str(l, 'category') ?? '').filter((c) => c !== ''))].sort(),
          })
        default: return null
      }
    }

    const enrich = (r: TerraformResource, v: Values, items: MappedInput[]) => {
      if (r.type !== 'azurerm_key_vault_key') return
      for (const i of items) i.attributes = { ...i.attributes, expiration_set: str(v, 'expiration_date') !== undefined }
    }
    return { map, enrich }
  },
}
