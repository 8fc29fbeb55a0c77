import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { ExternalFinding, ExternalResource } from '../ingestion/index.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { Provider, SnapshotResource } from '../resources/index.ts'
import { upsertResources } from '../resources/index.ts'
import { MAX_EXTERNAL_ID_BYTES, TERRAFORM_ADDRESS } from '../resources/index.ts'

// Which inventory resource an imported finding is about. The source's identifiers are tried from the most
// specific: its ARN, its cloud id (Azure resource id, GCP resource name), the Terraform address a state import
// recorded, then its key (the Terraform address with its file, or the file): the first that names a resource of
// the tenant wins. A finding that names none is
// put on a resource of kind `external` created for it (with `resource.added`), keyed by that key, so that the
// next import of the same file finds it again.

const MAX_NAME_CHARS = 512

/** The cloud a resource belongs to, from what the source says or what its identifiers look like. */
export function providerOf(resource: ExternalResource): Provider {
  if (resource.provider === 'aws' || resource.provider === 'gcp' || resource.provider === 'azure') return resource.provider
  if (resource.arn?.startsWith('arn:')) return 'aws'
  const id = resource.uid ?? ''
  if (id.toLowerCase().startsWith('/subscriptions/')) return 'azure'
  if (id.startsWith('//') || id.startsWith('projects/')) return 'gcp'
  const type = resource.kind ?? resource.address?.split('.').find((part) => /^(aws|google|azurerm)_/.test(part)) ?? ''
  if (type.startsWith('aws_')) return 'aws'
  if (type.startsWith('google_')) return 'gcp'
  if (type.startsWith('azurerm_')) return 'azure'
  return 'other'
}

/** The resource's cloud identifiers (ARN, cloud id) and its key, each short enough to be an external_id. */
function identifiers(resource: ExternalResource): { cloud: string[]; key: string } {
  return { cloud: [...new Set([resource.arn, resource.uid].filter((id): id is string => !!id).map(externalIdOf))], key: externalIdOf(resource.key) }
}

/** An identifier longer than an external_id may be keeps its start and a digest of the whole. */
function externalIdOf(id: string): string {
  if (Buffer.byteLength(id) <= MAX_EXTERNAL_ID_BYTES) return id
  const digest = createHash('sha256').update(id).digest('hex').slice(0, 32)
  let start = id.slice(0, 900)
  while (Buffer.byteLength(start) > MAX_EXTERNAL_ID_BYTES - 40) start = start.slice(0, -16)
  return `${start}~${digest}`
}

export interface MatchedResources {
  /** Per finding of the batch (same order), the resource it is about. */
  resources: SnapshotResource[]
  /** Resources created for findings that named none of the inventory. */
  created: number
}

/** Resolves the resources of a batch of findings, creating the missing ones, in the caller's transaction. */
export async function resourcesOf(tx: DbOrTx, tenantId: string, findings: readonly ExternalFinding[], now: Date): Promise<MatchedResources> {
  const wanted = findings.map((f) => ({ provider: providerOf(f.resource), ...identifiers(f.resource) }))
  let found = await lookup(tx, tenantId, wanted.flatMap((w) => [...w.cloud, w.key].map((id) => [w.provider, id] as const)))
  // ARN, then cloud id, then the Terraform address a state import recorded, then the key (an external resource).
  const byId = (w: (typeof wanted)[number], ids: string[]) => ids.map((id) => found.get(`${w.provider}\u0000${id}`)).find((r) => r !== undefined)
  const addresses = [...new Set(findings.flatMap((f, i) => (f.resource.address && !byId(wanted[i]!, wanted[i]!.cloud) ? [f.resource.address] : [])))]
  const byAddress = await lookupByAddress(tx, tenantId, addresses)
  const pick = (w: (typeof wanted)[number], f: ExternalFinding) =>
    byId(w, w.cloud) ?? (f.resource.address ? byAddress.get(f.resource.address) : undefined) ?? byId(w, [w.key])
  const missing = new Map<string, ExternalFinding>()
  findings.forEach((f, i) => {
    const w = wanted[i]!
    if (!pick(w, f)) missing.set(`${w.provider}\u0000${w.key}`, f)
  })
  let created = 0
  if (missing.size > 0) {
    const items = [...missing.values()].map((f) => externalResource(f))
    created = (await upsertResources(tx, tenantId, items, now)).added
    const more = await lookup(tx, tenantId, items.map((i) => [i.provider, i.external_id] as const))
    found = new Map([...found, ...more])
  }
  const resources = wanted.map((w, i) => pick(w, findings[i]!)!)
  return { resources, created }
}

/** The resource a finding names when the inventory has none of its identifiers. */
function externalResource(finding: ExternalFinding) {
  const r = finding.resource
  const attributes = Object.fromEntries(Object.entries({
    source_type: r.kind, address: r.address, file: r.file, account: r.account, arn: r.arn, uid: r.uid, tool: finding.tool.name,
  }).filter(([, value]) => value !== null && value !== undefined))
  return {
    kind: 'external' as const,
    provider: providerOf(r),
    region: r.region ?? 'global',
    name: (r.name ?? r.address ?? r.file ?? r.key).slice(0, MAX_NAME_CHARS),
    external_id: externalIdOf(r.key),
    tags: {},
    attributes,
  }
}

/**
 * Resources by the Terraform address a state import recorded. An address names one resource per state: when
 * several of the tenant's resources have it (two stacks, or a security group and its rules, whose ids extend
 * the group's with `#…`), the one primary resource is chosen, else none (the finding gets its own resource).
 */
async function lookupByAddress(tx: DbOrTx, tenantId: string, addresses: readonly string[]): Promise<Map<string, SnapshotResource>> {
  if (addresses.length === 0) return new Map()
  const { rows } = await sql<SnapshotResource & { address: string }>`
    select id, kind, provider, region, name, external_id, tags, attributes, attributes ->> ${TERRAFORM_ADDRESS} as address from resources
    where tenant_id = ${tenantId} and attributes ? ${TERRAFORM_ADDRESS} and attributes ->> ${TERRAFORM_ADDRESS} = any(${sql.val([...addresses])}::text[])`.execute(tx)
  const byAddress = new Map<string, SnapshotResource[]>()
  for (const { address, ...resource } of rows) byAddress.set(address, [...(byAddress.get(address) ?? []), resource])
  const chosen = new Map<string, SnapshotResource>()
  for (const [address, resources] of byAddress) {
    const primary = resources.filter((r) => !r.external_id.includes('#'))
    const one = primary.length === 1 ? primary[0] : resources.length === 1 ? resources[0] : undefined
    if (one) chosen.set(address, one)
  }
  return chosen
}

async function lookup(tx: DbOrTx, tenantId: string, keys: readonly (readonly [string, string])[]): Promise<Map<string, SnapshotResource>> {
  if (keys.length === 0) return new Map()
  const wanted = new Set(keys.map((k) => `${k[0]}\u0000${k[1]}`))
  // One statement for the batch: `external_id = any(…)` under the unique (tenant, provider, external_id) key, or
  // one pass over the tenant's resources of those providers when the planner takes the keyset index instead.
  // A probe per key (LATERAL) was a full pass per key whenever the statistics were those of a near-empty table
  // (always on PGlite, which never analyzes; on PostgreSQL, inside the import's own transaction): 2,000 passes
  // a batch, 20–40 s a statement at 30,000 new resources (README decision 65).
  const { rows } = await sql<SnapshotResource>`select id, kind, provider, region, name, external_id, tags, attributes from resources
    where tenant_id = ${tenantId} and provider = any(${sql.val([...new Set(keys.map((k) => k[0]))])}::text[])
      and external_id = any(${sql.val([...new Set(keys.map((k) => k[1]))])}::text[])`.execute(tx)
  return new Map(rows.filter((r) => wanted.has(`${r.provider}\u0000${r.external_id}`)).map((r) => [`${r.provider}\u0000${r.external_id}`, r]))
}
