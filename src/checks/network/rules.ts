import { attributesOf, num } from '../attributes.ts'
import type { Check } from '../check.ts'
import { admitsAllTrafficFromWorld, portRanges } from '../security-network.ts'
import { admitsWorldOnPorts, worldIngressProtocol } from './rule-reading.ts'
import { NETWORK_SHELF_FIXES } from './terraform-fixes.ts'

// Network rules on a single port or protocol (CIS admin ports, SMB, UDP), AWS network ACLs and default groups.

const RULE_TYPES = [
  'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
  'azurerm_network_security_group', 'azurerm_network_security_rule',
]

export const RULE_CHECKS: Check[] = [
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
