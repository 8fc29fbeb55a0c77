// Breaking changes between two OpenAPI 3.1 documents of Posture (README, Versioning and compatibility): what an
// existing client of /v1 would notice. Two directions matter. What a client sends (parameters, request bodies)
// may accept more, never less: a removed parameter or property, a new required one, a narrower type, enum or
// constraint is breaking (unknown parameters and properties are refused here, so a removed one fails a request
// that used to work). What a client receives (responses, webhook payloads and headers) may say more, never
// less: a removed or no-longer-required property, a wider type, a removed success status is breaking; new
// properties and enum values are not (clients ignore and tolerate them). Each change is one stable line of
// text, so CHANGELOG.md can declare it by quoting it.
//
// A focused checker rather than a library: the document is TypeBox's JSON Schema 2020-12 inline (no $ref),
// and the rules above are the house promise, including webhooks and scopes (README, Design).

type Schema = Record<string, unknown> & {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  additionalProperties?: boolean | Schema
  title?: string
}
interface Parameter { name: string; in: string; required?: boolean; schema?: Schema }
interface MediaTypes { [type: string]: { schema?: Schema } }
interface Operation {
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: MediaTypes }
  responses?: Record<string, { content?: MediaTypes; headers?: Record<string, unknown> }>
  security?: Record<string, string[]>[]
  'x-required-scopes'?: string[]
}
type PathItem = Record<string, Operation>
export interface OpenApiDocument { paths?: Record<string, PathItem>; webhooks?: Record<string, PathItem> }

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

/** A path with its parameter names blanked: renaming `{id}` to `{audit_id}` changes no request. */
const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}')

/** Every breaking change from `previous` to `current`, sorted, one line each. */
export function breakingChanges(previous: OpenApiDocument, current: OpenApiDocument): string[] {
  const changes = new Set<string>()
  const report = (where: string, what: string) => changes.add(`${where}: ${what}`)

  const currentPaths = new Map(Object.entries(current.paths ?? {}).map(([path, item]) => [pathShape(path), [path, item] as const]))
  for (const [path, item] of Object.entries(previous.paths ?? {})) {
    for (const method of METHODS.filter((m) => item[m])) {
      const where = `${method.toUpperCase()} ${path}`
      const [currentPath, currentItem] = currentPaths.get(pathShape(path)) ?? []
      const after = currentItem?.[method]
      if (!after) report(where, 'operation removed')
      else compareOperation(item[method]!, after, [path, currentPath!], (what) => report(where, what))
    }
  }

  for (const [event, item] of Object.entries(previous.webhooks ?? {})) {
    const where = `webhook ${event}`
    const after = current.webhooks?.[event]
    if (!after?.post) { report(where, 'event type removed'); continue }
    const before = item.post!
    // What Posture sends to a receiver is what a client receives: headers and payload may only say more.
    const headers = (op: Operation) => new Map((op.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p]))
    const now = headers(after.post)
    for (const [name, header] of headers(before)) {
      if (!now.has(name)) report(where, `header ${header.name} removed`)
      else received(header.schema, now.get(name)!.schema, `header ${header.name}`, (what) => report(where, what))
    }
    received(jsonSchemaOf(before.requestBody?.content), jsonSchemaOf(after.post.requestBody?.content), 'payload', (what) => report(where, what))
  }
  return [...changes].sort()
}

function compareOperation(before: Operation, after: Operation, paths: [string, string], report: (what: string) => void) {
  const scopes = (op: Operation) => (op['x-required-scopes'] ?? []).join(' ') || 'none'
  if (before['x-required-scopes'] && scopes(before) !== scopes(after)) report(`scopes changed from ${scopes(before)} to ${scopes(after)}`)
  const isPublic = (op: Operation) => Array.isArray(op.security) && op.security.length === 0
  if (isPublic(before) && !isPublic(after)) report('now requires authentication')

  // Path parameters are matched by position (their names are not part of a request), the others by place and name.
  const keyIn = (path: string) => {
    const positions = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
    return (p: Parameter) => p.in === 'path' ? `path#${positions.indexOf(p.name)}` : `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`
  }
  const [keyBefore, keyAfter] = [keyIn(paths[0]), keyIn(paths[1])]
  const afterParams = new Map((after.parameters ?? []).map((p) => [keyAfter(p), p]))
  const beforeKeys = new Set((before.parameters ?? []).map(keyBefore))
  for (const param of before.parameters ?? []) {
    const now = afterParams.get(keyBefore(param))
    const label = `${param.in} parameter ${param.name}`
    if (!now) { report(`${label} removed`); continue }
    if (now.required && !param.required) report(`${label} became required`)
    sent(param.schema, now.schema, label, report)
  }
  for (const [key, param] of afterParams) if (param.required && !beforeKeys.has(key)) report(`${param.in} parameter ${param.name} added as required`)

  const bodyBefore = before.requestBody
  const bodyAfter = after.requestBody
  if (bodyAfter?.required && !bodyBefore?.required) report('request body became required')
  if (bodyBefore?.content) {
    for (const type of Object.keys(bodyBefore.content)) {
      if (!bodyAfter?.content?.[type]) report(`request body ${type} no longer accepted`)
      else sent(bodyBefore.content[type]!.schema, bodyAfter.content[type]!.schema, 'body', report)
    }
  }

  for (const [status, response] of Object.entries(before.responses ?? {})) {
    if (!/^[23]/.test(status)) continue // error statuses may be added and refined; success is the contract
    const now = after.responses?.[status]
    if (!now) { report(`success status ${status} removed`); continue }
    for (const header of Object.keys(response.headers ?? {})) {
      if (!Object.keys(now.headers ?? {}).some((h) => h.toLowerCase() === header.toLowerCase())) report(`response ${status} header ${header} removed`)
    }
    for (const type of Object.keys(response.content ?? {})) {
      if (!now.content?.[type]) report(`response ${status} ${type} removed`)
      else received(response.content![type]!.schema, now.content[type]!.schema, `response ${status}`, report)
    }
  }
}

const jsonSchemaOf = (content: MediaTypes | undefined) => content?.['application/json']?.schema

/** The alternatives of a schema: the members of its union, or itself. */
const variants = (schema: Schema): Schema[] => (schema.anyOf ?? schema.oneOf ?? [schema]).flatMap((s) => s.anyOf || s.oneOf ? variants(s) : [s])

/** The JSON types a schema admits ('any' when it says nothing). */
function typesOf(schema: Schema): Set<string> {
  const types = new Set<string>()
  for (const v of variants(schema)) {
    if (v.type) for (const t of [v.type].flat()) types.add(t)
    else if (v.const !== undefined || v.enum) for (const value of v.const !== undefined ? [v.const] : v.enum!) types.add(value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value)
    else if (v.properties) types.add('object')
    else types.add('any')
  }
  return types
}
const typeText = (types: Set<string>) => [...types].sort().join('|')
/** Whether every value of the types `inner` is also of the types `outer` (an integer is a number). */
const within = (inner: Set<string>, outer: Set<string>) => outer.has('any') || [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')))

/** Object alternatives paired across versions: by title, by a constant property (an event's `type`), else alone. */
function objectVariants(schema: Schema) {
  const objects = variants(schema).filter((v) => v.properties)
  return new Map(objects.map((v, i) => {
    const constant = Object.entries(v.properties!).find(([, p]) => p.const !== undefined || p.enum?.length === 1)
    const key = objects.length === 1 ? 'object' : v.title ?? (constant ? `${constant[0]}=${String(constant[1].const ?? constant[1].enum![0])}` : `#${i}`)
    return [key, v]
  }))
}

/** `response 200` → `response 200 property data` → `response 200 property data[].title`. */
const child = (at: string, name: string) => at.includes(' property ') ? `${at}.${name}` : `${at} property ${name}`

/** What a client receives: the new schema may produce nothing the old one did not promise. */
function received(before: Schema | undefined, after: Schema | undefined, at: string, report: (what: string) => void) {
  if (!before || !after) return
  const [was, now] = [typesOf(before), typesOf(after)]
  if (!within(now, was)) report(`${at} type changed from ${typeText(was)} to ${typeText(now)}`)
  const afterObjects = objectVariants(after)
  for (const [key, old] of objectVariants(before)) {
    const next = afterObjects.get(key)
    if (!next) continue
    for (const [name, property] of Object.entries(old.properties!)) {
      const label = child(at, name)
      if (!next.properties![name]) { report(`${label} removed`); continue }
      if (old.required?.includes(name) && !next.required?.includes(name)) report(`${label} no longer always present`)
      received(property, next.properties![name], label, report)
    }
    if (typeof old.additionalProperties === 'object' && typeof next.additionalProperties === 'object') received(old.additionalProperties, next.additionalProperties, `${at}.*`, report)
  }
  const [oldItems, newItems] = [variants(before).find((v) => v.items)?.items, variants(after).find((v) => v.items)?.items]
  received(oldItems, newItems, `${at}[]`, report)
}

const NARROWER_IF_LOWER = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties']
const NARROWER_IF_HIGHER = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties']

/** What a client sends: everything the old schema accepted, the new one must accept. */
function sent(before: Schema | undefined, after: Schema | undefined, at: string, report: (what: string) => void) {
  if (!before || !after) return
  const [was, now] = [typesOf(before), typesOf(after)]
  if (!within(was, now)) report(`${at} type changed from ${typeText(was)} to ${typeText(now)}`)
  // Unions (nullable values, alternative bodies): each old alternative is compared with its counterpart.
  const [oldVariants, newVariants] = [variants(before), variants(after)]
  const scalar = (list: Schema[]) => list.filter((v) => !v.properties && v.type !== 'null')
  const [oldScalars, newScalars] = [scalar(oldVariants), scalar(newVariants)]
  if (oldScalars.length === 1 && newScalars.length === 1) constraints(oldScalars[0]!, newScalars[0]!, at, report)
  else if (oldVariants.length === 1 && newVariants.length === 1) constraints(before, after, at, report)

  const afterObjects = objectVariants(after)
  for (const [key, old] of objectVariants(before)) {
    const next = afterObjects.get(key)
    if (!next) { report(`${at} no longer accepts ${key === 'object' ? 'an object' : key}`); continue }
    for (const [name, property] of Object.entries(old.properties!)) {
      const label = child(at, name)
      if (!next.properties![name]) report(`${label} removed`)
      else {
        if (next.required?.includes(name) && !old.required?.includes(name)) report(`${label} became required`)
        sent(property, next.properties![name], label, report)
      }
    }
    for (const name of next.required ?? []) if (!old.properties![name]) report(`${child(at, name)} added as required`)
    if (old.additionalProperties !== false && next.additionalProperties === false) report(`${at} no longer accepts other properties`)
    if (typeof old.additionalProperties === 'object' && typeof next.additionalProperties === 'object') sent(old.additionalProperties, next.additionalProperties, `${at}.*`, report)
  }
  const [oldItems, newItems] = [oldVariants.find((v) => v.items)?.items, newVariants.find((v) => v.items)?.items]
  sent(oldItems, newItems, `${at}[]`, report)
}

/** Constraints on one value: bounds, pattern, format, allowed values. */
function constraints(before: Schema, after: Schema, at: string, report: (what: string) => void) {
  for (const key of NARROWER_IF_LOWER) {
    const [was, now] = [before[key] as number | undefined, after[key] as number | undefined]
    if (now !== undefined && (was === undefined || now < was)) report(`${at} ${key} lowered from ${was ?? 'none'} to ${now}`)
  }
  for (const key of NARROWER_IF_HIGHER) {
    const [was, now] = [before[key] as number | undefined, after[key] as number | undefined]
    if (now !== undefined && (was === undefined || now > was)) report(`${at} ${key} raised from ${was ?? 'none'} to ${now}`)
  }
  const listed = (s: Schema) => (s['x-values'] as unknown[] | undefined) ?? (s.const !== undefined ? [s.const] : s.enum)
  const [wasListed, nowListed] = [listed(before), listed(after)]
  // A comma list's pattern is made from its `x-values`: compared through them, a new value is not a new pattern.
  if (after.pattern !== undefined && before.pattern !== after.pattern && !(before['x-values'] && after['x-values'])) {
    report(`${at} pattern ${before.pattern === undefined ? 'added' : 'changed'}`)
  }
  if (after.format !== undefined && before.format !== after.format) report(`${at} format ${before.format === undefined ? 'added' : 'changed'}: ${String(after.format)}`)
  if (after.uniqueItems === true && before.uniqueItems !== true) report(`${at} now requires unique items`)
  if (nowListed && !wasListed) report(`${at} now restricted to listed values`)
  if (wasListed && nowListed) for (const value of wasListed) if (!nowListed.includes(value)) report(`${at} no longer accepts ${JSON.stringify(value)}`)
}

/** The backquoted texts under `### Breaking` in the `## [Unreleased]` section of a Keep a Changelog file. */
export function declaredBreakingChanges(changelog: string): Set<string> {
  const unreleased = /^## \[Unreleased\][^\n]*\n([\s\S]*?)(?=^## \[|(?![\s\S]))/m.exec(changelog)?.[1] ?? ''
  const breaking = /^### Breaking[^\n]*\n([\s\S]*?)(?=^### |(?![\s\S]))/m.exec(unreleased)?.[1] ?? ''
  return new Set([...breaking.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!))
}

/** The breaking changes CHANGELOG.md does not declare: the check passes when there are none. */
export function undeclaredBreakingChanges(previous: OpenApiDocument, current: OpenApiDocument, changelog: string) {
  const declared = declaredBreakingChanges(changelog)
  return breakingChanges(previous, current).filter((change) => !declared.has(change))
}

/** The newest release's document among file names `vX.Y.Z.json` (openapi/): the one the current API is held to. */
export function latestRelease(files: string[]): string | undefined {
  const version = (name: string) => /^v(\d+)\.(\d+)\.(\d+)\.json$/.exec(name)?.slice(1).map(Number)
  return files.filter((f) => version(f)).sort((a, b) => {
    const [x, y] = [version(a)!, version(b)!]
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
  }).at(-1)
}
