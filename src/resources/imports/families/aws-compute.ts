import { allowsAnyPrincipal } from '../terraform-aws-policies.ts'
import { functionKey, item } from '../terraform-aws-item.ts'
import type { TerraformResource } from '../terraform.ts'
import {
  block, blocks, bool, isRecord, num, plaintextSecretNames, required, str, strings,
  type MappedInput, type MapResult, type TypeFamily, type Values,
} from '../terraform-values.ts'

// aws types of the compute shelf of the check library (src/checks/compute) beyond what terraform-aws.ts maps:
// EKS clusters, ECR repositories (with their lifecycle and repository policies), ECS task definitions and
// services, Elastic Beanstalk environments; and what the core leaves out of EC2 instances and Lambda functions.

const ECR_PARTS = ['aws_ecr_lifecycle_policy', 'aws_ecr_repository_policy']

/** A key of the state entry that is present, even as null: the provider wrote it, so "unset" is known. */
const has = (v: Values, key: string) => key in v

/** Container definitions are a JSON string in state; anything unreadable is no containers. */
function containerDefinitions(v: Values): Values[] {
  const raw = v.container_definitions
  let parsed: unknown = raw
  if (typeof raw === 'string') {
    try { parsed = JSON.parse(raw) } catch { return [] }
  }
  return Array.isArray(parsed) ? parsed.filter(isRecord) : []
}

function taskDefinition(r: TerraformResource, v: Values): MappedInput[] {
  const containers = containerDefinitions(v)
  const known = typeof v.container_definitions === 'string' || Array.isArray(v.container_definitions)
  const named = (c: Values, i: number) => str(c, 'name') ?? `container-${i + 1}`
  const select = (test: (c: Values) => boolean) => (known ? containers.flatMap((c, i) => (test(c) ? [named(c, i)] : [])) : undefined)
  const environment: Record<string, unknown> = {}
  for (const c of containers) {
    for (const e of Array.isArray(c.environment) ? c.environment.filter(isRecord) : []) if (str(e, 'name')) environment[str(e, 'name') as string] = e.value
  }
  return item(r, v, 'container_service', required(str(v, 'arn'), 'arn'), str(v, 'family'), {
    service_type: 'task_definition', network_mode: str(v, 'network_mode'), launch_types: strings(v, 'requires_compatibilities'),
    privileged_containers: select((c) => c.privileged === true),
    // ECS defaults readonlyRootFilesystem to false: a definition that does not set it can write.
    writable_root_containers: select((c) => c.readonlyRootFilesystem !== true),
    containers_without_logging: select((c) => !isRecord(c.logConfiguration) || typeof c.logConfiguration.logDriver !== 'string'),
    plaintext_secret_env_vars: known ? plaintextSecretNames(environment) : undefined,
  })
}

/** Beanstalk option settings: what the configuration sets, else what the environment reports (all_settings). */
function beanstalkSetting(v: Values, namespace: string, name: string): string | undefined {
  for (const key of ['setting', 'all_settings']) {
    const found = blocks(v, key).find((s) => str(s, 'namespace') === namespace && str(s, 'name') === name)
    if (found && str(found, 'value') !== undefined) return str(found, 'value')
  }
  return undefined
}
const flag = (value: string | undefined) => (value === undefined ? undefined : value.trim().toLowerCase() === 'true')

export const AWS_COMPUTE: TypeFamily = {
  kinds: {
    aws_eks_cluster: 'cluster',
    aws_ecr_repository: 'container_registry', aws_ecr_lifecycle_policy: 'container_registry', aws_ecr_repository_policy: 'container_registry',
    aws_ecs_task_definition: 'container_service', aws_ecs_service: 'container_service',
    aws_elastic_beanstalk_environment: 'web_app',
    aws_lambda_permission: 'function',
  },
  prepare(resources) {
    const repositories = new Set<string>()
    const lifecycle = new Set<string>()
    const policies = new Map<string, unknown>()
    // Lambda failures can also go to an on-failure destination of an event invoke config.
    const onFailure = new Set<string>()
    const functions = new Set<string>()
    // Functions anyone may invoke: a permission for principal "*" that no source ARN, account or organisation narrows.
    const openToAnyone = new Set<string>()
    for (const r of resources) {
      const v = r.values as Values
      const repo = str(v, 'repository')
      if (r.type === 'aws_ecr_repository' && str(v, 'name')) repositories.add(str(v, 'name') as string)
      if (r.type === 'aws_ecr_lifecycle_policy' && repo) lifecycle.add(repo)
      if (r.type === 'aws_ecr_repository_policy' && repo) policies.set(repo, v.policy)
      if (r.type === 'aws_lambda_function' && str(v, 'function_name')) functions.add(str(v, 'function_name') as string)
      if (r.type === 'aws_lambda_permission' && str(v, 'principal') === '*' && ['lambda:InvokeFunction', 'lambda:*'].includes(str(v, 'action') ?? '')
        && !str(v, 'source_arn') && !str(v, 'source_account') && !str(v, 'principal_org_id')) {
        const key = functionKey(str(v, 'function_name'))
        if (key) openToAnyone.add(key)
      }
      if (r.type === 'aws_lambda_function_event_invoke_config' && str(block(block(v, 'destination_config'), 'on_failure'), 'destination')) {
        const key = functionKey(str(v, 'function_name'))
        if (key) onFailure.add(key)
      }
    }
    return {
      map: (r, v): MapResult => {
        if (ECR_PARTS.includes(r.type)) return repositories.has(str(v, 'repository') ?? '') ? 'consumed' : null
        if (r.type === 'aws_lambda_permission') return functions.has(functionKey(str(v, 'function_name')) ?? '') ? 'consumed' : null
        switch (r.type) {
          case 'aws_eks_cluster': {
            const vpc = block(v, 'vpc_config')
            const isPublic = bool(vpc, 'endpoint_public_access')
            const cidrs = strings(vpc, 'public_access_cidrs')
            return item(r, v, 'cluster', required(str(v, 'arn'), 'arn'), str(v, 'name'), {
              kubernetes_version: str(v, 'version'), public_endpoint: isPublic,
              // The API default for public_access_cidrs is 0.0.0.0/0.
              endpoint_allowed_cidrs: isPublic === undefined ? undefined : cidrs.length > 0 ? cidrs : ['0.0.0.0/0'],
              secrets_encryption: has(v, 'encryption_config') ? blocks(v, 'encryption_config').some((e) => strings(e, 'resources').includes('secrets')) : undefined,
              control_plane_audit_logging: has(v, 'enabled_cluster_log_types') ? strings(v, 'enabled_cluster_log_types').includes('audit') : undefined,
              support_type: str(block(v, 'upgrade_policy'), 'support_type'),
            })
          }
          case 'aws_ecr_repository': {
            const name = required(str(v, 'name'), 'name')
            const mutability = str(v, 'image_tag_mutability')
            return item(r, v, 'container_registry', required(str(v, 'arn'), 'arn'), name, {
              immutable_tags: mutability === undefined ? undefined : mutability.startsWith('IMMUTABLE'),
              scan_on_push: bool(block(v, 'image_scanning_configuration'), 'scan_on_push'),
              public_access: policies.has(name) ? allowsAnyPrincipal(policies.get(name)) : false,
              cleanup_policy: lifecycle.has(name),
              encryption: str(block(v, 'encryption_configuration'), 'encryption_type'),
            })
          }
          case 'aws_ecs_task_definition': return taskDefinition(r, v)
          case 'aws_ecs_service': {
            const network = block(v, 'network_configuration')
            // The service's id is its ARN.
            return item(r, v, 'container_service', required(str(v, 'arn') ?? str(v, 'id'), 'id'), str(v, 'name'), {
              service_type: 'service', launch_type: str(v, 'launch_type'), desired_count: num(v, 'desired_count'),
              assign_public_ip: network ? bool(network, 'assign_public_ip') ?? false : undefined, task_definition: str(v, 'task_definition'),
            })
          }
          case 'aws_elastic_beanstalk_environment': {
            const health = beanstalkSetting(v, 'aws:elasticbeanstalk:healthreporting:system', 'SystemType')
            return item(r, v, 'web_app', required(str(v, 'arn'), 'arn'), str(v, 'name'), {
              platform: str(v, 'solution_stack_name') ?? str(v, 'platform_arn'), tier: str(v, 'tier'),
              enhanced_health: health === undefined ? undefined : health.trim().toLowerCase() === 'enhanced',
              managed_updates: flag(beanstalkSetting(v, 'aws:elasticbeanstalk:managedactions', 'ManagedActionsEnabled')),
              log_streaming: flag(beanstalkSetting(v, 'aws:elasticbeanstalk:cloudwatch:logs', 'StreamLogs')),
            })
          }
          default: return null
        }
      },
      enrich: (r, v, items) => {
        if (r.type === 'aws_instance') {
          const disks = [block(v, 'root_block_device'), ...blocks(v, 'ebs_block_device')].map((d) => num(d, 'volume_size')).filter((n) => n !== undefined)
          add(items, 'instance', {
            detailed_monitoring: bool(v, 'monitoring'), termination_protection: bool(v, 'disable_api_termination'),
            // Disabling the source/destination check is how EC2 lets an instance forward packets.
            ip_forwarding: not(bool(v, 'source_dest_check')),
            has_identity: has(v, 'iam_instance_profile') ? str(v, 'iam_instance_profile') !== undefined : undefined,
            storage_gb: disks.length > 0 ? disks.reduce((a, b) => a + b, 0) : undefined,
          })
        }
        if (r.type === 'aws_lambda_function') {
          const mode = str(block(v, 'tracing_config'), 'mode')
          const name = str(v, 'function_name')
          add(items, 'function', {
            tracing: mode === undefined ? undefined : mode === 'Active',
            dead_letter_queue: has(v, 'dead_letter_config') ? blocks(v, 'dead_letter_config').some((d) => str(d, 'target_arn')) || onFailure.has(name ?? '') : undefined,
            in_vpc: has(v, 'vpc_config') ? blocks(v, 'vpc_config').some((c) => strings(c, 'subnet_ids').length > 0) : undefined,
            code_signing: has(v, 'code_signing_config_arn') ? str(v, 'code_signing_config_arn') !== undefined : undefined,
            architecture: strings(v, 'architectures')[0],
            // Only permissions in this state are known, as for function URLs.
            public_resource_policy: name ? openToAnyone.has(name) : undefined,
          })
        }
      },
    }
  },
}

export const not = (x: boolean | undefined) => (x === undefined ? undefined : !x)

/** Adds the defined attributes to the items of this kind. */
export function add(items: MappedInput[], kind: MappedInput['kind'], attributes: Record<string, unknown>): void {
  const defined = Object.fromEntries(Object.entries(attributes).filter(([, x]) => x !== undefined))
  for (const i of items) if (i.kind === kind) i.attributes = { ...i.attributes, ...defined }
}
