import { ACCOUNT, int, pick, REGIONS, SANDBOX_KINDS, type Kind, type Rng, type SandboxKind, type SyntheticResource } from './kinds/index.ts'

// Names, regions and healthy baseline attributes of a synthetic multi-cloud estate; each kind's own part
// lives in kinds/.
export { hex, int, NETWORK_GROUPS, pick, REGIONS, type Rng, type SyntheticResource } from './kinds/index.ts'

const SERVICES = ['payments', 'checkout', 'identity', 'search', 'analytics', 'billing', 'ledger', 'inventory', 'notifications', 'reporting', 'catalog', 'shipping']
const ENVS = ['prod', 'prod', 'staging', 'dev']
const TEAMS = ['platform', 'payments', 'growth', 'data', 'security', 'core-api']
const PEOPLE = ['a.moreau', 'j.okafor', 'k.tanaka', 'l.schmidt', 'm.garcia', 'p.novak', 's.iyer']

export const KIND_WEIGHTS: [Kind, number][] = SANDBOX_KINDS.map((k) => [k.kind, k.weight])
const BY_KIND = new Map<Kind, SandboxKind>(SANDBOX_KINDS.map((k) => [k.kind, k]))

export function syntheticResource(rng: Rng, kind: Kind, index: number): SyntheticResource {
  const module = BY_KIND.get(kind)
  if (!module) throw new Error(`the synthetic estate has no ${kind} resources`)
  const provider = pick(rng, ['aws', 'aws', 'gcp', 'azure'] as const)
  const region = pick(rng, REGIONS[provider])
  const env = pick(rng, ENVS)
  const service = pick(rng, SERVICES)
  const name = `${env}-${service}-${module.namePart}-${index.toString().padStart(3, '0')}`
  const tags: Record<string, string> = { env, service, team: pick(rng, TEAMS), owner: pick(rng, PEOPLE) }
  if (rng() < 0.6) tags['cost-center'] = `cc-${int(rng, 1000, 1099)}`
  // A GCP zone of the region is drawn for every GCP resource, used in its id or not, so that ids keep their draws.
  const zone = provider === 'gcp' ? `${region}-${pick(rng, ['a', 'b', 'c'])}` : ''
  const azureGroup = `/subscriptions/${ACCOUNT.azure}/resourceGroups/rg-${name.split('-').slice(0, 2).join('-')}`
  const externalId = module.externalId(rng, { provider, account: ACCOUNT[provider], region, zone, azureGroup, name })
  return { kind, provider, region, name, external_id: externalId, tags, attributes: module.baseline(rng, { provider, region, env }) }
}
