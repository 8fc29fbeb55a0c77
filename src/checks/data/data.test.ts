import assert from 'node:assert/strict'
import { test } from 'node:test'
import { emptyIndex } from '../check.ts'
import { resourceOf, testCheckTable, type CheckCase } from '../check-cases.ts'
import { databaseVcpus } from './databases.ts'
import { DATA_CHECKS } from './index.ts'

const prod = { env: 'prod' }
const staging = { env: 'staging' }

const CASES: Record<string, CheckCase> = {
  // Storage
  'sec.bucket_public_read': {
    fail: { attributes: { public_read: true } },
    pass: [{ attributes: { public_read: false, public_write: true } }],
  },
  'sec.bucket_public_write': {
    fail: { attributes: { public_write: true } },
    pass: [{ attributes: { public_write: false, public_read: true } }],
  },
  'cost.bucket_without_lifecycle': {
    fail: { attributes: { lifecycle_rules: 0, size_gb: 2400 } },
    alsoFail: [{ attributes: { lifecycle_rules: [], size_gb: 501 } }],
    pass: [{ attributes: { lifecycle_rules: 0, size_gb: 500 } }, { attributes: { lifecycle_rules: 2, size_gb: 9000 } }],
  },
  'arch.bucket_versioning_disabled': {
    fail: { attributes: { versioning: false } },
    alsoFail: [{ attributes: { versioning: 'Suspended' } }],
    pass: [{ attributes: { versioning: true } }, { attributes: { versioning: 'Enabled' } }],
  },
  'cmp.bucket_access_logging_disabled': {
    fail: { attributes: { access_logging: false } },
    pass: [{ attributes: { access_logging: true } }],
  },
  'cmp.encryption_at_rest_disabled': {
    fail: { attributes: { encryption: 'none' } },
    alsoFail: [{ attributes: { encryption: null } }, { attributes: { encryption: false } }, { attributes: { encryption: 'Disabled' } }],
    pass: [
      { attributes: { encryption: 'aws:kms' } },
      { attributes: { encryption: 'AES256' } },
      { attributes: { encryption: 'customer_managed' } },
      { attributes: { encryption: 'google_managed' } },
    ],
  },
  'sec.s3_bucket_mfa_delete_disabled': {
    fail: { attributes: { versioning: true, mfa_delete: false } },
    pass: [{ attributes: { versioning: true, mfa_delete: true } }, { attributes: { versioning: false, mfa_delete: false } }],
  },
  'sec.bucket_insecure_transport_allowed': {
    fail: { attributes: { https_only: false } },
    pass: [{ attributes: { https_only: true } }],
  },
  'sec.s3_bucket_acls_enabled': {
    fail: { attributes: { acls_enabled: true } },
    pass: [{ attributes: { acls_enabled: false } }],
  },
  'sec.s3_bucket_public_access_block_disabled': {
    fail: { attributes: { public_access_block: false } },
    pass: [{ attributes: { public_access_block: true } }],
  },
  'cost.bucket_noncurrent_versions_never_expire': {
    fail: { attributes: { versioning: true, noncurrent_version_expiration: false, size_gb: 51 } },
    alsoFail: [{ attributes: { versioning: true, noncurrent_version_expiration: false, size_gb: 8000 } }],
    pass: [
      { attributes: { versioning: true, noncurrent_version_expiration: true, size_gb: 8000 } },
      { attributes: { versioning: false, noncurrent_version_expiration: false, size_gb: 8000 } },
      { attributes: { versioning: true, noncurrent_version_expiration: false, size_gb: 50 } },
    ],
  },
  'cmp.bucket_not_cmk_encrypted': {
    fail: { attributes: { encryption: 'AES256' } },
    alsoFail: [{ attributes: { encryption: 'google_managed' } }, { attributes: { encryption: 'microsoft_managed' } }],
    pass: [
      { attributes: { encryption: 'aws:kms' } }, { attributes: { encryption: 'aws:kms:dsse' } }, { attributes: { encryption: 'customer_managed' } },
      // No encryption at all is cmp.encryption_at_rest_disabled.
      { attributes: { encryption: 'none' } },
    ],
  },
  'sec.storage_account_min_tls_below_1_2': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [{ attributes: { min_tls_version: 'TLS1_1' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }, { attributes: { min_tls_version: 'TLS1_3' } }, { attributes: { min_tls_version: 'latest' } }],
  },
  'sec.storage_account_shared_key_access_enabled': {
    fail: { attributes: { shared_key_access: true } },
    pass: [{ attributes: { shared_key_access: false } }],
  },
  'sec.storage_account_public_network_access': {
    fail: { attributes: { public_network_access: true } },
    pass: [{ attributes: { public_network_access: false } }],
  },
  'arch.storage_blob_soft_delete_disabled': {
    fail: { attributes: { blob_soft_delete: false } },
    pass: [{ attributes: { blob_soft_delete: true } }],
  },
  'arch.storage_container_soft_delete_disabled': {
    fail: { attributes: { container_soft_delete: false } },
    pass: [{ attributes: { container_soft_delete: true } }],
  },
  'cmp.storage_infrastructure_encryption_disabled': {
    fail: { attributes: { infrastructure_encryption: false } },
    pass: [{ attributes: { infrastructure_encryption: true } }],
  },
  'sec.storage_cross_tenant_replication_enabled': {
    fail: { attributes: { cross_tenant_replication: true } },
    pass: [{ attributes: { cross_tenant_replication: false } }],
  },
  'arch.storage_account_not_geo_redundant': {
    fail: { attributes: { replication: 'LRS' }, tags: prod },
    alsoFail: [{ attributes: { replication: 'ZRS' }, tags: prod }],
    pass: [
      { attributes: { replication: 'GZRS' }, tags: prod }, { attributes: { replication: 'RAGRS' }, tags: prod },
      { attributes: { replication: 'LRS' }, tags: staging },
    ],
  },
  'sec.gcs_uniform_access_disabled': {
    fail: { attributes: { uniform_bucket_level_access: false } },
    pass: [{ attributes: { uniform_bucket_level_access: true } }],
  },
  'sec.gcs_public_access_prevention_not_enforced': {
    fail: { attributes: { public_access_prevention: 'inherited' } },
    pass: [{ attributes: { public_access_prevention: 'enforced' } }],
  },
  'sec.file_share_smb_legacy_versions': {
    fail: { attributes: { smb_versions: ['SMB3.0', 'SMB3.1.1'] } },
    alsoFail: [{ attributes: { smb_versions: ['SMB2.1'] } }],
    pass: [{ attributes: { smb_versions: ['SMB3.1.1'] } }, { attributes: { smb_versions: [] } }],
  },
  'sec.file_share_smb_weak_channel_encryption': {
    fail: { attributes: { smb_channel_encryption: ['AES-128-GCM', 'AES-256-GCM'] } },
    alsoFail: [{ attributes: { smb_channel_encryption: ['AES-128-CCM'] } }],
    pass: [{ attributes: { smb_channel_encryption: ['AES-256-GCM'] } }],
  },
  'arch.file_share_soft_delete_disabled': {
    fail: { attributes: { share_soft_delete: false } },
    pass: [{ attributes: { share_soft_delete: true } }],
  },

  // Databases
  'sec.database_publicly_accessible': {
    fail: { attributes: { publicly_accessible: true } },
    pass: [{ attributes: { publicly_accessible: false } }],
  },
  'cost.oversized_database': {
    fail: { attributes: { instance_class: 'db.r6g.4xlarge', cpu_utilization_avg_30d: 6.2, memory_utilization_avg_30d: 21 } },
    alsoFail: [
      { attributes: { instance_class: 'db-custom-16-65536', cpu_utilization_avg_30d: 2, memory_utilization_avg_30d: 10 } },
      { attributes: { instance_class: 'GP_Gen5_32', cpu_utilization_avg_30d: 9.9, memory_utilization_avg_30d: 29.9 } },
      { attributes: { vcpus: 64, instance_class: 'unknown', cpu_utilization_avg_30d: 1, memory_utilization_avg_30d: 1 } },
    ],
    pass: [
      { attributes: { instance_class: 'db.r6g.2xlarge', cpu_utilization_avg_30d: 1, memory_utilization_avg_30d: 1 } },
      { attributes: { instance_class: 'db.r6g.4xlarge', cpu_utilization_avg_30d: 10, memory_utilization_avg_30d: 21 } },
      { attributes: { instance_class: 'db.r6g.4xlarge', cpu_utilization_avg_30d: 6, memory_utilization_avg_30d: 30 } },
    ],
  },
  'arch.single_az_database': {
    fail: { tags: prod, attributes: { multi_az: false } },
    pass: [{ tags: prod, attributes: { multi_az: true } }, { tags: staging, attributes: { multi_az: false } }],
  },
  'arch.database_deletion_protection_disabled': {
    fail: { tags: prod, attributes: { deletion_protection: false } },
    pass: [{ tags: prod, attributes: { deletion_protection: true } }, { tags: { env: 'dev' }, attributes: { deletion_protection: false } }],
  },
  'arch.database_backup_retention_short': {
    fail: { attributes: { backup_retention_days: 6 } },
    alsoFail: [{ attributes: { backup_retention_days: 0 } }],
    pass: [{ attributes: { backup_retention_days: 7 } }, { attributes: { backup_retention_days: 35 } }],
  },
  'cmp.database_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
  'cmp.database_engine_end_of_life': {
    fail: { attributes: { end_of_life: true } },
    pass: [{ attributes: { end_of_life: false, engine_version: '10.23' } }],
  },
  'sec.rds_iam_authentication_disabled': {
    fail: { attributes: { iam_auth: false } },
    pass: [{ attributes: { iam_auth: true } }],
  },
  'sec.database_auto_minor_upgrade_disabled': {
    fail: { attributes: { auto_minor_version_upgrade: false } },
    pass: [{ attributes: { auto_minor_version_upgrade: true } }],
  },
  'arch.rds_enhanced_monitoring_disabled': {
    fail: { attributes: { enhanced_monitoring: false }, tags: prod },
    pass: [{ attributes: { enhanced_monitoring: true }, tags: prod }, { attributes: { enhanced_monitoring: false }, tags: staging }],
  },
  'cmp.rds_log_exports_disabled': {
    fail: { attributes: { log_exports: [] } },
    alsoFail: [{ attributes: { log_exports: [''] } }],
    pass: [{ attributes: { log_exports: ['postgresql'] } }, { attributes: { log_exports: ['error', 'audit'] } }],
  },
  'sec.rds_default_master_username': {
    fail: { attributes: { master_username: 'postgres' } },
    alsoFail: [{ attributes: { master_username: 'Admin' } }],
    pass: [{ attributes: { master_username: 'ledger_owner' } }],
  },
  'cmp.database_audit_logging_disabled': {
    fail: { attributes: { audit_logging: false } },
    pass: [{ attributes: { audit_logging: true } }],
  },
  'sec.database_tls_not_required': {
    fail: { attributes: { tls_required: false } },
    pass: [{ attributes: { tls_required: true } }],
  },
  'cmp.postgres_log_connections_disabled': {
    fail: { attributes: { log_connections: false } },
    pass: [{ attributes: { log_connections: true } }],
  },
  'cmp.postgres_log_disconnections_disabled': {
    fail: { attributes: { log_disconnections: false } },
    pass: [{ attributes: { log_disconnections: true } }],
  },
  'cmp.cloudsql_pgaudit_disabled': {
    fail: { attributes: { pgaudit: false } },
    pass: [{ attributes: { pgaudit: true } }],
  },
  'sec.mysql_local_infile_enabled': {
    fail: { attributes: { local_infile: true } },
    pass: [{ attributes: { local_infile: false } }],
  },
  'sec.cloudsql_mysql_skip_show_database_off': {
    fail: { attributes: { skip_show_database: false } },
    pass: [{ attributes: { skip_show_database: true } }],
  },
  'sec.cloudsql_sqlserver_cross_db_ownership_chaining': {
    fail: { attributes: { cross_db_ownership_chaining: true } },
    pass: [{ attributes: { cross_db_ownership_chaining: false } }],
  },
  'sec.cloudsql_sqlserver_contained_db_authentication': {
    fail: { attributes: { contained_database_authentication: true } },
    pass: [{ attributes: { contained_database_authentication: false } }],
  },
  'sec.cloudsql_sqlserver_external_scripts_enabled': {
    fail: { attributes: { external_scripts: true } },
    pass: [{ attributes: { external_scripts: false } }],
  },
  'sec.database_public_endpoint_enabled': {
    fail: { attributes: { public_endpoint: true } },
    alsoFail: [{ attributes: { public_endpoint: true, publicly_accessible: false } }],
    pass: [{ attributes: { public_endpoint: false } }, { attributes: { public_endpoint: true, publicly_accessible: true } }],
  },
  'sec.azure_sql_no_entra_admin': {
    fail: { attributes: { entra_admin: false } },
    pass: [{ attributes: { entra_admin: true } }],
  },
  'cmp.database_not_cmk_encrypted': {
    fail: { attributes: { cmk_encryption: false } },
    pass: [{ attributes: { cmk_encryption: true } }],
  },
  'sec.database_min_tls_below_1_2': {
    fail: { attributes: { min_tls_version: '1.1' } },
    alsoFail: [{ attributes: { min_tls_version: 'Disabled' } }, { attributes: { min_tls_version: '1.0' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }, { attributes: { min_tls_version: '1.3' } }],
  },
  'cost.idle_database': {
    fail: { attributes: { connections_max_14d: 0 } },
    alsoFail: [{ attributes: { connections_max_14d: 0, monthly_cost_usd: 840 } }],
    pass: [{ attributes: { connections_max_14d: 1, monthly_cost_usd: 840 } }, { attributes: { connections_max_14d: 250 } }],
  },

  // Caches
  'sec.cache_transit_encryption_disabled': {
    fail: { attributes: { transit_encryption: false } },
    pass: [{ attributes: { transit_encryption: true } }],
  },
  'cmp.cache_at_rest_encryption_disabled': {
    fail: { attributes: { at_rest_encryption: false } },
    pass: [{ attributes: { at_rest_encryption: true } }],
  },
  'sec.cache_auth_disabled': {
    fail: { attributes: { auth_enabled: false } },
    pass: [{ attributes: { auth_enabled: true } }],
  },
  'arch.cache_automatic_backups_disabled': {
    fail: { attributes: { automatic_backups: false }, tags: prod },
    pass: [{ attributes: { automatic_backups: true }, tags: prod }, { attributes: { automatic_backups: false }, tags: staging }],
  },
  'arch.cache_without_replica': {
    fail: { attributes: { multi_az: false }, tags: prod },
    pass: [{ attributes: { multi_az: true }, tags: prod }, { attributes: { multi_az: false } }],
  },
  'cost.cache_previous_generation_node': {
    fail: { attributes: { node_type: 'cache.r4.large' } },
    alsoFail: [{ attributes: { node_type: 'cache.t2.micro', monthly_cost_usd: 12.4 } }, { attributes: { node_type: 'cache.m3.medium' } }],
    pass: [{ attributes: { node_type: 'cache.r7g.large' } }, { attributes: { node_type: 'cache.t3.micro' } }, { attributes: { node_type: 'cache.m5.large' } }],
  },
  'sec.cache_min_tls_below_1_2': {
    fail: { attributes: { min_tls_version: '1.0' } },
    pass: [{ attributes: { min_tls_version: '1.2' } }],
  },
  'sec.cache_public_network_access': {
    fail: { attributes: { public_network_access: true } },
    pass: [{ attributes: { public_network_access: false } }],
  },
  'cmp.cache_engine_end_of_life': {
    fail: { attributes: { engine_version: '5.0.6' } },
    alsoFail: [{ attributes: { engine: 'redis', engine_version: '4' } }, { attributes: { engine: 'Redis', engine_version: '4.0.10' } }],
    pass: [
      { attributes: { engine: 'redis', engine_version: '6.2' } }, { attributes: { engine: 'redis', engine_version: '7.1' } },
      { attributes: { engine: 'memcached', engine_version: '1.4.5' } }, { attributes: { engine: 'valkey', engine_version: '8.0' } },
      { attributes: { engine: 'redis', engine_version: '6.x' } }, { attributes: { engine_version: 'latest' } },
    ],
  },
  'cost.idle_cache': {
    fail: { attributes: { connections_max_14d: 0 } },
    alsoFail: [{ attributes: { connections_max_14d: 0, monthly_cost_usd: 310 } }],
    pass: [{ attributes: { connections_max_14d: 3, monthly_cost_usd: 310 } }],
  },

  // File systems
  'cmp.file_system_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
  'arch.file_system_backup_disabled': {
    fail: { attributes: { automatic_backups: false } },
    pass: [{ attributes: { automatic_backups: true }, tags: prod }],
  },
  'sec.file_system_policy_allows_any_principal': {
    fail: { attributes: { policy_allows_any_principal: true } },
    pass: [{ attributes: { policy_allows_any_principal: false } }],
  },
  'sec.file_system_transit_encryption_not_enforced': {
    fail: { attributes: { transit_encryption_enforced: false } },
    pass: [{ attributes: { transit_encryption_enforced: true } }],
  },
  'cost.file_system_without_lifecycle': {
    fail: { attributes: { lifecycle_tiering: false, size_gb: 101 } },
    alsoFail: [{ attributes: { lifecycle_tiering: false, size_gb: 4000 } }],
    pass: [{ attributes: { lifecycle_tiering: true, size_gb: 4000 } }, { attributes: { lifecycle_tiering: false, size_gb: 100 } }],
  },
  'sec.filestore_root_access_unrestricted': {
    fail: { attributes: { root_squash: false } },
    pass: [{ attributes: { root_squash: true } }],
  },

  // NoSQL tables
  'arch.nosql_point_in_time_recovery_disabled': {
    fail: { attributes: { point_in_time_recovery: false } },
    pass: [{ attributes: { point_in_time_recovery: true } }],
  },
  'arch.nosql_deletion_protection_disabled': {
    fail: { attributes: { deletion_protection: false } },
    pass: [{ attributes: { deletion_protection: true }, tags: prod }],
  },
  'cmp.nosql_table_not_cmk_encrypted': {
    fail: { attributes: { cmk_encryption: false } },
    pass: [{ attributes: { cmk_encryption: true } }],
  },
  'cost.dynamodb_overprovisioned_capacity': {
    fail: { attributes: { provisioned_rcu: 1000, peak_consumed_rcu_30d: 40 } },
    alsoFail: [
      { attributes: { provisioned_wcu: 500, peak_consumed_wcu_30d: 0 } },
      { attributes: { provisioned_rcu: 100, peak_consumed_rcu_30d: 90, provisioned_wcu: 200, peak_consumed_wcu_30d: 10 } },
    ],
    pass: [
      { attributes: { provisioned_rcu: 1000, peak_consumed_rcu_30d: 200 } },
      { attributes: { provisioned_rcu: 20, peak_consumed_rcu_30d: 0 } },
      { attributes: { provisioned_rcu: 1000, peak_consumed_rcu_30d: -1 } },
      { attributes: { provisioned_wcu: 100, peak_consumed_wcu_30d: 25 } },
    ],
  },
  'sec.cosmosdb_public_network_access': {
    fail: { attributes: { public_network_access: true } },
    pass: [{ attributes: { public_network_access: false } }],
  },
  'sec.cosmosdb_local_auth_enabled': {
    fail: { attributes: { local_auth: true } },
    pass: [{ attributes: { local_auth: false } }],
  },
  'sec.cosmosdb_key_metadata_writes_enabled': {
    fail: { attributes: { key_metadata_writes: true } },
    pass: [{ attributes: { key_metadata_writes: false } }],
  },

  // Volumes and snapshots
  'sec.snapshot_public': {
    fail: { attributes: { public: true } },
    pass: [{ attributes: { public: false } }],
  },
  'cost.unattached_volume': {
    fail: { attributes: { attached_to: null, unattached_days: 15 } },
    alsoFail: [{ attributes: { attached_to: '', unattached_days: 37 } }, { attributes: { attached_to: [], unattached_days: 90 } }],
    pass: [
      { attributes: { attached_to: null, unattached_days: 14 } },
      { attributes: { attached_to: 'i-0abc', unattached_days: 0 } },
    ],
  },
  'cost.overprovisioned_iops': {
    fail: { attributes: { volume_type: 'io2', provisioned_iops: 16000, peak_iops_30d: 900 } },
    alsoFail: [{ attributes: { volume_type: 'gp3', provisioned_iops: 12000, peak_iops_30d: 0 } }],
    pass: [
      { attributes: { volume_type: 'gp3', provisioned_iops: 3000, peak_iops_30d: 200 } },
      { attributes: { volume_type: 'io2', provisioned_iops: 16000, peak_iops_30d: 3200 } },
      { attributes: { volume_type: 'pd-balanced', provisioned_iops: 3000, peak_iops_30d: 10 } },
    ],
  },
  'cost.old_snapshot': {
    fail: { attributes: { age_days: 181 } },
    pass: [{ attributes: { age_days: 180 } }, { attributes: { age_days: 900, retained_by_policy: true } }],
  },
  'arch.volume_without_backup': {
    fail: { tags: prod, attributes: { attached_to: 'i-0abc', backup_plan: null } },
    alsoFail: [{ tags: prod, attributes: { attached_to: ['i-0abc'], backup_plan: '' } }],
    pass: [
      { tags: prod, attributes: { attached_to: 'i-0abc', backup_plan: 'daily-prod' } },
      { tags: prod, attributes: { attached_to: null, backup_plan: null } },
      { tags: staging, attributes: { attached_to: 'i-0abc', backup_plan: null } },
    ],
  },
  'arch.snapshot_single_region': {
    fail: { attributes: { cross_region_copy: false } },
    pass: [{ attributes: { cross_region_copy: true } }],
  },
  'cmp.volume_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
  'cmp.snapshot_unencrypted': {
    fail: { attributes: { encrypted: false } },
    pass: [{ attributes: { encrypted: true } }],
  },
  'cost.volume_gp2': {
    fail: { attributes: { volume_type: 'gp2' } },
    alsoFail: [{ attributes: { volume_type: 'gp2', size_gb: 500 } }],
    pass: [{ attributes: { volume_type: 'gp3', size_gb: 500 } }, { attributes: { volume_type: 'io2' } }],
  },
  'sec.disk_network_access_open': {
    fail: { attributes: { network_access_policy: 'AllowAll' } },
    pass: [{ attributes: { network_access_policy: 'DenyAll' } }, { attributes: { network_access_policy: 'AllowPrivate' } }],
  },
  'sec.snapshot_network_access_open': {
    fail: { attributes: { network_access_policy: 'AllowAll' } },
    pass: [{ attributes: { network_access_policy: 'DenyAll' } }, { attributes: { network_access_policy: 'AllowPrivate' } }],
  },
  'cost.snapshot_not_incremental': {
    fail: { attributes: { incremental: false } },
    alsoFail: [{ attributes: { incremental: false, size_gb: 1024 } }],
    pass: [{ attributes: { incremental: true, size_gb: 1024 } }],
  },
}

testCheckTable('data', DATA_CHECKS, CASES)

const waste = (id: string, attributes: Record<string, unknown>) => {
  const check = DATA_CHECKS.find((c) => c.id === id)!
  return check.monthlyWasteUsd!(resourceOf(check, { attributes }))
}

test('waste estimates of buckets, databases, volumes and snapshots follow their documented formulas', () => {
  assert.equal(waste('cost.bucket_without_lifecycle', { size_gb: 2400 }), 12.6)
  assert.equal(waste('cost.oversized_database', { monthly_cost_usd: 1800 }), 900)
  assert.equal(waste('cost.unattached_volume', { size_gb: 500, volume_type: 'gp3' }), 40)
  assert.equal(waste('cost.unattached_volume', { size_gb: 100, volume_type: 'Premium_LRS' }), 15)
  assert.equal(waste('cost.unattached_volume', { size_gb: 100, volume_type: 'mystery' }), 8)
  assert.equal(waste('cost.overprovisioned_iops', { volume_type: 'io2', provisioned_iops: 16000, peak_iops_30d: 900 }), 923)
  assert.equal(waste('cost.overprovisioned_iops', { volume_type: 'gp3', provisioned_iops: 12000, peak_iops_30d: 100 }), 45)
  assert.equal(waste('cost.old_snapshot', { size_gb: 500 }), 25)
})

test('waste of unexpired buckets, oversized databases and idle block storage is zero, not NaN or negative, when the attributes it needs are missing or odd', () => {
  for (const id of ['cost.bucket_without_lifecycle', 'cost.oversized_database', 'cost.unattached_volume', 'cost.overprovisioned_iops', 'cost.old_snapshot']) {
    const check = DATA_CHECKS.find((c) => c.id === id)!
    for (const attributes of [{}, { monthly_cost_usd: -50, size_gb: -1 }, { monthly_cost_usd: NaN, memory_mb: 0, peak_memory_mb_30d: 0 }]) {
      const usd = check.monthlyWasteUsd!(resourceOf(check, { attributes }))
      assert.ok(Number.isFinite(usd) && usd >= 0 && usd === 0, `${check.id}: ${usd}`)
    }
  }
})

test('production-only checks read nothing but the env tag', () => {
  for (const id of ['arch.single_az_database', 'arch.database_deletion_protection_disabled', 'arch.volume_without_backup']) {
    const check = DATA_CHECKS.find((c) => c.id === id)!
    const { attributes } = CASES[id]!.fail
    for (const tags of [{ env: 'prod' }, { env: ' PROD ' }, { env: 'production' }]) {
      assert.equal(check.evaluate(resourceOf(check, { tags, attributes }), emptyIndex()), true, `${id} ${tags.env}`)
    }
    for (const tags of [{}, { env: 'staging' }, { environment: 'prod' }, { env: 'preprod' }] as Record<string, string>[]) {
      assert.equal(check.evaluate(resourceOf(check, { tags, attributes }), emptyIndex()), false, `${id} ${JSON.stringify(tags)}`)
    }
  }
})

test('database vCPUs come from the reported count or the class name of each provider', () => {
  assert.equal(databaseVcpus({ instance_class: 'db.t3.micro' }), 2)
  assert.equal(databaseVcpus({ instance_class: 'db.m7g.xlarge' }), 4)
  assert.equal(databaseVcpus({ instance_class: 'db.r6g.16xlarge' }), 64)
  assert.equal(databaseVcpus({ instance_class: 'db-custom-4-16384' }), 4)
  assert.equal(databaseVcpus({ instance_class: 'db-n1-highmem-32' }), 32)
  assert.equal(databaseVcpus({ instance_class: 'BC_Gen5_16' }), 16)
  assert.equal(databaseVcpus({ instance_class: 'Standard_D16ds_v4' }), 16)
  assert.equal(databaseVcpus({ vcpus: 8, instance_class: 'db.r6g.16xlarge' }), 8)
  assert.equal(databaseVcpus({ instance_class: 'large' }), undefined)
  assert.equal(databaseVcpus({}), undefined)
})
