import { azureId, int, pick, monthly, production, type SandboxKind } from './kind.ts'

export const DATABASE: SandboxKind = {
  kind: 'database', weight: 8, namePart: 'db',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:rds:${at.region}:${at.account}:db:${at.name}`
    if (at.provider === 'gcp') return `//sqladmin.googleapis.com/projects/${at.account}/instances/${at.name}`
    return azureId(at, 'Microsoft.Sql/servers')
  },
  baseline: (rng, { env }) => ({
    engine: pick(rng, ['postgres', 'mysql', 'sqlserver']), engine_version: pick(rng, ['16.4', '8.0.39', '15.8']), end_of_life: false,
    instance_class: pick(rng, ['db.r6g.large', 'db.m7g.xlarge', 'db-custom-4-16384', 'GP_Gen5_4']), multi_az: env === 'prod',
    encrypted: true, publicly_accessible: false, backup_retention_days: pick(rng, [7, 14, 35]), cpu_utilization_avg_30d: int(rng, 22, 68),
    memory_utilization_avg_30d: int(rng, 38, 82), deletion_protection: env === 'prod', monthly_cost_usd: monthly(rng, 120, 2400),
  }),
  templates: [
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
    // The data shelf (src/checks/data/databases.ts). A public endpoint open to everyone is the check above,
    // so a database shown publicly accessible cannot show the restricted public endpoint.
    { check_id: 'sec.rds_iam_authentication_disabled', exhibit: (a) => { a.iam_auth = false } },
    { check_id: 'sec.database_auto_minor_upgrade_disabled', exhibit: (a) => { a.auto_minor_version_upgrade = false } },
    { check_id: 'arch.rds_enhanced_monitoring_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.enhanced_monitoring = false
    } },
    { check_id: 'cmp.rds_log_exports_disabled', exhibit: (a) => { a.log_exports = [] } },
    { check_id: 'sec.rds_default_master_username', exhibit: (a) => { a.master_username = 'admin' } },
    { check_id: 'cmp.database_audit_logging_disabled', exhibit: (a) => { a.audit_logging = false } },
    { check_id: 'sec.database_tls_not_required', exhibit: (a) => { a.tls_required = false } },
    { check_id: 'cmp.postgres_log_connections_disabled', exhibit: (a) => { a.log_connections = false } },
    { check_id: 'cmp.postgres_log_disconnections_disabled', exhibit: (a) => { a.log_disconnections = false } },
    { check_id: 'cmp.cloudsql_pgaudit_disabled', exhibit: (a) => { a.pgaudit = false } },
    { check_id: 'sec.mysql_local_infile_enabled', exhibit: (a) => { a.local_infile = true } },
    { check_id: 'sec.cloudsql_mysql_skip_show_database_off', exhibit: (a) => { a.skip_show_database = false } },
    { check_id: 'sec.cloudsql_sqlserver_cross_db_ownership_chaining', exhibit: (a) => { a.cross_db_ownership_chaining = true } },
    { check_id: 'sec.cloudsql_sqlserver_contained_db_authentication', exhibit: (a) => { a.contained_database_authentication = true } },
    { check_id: 'sec.cloudsql_sqlserver_external_scripts_enabled', exhibit: (a) => { a.external_scripts = true } },
    { check_id: 'sec.database_public_endpoint_enabled', exhibit: (a) => {
      if (a.publicly_accessible === true) return false
      a.public_endpoint = true
    } },
    { check_id: 'sec.azure_sql_no_entra_admin', exhibit: (a) => { a.entra_admin = false } },
    { check_id: 'cmp.database_not_cmk_encrypted', exhibit: (a) => { a.cmk_encryption = false } },
    { check_id: 'sec.database_min_tls_below_1_2', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'cost.idle_database', exhibit: (a) => { a.connections_max_14d = 0 } },
  ],
}
