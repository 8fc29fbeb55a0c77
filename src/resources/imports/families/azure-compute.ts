import { add, not } from './aws-compute.ts'
import { item } from '../terraform-azure-item.ts'
import { block, blocks, bool, plaintextSecretNames, str, strings, type MapResult, type TypeFamily, type Values } from '../terraform-values.ts'

// azure types of the compute shelf of the check library (src/checks/compute) beyond what terraform-azure.ts maps:
// AKS clusters, container registries, Container Apps, App Service web apps; and what the core leaves out of
// virtual machines.

const WEB_APPS = ['azurerm_linux_web_app', 'azurerm_windows_web_app']
const VMS = ['azurerm_linux_virtual_machine', 'azurerm_windows_virtual_machine']
const has = (v: Values, key: string) => key in v

function cluster(r: Parameters<typeof item>[0], v: Values): MapResult {
  const isPrivate = bool(v, 'private_cluster_enabled')
  const ranges = strings(block(v, 'api_server_access_profile'), 'authorized_ip_ranges')
  const pool = block(v, 'default_node_pool')
  const channelKey = has(v, 'automatic_upgrade_channel') ? 'automatic_upgrade_channel' : has(v, 'automatic_channel_upgrade') ? 'automatic_channel_upgrade' : undefined
  const channel = channelKey ? str(v, channelKey) : undefined
  const network = block(v, 'network_profile')
  return item(r, v, 'cluster', {
    kubernetes_version: str(v, 'current_kubernetes_version') ?? str(v, 'kubernetes_version'),
    public_endpoint: not(isPrivate),
    // No authorised ranges on a public API server means every address.
    endpoint_allowed_cidrs: isPrivate === false ? (ranges.length > 0 ? ranges : ['0.0.0.0/0']) : undefined,
    secrets_encryption: has(v, 'key_management_service') ? blocks(v, 'key_management_service').some((k) => str(k, 'key_vault_key_id')) : undefined,
    auto_upgrade: channelKey ? channel !== undefined && channel !== 'none' : undefined,
    zone_redundant: pool ? strings(pool, 'zones').length > 1 : undefined,
    network_policy: network ? str(network, 'network_policy') !== undefined : undefined,
    private_nodes: not(bool(pool, 'node_public_ip_enabled') ?? bool(pool, 'enable_node_public_ip')),
    rbac_enabled: bool(v, 'role_based_access_control_enabled'),
    local_accounts: not(bool(v, 'local_account_disabled')),
    workload_identity: bool(v, 'workload_identity_enabled'),
  })
}

function webApp(r: Parameters<typeof item>[0], v: Values): MapResult {
  const site = block(v, 'site_config')
  const ftp = bool(v, 'ftp_publish_basic_authentication_enabled')
  const webDeploy = bool(v, 'webdeploy_publish_basic_authentication_enabled')
  return item(r, v, 'web_app', {
    https_only: bool(v, 'https_only'), client_certificates: bool(v, 'client_certificate_enabled'),
    managed_identity: has(v, 'identity') ? blocks(v, 'identity').some((i) => str(i, 'type')) : undefined,
    basic_publishing_auth: ftp === true || webDeploy === true ? true : ftp === false && webDeploy === false ? false : undefined,
    public_network_access: bool(v, 'public_network_access_enabled'),
    min_tls_version: str(site, 'minimum_tls_version'), ftps_state: str(site, 'ftps_state'),
    remote_debugging: bool(site, 'remote_debugging_enabled'), http2_enabled: bool(site, 'http2_enabled'),
  })
}

export const AZURE_COMPUTE: TypeFamily = {
  kinds: {
    azurerm_kubernetes_cluster: 'cluster', azurerm_container_registry: 'container_registry', azurerm_container_app: 'container_service',
    ...Object.fromEntries(WEB_APPS.map((t) => [t, 'web_app'])),
  },
  prepare() {
    return {
      map: (r, v): MapResult => {
        if (WEB_APPS.includes(r.type)) return webApp(r, v)
        switch (r.type) {
          case 'azurerm_kubernetes_cluster': return cluster(r, v)
          case 'azurerm_container_registry': {
            const open = bool(v, 'public_network_access_enabled')
            return item(r, v, 'container_registry', {
              sku: str(v, 'sku'), admin_user: bool(v, 'admin_enabled'), public_access: bool(v, 'anonymous_pull_enabled'),
              // A network rule set that denies by default leaves only the listed ranges.
              public_network_access: open === undefined ? undefined : open && str(block(v, 'network_rule_set'), 'default_action') !== 'Deny',
            })
          }
          case 'azurerm_container_app': {
            const ingress = block(v, 'ingress')
            const env: Record<string, unknown> = {}
            for (const c of blocks(block(v, 'template'), 'container')) for (const e of blocks(c, 'env')) if (str(e, 'name') && !str(e, 'secret_name')) env[str(e, 'name') as string] = e.value
            return item(r, v, 'container_service', {
              service_type: 'container_app',
              external_ingress: has(v, 'ingress') ? bool(ingress, 'external_enabled') === true : undefined,
              allow_insecure_ingress: bool(ingress, 'allow_insecure_connections'),
              ip_restricted: ingress ? blocks(ingress, 'ip_security_restriction').length > 0 : undefined,
              plaintext_secret_env_vars: has(v, 'template') ? plaintextSecretNames(env) : undefined,
            })
          }
          default: return null
        }
      },
      enrich: (r, v, items) => {
        if (!VMS.includes(r.type)) return
        add(items, 'instance', {
          encryption_at_host: bool(v, 'encryption_at_host_enabled'),
          has_identity: has(v, 'identity') ? blocks(v, 'identity').some((i) => str(i, 'type')) : undefined,
          password_authentication: r.type === 'azurerm_linux_virtual_machine' ? not(bool(v, 'disable_password_authentication')) : undefined,
          // Trusted Launch's vTPM is what measured boot needs (secure boot alone does not measure).
          shielded_vm: bool(v, 'vtpm_enabled'),
        })
      },
    }
  },
}
