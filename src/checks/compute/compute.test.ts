import assert from 'node:assert/strict'
import { test } from 'node:test'
import { testCheckTable, type CheckCase } from '../check-cases.ts'
import { COMPUTE_CHECKS } from './index.ts'
import { kubernetesMinor } from './shared.ts'

const prod = { env: 'prod' }

const CASES: Record<string, CheckCase> = {
  // Instances
  'sec.instance_without_identity': {
    fail: { attributes: { has_identity: false } },
    pass: [{ attributes: { has_identity: true } }, { attributes: { has_identity: 'false' } }],
  },
  'arch.instance_detailed_monitoring_disabled': {
    fail: { attributes: { detailed_monitoring: false }, tags: prod },
    pass: [{ attributes: { detailed_monitoring: true }, tags: prod }, { attributes: { detailed_monitoring: false }, tags: { env: 'staging' } }],
  },
  'arch.instance_termination_protection_disabled': {
    fail: { attributes: { termination_protection: false }, tags: prod },
    alsoFail: [{ attributes: { termination_protection: false }, tags: { env: 'Production' } }],
    pass: [{ attributes: { termination_protection: true }, tags: prod }, { attributes: { termination_protection: false }, tags: { env: 'dev' } }],
  },
  'cost.instance_stopped_long': {
    fail: { attributes: { state: 'stopped', stopped_days: 45 } },
    alsoFail: [{ attributes: { state: 'STOPPED', stopped_days: 31, storage_gb: 200 } }],
    pass: [{ attributes: { state: 'stopped', stopped_days: 30 } }, { attributes: { state: 'running', stopped_days: 90 } }],
  },
  'sec.instance_default_service_account_full_access': {
    fail: { attributes: { default_service_account_full_access: true } },
    pass: [{ attributes: { default_service_account_full_access: false } }],
  },
  'sec.instance_serial_port_enabled': {
    fail: { attributes: { serial_port_enabled: true } },
    pass: [{ attributes: { serial_port_enabled: false } }],
  },
  'sec.instance_ip_forwarding_enabled': {
    fail: { attributes: { ip_forwarding: true } },
    pass: [{ attributes: { ip_forwarding: false } }],
  },
  'sec.instance_os_login_disabled': {
    fail: { attributes: { os_login: false } },
    pass: [{ attributes: { os_login: true } }],
  },
  'sec.instance_project_ssh_keys_allowed': {
    fail: { attributes: { block_project_ssh_keys: false } },
    alsoFail: [{ attributes: { block_project_ssh_keys: false, os_login: false } }],
    pass: [{ attributes: { block_project_ssh_keys: true } }, { attributes: { block_project_ssh_keys: false, os_login: true } }],
  },
  'sec.instance_shielded_vm_disabled': {
    fail: { attributes: { shielded_vm: false } },
    pass: [{ attributes: { shielded_vm: true } }],
  },
  'cmp.instance_encryption_at_host_disabled': {
    fail: { attributes: { encryption_at_host: false } },
    pass: [{ attributes: { encryption_at_host: true } }],
  },
  'sec.instance_password_authentication': {
    fail: { attributes: { password_authentication: true } },
    pass: [{ attributes: { password_authentication: false } }],
  },
  // Functions
  'arch.function_tracing_disabled': {
    fail: { attributes: { tracing: false } },
    pass: [{ attributes: { tracing: true } }],
  },
  'arch.function_without_dead_letter_queue': {
    fail: { attributes: { dead_letter_queue: false } },
    pass: [{ attributes: { dead_letter_queue: true } }],
  },
  'sec.function_not_in_vpc': {
    fail: { attributes: { in_vpc: false } },
    pass: [{ attributes: { in_vpc: true } }],
  },
  'sec.function_public_resource_policy': {
    fail: { attributes: { public_resource_policy: true } },
    pass: [{ attributes: { public_resource_policy: false } }, { attributes: { public_resource_policy: 'true' } }],
  },
  'sec.function_code_signing_disabled': {
    fail: { attributes: { code_signing: false } },
    pass: [{ attributes: { code_signing: true } }],
  },
  'cost.function_x86_architecture': {
    fail: { attributes: { architecture: 'x86_64' } },
    alsoFail: [{ attributes: { architecture: 'X86_64', runtime: 'nodejs22.x', monthly_cost_usd: 120 } }],
    pass: [{ attributes: { architecture: 'arm64' } }, { attributes: { architecture: 'x86_64', runtime: 'provided.al2023' } }],
  },
  'sec.function_app_https_not_enforced': {
    fail: { attributes: { https_only: false } },
    pass: [{ attributes: { https_only: true } }],
  },
  'sec.function_app_weak_min_tls': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [{ attributes: { min_tls_version: '1.1' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }, { attributes: { min_tls_version: '1.3' } }],
  },
  // Clusters
  'sec.cluster_public_endpoint_unrestricted': {
    fail: { attributes: { public_endpoint: true, endpoint_allowed_cidrs: ['0.0.0.0/0'] } },
    alsoFail: [{ attributes: { public_endpoint: true, endpoint_allowed_cidrs: ['10.0.0.0/8', '::/0'] } }],
    pass: [
      { attributes: { public_endpoint: false, endpoint_allowed_cidrs: ['0.0.0.0/0'] } },
      { attributes: { public_endpoint: true, endpoint_allowed_cidrs: ['203.0.113.0/24'] } },
      { attributes: { public_endpoint: true, endpoint_allowed_cidrs: [] } },
    ],
  },
  'cmp.cluster_secrets_not_encrypted_with_cmk': {
    fail: { attributes: { secrets_encryption: false } },
    pass: [{ attributes: { secrets_encryption: true } }],
  },
  'cmp.cluster_audit_logging_disabled': {
    fail: { attributes: { control_plane_audit_logging: false } },
    pass: [{ attributes: { control_plane_audit_logging: true } }],
  },
  'cmp.cluster_kubernetes_version_unsupported': {
    fail: { attributes: { kubernetes_version: '1.30' } },
    alsoFail: [{ attributes: { kubernetes_version: '1.32.4-gke.1106000' } }, { attributes: { kubernetes_version: 'v1.29.9' } }],
    pass: [{ attributes: { kubernetes_version: '1.33' } }, { attributes: { kubernetes_version: '1.34.1' } }, { attributes: { kubernetes_version: 'latest' } }],
  },
  'cost.cluster_eks_extended_support': {
    fail: { attributes: { kubernetes_version: '1.31', support_type: 'EXTENDED' } },
    pass: [{ attributes: { kubernetes_version: '1.33', support_type: 'EXTENDED' } }, { attributes: { kubernetes_version: '1.31', support_type: 'STANDARD' } }],
  },
  'arch.cluster_auto_upgrade_disabled': {
    fail: { attributes: { auto_upgrade: false } },
    pass: [{ attributes: { auto_upgrade: true } }],
  },
  'arch.cluster_control_plane_single_zone': {
    fail: { attributes: { zone_redundant: false } },
    pass: [{ attributes: { zone_redundant: true } }],
  },
  'sec.cluster_network_policy_disabled': {
    fail: { attributes: { network_policy: false } },
    pass: [{ attributes: { network_policy: true } }],
  },
  'sec.cluster_nodes_public_ip': {
    fail: { attributes: { private_nodes: false } },
    pass: [{ attributes: { private_nodes: true } }],
  },
  'sec.cluster_legacy_abac_enabled': {
    fail: { attributes: { legacy_abac: true } },
    pass: [{ attributes: { legacy_abac: false } }],
  },
  'sec.cluster_client_certificate_enabled': {
    fail: { attributes: { client_certificate: true } },
    pass: [{ attributes: { client_certificate: false } }],
  },
  'sec.cluster_workload_identity_disabled': {
    fail: { attributes: { workload_identity: false } },
    pass: [{ attributes: { workload_identity: true } }],
  },
  'sec.cluster_shielded_nodes_disabled': {
    fail: { attributes: { shielded_nodes: false } },
    pass: [{ attributes: { shielded_nodes: true } }],
  },
  'sec.cluster_rbac_disabled': {
    fail: { attributes: { rbac_enabled: false } },
    pass: [{ attributes: { rbac_enabled: true } }],
  },
  'sec.cluster_local_accounts_enabled': {
    fail: { attributes: { local_accounts: true } },
    pass: [{ attributes: { local_accounts: false } }],
  },
  // Container registries
  'sec.registry_scan_on_push_disabled': {
    fail: { attributes: { scan_on_push: false } },
    pass: [{ attributes: { scan_on_push: true } }],
  },
  'sec.registry_tags_mutable': {
    fail: { attributes: { immutable_tags: false } },
    pass: [{ attributes: { immutable_tags: true } }],
  },
  'sec.registry_public_access': {
    fail: { attributes: { public_access: true } },
    pass: [{ attributes: { public_access: false } }],
  },
  'cost.registry_without_cleanup_policy': {
    fail: { attributes: { cleanup_policy: false } },
    alsoFail: [{ attributes: { cleanup_policy: false, stored_gb: 840 } }],
    pass: [{ attributes: { cleanup_policy: true, stored_gb: 840 } }],
  },
  'sec.registry_admin_user_enabled': {
    fail: { attributes: { admin_user: true } },
    pass: [{ attributes: { admin_user: false } }],
  },
  'sec.registry_public_network_access': {
    fail: { attributes: { public_network_access: true } },
    pass: [{ attributes: { public_network_access: false } }],
  },
  // Container services
  'sec.container_privileged': {
    fail: { attributes: { privileged_containers: ['agent'] } },
    pass: [{ attributes: { privileged_containers: [] } }, { attributes: { privileged_containers: [' '] } }],
  },
  'sec.container_host_network_mode': {
    fail: { attributes: { network_mode: 'host' } },
    pass: [{ attributes: { network_mode: 'awsvpc' } }, { attributes: { network_mode: 'bridge' } }],
  },
  'sec.container_secrets_in_environment': {
    fail: { attributes: { plaintext_secret_env_vars: ['DB_PASSWORD'] } },
    pass: [{ attributes: { plaintext_secret_env_vars: [] } }],
  },
  'sec.container_root_filesystem_writable': {
    fail: { attributes: { writable_root_containers: ['app'] } },
    pass: [{ attributes: { writable_root_containers: [] } }],
  },
  'cmp.container_logging_disabled': {
    fail: { attributes: { containers_without_logging: ['app'] } },
    pass: [{ attributes: { containers_without_logging: [] } }],
  },
  'sec.container_service_public_ip': {
    fail: { attributes: { assign_public_ip: true } },
    pass: [{ attributes: { assign_public_ip: false } }],
  },
  'arch.container_service_single_task': {
    fail: { attributes: { desired_count: 1 }, tags: prod },
    pass: [{ attributes: { desired_count: 2 }, tags: prod }, { attributes: { desired_count: 1 }, tags: { env: 'staging' } }, { attributes: { desired_count: 0 }, tags: prod }],
  },
  'sec.container_service_public_unauthenticated': {
    fail: { attributes: { public_invoker: true, ingress: 'all' } },
    pass: [{ attributes: { public_invoker: true, ingress: 'internal-and-cloud-load-balancing' } }, { attributes: { public_invoker: false, ingress: 'all' } }],
  },
  'sec.container_service_default_service_account': {
    fail: { attributes: { default_service_account: true } },
    pass: [{ attributes: { default_service_account: false } }],
  },
  'sec.container_app_insecure_ingress': {
    fail: { attributes: { allow_insecure_ingress: true } },
    pass: [{ attributes: { allow_insecure_ingress: false } }],
  },
  'sec.container_app_external_ingress_no_restriction': {
    fail: { attributes: { external_ingress: true, ip_restricted: false } },
    pass: [{ attributes: { external_ingress: true, ip_restricted: true } }, { attributes: { external_ingress: false, ip_restricted: false } }],
  },
  // Web apps
  'sec.web_app_https_not_enforced': {
    fail: { attributes: { https_only: false } },
    pass: [{ attributes: { https_only: true } }],
  },
  'sec.web_app_weak_min_tls': {
    fail: { attributes: { min_tls_version: '1.1' } },
    alsoFail: [{ attributes: { min_tls_version: '1.0' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }, { attributes: { min_tls_version: '1.3' } }],
  },
  'sec.web_app_ftp_allowed': {
    fail: { attributes: { ftps_state: 'AllAllowed' } },
    pass: [{ attributes: { ftps_state: 'FtpsOnly' } }, { attributes: { ftps_state: 'Disabled' } }],
  },
  'sec.web_app_remote_debugging_enabled': {
    fail: { attributes: { remote_debugging: true } },
    pass: [{ attributes: { remote_debugging: false } }],
  },
  'sec.web_app_without_managed_identity': {
    fail: { attributes: { managed_identity: false } },
    pass: [{ attributes: { managed_identity: true } }],
  },
  'sec.web_app_basic_publishing_auth': {
    fail: { attributes: { basic_publishing_auth: true } },
    pass: [{ attributes: { basic_publishing_auth: false } }],
  },
  'sec.web_app_http2_disabled': {
    fail: { attributes: { http2_enabled: false } },
    pass: [{ attributes: { http2_enabled: true } }],
  },
  'sec.web_app_client_certificates_disabled': {
    fail: { attributes: { client_certificates: false } },
    pass: [{ attributes: { client_certificates: true } }],
  },
  'arch.web_app_enhanced_health_disabled': {
    fail: { attributes: { enhanced_health: false } },
    pass: [{ attributes: { enhanced_health: true } }],
  },
  'arch.web_app_managed_updates_disabled': {
    fail: { attributes: { managed_updates: false } },
    pass: [{ attributes: { managed_updates: true } }],
  },
  'cmp.web_app_logs_not_streamed': {
    fail: { attributes: { log_streaming: false } },
    pass: [{ attributes: { log_streaming: true } }],
  },
}

testCheckTable('compute', COMPUTE_CHECKS, CASES)

test('Kubernetes minor versions are read from the spellings the providers use', () => {
  assert.equal(kubernetesMinor('1.31'), 31)
  assert.equal(kubernetesMinor('v1.29.9'), 29)
  assert.equal(kubernetesMinor('1.32.4-gke.1106000'), 32)
  assert.equal(kubernetesMinor('1.30.2-eks-1552ad0'), 30)
  for (const odd of ['2.1', 'latest', '', '1', 131, null, '1.x']) assert.equal(kubernetesMinor(odd), undefined)
})
