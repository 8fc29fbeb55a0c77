import { stringMap, type ResourceInput } from '../../resources/index.ts'
import type { AccountSettings } from './account-settings.ts'
import type { ClientSettings, Credentials } from './client-settings.ts'
import type { CollectionReport } from './collection-report.ts'

// What one region × service reader works with, and the two ways it reads: `read` for a call whose failure
// is recorded and skipped (a describe of one resource), `list` semantics by letting the error end the reader.

export interface ServiceContext {
  accountId: string
  region: string
  service: string
  settings: ClientSettings
  credentials: Credentials
  report: CollectionReport
  account: AccountSettings
  now: () => number
}

/** A normalized resource as a reader yields it; provider and limits are applied by `finish`. */
export type Collected = Omit<ResourceInput, 'provider'>

/** Error names meaning "this setting is not configured", which AWS reports as errors on a Get call. */
export const NOT_CONFIGURED = new Set([
  'NoSuchBucketPolicy', 'NoSuchPublicAccessBlockConfiguration', 'ServerSideEncryptionConfigurationNotFoundError', 'OwnershipControlsNotFoundError',
  'NoSuchLifecycleConfiguration', 'NoSuchTagSet', 'NoSuchTagSetError', 'NoSuchEntity', 'NoSuchEntityException',
])
/** Error names meaning the resource was deleted after it was listed. */
export const GONE = new Set(['NoSuchBucket', 'NoSuchEntity', 'NoSuchEntityException', 'InvalidSnapshot.NotFound', 'InvalidVolume.NotFound', 'InvalidInstanceID.NotFound'])

/** The SDK names an error by its class (NoSuchEntityException) and keeps the wire code (NoSuchEntity) beside it. */
const errorNames = (error: unknown): string[] =>
  error instanceof Error ? [error.name, String((error as { Code?: unknown }).Code ?? '')] : []
export const isGone = (error: unknown): boolean => errorNames(error).some((n) => GONE.has(n))

export type Read<T> = { ok: true; value: T } | { ok: false; notConfigured: boolean; gone: boolean }

/**
 * One call whose failure does not end the reader: "not configured" and "gone" answers are data, anything
 * else (AccessDenied, throttling after the SDK's retries, a timeout) is recorded and the attribute stays unknown.
 */
export async function read<T>(ctx: ServiceContext, operation: string, call: () => Promise<T>, quiet: ReadonlySet<string> = NOT_CONFIGURED): Promise<Read<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    const names = errorNames(error)
    const notConfigured = names.some((n) => quiet.has(n))
    const gone = !notConfigured && isGone(error)
    if (!notConfigured && !gone) ctx.report.error(ctx.region, ctx.service, operation, error)
    return { ok: false, notConfigured, gone }
  }
}

const NAME_LIMIT = 256
const TEXT_LIMIT = 1024

/**
 * Applies the inventory's limits: tags the store cannot hold (a 1 MB value, a key over 256 characters) are
 * dropped and each drop noted, never the resource; names are cut; string attributes longer than any AWS
 * enum or id are cut too, so an unexpected value stays bounded.
 */
export function finish(ctx: ServiceContext, operation: string, item: Collected): ResourceInput {
  const tags = item.tags ?? {}
  const kept = stringMap(tags)
  for (const key of Object.keys(tags)) {
    if (!(key in kept)) ctx.report.note(ctx.region, ctx.service, operation, 'TagDropped', `${item.external_id}: tag ${key.slice(0, 64)} is longer than the inventory keeps (key 256, value 1024 characters)`)
  }
  const attributes = Object.fromEntries(Object.entries(item.attributes ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, TEXT_LIMIT) : v]))
  return { ...item, provider: 'aws', name: (item.name || item.external_id).slice(0, NAME_LIMIT), tags: kept, attributes }
}

/** AWS's tag list shape ({Key, Value}[]) as a map. */
export function tagMap(tags: { Key?: string; Value?: string }[] | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const t of tags ?? []) if (t.Key !== undefined) out[t.Key] = t.Value ?? ''
  return out
}

export const daysBetween = (from: Date | undefined, now: number): number | undefined =>
  from ? Math.max(0, Math.floor((now - from.getTime()) / 86_400_000)) : undefined
