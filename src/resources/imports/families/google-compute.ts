import { add } from './aws-compute.ts'
import { fullName, isPublicMember, item, projectPath } from '../terraform-google-refs.ts'
import {
  block, blocks, bool, isRecord, lastSegment, num, plaintextSecretNames, required, str, stringMap, strings,
  type MapResult, type TypeFamily, type Values, pushTo,
} from '../terraform-values.ts'

// google types of the compute shelf of the check library (src/checks/compute) beyond what terraform-google.ts maps:
// GKE clusters (with separate node pools), Artifact Registry repositories (with their IAM), Cloud Run services;
// and what the core leaves out of Compute Engine instances. Cloud Run IAM members stay with the core mapper
// (it maps them for Cloud Functions gen 2); they are read here to see who may invoke a service.

const APP_ENGINE_VERSIONS = ['google_app_engine_standard_app_version', 'google_app_engine_flexible_app_version']
const DEFAULT_ACCOUNT = /-compute@developer\.gserviceaccount\.com$/
const REGISTRY_IAM = ['google_artifact_registry_repository_iam_member', 'google_artifact_registry_repository_iam_binding']
const RUN_IAM = /^google_cloud_run(_v2)?_service_iam_(member|binding)$/
const INGRESS: Record<string, string> = {
  INGRESS_TRAFFIC_ALL: 'all', INGRESS_TRAFFIC_INTERNAL_ONLY: 'internal', INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER: 'internal-and-cloud-load-balancing',
}
const FULL_SCOPE = new Set(['https://www.googleapis.com/auth/cloud-platform', 'cloud-platform'])
const ZONE = /^[a-z]+-[a-z]+\d+-[a-z]$/
const has = (v: Values, key: string) => key in v
const members = (v: Values) => (str(v, 'member') ? [str(v, 'member') as string] : strings(v, 'members'))

/** Plain env values of containers (entries with a secret reference have no `value`). */
function envValues(containers: Values[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const c of containers) for (const e of blocks(c, 'env')) if (str(e, 'name')) out[str(e, 'name') as string] = e.value
  return out
}

/** "TRUE", "true", "1" → true; "FALSE", "false", "0" → false; anything else unknown. */
function metadataFlag(value: unknown): boolean | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined
  return text === 'true' || text === '1' || text === 'yes' ? true : text === 'false' || text === '0' || text === 'no' ? false : undefined
}

export const GOOGLE_COMPUTE: TypeFamily = {
  kinds: {
    google_container_cluster: 'cluster', google_container_node_pool: 'cluster',
    google_artifact_registry_repository: 'container_registry', ...Object.fromEntries(REGISTRY_IAM.map((t) => [t, 'container_registry'])),
    google_cloud_run_v2_service: 'container_service', google_cloud_run_service: 'container_service',
    ...Object.fromEntries(APP_ENGINE_VERSIONS.map((t) => [t, 'web_app'])),
  },
  prepare(resources) {
    const clusters = new Set<string>()
    const pools = new Map<string, Values[]>()
    const repositories = new Set<string>()
    const publicRepositories = new Set<string>()
    const publicServices = new Set<string>()
    for (const r of resources) {
      const v = r.values as Values
      if (r.type === 'google_container_cluster' && str(v, 'name')) clusters.add(str(v, 'name') as string)
      if (r.type === 'google_container_node_pool' && str(v, 'cluster')) {
        const cluster = lastSegment(str(v, 'cluster') as string)
        pushTo(pools, cluster, v)
      }
      if (r.type === 'google_artifact_registry_repository') repositories.add(lastSegment(str(v, 'repository_id') ?? str(v, 'name') ?? ''))
      // Any role on a repository lets its members at least read images.
      if (REGISTRY_IAM.includes(r.type) && members(v).some(isPublicMember)) publicRepositories.add(lastSegment(str(v, 'repository') ?? ''))
      if (RUN_IAM.test(r.type) && str(v, 'role') === 'roles/run.invoker' && members(v).some(isPublicMember)) publicServices.add(lastSegment(str(v, 'service') ?? str(v, 'name') ?? ''))
    }
    return {
      map: (r, v): MapResult => {
        if (REGISTRY_IAM.includes(r.type)) return repositories.has(lastSegment(str(v, 'repository') ?? '')) ? 'consumed' : null
        if (APP_ENGINE_VERSIONS.includes(r.type)) {
          const project = str(v, 'project') ?? /^apps\/([^/]+)/.exec(str(v, 'id') ?? '')?.[1]
          const service = str(v, 'service') ?? 'default'
          const version = required(str(v, 'version_id'), 'version_id')
          const handlers = blocks(v, 'handlers')
          return item(r, v, 'web_app', project ? `//appengine.googleapis.com/apps/${project}/services/${service}/versions/${version}` : undefined, {
            runtime: str(v, 'runtime'), environment: r.type === 'google_app_engine_standard_app_version' ? 'standard' : 'flexible',
            // Handlers default to SECURE_OPTIONAL, which serves HTTP as well; app.yaml handlers outside Terraform are unknown.
            https_only: handlers.length > 0 ? handlers.every((h) => str(h, 'security_level') === 'SECURE_ALWAYS') : undefined,
          }, { name: `${service}-${version}` })
        }
        switch (r.type) {
          case 'google_container_node_pool': return clusters.has(lastSegment(str(v, 'cluster') ?? '')) ? 'consumed' : null
          case 'google_container_cluster': {
            const name = required(str(v, 'name'), 'name')
            const autopilotFlag = bool(v, 'enable_autopilot')
            const autopilot = autopilotFlag === true
            const privateConfig = block(v, 'private_cluster_config')
            const authorised = block(v, 'master_authorized_networks_config')
            const upgrades = [...blocks(v, 'node_pool'), ...(pools.get(name) ?? [])].map((p) => bool(block(p, 'management'), 'auto_upgrade')).filter((x) => x !== undefined)
            const policy = bool(block(v, 'network_policy'), 'enabled')
            const datapath = str(v, 'datapath_provider')
            const location = str(v, 'location')
            const logging = str(v, 'logging_service')
            return item(r, v, 'cluster', fullName(r.type, v), {
              kubernetes_version: str(v, 'master_version') ?? str(v, 'min_master_version'), autopilot: autopilotFlag,
              // The state writes both blocks (as empty lists when unset); a partial state without them says nothing.
              public_endpoint: has(v, 'private_cluster_config') ? bool(privateConfig, 'enable_private_endpoint') !== true : undefined,
              // Without master authorised networks the endpoint accepts every address.
              endpoint_allowed_cidrs: authorised ? blocks(authorised, 'cidr_blocks').map((b) => str(b, 'cidr_block')).filter((c) => c !== undefined)
                : has(v, 'master_authorized_networks_config') ? ['0.0.0.0/0'] : undefined,
              secrets_encryption: block(v, 'database_encryption') ? str(block(v, 'database_encryption'), 'state') === 'ENCRYPTED' : undefined,
              control_plane_audit_logging: logging === undefined ? undefined : logging !== 'none',
              auto_upgrade: autopilot || upgrades.length === 0 ? (autopilot ? true : undefined) : upgrades.every((x) => x),
              zone_redundant: location === undefined ? undefined : !ZONE.test(location),
              // Dataplane V2 (and Autopilot, which uses it) enforces network policies without the add-on.
              network_policy: autopilot || datapath === 'ADVANCED_DATAPATH' || policy === true ? true : policy === false || datapath !== undefined ? false : undefined,
              private_nodes: bool(privateConfig, 'enable_private_nodes') ?? (has(v, 'private_cluster_config') ? false : undefined),
              legacy_abac: bool(v, 'enable_legacy_abac'),
              client_certificate: bool(block(block(v, 'master_auth'), 'client_certificate_config'), 'issue_client_certificate'),
              workload_identity: autopilot || (has(v, 'workload_identity_config') ? blocks(v, 'workload_identity_config').some((w) => str(w, 'workload_pool')) : undefined),
              shielded_nodes: bool(v, 'enable_shielded_nodes'),
            }, { tags: stringMap(v.resource_labels) })
          }
          case 'google_artifact_registry_repository': {
            const name = lastSegment(required(str(v, 'repository_id') ?? str(v, 'name'), 'repository_id'))
            const path = projectPath(str(v, 'id')) ?? projectPath(str(v, 'name'))
            const docker = str(v, 'format') === 'DOCKER'
            return item(r, v, 'container_registry', path ? `//artifactregistry.googleapis.com/${path}` : undefined, {
              format: str(v, 'format'), mode: str(v, 'mode'),
              immutable_tags: docker ? bool(block(v, 'docker_config'), 'immutable_tags') ?? (has(v, 'docker_config') ? false : undefined) : undefined,
              public_access: publicRepositories.has(name),
              // Dry-run policies only report what they would delete.
              cleanup_policy: has(v, 'cleanup_policies') ? blocks(v, 'cleanup_policies').length > 0 && bool(v, 'cleanup_policy_dry_run') !== true : undefined,
            }, { name })
          }
          case 'google_cloud_run_v2_service': {
            const name = lastSegment(required(str(v, 'name'), 'name'))
            const path = projectPath(str(v, 'id'))
            const template = block(v, 'template')
            return item(r, v, 'container_service', path ? `//run.googleapis.com/${path}` : undefined, {
              service_type: 'cloud_run', ingress: INGRESS[str(v, 'ingress') ?? ''] ?? str(v, 'ingress')?.toLowerCase(),
              public_invoker: bool(v, 'invoker_iam_disabled') === true || publicServices.has(name),
              plaintext_secret_env_vars: template ? plaintextSecretNames(envValues(blocks(template, 'containers'))) : undefined,
              service_account: str(template, 'service_account'),
              // Without an account of its own, a revision runs as the Compute Engine default service account.
              default_service_account: template ? !str(template, 'service_account') || DEFAULT_ACCOUNT.test(str(template, 'service_account') as string) : undefined,
            }, { name })
          }
          case 'google_cloud_run_service': {
            const name = required(str(v, 'name'), 'name')
            const project = str(v, 'project') ?? /namespaces\/([^/]+)/.exec(str(v, 'id') ?? '')?.[1]
            const location = str(v, 'location')
            const metadata = block(v, 'metadata')
            const annotations = isRecord(metadata?.annotations) ? metadata.annotations : undefined
            const spec = block(block(v, 'template'), 'spec')
            return item(r, v, 'container_service', project && location ? `//run.googleapis.com/projects/${project}/locations/${location}/services/${name}` : undefined, {
              // Without the annotation Cloud Run takes traffic from all sources.
              service_type: 'cloud_run', ingress: metadata ? str(annotations, 'run.googleapis.com/ingress') ?? 'all' : undefined,
              public_invoker: publicServices.has(name),
              plaintext_secret_env_vars: spec ? plaintextSecretNames(envValues(blocks(spec, 'containers'))) : undefined,
              service_account: str(spec, 'service_account_name'),
              default_service_account: spec ? !str(spec, 'service_account_name') || DEFAULT_ACCOUNT.test(str(spec, 'service_account_name') as string) : undefined,
            }, { name, tags: stringMap(metadata?.labels) })
          }
          default: return null
        }
      },
      enrich: (r, v, items) => {
        if (r.type !== 'google_compute_instance') return
        const account = block(v, 'service_account')
        const email = str(account, 'email')
        const isDefault = email !== undefined && (email === 'default' || email.endsWith('-compute@developer.gserviceaccount.com'))
        const metadata = v.metadata === null ? {} : isRecord(v.metadata) ? v.metadata : undefined
        const shielded = block(v, 'shielded_instance_config')
        add(items, 'instance', {
          default_service_account_full_access: account ? isDefault && strings(account, 'scopes').some((s) => FULL_SCOPE.has(s)) : has(v, 'service_account') ? false : undefined,
          // Serial port access and blocking project keys are off unless the metadata turns them on; OS Login may come from the project.
          serial_port_enabled: metadata ? metadataFlag(metadata['serial-port-enable']) ?? false : undefined,
          block_project_ssh_keys: metadata ? metadataFlag(metadata['block-project-ssh-keys']) ?? false : undefined,
          os_login: metadata ? metadataFlag(metadata['enable-oslogin']) : undefined,
          ip_forwarding: bool(v, 'can_ip_forward'), termination_protection: bool(v, 'deletion_protection'),
          shielded_vm: shielded ? bool(shielded, 'enable_vtpm') === true && bool(shielded, 'enable_integrity_monitoring') === true : undefined,
          storage_gb: num(block(block(v, 'boot_disk'), 'initialize_params'), 'size'),
        })
      },
    }
  },
}
