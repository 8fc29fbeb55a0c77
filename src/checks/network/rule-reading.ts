import { admitsAllTrafficFromWorld, admitsWorld, isIngressAllow, portRanges, protocolOf } from '../security-network.ts'

// How the network shelf reads one network rule: through security-network.ts's readers (`-1`/`all`/`*` for any
// protocol, `0.0.0.0/0`/`Internet`/`*` for anywhere), for the checks that name one port or protocol.

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
