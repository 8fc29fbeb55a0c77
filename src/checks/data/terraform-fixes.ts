// Terraform snippets that fix the data shelf's checks, keyed by check id (check-model.test.ts parses them).
// Block and attribute names are the providers' own (hashicorp/aws 5.x, google 6.x, azurerm 4.x); a snippet
// shows only the arguments the fix sets, and references such as `aws_kms_key.data` stand for your own resources.
export const DATA_FIXES: Record<string, string> = {
  'sec.bucket_public_read': `resource "aws_s3_bucket_public_access_block" "data" {
  bucket                  = aws_s3_bucket.data.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "google_storage_bucket" "data" {
  public_access_prevention    = "enforced"
  uniform_bucket_level_access = true
}

resource "azurerm_storage_account" "data" {
  allow_nested_items_to_be_public = false
}`,
  'sec.bucket_public_write': `resource "aws_s3_bucket_public_access_block" "data" {
  bucket                  = aws_s3_bucket.data.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "google_storage_bucket" "data" {
  public_access_prevention    = "enforced"
  uniform_bucket_level_access = true
}`,
  'sec.database_publicly_accessible': `resource "aws_db_instance" "main" {
  publicly_accessible = false
}

resource "google_sql_database_instance" "main" {
  settings {
    ip_configuration {
      ipv4_enabled    = false
      private_network = "projects/acme-prod/global/networks/prod-vpc"
    }
  }
}

resource "azurerm_postgresql_flexible_server" "main" {
  public_network_access_enabled = false
}

resource "azurerm_mssql_server" "main" {
  public_network_access_enabled = false
}`,
  'sec.snapshot_public': `# Block public sharing of every EBS snapshot in the region, aws_ebs_snapshot resources included.
resource "aws_ebs_snapshot_block_public_access" "this" {
  state = "block-all-sharing"
}

# Grant snapshot access to named members, never to allUsers or allAuthenticatedUsers.
resource "google_compute_snapshot_iam_member" "restore" {
  name   = google_compute_snapshot.data.name
  role   = "roles/compute.storageAdmin"
  member = "group:dr-team@acme.example"
}`,
  'cost.bucket_without_lifecycle': `resource "aws_s3_bucket_lifecycle_configuration" "data" {
  bucket = aws_s3_bucket.data.id
  rule {
    id     = "infrequent-access-after-30-days"
    status = "Enabled"
    filter {}
    transition {
      days          = 30
      storage_class = "STANDARD_IA"
    }
  }
}

resource "google_storage_bucket" "data" {
  lifecycle_rule {
    condition {
      age = 30
    }
    action {
      type          = "SetStorageClass"
      storage_class = "NEARLINE"
    }
  }
}

resource "azurerm_storage_management_policy" "data" {
  storage_account_id = azurerm_storage_account.data.id
  rule {
    name    = "cool-after-30-days"
    enabled = true
    filters {
      blob_types = ["blockBlob"]
    }
    actions {
      base_blob {
        tier_to_cool_after_days_since_modification_greater_than = 30
      }
    }
  }
}`,
  'cost.oversized_database': `resource "aws_db_instance" "main" {
  instance_class = "db.r6g.xlarge"
}

resource "google_sql_database_instance" "main" {
  settings {
    tier = "db-custom-4-16384"
  }
}

resource "azurerm_postgresql_flexible_server" "main" {
  sku_name = "GP_Standard_D4ds_v5"
}`,
  'cost.overprovisioned_iops': `resource "aws_ebs_volume" "data" {
  type       = "gp3"
  iops       = 3000
  throughput = 125
}

resource "google_compute_disk" "data" {
  type = "pd-balanced"
}

resource "azurerm_managed_disk" "data" {
  storage_account_type = "PremiumV2_LRS"
  disk_iops_read_write = 3000
}`,
  'cost.old_snapshot': `# Snapshots taken by a schedule expire on their own, unlike google_compute_snapshot resources kept by hand.
resource "google_compute_resource_policy" "daily" {
  name   = "daily-snapshots"
  region = "europe-west1"
  snapshot_schedule_policy {
    schedule {
      daily_schedule {
        days_in_cycle = 1
        start_time    = "03:00"
      }
    }
    retention_policy {
      max_retention_days    = 30
      on_source_disk_delete = "APPLY_RETENTION_POLICY"
    }
  }
}`,
  'arch.bucket_versioning_disabled': `resource "aws_s3_bucket_versioning" "data" {
  bucket = aws_s3_bucket.data.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "google_storage_bucket" "data" {
  versioning {
    enabled = true
  }
}

resource "azurerm_storage_account" "data" {
  blob_properties {
    versioning_enabled = true
  }
}`,
  'arch.single_az_database': `resource "aws_db_instance" "main" {
  multi_az = true
}

resource "google_sql_database_instance" "main" {
  settings {
    availability_type = "REGIONAL"
  }
}

resource "azurerm_postgresql_flexible_server" "main" {
  high_availability {
    mode = "ZoneRedundant"
  }
}

resource "azurerm_mssql_database" "main" {
  zone_redundant = true
}`,
  'arch.database_deletion_protection_disabled': `resource "aws_db_instance" "main" {
  deletion_protection = true
}

resource "google_sql_database_instance" "main" {
  deletion_protection = true
  settings {
    deletion_protection_enabled = true
  }
}

resource "azurerm_management_lock" "db" {
  name       = "do-not-delete"
  scope      = azurerm_postgresql_flexible_server.main.id
  lock_level = "CanNotDelete"
}`,
  'arch.database_backup_retention_short': `resource "aws_db_instance" "main" {
  backup_retention_period = 14
}

resource "google_sql_database_instance" "main" {
  settings {
    backup_configuration {
      enabled                        = true
      point_in_time_recovery_enabled = true
      backup_retention_settings {
        retained_backups = 14
      }
    }
  }
}

resource "azurerm_postgresql_flexible_server" "main" {
  backup_retention_days = 14
}`,
  'arch.volume_without_backup': `# Tag the volume, and let a lifecycle policy snapshot tagged volumes daily and keep 14.
resource "aws_ebs_volume" "data" {
  tags = {
    backup = "daily"
  }
}

resource "aws_dlm_lifecycle_policy" "daily" {
  description        = "Daily snapshots of volumes tagged backup=daily"
  execution_role_arn = aws_iam_role.dlm.arn
  state              = "ENABLED"
  policy_details {
    resource_types = ["VOLUME"]
    target_tags = {
      backup = "daily"
    }
    schedule {
      name = "daily"
      create_rule {
        interval      = 24
        interval_unit = "HOURS"
        times         = ["03:00"]
      }
      retain_rule {
        count = 14
      }
    }
  }
}`,
  'arch.snapshot_single_region': `# Copy into another region through a second provider configuration.
resource "aws_ebs_snapshot_copy" "dr" {
  provider           = aws.eu_central_1
  source_snapshot_id = aws_ebs_snapshot.data.id
  source_region      = "eu-west-1"
  encrypted          = true
}`,
  'cmp.bucket_access_logging_disabled': `resource "aws_s3_bucket_logging" "data" {
  bucket        = aws_s3_bucket.data.id
  target_bucket = aws_s3_bucket.access_logs.id
  target_prefix = "data/"
}

resource "google_storage_bucket" "data" {
  logging {
    log_bucket = "acme-access-logs"
  }
}

resource "azurerm_monitor_diagnostic_setting" "blob" {
  name                       = "blob-access"
  target_resource_id         = "\${azurerm_storage_account.data.id}/blobServices/default"
  log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
  enabled_log {
    category = "StorageRead"
  }
  enabled_log {
    category = "StorageWrite"
  }
  enabled_log {
    category = "StorageDelete"
  }
}`,
  'cmp.encryption_at_rest_disabled': `resource "aws_s3_bucket_server_side_encryption_configuration" "data" {
  bucket = aws_s3_bucket.data.id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm     = "aws:kms"
      kms_master_key_id = aws_kms_key.s3.arn
    }
    bucket_key_enabled = true
  }
}`,
  'cmp.database_unencrypted': `resource "aws_db_instance" "main" {
  storage_encrypted = true
  kms_key_id        = aws_kms_key.rds.arn
}

resource "azurerm_mssql_database" "main" {
  transparent_data_encryption_enabled = true
}`,
  'cmp.database_engine_end_of_life': `resource "aws_db_instance" "main" {
  engine_version              = "16.4"
  allow_major_version_upgrade = true
}

resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_16"
}

resource "azurerm_postgresql_flexible_server" "main" {
  version = "16"
}`,
  'cmp.volume_unencrypted': `resource "aws_ebs_volume" "data" {
  encrypted  = true
  kms_key_id = aws_kms_key.ebs.arn
}

resource "aws_ebs_encryption_by_default" "this" {
  enabled = true
}`,
  'cmp.snapshot_unencrypted': `# Copy with encryption, then delete the unencrypted aws_ebs_snapshot.
resource "aws_ebs_snapshot_copy" "encrypted" {
  source_snapshot_id = aws_ebs_snapshot.data.id
  source_region      = "eu-west-1"
  encrypted          = true
  kms_key_id         = aws_kms_key.ebs.arn
}`,
  // Storage
  'sec.s3_bucket_mfa_delete_disabled': `# MFA delete can only be changed with the root user's credentials and MFA device (the mfa argument).
resource "aws_s3_bucket_versioning" "backups" {
  bucket = aws_s3_bucket.backups.id
  mfa    = "arn:aws:iam::111122223333:mfa/root-account-mfa-device 123456"
  versioning_configuration {
    status     = "Enabled"
    mfa_delete = "Enabled"
  }
}`,
  'sec.bucket_insecure_transport_allowed': `resource "aws_s3_bucket_policy" "data" {
  bucket = aws_s3_bucket.data.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "DenyInsecureTransport"
      Effect    = "Deny"
      Principal = "*"
      Action    = "s3:*"
      Resource  = [aws_s3_bucket.data.arn, "\${aws_s3_bucket.data.arn}/*"]
      Condition = { Bool = { "aws:SecureTransport" = "false" } }
    }]
  })
}

resource "azurerm_storage_account" "data" {
  https_traffic_only_enabled = true
}`,
  'sec.s3_bucket_acls_enabled': `resource "aws_s3_bucket_ownership_controls" "data" {
  bucket = aws_s3_bucket.data.id
  rule {
    object_ownership = "BucketOwnerEnforced"
  }
}`,
  'sec.s3_bucket_public_access_block_disabled': `# For the whole account (preferred), and for a bucket whose own block was turned off.
resource "aws_s3_account_public_access_block" "account" {
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_s3_bucket_public_access_block" "data" {
  bucket                  = aws_s3_bucket.data.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}`,
  'cost.bucket_noncurrent_versions_never_expire': `resource "aws_s3_bucket_lifecycle_configuration" "data" {
  bucket = aws_s3_bucket.data.id
  rule {
    id     = "expire-noncurrent-versions"
    status = "Enabled"
    filter {}
    noncurrent_version_expiration {
      noncurrent_days           = 60
      newer_noncurrent_versions = 3
    }
  }
}

resource "google_storage_bucket" "data" {
  lifecycle_rule {
    action {
      type = "Delete"
    }
    condition {
      days_since_noncurrent_time = 60
    }
  }
}`,
  'cmp.bucket_not_cmk_encrypted': `resource "aws_s3_bucket_server_side_encryption_configuration" "data" {
  bucket = aws_s3_bucket.data.id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm     = "aws:kms"
      kms_master_key_id = aws_kms_key.data.arn
    }
    bucket_key_enabled = true
  }
}

resource "google_storage_bucket" "data" {
  encryption {
    default_kms_key_name = google_kms_crypto_key.data.id
  }
}`,
  'sec.storage_account_min_tls_below_1_2': `resource "azurerm_storage_account" "data" {
  min_tls_version = "TLS1_2"
}`,
  'sec.storage_account_shared_key_access_enabled': `resource "azurerm_storage_account" "data" {
  shared_access_key_enabled       = false
  default_to_oauth_authentication = true
}`,
  'sec.storage_account_public_network_access': `resource "azurerm_storage_account" "data" {
  network_rules {
    default_action             = "Deny"
    bypass                     = ["AzureServices"]
    virtual_network_subnet_ids = [azurerm_subnet.app.id]
  }
}`,
  'arch.storage_blob_soft_delete_disabled': `resource "azurerm_storage_account" "data" {
  blob_properties {
    delete_retention_policy {
      days = 14
    }
  }
}`,
  'arch.storage_container_soft_delete_disabled': `resource "azurerm_storage_account" "data" {
  blob_properties {
    container_delete_retention_policy {
      days = 14
    }
  }
}`,
  'cmp.storage_infrastructure_encryption_disabled': `# Set when the account is created: a change replaces the account, so copy the data to a new one.
resource "azurerm_storage_account" "data" {
  infrastructure_encryption_enabled = true
}`,
  'sec.storage_cross_tenant_replication_enabled': `resource "azurerm_storage_account" "data" {
  cross_tenant_replication_enabled = false
}`,
  'arch.storage_account_not_geo_redundant': `resource "azurerm_storage_account" "data" {
  account_replication_type = "GZRS"
}`,
  'sec.gcs_uniform_access_disabled': `resource "google_storage_bucket" "data" {
  uniform_bucket_level_access = true
}`,
  'sec.gcs_public_access_prevention_not_enforced': `resource "google_storage_bucket" "data" {
  public_access_prevention = "enforced"
}`,
  'sec.file_share_smb_legacy_versions': `resource "azurerm_storage_account" "files" {
  share_properties {
    smb {
      versions = ["SMB3.1.1"]
    }
  }
}`,
  'sec.file_share_smb_weak_channel_encryption': `resource "azurerm_storage_account" "files" {
  share_properties {
    smb {
      channel_encryption_type = ["AES-256-GCM"]
    }
  }
}`,
  'arch.file_share_soft_delete_disabled': `resource "azurerm_storage_account" "files" {
  share_properties {
    retention_policy {
      days = 14
    }
  }
}`,

  // Databases
  'sec.rds_iam_authentication_disabled': `resource "aws_db_instance" "app" {
  iam_database_authentication_enabled = true
}`,
  'sec.database_auto_minor_upgrade_disabled': `resource "aws_db_instance" "app" {
  auto_minor_version_upgrade = true
  maintenance_window         = "sun:03:00-sun:04:00"
}`,
  'arch.rds_enhanced_monitoring_disabled': `resource "aws_db_instance" "app" {
  monitoring_interval = 60
  monitoring_role_arn = aws_iam_role.rds_monitoring.arn
}`,
  'cmp.rds_log_exports_disabled': `resource "aws_db_instance" "app" {
  # PostgreSQL; MySQL and MariaDB export ["audit", "error", "general", "slowquery"].
  enabled_cloudwatch_logs_exports = ["postgresql", "upgrade"]
}`,
  'sec.rds_default_master_username': `# Changing the master user name replaces the instance: restore it from a snapshot under the new name.
resource "aws_db_instance" "app" {
  username                    = "app_owner_7f3c"
  manage_master_user_password = true
}`,
  'cmp.database_audit_logging_disabled': `resource "aws_redshift_logging" "warehouse" {
  cluster_identifier   = aws_redshift_cluster.warehouse.id
  log_destination_type = "cloudwatch"
  log_exports          = ["connectionlog", "userlog", "useractivitylog"]
}

resource "azurerm_mssql_server_extended_auditing_policy" "sql" {
  server_id              = azurerm_mssql_server.sql.id
  log_monitoring_enabled = true
  retention_in_days      = 90
}`,
  'sec.database_tls_not_required': `resource "aws_db_parameter_group" "postgres" {
  name   = "postgres16-tls"
  family = "postgres16"
  parameter {
    name  = "rds.force_ssl"
    value = "1"
  }
}

resource "google_sql_database_instance" "app" {
  settings {
    ip_configuration {
      ssl_mode = "ENCRYPTED_ONLY"
    }
  }
}

resource "azurerm_postgresql_flexible_server_configuration" "tls" {
  name      = "require_secure_transport"
  server_id = azurerm_postgresql_flexible_server.app.id
  value     = "on"
}`,
  'cmp.postgres_log_connections_disabled': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "log_connections"
      value = "on"
    }
  }
}

resource "azurerm_postgresql_flexible_server_configuration" "log_connections" {
  name      = "log_connections"
  server_id = azurerm_postgresql_flexible_server.app.id
  value     = "on"
}`,
  'cmp.postgres_log_disconnections_disabled': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "log_disconnections"
      value = "on"
    }
  }
}

resource "azurerm_postgresql_flexible_server_configuration" "log_disconnections" {
  name      = "log_disconnections"
  server_id = azurerm_postgresql_flexible_server.app.id
  value     = "on"
}`,
  'cmp.cloudsql_pgaudit_disabled': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "cloudsql.enable_pgaudit"
      value = "on"
    }
    database_flags {
      name  = "pgaudit.log"
      value = "ddl,role,write"
    }
  }
}`,
  'sec.mysql_local_infile_enabled': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "local_infile"
      value = "off"
    }
  }
}

resource "azurerm_mysql_flexible_server_configuration" "local_infile" {
  name      = "local_infile"
  server_id = azurerm_mysql_flexible_server.app.id
  value     = "OFF"
}`,
  'sec.cloudsql_mysql_skip_show_database_off': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "skip_show_database"
      value = "on"
    }
  }
}`,
  'sec.cloudsql_sqlserver_cross_db_ownership_chaining': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "cross db ownership chaining"
      value = "off"
    }
  }
}`,
  'sec.cloudsql_sqlserver_contained_db_authentication': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "contained database authentication"
      value = "off"
    }
  }
}`,
  'sec.cloudsql_sqlserver_external_scripts_enabled': `resource "google_sql_database_instance" "app" {
  settings {
    database_flags {
      name  = "external scripts enabled"
      value = "off"
    }
  }
}`,
  'sec.database_public_endpoint_enabled': `resource "google_sql_database_instance" "app" {
  settings {
    ip_configuration {
      ipv4_enabled    = false
      private_network = google_compute_network.vpc.id
    }
  }
}

resource "azurerm_mssql_server" "sql" {
  public_network_access_enabled = false
}`,
  'sec.azure_sql_no_entra_admin': `resource "azurerm_mssql_server" "sql" {
  azuread_administrator {
    login_username              = "sql-admins"
    object_id                   = azuread_group.sql_admins.object_id
    azuread_authentication_only = true
  }
}`,
  'cmp.database_not_cmk_encrypted': `resource "google_sql_database_instance" "app" {
  encryption_key_name = google_kms_crypto_key.sql.id
}

resource "azurerm_mssql_server_transparent_data_encryption" "sql" {
  server_id        = azurerm_mssql_server.sql.id
  key_vault_key_id = azurerm_key_vault_key.tde.id
}`,
  'sec.database_min_tls_below_1_2': `resource "azurerm_mssql_server" "sql" {
  minimum_tls_version = "1.2"
}

resource "azurerm_mysql_flexible_server_configuration" "tls" {
  name      = "tls_version"
  server_id = azurerm_mysql_flexible_server.app.id
  value     = "TLSv1.2,TLSv1.3"
}`,

  // Caches
  'sec.cache_transit_encryption_disabled': `resource "aws_elasticache_replication_group" "sessions" {
  transit_encryption_enabled = true
  transit_encryption_mode    = "required"
}

resource "google_redis_instance" "sessions" {
  transit_encryption_mode = "SERVER_AUTHENTICATION"
}

resource "azurerm_redis_cache" "sessions" {
  non_ssl_port_enabled = false
}`,
  'cmp.cache_at_rest_encryption_disabled': `# Set at creation: restore a snapshot into a new, encrypted replication group.
resource "aws_elasticache_replication_group" "sessions" {
  at_rest_encryption_enabled = true
  kms_key_id                 = aws_kms_key.cache.arn
}`,
  'sec.cache_auth_disabled': `resource "aws_elasticache_replication_group" "sessions" {
  transit_encryption_enabled = true
  user_group_ids             = [aws_elasticache_user_group.app.user_group_id]
}

resource "google_redis_instance" "sessions" {
  auth_enabled = true
}

resource "azurerm_redis_cache" "sessions" {
  redis_configuration {
    authentication_enabled = true
  }
}`,
  'arch.cache_automatic_backups_disabled': `resource "aws_elasticache_replication_group" "sessions" {
  snapshot_retention_limit = 7
  snapshot_window          = "03:00-04:00"
}

resource "google_redis_instance" "sessions" {
  persistence_config {
    persistence_mode    = "RDB"
    rdb_snapshot_period = "TWENTY_FOUR_HOURS"
  }
}`,
  'arch.cache_without_replica': `resource "aws_elasticache_replication_group" "sessions" {
  num_cache_clusters         = 2
  automatic_failover_enabled = true
  multi_az_enabled           = true
}

resource "google_redis_instance" "sessions" {
  tier = "STANDARD_HA"
}

resource "azurerm_redis_cache" "sessions" {
  sku_name = "Standard"
}`,
  'cost.cache_previous_generation_node': `resource "aws_elasticache_replication_group" "sessions" {
  node_type = "cache.r7g.large"
}`,
  'sec.cache_min_tls_below_1_2': `resource "azurerm_redis_cache" "sessions" {
  minimum_tls_version = "1.2"
}`,
  'sec.cache_public_network_access': `resource "azurerm_redis_cache" "sessions" {
  public_network_access_enabled = false
}

resource "azurerm_private_endpoint" "sessions" {
  name                = "pe-redis-sessions"
  location            = azurerm_redis_cache.sessions.location
  resource_group_name = azurerm_redis_cache.sessions.resource_group_name
  subnet_id           = azurerm_subnet.data.id
  private_service_connection {
    name                           = "redis"
    private_connection_resource_id = azurerm_redis_cache.sessions.id
    subresource_names              = ["redisCache"]
    is_manual_connection           = false
  }
}`,
  'cmp.cache_engine_end_of_life': `resource "aws_elasticache_replication_group" "sessions" {
  engine               = "valkey"
  engine_version       = "8.0"
  parameter_group_name = "default.valkey8"
}

resource "azurerm_redis_cache" "sessions" {
  redis_version = "6"
}`,

  // File systems
  'cmp.file_system_unencrypted': `# Set at creation: create an encrypted file system and copy the data with DataSync.
resource "aws_efs_file_system" "shared" {
  encrypted  = true
  kms_key_id = aws_kms_key.efs.arn
}`,
  'arch.file_system_backup_disabled': `resource "aws_efs_backup_policy" "shared" {
  file_system_id = aws_efs_file_system.shared.id
  backup_policy {
    status = "ENABLED"
  }
}`,
  'sec.file_system_policy_allows_any_principal': `resource "aws_efs_file_system_policy" "shared" {
  file_system_id = aws_efs_file_system.shared.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = aws_iam_role.app.arn }
      Action    = ["elasticfilesystem:ClientMount", "elasticfilesystem:ClientWrite"]
      Resource  = aws_efs_file_system.shared.arn
    }]
  })
}`,
  'sec.file_system_transit_encryption_not_enforced': `resource "aws_efs_file_system_policy" "shared" {
  file_system_id = aws_efs_file_system.shared.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Deny"
      Principal = { AWS = "*" }
      Action    = "*"
      Resource  = aws_efs_file_system.shared.arn
      Condition = { Bool = { "aws:SecureTransport" = "false" } }
    }]
  })
}`,
  'cost.file_system_without_lifecycle': `resource "aws_efs_file_system" "shared" {
  lifecycle_policy {
    transition_to_ia = "AFTER_30_DAYS"
  }
  lifecycle_policy {
    transition_to_primary_storage_class = "AFTER_1_ACCESS"
  }
}`,
  'sec.filestore_root_access_unrestricted': `resource "google_filestore_instance" "shared" {
  file_shares {
    name        = "share1"
    capacity_gb = 1024
    nfs_export_options {
      ip_ranges   = ["10.10.0.0/24"]
      access_mode = "READ_WRITE"
      squash_mode = "ROOT_SQUASH"
      anon_uid    = 65534
      anon_gid    = 65534
    }
  }
}`,

  // NoSQL tables
  'arch.nosql_point_in_time_recovery_disabled': `resource "aws_dynamodb_table" "orders" {
  point_in_time_recovery {
    enabled = true
  }
}

resource "google_firestore_database" "app" {
  point_in_time_recovery_enablement = "POINT_IN_TIME_RECOVERY_ENABLED"
}

resource "azurerm_cosmosdb_account" "app" {
  backup {
    type = "Continuous"
    tier = "Continuous30Days"
  }
}`,
  'arch.nosql_deletion_protection_disabled': `resource "aws_dynamodb_table" "orders" {
  deletion_protection_enabled = true
}

resource "google_firestore_database" "app" {
  delete_protection_state = "DELETE_PROTECTION_ENABLED"
}`,
  'cmp.nosql_table_not_cmk_encrypted': `resource "aws_dynamodb_table" "orders" {
  server_side_encryption {
    enabled     = true
    kms_key_arn = aws_kms_key.dynamodb.arn
  }
}

resource "azurerm_cosmosdb_account" "app" {
  key_vault_key_id = azurerm_key_vault_key.cosmos.versionless_id
}`,
  'cost.dynamodb_overprovisioned_capacity': `resource "aws_dynamodb_table" "orders" {
  billing_mode = "PAY_PER_REQUEST"
}`,
  'sec.cosmosdb_public_network_access': `resource "azurerm_cosmosdb_account" "app" {
  public_network_access_enabled     = false
  is_virtual_network_filter_enabled = true
}`,
  'sec.cosmosdb_local_auth_enabled': `resource "azurerm_cosmosdb_account" "app" {
  local_authentication_disabled = true
}`,
  'sec.cosmosdb_key_metadata_writes_enabled': `resource "azurerm_cosmosdb_account" "app" {
  access_key_metadata_writes_enabled = false
}`,

  // Volumes and snapshots
  'cost.volume_gp2': `resource "aws_ebs_volume" "data" {
  type = "gp3"
}`,
  'sec.disk_network_access_open': `resource "azurerm_managed_disk" "data" {
  network_access_policy         = "DenyAll"
  public_network_access_enabled = false
}`,
  'sec.snapshot_network_access_open': `resource "azurerm_snapshot" "data" {
  network_access_policy         = "DenyAll"
  public_network_access_enabled = false
}`,
  'cost.snapshot_not_incremental': `resource "azurerm_snapshot" "data" {
  incremental_enabled = true
}`,
}
