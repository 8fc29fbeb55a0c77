import type { ResourceKind } from '../../../vocabulary/index.ts'
import { item, key } from '../terraform-azure-item.ts'
import type { TerraformResource } from '../terraform.ts'
import { block, blocks, bool, str, strings, type MapResult, type TypeFamily, type Values, pushTo } from '../terraform-values.ts'

// azure types of the data shelf of the check library (src/checks/data) beyond what terraform-azure.ts maps:
// Azure Cache for Redis (cache), Cosmos DB accounts (nosql_table), the SQL and flexible-server companions that
// configure databases, and the storage account, SQL server, disk and snapshot settings the core leaves out.

const CONFIGURATIONS = ['azurerm_postgresql_flexible_server_configuration', 'azurerm_mysql_flexible_server_configuration']
const SERVER_COMPANIONS = ['azurerm_mssql_server_extended_auditing_policy', 'azurerm_mssql_server_transparent_data_encryption', ...CONFIGURATIONS]
const KINDS: Record<string, ResourceKind> = {
  ...Object.fromEntries(SERVER_COMPANIONS.map((type) => [type, 'database'])),
  azurerm_redis_cache: 'cache',
  azurerm_cosmosdb_account: 'nosql_table',
}
const FLEXIBLE = ['azurerm_postgresql_flexible_server', 'azurerm_mysql_flexible_server']
const ON = new Set(['on', 'true', '1'])

const defined = (x: Record<string, unknown>) => Object.fromEntries(Object.entries(x).filter(([, value]) => value !== undefined))
const present = (v: Values | undefined, name: string) => Array.isArray(v?.[name])

export const AZURE_DATA: TypeFamily = {
  kinds: KINDS,
  prepare(resources: TerraformResource[]) {
    const servers = new Set<string>()
    const byServer = new Map<string, { type: string; v: Values }[]>()
    const policies = new Map<string, Values[]>()
    for (const r of resources) {
      const v = r.values as Values
      if (r.type === 'azurerm_mssql_server' || FLEXIBLE.includes(r.type)) servers.add(key(str(v, 'id')))
      if (SERVER_COMPANIONS.includes(r.type)) {
        const server = key(str(v, 'server_id'))
        pushTo(byServer, server, { type: r.type, v })
      }
      if (r.type === 'azurerm_storage_management_policy') {
        const account = key(str(v, 'storage_account_id'))
        pushTo(policies, account, v)
      }
    }
    const companions = (id: string, type: string) => (byServer.get(id) ?? []).filter((c) => c.type === type).map((c) => c.v)
    /** Server parameters set by configuration resources, by lower-case name. */
    const configuration = (id: string) => new Map((byServer.get(id) ?? []).filter((c) => CONFIGURATIONS.includes(c.type))
      .map((c) => [str(c.v, 'name')?.toLowerCase() ?? '', str(c.v, 'value')?.toLowerCase() ?? '']))
    const flag = (values: Map<string, string>, name: string) => (values.has(name) ? ON.has(values.get(name) as string) : undefined)

    const map = (r: TerraformResource, v: Values): MapResult => {
      if (SERVER_COMPANIONS.includes(r.type)) return servers.has(key(str(v, 'server_id'))) ? 'consumed' : null
      switch (r.type) {
        case 'azurerm_redis_cache': {
          const sku = str(v, 'sku_name')
          const config = block(v, 'redis_configuration')
          const nonSsl = bool(v, 'non_ssl_port_enabled') ?? bool(v, 'enable_non_ssl_port')
          return item(r, v, 'cache', {
            engine: 'redis', engine_version: str(v, 'redis_version'), node_type: sku && str(v, 'family') ? `${sku}_${str(v, 'family')}${String(v.capacity ?? '')}` : sku,
            transit_encryption: nonSsl === undefined ? undefined : !nonSsl, min_tls_version: str(v, 'minimum_tls_version'),
            public_network_access: bool(v, 'public_network_access_enabled'),
            // Only caches in a virtual network may turn authentication off; the default is on.
            auth_enabled: config ? bool(config, 'authentication_enabled') ?? true : undefined,
            // RDB backups exist on the Premium tier only; Basic and Standard caches have no persistence to turn on.
            automatic_backups: sku === 'Premium' && config ? bool(config, 'rdb_backup_enabled') === true : undefined,
            multi_az: sku === undefined ? undefined : sku !== 'Basic',
          })
        }
        case 'azurerm_cosmosdb_account': {
          const backup = str(block(v, 'backup'), 'type')
          const ipFilter = Array.isArray(v.ip_range_filter) ? strings(v, 'ip_range_filter') : str(v, 'ip_range_filter')?.split(',').filter((x) => x.trim() !== '') ?? []
          const open = bool(v, 'public_network_access_enabled')
          return item(r, v, 'nosql_table', {
            engine: 'cosmosdb',
            public_network_access: open === undefined ? undefined : open && bool(v, 'is_virtual_network_filter_enabled') !== true && ipFilter.length === 0,
            local_auth: bool(v, 'local_authentication_disabled') === undefined ? undefined : !bool(v, 'local_authentication_disabled'),
            key_metadata_writes: bool(v, 'access_key_metadata_writes_enabled'),
            point_in_time_recovery: backup === undefined ? undefined : backup === 'Continuous',
            cmk_encryption: str(v, 'key_vault_key_id') !== undefined,
            replica_regions: blocks(v, 'geo_location').map((g) => str(g, 'location')).filter((x) => x !== undefined),
          })
        }
        default: return null
      }
    }

    const enrich = (r: TerraformResource, v: Values, items: { attributes?: Record<string, unknown> }[]) => {
      let extra: Record<string, unknown> | undefined
      const id = key(str(v, 'id'))
      if (r.type === 'azurerm_storage_account') {
        const blob = block(v, 'blob_properties')
        const share = block(v, 'share_properties')
        const smb = block(share, 'smb')
        const rules = (policies.get(id) ?? []).flatMap((p) => blocks(p, 'rule')).filter((x) => bool(x, 'enabled') !== false)
        extra = {
          shared_key_access: bool(v, 'shared_access_key_enabled'),
          cross_tenant_replication: bool(v, 'cross_tenant_replication_enabled'),
          replication: str(v, 'account_replication_type'),
          blob_soft_delete: blob ? blocks(blob, 'delete_retention_policy').length > 0 : undefined,
          container_soft_delete: blob ? blocks(blob, 'container_delete_retention_policy').length > 0 : undefined,
          share_soft_delete: share ? blocks(share, 'retention_policy').length > 0 : undefined,
          smb_versions: smb && present(smb, 'versions') && strings(smb, 'versions').length > 0 ? strings(smb, 'versions') : undefined,
          smb_channel_encryption: smb && present(smb, 'channel_encryption_type') && strings(smb, 'channel_encryption_type').length > 0 ? strings(smb, 'channel_encryption_type') : undefined,
          noncurrent_version_expiration: rules.some((x) => blocks(x, 'actions').some((a) => blocks(a, 'version').some((ver) => ver.delete_after_days_since_creation !== undefined && ver.delete_after_days_since_creation !== null))),
        }
      }
      if (r.type === 'azurerm_mssql_server') {
        const audits = companions(id, 'azurerm_mssql_server_extended_auditing_policy')
        const tde = companions(id, 'azurerm_mssql_server_transparent_data_encryption')[0]
        extra = {
          entra_admin: present(v, 'azuread_administrator') ? blocks(v, 'azuread_administrator').length > 0 : undefined,
          audit_logging: audits.some((a) => bool(a, 'enabled') !== false),
          cmk_encryption: str(v, 'transparent_data_encryption_key_vault_key_id') !== undefined || str(tde, 'key_vault_key_id') !== undefined || str(tde, 'managed_hsm_key_id') !== undefined,
          public_endpoint: bool(v, 'public_network_access_enabled'),
        }
      }
      if (FLEXIBLE.includes(r.type)) {
        const config = configuration(id)
        const open = bool(v, 'public_network_access_enabled')
        const tls = config.get('tls_version')
        extra = {
          tls_required: flag(config, 'require_secure_transport'),
          log_connections: flag(config, 'log_connections'), log_disconnections: flag(config, 'log_disconnections'),
          local_infile: flag(config, 'local_infile'),
          // MySQL lists the versions it accepts ("tlsv1.2,tlsv1.3"); the lowest is the minimum.
          min_tls_version: tls ? tls.split(',').map((x) => x.trim().replace(/^tlsv/, '')).sort()[0] : undefined,
          public_endpoint: open === undefined ? undefined : open && !str(v, 'delegated_subnet_id'),
          cmk_encryption: str(block(v, 'customer_managed_key'), 'key_vault_key_id') !== undefined,
        }
      }
      if (r.type === 'azurerm_managed_disk') {
        // AllowAll lets anyone holding a SAS export the disk from any network; the snapshot's policy is mapped by the core.
        extra = { network_access_policy: str(v, 'network_access_policy') }
      }
      if (r.type === 'azurerm_snapshot') extra = { incremental: bool(v, 'incremental_enabled') }
      if (!extra) return
      for (const i of items) i.attributes = { ...i.attributes, ...defined(extra) }
    }
    return { map, enrich }
  },
}
