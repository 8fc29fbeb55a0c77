// Terraform snippets that fix the problems of the network rule checks (Check.terraformFix), kept apart from the
// checks because they are long text. Block and attribute names are the providers' own (registry.terraform.io);
// a snippet shows only the arguments the fix sets, and `aws_subnet.a`-style references stand for your own resources.
export const NETWORK_FIXES = {
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
} as const satisfies Record<string, string>
