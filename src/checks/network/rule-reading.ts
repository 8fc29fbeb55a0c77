import { str, strings, token } from '../attributes.ts'
import { admitsAllTrafficFromWorld, portRanges } from '../security-network.ts'

// How the network shelf reads one network rule: the same spellings as security-network.ts (`-1`/`all`/`*`
// for any protocol, `0.0.0.0/0`/`Internet`/`*` for anywhere), for the checks that name one port or protocol.

const WORLD_SOURCES = new Set(['0.0.0.0/0', '::/0', '*', 'internet', 'any'])
const ANY_PROTOCOL = new Set(['all', '-1', '*', 'any'])

export type Protocol = 'any' | 'tcp' | 'udp' | 'other'

/** An inbound rule that allows traffic from the whole internet, with its protocol; undefined otherwise. */
export function worldIngressProtocol(a: Record<string, unknown>): Protocol | undefined {
  const direction = token(a.direction)
  if ((direction !== 'ingress' && direction !== 'inbound') || token(a.action) === 'deny') return undefined
  const sources = typeof a.cidr === 'string' ? [a.cidr] : strings(a.cidr) ?? []
  if (!sources.some((s) => WORLD_SOURCES.has(s.trim().toLowerCase()))) return undefined
  const p = str(a.protocol)?.trim().toLowerCase()
  if (p === undefined || p === '') return undefined
  if (ANY_PROTOCOL.has(p)) return 'any'
  if (p === 'tcp' || p === '6') return 'tcp'
  if (p === 'udp' || p === '17') return 'udp'
  return 'other'
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
