import { normalizeProtocol, portRange, ruleInputs, ruleKey, variants, type RuleVariant } from './terraform-rules.ts'
import type { TerraformResource } from './terraform.ts'
import { bool, isRecord, MappingError, num, required, str, stringMap, strings, type MappedInput, type Values } from './terraform-values.ts'

// Security groups and their rules. A group is not an item: its rules are, each `attached_to` the group id,
// which is what instances list in `network_groups`. AWS refreshes a group's `ingress` with every rule,
// including those managed as separate resources, so inline items skip what a separate rule already reports.

export const RULE_TYPES = ['aws_security_group_rule', 'aws_vpc_security_group_ingress_rule', 'aws_vpc_security_group_egress_rule']
const ARN = /^arn:[a-z-]+:([a-z0-9-]*):([a-z0-9-]*):(\d*):/
export function arnParts(arn: string | undefined): { service: string; region: string; account: string } | undefined {
  const m = arn ? ARN.exec(arn) : null
  return m ? { service: m[1] as string, region: m[2] as string, account: m[3] as string } : undefined
}
const awsTags = (v: Values) => ({ ...stringMap(v.tags_all), ...stringMap(v.tags) })

/** Variants of an inline ingress block or an aws_security_group_rule: same attribute names. */
function legacyVariants(b: Values, groupId: string): RuleVariant[] {
  const protocol = normalizeProtocol(str(b, 'protocol'))
  const sources = [...strings(b, 'security_groups'), ...strings(b, 'prefix_list_ids'), ...(str(b, 'source_security_group_id') ? [str(b, 'source_security_group_id') as string] : []), ...(bool(b, 'self') ? [groupId] : [])]
  return variants([{ protocol, port_range: portRange(protocol, num(b, 'from_port'), num(b, 'to_port')) }], [...strings(b, 'cidr_blocks'), ...strings(b, 'ipv6_cidr_blocks')], sources)
}

function vpcRuleVariant(v: Values): RuleVariant {
  const protocol = normalizeProtocol(str(v, 'ip_protocol'))
  const port_range = portRange(protocol, num(v, 'from_port'), num(v, 'to_port'))
  const cidr = str(v, 'cidr_ipv4') ?? str(v, 'cidr_ipv6')
  const group = str(v, 'referenced_security_group_id') ?? str(v, 'prefix_list_id')
  return { protocol, port_range, ...(cidr ? { cidr } : { source_groups: group ? [group] : [] }) }
}

export function prepareSecurityGroups(resources: TerraformResource[]) {
  const groups = new Map<string, Values>()
  const accounts = new Set<string>()
  for (const r of resources) {
    const v = r.values as Values
    if (r.type === 'aws_security_group' && str(v, 'id')) groups.set(str(v, 'id') as string, v)
    const parts = arnParts(str(v, 'arn'))
    if (parts?.service === 'ec2' && parts.region && parts.account) accounts.add(`${parts.account} ${parts.region}`)
  }
  // Keys of rules managed separately, per group: the same rules appear again in the group's refreshed `ingress`.
  const separate = new Map<string, Set<string>>()
  for (const r of resources) {
    if (!RULE_TYPES.includes(r.type)) continue
    const v = r.values as Values
    const groupId = str(v, 'security_group_id')
    if (!groupId || (r.type === 'aws_security_group_rule' && str(v, 'type') !== 'ingress') || r.type === 'aws_vpc_security_group_egress_rule') continue
    const keys = r.type === 'aws_security_group_rule' ? legacyVariants(v, groupId) : [vpcRuleVariant(v)]
    const set = separate.get(groupId) ?? new Set<string>()
    for (const k of keys) set.add(ruleKey('ingress', k))
    separate.set(groupId, set)
  }
  // A rule of a group outside this state has no ARN to borrow; a state naming exactly one account and region supplies it.
  const sole = accounts.size === 1 ? ([...accounts][0] as string).split(' ') : undefined

  /** ARN of the group, from the state or built from the account and region the rule can be placed in. */
  const groupArn = (groupId: string): string => {
    const known = str(groups.get(groupId), 'arn')
    if (known) return known
    if (!sole) throw new MappingError(`cannot build an ARN: security group ${groupId} is not in this state`)
    return `arn:aws:ec2:${sole[1]}:${sole[0]}:security-group/${groupId}`
  }
  const regionOf = (arn: string) => arnParts(arn)?.region || 'global'

  return {
    /** Inline ingress blocks of an aws_security_group, one item per rule and source. */
    inline(address: string, v: Values): MappedInput[] {
      const arn = required(str(v, 'arn'), 'security group arn')
      const id = required(str(v, 'id'), 'security group id')
      const skip = separate.get(id) ?? new Set<string>()
      const groupName = str(v, 'name') ?? address
      return (Array.isArray(v.ingress) ? v.ingress.filter(isRecord) : []).flatMap((b) => ruleInputs(
        { name: str(b, 'description') ? `${groupName}: ${str(b, 'description')}` : `${groupName} ingress`, region: regionOf(arn), external_id: arn, tags: awsTags(v), direction: 'ingress', action: 'allow', attached_to: [id] },
        legacyVariants(b, id).filter((x) => !skip.has(ruleKey('ingress', x))), true))
    },
    /** aws_security_group_rule and aws_vpc_security_group_{ingress,egress}_rule. */
    separate(r: TerraformResource, v: Values): MappedInput[] {
      const groupId = required(str(v, 'security_group_id'), 'security_group_id')
      const egress = r.type === 'aws_vpc_security_group_egress_rule' || (r.type === 'aws_security_group_rule' && str(v, 'type') === 'egress')
      const base = { name: str(stringMap(v.tags), 'Name') ?? str(v, 'description') ?? r.address, tags: awsTags(v), direction: egress ? 'egress' as const : 'ingress' as const, action: 'allow' as const, attached_to: [groupId] }
      if (r.type !== 'aws_security_group_rule') {
        const arn = required(str(v, 'arn'), 'arn')
        return ruleInputs({ ...base, region: regionOf(arn), external_id: arn }, [vpcRuleVariant(v)])
      }
      const list = legacyVariants(v, groupId)
      const arn = groupArn(groupId)
      const sgr = str(v, 'security_group_rule_id')
      const parts = arnParts(arn)
      // One source: the provider records the AWS rule id (sgr-…), whose ARN is the rule's real identifier.
      if (sgr && list.length === 1 && parts) {
        return ruleInputs({ ...base, region: regionOf(arn), external_id: `arn:aws:ec2:${parts.region}:${parts.account}:security-group-rule/${sgr}` }, list)
      }
      return ruleInputs({ ...base, region: regionOf(arn), external_id: arn }, list, true)
    },
  }
}
