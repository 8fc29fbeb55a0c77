import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { checksFor, FIRST_CHECKS } from '../../../checks/index.ts'
import { DATA_CHECKS } from '../../../checks/data/index.ts'
import type { SnapshotResource } from '../../index.ts'
import type { ResourceInput } from '../../schemas.ts'
import { mapTerraformResources, TERRAFORM_TYPE_KINDS, type TerraformMapping, type TerraformResource } from '../terraform.ts'
import { AWS_DATA } from './aws-data.ts'
import { AZURE_DATA } from './azure-data.ts'
import { GOOGLE_DATA } from './google-data.ts'

// The data shelf's Terraform types, from small `terraform show -json` states written the way the providers
// (hashicorp/aws 5.x, google 6.x, azurerm 4.x) record them: what each type becomes, which companions merge into
// their parent, and that what the state does not say stays absent. Then the data checks over a bad and a good estate.

let n = 0
const r = (type: string, values: Record<string, unknown>, name = `r${++n}`): TerraformResource => ({ address: `${type}.${name}`, mode: 'managed', type, name, values })
function byAddress(m: TerraformMapping, address: string): ResourceInput {
  const found = m.items.filter((i) => i.address === address)
  assert.equal(found.length, 1, `one item for ${address}`)
  return (found[0] as { input: ResourceInput }).input
}
const consumed = (m: TerraformMapping, address: string) => assert.ok(!m.items.some((i) => i.address === address), `${address} is merged`)

const ACCOUNT = '482913650127'
const ARN = `arn:aws:%s:eu-west-1:${ACCOUNT}`
const arn = (service: string, rest: string) => `${ARN.replace('%s', service)}:${rest}`
const GCP = 'projects/acme-prod-4471'
const SUB = '/subscriptions/7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37/resourceGroups/rg-data/providers'

const denyHttp = (resource: string) => JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Sid: 'DenyInsecureTransport', Effect: 'Deny', Principal: '*', Action: 's3:*', Resource: [resource, `${resource}/*`], Condition: { Bool: { 'aws:SecureTransport': 'false' } } }],
})

/** An AWS estate with the problems the data checks look for; `good` fixes each one. */
function awsState(good: boolean): TerraformResource[] {
  const tags = { env: 'prod', service: 'ledger' }
  return [
    r('aws_s3_bucket', { bucket: 'acme-ledger-exports', arn: 'arn:aws:s3:::acme-ledger-exports', policy: '', lifecycle_rule: [], tags, tags_all: tags, versioning: [{ enabled: true, mfa_delete: false }] }, 'exports'),
    r('aws_s3_bucket_versioning', { bucket: 'acme-ledger-exports', versioning_configuration: [{ status: 'Enabled', mfa_delete: good ? 'Enabled' : 'Disabled' }] }, 'exports'),
    r('aws_s3_bucket_server_side_encryption_configuration', { bucket: 'acme-ledger-exports', rule: [{ apply_server_side_encryption_by_default: [{ sse_algorithm: good ? 'aws:kms' : 'AES256', kms_master_key_id: '' }], bucket_key_enabled: false }] }, 'exports'),
    r('aws_s3_bucket_ownership_controls', { bucket: 'acme-ledger-exports', rule: [{ object_ownership: good ? 'BucketOwnerEnforced' : 'ObjectWriter' }] }, 'exports'),
    r('aws_s3_bucket_public_access_block', { bucket: 'acme-ledger-exports', block_public_acls: true, block_public_policy: true, ignore_public_acls: true, restrict_public_buckets: good }, 'exports'),
    r('aws_s3_bucket_logging', { bucket: 'acme-ledger-exports', target_bucket: 'acme-logs', target_prefix: 'exports/' }, 'exports'),
    ...(good ? [
      r('aws_s3_account_public_access_block', { id: ACCOUNT, account_id: ACCOUNT, block_public_acls: true, block_public_policy: true, ignore_public_acls: true, restrict_public_buckets: true }, 'account'),
      r('aws_s3_bucket_policy', { bucket: 'acme-ledger-exports', policy: denyHttp('arn:aws:s3:::acme-ledger-exports') }, 'exports'),
      r('aws_s3_bucket_lifecycle_configuration', { bucket: 'acme-ledger-exports', rule: [{ id: 'old', status: 'Enabled', noncurrent_version_expiration: [{ noncurrent_days: 60, newer_noncurrent_versions: null }] }] }, 'exports'),
    ] : []),
    r('aws_db_parameter_group', { name: 'ledger-pg16', family: 'postgres16', parameter: [{ name: 'rds.force_ssl', value: good ? '1' : '0', apply_method: 'immediate' }] }, 'ledger'),
    r('aws_db_instance', {
      identifier: 'ledger', arn: arn('rds', 'db:ledger'), engine: 'postgres', engine_version: '16.4', instance_class: 'db.r6g.large', multi_az: true,
      storage_encrypted: true, publicly_accessible: false, backup_retention_period: 14, deletion_protection: true, availability_zone: 'eu-west-1a',
      parameter_group_name: 'ledger-pg16', iam_database_authentication_enabled: good, auto_minor_version_upgrade: good, monitoring_interval: good ? 60 : 0,
      enabled_cloudwatch_logs_exports: good ? ['postgresql', 'upgrade'] : [], username: good ? 'ledger_owner' : 'postgres', password: null, tags, tags_all: tags,
    }, 'ledger'),
    r('aws_rds_cluster', {
      cluster_identifier: 'orders', arn: arn('rds', 'cluster:orders'), engine: 'aurora-mysql', engine_version: '8.0.mysql_aurora.3.07.1', storage_encrypted: true,
      deletion_protection: true, backup_retention_period: 7, iam_database_authentication_enabled: true, enabled_cloudwatch_logs_exports: ['audit', 'error'],
      master_username: 'orders_admin', db_cluster_parameter_group_name: 'orders-params', tags, tags_all: tags,
    }, 'orders'),
    r('aws_rds_cluster_parameter_group', { name: 'orders-params', family: 'aurora-mysql8.0', parameter: [{ name: 'require_secure_transport', value: good ? 'ON' : 'OFF', apply_method: 'immediate' }] }, 'orders'),
    r('aws_redshift_cluster', {
      cluster_identifier: 'warehouse', arn: arn('redshift', 'cluster:warehouse'), node_type: 'ra3.xlplus', encrypted: true, publicly_accessible: false,
      automated_snapshot_retention_period: 7, allow_version_upgrade: true, cluster_parameter_group_name: 'warehouse-params', logging: [], tags, tags_all: tags,
    }, 'warehouse'),
    r('aws_redshift_parameter_group', { name: 'warehouse-params', family: 'redshift-1.0', parameter: [{ name: 'require_ssl', value: 'true' }] }, 'warehouse'),
    ...(good ? [r('aws_redshift_logging', { cluster_identifier: 'warehouse', log_destination_type: 'cloudwatch', log_exports: ['connectionlog', 'userlog'] }, 'warehouse')] : []),
    r('aws_elasticache_replication_group', {
      replication_group_id: 'sessions', arn: arn('elasticache', 'replicationgroup:sessions'), engine: 'redis', engine_version: good ? '7.1' : '5.0.6', engine_version_actual: good ? '7.1.0' : '5.0.6',
      node_type: good ? 'cache.r7g.large' : 'cache.r4.large', transit_encryption_enabled: good, at_rest_encryption_enabled: good, auth_token: good ? 'x'.repeat(32) : '',
      user_group_ids: [], snapshot_retention_limit: good ? 7 : 0, automatic_failover_enabled: good, num_cache_clusters: good ? 2 : 1, tags, tags_all: tags,
    }, 'sessions'),
    r('aws_elasticache_cluster', { cluster_id: 'sessions-001', arn: arn('elasticache', 'cluster:sessions-001'), replication_group_id: 'sessions', engine: 'redis' }, 'member'),
    r('aws_efs_file_system', {
      id: 'fs-0a1b2c3d4e5f60718', arn: arn('elasticfilesystem', 'file-system/fs-0a1b2c3d4e5f60718'), creation_token: 'shared', encrypted: good,
      lifecycle_policy: good ? [{ transition_to_ia: 'AFTER_30_DAYS', transition_to_archive: '', transition_to_primary_storage_class: '' }] : [],
      size_in_bytes: [{ value: 640_000_000_000, value_in_ia: 0, value_in_standard: 640_000_000_000 }], tags: { ...tags, Name: 'shared' }, tags_all: { ...tags, Name: 'shared' },
    }, 'shared'),
    r('aws_efs_backup_policy', { file_system_id: 'fs-0a1b2c3d4e5f60718', backup_policy: [{ status: good ? 'ENABLED' : 'DISABLED' }] }, 'shared'),
    r('aws_efs_file_system_policy', {
      file_system_id: 'fs-0a1b2c3d4e5f60718',
      policy: good
        ? JSON.stringify({ Statement: [{ Effect: 'Deny', Principal: { AWS: '*' }, Action: '*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }] })
        : JSON.stringify({ Statement: [{ Effect: 'Allow', Principal: { AWS: '*' }, Action: ['elasticfilesystem:ClientMount', 'elasticfilesystem:ClientWrite'] }] }),
    }, 'shared'),
    r('aws_dynamodb_table', {
      name: 'orders', arn: arn('dynamodb', 'table/orders'), billing_mode: 'PROVISIONED', read_capacity: 400, write_capacity: 100,
      point_in_time_recovery: [{ enabled: good, recovery_period_in_days: 35 }], deletion_protection_enabled: good,
      server_side_encryption: good ? [{ enabled: true, kms_key_arn: arn('kms', 'key/1234abcd-12ab-34cd-56ef-1234567890ab') }] : [], replica: [], tags, tags_all: tags,
    }, 'orders'),
    r('aws_ebs_volume', { id: 'vol-0a1b2c3d4e5f60718', arn: arn('ec2', 'volume/vol-0a1b2c3d4e5f60718'), size: 500, type: good ? 'gp3' : 'gp2', iops: 3000, encrypted: true, availability_zone: 'eu-west-1a', tags, tags_all: tags }, 'data'),
  ]
}

function googleState(good: boolean): TerraformResource[] {
  const labels = { env: 'prod', service: 'ledger' }
  const flags = (list: [string, string][]) => list.map(([name, value]) => ({ name, value }))
  const sql = (name: string, version: string, databaseFlags: [string, string][]) => r('google_sql_database_instance', {
    name, project: 'acme-prod-4471', region: 'europe-west1', database_version: version, self_link: `https://sqladmin.googleapis.com/sql/v1beta4/${GCP}/instances/${name}`,
    encryption_key_name: good ? `${GCP}/locations/europe-west1/keyRings/sql/cryptoKeys/${name}` : '',
    settings: [{
      tier: 'db-custom-4-16384', availability_type: 'REGIONAL', user_labels: labels, deletion_protection_enabled: true,
      ip_configuration: [{ ipv4_enabled: !good, private_network: `${GCP}/global/networks/vpc`, ssl_mode: good ? 'ENCRYPTED_ONLY' : 'ALLOW_UNENCRYPTED_AND_ENCRYPTED', authorized_networks: [] }],
      backup_configuration: [{ enabled: true, backup_retention_settings: [{ retained_backups: 14 }] }], database_flags: flags(databaseFlags),
    }],
  }, name)
  return [
    r('google_storage_bucket', {
      name: 'acme-ledger-archive', self_link: 'https://www.googleapis.com/storage/v1/b/acme-ledger-archive', location: 'EU', labels,
      uniform_bucket_level_access: good, public_access_prevention: good ? 'enforced' : 'inherited', versioning: [{ enabled: true }],
      encryption: good ? [{ default_kms_key_name: `${GCP}/locations/eu/keyRings/gcs/cryptoKeys/archive` }] : [], logging: [{ log_bucket: 'acme-logs', log_object_prefix: '' }],
      lifecycle_rule: good ? [{ action: [{ type: 'Delete', storage_class: '' }], condition: [{ days_since_noncurrent_time: 60, num_newer_versions: 0, with_state: '' }] }] : [],
    }, 'archive'),
    sql('ledger-pg', 'POSTGRES_16', good ? [['log_connections', 'on'], ['log_disconnections', 'on'], ['cloudsql.enable_pgaudit', 'on']] : [['log_connections', 'off']]),
    sql('ledger-mysql', 'MYSQL_8_0', good ? [['skip_show_database', 'on'], ['local_infile', 'off']] : [['local_infile', 'on']]),
    sql('ledger-mssql', 'SQLSERVER_2019_STANDARD', good ? [] : [['cross db ownership chaining', 'on'], ['contained database authentication', 'on'], ['external scripts enabled', 'on']]),
    r('google_bigquery_dataset', {
      dataset_id: 'ledger_analytics', project: 'acme-prod-4471', location: 'EU', id: `${GCP}/datasets/ledger_analytics`, labels,
      default_encryption_configuration: good ? [{ kms_key_name: `${GCP}/locations/eu/keyRings/bq/cryptoKeys/ledger` }] : [],
      access: [{ role: 'OWNER', special_group: 'projectOwners', iam_member: '', user_by_email: '' }],
    }, 'analytics'),
    good
      ? r('google_bigquery_dataset_iam_binding', { dataset_id: 'ledger_analytics', role: 'roles/bigquery.dataViewer', members: ['group:analysts@acme.example'] }, 'viewer')
      : r('google_bigquery_dataset_iam_member', { dataset_id: 'ledger_analytics', role: 'roles/bigquery.dataViewer', member: 'allAuthenticatedUsers' }, 'viewer'),
    r('google_redis_instance', {
      name: 'sessions', id: `${GCP}/locations/europe-west1/instances/sessions`, region: 'europe-west1', tier: good ? 'STANDARD_HA' : 'BASIC', memory_size_gb: 5,
      redis_version: 'REDIS_7_2', auth_enabled: good, transit_encryption_mode: good ? 'SERVER_AUTHENTICATION' : 'DISABLED',
      persistence_config: [{ persistence_mode: good ? 'RDB' : 'DISABLED', rdb_snapshot_period: good ? 'TWENTY_FOUR_HOURS' : '' }], labels,
    }, 'sessions'),
    r('google_filestore_instance', {
      name: 'shared', id: `${GCP}/locations/europe-west1-b/instances/shared`, location: 'europe-west1-b', tier: 'BASIC_HDD', labels,
      file_shares: [{ name: 'share1', capacity_gb: 1024, nfs_export_options: good ? [{ ip_ranges: ['10.10.0.0/24'], access_mode: 'READ_WRITE', squash_mode: 'ROOT_SQUASH', anon_uid: 65534, anon_gid: 65534 }] : [] }],
    }, 'shared'),
    r('google_firestore_database', {
      name: '(default)', id: `${GCP}/databases/(default)`, location_id: 'eur3', type: 'FIRESTORE_NATIVE',
      point_in_time_recovery_enablement: good ? 'POINT_IN_TIME_RECOVERY_ENABLED' : 'POINT_IN_TIME_RECOVERY_DISABLED',
      delete_protection_state: good ? 'DELETE_PROTECTION_ENABLED' : 'DELETE_PROTECTION_DISABLED', cmek_config: good ? [{ kms_key_name: `${GCP}/locations/eur3/keyRings/fs/cryptoKeys/db` }] : [],
    }, 'default'),
    r('google_bigtable_instance', {
      name: 'events', id: `${GCP}/instances/events`, project: 'acme-prod-4471', labels,
      cluster: [{ cluster_id: 'events-c1', zone: 'europe-west1-b', num_nodes: 1, storage_type: 'SSD', kms_key_name: good ? `${GCP}/locations/europe-west1/keyRings/bt/cryptoKeys/events` : '' }],
    }, 'events'),
  ]
}

function azureState(good: boolean): TerraformResource[] {
  const tags = { env: 'prod', service: 'ledger' }
  const account = `${SUB}/Microsoft.Storage/storageAccounts/stledger`
  const sql = `${SUB}/Microsoft.Sql/servers/sql-ledger`
  const pg = `${SUB}/Microsoft.DBforPostgreSQL/flexibleServers/pg-ledger`
  const mysql = `${SUB}/Microsoft.DBforMySQL/flexibleServers/mysql-ledger`
  const config = (type: string, server: string, name: string, value: string) => r(type, { name, server_id: server, value, id: `${server}/configurations/${name}` }, `${name.replace(/\W/g, '_')}_${++n}`)
  return [
    r('azurerm_storage_account', {
      id: account, name: 'stledger', location: 'westeurope', tags, account_replication_type: good ? 'GZRS' : 'LRS', min_tls_version: good ? 'TLS1_2' : 'TLS1_0',
      https_traffic_only_enabled: good, shared_access_key_enabled: !good, cross_tenant_replication_enabled: !good, infrastructure_encryption_enabled: good,
      public_network_access_enabled: true, allow_nested_items_to_be_public: false, network_rules: [{ default_action: good ? 'Deny' : 'Allow', bypass: ['AzureServices'], ip_rules: [], virtual_network_subnet_ids: [] }],
      customer_managed_key: good ? [{ key_vault_key_id: 'https://kv-ledger.vault.azure.net/keys/storage', user_assigned_identity_id: `${SUB}/Microsoft.ManagedIdentity/userAssignedIdentities/id-ledger` }] : [],
      blob_properties: [{
        versioning_enabled: true, change_feed_enabled: false,
        delete_retention_policy: good ? [{ days: 14, permanent_delete_enabled: false }] : [], container_delete_retention_policy: good ? [{ days: 14 }] : [],
      }],
      share_properties: [{
        retention_policy: good ? [{ days: 14 }] : [],
        smb: [{ versions: good ? ['SMB3.1.1'] : ['SMB3.0', 'SMB3.1.1'], channel_encryption_type: good ? ['AES-256-GCM'] : ['AES-128-GCM', 'AES-256-GCM'], authentication_types: [], kerberos_ticket_encryption_type: [], multichannel_enabled: false }],
      }],
    }, 'ledger'),
    ...(good ? [r('azurerm_storage_management_policy', { storage_account_id: account, rule: [{ name: 'versions', enabled: true, filters: [{ blob_types: ['blockBlob'] }], actions: [{ version: [{ delete_after_days_since_creation: 60 }] }] }] }, 'ledger')] : []),
    r('azurerm_mssql_server', {
      id: sql, name: 'sql-ledger', location: 'westeurope', version: '12.0', tags, minimum_tls_version: good ? '1.2' : '1.0', public_network_access_enabled: !good,
      azuread_administrator: good ? [{ login_username: 'sql-admins', object_id: '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0', azuread_authentication_only: true }] : [],
      transparent_data_encryption_key_vault_key_id: '',
    }, 'ledger'),
    ...(good ? [
      r('azurerm_mssql_server_extended_auditing_policy', { server_id: sql, enabled: true, log_monitoring_enabled: true, retention_in_days: 90 }, 'ledger'),
      r('azurerm_mssql_server_transparent_data_encryption', { server_id: sql, key_vault_key_id: 'https://kv-ledger.vault.azure.net/keys/tde/0123456789abcdef' }, 'ledger'),
    ] : []),
    r('azurerm_postgresql_flexible_server', {
      id: pg, name: 'pg-ledger', location: 'westeurope', version: '16', sku_name: 'GP_Standard_D4s_v3', tags, public_network_access_enabled: !good, delegated_subnet_id: good ? `${SUB}/Microsoft.Network/virtualNetworks/vnet/subnets/db` : '',
      backup_retention_days: 14, high_availability: [{ mode: 'ZoneRedundant', standby_availability_zone: '2' }],
      customer_managed_key: good ? [{ key_vault_key_id: 'https://kv-ledger.vault.azure.net/keys/pg', primary_user_assigned_identity_id: `${SUB}/Microsoft.ManagedIdentity/userAssignedIdentities/id-ledger` }] : [],
    }, 'ledger'),
    config('azurerm_postgresql_flexible_server_configuration', pg, 'require_secure_transport', good ? 'on' : 'off'),
    config('azurerm_postgresql_flexible_server_configuration', pg, 'log_connections', good ? 'on' : 'off'),
    config('azurerm_postgresql_flexible_server_configuration', pg, 'log_disconnections', good ? 'on' : 'off'),
    r('azurerm_mysql_flexible_server', {
      id: mysql, name: 'mysql-ledger', location: 'westeurope', version: '8.0.21', sku_name: 'GP_Standard_D2ds_v4', tags, public_network_access_enabled: false,
      backup_retention_days: 14, high_availability: [{ mode: 'ZoneRedundant' }], customer_managed_key: [{ key_vault_key_id: 'https://kv-ledger.vault.azure.net/keys/mysql' }],
    }, 'ledger'),
    config('azurerm_mysql_flexible_server_configuration', mysql, 'local_infile', good ? 'OFF' : 'ON'),
    config('azurerm_mysql_flexible_server_configuration', mysql, 'tls_version', good ? 'TLSv1.2,TLSv1.3' : 'TLSv1.1,TLSv1.2'),
    r('azurerm_redis_cache', {
      id: `${SUB}/Microsoft.Cache/redis/redis-ledger`, name: 'redis-ledger', location: 'westeurope', tags, sku_name: good ? 'Premium' : 'Basic', family: good ? 'P' : 'C', capacity: 1,
      redis_version: good ? '6' : '4', non_ssl_port_enabled: !good, minimum_tls_version: good ? '1.2' : '1.0', public_network_access_enabled: !good,
      redis_configuration: [{ authentication_enabled: good, rdb_backup_enabled: good, maxmemory_policy: 'volatile-lru' }], primary_access_key: 'secret',
    }, 'ledger'),
    r('azurerm_cosmosdb_account', {
      id: `${SUB}/Microsoft.DocumentDB/databaseAccounts/cosmos-ledger`, name: 'cosmos-ledger', location: 'westeurope', tags, kind: 'GlobalDocumentDB',
      public_network_access_enabled: !good, is_virtual_network_filter_enabled: false, ip_range_filter: [], local_authentication_disabled: good,
      access_key_metadata_writes_enabled: !good, backup: [{ type: good ? 'Continuous' : 'Periodic', interval_in_minutes: good ? 0 : 240, retention_in_hours: good ? 0 : 8 }],
      key_vault_key_id: good ? 'https://kv-ledger.vault.azure.net/keys/cosmos' : '', geo_location: [{ location: 'westeurope', failover_priority: 0 }, { location: 'northeurope', failover_priority: 1 }],
      primary_key: 'secret',
    }, 'ledger'),
    r('azurerm_managed_disk', {
      id: `${SUB}/Microsoft.Compute/disks/disk-ledger`, name: 'disk-ledger', location: 'westeurope', tags, storage_account_type: 'Premium_LRS', disk_size_gb: 256,
      network_access_policy: good ? 'DenyAll' : 'AllowAll', public_network_access_enabled: !good,
    }, 'ledger'),
    r('azurerm_snapshot', {
      id: `${SUB}/Microsoft.Compute/snapshots/snap-ledger`, name: 'snap-ledger', location: 'westeurope', tags, disk_size_gb: 256, create_option: 'Copy',
      incremental_enabled: good, network_access_policy: good ? 'DenyAll' : 'AllowAll', public_network_access_enabled: !good,
    }, 'ledger'),
  ]
}

const STATES = { aws: awsState, gcp: googleState, azure: azureState }

describe('the data types of each provider', () => {
  test('AWS: clusters, caches, file systems and tables; companions merged; S3 and RDS settings added to core items', () => {
    const m = mapTerraformResources(awsState(false))
    assert.deepEqual(m.errors, [])
    assert.deepEqual(m.other_types, {})
    const bucket = byAddress(m, 'aws_s3_bucket.exports').attributes!
    assert.deepEqual([bucket.mfa_delete, bucket.https_only, bucket.acls_enabled, bucket.public_access_block, bucket.noncurrent_version_expiration, bucket.encryption],
      [false, false, true, false, false, 'AES256'])
    const db = byAddress(m, 'aws_db_instance.ledger').attributes!
    assert.deepEqual([db.iam_auth, db.auto_minor_version_upgrade, db.enhanced_monitoring, db.log_exports, db.master_username, db.tls_required],
      [false, false, false, [], 'postgres', false])
    const cluster = byAddress(m, 'aws_rds_cluster.orders')
    assert.equal(cluster.kind, 'database')
    assert.deepEqual(cluster.attributes, {
      engine: 'aurora-mysql', engine_version: '8.0.mysql_aurora.3.07.1', encrypted: true, deletion_protection: true, backup_retention_days: 7,
      iam_auth: true, log_exports: ['audit', 'error'], master_username: 'orders_admin', tls_required: false,
    })
    assert.deepEqual(byAddress(m, 'aws_redshift_cluster.warehouse').attributes, {
      engine: 'redshift', instance_class: 'ra3.xlplus', encrypted: true, publicly_accessible: false, backup_retention_days: 7, auto_minor_version_upgrade: true, audit_logging: false,
      tls_required: true,
    })
    assert.deepEqual(byAddress(m, 'aws_elasticache_replication_group.sessions'), {
      provider: 'aws', kind: 'cache', name: 'sessions', region: 'eu-west-1', external_id: arn('elasticache', 'replicationgroup:sessions'), tags: { env: 'prod', service: 'ledger' },
      attributes: {
        engine: 'redis', engine_version: '5.0.6', node_type: 'cache.r4.large', transit_encryption: false, at_rest_encryption: false, auth_enabled: false,
        automatic_backups: false, multi_az: false,
      },
    })
    assert.deepEqual(byAddress(m, 'aws_efs_file_system.shared').attributes, {
      encrypted: false, size_gb: 640, lifecycle_tiering: false, automatic_backups: false, transit_encryption_enforced: false, policy_allows_any_principal: true,
    })
    assert.deepEqual(byAddress(m, 'aws_dynamodb_table.orders').attributes, {
      point_in_time_recovery: false, deletion_protection: false, cmk_encryption: false, billing_mode: 'PROVISIONED', provisioned_rcu: 400, provisioned_wcu: 100, replica_regions: [],
    })
    for (const address of ['aws_s3_bucket_versioning.exports', 'aws_db_parameter_group.ledger', 'aws_rds_cluster_parameter_group.orders', 'aws_redshift_parameter_group.warehouse', 'aws_elasticache_cluster.member',
      'aws_efs_backup_policy.shared', 'aws_efs_file_system_policy.shared']) consumed(m, address)
  })

  test('AWS: the good estate, and what a state without the companions leaves unknown', () => {
    const m = mapTerraformResources(awsState(true))
    const bucket = byAddress(m, 'aws_s3_bucket.exports').attributes!
    assert.deepEqual([bucket.mfa_delete, bucket.https_only, bucket.acls_enabled, bucket.public_access_block, bucket.noncurrent_version_expiration], [true, true, false, true, true])
    assert.equal(byAddress(m, 'aws_redshift_cluster.warehouse').attributes!.audit_logging, true)
    consumed(m, 'aws_redshift_logging.warehouse')
    const bare = mapTerraformResources([
      r('aws_s3_bucket', { bucket: 'bare', arn: 'arn:aws:s3:::bare' }, 'bare'),
      r('aws_elasticache_cluster', { cluster_id: 'memcached', arn: arn('elasticache', 'cluster:memcached'), engine: 'memcached', node_type: 'cache.t4g.small' }, 'memcached'),
      r('aws_efs_backup_policy', { id: 'fs-elsewhere', file_system_id: 'fs-elsewhere', backup_policy: [{ status: 'ENABLED' }] }, 'orphan'),
    ])
    // The account's block covers a bucket whose own block is partly off (the account item is the identity shelf's).
    const covered = mapTerraformResources([
      r('aws_s3_bucket', { bucket: 'covered', arn: 'arn:aws:s3:::covered' }, 'covered'),
      r('aws_s3_bucket_public_access_block', { bucket: 'covered', block_public_acls: false, block_public_policy: false, ignore_public_acls: false, restrict_public_buckets: false }, 'covered'),
      r('aws_s3_account_public_access_block', { id: ACCOUNT, account_id: ACCOUNT, block_public_acls: true, block_public_policy: true, ignore_public_acls: true, restrict_public_buckets: true }, 'account'),
    ])
    assert.equal(byAddress(covered, 'aws_s3_bucket.covered').attributes!.public_access_block, true)
    const attributes = byAddress(bare, 'aws_s3_bucket.bare').attributes!
    for (const name of ['mfa_delete', 'https_only', 'acls_enabled', 'public_access_block', 'noncurrent_version_expiration']) assert.ok(!(name in attributes), name)
    assert.deepEqual(byAddress(bare, 'aws_elasticache_cluster.memcached').attributes, { engine: 'memcached', node_type: 'cache.t4g.small' })
    assert.equal(byAddress(bare, 'aws_efs_backup_policy.orphan').kind, 'other')
  })

  test('Google: datasets, Memorystore, Filestore, Firestore and Bigtable; Cloud SQL flags by engine', () => {
    const m = mapTerraformResources(googleState(false))
    assert.deepEqual(m.errors, [])
    const pg = byAddress(m, 'google_sql_database_instance.ledger-pg').attributes!
    assert.deepEqual([pg.log_connections, pg.log_disconnections, pg.pgaudit, pg.tls_required, pg.public_endpoint, pg.cmk_encryption, pg.local_infile],
      [false, false, false, false, true, false, undefined])
    const mysql = byAddress(m, 'google_sql_database_instance.ledger-mysql').attributes!
    // local_infile is only known when set; skip_show_database is off unless set.
    assert.deepEqual([mysql.local_infile, mysql.skip_show_database, mysql.log_connections], [true, false, undefined])
    const mssql = byAddress(m, 'google_sql_database_instance.ledger-mssql').attributes!
    assert.deepEqual([mssql.cross_db_ownership_chaining, mssql.contained_database_authentication, mssql.external_scripts], [true, true, true])
    assert.deepEqual(byAddress(mapTerraformResources(googleState(true)), 'google_sql_database_instance.ledger-mssql').attributes!.external_scripts, undefined)
    const dataset = byAddress(m, 'google_bigquery_dataset.analytics')
    assert.deepEqual([dataset.kind, dataset.name, dataset.external_id, dataset.attributes], ['database', 'ledger_analytics', `//bigquery.googleapis.com/${GCP}/datasets/ledger_analytics`,
      { engine: 'bigquery', publicly_accessible: true, cmk_encryption: false }])
    consumed(m, 'google_bigquery_dataset_iam_member.viewer')
    assert.deepEqual(byAddress(m, 'google_redis_instance.sessions').attributes, {
      engine: 'redis', engine_version: '7.2', node_type: 'BASIC', size_gb: 5, transit_encryption: false, auth_enabled: false, automatic_backups: false, multi_az: false,
    })
    assert.deepEqual(byAddress(m, 'google_filestore_instance.shared').attributes, { tier: 'BASIC_HDD', size_gb: 1024, root_squash: false, encrypted: true })
    assert.deepEqual(byAddress(m, 'google_firestore_database.default').attributes, { engine: 'firestore', point_in_time_recovery: false, deletion_protection: false, cmk_encryption: false })
    assert.deepEqual(byAddress(m, 'google_bigtable_instance.events').attributes, { engine: 'bigtable', cmk_encryption: false, replica_regions: ['europe-west1-b'] })
    const bucket = byAddress(m, 'google_storage_bucket.archive').attributes!
    assert.deepEqual([bucket.uniform_bucket_level_access, bucket.public_access_prevention, bucket.noncurrent_version_expiration], [false, 'inherited', false])
  })

  test('Azure: Redis and Cosmos DB; server companions merged; storage, SQL, disk and snapshot settings added', () => {
    const m = mapTerraformResources(azureState(false))
    assert.deepEqual(m.errors, [])
    assert.deepEqual(m.other_types, {})
    const account = byAddress(m, 'azurerm_storage_account.ledger').attributes!
    assert.deepEqual(
      [account.shared_key_access, account.cross_tenant_replication, account.replication, account.blob_soft_delete, account.container_soft_delete, account.share_soft_delete,
        account.smb_versions, account.smb_channel_encryption, account.noncurrent_version_expiration, account.min_tls_version, account.https_only],
      [true, true, 'LRS', false, false, false, ['SMB3.0', 'SMB3.1.1'], ['AES-128-GCM', 'AES-256-GCM'], false, '1.0', false])
    const sql = byAddress(m, 'azurerm_mssql_server.ledger').attributes!
    assert.deepEqual([sql.entra_admin, sql.audit_logging, sql.cmk_encryption, sql.public_endpoint, sql.min_tls_version], [false, false, false, true, '1.0'])
    const pg = byAddress(m, 'azurerm_postgresql_flexible_server.ledger').attributes!
    assert.deepEqual([pg.tls_required, pg.log_connections, pg.log_disconnections, pg.public_endpoint, pg.cmk_encryption, pg.local_infile], [false, false, false, true, false, undefined])
    const mysql = byAddress(m, 'azurerm_mysql_flexible_server.ledger').attributes!
    assert.deepEqual([mysql.local_infile, mysql.min_tls_version, mysql.public_endpoint, mysql.tls_required], [true, '1.1', false, undefined])
    assert.equal(m.items.filter((i) => i.address.startsWith('azurerm_postgresql_flexible_server_configuration.') || i.address.startsWith('azurerm_mysql_flexible_server_configuration.')).length, 0)
    assert.deepEqual(byAddress(m, 'azurerm_redis_cache.ledger').attributes, {
      engine: 'redis', engine_version: '4', node_type: 'Basic_C1', transit_encryption: false, min_tls_version: '1.0', public_network_access: true, auth_enabled: false, multi_az: false,
    })
    assert.deepEqual(byAddress(m, 'azurerm_cosmosdb_account.ledger').attributes, {
      engine: 'cosmosdb', public_network_access: true, local_auth: true, key_metadata_writes: true, point_in_time_recovery: false, cmk_encryption: false,
      replica_regions: ['westeurope', 'northeurope'],
    })
    assert.equal(byAddress(m, 'azurerm_managed_disk.ledger').attributes!.network_access_policy, 'AllowAll')
    assert.deepEqual([byAddress(m, 'azurerm_snapshot.ledger').attributes!.incremental, byAddress(m, 'azurerm_snapshot.ledger').attributes!.network_access_policy], [false, 'AllowAll'])
    const good = mapTerraformResources(azureState(true))
    const sqlGood = byAddress(good, 'azurerm_mssql_server.ledger').attributes!
    assert.deepEqual([sqlGood.entra_admin, sqlGood.audit_logging, sqlGood.cmk_encryption], [true, true, true])
    consumed(good, 'azurerm_mssql_server_extended_auditing_policy.ledger')
    consumed(good, 'azurerm_mssql_server_transparent_data_encryption.ledger')
    assert.equal(byAddress(good, 'azurerm_redis_cache.ledger').attributes!.automatic_backups, true)
  })

  test('every type the data families claim is exercised here, and maps to its kind or merges into its parent', () => {
    const claimed = [AWS_DATA, GOOGLE_DATA, AZURE_DATA].flatMap((f) => Object.entries(f.kinds))
    const seen = new Set<string>()
    for (const state of Object.values(STATES).flatMap((s) => [s(false), s(true)])) {
      const m = mapTerraformResources(state)
      for (const entry of state) {
        const items = m.items.filter((i) => i.address === entry.address)
        if (items.some((i) => i.input.kind === 'other')) continue
        seen.add(entry.type)
        const kind = TERRAFORM_TYPE_KINDS.get(entry.type)?.kind
        for (const i of items) assert.equal(i.input.kind, kind, entry.address)
      }
    }
    assert.deepEqual(claimed.map(([type]) => type).filter((type) => !seen.has(type)), [])
    for (const [type, kind] of claimed) assert.equal(TERRAFORM_TYPE_KINDS.get(type)?.kind, kind, type)
  })
})

/** The data shelf's checks these estates were built for: those after the first 49, which have estates of their own. */
const SHELF_CHECKS = DATA_CHECKS.filter((c) => !FIRST_CHECKS.includes(c.id))

/** The data checks an imported estate raises, as `check id address`. */
function raised(state: TerraformResource[]): Set<string> {
  const dataIds = new Set(SHELF_CHECKS.map((c) => c.id))
  const m = mapTerraformResources(state)
  const out = new Set<string>()
  for (const { address, input } of m.items) {
    const resource = { id: 'res_x', ...input, tags: input.tags ?? {}, attributes: input.attributes ?? {} } as SnapshotResource
    for (const check of checksFor(input.kind, input.provider)) if (dataIds.has(check.id) && check.evaluate(resource, { runningInstanceNetworkGroups: new Set() })) out.add(`${check.id} ${address}`)
  }
  return out
}

describe('the data checks over imported estates', () => {
  test('the bad estates raise the data checks the importer can evidence; the good ones raise none', () => {
    const bad = new Set([...raised(awsState(false)), ...raised(googleState(false)), ...raised(azureState(false))])
    const ids = new Set([...bad].map((pair) => pair.split(' ')[0]))
    // Metrics (connections, consumed capacity) and bucket sizes are not in a state: other imports report them.
    const fromMetrics = new Set(['cost.idle_database', 'cost.idle_cache', 'cost.dynamodb_overprovisioned_capacity', 'cost.bucket_noncurrent_versions_never_expire'])
    assert.deepEqual(SHELF_CHECKS.map((c) => c.id).filter((id) => !fromMetrics.has(id) && !ids.has(id)), [], 'checks the bad estates do not raise')
    for (const provider of ['aws', 'gcp', 'azure'] as const) assert.deepEqual([...raised(STATES[provider](true))], [], `${provider} good estate`)
  })
})
