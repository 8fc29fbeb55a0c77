// Terraform snippets that fix the problems of the cost and architecture checks (Check.terraformFix), kept apart from the
// checks because they are long text. Block and attribute names are the providers' own (registry.terraform.io);
// a snippet shows only the arguments the fix sets, and `aws_subnet.a`-style references stand for your own resources.
export const OPERATIONS_FIXES = {
  'cost.previous_generation_instance': `resource "aws_instance" "app" {
  instance_type = "m7i.large"
}

resource "google_compute_instance" "app" {
  machine_type = "n2-standard-2"
}

resource "azurerm_linux_virtual_machine" "app" {
  size = "Standard_D2s_v5"
}`,
  'cost.unused_service_account': `# Disable the account first; delete it when nothing has complained for 30 days.
resource "google_service_account" "legacy_batch" {
  account_id = "legacy-batch"
  disabled   = true
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
  'cost.function_overprovisioned_memory': `resource "aws_lambda_function" "thumbnailer" {
  memory_size = 512
}

resource "google_cloudfunctions2_function" "thumbnailer" {
  service_config {
    available_memory = "512M"
  }
}`,
  'cost.unused_key': `# Disable the key; schedule its deletion once nothing is found to depend on it.
resource "aws_kms_key" "legacy" {
  is_enabled              = false
  deletion_window_in_days = 30
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
  'arch.instance_without_autoscaling': `# Run the workload of the aws_instance from a launch template, in a group that spans zones.
resource "aws_autoscaling_group" "app" {
  min_size            = 2
  max_size            = 6
  vpc_zone_identifier = [aws_subnet.a.id, aws_subnet.b.id]
  launch_template {
    id      = aws_launch_template.app.id
    version = "$Latest"
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
  'arch.function_deprecated_runtime': `resource "aws_lambda_function" "api" {
  runtime = "nodejs22.x"
}

resource "google_cloudfunctions2_function" "api" {
  build_config {
    runtime = "python312"
  }
}

resource "azurerm_linux_function_app" "api" {
  site_config {
    application_stack {
      node_version = "22"
    }
  }
}`,
  'arch.load_balancer_single_zone': `# Spread the targets behind the aws_lb over three zones.
resource "aws_autoscaling_group" "web" {
  min_size            = 3
  max_size            = 9
  vpc_zone_identifier = [aws_subnet.a.id, aws_subnet.b.id, aws_subnet.c.id]
  target_group_arns   = [aws_lb_target_group.web.arn]
  launch_template {
    id      = aws_launch_template.web.id
    version = "$Latest"
  }
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
} as const satisfies Record<string, string>
