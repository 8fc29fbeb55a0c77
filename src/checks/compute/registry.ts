import { num, usd } from '../attributes.ts'
import type { Check } from '../check.ts'
import { attrs, isFalse, isTrue } from './shared.ts'
import { COMPUTE_FIXES } from './terraform-fixes.ts'

// Container registries: ECR repositories, Artifact Registry repositories, Azure Container Registries.

const ECR = ['aws_ecr_repository']
const AR = ['google_artifact_registry_repository']
/** Registry storage list prices per GB-month: ECR 0.10, Artifact Registry 0.10 above the free 0.5 GB. */
const REGISTRY_USD_PER_GB = 0.1
/** Share of a registry without clean-up that is old, untagged or superseded images (a conservative estimate). */
const STALE_SHARE = 0.6

export const REGISTRY_CHECKS: Check[] = [
  {
    id: 'sec.registry_scan_on_push_disabled',
    dimension: 'security',
    severity: 'medium',
    effort: 'low',
    kinds: ['container_registry'],
    providers: ['aws'],
    terraformTypes: ECR,
    title: 'Container images are not scanned for vulnerabilities on push',
    description: 'The ECR repository does not scan images when they are pushed, so images with known vulnerabilities reach clusters without anyone seeing a report.',
    rationale: 'Base images age fast: without a scan at push time a critical CVE in an OpenSSL or glibc layer ships to production unnoticed and stays there until someone happens to rebuild.',
    terraformFix: COMPUTE_FIXES['sec.registry_scan_on_push_disabled'],
    remediation: 'Enable scan on push on the repository (or enhanced scanning for the registry) and fail deployments on critical findings.',
    controls: { soc2: ['CC7.1'], pci_dss: ['6.3.1', '11.3.1'], iso_27001: ['A.8.8'], nist_800_53: ['RA-5', 'SI-2'] },
    evaluate: (resource) => isFalse(attrs(resource).scan_on_push),
  },
  {
    id: 'sec.registry_tags_mutable',
    dimension: 'security',
    severity: 'low',
    effort: 'low',
    kinds: ['container_registry'],
    providers: ['aws', 'gcp'],
    terraformTypes: [...ECR, ...AR],
    title: 'Container image tags can be overwritten',
    description: 'The repository allows pushing a new image under an existing tag, so a tag such as v1.4.2 can silently point to different content tomorrow.',
    rationale: 'Mutable tags let anyone with push rights replace a released image that clusters pull by tag, a quiet supply-chain attack that also makes rollbacks and incident forensics unreliable.',
    terraformFix: COMPUTE_FIXES['sec.registry_tags_mutable'],
    remediation: 'Make tags immutable (ECR image_tag_mutability = IMMUTABLE, Artifact Registry docker_config.immutable_tags) and deploy by digest.',
    controls: { soc2: ['CC8.1'], pci_dss: ['6.5.1'], iso_27001: ['A.8.32'], nist_800_53: ['CM-5', 'SI-7'] },
    evaluate: (resource) => isFalse(attrs(resource).immutable_tags),
  },
  {
    id: 'sec.registry_public_access',
    dimension: 'security',
    severity: 'high',
    effort: 'low',
    kinds: ['container_registry'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: [
      ...ECR, 'aws_ecr_repository_policy', ...AR, 'google_artifact_registry_repository_iam_member', 'google_artifact_registry_repository_iam_binding',
      'azurerm_container_registry',
    ],
    title: 'Container registry lets anyone pull images',
    description: 'A repository policy grants everyone, an IAM binding grants allUsers, or anonymous pull is enabled, so any image in the registry can be downloaded without credentials.',
    rationale: 'Private images carry source code, internal endpoints and often baked-in credentials; a public registry hands all of them to whoever lists it.',
    terraformFix: COMPUTE_FIXES['sec.registry_public_access'],
    remediation: 'Remove the public grant (Principal "*", allUsers, anonymous pull) and give pull rights to the accounts, projects or identities that deploy the images.',
    controls: { soc2: ['CC6.1', 'CC6.6'], pci_dss: ['7.2.1'], iso_27001: ['A.5.15', 'A.8.3'], nist_800_53: ['AC-3', 'AC-22'] },
    evaluate: (resource) => isTrue(attrs(resource).public_access),
  },
  {
    id: 'cost.registry_without_cleanup_policy',
    dimension: 'cost',
    severity: 'low',
    effort: 'low',
    kinds: ['container_registry'],
    providers: ['aws', 'gcp'],
    terraformTypes: [...ECR, 'aws_ecr_lifecycle_policy', ...AR],
    title: 'Container registry keeps every image forever',
    description: 'The repository has no lifecycle or clean-up policy, so every image pushed by CI, including untagged and superseded ones, is stored and billed indefinitely.',
    rationale: 'CI pushes an image per commit; without expiry, storage grows every day while only the last few releases are ever pulled, and the old images also keep vulnerable layers around to be deployed by mistake.',
    terraformFix: COMPUTE_FIXES['cost.registry_without_cleanup_policy'],
    remediation: 'Add a lifecycle policy (ECR) or clean-up policies (Artifact Registry) that expire untagged images after a few days and keep only the last releases per tag prefix.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6', 'A.8.10'] },
    evaluate: (resource) => isFalse(attrs(resource).cleanup_policy),
    // Only the reported stored size says how much is kept; without it the saving is unknown, not zero waste.
    monthlyWasteUsd: (resource) => usd((num(attrs(resource).stored_gb) ?? 0) * REGISTRY_USD_PER_GB * STALE_SHARE),
  },
  {
    id: 'sec.registry_admin_user_enabled',
    dimension: 'security',
    severity: 'medium',
    effort: 'low',
    kinds: ['container_registry'],
    providers: ['azure'],
    terraformTypes: ['azurerm_container_registry'],
    title: 'Azure Container Registry admin user is enabled',
    description: 'The registry\'s admin account is enabled: a shared user name and password with push and pull rights on every repository.',
    rationale: 'The admin credential is shared, never expires on its own and is not tied to a person, so it spreads into pipelines and laptops and cannot be audited or revoked per user.',
    terraformFix: COMPUTE_FIXES['sec.registry_admin_user_enabled'],
    remediation: 'Disable the admin user and pull with managed identities or scoped tokens; regenerate both admin passwords so copies stop working.',
    controls: { soc2: ['CC6.1'], pci_dss: ['8.2.2', '8.6.2'], iso_27001: ['A.5.17'], nist_800_53: ['IA-2', 'IA-5'] },
    evaluate: (resource) => isTrue(attrs(resource).admin_user),
  },
  {
    id: 'sec.registry_public_network_access',
    dimension: 'security',
    severity: 'medium',
    effort: 'medium',
    kinds: ['container_registry'],
    providers: ['azure'],
    terraformTypes: ['azurerm_container_registry'],
    title: 'Azure Container Registry is reachable from any network',
    description: 'Public network access is enabled and no network rule set denies by default, so the registry endpoint accepts connections from the whole internet.',
    rationale: 'With an open endpoint a stolen token or leaked admin password works from anywhere; private endpoints or firewall rules make such credentials useless outside your networks.',
    terraformFix: COMPUTE_FIXES['sec.registry_public_network_access'],
    remediation: 'Disable public network access and reach the registry through a private endpoint, or set the network rule set default action to Deny with allowed ranges.',
    controls: { soc2: ['CC6.6'], pci_dss: ['1.3.1', '1.4.2'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7'] },
    evaluate: (resource) => isTrue(attrs(resource).public_network_access),
  },
]
