// Terraform snippets that fix the problems of the security checks (Check.terraformFix), kept apart from the
// checks because they are long text. Block and attribute names are the providers' own (registry.terraform.io);
// a snippet shows only the arguments the fix sets, and `aws_subnet.a`-style references stand for your own resources.
export const SECURITY_FIXES = {
  'sec.instance_public_ip_admin_port': `# Keep the instance off the internet, and admit SSH only from inside the network.
resource "aws_instance" "app" {
  associate_public_ip_address = false
  vpc_security_group_ids      = [aws_security_group.app.id]
}

resource "aws_vpc_security_group_ingress_rule" "ssh" {
  security_group_id = aws_security_group.app.id
  ip_protocol       = "tcp"
  from_port         = 22
  to_port           = 22
  cidr_ipv4         = "10.0.0.0/8"
}`,
  'sec.instance_imdsv1_enabled': `resource "aws_instance" "app" {
  metadata_options {
    http_endpoint               = "enabled"
    http_tokens                 = "required"
    http_put_response_hop_limit = 1
  }
}`,
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
  'sec.function_secrets_in_environment': `# Reference the secret store instead of the secret.
resource "aws_lambda_function" "api" {
  environment {
    variables = {
      DB_PASSWORD_ARN = aws_secretsmanager_secret.db_password.arn
    }
  }
}

resource "google_cloudfunctions2_function" "api" {
  service_config {
    secret_environment_variables {
      key        = "DB_PASSWORD"
      project_id = "acme-prod"
      secret     = google_secret_manager_secret.db_password.secret_id
      version    = "latest"
    }
  }
}

resource "azurerm_linux_function_app" "api" {
  app_settings = {
    DB_PASSWORD = "@Microsoft.KeyVault(SecretUri=\${azurerm_key_vault_secret.db_password.versionless_id})"
  }
}`,
  'sec.function_public_url': `resource "aws_lambda_function_url" "api" {
  function_name      = aws_lambda_function.api.function_name
  authorization_type = "AWS_IAM"
}

# Grant the invoker role to named callers, never to allUsers.
resource "google_cloudfunctions_function_iam_member" "invoker" {
  cloud_function = google_cloudfunctions_function.api.name
  role           = "roles/cloudfunctions.invoker"
  member         = "serviceAccount:caller@acme-prod.iam.gserviceaccount.com"
}

resource "azurerm_linux_function_app" "api" {
  auth_settings_v2 {
    auth_enabled           = true
    require_authentication = true
    login {}
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
  'sec.load_balancer_http_listener': `resource "aws_lb_listener" "http" {
  load_balancer_arn = aws_lb.web.arn
  port              = 80
  protocol          = "HTTP"
  default_action {
    type = "redirect"
    redirect {
      port        = "443"
      protocol    = "HTTPS"
      status_code = "HTTP_301"
    }
  }
}

resource "google_compute_url_map" "http_redirect" {
  name = "http-redirect"
  default_url_redirect {
    https_redirect = true
    strip_query    = false
  }
}`,
  'sec.load_balancer_weak_tls_policy': `resource "aws_lb_listener" "https" {
  load_balancer_arn = aws_lb.web.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-TLS13-1-2-2021-06"
  certificate_arn   = aws_acm_certificate.web.arn
  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}

resource "google_compute_ssl_policy" "modern" {
  name            = "tls12-modern"
  profile         = "MODERN"
  min_tls_version = "TLS_1_2"
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
} as const satisfies Record<string, string>
