import type { MappedInput } from './terraform-values.ts'

// Network rules in the shape the checks read. Providers allow one rule to list several sources and ports;
// the checks compare a single `cidr` and `port_range`, so such a rule becomes one item per combination.

export const WORLD_CIDRS: readonly string[] = ['0.0.0.0/0', '::/0']
const ADMIN_PORTS = [22, 3389]

/** Protocol names across providers: AWS `-1`/numbers, Azure `Tcp`/`*`, Google `all`. */
export function normalizeProtocol(protocol: string | undefined): string {
  const p = (protocol ?? 'all').toLowerCase()
  return ({ '-1': 'all', '*': 'all', any: 'all', '6': 'tcp', '17': 'udp', '1': 'icmp', '58': 'icmpv6' } as Record<string, string>)[p] ?? p
}

/** '22', '8000-8080' or '0-65535' (all ports); undefined for ICMP, where ports mean message types. */
export function portRange(protocol: string, from?: number, to?: number): string | undefined {
  if (protocol === 'icmp' || protocol === 'icmpv6') return undefined
  if (protocol === 'all' || from === undefined) return '0-65535'
  const end = to ?? from
  if (from === 0 && (end === 0 || end === 65535)) return '0-65535'
  return from === end ? String(from) : `${from}-${end}`
}

/** A port spec written as text ('22', '80-81', '*'), as Google and Azure do. */
export function portText(protocol: string, spec: string | undefined): string | undefined {
  if (spec === undefined || spec === '*' || spec === '') return portRange(protocol)
  const [from, to] = spec.split('-').map(Number)
  return Number.isInteger(from) ? portRange(protocol, from, Number.isInteger(to) ? to : from) : spec
}

export interface RuleVariant { protocol: string; port_range?: string; cidr?: string; source_groups?: string[] }
export interface RuleBase {
  name: string
  region: string
  external_id: string
  tags?: Record<string, string>
  direction: 'ingress' | 'egress'
  action: 'allow' | 'deny'
  attached_to: string[]
  /** Provider facts about the whole rule, e.g. a disabled Google firewall. */
  extra?: Record<string, unknown>
}

/** Identifies a rule by content: stable when the provider reorders a set, and equal for the same rule written two ways. */
export const ruleKey = (direction: string, v: RuleVariant): string =>
  `${direction}/${v.protocol}/${v.port_range ?? '-'}/${v.cidr ?? (v.source_groups ?? []).join(',')}`

/**
 * One input per variant. A rule with a single variant keeps the provider's own id; with several, each item's
 * id gets the content key as fragment (`alwaysSuffix` for inline rules, which have no id of their own).
 */
export function ruleInputs(base: RuleBase, variants: RuleVariant[], alwaysSuffix = false): MappedInput[] {
  const suffix = alwaysSuffix || variants.length > 1
  return variants.map((v) => ({
    kind: 'network_rule',
    name: base.name,
    region: base.region,
    external_id: suffix ? `${base.external_id}#${ruleKey(base.direction, v)}` : base.external_id,
    ...(base.tags ? { tags: base.tags } : {}),
    attributes: {
      direction: base.direction, action: base.action, protocol: v.protocol,
      ...(v.port_range !== undefined ? { port_range: v.port_range } : {}),
      ...(v.cidr !== undefined ? { cidr: v.cidr } : {}),
      ...(v.source_groups ? { source_groups: v.source_groups } : {}),
      attached_to: base.attached_to,
      ...base.extra,
    },
  }))
}

/** Cartesian product of protocols/ports and sources; a rule without CIDR sources keeps one variant for its group sources. */
export function variants(ports: { protocol: string; port_range?: string }[], cidrs: string[], sourceGroups: string[] = []): RuleVariant[] {
  const out: RuleVariant[] = []
  for (const p of ports) {
    for (const cidr of cidrs) out.push({ ...p, cidr })
    if (sourceGroups.length > 0 || cidrs.length === 0) out.push({ ...p, source_groups: sourceGroups })
  }
  return out
}

const covers = (range: string, port: number): boolean => {
  const [from = NaN, to = from] = range.split('-').map(Number)
  return port >= from && port <= to
}

/** SSH/RDP ports that rules in the same state open to the whole internet on any of an instance's groups. */
export function adminPortsOpenToWorld(rules: Record<string, unknown>[], groups: string[]): number[] {
  const open = new Set<number>()
  for (const a of rules) {
    if (a.direction !== 'ingress' || a.action === 'deny' || a.disabled === true || !WORLD_CIDRS.includes(a.cidr as string)) continue
    if (a.protocol !== 'tcp' && a.protocol !== 'all') continue
    if (!Array.isArray(a.attached_to) || !a.attached_to.some((g) => groups.includes(g))) continue
    for (const port of ADMIN_PORTS) if (typeof a.port_range === 'string' && covers(a.port_range, port)) open.add(port)
  }
  return [...open].sort((x, y) => x - y)
}
