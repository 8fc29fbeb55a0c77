import { AZURE_COMPUTE } from './families/azure-compute.ts'
import { AZURE_DATA } from './families/azure-data.ts'
import { AZURE_IDENTITY } from './families/azure-identity.ts'
import { AZURE_NETWORK } from './families/azure-network.ts'
import { prepareNetwork } from './terraform-azure-network.ts'
import { item, key, location } from './terraform-azure-item.ts'
import type { ResourceKind } from '../../vocabulary/index.ts'
import {
  block, blocks, bool, num, plaintextSecretNames, required, str, stringMap, unique,
  type MapResult, type ProviderModule, type Values, withFamilies, pushTo,
} from './terraform-values.ts'

// Azure resources. Azure encrypts managed disks, snapshots, storage and databases at rest with platform
// keys, so those are `encrypted: true`. Several settings live in child resources (containers, databases,
// firewall rules, disk attachments, role assignments), merged into their parent when it is in the state.
// The provider records no VM power state, so Azure instances carry no `state`.

// Only a firewall rule spanning every IPv4 address opens a server to the internet; 0.0.0.0–0.0.0.0 is "Azure services".
const opensToInternet = (rule: Values) => str(rule, 'start_ip_address') === '0.0.0.0' && str(rule, 'end_ip_address') === '255.255.255.255'
// Owner over a subscription or management group is control of everything in it.
const BROAD_SCOPE = /^(\/|\/subscriptions\/[^/]+\/?|\/providers\/Microsoft\.Management\/managementGroups\/[^/]+)$/i
const VM_TYPES = ['azurerm_linux_virtual_machine', 'azurerm_windows_virtual_machine']
const FUNCTION_APPS = ['azurerm_linux_function_app', 'azurerm_windows_function_app']
const FLEXIBLE_SERVERS: Record<string, string> = { azurerm_postgresql_flexible_server: 'postgres', azurerm_mysql_flexible_server: 'mysql' }

/** "python_version: 3.11" → "python3.11", in the form runtimes are named elsewhere (nodejs20.x, python3.12). */
function runtime(stack: Values | undefined): string | undefined {
  for (const [field, prefix] of [['node_version', 'node'], ['python_version', 'python'], ['dotnet_version', 'dotnet'], ['java_version', 'java'], ['powershell_core_version', 'powershell']]) {
    const version = str(stack, field as string)
    if (version) return `${prefix}${version}`
  }
  return bool(stack, 'use_custom_runtime') ? 'custom' : undefined
}

/**
 * What each type below becomes (see ProviderModule.kinds). NSG associations say which groups a VM's
 * `network_groups` hold; diagnostic settings merge only when they target a storage account.
 */
const AZURE_KINDS: Record<string, ResourceKind> = {
  ...Object.fromEntries([...VM_TYPES, 'azurerm_network_interface_security_group_association', 'azurerm_subnet_network_security_group_association'].map((type) => [type, 'instance'])),
  ...Object.fromEntries(FUNCTION_APPS.map((type) => [type, 'function'])),
  ...Object.fromEntries([...Object.keys(FLEXIBLE_SERVERS), 'azurerm_mssql_server', 'azurerm_mssql_database', 'azurerm_mssql_firewall_rule',
    'azurerm_postgresql_flexible_server_firewall_rule', 'azurerm_mysql_flexible_server_firewall_rule'].map((type) => [type, 'database'])),
  ...Object.fromEntries(['azurerm_storage_account', 'azurerm_storage_container', 'azurerm_storage_management_policy', 'azurerm_monitor_diagnostic_setting'].map((type) => [type, 'bucket'])),
  azurerm_network_security_group: 'network_rule', azurerm_network_security_rule: 'network_rule',
  azurerm_key_vault_key: 'key',
  azurerm_managed_disk: 'volume', azurerm_virtual_machine_data_disk_attachment: 'volume',
  azurerm_snapshot: 'snapshot',
  azurerm_user_assigned_identity: 'iam_principal', azurerm_role_assignment: 'iam_principal',
  azurerm_lb: 'load_balancer',
}

const core: ProviderModule = {
  provider: 'azure',
  kinds: AZURE_KINDS,
  identify(r, v) {
    return { name: str(v, 'name') ?? r.address, region: location(v), external_id: required(str(v, 'id'), 'id'), tags: stringMap(v.tags) }
  },
  prepare(resources) {
    const network = prepareNetwork(resources)
    const present = new Set<string>() // lower-case ids (and storage account names) of modelled parents
    const children = new Map<string, Values[]>() // "kind:parent id" → child resources
    const add = (k: string, v: Values) => pushTo(children, k, v)
    const of = (k: string) => children.get(k) ?? []
    const vaultLocations = new Map<string, string>()
    const identities = new Set<string>()
    for (const r of resources) {
      const v = r.values as Values
      if (r.type === 'azurerm_storage_account') present.add(key(str(v, 'id'))).add(`name:${str(v, 'name')}`)
      if (r.type === 'azurerm_mssql_server' || FLEXIBLE_SERVERS[r.type] || r.type === 'azurerm_managed_disk') present.add(key(str(v, 'id')))
      // The network family (families/azure-network.ts) maps subnets and reads their NSG association.
      if (r.type === 'azurerm_subnet') present.add(`subnet:${key(str(v, 'id'))}`)
      if (r.type === 'azurerm_user_assigned_identity' && str(v, 'principal_id')) identities.add(str(v, 'principal_id') as string)
      if (r.type === 'azurerm_key_vault') vaultLocations.set(key(str(v, 'id')), location(v))
      if (r.type === 'azurerm_storage_container') add(`containers:${str(v, 'storage_account_id') ? key(str(v, 'storage_account_id')) : `name:${str(v, 'storage_account_name')}`}`, v)
      if (r.type === 'azurerm_storage_management_policy') add(`lifecycle:${key(str(v, 'storage_account_id'))}`, v)
      if (r.type === 'azurerm_monitor_diagnostic_setting') add(`diagnostics:${key(str(v, 'target_resource_id'))}`, v)
      if (r.type === 'azurerm_mssql_database' || /_firewall_rule$/.test(r.type)) add(`${r.type.endsWith('_firewall_rule') ? 'firewall' : 'databases'}:${key(str(v, 'server_id'))}`, v)
      if (r.type === 'azurerm_virtual_machine_data_disk_attachment') add(`attachment:${key(str(v, 'managed_disk_id'))}`, v)
      if (r.type === 'azurerm_role_assignment') add(`roles:${str(v, 'principal_id')}`, v)
    }
    const accountOf = (v: Values) => (str(v, 'storage_account_id') ? key(str(v, 'storage_account_id')) : `name:${str(v, 'storage_account_name')}`)
    // Diagnostic settings of a storage account target its blob/queue/table service: …/blobServices/default.
    const storageParent = (target: string | undefined) => key(target).replace(/\/(blob|queue|table|file)services\/default$/, '')
    const consumedIf = (parentPresent: boolean): MapResult => (parentPresent ? 'consumed' : null)

    return (r, v): MapResult => {
      if (VM_TYPES.includes(r.type)) {
        return item(r, v, 'instance', {
          instance_type: str(v, 'size'), public_ip: str(v, 'public_ip_address') ?? null, availability_zone: str(v, 'zone'),
          disk_encrypted: true, network_groups: network.vmGroups(v),
        })
      }
      if (FUNCTION_APPS.includes(r.type)) {
        const site = block(v, 'site_config')
        const restricted = blocks(site, 'ip_restriction').length > 0 || str(site, 'ip_restriction_default_action') === 'Deny'
        // HTTP trigger auth levels live in the function code; only App Service Authentication is in the state.
        const authenticated = bool(block(v, 'auth_settings_v2'), 'auth_enabled') === true || bool(block(v, 'auth_settings'), 'enabled') === true
        return item(r, v, 'function', {
          runtime: runtime(block(site, 'application_stack')), plaintext_secret_env_vars: plaintextSecretNames(v.app_settings),
          public_url: bool(v, 'public_network_access_enabled') !== false && !restricted, auth_type: authenticated ? 'APP_SERVICE_AUTH' : undefined,
          https_only: bool(v, 'https_only'), min_tls_version: str(site, 'minimum_tls_version'),
        })
      }
      const engine = FLEXIBLE_SERVERS[r.type]
      if (engine) {
        const id = key(str(v, 'id'))
        return item(r, v, 'database', {
          engine, engine_version: str(v, 'version'), instance_class: str(v, 'sku_name'), encrypted: true,
          multi_az: str(block(v, 'high_availability'), 'mode') === 'ZoneRedundant', backup_retention_days: num(v, 'backup_retention_days'),
          publicly_accessible: bool(v, 'public_network_access_enabled') !== false && !str(v, 'delegated_subnet_id') && of(`firewall:${id}`).some(opensToInternet),
          availability_zone: str(v, 'zone'),
        })
      }
      switch (r.type) {
        case 'azurerm_storage_account': {
          const id = key(str(v, 'id'))
          const reachable = bool(v, 'public_network_access_enabled') !== false && str(block(v, 'network_rules'), 'default_action') !== 'Deny'
          const containers = [...of(`containers:${id}`), ...of(`containers:name:${str(v, 'name')}`)]
          const anonymousContainer = containers.some((c) => ['blob', 'container'].includes(str(c, 'container_access_type') ?? ''))
          const blobLogs = of(`diagnostics:${id}/blobservices/default`).some((d) => blocks(d, 'enabled_log').length > 0)
          return item(r, v, 'bucket', {
            // Anonymous access needs all three: the account allows it, a container grants it, and the network lets anyone in.
            public_read: (bool(v, 'allow_nested_items_to_be_public') ?? bool(v, 'allow_blob_public_access')) === true && anonymousContainer && reachable,
            public_write: false, // Azure anonymous access is read-only
            versioning: bool(block(v, 'blob_properties'), 'versioning_enabled') ?? false,
            encryption: block(v, 'customer_managed_key') ? 'customer_managed' : 'microsoft_managed',
            infrastructure_encryption: bool(v, 'infrastructure_encryption_enabled'),
            access_logging: blobLogs, lifecycle_rules: of(`lifecycle:${id}`).flatMap((p) => blocks(p, 'rule')).filter((x) => bool(x, 'enabled') !== false).length,
            min_tls_version: str(v, 'min_tls_version')?.replace(/^TLS(\d)_(\d)$/, '$1.$2'),
            https_only: bool(v, 'https_traffic_only_enabled') ?? bool(v, 'enable_https_traffic_only'), public_network_access: reachable,
          })
        }
        case 'azurerm_storage_container': return consumedIf(present.has(accountOf(v)))
        case 'azurerm_storage_management_policy': return consumedIf(present.has(key(str(v, 'storage_account_id'))))
        case 'azurerm_monitor_diagnostic_setting': return consumedIf(present.has(storageParent(str(v, 'target_resource_id'))))
        case 'azurerm_network_security_group': return network.inline(v)
        case 'azurerm_network_security_rule': return network.separate(r, v)
        case 'azurerm_network_interface_security_group_association':
          return consumedIf(network.hasNsg(str(v, 'network_security_group_id')))
        // Its id is its subnet's: kept as `other` beside a subnet item, the two would collide on the external id.
        case 'azurerm_subnet_network_security_group_association':
          return consumedIf(network.hasNsg(str(v, 'network_security_group_id')) || present.has(`subnet:${key(str(v, 'subnet_id'))}`))
        case 'azurerm_mssql_server': {
          const id = key(str(v, 'id'))
          const dbs = of(`databases:${id}`)
          const hasDatabases = dbs.length > 0
          return item(r, v, 'database', {
            engine: 'sqlserver', engine_version: str(v, 'version'), instance_class: str(dbs[0], 'sku_name'), min_tls_version: str(v, 'minimum_tls_version'),
            publicly_accessible: bool(v, 'public_network_access_enabled') !== false && of(`firewall:${id}`).some(opensToInternet),
            // Availability, backups and TDE are per database: the server is as weak as its weakest database.
            multi_az: hasDatabases ? dbs.every((d) => bool(d, 'zone_redundant') === true) : undefined,
            backup_retention_days: hasDatabases ? Math.min(...dbs.map((d) => num(block(d, 'short_term_retention_policy'), 'retention_days') ?? 7)) : undefined,
            encrypted: hasDatabases ? dbs.every((d) => bool(d, 'transparent_data_encryption_enabled') !== false) : undefined,
            databases: hasDatabases ? unique(dbs.map((d) => str(d, 'name') ?? '')) : undefined,
          })
        }
        case 'azurerm_mssql_database': case 'azurerm_mssql_firewall_rule': case 'azurerm_postgresql_flexible_server_firewall_rule': case 'azurerm_mysql_flexible_server_firewall_rule':
          return consumedIf(present.has(key(str(v, 'server_id'))))
        case 'azurerm_key_vault_key': {
          const automatic = block(block(v, 'rotation_policy'), 'automatic')
          // `id` is the versioned key URL, which changes at every rotation; the versionless ARM id is stable.
          return item(r, v, 'key', { rotation_enabled: automatic !== undefined, key_type: str(v, 'key_type'), key_size: num(v, 'key_size') },
            str(v, 'resource_versionless_id') ?? str(v, 'versionless_id') ?? str(v, 'id'), vaultLocations.get(key(str(v, 'key_vault_id'))) ?? 'global')
        }
        case 'azurerm_managed_disk': {
          const type = str(v, 'storage_account_type')
          return item(r, v, 'volume', {
            size_gb: num(v, 'disk_size_gb'), volume_type: type, encrypted: true, availability_zone: str(v, 'zone'),
            attached_to: str(of(`attachment:${key(str(v, 'id'))}`)[0], 'virtual_machine_id') ?? null,
            // Only Ultra and Premium v2 disks buy IOPS; the others report their tier's fixed figure.
            provisioned_iops: type === 'UltraSSD_LRS' || type === 'PremiumV2_LRS' ? num(v, 'disk_iops_read_write') : undefined,
          })
        }
        case 'azurerm_virtual_machine_data_disk_attachment': return consumedIf(present.has(key(str(v, 'managed_disk_id'))))
        case 'azurerm_snapshot':
          // An Azure snapshot cannot be made anonymously restorable; exporting it needs a SAS someone authorised grants.
          return item(r, v, 'snapshot', { size_gb: num(v, 'disk_size_gb'), encrypted: true, public: false, network_access_policy: str(v, 'network_access_policy'), source_volume: str(v, 'source_uri') ?? str(v, 'source_resource_id') })
        case 'azurerm_user_assigned_identity': {
          const assignments = of(`roles:${str(v, 'principal_id')}`)
          return item(r, v, 'iam_principal', {
            type: 'service_account', policies: unique(assignments.map((a) => str(a, 'role_definition_name') ?? str(a, 'role_definition_id') ?? '')),
            admin: assignments.some((a) => str(a, 'role_definition_name') === 'Owner' && BROAD_SCOPE.test(str(a, 'scope') ?? '')),
          })
        }
        case 'azurerm_role_assignment': return consumedIf(identities.has(str(v, 'principal_id') ?? ''))
        case 'azurerm_lb':
          return item(r, v, 'load_balancer', { scheme: blocks(v, 'frontend_ip_configuration').some((f) => str(f, 'public_ip_address_id')) ? 'internet-facing' : 'internal', sku: str(v, 'sku') })
        default: return null
      }
    }
  },
}

/** The core mapper above, and the types the later shelves of the check library read (families/azure-*.ts). */
export const azureModule = withFamilies(core, [AZURE_COMPUTE, AZURE_DATA, AZURE_IDENTITY, AZURE_NETWORK])
