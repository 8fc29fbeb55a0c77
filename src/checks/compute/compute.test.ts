import assert from 'node:assert/strict'
import { test } from 'node:test'
import { emptyIndex } from '../check.ts'
import { resourceOf, testCheckTable, type CheckCase } from '../check-cases.ts'
import { isDeprecatedRuntime } from './function.ts'
import { COMPUTE_CHECKS } from './index.ts'
import { kubernetesMinor } from './shared.ts'

const prod = { env: 'prod' }
const staging = { env: 'staging' }

const CASES: Record<string, CheckCase> = {
  // Instances
  'sec.instance_public_ip_admin_port': {
    fail: { attributes: { public_ip: '203.0.113.9', open_admin_ports: [22] } },
    alsoFail: [{ attributes: { public_ip: '198.51.100.4', open_admin_ports: ['3389'] } }],
    pass: [
      { attributes: { public_ip: null, open_admin_ports: [22] } },
      { attributes: { public_ip: '203.0.113.9', open_admin_ports: [] } },
      { attributes: { public_ip: '203.0.113.9', open_admin_ports: [443, 8080] } },
      { attributes: { public_ip: '  ', open_admin_ports: [22] } },
    ],
  },
  'sec.instance_imdsv1_enabled': {
    fail: { attributes: { metadata_tokens_required: false } },
    pass: [{ attributes: { metadata_tokens_required: true } }],
  },
  'cost.idle_instance': {
    fail: { attributes: { state: 'running', cpu_utilization_avg_14d: 1.4 } },
    alsoFail: [{ attributes: { state: 'Running', cpu_utilization_avg_14d: 0 } }],
    pass: [
      { attributes: { state: 'running', cpu_utilization_avg_14d: 3 } },
      { attributes: { state: 'stopped', cpu_utilization_avg_14d: 0.2 } },
    ],
  },
  'cost.previous_generation_instance': {
    fail: { attributes: { previous_generation: true } },
    alsoFail: [
      { attributes: { instance_type: 'm4.xlarge' } },
      { attributes: { instance_type: 'n1-standard-4' } },
      { attributes: { instance_type: 'Standard_D4' } },
    ],
    pass: [
      { attributes: { previous_generation: false, instance_type: 'm4.xlarge' } },
      { attributes: { instance_type: 'm7i.large' } },
      { attributes: { instance_type: 't3.medium' } },
      { attributes: { instance_type: 'n2-standard-4' } },
      { attributes: { instance_type: 'Standard_D4s_v5' } },
      { attributes: { instance_type: 'Standard_B2ms' } },
    ],
  },
  'arch.instance_without_autoscaling': {
    fail: { tags: prod, attributes: { autoscaling_group: null } },
    alsoFail: [{ tags: { env: 'Production' }, attributes: { autoscaling_group: '' } }],
    pass: [
      { tags: prod, attributes: { autoscaling_group: 'prod-asg-1a2b' } },
      { tags: staging, attributes: { autoscaling_group: null } },
      { attributes: { autoscaling_group: null } },
    ],
  },
  'cmp.instance_disk_unencrypted': {
    fail: { attributes: { disk_encrypted: false } },
    pass: [{ attributes: { disk_encrypted: true } }],
  },
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
  'sec.function_secrets_in_environment': {
    fail: { attributes: { plaintext_secret_env_vars: ['STRIPE_API_KEY'] } },
    pass: [{ attributes: { plaintext_secret_env_vars: [] } }, { attributes: { plaintext_secret_env_vars: ['', 42] } }],
  },
  'sec.function_public_url': {
    fail: { attributes: { public_url: true, auth_type: 'NONE' } },
    pass: [{ attributes: { public_url: true, auth_type: 'AWS_IAM' } }, { attributes: { public_url: false, auth_type: 'NONE' } }],
  },
  'cost.function_overprovisioned_memory': {
    fail: { attributes: { memory_mb: 3008, peak_memory_mb_30d: 212 } },
    pass: [
      { attributes: { memory_mb: 1024, peak_memory_mb_30d: 90 } },
      { attributes: { memory_mb: 3008, peak_memory_mb_30d: 700 } },
    ],
  },
  'arch.function_deprecated_runtime': {
    fail: { attributes: { runtime: 'python3.7' } },
    alsoFail: [{ attributes: { runtime: 'go1.x' } }, { attributes: { runtime: 'nodejs16.x' } }, { attributes: { runtime: 'python39' } }],
    pass: [{ attributes: { runtime: 'python3.12' } }, { attributes: { runtime: 'nodejs22.x' } }, { attributes: { runtime: 'provided.al2023' } }],
  },
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

const waste = (id: string, attributes: Record<string, unknown>) => {
  const check = COMPUTE_CHECKS.find((c) => c.id === id)!
  return check.monthlyWasteUsd!(resourceOf(check, { attributes }))
}

test('waste estimates of instances and functions follow their documented formulas', () => {
  assert.equal(waste('cost.idle_instance', { monthly_cost_usd: 412.5 }), 371.25)
  assert.equal(waste('cost.previous_generation_instance', { monthly_cost_usd: 300 }), 30)
  assert.equal(waste('cost.function_overprovisioned_memory', { monthly_cost_usd: 100, memory_mb: 3008, peak_memory_mb_30d: 212 }), 85.9)
})

test('waste of idle, old-generation and oversized compute is zero, not NaN or negative, when the attributes it needs are missing or odd', () => {
  for (const id of ['cost.idle_instance', 'cost.previous_generation_instance', 'cost.function_overprovisioned_memory']) {
    const check = COMPUTE_CHECKS.find((c) => c.id === id)!
    for (const attributes of [{}, { monthly_cost_usd: -50, size_gb: -1 }, { monthly_cost_usd: NaN, memory_mb: 0, peak_memory_mb_30d: 0 }]) {
      const usd = check.monthlyWasteUsd!(resourceOf(check, { attributes }))
      assert.ok(Number.isFinite(usd) && usd >= 0 && usd === 0, `${check.id}: ${usd}`)
    }
  }
  // A function already near its peak has nothing to save.
  assert.equal(waste('cost.function_overprovisioned_memory', { monthly_cost_usd: 100, memory_mb: 256, peak_memory_mb_30d: 200 }), 0)
})

test('production-only checks read nothing but the env tag', () => {
  for (const id of ['arch.instance_without_autoscaling']) {
    const check = COMPUTE_CHECKS.find((c) => c.id === id)!
    const { attributes } = CASES[id]!.fail
    for (const tags of [{ env: 'prod' }, { env: ' PROD ' }, { env: 'production' }]) {
      assert.equal(check.evaluate(resourceOf(check, { tags, attributes }), emptyIndex()), true, `${id} ${tags.env}`)
    }
    for (const tags of [{}, { env: 'staging' }, { environment: 'prod' }, { env: 'preprod' }] as Record<string, string>[]) {
      assert.equal(check.evaluate(resourceOf(check, { tags, attributes }), emptyIndex()), false, `${id} ${JSON.stringify(tags)}`)
    }
  }
})

test('deprecated runtimes are recognised in the AWS, GCP and Azure spellings', () => {
  for (const runtime of ['nodejs', 'nodejs20.x', 'nodejs18', 'node|20', 'python2.7', 'python3.9', 'python38', 'python|3.9', 'ruby2.7', 'ruby3.2', 'java8', 'dotnet6', 'dotnetcore3.1', 'go113', ' Go1.x ']) {
    assert.equal(isDeprecatedRuntime(runtime), true, runtime)
  }
  for (const runtime of ['nodejs22.x', 'nodejs24', 'node|22-lts', 'python3.10', 'python313', 'ruby3.3', 'java21', 'dotnet8', 'provided.al2023', '', 'cobol', 42, null]) {
    assert.equal(isDeprecatedRuntime(runtime), false, String(runtime))
  }
})
