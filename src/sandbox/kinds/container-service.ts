import { azureId, int, production, type SandboxKind } from './kind.ts'

export const CONTAINER_SERVICE: SandboxKind = {
  kind: 'container_service', weight: 5, namePart: 'svc',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ecs:${at.region}:${at.account}:service/${at.name.split('-')[0]}-cluster/${at.name}`
    if (at.provider === 'gcp') return `//run.googleapis.com/projects/${at.account}/locations/${at.region}/services/${at.name}`
    return azureId(at, 'Microsoft.App/containerApps')
  },
  baseline: (rng, { provider, env }) => ({
    plaintext_secret_env_vars: [],
    ...(provider === 'aws' ? {
      service_type: 'service', network_mode: 'awsvpc', privileged_containers: [], writable_root_containers: [], containers_without_logging: [],
      assign_public_ip: false, desired_count: env === 'prod' ? int(rng, 2, 12) : int(rng, 1, 2),
    } : {}),
    ...(provider === 'gcp' ? { service_type: 'cloud_run', ingress: 'internal-and-cloud-load-balancing', public_invoker: false, default_service_account: false } : {}),
    ...(provider === 'azure' ? { service_type: 'container_app', external_ingress: true, ip_restricted: true, allow_insecure_ingress: false } : {}),
  }),
  templates: [
    { check_id: 'sec.container_privileged', exhibit: (a) => { a.privileged_containers = ['datadog-agent'] } },
    { check_id: 'sec.container_host_network_mode', exhibit: (a) => { a.network_mode = 'host' } },
    { check_id: 'sec.container_secrets_in_environment', exhibit: (a) => { a.plaintext_secret_env_vars = ['DATABASE_PASSWORD', 'SENTRY_TOKEN'] } },
    { check_id: 'sec.container_root_filesystem_writable', exhibit: (a) => { a.writable_root_containers = ['app'] } },
    { check_id: 'cmp.container_logging_disabled', exhibit: (a) => { a.containers_without_logging = ['app'] } },
    { check_id: 'sec.container_service_public_ip', exhibit: (a) => { a.assign_public_ip = true } },
    { check_id: 'arch.container_service_single_task', exhibit: (a, r) => {
      if (!production(r)) return false
      a.desired_count = 1
    } },
    { check_id: 'sec.container_service_public_unauthenticated', exhibit: (a) => { a.ingress = 'all'; a.public_invoker = true } },
    { check_id: 'sec.container_service_default_service_account', exhibit: (a) => { a.default_service_account = true } },
    { check_id: 'sec.container_app_insecure_ingress', exhibit: (a) => { a.allow_insecure_ingress = true } },
    { check_id: 'sec.container_app_external_ingress_no_restriction', exhibit: (a) => { a.external_ingress = true; a.ip_restricted = false } },
  ],
}
