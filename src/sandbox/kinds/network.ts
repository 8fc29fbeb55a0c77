import { azureId, hex, pick, production, type SandboxKind } from './kind.ts'

// Networks: VPCs, subnetworks, virtual networks, their flow logs and public addresses, in one healthy baseline.
export const NETWORK: SandboxKind = {
  kind: 'network', weight: 4, namePart: 'vpc',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ec2:${at.region}:${at.account}:vpc/vpc-0${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/regions/${at.region}/subnetworks/${at.name}`
    return azureId(at, 'Microsoft.Network/virtualNetworks')
  },
  baseline: (rng) => ({
    cidr_block: pick(rng, ['10.0.0.0/16', '10.20.0.0/16', '10.64.0.0/18', '172.16.0.0/20']), is_default: false, auto_mode: false, flow_logs: true,
    flow_log_retention_days: pick(rng, [90, 180, 365]), private_google_access: true, ddos_protection: true, auto_assign_public_ip: false,
    nsg_associated: true, public_ip_in_use: true,
  }),
  templates: [
    { check_id: 'cmp.network_flow_logs_disabled', exhibit: (a) => { a.flow_logs = false } },
    { check_id: 'sec.default_network_in_use', exhibit: (a) => { a.is_default = true } },
    { check_id: 'arch.network_auto_mode_subnets', exhibit: (a) => { a.auto_mode = true } },
    { check_id: 'sec.subnet_private_google_access_disabled', exhibit: (a) => { a.private_google_access = false } },
    { check_id: 'sec.vnet_ddos_protection_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.ddos_protection = false
    } },
    { check_id: 'cmp.flow_log_retention_short', exhibit: (a) => { a.flow_log_retention_days = 30 } },
    { check_id: 'cost.unused_public_ip', exhibit: (a) => { a.public_ip_in_use = false } },
    { check_id: 'sec.subnet_auto_assigns_public_ip', exhibit: (a) => { a.auto_assign_public_ip = true } },
    { check_id: 'sec.subnet_without_nsg', exhibit: (a) => { a.nsg_associated = false } },
  ],
}
