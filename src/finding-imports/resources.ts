import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { ExternalFinding, ExternalResource } from '../ingestion/index.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { Provider, SnapshotResource } from '../resources/index.ts'
import { upsertResources } from '../resources/imports/upsert.ts'
import { MAX_EXTERNAL_ID_BYTES } from '../resources/imports/service.ts'

// Which inventory resource an imported finding is about. The source's identifiers are tried from the most
// specific: its ARN, its cloud id (Azure resource id, GCP resource name), then its key (the Terraform address
// with its file, or the file): the first that names a resource of the tenant wins. A finding that names none is
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

/** The resource's identifiers in matching order, each short enough to be an external_id. */
function candidates(resource: ExternalResource): string[] {
  return [...new Set([resource.arn, resource.uid, resource.key].filter((id): id is string => !!id).map(externalIdOf))]
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
  const wanted = findings.map((f) => ({ provider: providerOf(f.resource), ids: candidates(f.resource) }))
  let found = await lookup(tx, tenantId, wanted.flatMap((w) => w.ids.map((id) => [w.provider, id] as const)))
  const pick = (w: (typeof wanted)[number]) => w.ids.map((id) => found.get(`${w.provider}\u0000${id}`)).find((r) => r !== undefined)
  const missing = new Map<string, ExternalFinding>()
  findings.forEach((f, i) => {
    const w = wanted[i]!
    if (!pick(w)) missing.set(`${w.provider}\u0000${externalIdOf(f.resource.key)}`, f)
  })
  let created = 0
  if (missing.size > 0) {
    const items = [...missing.values()].map((f) => externalResource(f))
    created = (await upsertResources(tx, tenantId, items, now)).added
    const more = await lookup(tx, tenantId, items.map((i) => [i.provider, i.external_id] as const))
    found = new Map([...found, ...more])
  }
  const resources = wanted.map((w) => pick(w)!)
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

async function lookup(tx: DbOrTx, tenantId: string, keys: readonly (readonly [string, string])[]): Promise<Map<string, SnapshotResource>> {
  if (keys.length === 0) return new Map()
  const unique = [...new Map(keys.map((k) => [`${k[0]}\u0000${k[1]}`, k])).values()]
  const rows = await tx.selectFrom('resources').select(['id', 'kind', 'provider', 'region', 'name', 'external_id', 'tags', 'attributes'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(provider, external_id) in (select * from unnest(${sql.val(unique.map((k) => k[0]))}::text[], ${sql.val(unique.map((k) => k[1]))}::text[]))`)
    .execute()
  return new Map(rows.map((r) => [`${r.provider}\u0000${r.external_id}`, r as unknown as SnapshotResource]))
}
