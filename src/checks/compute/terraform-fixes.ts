// Terraform snippets that fix the compute shelf's checks, keyed by check id (check-model.test.ts parses them).
export const COMPUTE_FIXES: Record<string, string> = {
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
  'cost.previous_generation_instance': `resource "aws_instance" "app" {
  instance_type = "m7i.large"
}

resource "google_compute_instance" "app" {
  machine_type = "n2-standard-2"
}

resource "azurerm_linux_virtual_machine" "app" {
  size = "Standard_D2s_v5"
}`,
  'cost.function_overprovisioned_memory': `resource "aws_lambda_function" "thumbnailer" {
  memory_size = 512
}

resource "google_cloudfunctions2_function" "thumbnailer" {
  service_config {
    available_memory = "512M"
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
  'cmp.instance_disk_unencrypted': `resource "aws_instance" "app" {
  root_block_device {
    encrypted  = true
    kms_key_id = aws_kms_key.ebs.arn
  }
}

resource "aws_ebs_encryption_by_default" "this" {
  enabled = true
}`,
  'sec.cluster_public_endpoint_unrestricted': `resource "aws_eks_cluster" "main" {
  vpc_config {
    endpoint_private_access = true
    endpoint_public_access  = false
  }
}

resource "google_container_cluster" "main" {
  master_authorized_networks_config {
    cidr_blocks {
      cidr_block   = "10.0.0.0/8"
      display_name = "corporate"
    }
  }
}

resource "azurerm_kubernetes_cluster" "main" {
  api_server_access_profile {
    authorized_ip_ranges = ["203.0.113.0/24"]
  }
}`,
  'cmp.cluster_secrets_not_encrypted_with_cmk': `resource "aws_eks_cluster" "main" {
  encryption_config {
    resources = ["secrets"]
    provider {
      key_arn = aws_kms_key.eks.arn
    }
  }
}

resource "google_container_cluster" "main" {
  database_encryption {
    state    = "ENCRYPTED"
    key_name = google_kms_crypto_key.gke.id
  }
}

resource "azurerm_kubernetes_cluster" "main" {
  key_management_service {
    key_vault_key_id = azurerm_key_vault_key.aks.id
  }
}`,
  'cmp.cluster_audit_logging_disabled': `resource "aws_eks_cluster" "main" {
  enabled_cluster_log_types = ["api", "audit", "authenticator"]
}

resource "google_container_cluster" "main" {
  logging_service = "logging.googleapis.com/kubernetes"
}`,
  'cmp.cluster_kubernetes_version_unsupported': `resource "google_container_cluster" "main" {
  release_channel {
    channel = "REGULAR"
  }
}

resource "azurerm_kubernetes_cluster" "main" {
  kubernetes_version        = "1.34"
  automatic_upgrade_channel = "stable"
}`,
  'cost.cluster_eks_extended_support': `resource "aws_eks_cluster" "main" {
  version = "1.34"
  upgrade_policy {
    support_type = "STANDARD"
  }
}`,
  'arch.cluster_auto_upgrade_disabled': `resource "google_container_node_pool" "default" {
  management {
    auto_repair  = true
    auto_upgrade = true
  }
}

resource "azurerm_kubernetes_cluster" "main" {
  automatic_upgrade_channel = "patch"
  node_os_upgrade_channel   = "NodeImage"
}`,
  'arch.cluster_control_plane_single_zone': `resource "google_container_cluster" "main" {
  # A region, not a zone: the control plane and nodes span three zones.
  location = "europe-west1"
}

resource "azurerm_kubernetes_cluster" "main" {
  default_node_pool {
    name  = "system"
    zones = ["1", "2", "3"]
  }
}`,
  'sec.cluster_network_policy_disabled': `resource "google_container_cluster" "main" {
  datapath_provider = "ADVANCED_DATAPATH"
}

resource "azurerm_kubernetes_cluster" "main" {
  network_profile {
    network_plugin = "azure"
    network_policy = "azure"
  }
}`,
  'sec.cluster_nodes_public_ip': `resource "google_container_cluster" "main" {
  private_cluster_config {
    enable_private_nodes    = true
    enable_private_endpoint = false
  }
}

resource "azurerm_kubernetes_cluster" "main" {
  default_node_pool {
    name                   = "system"
    node_public_ip_enabled = false
  }
}`,
  'sec.cluster_legacy_abac_enabled': `resource "google_container_cluster" "main" {
  enable_legacy_abac = false
}`,
  'sec.cluster_client_certificate_enabled': `resource "google_container_cluster" "main" {
  master_auth {
    client_certificate_config {
      issue_client_certificate = false
    }
  }
}`,
  'sec.cluster_workload_identity_disabled': `resource "google_container_cluster" "main" {
  workload_identity_config {
    workload_pool = "my-project.svc.id.goog"
  }
}

resource "azurerm_kubernetes_cluster" "main" {
  oidc_issuer_enabled       = true
  workload_identity_enabled = true
}`,
  'sec.cluster_shielded_nodes_disabled': `resource "google_container_cluster" "main" {
  enable_shielded_nodes = true
}`,
  'sec.cluster_rbac_disabled': `resource "azurerm_kubernetes_cluster" "main" {
  role_based_access_control_enabled = true
  azure_active_directory_role_based_access_control {
    azure_rbac_enabled = true
  }
}`,
  'sec.cluster_local_accounts_enabled': `resource "azurerm_kubernetes_cluster" "main" {
  local_account_disabled = true
  azure_active_directory_role_based_access_control {
    azure_rbac_enabled = true
  }
}`,
  'sec.registry_scan_on_push_disabled': `resource "aws_ecr_repository" "app" {
  image_scanning_configuration {
    scan_on_push = true
  }
}`,
  'sec.registry_tags_mutable': `resource "aws_ecr_repository" "app" {
  image_tag_mutability = "IMMUTABLE"
}

resource "google_artifact_registry_repository" "app" {
  format = "DOCKER"
  docker_config {
    immutable_tags = true
  }
}`,
  'sec.registry_public_access': `# Delete the aws_ecr_repository_policy statement with Principal "*" and the allUsers member of
# google_artifact_registry_repository_iam_member; grant pull to the deploying identities instead.
resource "aws_ecr_repository_policy" "app" {
  repository = aws_ecr_repository.app.name
  policy     = data.aws_iam_policy_document.pull_from_workloads.json
}

resource "azurerm_container_registry" "main" {
  anonymous_pull_enabled = false
}`,
  'cost.registry_without_cleanup_policy': `resource "aws_ecr_lifecycle_policy" "app" {
  repository = aws_ecr_repository.app.name
  policy = jsonencode({
    rules = [{
      rulePriority = 1
      description  = "Expire untagged images after 7 days"
      selection    = { tagStatus = "untagged", countType = "sinceImagePushed", countUnit = "days", countNumber = 7 }
      action       = { type = "expire" }
    }]
  })
}

resource "google_artifact_registry_repository" "app" {
  cleanup_policies {
    id     = "delete-untagged"
    action = "DELETE"
    condition {
      tag_state  = "UNTAGGED"
      older_than = "604800s"
    }
  }
}`,
  'sec.registry_admin_user_enabled': `resource "azurerm_container_registry" "main" {
  admin_enabled = false
}`,
  'sec.registry_public_network_access': `resource "azurerm_container_registry" "main" {
  sku                           = "Premium"
  public_network_access_enabled = false
}`,
  'sec.container_privileged': `resource "aws_ecs_task_definition" "app" {
  container_definitions = jsonencode([{
    name       = "app"
    image      = "app:1.4.2"
    privileged = false
  }])
}`,
  'sec.container_host_network_mode': `resource "aws_ecs_task_definition" "app" {
  network_mode = "awsvpc"
}`,
  'sec.container_secrets_in_environment': `resource "aws_ecs_task_definition" "app" {
  container_definitions = jsonencode([{
    name    = "app"
    image   = "app:1.4.2"
    secrets = [{ name = "DB_PASSWORD", valueFrom = aws_secretsmanager_secret.db.arn }]
  }])
}

resource "google_cloud_run_v2_service" "app" {
  template {
    containers {
      image = "europe-docker.pkg.dev/p/app/app:1.4.2"
      env {
        name = "DB_PASSWORD"
        value_source {
          secret_key_ref {
            secret  = google_secret_manager_secret.db.secret_id
            version = "latest"
          }
        }
      }
    }
  }
}

resource "azurerm_container_app" "app" {
  secret {
    name                = "db-password"
    key_vault_secret_id = azurerm_key_vault_secret.db.versionless_id
    identity            = "System"
  }
}`,
  'sec.container_root_filesystem_writable': `resource "aws_ecs_task_definition" "app" {
  container_definitions = jsonencode([{
    name                   = "app"
    image                  = "app:1.4.2"
    readonlyRootFilesystem = true
  }])
}`,
  'cmp.container_logging_disabled': `resource "aws_ecs_task_definition" "app" {
  container_definitions = jsonencode([{
    name  = "app"
    image = "app:1.4.2"
    logConfiguration = {
      logDriver = "awslogs"
      options   = { "awslogs-group" = "/ecs/app", "awslogs-region" = "eu-west-1", "awslogs-stream-prefix" = "app" }
    }
  }])
}`,
  'sec.container_service_public_ip': `resource "aws_ecs_service" "app" {
  network_configuration {
    subnets          = var.private_subnet_ids
    security_groups  = [aws_security_group.app.id]
    assign_public_ip = false
  }
}`,
  'arch.container_service_single_task': `resource "aws_ecs_service" "app" {
  desired_count = 2
}`,
  'sec.container_service_public_unauthenticated': `resource "google_cloud_run_v2_service" "app" {
  ingress = "INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER"
}`,
  'sec.container_service_default_service_account': `resource "google_cloud_run_v2_service" "app" {
  template {
    service_account = google_service_account.app.email
  }
}`,
  'sec.container_app_insecure_ingress': `resource "azurerm_container_app" "app" {
  ingress {
    external_enabled           = true
    target_port                = 8080
    allow_insecure_connections = false
  }
}`,
  'sec.container_app_external_ingress_no_restriction': `resource "azurerm_container_app" "app" {
  ingress {
    external_enabled = true
    target_port      = 8080
    ip_security_restriction {
      name             = "corporate"
      action           = "Allow"
      ip_address_range = "203.0.113.0/24"
    }
  }
}`,
  'sec.web_app_https_not_enforced': `resource "azurerm_linux_web_app" "app" {
  https_only = true
}

resource "google_app_engine_standard_app_version" "app" {
  handlers {
    url_regex      = ".*"
    security_level = "SECURE_ALWAYS"
    script {
      script_path = "auto"
    }
  }
}`,
  'sec.web_app_weak_min_tls': `resource "azurerm_linux_web_app" "app" {
  site_config {
    minimum_tls_version     = "1.2"
    scm_minimum_tls_version = "1.2"
  }
}`,
  'sec.web_app_ftp_allowed': `resource "azurerm_linux_web_app" "app" {
  site_config {
    ftps_state = "Disabled"
  }
}`,
  'sec.web_app_remote_debugging_enabled': `resource "azurerm_linux_web_app" "app" {
  site_config {
    remote_debugging_enabled = false
  }
}`,
  'sec.web_app_without_managed_identity': `resource "azurerm_linux_web_app" "app" {
  identity {
    type = "SystemAssigned"
  }
}`,
  'sec.web_app_basic_publishing_auth': `resource "azurerm_linux_web_app" "app" {
  ftp_publish_basic_authentication_enabled       = false
  webdeploy_publish_basic_authentication_enabled = false
}`,
  'sec.web_app_http2_disabled': `resource "azurerm_linux_web_app" "app" {
  site_config {
    http2_enabled = true
  }
}`,
  'sec.web_app_client_certificates_disabled': `resource "azurerm_linux_web_app" "app" {
  client_certificate_enabled = true
  client_certificate_mode    = "Required"
}`,
  'arch.web_app_enhanced_health_disabled': `resource "aws_elastic_beanstalk_environment" "app" {
  setting {
    namespace = "aws:elasticbeanstalk:healthreporting:system"
    name      = "SystemType"
    value     = "enhanced"
  }
}`,
  'arch.web_app_managed_updates_disabled': `resource "aws_elastic_beanstalk_environment" "app" {
  setting {
    namespace = "aws:elasticbeanstalk:managedactions"
    name      = "ManagedActionsEnabled"
    value     = "true"
  }
  setting {
    namespace = "aws:elasticbeanstalk:managedactions"
    name      = "PreferredStartTime"
    value     = "Sun:03:00"
  }
  setting {
    namespace = "aws:elasticbeanstalk:managedactions:platformupdate"
    name      = "UpdateLevel"
    value     = "minor"
  }
}`,
  'cmp.web_app_logs_not_streamed': `resource "aws_elastic_beanstalk_environment" "app" {
  setting {
    namespace = "aws:elasticbeanstalk:cloudwatch:logs"
    name      = "StreamLogs"
    value     = "true"
  }
  setting {
    namespace = "aws:elasticbeanstalk:cloudwatch:logs"
    name      = "RetentionInDays"
    value     = "365"
  }
}`,
  'sec.instance_without_identity': `resource "aws_instance" "app" {
  iam_instance_profile = aws_iam_instance_profile.app.name
}

resource "azurerm_linux_virtual_machine" "app" {
  identity {
    type = "SystemAssigned"
  }
}`,
  'arch.instance_detailed_monitoring_disabled': `resource "aws_instance" "app" {
  monitoring = true
}`,
  'arch.instance_termination_protection_disabled': `resource "aws_instance" "app" {
  disable_api_termination = true
}

resource "google_compute_instance" "app" {
  deletion_protection = true
}`,
  'cost.instance_stopped_long': `# Terminate the instance by removing its resource block (snapshot the disks first if the data matters):
# resource "aws_instance" "legacy" { ... }
resource "aws_ebs_snapshot" "legacy_root" {
  volume_id = "vol-0123456789abcdef0"
}`,
  'sec.instance_default_service_account_full_access': `resource "google_compute_instance" "app" {
  service_account {
    email  = google_service_account.app.email
    scopes = ["cloud-platform"]
  }
}`,
  'sec.instance_serial_port_enabled': `resource "google_compute_instance" "app" {
  metadata = {
    "serial-port-enable" = "false"
  }
}`,
  'sec.instance_ip_forwarding_enabled': `resource "aws_instance" "app" {
  source_dest_check = true
}

resource "google_compute_instance" "app" {
  can_ip_forward = false
}`,
  'sec.instance_os_login_disabled': `resource "google_compute_instance" "app" {
  metadata = {
    "enable-oslogin" = "TRUE"
  }
}`,
  'sec.instance_project_ssh_keys_allowed': `resource "google_compute_instance" "app" {
  metadata = {
    "block-project-ssh-keys" = "TRUE"
  }
}`,
  'sec.instance_shielded_vm_disabled': `resource "google_compute_instance" "app" {
  shielded_instance_config {
    enable_secure_boot          = true
    enable_vtpm                 = true
    enable_integrity_monitoring = true
  }
}

resource "azurerm_linux_virtual_machine" "app" {
  secure_boot_enabled = true
  vtpm_enabled        = true
}`,
  'cmp.instance_encryption_at_host_disabled': `resource "azurerm_linux_virtual_machine" "app" {
  encryption_at_host_enabled = true
}`,
  'sec.instance_password_authentication': `resource "azurerm_linux_virtual_machine" "app" {
  disable_password_authentication = true
  admin_ssh_key {
    username   = "azureuser"
    public_key = file("~/.ssh/id_ed25519.pub")
  }
}`,
  'arch.function_tracing_disabled': `resource "aws_lambda_function" "app" {
  tracing_config {
    mode = "Active"
  }
}`,
  'arch.function_without_dead_letter_queue': `resource "aws_lambda_function" "app" {
  dead_letter_config {
    target_arn = aws_sqs_queue.app_dlq.arn
  }
}`,
  'sec.function_not_in_vpc': `resource "aws_lambda_function" "app" {
  vpc_config {
    subnet_ids         = var.private_subnet_ids
    security_group_ids = [aws_security_group.app.id]
  }
}`,
  'sec.function_public_resource_policy': `resource "aws_lambda_permission" "from_bucket" {
  statement_id   = "AllowS3Invoke"
  action         = "lambda:InvokeFunction"
  function_name  = aws_lambda_function.app.function_name
  principal      = "s3.amazonaws.com"
  source_arn     = aws_s3_bucket.uploads.arn
  source_account = "111122223333"
}`,
  'sec.function_code_signing_disabled': `resource "aws_lambda_code_signing_config" "app" {
  allowed_publishers {
    signing_profile_version_arns = [aws_signer_signing_profile.app.version_arn]
  }
  policies {
    untrusted_artifact_on_deployment = "Enforce"
  }
}

resource "aws_lambda_function" "app" {
  code_signing_config_arn = aws_lambda_code_signing_config.app.arn
}`,
  'cost.function_x86_architecture': `resource "aws_lambda_function" "app" {
  architectures = ["arm64"]
}`,
  'sec.function_app_https_not_enforced': `resource "azurerm_linux_function_app" "app" {
  https_only = true
}`,
  'sec.function_app_weak_min_tls': `resource "azurerm_linux_function_app" "app" {
  site_config {
    minimum_tls_version = "1.2"
  }
}`,
}
