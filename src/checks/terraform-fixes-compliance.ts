// Terraform snippets that fix the problems of the compliance checks (Check.terraformFix), kept apart from the
// checks because they are long text. Block and attribute names are the providers' own (registry.terraform.io);
// a snippet shows only the arguments the fix sets, and `aws_subnet.a`-style references stand for your own resources.
export const COMPLIANCE_FIXES = {
  'cmp.instance_disk_unencrypted': `resource "aws_instance" "app" {
  root_block_device {
    encrypted  = true
    kms_key_id = aws_kms_key.ebs.arn
  }
}

resource "aws_ebs_encryption_by_default" "this" {
  enabled = true
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
  'cmp.iam_password_policy_weak': `# The account password policy applies to every aws_iam_user with a console password.
resource "aws_iam_account_password_policy" "strict" {
  minimum_password_length        = 14
  password_reuse_prevention      = 24
  allow_users_to_change_password = true
}`,
  'cmp.flow_logs_disabled': `# Flow logs are set on the VPC or subnet that holds the aws_security_group or google_compute_firewall, not on the rule.
resource "aws_flow_log" "vpc" {
  vpc_id               = aws_vpc.main.id
  traffic_type         = "ALL"
  log_destination_type = "cloud-watch-logs"
  log_destination      = aws_cloudwatch_log_group.flow.arn
  iam_role_arn         = aws_iam_role.flow_logs.arn
}

resource "google_compute_subnetwork" "app" {
  log_config {
    aggregation_interval = "INTERVAL_5_SEC"
    flow_sampling        = 0.5
    metadata             = "INCLUDE_ALL_METADATA"
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
  'cmp.key_policy_wildcard_principal': `resource "aws_kms_key" "data" {
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "AccountAdministration"
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::482913650127:root" }
      Action    = "kms:*"
      Resource  = "*"
    }]
  })
}

# Grant key use to named members, never to allUsers or allAuthenticatedUsers.
resource "google_kms_crypto_key_iam_member" "app" {
  crypto_key_id = google_kms_crypto_key.data.id
  role          = "roles/cloudkms.cryptoKeyEncrypterDecrypter"
  member        = "serviceAccount:app@acme-prod.iam.gserviceaccount.com"
}`,
  'cmp.load_balancer_access_logs_disabled': `resource "aws_lb" "web" {
  access_logs {
    bucket  = aws_s3_bucket.lb_logs.id
    prefix  = "web"
    enabled = true
  }
}

# The URL map's default service of a google_compute_url_map logs the requests.
resource "google_compute_backend_service" "web" {
  log_config {
    enable      = true
    sample_rate = 1.0
  }
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
} as const satisfies Record<string, string>
