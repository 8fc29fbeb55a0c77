// Terraform snippets that fix the network shelf's checks, keyed by check id (check-model.test.ts parses them).
export const NETWORK_SHELF_FIXES: Record<string, string> = {
  'sec.security_group_open_to_world': `# Admit only the service's port, and only from the load balancer in front of it.
resource "aws_vpc_security_group_ingress_rule" "https" {
  security_group_id            = aws_security_group.web.id
  ip_protocol                  = "tcp"
  from_port                    = 443
  to_port                      = 443
  referenced_security_group_id = aws_security_group.lb.id
}

resource "google_compute_firewall" "web" {
  name          = "allow-https-from-google-lb"
  network       = "prod-vpc"
  source_ranges = ["130.211.0.0/22", "35.191.0.0/16"]
  target_tags   = ["web"]
  allow {
    protocol = "tcp"
    ports    = ["443"]
  }
}

resource "azurerm_network_security_rule" "https" {
  name                        = "allow-https-from-lb"
  priority                    = 100
  direction                   = "Inbound"
  access                      = "Allow"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_range      = "443"
  source_address_prefix       = "AzureLoadBalancer"
  destination_address_prefix  = "VirtualNetwork"
  resource_group_name         = azurerm_resource_group.app.name
  network_security_group_name = azurerm_network_security_group.web.name
}`,
  'sec.database_port_open_to_world': `# Admit the database port from the application tier only.
resource "aws_vpc_security_group_ingress_rule" "postgres" {
  security_group_id            = aws_security_group.db.id
  ip_protocol                  = "tcp"
  from_port                    = 5432
  to_port                      = 5432
  referenced_security_group_id = aws_security_group.app.id
}

resource "google_compute_firewall" "postgres" {
  name        = "allow-postgres-from-app"
  network     = "prod-vpc"
  source_tags = ["app"]
  target_tags = ["db"]
  allow {
    protocol = "tcp"
    ports    = ["5432"]
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
  'sec.network_rule_admin_port_open_to_world': `resource "aws_vpc_security_group_ingress_rule" "ssh" {
  security_group_id = aws_security_group.app.id
  ip_protocol       = "tcp"
  from_port         = 22
  to_port           = 22
  # Only the bastion's group, never 0.0.0.0/0
  referenced_security_group_id = aws_security_group.bastion.id
}`,
  'sec.network_rule_smb_open_to_world': `resource "azurerm_network_security_rule" "smb" {
  name                        = "deny-smb-internet"
  priority                    = 100
  direction                   = "Inbound"
  access                      = "Deny"
  protocol                    = "Tcp"
  source_port_range           = "*"
  destination_port_range      = "445"
  source_address_prefix       = "Internet"
  destination_address_prefix  = "*"
  resource_group_name         = azurerm_resource_group.main.name
  network_security_group_name = azurerm_network_security_group.app.name
}`,
  'sec.network_rule_udp_open_to_world': `resource "google_compute_firewall" "dns" {
  name          = "allow-dns-from-corp"
  network       = google_compute_network.main.id
  direction     = "INGRESS"
  source_ranges = ["203.0.113.0/24"]
  allow {
    protocol = "udp"
    ports    = ["53"]
  }
}`,
  'sec.network_acl_admin_port_open_to_world': `resource "aws_network_acl_rule" "deny_ssh" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 10
  egress         = false
  protocol       = "tcp"
  rule_action    = "deny"
  cidr_block     = "0.0.0.0/0"
  from_port      = 22
  to_port        = 22
}

resource "aws_network_acl_rule" "deny_rdp" {
  network_acl_id = aws_network_acl.public.id
  rule_number    = 11
  egress         = false
  protocol       = "tcp"
  rule_action    = "deny"
  cidr_block     = "0.0.0.0/0"
  from_port      = 3389
  to_port        = 3389
}`,
  'sec.default_security_group_allows_traffic': `resource "aws_default_security_group" "default" {
  vpc_id = aws_vpc.main.id
  # No ingress or egress blocks: Terraform removes every rule of the default group.
}`,
  'sec.load_balancer_waf_missing': `resource "aws_wafv2_web_acl_association" "web" {
  resource_arn = aws_lb.web.arn
  web_acl_arn  = aws_wafv2_web_acl.web.arn
}`,
  'sec.load_balancer_invalid_headers_kept': `resource "aws_lb" "web" {
  name                       = "web"
  load_balancer_type         = "application"
  drop_invalid_header_fields = true
}`,
  'sec.load_balancer_desync_mitigation_monitor': `resource "aws_lb" "web" {
  name                   = "web"
  load_balancer_type     = "application"
  desync_mitigation_mode = "defensive"
}`,
  'arch.load_balancer_deletion_protection_disabled': `resource "aws_lb" "web" {
  name                       = "web"
  load_balancer_type         = "application"
  enable_deletion_protection = true
}`,
  'sec.load_balancer_ssl_policy_weak_ciphers': `resource "google_compute_ssl_policy" "modern" {
  name            = "modern-tls12"
  profile         = "MODERN"
  min_tls_version = "TLS_1_2"
}`,
  'arch.app_gateway_v1_sku': `resource "azurerm_application_gateway" "web" {
  name                = "agw-web"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  sku {
    name = "WAF_v2"
    tier = "WAF_v2"
  }
  autoscale_configuration {
    min_capacity = 2
    max_capacity = 10
  }
}`,
  'arch.app_gateway_http2_disabled': `resource "azurerm_application_gateway" "web" {
  name                = "agw-web"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  enable_http2        = true
}`,
  'sec.waf_detection_mode_only': `resource "azurerm_web_application_firewall_policy" "web" {
  name                = "wafp-web"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  policy_settings {
    enabled = true
    mode    = "Prevention"
  }
  managed_rules {
    managed_rule_set {
      type    = "OWASP"
      version = "3.2"
    }
  }
}`,
  'sec.waf_request_body_inspection_disabled': `resource "azurerm_web_application_firewall_policy" "web" {
  name                = "wafp-web"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  policy_settings {
    enabled            = true
    mode               = "Prevention"
    request_body_check = true
  }
  managed_rules {
    managed_rule_set {
      type    = "OWASP"
      version = "3.2"
    }
  }
}`,
  'sec.waf_bot_protection_disabled': `resource "azurerm_web_application_firewall_policy" "web" {
  name                = "wafp-web"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  managed_rules {
    managed_rule_set {
      type    = "OWASP"
      version = "3.2"
    }
    managed_rule_set {
      type    = "Microsoft_BotManagerRuleSet"
      version = "1.0"
    }
  }
}`,
  'cmp.network_flow_logs_disabled': `resource "aws_flow_log" "main" {
  vpc_id               = aws_vpc.main.id
  traffic_type         = "ALL"
  log_destination_type = "s3"
  log_destination      = aws_s3_bucket.flow_logs.arn
}`,
  'sec.default_network_in_use': `resource "google_compute_network" "main" {
  name                    = "main"
  auto_create_subnetworks = false
}
# Then delete the default network: gcloud compute networks delete default`,
  'arch.network_auto_mode_subnets': `resource "google_compute_network" "main" {
  name                    = "main"
  auto_create_subnetworks = false
}`,
  'sec.subnet_private_google_access_disabled': `resource "google_compute_subnetwork" "app" {
  name                     = "app"
  network                  = google_compute_network.main.id
  region                   = "europe-west1"
  ip_cidr_range            = "10.10.0.0/20"
  private_ip_google_access = true
}`,
  'sec.vnet_ddos_protection_disabled': `resource "azurerm_virtual_network" "prod" {
  name                = "vnet-prod"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  address_space       = ["10.0.0.0/16"]
  ddos_protection_plan {
    id     = azurerm_network_ddos_protection_plan.shared.id
    enable = true
  }
}`,
  'cmp.flow_log_retention_short': `resource "azurerm_network_watcher_flow_log" "vnet" {
  name                 = "fl-vnet-prod"
  network_watcher_name = azurerm_network_watcher.main.name
  resource_group_name  = azurerm_resource_group.network_watcher.name
  target_resource_id   = azurerm_virtual_network.prod.id
  storage_account_id   = azurerm_storage_account.flow_logs.id
  enabled              = true
  retention_policy {
    enabled = true
    days    = 90
  }
}`,
  'cost.unused_public_ip': `# Remove the idle address from the configuration (terraform destroy -target=aws_eip.idle), after
# deleting DNS records that point at it. Keep only addresses that are associated:
resource "aws_eip" "nat" {
  domain = "vpc"
}`,
  'sec.subnet_auto_assigns_public_ip': `resource "aws_subnet" "app" {
  vpc_id                  = aws_vpc.main.id
  cidr_block              = "10.0.1.0/24"
  map_public_ip_on_launch = false
}`,
  'sec.subnet_without_nsg': `resource "azurerm_subnet_network_security_group_association" "app" {
  subnet_id                 = azurerm_subnet.app.id
  network_security_group_id = azurerm_network_security_group.app.id
}`,
  'sec.dns_zone_dnssec_disabled': `resource "aws_route53_key_signing_key" "main" {
  name                       = "main"
  hosted_zone_id             = aws_route53_zone.main.id
  key_management_service_arn = aws_kms_key.dnssec.arn
}

resource "aws_route53_hosted_zone_dnssec" "main" {
  hosted_zone_id = aws_route53_key_signing_key.main.hosted_zone_id
}`,
  'sec.dns_dnssec_weak_algorithm': `resource "google_dns_managed_zone" "public" {
  name     = "public"
  dns_name = "example.com."
  dnssec_config {
    state = "on"
    default_key_specs {
      algorithm  = "rsasha256"
      key_length = 2048
      key_type   = "keySigning"
    }
    default_key_specs {
      algorithm  = "rsasha256"
      key_length = 1024
      key_type   = "zoneSigning"
    }
  }
}`,
  'cmp.dns_query_logging_disabled': `resource "aws_route53_query_log" "main" {
  zone_id                  = aws_route53_zone.main.zone_id
  cloudwatch_log_group_arn = aws_cloudwatch_log_group.route53.arn
}`,
  'sec.cdn_allows_http': `resource "aws_cloudfront_distribution" "site" {
  enabled = true
  default_cache_behavior {
    target_origin_id       = "site"
    viewer_protocol_policy = "redirect-to-https"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
    cache_policy_id        = data.aws_cloudfront_cache_policy.optimized.id
  }
}`,
  'sec.cdn_weak_viewer_tls': `resource "aws_cloudfront_distribution" "site" {
  enabled = true
  viewer_certificate {
    acm_certificate_arn      = aws_acm_certificate.site.arn
    ssl_support_method       = "sni-only"
    minimum_protocol_version = "TLSv1.2_2021"
  }
}`,
  'sec.cdn_waf_missing': `resource "aws_cloudfront_distribution" "site" {
  enabled    = true
  web_acl_id = aws_wafv2_web_acl.edge.arn
}`,
  'sec.cdn_origin_plaintext': `resource "aws_cloudfront_distribution" "site" {
  enabled = true
  origin {
    domain_name = "origin.example.com"
    origin_id   = "app"
    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "https-only"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }
}`,
  'sec.cdn_s3_origin_without_access_control': `resource "aws_cloudfront_origin_access_control" "assets" {
  name                              = "assets"
  origin_access_control_origin_type = "s3"
  signing_behavior                  = "always"
  signing_protocol                  = "sigv4"
}

resource "aws_cloudfront_distribution" "assets" {
  enabled = true
  origin {
    domain_name              = aws_s3_bucket.assets.bucket_regional_domain_name
    origin_id                = "assets"
    origin_access_control_id = aws_cloudfront_origin_access_control.assets.id
  }
}`,
  'cmp.cdn_access_logging_disabled': `resource "aws_cloudfront_distribution" "site" {
  enabled = true
  logging_config {
    bucket          = aws_s3_bucket.cdn_logs.bucket_domain_name
    include_cookies = false
    prefix          = "site/"
  }
}`,
  'cost.cdn_price_class_all_outside_production': `resource "aws_cloudfront_distribution" "staging" {
  enabled     = true
  price_class = "PriceClass_100"
}`,
  'cost.front_door_premium_outside_production': `resource "azurerm_cdn_frontdoor_profile" "staging" {
  name                = "afd-staging"
  resource_group_name = azurerm_resource_group.main.name
  sku_name            = "Standard_AzureFrontDoor"
}`,
  'cmp.api_gateway_access_logging_disabled': `resource "aws_api_gateway_stage" "prod" {
  rest_api_id   = aws_api_gateway_rest_api.api.id
  deployment_id = aws_api_gateway_deployment.api.id
  stage_name    = "prod"
  access_log_settings {
    destination_arn = aws_cloudwatch_log_group.api_access.arn
    format          = jsonencode({ requestId = "$context.requestId", ip = "$context.identity.sourceIp", status = "$context.status" })
  }
}`,
  'arch.api_gateway_tracing_disabled': `resource "aws_api_gateway_stage" "prod" {
  rest_api_id          = aws_api_gateway_rest_api.api.id
  deployment_id        = aws_api_gateway_deployment.api.id
  stage_name           = "prod"
  xray_tracing_enabled = true
}`,
  'sec.api_gateway_cache_unencrypted': `resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    caching_enabled      = true
    cache_data_encrypted = true
  }
}`,
  'sec.api_gateway_waf_missing': `resource "aws_wafv2_web_acl_association" "api" {
  resource_arn = aws_api_gateway_stage.prod.arn
  web_acl_arn  = aws_wafv2_web_acl.api.arn
}`,
  'sec.api_gateway_unauthenticated_methods': `resource "aws_api_gateway_method" "orders_get" {
  rest_api_id   = aws_api_gateway_rest_api.api.id
  resource_id   = aws_api_gateway_resource.orders.id
  http_method   = "GET"
  authorization = "COGNITO_USER_POOLS"
  authorizer_id = aws_api_gateway_authorizer.cognito.id
}`,
  'sec.api_gateway_weak_tls': `resource "aws_api_gateway_domain_name" "api" {
  domain_name              = "api.example.com"
  regional_certificate_arn = aws_acm_certificate.api.arn
  security_policy          = "TLS_1_2"
  endpoint_configuration {
    types = ["REGIONAL"]
  }
}`,
  'arch.api_management_developer_sku_in_production': `resource "azurerm_api_management" "prod" {
  name                = "apim-prod"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  publisher_name      = "Example"
  publisher_email     = "api@example.com"
  sku_name            = "Premium_2"
  zones               = ["1", "2"]
}`,
  'arch.api_gateway_throttling_disabled': `resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    throttling_rate_limit  = 500
    throttling_burst_limit = 1000
  }
}`,
  'cmp.queue_unencrypted_at_rest': `resource "aws_sqs_queue" "orders" {
  name                    = "orders"
  sqs_managed_sse_enabled = true
}

resource "aws_sns_topic" "events" {
  name              = "events"
  kms_master_key_id = "alias/aws/sns"
}`,
  'cmp.queue_without_customer_managed_key': `resource "google_pubsub_topic" "orders" {
  name         = "orders"
  kms_key_name = google_kms_crypto_key.pubsub.id
}`,
  'sec.queue_public_access': `resource "aws_sqs_queue_policy" "orders" {
  queue_url = aws_sqs_queue.orders.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "sns.amazonaws.com" }
      Action    = "sqs:SendMessage"
      Resource  = aws_sqs_queue.orders.arn
      Condition = { ArnEquals = { "aws:SourceArn" = aws_sns_topic.events.arn } }
    }]
  })
}`,
  'sec.queue_local_auth_enabled': `resource "azurerm_servicebus_namespace" "orders" {
  name                = "sb-orders"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  sku                 = "Standard"
  local_auth_enabled  = false
}`,
  'sec.queue_weak_tls': `resource "azurerm_servicebus_namespace" "orders" {
  name                = "sb-orders"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  sku                 = "Standard"
  minimum_tls_version = "1.2"
}`,
  'sec.queue_public_network_access': `resource "azurerm_servicebus_namespace" "orders" {
  name                          = "sb-orders"
  resource_group_name           = azurerm_resource_group.main.name
  location                      = azurerm_resource_group.main.location
  sku                           = "Premium"
  capacity                      = 1
  premium_messaging_partitions  = 1
  public_network_access_enabled = false
}`,
  'arch.queue_without_dead_letter': `resource "aws_sqs_queue" "orders_dlq" {
  name = "orders-dlq"
}

resource "aws_sqs_queue_redrive_policy" "orders" {
  queue_url = aws_sqs_queue.orders.id
  redrive_policy = jsonencode({
    deadLetterTargetArn = aws_sqs_queue.orders_dlq.arn
    maxReceiveCount     = 5
  })
}`,
  'arch.queue_basic_tier_in_production': `resource "azurerm_servicebus_namespace" "orders" {
  name                = "sb-orders"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  sku                 = "Standard"
}`,
  'sec.topic_plaintext_http_subscription': `resource "aws_sns_topic_subscription" "webhook" {
  topic_arn = aws_sns_topic.events.arn
  protocol  = "https"
  endpoint  = "https://hooks.example.com/sns"
}`,
}
