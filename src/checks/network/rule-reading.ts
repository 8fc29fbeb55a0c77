import { port, str, strings, token } from '../attributes.ts'

// How the network shelf reads one network rule (security group rules, VPC firewall rules, NSG rules): direction,
// action, sources, protocol and ports, each in the spellings the three providers use (`-1`/`all`/`*` for any
// protocol, `0.0.0.0/0`/`Internet`/`*` for anywhere).

/** Sources that mean "the whole internet" (AWS/GCP CIDRs, Azure service tags). */
const WORLD_SOURCES = new Set(['0.0.0.0/0', '::/0', '*', 'internet', 'any'])
const ANY_PROTOCOL = new Set(['all', '-1', '*', 'any'])

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

export type Protocol = NonNullable<ReturnType<typeof protocolOf>>

/** An inbound rule that allows traffic from the whole internet, with its protocol; undefined otherwise. */
export function worldIngressProtocol(a: Record<string, unknown>): Protocol | undefined {
  return isIngressAllow(a) && admitsWorld(a) ? protocolOf(a) : undefined
}

/**
 * The rule admits the internet to one of `ports` over a protocol in `protocols`. A rule open on every port is
 * one root cause with its own finding (sec.security_group_open_to_world), so it is not reported again here.
 */
export function admitsWorldOnPorts(a: Record<string, unknown>, ports: readonly number[], protocols: readonly Protocol[]): boolean {
  const protocol = worldIngressProtocol(a)
  if (protocol === undefined || !protocols.includes(protocol) || admitsAllTrafficFromWorld(a)) return false
  const ranges = portRanges(a.port_range)
  return ranges !== undefined && ranges.some(([low, high]) => ports.some((p) => p >= low && p <= high))
}
