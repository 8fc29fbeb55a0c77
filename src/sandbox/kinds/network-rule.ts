import { azureId, hex, pick, NETWORK_GROUPS, type SandboxKind } from './kind.ts'

// Network rules: detaching comes first, because an open rule only counts while a running instance carries it.
export const NETWORK_RULE: SandboxKind = {
  kind: 'network_rule', weight: 12, namePart: 'ingress',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ec2:${at.region}:${at.account}:security-group-rule/sgr-0${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/global/firewalls/${at.name}`
    return azureId(at, 'Microsoft.Network/networkSecurityGroups')
  },
  baseline: (rng, { provider }) => ({
    direction: 'ingress', protocol: 'tcp', port_range: pick(rng, ['443', '8443', '80']), cidr: pick(rng, ['10.0.0.0/16', '10.20.0.0/16', '172.16.4.0/22']),
    attached_to: [pick(rng, NETWORK_GROUPS[provider])], flow_logs: true,
  }),
  templates: [
    { check_id: 'arch.unused_network_rule', exhibit: (a) => { a.attached_to = [] } },
    { check_id: 'sec.security_group_open_to_world', exhibit: (a, r) => {
      if (!Array.isArray(a.attached_to) || a.attached_to.length === 0) return false
      // The baseline group is on every instance of the provider, so the open rule really reaches running hosts.
      a.attached_to = [NETWORK_GROUPS[r.provider][0]]
      a.cidr = '0.0.0.0/0'; a.port_range = '0-65535'; a.protocol = 'all'
    } },
    { check_id: 'sec.database_port_open_to_world', exhibit: (a) => {
      // A rule already open on every port is reported once, as open to the world; narrowing it would hide that.
      if (a.protocol === 'all') return false
      a.cidr = '0.0.0.0/0'; a.port_range = '5432'; a.protocol = 'tcp'
    } },
    { check_id: 'cmp.flow_logs_disabled', exhibit: (a) => { a.flow_logs = false } },
    // The single-port exposures narrow a rule to one port: a rule an earlier template opened keeps its own finding.
    { check_id: 'sec.network_rule_admin_port_open_to_world', exhibit: (a) => {
      if (a.cidr === '0.0.0.0/0') return false
      a.cidr = '0.0.0.0/0'; a.port_range = '22'; a.protocol = 'tcp'
    } },
    { check_id: 'sec.network_rule_smb_open_to_world', exhibit: (a) => {
      if (a.cidr === '0.0.0.0/0') return false
      a.cidr = '0.0.0.0/0'; a.port_range = '445'; a.protocol = 'tcp'
    } },
    { check_id: 'sec.network_rule_udp_open_to_world', exhibit: (a) => {
      if (a.cidr === '0.0.0.0/0') return false
      a.cidr = '0.0.0.0/0'; a.port_range = '51820'; a.protocol = 'udp'
    } },
    { check_id: 'sec.network_acl_admin_port_open_to_world', exhibit: (a) => { a.acl_open_admin_ports = [22, 3389] } },
    { check_id: 'sec.default_security_group_allows_traffic', exhibit: (a) => { a.default_group_rule_count = 2 } },
  ],
}
