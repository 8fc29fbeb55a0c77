import type { TerraformResource } from '../resources/index.ts'
import { isRecord } from '../resources/index.ts'

// Values known only after apply (`after_unknown`). Terraform leaves them out of `planned_values`, and the
// state mapper reads a missing value as absent — for a check, often the same as "off". An unknown value is
// unknown, never false: every planned resource is mapped and checked once per substitution below, each
// unknown value taking that substitution, and a verdict that is not the same under all of them is
// undetermined.
//
// Identity values (ids, ARNs and names: `id`, `arn`, `self_link`, `name`, `bucket`, …) are not varied: a
// resource needs them to be mapped at all, and no check reads them. They take the value `prior_state` has for the same address (a replaced resource keeps its place in
// the inventory), else a placeholder that names the address.

/** The values an unknown value is tried as: absent, text, true, false and a nested block without content. */
export const SUBSTITUTIONS: readonly unknown[] = [undefined, 'known after apply', true, false, [{}]]
const ABSENT = undefined

const IDENTITY_KEYS = new Set(['id', 'arn', 'self_link', 'unique_id', 'name', 'bucket'])
const isIdentityKey = (key: string) => IDENTITY_KEYS.has(key)

/** A placeholder for an identity known after apply: unique per resource, so two creates never share an external id. */
export const unknownIdentity = (address: string, key: string) => `(known after apply: ${address}.${key})`

/** Whether a resource's `after_unknown` marks any value other than an identity value as unknown. */
export function hasUnknownValues(unknown: unknown): boolean {
  if (!isRecord(unknown)) return false
  return Object.entries(unknown).some(([key, mark]) => !isIdentityKey(key) && marksSomething(mark))
}

function marksSomething(mark: unknown): boolean {
  if (mark === true) return true
  if (Array.isArray(mark)) return mark.some(marksSomething)
  if (isRecord(mark)) return Object.values(mark).some(marksSomething)
  return false
}

/**
 * The resource's values with its unknown values filled in: identity values as explained above, every other
 * one with `substitution` (undefined: left absent). The planned values are copied, never changed.
 */
export function substitute(resource: TerraformResource, unknown: unknown, prior: Record<string, unknown> | undefined, substitution: unknown): TerraformResource {
  if (!isRecord(unknown) || !resource.values) return resource
  const values: Record<string, unknown> = { ...resource.values }
  for (const [key, mark] of Object.entries(unknown)) {
    if (isIdentityKey(key)) {
      if (mark === true) values[key] = typeof prior?.[key] === 'string' ? prior[key] : unknownIdentity(resource.address, key)
      continue
    }
    const filled = fill(values[key], mark, substitution, 0)
    if (filled === ABSENT) delete values[key]
    else values[key] = filled
  }
  return { ...resource, values }
}

/** `value` with the positions `mark` flags replaced by `substitution`; nested objects and lists are copied. */
function fill(value: unknown, mark: unknown, substitution: unknown, depth: number): unknown {
  // after_unknown mirrors after, whose depth the body parser already bounded; this guards a hand-made document.
  if (depth > 64) return value
  if (mark === true) return structuredClone(substitution)
  if (Array.isArray(mark)) {
    if (!Array.isArray(value)) return value
    return value.map((item, i) => (i < mark.length ? fill(item, mark[i], substitution, depth + 1) : item))
  }
  if (isRecord(mark)) {
    if (!isRecord(value)) return value
    const out: Record<string, unknown> = { ...value }
    for (const [key, inner] of Object.entries(mark)) {
      const filled = fill(value[key], inner, substitution, depth + 1)
      if (filled === ABSENT) delete out[key]
      else out[key] = filled
    }
    return out
  }
  return value
}
