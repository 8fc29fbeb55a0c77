import { attributesOf, port, str, strings, token } from './attributes.ts'
import type { Check, InventoryIndex } from './check.ts'
import { NETWORK_FIXES } from './terraform-fixes-network.ts'

// Security checks of network rules (security group rules, VPC firewall rules, NSG rules). They share one
// reading of a rule: direction, action, sources, protocol and ports, each in the spellings the three
// providers use (`-1`/`all`/`*` for any protocol, `0.0.0.0/0`/`Internet`/`*` for anywhere).

/** Sources that mean "the whole internet" (AWS/GCP CIDRs, Azure service tags). */
const WORLD_SOURCES = new Set(['0.0.0.0/0', '::/0', '*', 'internet', 'any'])
const ANY_PROTOCOL = new Set(['all', '-1', '*', 'any'])
/** The database ports the check's description names; changing this list changes the check's meaning. */
const DATABASE_PORTS = [3306, 5432, 1433, 27017]

type PortRange = readonly [number, number]

/** An ingress rule that allows (Azure NSGs also hold deny rules; an absent action is an allow, as in AWS and GCP). */
export function isIngressAllow(a: Record<string, unknown>): boolean {
  const direction = token(a.direction)
  return (direction === 'ingress' || direction === 'inbound') && token(a.action) !== 'deny'
}

/** One of the rule's sources is the whole internet. */
export function admitsWorld(a: Record<string, unknown>): boolean {
  const sources = typeof a.cidr === 'string' ? [a.cidr] : strings(a.cidr) ?? []
  return sources.some((s) => WORLD_SOURCES.has(s.trim().toLowerCase()))
}

/** The rule's protocol in the providers' spellings (`-1`, `all`, `6`, `udp`…); undefined when blank or absent. */
export function protocolOf(a: Record<string, unknown>): 'any' | 'tcp' | 'udp' | 'other' | undefined {
  const p = str(a.protocol)?.trim().toLowerCase()
  if (p === undefined || p === '') return undefined
  if (ANY_PROTOCOL.has(p)) return 'any'
  if (p === 'tcp' || p === '6') return 'tcp'
  if (p === 'udp' || p === '17') return 'udp'
  return 'other'
}

/** `443`, `"443"`, `"0-65535"`, `"22,3389"`, `"*"`, or an array of those; `undefined` when any part is unreadable. */
export function portRanges(value: unknown): PortRange[] | undefined {
  if (Array.isArray(value)) {
    const parts = value.map(portRanges)
    return parts.every((p) => p !== undefined) && parts.length > 0 ? parts.flat() : undefined
  }
  const single = port(value)
  if (single !== undefined) return [[single, single]]
  if (typeof value !== 'string') return undefined
  const ranges: PortRange[] = []
  for (const raw of value.split(',')) {
    const part = raw.trim().toLowerCase()
    if (part === '*' || part === 'all' || part === 'any') { ranges.push([0, 65535]); continue }
    const match = /^(\d{1,5})\s*-\s*(\d{1,5})$/.exec(part)
    const low = match ? port(match[1]) : port(part)
    const high = match ? port(match[2]) : low
    if (low === undefined || high === undefined || low > high) return undefined
    ranges.push([low, high])
  }
  return ranges
}

const coversAllPorts = (ranges: readonly PortRange[]) => ranges.some(([low, high]) => low <= 1 && high >= 65535)

/**
 * The rule lets the whole internet reach every port: any protocol with no port restriction (AWS `-1`,
 * GCP `all`, Azure `*`), or a TCP/UDP/any rule whose range spans all ports.
 */
export function admitsAllTrafficFromWorld(a: Record<string, unknown>): boolean {
  if (!isIngressAllow(a) || !admitsWorld(a)) return false
  const protocol = protocolOf(a)
  if (protocol === undefined || protocol === 'other') return false
  if (a.port_range === undefined || a.port_range === null || a.port_range === '') return protocol === 'any'
  const ranges = portRanges(a.port_range)
  return ranges !== undefined && coversAllPorts(ranges)
}

function attachedToRunningInstance(a: Record<string, unknown>, index: InventoryIndex): boolean {
  const groups = strings(a.attached_to) ?? []
  const running = index?.runningInstanceNetworkGroups
  return running !== undefined && groups.some((g) => running.has(g))
}

export const NETWORK_SECURITY_CHECKS: Check[] = [
  {
    id: 'sec.security_group_open_to_world',
    dimension: 'security',
    severity: 'high',
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'Network rule allows inbound traffic from 0.0.0.0/0 on all ports',
    description: 'The rule admits any protocol on any port from the whole internet. Every service listening on attached hosts is exposed.',
    rationale: 'A rule open to the world on every port exposes every service on the attached hosts, including admin interfaces, databases and debug endpoints nobody meant to publish.',
    terraformFix: NETWORK_FIXES['sec.security_group_open_to_world'],
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
    kinds: ['network_rule'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      'aws_security_group', 'aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'google_compute_firewall',
      'azurerm_network_security_group', 'azurerm_network_security_rule',
    ],
    title: 'Database port reachable from the internet',
    description: 'The rule admits 0.0.0.0/0 on a database port (3306, 5432, 1433 or 27017). Databases exposed this way are found by mass scanners within hours.',
    rationale: 'Databases reachable from the internet are found by mass scanners within hours and attacked with credential stuffing and engine exploits; exposed instances are wiped and held to ransom automatically.',
    terraformFix: NETWORK_FIXES['sec.database_port_open_to_world'],
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
]
