import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checksFor } from '../../../checks/index.ts'
import { COMPUTE_CHECKS } from '../../../checks/compute/index.ts'
import type { SnapshotResource } from '../../index.ts'
import { mapTerraformResources, type TerraformMapping, type TerraformResource } from '../terraform.ts'

// The compute shelf's Terraform types (families/*-compute.ts) through the whole importer: the kinds and
// attributes their items get, companions merged into their parent, unknown values left out; then the check
// library over the mapped items of a badly configured state and of its fixed counterpart.

let n = 0
const entry = (type: string, values: Record<string, unknown>): TerraformResource => ({ address: `${type}.r${++n}`, mode: 'managed', type, name: `r${n}`, values })
const byType = (mapping: TerraformMapping, type: string) => mapping.items.filter((i) => i.address.startsWith(`${type}.`)).map((i) => i.input)
const one = (mapping: TerraformMapping, type: string) => {
  const items = byType(mapping, type)
  assert.equal(items.length, 1, type)
  return items[0]!
}
const COMPUTE_IDS = new Set(COMPUTE_CHECKS.map((c) => c.id))

/** The compute checks the library raises over a state's items. */
function raised(resources: TerraformResource[]): string[] {
  const mapping = mapTerraformResources(resources)
  assert.deepEqual(mapping.errors, [])
  const out = new Set<string>()
  for (const [i, { input }] of mapping.items.entries()) {
    const resource: SnapshotResource = { id: `res_${i}`, ...input, tags: input.tags ?? {}, attributes: input.attributes ?? {} } as SnapshotResource
    for (const check of checksFor(resource.kind, resource.provider)) if (COMPUTE_IDS.has(check.id) && check.evaluate(resource, { runningInstanceNetworkGroups: new Set() })) out.add(check.id)
  }
  return [...out].sort()
}

// ---------------------------------------------------------------------------------------------------- AWS
const A = 'arn:aws'
const awsState = (bad: boolean): TerraformResource[] => [
  entry('aws_eks_cluster', {
    arn: `${A}:eks:eu-west-1:111122223333:cluster/prod`, name: 'prod', version: bad ? '1.31' : '1.34',
    vpc_config: [{ endpoint_public_access: true, endpoint_private_access: true, public_access_cidrs: bad ? ['0.0.0.0/0'] : ['203.0.113.0/24'], subnet_ids: ['subnet-1'] }],
    encryption_config: bad ? [] : [{ resources: ['secrets'], provider: [{ key_arn: `${A}:kms:eu-west-1:111122223333:key/k` }] }],
    enabled_cluster_log_types: bad ? ['api'] : ['api', 'audit', 'authenticator'],
    upgrade_policy: [{ support_type: bad ? 'EXTENDED' : 'STANDARD' }], tags: { env: 'prod' },
  }),
  entry('aws_ecr_repository', {
    arn: `${A}:ecr:eu-west-1:111122223333:repository/api`, name: 'api', image_tag_mutability: bad ? 'MUTABLE' : 'IMMUTABLE',
    image_scanning_configuration: [{ scan_on_push: !bad }], encryption_configuration: [{ encryption_type: 'AES256', kms_key: '' }],
  }),
  ...(bad
    ? [entry('aws_ecr_repository_policy', { repository: 'api', policy: JSON.stringify({ Statement: [{ Effect: 'Allow', Principal: '*', Action: ['ecr:BatchGetImage'] }] }) })]
    : [entry('aws_ecr_lifecycle_policy', { repository: 'api', policy: '{"rules":[]}' })]),
  entry('aws_ecs_task_definition', {
    arn: `${A}:ecs:eu-west-1:111122223333:task-definition/api:7`, family: 'api', network_mode: bad ? 'host' : 'awsvpc', requires_compatibilities: ['EC2'],
    container_definitions: JSON.stringify([{
      name: 'api', image: 'api:1.4.2', privileged: bad, readonlyRootFilesystem: !bad,
      environment: [{ name: 'DB_PASSWORD', value: bad ? 'hunter2' : '' }, { name: 'LOG_LEVEL', value: 'info' }],
      ...(bad ? {} : { logConfiguration: { logDriver: 'awslogs', options: { 'awslogs-group': '/ecs/api' } } }),
    }]),
  }),
  entry('aws_ecs_service', {
    id: `${A}:ecs:eu-west-1:111122223333:service/prod/api`, name: 'api', desired_count: bad ? 1 : 3, launch_type: 'FARGATE',
    network_configuration: [{ assign_public_ip: bad, subnets: ['subnet-1'], security_groups: ['sg-1'] }], tags: { env: 'prod' },
  }),
  entry('aws_elastic_beanstalk_environment', {
    arn: `${A}:elasticbeanstalk:eu-west-1:111122223333:environment/shop/shop-prod`, name: 'shop-prod', solution_stack_name: '64bit Amazon Linux 2023 v6.4.0 running Node.js 22',
    setting: [
      { namespace: 'aws:elasticbeanstalk:healthreporting:system', name: 'SystemType', value: bad ? 'basic' : 'enhanced', resource: '' },
      { namespace: 'aws:elasticbeanstalk:managedactions', name: 'ManagedActionsEnabled', value: String(!bad), resource: '' },
    ],
    all_settings: [{ namespace: 'aws:elasticbeanstalk:cloudwatch:logs', name: 'StreamLogs', value: String(!bad), resource: '' }],
  }),
  entry('aws_instance', {
    id: 'i-0abc', arn: `${A}:ec2:eu-west-1:111122223333:instance/i-0abc`, instance_type: 'm7i.large', instance_state: 'running', availability_zone: 'eu-west-1a',
    public_ip: '', metadata_options: [{ http_tokens: 'required', http_endpoint: 'enabled' }], root_block_device: [{ encrypted: true, volume_size: 30 }],
    ebs_block_device: [{ volume_size: 100 }], vpc_security_group_ids: [], monitoring: !bad, iam_instance_profile: bad ? '' : 'app-profile',
    disable_api_termination: !bad, source_dest_check: !bad, tags: { env: 'prod' },
  }),
  entry('aws_lambda_function', {
    arn: `${A}:lambda:eu-west-1:111122223333:function:resize`, function_name: 'resize', runtime: 'nodejs22.x', memory_size: 512, timeout: 30,
    tracing_config: [{ mode: bad ? 'PassThrough' : 'Active' }], dead_letter_config: [], vpc_config: bad ? [] : [{ subnet_ids: ['subnet-1'], security_group_ids: ['sg-1'] }],
    code_signing_config_arn: bad ? '' : `${A}:lambda:eu-west-1:111122223333:code-signing-config:csc-1`, architectures: [bad ? 'x86_64' : 'arm64'],
  }),
  entry('aws_lambda_permission', {
    id: 'AllowInvoke', statement_id: 'AllowInvoke', function_name: `${A}:lambda:eu-west-1:111122223333:function:resize`, action: 'lambda:InvokeFunction',
    principal: bad ? '*' : 's3.amazonaws.com', source_arn: bad ? '' : `${A}:s3:::uploads`,
  }),
  // The good function sends failed events to an on-failure destination instead of a dead-letter queue.
  ...(bad ? [] : [entry('aws_lambda_function_event_invoke_config', { id: 'resize', function_name: 'resize', destination_config: [{ on_failure: [{ destination: `${A}:sqs:eu-west-1:111122223333:resize-failed` }] }] })]),
]

test('AWS: EKS, ECR, ECS and Beanstalk items, with the companions merged, and what the core leaves out of instances and functions', () => {
  const mapping = mapTerraformResources(awsState(true))
  assert.deepEqual(mapping.errors, [])
  const cluster = one(mapping, 'aws_eks_cluster')
  assert.equal(cluster.kind, 'cluster')
  assert.deepEqual(cluster.attributes, {
    kubernetes_version: '1.31', public_endpoint: true, endpoint_allowed_cidrs: ['0.0.0.0/0'], secrets_encryption: false,
    control_plane_audit_logging: false, support_type: 'EXTENDED',
  })
  assert.equal(cluster.region, 'eu-west-1')
  const repo = one(mapping, 'aws_ecr_repository')
  assert.deepEqual([repo.kind, repo.attributes], ['container_registry', { immutable_tags: false, scan_on_push: false, public_access: true, cleanup_policy: false, encryption: 'AES256' }])
  assert.deepEqual(byType(mapping, 'aws_ecr_repository_policy'), [], 'the policy is merged into its repository')
  const task = one(mapping, 'aws_ecs_task_definition')
  assert.deepEqual([task.kind, task.name, task.attributes], ['container_service', 'api', {
    service_type: 'task_definition', network_mode: 'host', launch_types: ['EC2'], privileged_containers: ['api'], writable_root_containers: ['api'],
    containers_without_logging: ['api'], plaintext_secret_env_vars: ['DB_PASSWORD'],
  }])
  const service = one(mapping, 'aws_ecs_service')
  assert.deepEqual([service.external_id, service.attributes], [`${A}:ecs:eu-west-1:111122223333:service/prod/api`, { service_type: 'service', launch_type: 'FARGATE', desired_count: 1, assign_public_ip: true }])
  const env = one(mapping, 'aws_elastic_beanstalk_environment')
  assert.deepEqual([env.kind, env.attributes], ['web_app', {
    platform: '64bit Amazon Linux 2023 v6.4.0 running Node.js 22', enhanced_health: false, managed_updates: false, log_streaming: false,
  }])
  const instance = one(mapping, 'aws_instance').attributes!
  assert.deepEqual([instance.detailed_monitoring, instance.has_identity, instance.termination_protection, instance.ip_forwarding, instance.storage_gb], [false, false, false, true, 130])
  const fn = one(mapping, 'aws_lambda_function').attributes!
  assert.deepEqual([fn.tracing, fn.dead_letter_queue, fn.in_vpc, fn.code_signing, fn.architecture, fn.public_resource_policy], [false, false, false, false, 'x86_64', true])
  assert.deepEqual(byType(mapping, 'aws_lambda_permission'), [], 'the permission is merged into its function')

  const good = mapTerraformResources(awsState(false))
  assert.equal(one(good, 'aws_ecr_repository').attributes!.cleanup_policy, true)
  assert.equal(one(good, 'aws_ecr_repository').attributes!.public_access, false)
  assert.equal(one(good, 'aws_lambda_function').attributes!.dead_letter_queue, true, 'an on-failure destination counts')
  assert.deepEqual(one(good, 'aws_eks_cluster').attributes!.endpoint_allowed_cidrs, ['203.0.113.0/24'])
})

test('AWS: values the state does not hold stay unknown, never false', () => {
  const mapping = mapTerraformResources([
    entry('aws_eks_cluster', { arn: `${A}:eks:eu-west-1:111122223333:cluster/bare`, name: 'bare' }),
    entry('aws_ecs_task_definition', { arn: `${A}:ecs:eu-west-1:111122223333:task-definition/bare:1`, family: 'bare' }),
    entry('aws_elastic_beanstalk_environment', { arn: `${A}:elasticbeanstalk:eu-west-1:111122223333:environment/a/b`, name: 'b' }),
    entry('aws_instance', { id: 'i-1', arn: `${A}:ec2:eu-west-1:111122223333:instance/i-1` }),
    entry('aws_lambda_function', { arn: `${A}:lambda:eu-west-1:111122223333:function:f`, function_name: 'f' }),
    entry('aws_ecr_lifecycle_policy', { id: 'elsewhere', repository: 'elsewhere', policy: '{}' }),
  ])
  assert.deepEqual(mapping.errors, [])
  assert.deepEqual(one(mapping, 'aws_eks_cluster').attributes, {})
  assert.deepEqual(one(mapping, 'aws_ecs_task_definition').attributes, { service_type: 'task_definition', launch_types: [] })
  assert.deepEqual(one(mapping, 'aws_elastic_beanstalk_environment').attributes, {})
  const instance = one(mapping, 'aws_instance').attributes!
  for (const key of ['detailed_monitoring', 'has_identity', 'termination_protection', 'ip_forwarding', 'storage_gb']) assert.ok(!(key in instance), key)
  const fn = one(mapping, 'aws_lambda_function').attributes!
  for (const key of ['tracing', 'dead_letter_queue', 'in_vpc', 'code_signing', 'architecture']) assert.ok(!(key in fn), key)
  assert.equal(fn.public_resource_policy, false, 'no permission in the state grants anyone')
  // A lifecycle policy whose repository is not in the state is kept as it is.
  assert.equal(one(mapping, 'aws_ecr_lifecycle_policy').kind, 'other')
})

test('AWS: the bad state raises the compute checks of its problems, the fixed one none', () => {
  assert.deepEqual(raised(awsState(true)), [
    'arch.container_service_single_task', 'arch.function_tracing_disabled', 'arch.function_without_dead_letter_queue', 'arch.instance_detailed_monitoring_disabled',
    'arch.instance_termination_protection_disabled', 'arch.web_app_enhanced_health_disabled', 'arch.web_app_managed_updates_disabled',
    'cmp.cluster_audit_logging_disabled', 'cmp.cluster_secrets_not_encrypted_with_cmk', 'cmp.container_logging_disabled', 'cmp.web_app_logs_not_streamed',
    'cost.cluster_eks_extended_support', 'cost.function_x86_architecture', 'cost.registry_without_cleanup_policy',
    'sec.cluster_public_endpoint_unrestricted', 'sec.container_host_network_mode', 'sec.container_privileged', 'sec.container_root_filesystem_writable',
    'sec.container_secrets_in_environment', 'sec.container_service_public_ip', 'sec.function_code_signing_disabled', 'sec.function_not_in_vpc', 'sec.function_public_resource_policy',
    'sec.instance_ip_forwarding_enabled', 'sec.instance_without_identity', 'sec.registry_public_access', 'sec.registry_scan_on_push_disabled', 'sec.registry_tags_mutable',
  ])
  assert.deepEqual(raised(awsState(false)), [])
})

// ---------------------------------------------------------------------------------------------------- Google
const P = 'projects/acme-prod'
const googleState = (bad: boolean): TerraformResource[] => [
  entry('google_container_cluster', {
    id: `${P}/locations/${bad ? 'europe-west1-b' : 'europe-west1'}/clusters/main`, name: 'main', location: bad ? 'europe-west1-b' : 'europe-west1',
    self_link: `https://container.googleapis.com/v1/${P}/locations/europe-west1/clusters/main`, master_version: bad ? '1.31.5-gke.1000' : '1.34.1-gke.1200',
    private_cluster_config: bad ? [] : [{ enable_private_nodes: true, enable_private_endpoint: false }],
    master_authorized_networks_config: bad ? [] : [{ cidr_blocks: [{ cidr_block: '10.0.0.0/8', display_name: 'corp' }] }],
    database_encryption: [{ state: bad ? 'DECRYPTED' : 'ENCRYPTED', key_name: '' }], logging_service: bad ? 'none' : 'logging.googleapis.com/kubernetes',
    enable_legacy_abac: bad, master_auth: [{ client_certificate_config: [{ issue_client_certificate: bad }] }],
    workload_identity_config: bad ? [] : [{ workload_pool: 'acme-prod.svc.id.goog' }], enable_shielded_nodes: !bad,
    network_policy: [{ enabled: false, provider: 'PROVIDER_UNSPECIFIED' }], datapath_provider: bad ? 'LEGACY_DATAPATH' : 'ADVANCED_DATAPATH',
    node_pool: [], enable_autopilot: false, resource_labels: { env: 'prod' },
  }),
  entry('google_container_node_pool', { cluster: `${P}/locations/europe-west1/clusters/main`, name: 'default', management: [{ auto_repair: true, auto_upgrade: !bad }] }),
  entry('google_artifact_registry_repository', {
    id: `${P}/locations/europe/repositories/images`, name: 'images', repository_id: 'images', location: 'europe', format: 'DOCKER', mode: 'STANDARD_REPOSITORY',
    docker_config: bad ? [] : [{ immutable_tags: true }],
    cleanup_policies: bad ? [] : [{ id: 'untagged', action: 'DELETE', condition: [{ tag_state: 'UNTAGGED', older_than: '604800s' }] }], cleanup_policy_dry_run: false,
  }),
  ...(bad ? [entry('google_artifact_registry_repository_iam_member', { repository: `${P}/locations/europe/repositories/images`, location: 'europe', role: 'roles/artifactregistry.reader', member: 'allUsers' })] : []),
  entry('google_cloud_run_v2_service', {
    id: `${P}/locations/europe-west1/services/api`, name: 'api', location: 'europe-west1', ingress: bad ? 'INGRESS_TRAFFIC_ALL' : 'INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER',
    template: [{ service_account: bad ? '' : 'api@acme-prod.iam.gserviceaccount.com', containers: [{ image: 'api', env: [
      { name: 'API_KEY', value: bad ? 'sk_live_1' : '', value_source: bad ? [] : [{ secret_key_ref: [{ secret: 'api-key', version: 'latest' }] }] },
    ] }] }],
  }),
  ...(bad ? [entry('google_cloud_run_v2_service_iam_member', { id: `${P}/locations/europe-west1/services/api/roles/run.invoker/allUsers`, name: `${P}/locations/europe-west1/services/api`, location: 'europe-west1', role: 'roles/run.invoker', member: 'allUsers' })] : []),
  entry('google_compute_instance', {
    self_link: `https://www.googleapis.com/compute/v1/${P}/zones/europe-west1-b/instances/vm-1`, name: 'vm-1', zone: 'europe-west1-b', machine_type: 'e2-medium',
    current_status: 'RUNNING', network_interface: [], tags: [], labels: { env: 'prod' },
    service_account: [{ email: bad ? '1234-compute@developer.gserviceaccount.com' : 'vm@acme-prod.iam.gserviceaccount.com', scopes: ['https://www.googleapis.com/auth/cloud-platform'] }],
    metadata: bad ? { 'serial-port-enable': 'true', 'enable-oslogin': 'FALSE' } : { 'enable-oslogin': 'TRUE', 'block-project-ssh-keys': 'TRUE' },
    can_ip_forward: bad, deletion_protection: !bad, boot_disk: [{ initialize_params: [{ size: 20 }] }],
    shielded_instance_config: [{ enable_secure_boot: !bad, enable_vtpm: !bad, enable_integrity_monitoring: !bad }],
  }),
  entry('google_app_engine_standard_app_version', {
    id: 'apps/acme-prod/services/default/versions/v3', project: 'acme-prod', service: 'default', version_id: 'v3', runtime: 'python313',
    handlers: [{ url_regex: '.*', security_level: bad ? 'SECURE_OPTIONAL' : 'SECURE_ALWAYS' }],
  }),
]

test('Google: GKE clusters with their node pools, Artifact Registry with its IAM, Cloud Run, App Engine versions, and instance settings', () => {
  const mapping = mapTerraformResources(googleState(true))
  assert.deepEqual(mapping.errors, [])
  const cluster = one(mapping, 'google_container_cluster')
  assert.deepEqual([cluster.kind, cluster.external_id, cluster.tags, cluster.attributes], ['cluster', `//container.googleapis.com/${P}/locations/europe-west1/clusters/main`, { env: 'prod' }, {
    kubernetes_version: '1.31.5-gke.1000', autopilot: false, public_endpoint: true, endpoint_allowed_cidrs: ['0.0.0.0/0'], secrets_encryption: false,
    control_plane_audit_logging: false, auto_upgrade: false, zone_redundant: false, network_policy: false, private_nodes: false, legacy_abac: true,
    client_certificate: true, workload_identity: false, shielded_nodes: false,
  }])
  assert.deepEqual(byType(mapping, 'google_container_node_pool'), [], 'the node pool is merged into its cluster')
  const repo = one(mapping, 'google_artifact_registry_repository')
  assert.deepEqual([repo.kind, repo.name, repo.external_id, repo.attributes], ['container_registry', 'images', `//artifactregistry.googleapis.com/${P}/locations/europe/repositories/images`, {
    format: 'DOCKER', mode: 'STANDARD_REPOSITORY', immutable_tags: false, public_access: true, cleanup_policy: false,
  }])
  assert.deepEqual(byType(mapping, 'google_artifact_registry_repository_iam_member'), [])
  const run = one(mapping, 'google_cloud_run_v2_service')
  assert.deepEqual([run.kind, run.external_id, run.attributes], ['container_service', `//run.googleapis.com/${P}/locations/europe-west1/services/api`, {
    service_type: 'cloud_run', ingress: 'all', public_invoker: true, plaintext_secret_env_vars: ['API_KEY'], default_service_account: true,
  }])
  const version = one(mapping, 'google_app_engine_standard_app_version')
  assert.deepEqual([version.kind, version.name, version.attributes], ['web_app', 'default-v3', { runtime: 'python313', environment: 'standard', https_only: false }])
  const vm = one(mapping, 'google_compute_instance').attributes!
  assert.deepEqual(
    [vm.default_service_account_full_access, vm.serial_port_enabled, vm.block_project_ssh_keys, vm.os_login, vm.ip_forwarding, vm.shielded_vm, vm.termination_protection, vm.storage_gb],
    [true, true, false, false, true, false, false, 20],
  )

  const good = mapTerraformResources(googleState(false))
  assert.deepEqual(one(good, 'google_container_cluster').attributes!.endpoint_allowed_cidrs, ['10.0.0.0/8'])
  assert.equal(one(good, 'google_container_cluster').attributes!.network_policy, true, 'Dataplane V2 enforces network policy')
  assert.deepEqual(one(good, 'google_cloud_run_v2_service').attributes!.plaintext_secret_env_vars, [], 'a secret reference is not a plain value')
})

test('Google: Cloud Run v1 services read the ingress annotation; unknown settings stay absent', () => {
  const mapping = mapTerraformResources([
    entry('google_cloud_run_service', {
      id: 'locations/europe-west1/namespaces/acme-prod/services/web', name: 'web', location: 'europe-west1', project: 'acme-prod',
      metadata: [{ annotations: { 'run.googleapis.com/ingress': 'internal' }, labels: { team: 'web' } }],
      template: [{ spec: [{ service_account_name: 'web@acme-prod.iam.gserviceaccount.com', containers: [{ env: [{ name: 'DB_PASSWORD', value: 'x' }] }] }] }],
    }),
    entry('google_container_cluster', { id: `${P}/locations/europe-west1/clusters/bare`, name: 'bare' }),
    entry('google_compute_instance', { self_link: `https://www.googleapis.com/compute/v1/${P}/zones/europe-west1-b/instances/bare`, name: 'bare' }),
  ])
  assert.deepEqual(mapping.errors, [])
  const run = one(mapping, 'google_cloud_run_service')
  assert.deepEqual([run.external_id, run.tags, run.attributes], ['//run.googleapis.com/projects/acme-prod/locations/europe-west1/services/web', { team: 'web' }, {
    service_type: 'cloud_run', ingress: 'internal', public_invoker: false, plaintext_secret_env_vars: ['DB_PASSWORD'],
    service_account: 'web@acme-prod.iam.gserviceaccount.com', default_service_account: false,
  }])
  assert.deepEqual(one(mapping, 'google_container_cluster').attributes, {})
  const vm = one(mapping, 'google_compute_instance').attributes!
  for (const key of ['default_service_account_full_access', 'serial_port_enabled', 'block_project_ssh_keys', 'os_login', 'ip_forwarding', 'shielded_vm', 'termination_protection']) assert.ok(!(key in vm), key)
})

test('Google: the bad state raises the compute checks of its problems, the fixed one none', () => {
  assert.deepEqual(raised(googleState(true)), [
    'arch.cluster_auto_upgrade_disabled', 'arch.cluster_control_plane_single_zone', 'arch.instance_termination_protection_disabled',
    'cmp.cluster_audit_logging_disabled', 'cmp.cluster_kubernetes_version_unsupported', 'cmp.cluster_secrets_not_encrypted_with_cmk',
    'cost.registry_without_cleanup_policy', 'sec.cluster_client_certificate_enabled', 'sec.cluster_legacy_abac_enabled', 'sec.cluster_network_policy_disabled',
    'sec.cluster_nodes_public_ip', 'sec.cluster_public_endpoint_unrestricted', 'sec.cluster_shielded_nodes_disabled', 'sec.cluster_workload_identity_disabled',
    'sec.container_secrets_in_environment', 'sec.container_service_default_service_account', 'sec.container_service_public_unauthenticated',
    'sec.instance_default_service_account_full_access', 'sec.instance_ip_forwarding_enabled', 'sec.instance_os_login_disabled', 'sec.instance_project_ssh_keys_allowed',
    'sec.instance_serial_port_enabled', 'sec.instance_shielded_vm_disabled', 'sec.registry_public_access', 'sec.registry_tags_mutable', 'sec.web_app_https_not_enforced',
  ])
  assert.deepEqual(raised(googleState(false)), [])
})

// ---------------------------------------------------------------------------------------------------- Azure
const SUB = '/subscriptions/7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37/resourceGroups/rg-app/providers'
const azureState = (bad: boolean): TerraformResource[] => [
  entry('azurerm_kubernetes_cluster', {
    id: `${SUB}/Microsoft.ContainerService/managedClusters/aks`, name: 'aks', location: 'West Europe', kubernetes_version: bad ? '1.30' : '1.34',
    current_kubernetes_version: bad ? '1.30.9' : '1.34.1', private_cluster_enabled: false,
    api_server_access_profile: bad ? [] : [{ authorized_ip_ranges: ['203.0.113.0/24'] }],
    key_management_service: bad ? [] : [{ key_vault_key_id: 'https://kv.vault.azure.net/keys/aks/1', key_vault_network_access: 'Public' }],
    automatic_upgrade_channel: bad ? null : 'patch',
    default_node_pool: [{ name: 'system', zones: bad ? [] : ['1', '2', '3'], node_public_ip_enabled: bad }],
    network_profile: [{ network_plugin: 'azure', network_policy: bad ? null : 'cilium' }],
    role_based_access_control_enabled: !bad, local_account_disabled: !bad, workload_identity_enabled: !bad, tags: { env: 'prod' },
  }),
  entry('azurerm_container_registry', {
    id: `${SUB}/Microsoft.ContainerRegistry/registries/acr`, name: 'acr', location: 'westeurope', sku: 'Premium', admin_enabled: bad,
    public_network_access_enabled: true, anonymous_pull_enabled: bad, network_rule_set: bad ? [] : [{ default_action: 'Deny', ip_rule: [] }],
  }),
  entry('azurerm_container_app', {
    id: `${SUB}/Microsoft.App/containerApps/api`, name: 'api', location: 'westeurope',
    ingress: [{ external_enabled: true, target_port: 8080, allow_insecure_connections: bad, ip_security_restriction: bad ? [] : [{ name: 'corp', action: 'Allow', ip_address_range: '203.0.113.0/24' }] }],
    template: [{ container: [{ name: 'api', env: [bad ? { name: 'DB_PASSWORD', value: 'hunter2' } : { name: 'DB_PASSWORD', secret_name: 'db-password' }] }] }],
  }),
  entry('azurerm_linux_web_app', {
    id: `${SUB}/Microsoft.Web/sites/shop`, name: 'shop', location: 'westeurope', https_only: !bad, client_certificate_enabled: !bad,
    identity: bad ? [] : [{ type: 'SystemAssigned', principal_id: 'p' }], public_network_access_enabled: true,
    ftp_publish_basic_authentication_enabled: bad, webdeploy_publish_basic_authentication_enabled: false,
    site_config: [{ minimum_tls_version: bad ? '1.0' : '1.2', ftps_state: bad ? 'AllAllowed' : 'Disabled', remote_debugging_enabled: bad, http2_enabled: !bad }],
  }),
  entry('azurerm_linux_virtual_machine', {
    id: `${SUB}/Microsoft.Compute/virtualMachines/vm`, name: 'vm', location: 'westeurope', size: 'Standard_D4s_v5', public_ip_address: '',
    encryption_at_host_enabled: !bad, identity: bad ? [] : [{ type: 'SystemAssigned' }], disable_password_authentication: !bad, vtpm_enabled: !bad, secure_boot_enabled: !bad,
  }),
  entry('azurerm_linux_function_app', {
    id: `${SUB}/Microsoft.Web/sites/fn`, name: 'fn', location: 'westeurope', https_only: !bad, public_network_access_enabled: false,
    site_config: [{ minimum_tls_version: bad ? '1.1' : '1.2', application_stack: [{ node_version: '22' }] }],
  }),
]

test('Azure: AKS, container registries, Container Apps and web apps, and virtual machine settings', () => {
  const mapping = mapTerraformResources(azureState(true))
  assert.deepEqual(mapping.errors, [])
  const cluster = one(mapping, 'azurerm_kubernetes_cluster')
  assert.deepEqual([cluster.kind, cluster.region, cluster.attributes], ['cluster', 'westeurope', {
    kubernetes_version: '1.30.9', public_endpoint: true, endpoint_allowed_cidrs: ['0.0.0.0/0'], secrets_encryption: false, auto_upgrade: false,
    zone_redundant: false, network_policy: false, private_nodes: false, rbac_enabled: false, local_accounts: true, workload_identity: false,
  }])
  const registry = one(mapping, 'azurerm_container_registry')
  assert.deepEqual([registry.kind, registry.attributes], ['container_registry', { sku: 'Premium', admin_user: true, public_access: true, public_network_access: true }])
  const app = one(mapping, 'azurerm_container_app')
  assert.deepEqual([app.kind, app.attributes], ['container_service', {
    service_type: 'container_app', external_ingress: true, allow_insecure_ingress: true, ip_restricted: false, plaintext_secret_env_vars: ['DB_PASSWORD'],
  }])
  const web = one(mapping, 'azurerm_linux_web_app')
  assert.deepEqual([web.kind, web.attributes], ['web_app', {
    https_only: false, client_certificates: false, managed_identity: false, basic_publishing_auth: true, public_network_access: true,
    min_tls_version: '1.0', ftps_state: 'AllAllowed', remote_debugging: true, http2_enabled: false,
  }])
  const vm = one(mapping, 'azurerm_linux_virtual_machine').attributes!
  assert.deepEqual([vm.encryption_at_host, vm.has_identity, vm.password_authentication, vm.shielded_vm], [false, false, true, false])

  const good = mapTerraformResources(azureState(false))
  assert.equal(one(good, 'azurerm_container_registry').attributes!.public_network_access, false, 'a deny-by-default rule set closes the registry')
  assert.deepEqual(one(good, 'azurerm_container_app').attributes!.plaintext_secret_env_vars, [], 'a secret reference is not a plain value')
  assert.deepEqual(one(good, 'azurerm_kubernetes_cluster').attributes!.endpoint_allowed_cidrs, ['203.0.113.0/24'])
})

test('Azure: settings the state does not hold stay unknown', () => {
  const mapping = mapTerraformResources([
    entry('azurerm_kubernetes_cluster', { id: `${SUB}/Microsoft.ContainerService/managedClusters/bare`, name: 'bare', location: 'westeurope' }),
    entry('azurerm_windows_web_app', { id: `${SUB}/Microsoft.Web/sites/bare`, name: 'bare', location: 'westeurope' }),
    entry('azurerm_windows_virtual_machine', { id: `${SUB}/Microsoft.Compute/virtualMachines/win`, name: 'win', location: 'westeurope' }),
  ])
  assert.deepEqual(mapping.errors, [])
  assert.deepEqual(one(mapping, 'azurerm_kubernetes_cluster').attributes, {})
  assert.deepEqual(one(mapping, 'azurerm_windows_web_app').attributes, {})
  const vm = one(mapping, 'azurerm_windows_virtual_machine').attributes!
  for (const key of ['encryption_at_host', 'has_identity', 'password_authentication', 'shielded_vm']) assert.ok(!(key in vm), key)
})

test('Azure: the bad state raises the compute checks of its problems, the fixed one none', () => {
  assert.deepEqual(raised(azureState(true)), [
    'arch.cluster_auto_upgrade_disabled', 'arch.cluster_control_plane_single_zone', 'cmp.cluster_kubernetes_version_unsupported',
    'cmp.cluster_secrets_not_encrypted_with_cmk', 'cmp.instance_encryption_at_host_disabled', 'sec.cluster_local_accounts_enabled',
    'sec.cluster_network_policy_disabled', 'sec.cluster_nodes_public_ip', 'sec.cluster_public_endpoint_unrestricted', 'sec.cluster_rbac_disabled',
    'sec.cluster_workload_identity_disabled', 'sec.container_app_external_ingress_no_restriction', 'sec.container_app_insecure_ingress',
    'sec.container_secrets_in_environment', 'sec.function_app_https_not_enforced', 'sec.function_app_weak_min_tls', 'sec.instance_password_authentication',
    'sec.instance_shielded_vm_disabled', 'sec.instance_without_identity', 'sec.registry_admin_user_enabled', 'sec.registry_public_access',
    'sec.registry_public_network_access', 'sec.web_app_basic_publishing_auth', 'sec.web_app_client_certificates_disabled', 'sec.web_app_ftp_allowed',
    'sec.web_app_http2_disabled', 'sec.web_app_https_not_enforced', 'sec.web_app_remote_debugging_enabled', 'sec.web_app_weak_min_tls',
    'sec.web_app_without_managed_identity',
  ])
  assert.deepEqual(raised(azureState(false)), [])
})
