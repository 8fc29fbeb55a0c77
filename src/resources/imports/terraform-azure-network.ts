import { normalizeProtocol, portText, ruleInputs, variants } from './terraform-rules.ts'
import type { TerraformResource } from './terraform.ts'
import { blocks, required, str, stringMap, strings, type MappedInput, type Values, pushTo } from './terraform-values.ts'

// Network security groups and the links from a VM to them. A VM reaches its NSGs through its network
// interfaces, either directly (NIC association) or through the NIC's subnet (subnet association). Azure ids
// are case-insensitive and the provider does not always keep their case, so lookups use lower case and
// report the NSG's own id.

const key = (id: string | undefined) => id?.toLowerCase() ?? ''
// Azure's "any source" spellings; the Internet service tag is the whole internet too.
const ANYWHERE = ['*', 'any', 'internet', '0.0.0.0/0']
const prefix = (p: string) => (ANYWHERE.includes(p.toLowerCase()) ? '0.0.0.0/0' : p)

export function prepareNetwork(resources: TerraformResource[]) {
  const nsgs = new Map<string, Values>()
  const separateRules = new Set<string>() // lower-case rule ids managed as azurerm_network_security_rule
  const nicNsgs = new Map<string, string[]>()
  const subnetNsgs = new Map<string, string[]>()
  const nicSubnets = new Map<string, string[]>()
  const add = (map: Map<string, string[]>, k: string, value: string | undefined) => { if (value) pushTo(map, k, value) }
  for (const r of resources) {
    const v = r.values as Values
    if (r.type === 'azurerm_network_security_group') nsgs.set(key(str(v, 'id')), v)
    if (r.type === 'azurerm_network_security_rule') separateRules.add(key(str(v, 'id')))
    if (r.type === 'azurerm_network_interface_security_group_association') add(nicNsgs, key(str(v, 'network_interface_id')), str(v, 'network_security_group_id'))
    if (r.type === 'azurerm_subnet_network_security_group_association') add(subnetNsgs, key(str(v, 'subnet_id')), str(v, 'network_security_group_id'))
    if (r.type === 'azurerm_network_interface') for (const c of blocks(v, 'ip_configuration')) add(nicSubnets, key(str(v, 'id')), str(c, 'subnet_id'))
  }
  const canonical = (id: string) => str(nsgs.get(key(id)), 'id') ?? id
  const location = (nsgId: string) => str(nsgs.get(key(nsgId)), 'location') ?? 'global'

  function rule(v: Values, nsgId: string, externalId: string, name: string, tags?: Record<string, string>): MappedInput[] {
    const ingress = str(v, 'direction') !== 'Outbound'
    const protocol = normalizeProtocol(str(v, 'protocol'))
    const specs = [str(v, 'destination_port_range'), ...strings(v, 'destination_port_ranges')].filter((p) => p !== undefined)
    const side = ingress ? 'source' : 'destination'
    const prefixes = [str(v, `${side}_address_prefix`), ...strings(v, `${side}_address_prefixes`)].filter((p) => p !== undefined).map(prefix)
    return ruleInputs({
      name, region: location(nsgId), external_id: externalId, ...(tags ? { tags } : {}),
      direction: ingress ? 'ingress' : 'egress', action: str(v, 'access') === 'Deny' ? 'deny' : 'allow', attached_to: [canonical(nsgId)],
      extra: typeof v.priority === 'number' ? { priority: v.priority } : {},
    }, variants((specs.length > 0 ? specs : ['*']).map((p) => ({ protocol, port_range: portText(protocol, p) })), prefixes, strings(v, `${side}_application_security_group_ids`)))
  }

  return {
    hasNsg: (id: string | undefined) => nsgs.has(key(id)),
    /**
     * Inline rules. The provider refreshes `security_rule` with every rule of the group, including those
     * managed as azurerm_network_security_rule; the id they share (…/securityRules/NAME) tells them apart.
     */
    inline(v: Values): MappedInput[] {
      const id = required(str(v, 'id'), 'id')
      return blocks(v, 'security_rule').flatMap((s) => {
        const ruleId = `${id}/securityRules/${required(str(s, 'name'), 'security rule name')}`
        return separateRules.has(key(ruleId)) ? [] : rule(s, id, ruleId, `${str(v, 'name')}/${str(s, 'name')}`, stringMap(v.tags))
      })
    },
    separate(r: TerraformResource, v: Values): MappedInput[] {
      const id = required(str(v, 'id'), 'id')
      const nsgId = id.replace(/\/securityRules\/[^/]+$/i, '')
      return rule(v, nsgId, id, str(v, 'name') ?? r.address)
    },
    /** NSG ids protecting a VM's interfaces, directly or through their subnets. */
    vmGroups(v: Values): string[] {
      const groups = strings(v, 'network_interface_ids').flatMap((nic) => [
        ...(nicNsgs.get(key(nic)) ?? []),
        ...(nicSubnets.get(key(nic)) ?? []).flatMap((subnet) => subnetNsgs.get(key(subnet)) ?? []),
      ])
      return [...new Set(groups.map(canonical))].sort()
    },
  }
}
