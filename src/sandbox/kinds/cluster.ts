import { azureId, int, pick, type SandboxKind } from './kind.ts'

export const CLUSTER: SandboxKind = {
  kind: 'cluster', weight: 3, namePart: 'k8s',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:eks:${at.region}:${at.account}:cluster/${at.name}`
    if (at.provider === 'gcp') return `//container.googleapis.com/projects/${at.account}/locations/${at.region}/clusters/${at.name}`
    return azureId(at, 'Microsoft.ContainerService/managedClusters')
  },
  baseline: (rng, { provider }) => ({
    kubernetes_version: pick(rng, ['1.33', '1.34', '1.35']), node_count: int(rng, 3, 24),
    public_endpoint: false, endpoint_allowed_cidrs: [], secrets_encryption: true,
    ...(provider === 'aws' ? { control_plane_audit_logging: true, support_type: 'STANDARD' } : {}),
    ...(provider === 'gcp' ? {
      control_plane_audit_logging: true, legacy_abac: false, client_certificate: false, shielded_nodes: true,
    } : {}),
    ...(provider === 'azure' ? { rbac_enabled: true, local_accounts: false } : {}),
    ...(provider === 'aws' ? {} : { auto_upgrade: true, zone_redundant: true, network_policy: true, private_nodes: true, workload_identity: true }),
  }),
  templates: [
    { check_id: 'sec.cluster_public_endpoint_unrestricted', exhibit: (a) => { a.public_endpoint = true; a.endpoint_allowed_cidrs = ['0.0.0.0/0'] } },
    { check_id: 'cmp.cluster_secrets_not_encrypted_with_cmk', exhibit: (a) => { a.secrets_encryption = false } },
    { check_id: 'cmp.cluster_audit_logging_disabled', exhibit: (a) => { a.control_plane_audit_logging = false } },
    { check_id: 'cmp.cluster_kubernetes_version_unsupported', exhibit: (a) => { a.kubernetes_version = '1.31' } },
    { check_id: 'cost.cluster_eks_extended_support', exhibit: (a) => { a.kubernetes_version = '1.31'; a.support_type = 'EXTENDED' } },
    { check_id: 'arch.cluster_auto_upgrade_disabled', exhibit: (a) => { a.auto_upgrade = false } },
    { check_id: 'arch.cluster_control_plane_single_zone', exhibit: (a) => { a.zone_redundant = false } },
    { check_id: 'sec.cluster_network_policy_disabled', exhibit: (a) => { a.network_policy = false } },
    { check_id: 'sec.cluster_nodes_public_ip', exhibit: (a) => { a.private_nodes = false } },
    { check_id: 'sec.cluster_legacy_abac_enabled', exhibit: (a) => { a.legacy_abac = true } },
    { check_id: 'sec.cluster_client_certificate_enabled', exhibit: (a) => { a.client_certificate = true } },
    { check_id: 'sec.cluster_workload_identity_disabled', exhibit: (a) => { a.workload_identity = false } },
    { check_id: 'sec.cluster_shielded_nodes_disabled', exhibit: (a) => { a.shielded_nodes = false } },
    { check_id: 'sec.cluster_rbac_disabled', exhibit: (a) => { a.rbac_enabled = false } },
    { check_id: 'sec.cluster_local_accounts_enabled', exhibit: (a) => { a.local_accounts = true } },
  ],
}
