import { azureId, int, type SandboxKind } from './kind.ts'

export const CONTAINER_REGISTRY: SandboxKind = {
  kind: 'container_registry', weight: 4, namePart: 'registry',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:ecr:${at.region}:${at.account}:repository/${at.name}`
    if (at.provider === 'gcp') return `//artifactregistry.googleapis.com/projects/${at.account}/locations/${at.region}/repositories/${at.name}`
    return azureId(at, 'Microsoft.ContainerRegistry/registries')
  },
  baseline: (rng, { provider }) => ({
    stored_gb: int(rng, 2, 900), public_access: false,
    ...(provider === 'azure' ? { sku: 'Premium', admin_user: false, public_network_access: false } : { immutable_tags: true, cleanup_policy: true }),
    ...(provider === 'aws' ? { scan_on_push: true } : {}),
  }),
  templates: [
    { check_id: 'sec.registry_scan_on_push_disabled', exhibit: (a) => { a.scan_on_push = false } },
    { check_id: 'sec.registry_tags_mutable', exhibit: (a) => { a.immutable_tags = false } },
    { check_id: 'sec.registry_public_access', exhibit: (a) => { a.public_access = true } },
    { check_id: 'cost.registry_without_cleanup_policy', exhibit: (a) => { a.cleanup_policy = false } },
    { check_id: 'sec.registry_admin_user_enabled', exhibit: (a) => { a.admin_user = true } },
    { check_id: 'sec.registry_public_network_access', exhibit: (a) => { a.public_network_access = true } },
  ],
}
