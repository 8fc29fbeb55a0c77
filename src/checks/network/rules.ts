import { attributesOf, num, strings } from '../attributes.ts'
import type { Check, InventoryIndex } from '../check.ts'
import { admitsAllTrafficFromWorld, admitsWorld, admitsWorldOnPorts, isIngressAllow, portRanges, protocolOf, worldIngressProtocol } from './rule-reading.ts'
import { NETWORK_SHELF_FIXES } from './terraform-fixes.ts'

// Network rules (security group rules, VPC firewall rules, NSG rules): open to the world on every port or on
// one port or protocol (databases, CIS admin ports, SMB, UDP), unused rules, flow logs, AWS network ACLs and
// default groups. rule-reading.ts reads a rule in the three providers' spellings.

/** The database ports the check's description names; changing this list changes the check's meaning. */
const DATABASE_PORTS = [3306, 5432, 1433, 27017]

function attachedToRunningInstance(a: Record<string, unknown>, index: InventoryIndex): boolean {
  const groups = strings(a.attached_to) ?? []
  const running = index?.runningInstanceNetworkGroups
  return running !== undefined && groups.some((g) => running.has(g))
}

const RULE_TYPES = [
  'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
  'azurerm_network_security_group', 'azurerm_network_security_rule',
]

export const RULE_CHECKS: Check[] = [
  {
    id: 'sec.security_group_open_to_world',
    dimension: 'security',
    severity: 'high',
    effort: 'medium',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'Network rule allows inbound traffic from 0.0.0.0/0 on all ports',
    description: 'The rule admits any protocol on any port from the whole internet. Every service listening on attached hosts is exposed.',
    rationale: 'A rule open to the world on every port exposes every service on the attached hosts, including admin interfaces, databases and debug endpoints nobody meant to publish.',
    terraformFix: NETWORK_SHELF_FIXES['sec.security_group_open_to_world'],
    remediation: 'Replace the rule with narrowly scoped rules (only the ports the service needs, only the sources that need them); put public services behind a load balancer.',
    // An all-open rule also opens the admin ports (22, 3389) that these controls name.
    controls: { cis_aws: ['5.1.2', '5.2', '5.3', '5.4'], cis_gcp: ['3.6', '3.7'], cis_azure: ['7.1', '7.2', '7.3', '7.4'], soc2: ['CC6.6'], pci_dss: ['1.3.1', '1.4.2'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'CM-7'], hipaa: ['164.312(a)(1)'] },
    // A rule that no running instance carries exposes nothing today; `arch.unused_network_rule` covers the orphans.
    evaluate: (resource, index) => {
      const a = attributesOf(resource)
      return admitsAllTrafficFromWorld(a) && attachedToRunningInstance(a, index)
    },
  },
  {
    id: 'sec.database_port_open_to_world',
    dimension: 'security',
    severity: 'critical',
    effort: 'low',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'Database port reachable from the internet',
    description: 'The rule admits 0.0.0.0/0 on a database port (3306, 5432, 1433 or 27017). Databases exposed this way are found by mass scanners within hours.',
    rationale: 'Databases reachable from the internet are found by mass scanners within hours and attacked with credential stuffing and engine exploits; exposed instances are wiped and held to ransom automatically.',
    terraformFix: NETWORK_SHELF_FIXES['sec.database_port_open_to_world'],
    remediation: 'Remove the rule; reach the database only from application subnets or through a private endpoint.',
    controls: { cis_gcp: ['6.5'], soc2: ['CC6.6'], pci_dss: ['1.4.4'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7'], hipaa: ['164.312(a)(1)'] },
    evaluate: (resource) => {
      const a = attributesOf(resource)
      if (!isIngressAllow(a) || !admitsWorld(a)) return false
      const protocol = protocolOf(a)
      if (protocol !== 'tcp' && protocol !== 'any') return false
      // A rule open on every port is one root cause with its own finding (sec.security_group_open_to_world);
      // reporting it here too would double-count it.
      if (admitsAllTrafficFromWorld(a)) return false
      const ranges = portRanges(a.port_range)
      return ranges !== undefined && ranges.some(([low, high]) => DATABASE_PORTS.some((p) => p >= low && p <= high))
    },
  },
  {
    id: 'arch.unused_network_rule',
    dimension: 'architecture',
    severity: 'info',
    effort: 'low',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'Network rule is not attached to any resource',
    description: 'The rule or security group is not attached to any interface. Orphaned rules accumulate and make reviews harder, and get attached later by mistake.',
    rationale: 'Rules nobody uses still have to be reviewed, hide the rules that matter, and open a path the moment someone attaches the group to a new host.',
    remediation: 'Delete the rule after confirming with its owner.',
    controls: { soc2: ['CC6.6'], pci_dss: ['1.2.7'], iso_27001: ['A.8.9'], nist_800_53: ['CM-6'] },
    evaluate: (resource) => {
      const attachedTo = attributesOf(resource).attached_to
      return Array.isArray(attachedTo) && attachedTo.length === 0
    },
  },
  {
    id: 'cmp.flow_logs_disabled',
    dimension: 'compliance',
    severity: 'medium',
    effort: 'low',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'VPC flow logs are disabled for the network of this rule',
    description: 'Flow logging is off for the network, so there is no evidence of what traffic this rule admitted. CIS AWS 3.7 requires flow logs.',
    rationale: 'Flow logs are the record of which connections a network admitted; without them an intrusion through an open rule leaves no network evidence to investigate.',
    terraformFix: NETWORK_SHELF_FIXES['cmp.flow_logs_disabled'],
    remediation: 'Enable flow logs for the VPC or VNet to a central log destination with 90-day retention.',
    controls: { cis_aws: ['3.7'], cis_gcp: ['3.8'], cis_azure: ['6.1.1.5', '6.1.1.7'], soc2: ['CC7.2'], pci_dss: ['10.2.1'], iso_27001: ['A.8.15', 'A.8.16'], nist_800_53: ['AU-12', 'SI-4'], hipaa: ['164.312(b)'] },
    evaluate: (resource) => attributesOf(resource).flow_logs === false,
  },
  {
    id: 'sec.network_rule_admin_port_open_to_world',
    dimension: 'security',
    severity: 'high',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: RULE_TYPES,
    title: 'Network rule admits the internet to SSH or RDP',
    description: 'The rule allows 0.0.0.0/0 (or ::/0, Internet) to port 22 or 3389, so remote administration is reachable by anyone.',
    rationale: 'SSH and RDP listeners open to the world receive brute-force and exploit traffic within minutes; one weak password or unpatched service hands an attacker a shell.',
    terraformFix: NETWORK_SHELF_FIXES['sec.network_rule_admin_port_open_to_world'],
    remediation: 'Restrict the source to a bastion, VPN or corporate range, or replace direct access with Session Manager, IAP TCP forwarding or Azure Bastion.',
    controls: { cis_aws: ['5.3', '5.4'], cis_gcp: ['3.6', '3.7'], cis_azure: ['7.1', '7.2'], soc2: ['CC6.6'], pci_dss: ['1.3.1'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'AC-17'], hipaa: ['164.312(a)(1)'] },
    effort: 'low',
    evaluate: (resource) => admitsWorldOnPorts(attributesOf(resource), [22, 3389], ['tcp', 'any']),
  },
  {
    id: 'sec.network_rule_smb_open_to_world',
    dimension: 'security',
    severity: 'high',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: RULE_TYPES,
    title: 'Network rule admits the internet to SMB/CIFS (port 445)',
    description: 'The rule allows the whole internet to TCP port 445, where Windows file sharing (SMB/CIFS) listens.',
    rationale: 'SMB exposed to the internet is how worms such as WannaCry spread; file shares reachable from anywhere leak data and invite relay and credential attacks.',
    terraformFix: NETWORK_SHELF_FIXES['sec.network_rule_smb_open_to_world'],
    remediation: 'Remove the rule; reach file shares only from private ranges or over a VPN or private endpoint.',
    controls: { cis_aws: ['5.1.2'], soc2: ['CC6.6'], pci_dss: ['1.3.1'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'CM-7'] },
    effort: 'low',
    evaluate: (resource) => admitsWorldOnPorts(attributesOf(resource), [445], ['tcp', 'any']),
  },
  {
    id: 'sec.network_rule_udp_open_to_world',
    dimension: 'security',
    severity: 'medium',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: RULE_TYPES,
    title: 'Network rule admits the internet over UDP',
    description: 'The rule allows UDP traffic from the whole internet to the attached hosts.',
    rationale: 'Internet-facing UDP services (DNS, NTP, SSDP, memcached) are abused for reflection and amplification attacks and are rarely meant to be public.',
    terraformFix: NETWORK_SHELF_FIXES['sec.network_rule_udp_open_to_world'],
    remediation: 'Limit the source to the networks that need the service, or close the UDP port if nothing public depends on it.',
    controls: { cis_azure: ['7.3'], soc2: ['CC6.6'], pci_dss: ['1.3.1'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'SC-5'] },
    effort: 'low',
    evaluate: (resource) => {
      const a = attributesOf(resource)
      // Ports must be readable, and a rule open on everything has its own finding.
      return worldIngressProtocol(a) === 'udp' && !admitsAllTrafficFromWorld(a) && portRanges(a.port_range) !== undefined
    },
  },
  {
    id: 'sec.network_acl_admin_port_open_to_world',
    dimension: 'security',
    severity: 'medium',
    kinds: ['network_rule'],
    providers: ['aws'],
    terraformTypes: ['aws_network_acl', 'aws_network_acl_rule', 'aws_default_network_acl'],
    title: 'Network ACL allows the internet to reach SSH or RDP',
    description: 'An inbound allow entry of the network ACL admits 0.0.0.0/0 or ::/0 to port 22 or 3389 before any deny entry does.',
    rationale: 'The network ACL is the subnet-wide backstop behind security groups; when it also admits admin ports from anywhere, one permissive group exposes every host of the subnet.',
    terraformFix: NETWORK_SHELF_FIXES['sec.network_acl_admin_port_open_to_world'],
    remediation: 'Add deny entries for ports 22 and 3389 from 0.0.0.0/0 and ::/0 numbered before the broad allow, or narrow the allow entry to trusted ranges.',
    controls: { cis_aws: ['5.2'], soc2: ['CC6.6'], pci_dss: ['1.3.1'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7'] },
    effort: 'low',
    evaluate: (resource) => {
      const ports = attributesOf(resource).acl_open_admin_ports
      return Array.isArray(ports) && ports.some((p) => p === 22 || p === 3389)
    },
  },
  {
    id: 'sec.default_security_group_allows_traffic',
    dimension: 'security',
    severity: 'medium',
    kinds: ['network_rule'],
    providers: ['aws'],
    terraformTypes: ['aws_default_security_group'],
    title: 'Default security group of the VPC has rules',
    description: 'The VPC\'s default security group still holds inbound or outbound rules, so resources launched without a group get them.',
    rationale: 'Anything launched without an explicit group lands in the default one; rules left in it silently connect unrelated resources and undo least-privilege segmentation.',
    terraformFix: NETWORK_SHELF_FIXES['sec.default_security_group_allows_traffic'],
    remediation: 'Remove every rule of the default security group and give each resource a purpose-made group.',
    controls: { cis_aws: ['5.5'], soc2: ['CC6.6'], pci_dss: ['1.2.7'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'AC-4'] },
    effort: 'medium',
    evaluate: (resource) => (num(attributesOf(resource).default_group_rule_count) ?? 0) > 0,
  },
]
