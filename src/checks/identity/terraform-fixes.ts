// Terraform snippets that fix the identity shelf's checks, keyed by check id (check-model.test.ts parses them).

/** A CloudTrail metric filter with its alarm (CIS AWS section 4), for the pattern given. */
const awsAlert = (name: string, pattern: string) => `resource "aws_cloudwatch_log_metric_filter" "${name}" {
  name           = "${name}"
  log_group_name = aws_cloudwatch_log_group.cloudtrail.name
  pattern        = "${pattern}"
  metric_transformation {
    name      = "${name}"
    namespace = "CISBenchmark"
    value     = "1"
  }
}

resource "aws_cloudwatch_metric_alarm" "${name}" {
  alarm_name          = "${name}"
  namespace           = "CISBenchmark"
  metric_name         = "${name}"
  statistic           = "Sum"
  period              = 300
  evaluation_periods  = 1
  threshold           = 1
  comparison_operator = "GreaterThanOrEqualToThreshold"
  alarm_actions       = [aws_sns_topic.security_alerts.arn]
}`

/** A log-based metric with an alerting policy on it (CIS GCP 2.4–2.11), for the filter given. */
const gcpAlert = (name: string, filter: string) => `resource "google_logging_metric" "${name}" {
  name   = "${name.replace(/_/g, '-')}"
  filter = "${filter}"
  metric_descriptor {
    metric_kind = "DELTA"
    value_type  = "INT64"
  }
}

resource "google_monitoring_alert_policy" "${name}" {
  display_name          = "${name}"
  combiner              = "OR"
  notification_channels = [google_monitoring_notification_channel.security.id]
  conditions {
    display_name = "${name}"
    condition_threshold {
      filter          = "metric.type=\\"logging.googleapis.com/user/\${google_logging_metric.${name}.name}\\" AND resource.type=\\"global\\""
      comparison      = "COMPARISON_GT"
      threshold_value = 0
      duration        = "0s"
    }
  }
}`

/** An activity log alert per operation (CIS Azure 6.1.2), on the subscription. */
const azureAlert = (name: string, operations: string[]) => operations.map((operation, i) => `resource "azurerm_monitor_activity_log_alert" "${name}_${i}" {
  name                = "${name}-${operation.split('/').pop()}"
  resource_group_name = azurerm_resource_group.monitoring.name
  location            = "global"
  scopes              = [data.azurerm_subscription.current.id]
  criteria {
    category       = "Administrative"
    operation_name = "${operation}"
  }
  action {
    action_group_id = azurerm_monitor_action_group.security.id
  }
}`).join('\n\n')

const defender = (name: string, type: string) => `resource "azurerm_security_center_subscription_pricing" "${name}" {
  tier          = "Standard"
  resource_type = "${type}"
}`

export const IDENTITY_FIXES: Record<string, string> = {
  'sec.iam_user_without_mfa': `# Deny everything but MFA self-service to an aws_iam_user signed in without MFA.
resource "aws_iam_policy" "require_mfa" {
  name = "require-mfa"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "DenyWithoutMFA"
      Effect    = "Deny"
      NotAction = ["iam:CreateVirtualMFADevice", "iam:EnableMFADevice", "iam:ListMFADevices", "sts:GetSessionToken"]
      Resource  = "*"
      Condition = { BoolIfExists = { "aws:MultiFactorAuthPresent" = "false" } }
    }]
  })
}

resource "aws_iam_user_policy_attachment" "require_mfa" {
  user       = aws_iam_user.alice.name
  policy_arn = aws_iam_policy.require_mfa.arn
}`,
  'sec.iam_admin_privileges': `# Grant scoped roles instead of AdministratorAccess, Owner or a subscription-wide Owner.
resource "aws_iam_role_policy_attachment" "deployer" {
  role       = aws_iam_role.deployer.name
  policy_arn = aws_iam_policy.deploy_app.arn
}

resource "google_project_iam_member" "deployer" {
  project = "acme-prod"
  role    = "roles/run.developer"
  member  = "serviceAccount:\${google_service_account.deployer.email}"
}

resource "azurerm_role_assignment" "deployer" {
  scope                = azurerm_resource_group.app.id
  role_definition_name = "Contributor"
  principal_id         = azurerm_user_assigned_identity.deployer.principal_id
}`,
  'sec.iam_access_key_not_rotated': `# Replace the aws_iam_user's access key every 90 days (hashicorp/time provider).
resource "time_rotating" "ci_key" {
  rotation_days = 90
}

resource "aws_iam_access_key" "ci" {
  user = aws_iam_user.ci.name
  lifecycle {
    replace_triggered_by = [time_rotating.ci_key]
  }
}`,
  'sec.key_rotation_disabled': `resource "aws_kms_key" "data" {
  enable_key_rotation     = true
  rotation_period_in_days = 365
}

resource "google_kms_crypto_key" "data" {
  rotation_period = "7776000s"
}

resource "azurerm_key_vault_key" "data" {
  rotation_policy {
    expire_after         = "P2Y"
    notify_before_expiry = "P30D"
    automatic {
      time_before_expiry = "P30D"
    }
  }
}`,
  'sec.key_scheduled_for_deletion': `# Cancel the pending deletion first (it is an API call); then keep Terraform from scheduling it again.
resource "aws_kms_key" "data" {
  deletion_window_in_days = 30
  lifecycle {
    prevent_destroy = true
  }
}`,
  'cost.unused_service_account': `# Disable the account first; delete it when nothing has complained for 30 days.
resource "google_service_account" "legacy_batch" {
  account_id = "legacy-batch"
  disabled   = true
}`,
  'cost.unused_key': `# Disable the key; schedule its deletion once nothing is found to depend on it.
resource "aws_kms_key" "legacy" {
  is_enabled              = false
  deletion_window_in_days = 30
}`,
  'cmp.iam_password_policy_weak': `# The account password policy applies to every aws_iam_user with a console password.
resource "aws_iam_account_password_policy" "strict" {
  minimum_password_length        = 14
  password_reuse_prevention      = 24
  allow_users_to_change_password = true
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
  // Secrets
  'sec.secret_rotation_disabled': `resource "aws_secretsmanager_secret_rotation" "db" {
  secret_id           = aws_secretsmanager_secret.db.id
  rotation_lambda_arn = aws_lambda_function.rotate_db.arn
  rotation_rules {
    automatically_after_days = 30
  }
}

resource "google_secret_manager_secret" "api" {
  secret_id = "api-token"
  topics {
    name = google_pubsub_topic.secret_rotation.id
  }
  rotation {
    rotation_period    = "2592000s"
    next_rotation_time = "2026-12-01T00:00:00Z"
  }
  replication {
    auto {}
  }
}`,
  'sec.secret_policy_public': `resource "aws_secretsmanager_secret_policy" "db" {
  secret_arn = aws_secretsmanager_secret.db.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = aws_iam_role.app.arn }
      Action    = "secretsmanager:GetSecretValue"
      Resource  = "*"
    }]
  })
}

resource "google_secret_manager_secret_iam_member" "app" {
  secret_id = google_secret_manager_secret.api.id
  role      = "roles/secretmanager.secretAccessor"
  member    = "serviceAccount:\${google_service_account.app.email}"
}`,
  'cmp.secret_not_customer_managed_key': `resource "aws_secretsmanager_secret" "db" {
  name       = "prod/db"
  kms_key_id = aws_kms_key.secrets.arn
}

resource "google_secret_manager_secret" "api" {
  secret_id = "api-token"
  replication {
    auto {
      customer_managed_encryption {
        kms_key_name = google_kms_crypto_key.secrets.id
      }
    }
  }
}`,
  'arch.secret_single_region': `resource "aws_secretsmanager_secret" "db" {
  name = "prod/db"
  replica {
    region = "eu-central-1"
  }
}

resource "google_secret_manager_secret" "api" {
  secret_id = "api-token"
  replication {
    auto {}
  }
}`,
  'arch.secret_immediate_deletion': `resource "aws_secretsmanager_secret" "db" {
  name                    = "prod/db"
  recovery_window_in_days = 30
}`,
  'arch.key_vault_purge_protection_disabled': `resource "azurerm_key_vault" "main" {
  name                       = "kv-prod-main"
  location                   = azurerm_resource_group.main.location
  resource_group_name        = azurerm_resource_group.main.name
  tenant_id                  = data.azurerm_client_config.current.tenant_id
  sku_name                   = "standard"
  purge_protection_enabled   = true
  soft_delete_retention_days = 90
}`,
  'sec.key_vault_rbac_disabled': `resource "azurerm_key_vault" "main" {
  name                       = "kv-prod-main"
  location                   = azurerm_resource_group.main.location
  resource_group_name        = azurerm_resource_group.main.name
  tenant_id                  = data.azurerm_client_config.current.tenant_id
  sku_name                   = "standard"
  rbac_authorization_enabled = true
}`,
  'sec.key_vault_public_network_access': `resource "azurerm_key_vault" "main" {
  name                          = "kv-prod-main"
  location                      = azurerm_resource_group.main.location
  resource_group_name           = azurerm_resource_group.main.name
  tenant_id                     = data.azurerm_client_config.current.tenant_id
  sku_name                      = "standard"
  public_network_access_enabled = false
  network_acls {
    default_action = "Deny"
    bypass         = "AzureServices"
  }
}`,
  'cmp.key_vault_secret_without_expiration': `resource "azurerm_key_vault_secret" "db" {
  name            = "db-password"
  value           = random_password.db.result
  key_vault_id    = azurerm_key_vault.main.id
  expiration_date = timeadd(time_rotating.yearly.rfc3339, "8760h")
}`,
  'cmp.key_vault_certificate_validity_long': `resource "azurerm_key_vault_certificate" "api" {
  name         = "api-tls"
  key_vault_id = azurerm_key_vault.main.id
  certificate_policy {
    issuer_parameters {
      name = "Self"
    }
    key_properties {
      exportable = false
      key_type   = "RSA"
      key_size   = 2048
      reuse_key  = false
    }
    secret_properties {
      content_type = "application/x-pkcs12"
    }
    x509_certificate_properties {
      subject            = "CN=api.example.com"
      validity_in_months = 12
      key_usage          = ["digitalSignature", "keyEncipherment"]
    }
  }
}`,
  'cmp.key_vault_logging_disabled': `resource "azurerm_key_vault" "main" {
  name                = "kv-prod-main"
  location            = azurerm_resource_group.main.location
  resource_group_name = azurerm_resource_group.main.name
  tenant_id           = data.azurerm_client_config.current.tenant_id
  sku_name            = "standard"
}

resource "azurerm_monitor_diagnostic_setting" "key_vault" {
  name                       = "audit"
  target_resource_id         = azurerm_key_vault.main.id
  log_analytics_workspace_id = azurerm_log_analytics_workspace.security.id
  enabled_log {
    category_group = "audit"
  }
}`,
  // Audit trails
  'sec.cloudtrail_not_multi_region': `resource "aws_cloudtrail" "main" {
  name                          = "organization-trail"
  s3_bucket_name                = aws_s3_bucket.trail.id
  is_multi_region_trail         = true
  include_global_service_events = true
}`,
  'sec.cloudtrail_log_validation_disabled': `resource "aws_cloudtrail" "main" {
  name                       = "organization-trail"
  s3_bucket_name             = aws_s3_bucket.trail.id
  enable_log_file_validation = true
}`,
  'sec.cloudtrail_logging_stopped': `resource "aws_cloudtrail" "main" {
  name           = "organization-trail"
  s3_bucket_name = aws_s3_bucket.trail.id
  enable_logging = true
}`,
  'cmp.cloudtrail_not_kms_encrypted': `resource "aws_cloudtrail" "main" {
  name           = "organization-trail"
  s3_bucket_name = aws_s3_bucket.trail.id
  kms_key_id     = aws_kms_key.cloudtrail.arn
}`,
  'cmp.cloudtrail_bucket_access_logging_disabled': `resource "aws_s3_bucket_logging" "trail" {
  bucket        = aws_s3_bucket.trail.id
  target_bucket = aws_s3_bucket.access_logs.id
  target_prefix = "cloudtrail-bucket/"
}

resource "aws_cloudtrail" "main" {
  name           = "organization-trail"
  s3_bucket_name = aws_s3_bucket.trail.id
}`,
  'sec.cloudtrail_bucket_public': `resource "aws_s3_bucket_public_access_block" "trail" {
  bucket                  = aws_s3_bucket.trail.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_cloudtrail" "main" {
  name           = "organization-trail"
  s3_bucket_name = aws_s3_bucket.trail.id
}`,
  'sec.cloudtrail_no_cloudwatch_logs': `resource "aws_cloudtrail" "main" {
  name                       = "organization-trail"
  s3_bucket_name             = aws_s3_bucket.trail.id
  cloud_watch_logs_group_arn = "\${aws_cloudwatch_log_group.cloudtrail.arn}:*"
  cloud_watch_logs_role_arn  = aws_iam_role.cloudtrail_to_logs.arn
}`,
  'cost.cloudtrail_duplicate_management_events': `resource "aws_cloudtrail" "data_events" {
  name           = "s3-data-events"
  s3_bucket_name = aws_s3_bucket.trail.id
  event_selector {
    read_write_type           = "All"
    include_management_events = false
    data_resource {
      type   = "AWS::S3::Object"
      values = ["arn:aws:s3"]
    }
  }
}`,
  'cmp.audit_config_data_access_incomplete': `resource "google_project_iam_audit_config" "all" {
  project = var.project_id
  service = "allServices"
  audit_log_config {
    log_type = "ADMIN_READ"
  }
  audit_log_config {
    log_type = "DATA_READ"
  }
  audit_log_config {
    log_type = "DATA_WRITE"
  }
}`,
  'sec.audit_config_exempted_members': `resource "google_project_iam_audit_config" "all" {
  project = var.project_id
  service = "allServices"
  audit_log_config {
    log_type         = "DATA_READ"
    exempted_members = []
  }
}`,
  'sec.log_sink_disabled': `resource "google_logging_project_sink" "audit" {
  name        = "audit-to-storage"
  destination = "storage.googleapis.com/\${google_storage_bucket.audit.name}"
  disabled    = false
}`,
  'cmp.log_sink_bucket_not_locked': `resource "google_storage_bucket" "audit" {
  name     = "acme-audit-logs"
  location = "EU"
  retention_policy {
    retention_period = 31536000
    is_locked        = true
  }
}

resource "google_logging_project_sink" "audit" {
  name        = "audit-to-storage"
  destination = "storage.googleapis.com/\${google_storage_bucket.audit.name}"
}`,
  'cmp.audit_log_retention_short': `resource "google_logging_project_bucket_config" "audit" {
  project        = var.project_id
  location       = "global"
  bucket_id      = "_Default"
  retention_days = 400
}

resource "aws_cloudwatch_log_group" "cloudtrail" {
  name              = "cloudtrail"
  retention_in_days = 400
}

resource "aws_cloudtrail" "main" {
  name                       = "organization-trail"
  s3_bucket_name             = aws_s3_bucket.trail.id
  cloud_watch_logs_group_arn = "\${aws_cloudwatch_log_group.cloudtrail.arn}:*"
}`,
  'cmp.entra_diagnostic_missing_logs': `resource "azurerm_monitor_aad_diagnostic_setting" "entra" {
  name                       = "entra-to-log-analytics"
  log_analytics_workspace_id = azurerm_log_analytics_workspace.security.id
  enabled_log {
    category = "AuditLogs"
  }
  enabled_log {
    category = "SignInLogs"
  }
}`,
  // Accounts: AWS
  'cmp.account_ebs_encryption_by_default_disabled': `resource "aws_ebs_encryption_by_default" "this" {
  enabled = true
}`,
  'sec.account_s3_public_access_block_off': `resource "aws_s3_account_public_access_block" "this" {
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}`,
  'sec.account_guardduty_disabled': `resource "aws_guardduty_detector" "this" {
  enable                       = true
  finding_publishing_frequency = "FIFTEEN_MINUTES"
}`,
  'sec.account_securityhub_no_standards': `resource "aws_securityhub_account" "this" {
  enable_default_standards = false
}

resource "aws_securityhub_standards_subscription" "cis" {
  standards_arn = "arn:aws:securityhub:\${var.region}::standards/cis-aws-foundations-benchmark/v/5.0.0"
  depends_on    = [aws_securityhub_account.this]
}`,
  'cmp.account_config_not_recording': `resource "aws_config_configuration_recorder" "this" {
  name     = "default"
  role_arn = aws_iam_role.config.arn
  recording_group {
    all_supported                 = true
    include_global_resource_types = true
  }
}

resource "aws_config_configuration_recorder_status" "this" {
  name       = aws_config_configuration_recorder.this.name
  is_enabled = true
  depends_on = [aws_config_delivery_channel.this]
}`,
  'sec.account_password_policy_no_complexity': `resource "aws_iam_account_password_policy" "this" {
  minimum_password_length        = 14
  password_reuse_prevention      = 24
  require_lowercase_characters   = true
  require_uppercase_characters   = true
  require_numbers                = true
  require_symbols                = true
  allow_users_to_change_password = true
}`,
  'sec.account_snapshot_public_sharing_allowed': `resource "aws_ebs_snapshot_block_public_access" "this" {
  state = "block-all-sharing"
}`,
  'sec.account_ami_public_sharing_allowed': `resource "aws_ec2_image_block_public_access" "this" {
  state = "block-new-sharing"
}`,
  'sec.account_imds_v1_default': `resource "aws_ec2_instance_metadata_defaults" "this" {
  http_tokens                 = "required"
  http_put_response_hop_limit = 2
}`,
  // Accounts: alerts on audit log events
  'sec.account_no_alert_unauthorized_api_calls': awsAlert('unauthorized_api_calls', '{ ($.errorCode = \\"*UnauthorizedOperation\\") || ($.errorCode = \\"AccessDenied*\\") }'),
  'sec.account_no_alert_console_login_without_mfa': awsAlert('console_login_without_mfa', '{ ($.eventName = \\"ConsoleLogin\\") && ($.additionalEventData.MFAUsed != \\"Yes\\") }'),
  'sec.account_no_alert_root_usage': awsAlert('root_usage', '{ $.userIdentity.type = \\"Root\\" && $.userIdentity.invokedBy NOT EXISTS && $.eventType != \\"AwsServiceEvent\\" }'),
  'sec.account_no_alert_iam_policy_changes': `${awsAlert('iam_policy_changes', '{ ($.eventName = DeleteGroupPolicy) || ($.eventName = DeleteRolePolicy) || ($.eventName = DeleteUserPolicy) || ($.eventName = PutGroupPolicy) || ($.eventName = PutRolePolicy) || ($.eventName = PutUserPolicy) || ($.eventName = AttachRolePolicy) || ($.eventName = DetachRolePolicy) || ($.eventName = AttachUserPolicy) || ($.eventName = DetachUserPolicy) || ($.eventName = AttachGroupPolicy) || ($.eventName = DetachGroupPolicy) }')}\n\n${gcpAlert('project_ownership_changes', '(protoPayload.serviceName=\\"cloudresourcemanager.googleapis.com\\") AND (ProjectOwnership OR projectOwnerInvitee) OR (protoPayload.serviceData.policyDelta.bindingDeltas.role=\\"roles/owner\\")')}`,
  'sec.account_no_alert_audit_config_changes': `${awsAlert('cloudtrail_changes', '{ ($.eventName = CreateTrail) || ($.eventName = UpdateTrail) || ($.eventName = DeleteTrail) || ($.eventName = StartLogging) || ($.eventName = StopLogging) }')}\n\n${gcpAlert('audit_config_changes', 'protoPayload.methodName=\\"SetIamPolicy\\" AND protoPayload.serviceData.policyDelta.auditConfigDeltas:*')}`,
  'sec.account_no_alert_key_deletion': awsAlert('cmk_disable_or_deletion', '{ ($.eventSource = kms.amazonaws.com) && (($.eventName = DisableKey) || ($.eventName = ScheduleKeyDeletion)) }'),
  'sec.account_no_alert_bucket_permission_changes': `${awsAlert('s3_bucket_policy_changes', '{ ($.eventSource = s3.amazonaws.com) && (($.eventName = PutBucketAcl) || ($.eventName = PutBucketPolicy) || ($.eventName = DeleteBucketPolicy)) }')}\n\n${gcpAlert('storage_iam_changes', 'resource.type=\\"gcs_bucket\\" AND protoPayload.methodName=\\"storage.setIamPermissions\\"')}`,
  'sec.account_no_alert_firewall_changes': `${awsAlert('security_group_changes', '{ ($.eventName = AuthorizeSecurityGroupIngress) || ($.eventName = RevokeSecurityGroupIngress) || ($.eventName = CreateSecurityGroup) || ($.eventName = DeleteSecurityGroup) }')}\n\n${gcpAlert('firewall_changes', 'resource.type=\\"gce_firewall_rule\\" AND (protoPayload.methodName:\\"compute.firewalls.patch\\" OR protoPayload.methodName:\\"compute.firewalls.insert\\" OR protoPayload.methodName:\\"compute.firewalls.delete\\")')}\n\n${azureAlert('nsg_changes', ['Microsoft.Network/networkSecurityGroups/write', 'Microsoft.Network/networkSecurityGroups/delete'])}`,
  'sec.account_no_alert_route_changes': `${awsAlert('route_table_changes', '{ ($.eventName = CreateRoute) || ($.eventName = CreateRouteTable) || ($.eventName = ReplaceRoute) || ($.eventName = DeleteRouteTable) || ($.eventName = DeleteRoute) }')}\n\n${gcpAlert('route_changes', 'resource.type=\\"gce_route\\" AND (protoPayload.methodName:\\"compute.routes.delete\\" OR protoPayload.methodName:\\"compute.routes.insert\\")')}`,
  'sec.account_no_alert_network_changes': `${awsAlert('vpc_changes', '{ ($.eventName = CreateVpc) || ($.eventName = DeleteVpc) || ($.eventName = ModifyVpcAttribute) || ($.eventName = CreateVpcPeeringConnection) }')}\n\n${gcpAlert('network_changes', 'resource.type=\\"gce_network\\" AND (protoPayload.methodName:\\"compute.networks.insert\\" OR protoPayload.methodName:\\"compute.networks.delete\\")')}`,
  'sec.account_no_alert_custom_role_changes': gcpAlert('custom_role_changes', 'resource.type=\\"iam_role\\" AND (protoPayload.methodName=\\"google.iam.admin.v1.CreateRole\\" OR protoPayload.methodName=\\"google.iam.admin.v1.DeleteRole\\" OR protoPayload.methodName=\\"google.iam.admin.v1.UpdateRole\\")'),
  'sec.account_no_alert_sql_changes': `${gcpAlert('sql_instance_changes', 'protoPayload.methodName=\\"cloudsql.instances.update\\"')}\n\n${azureAlert('sql_firewall_changes', ['Microsoft.Sql/servers/firewallRules/write', 'Microsoft.Sql/servers/firewallRules/delete'])}`,
  'sec.account_no_alert_policy_assignment_changes': azureAlert('policy_assignment_changes', ['Microsoft.Authorization/policyAssignments/write', 'Microsoft.Authorization/policyAssignments/delete']),
  'sec.account_no_alert_security_solution_changes': azureAlert('security_solution_changes', ['Microsoft.Security/securitySolutions/write', 'Microsoft.Security/securitySolutions/delete']),
  'sec.account_no_alert_public_ip_changes': azureAlert('public_ip_changes', ['Microsoft.Network/publicIPAddresses/write', 'Microsoft.Network/publicIPAddresses/delete']),
  'arch.account_no_service_health_alert': `resource "azurerm_monitor_activity_log_alert" "service_health" {
  name                = "service-health"
  resource_group_name = azurerm_resource_group.monitoring.name
  location            = "global"
  scopes              = [data.azurerm_subscription.current.id]
  criteria {
    category = "ServiceHealth"
    service_health {
      events = ["Incident", "Maintenance", "Security"]
    }
  }
  action {
    action_group_id = azurerm_monitor_action_group.operations.id
  }
}`,
  // Accounts: GCP
  'sec.account_os_login_disabled': `resource "google_compute_project_metadata_item" "os_login" {
  project = var.project_id
  key     = "enable-oslogin"
  value   = "TRUE"
}`,
  'sec.account_project_wide_ssh_keys': `resource "google_compute_project_metadata" "this" {
  project = var.project_id
  metadata = {
    "enable-oslogin" = "TRUE"
  }
}`,
  'cmp.account_no_security_contact': `resource "google_essential_contacts_contact" "security" {
  parent                              = "projects/\${var.project_id}"
  email                               = "security@example.com"
  language_tag                        = "en-GB"
  notification_category_subscriptions = ["SECURITY", "TECHNICAL"]
}`,
  // Accounts: Azure
  'sec.account_defender_servers_off': defender('servers', 'VirtualMachines'),
  'sec.account_defender_storage_off': defender('storage', 'StorageAccounts'),
  'sec.account_defender_sql_off': defender('sql', 'SqlServers'),
  'sec.account_defender_key_vault_off': defender('key_vault', 'KeyVaults'),
  'sec.account_defender_resource_manager_off': defender('resource_manager', 'Arm'),
  'sec.account_defender_app_service_off': defender('app_service', 'AppServices'),
  'sec.account_defender_containers_off': defender('containers', 'Containers'),
  'sec.account_defender_cspm_off': defender('cspm', 'CloudPosture'),
  'sec.account_security_alert_notifications_off': `resource "azurerm_security_center_contact" "security" {
  name                = "security"
  email               = "security@example.com"
  alert_notifications = true
  alerts_to_admins    = true
}`,
  'sec.account_security_alerts_not_to_owners': `resource "azurerm_security_center_contact" "security" {
  name                = "security"
  email               = "security@example.com"
  alert_notifications = true
  alerts_to_admins    = true
}`,
  'cmp.account_activity_log_categories_incomplete': `# The subscription's activity log, exported with the categories CIS asks for.
resource "azurerm_monitor_diagnostic_setting" "activity_log" {
  name                       = "activity-log"
  target_resource_id         = data.azurerm_subscription.current.id
  log_analytics_workspace_id = azurerm_log_analytics_workspace.security.id
  enabled_log {
    category = "Administrative"
  }
  enabled_log {
    category = "Alert"
  }
  enabled_log {
    category = "Policy"
  }
  enabled_log {
    category = "Security"
  }
}

# Read with the subscription's other settings, such as its security contact.
resource "azurerm_security_center_contact" "security" {
  name                = "security"
  email               = "security@example.com"
  alert_notifications = true
  alerts_to_admins    = true
}`,
  // Principals
  'sec.iam_user_direct_policies': `resource "aws_iam_group" "developers" {
  name = "developers"
}

resource "aws_iam_group_policy_attachment" "developers" {
  group      = aws_iam_group.developers.name
  policy_arn = aws_iam_policy.developer.arn
}

resource "aws_iam_user_group_membership" "alice" {
  user   = aws_iam_user.alice.name
  groups = [aws_iam_group.developers.name]
}`,
  'sec.iam_console_user_with_access_key': `# A person signs in with a password and MFA; remove the user's aws_iam_access_key and use short-lived credentials (aws sso login).
resource "aws_iam_user" "alice" {
  name = "alice"
}

resource "aws_iam_user_login_profile" "alice" {
  user = aws_iam_user.alice.name
}`,
  'sec.iam_user_multiple_active_keys': `# One active key per user: delete the second aws_iam_access_key once the workload uses the new one.
resource "aws_iam_access_key" "ci" {
  user   = aws_iam_user.ci.name
  status = "Active"
}

resource "aws_iam_user" "ci" {
  name = "ci"
}`,
  'sec.iam_cloudshell_full_access': `resource "aws_iam_user_policy_attachment" "cloudshell" {
  user       = aws_iam_user.alice.name
  policy_arn = "arn:aws:iam::aws:policy/AWSCloudShellFullAccess"
}`,
  'sec.iam_role_trust_any_principal': `resource "aws_iam_role" "deploy" {
  name = "deploy"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::\${var.ci_account_id}:role/ci-runner" }
      Action    = "sts:AssumeRole"
      Condition = { StringEquals = { "sts:ExternalId" = var.external_id } }
    }]
  })
}`,
  'sec.iam_service_account_user_managed_keys': `resource "google_service_account" "app" {
  account_id   = "app"
  display_name = "App (keyless: workload identity)"
}

resource "google_service_account_iam_member" "workload_identity" {
  service_account_id = google_service_account.app.name
  role               = "roles/iam.workloadIdentityUser"
  member             = "principalSet://iam.googleapis.com/\${google_iam_workload_identity_pool.ci.name}/*"
}`,
  'sec.iam_service_account_editor_role': `resource "google_project_iam_member" "app_storage" {
  project = var.project_id
  role    = "roles/storage.objectUser"
  member  = "serviceAccount:\${google_service_account.app.email}"
}`,
  'sec.iam_service_account_impersonation_project_wide': `resource "google_service_account_iam_member" "deployer_acts_as_app" {
  service_account_id = google_service_account.app.name
  role               = "roles/iam.serviceAccountUser"
  member             = "serviceAccount:\${google_service_account.deployer.email}"
}

resource "google_project_iam_member" "deployer" {
  project = var.project_id
  role    = "roles/run.developer"
  member  = "serviceAccount:\${google_service_account.deployer.email}"
}`,
  'sec.iam_separation_of_duties': `resource "google_project_iam_member" "key_admin" {
  project = var.project_id
  role    = "roles/cloudkms.admin"
  member  = "serviceAccount:\${google_service_account.key_admin.email}"
}

resource "google_kms_crypto_key_iam_member" "app" {
  crypto_key_id = google_kms_crypto_key.app.id
  role          = "roles/cloudkms.cryptoKeyEncrypterDecrypter"
  member        = "serviceAccount:\${google_service_account.app.email}"
}`,
  'sec.iam_user_access_administrator': `resource "azurerm_role_assignment" "app" {
  scope                = azurerm_resource_group.app.id
  role_definition_name = "Key Vault Secrets User"
  principal_id         = azurerm_user_assigned_identity.app.principal_id
}`,
  // Keys
  'arch.key_deletion_window_short': `resource "aws_kms_key" "data" {
  description             = "data"
  enable_key_rotation     = true
  deletion_window_in_days = 30
}

resource "google_kms_crypto_key" "data" {
  name                       = "data"
  key_ring                   = google_kms_key_ring.main.id
  rotation_period            = "7776000s"
  destroy_scheduled_duration = "2592000s"
}`,
  'cmp.key_rotation_period_long': `resource "google_kms_crypto_key" "data" {
  name            = "data"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"
}`,
  'cmp.key_vault_key_without_expiration': `resource "azurerm_key_vault_key" "data" {
  name            = "data"
  key_vault_id    = azurerm_key_vault.main.id
  key_type        = "RSA"
  key_size        = 3072
  key_opts        = ["wrapKey", "unwrapKey"]
  expiration_date = timeadd(time_rotating.yearly.rfc3339, "8760h")
  rotation_policy {
    expire_after         = "P1Y"
    notify_before_expiry = "P30D"
    automatic {
      time_before_expiry = "P30D"
    }
  }
}`,
}
