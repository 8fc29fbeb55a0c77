// Custom-policy expressions, written by customers in CEL (Common Expression Language, https://cel.dev).
//
// The engine is @marcbachmann/cel-js: it reports parse and type errors with a source offset, and its type
// checker rejects unknown variables and unknown resource/finding fields when the policy is saved, not when an
// audit first runs it. CEL is not Turing-complete and this evaluator only reads the context it is given:
// map/field access looks at own keys, so `__proto__`, `constructor` and the like are missing keys (see tests).
import { Environment, type ParseResult } from '@marcbachmann/cel-js'

export const POLICY_TARGETS = ['resource', 'finding'] as const
export type PolicyTarget = (typeof POLICY_TARGETS)[number]

export const MAX_EXPRESSION_LENGTH = 4096

/** 0-based offset (a JavaScript string index), 1-based line and column (columns count characters). */
export interface ExpressionPosition { offset: number; line: number; column: number }
export interface ExpressionError { message: string; position: ExpressionPosition }

export interface PolicyContext {
  resource: {
    id: string; kind: string; provider: string; region: string; name: string; external_id: string
    tags: Record<string, string>; attributes: Record<string, unknown>
  }
  finding?: { id: string | null; check_id: string; severity: string; dimension: string; status: string; title: string }
}

export interface CompiledPolicy { readonly target: PolicyTarget; matches(context: PolicyContext): boolean }

export type CompileResult = { ok: true; policy: CompiledPolicy } | { ok: false; error: ExpressionError }

// Typed schemas rather than plain `map`s so that the checker knows `resource.kind` is a string (a typo such as
// `resource.knd` or a non-boolean result such as `resource.name` is rejected at save time). `attributes` holds
// arbitrary JSON, hence `dyn`; `finding.id` may be null, which a CEL `string` cannot hold.
const RESOURCE_SCHEMA = {
  id: 'string', kind: 'string', provider: 'string', region: 'string', name: 'string', external_id: 'string',
  tags: 'map<string, string>', attributes: 'map<string, dyn>',
}
const FINDING_SCHEMA = {
  id: 'dyn', check_id: 'string', severity: 'string', dimension: 'string', status: 'string', title: 'string',
}

// An Environment is costly to build, so one per target for the life of the process.
const ENVIRONMENTS: Record<PolicyTarget, Environment> = {
  resource: new Environment().registerVariable({ name: 'resource', schema: RESOURCE_SCHEMA }),
  finding: new Environment()
    .registerVariable({ name: 'resource', schema: RESOURCE_SCHEMA })
    .registerVariable({ name: 'finding', schema: FINDING_SCHEMA }),
}

const START = 0

export function compilePolicyExpression(source: string, target: PolicyTarget): CompileResult {
  if (source.trim() === '') return failure(source, START, 'the expression is empty')
  if (source.length > MAX_EXPRESSION_LENGTH) {
    return failure(source, START, `the expression is longer than ${MAX_EXPRESSION_LENGTH} characters`)
  }
  let program: ParseResult
  try {
    program = ENVIRONMENTS[target].parse(source)
  } catch (err) {
    return failure(source, errorOffset(err), describe(err, target))
  }
  const checked = program.check()
  if (!checked.valid) return failure(source, errorOffset(checked.error), describe(checked.error, target))
  // `dyn` (e.g. `resource.attributes.public`) may still be a bool at run time, so only a type the checker
  // knows to be something else is refused.
  if (checked.type !== 'bool' && checked.type !== 'dyn') {
    return failure(source, START, `a policy must evaluate to true or false, but this expression yields ${checked.type}`)
  }
  return { ok: true, policy: { target, matches: (context) => evaluate(program, target, context) } }
}

// Users rely on this rule (the README must say so): a policy matches only when the expression evaluates to
// exactly `true`. Any evaluation error -- a missing map key (`resource.tags.env` on a resource without an
// `env` tag), a type mismatch (an int attribute compared with a string), a bad regular expression -- means
// "no match", never an exception that would abort an audit. Write `has(resource.tags.env) && ...` to be explicit.
function evaluate(program: ParseResult, target: PolicyTarget, context: PolicyContext): boolean {
  if (target === 'finding' && context.finding === undefined) return false
  try {
    return program(celContext(context, target)) === true
  } catch {
    return false
  }
}

// Attributes come from JSON, where every number is a double; CEL keeps int and double apart and this library
// represents int as BigInt. Safe integers become ints so `size_gb > 500`, `size_gb + 1 == 2401` and
// `22 in open_admin_ports` behave as users expect. Tags and the other fields are strings, so only attributes
// are walked, and a branch without numbers is reused as is (no allocation in the common case).
function celContext(context: PolicyContext, target: PolicyTarget): Record<string, unknown> {
  const attributes = context.resource.attributes
  const converted = toCel(attributes)
  const resource = converted === attributes ? context.resource : { ...context.resource, attributes: converted }
  return target === 'finding' ? { resource, finding: context.finding } : { resource }
}

function toCel(value: unknown): unknown {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    for (let i = 0; i < value.length; i++) {
      const item = toCel(value[i])
      if (item !== value[i]) (copy ??= value.slice())[i] = item
    }
    return copy ?? value
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    let copy: Record<string, unknown> | undefined
    for (const key of Object.keys(value)) {
      const original = (value as Record<string, unknown>)[key]
      const item = toCel(original)
      // A null-prototype copy: JSON may carry an own "__proto__" key, which plain assignment would turn into
      // a prototype change instead of data.
      if (item !== original) (copy ??= Object.assign(Object.create(null) as Record<string, unknown>, value))[key] = item
    }
    return copy ?? value
  }
  return value
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function describe(err: unknown, target: PolicyTarget): string {
  const e = err as { code?: string; summary?: string; message?: string } | undefined
  const summary = e?.summary ?? e?.message?.split('\n')[0] ?? 'invalid expression'
  if (e?.code === 'unknown_variable') {
    const name = summary.replace(/^Unknown variable: /, '')
    const hint = name === 'finding' && target === 'resource' ? " ('finding' is only available to policies with target 'finding')" : ''
    return `undeclared reference to '${name}'${hint}`
  }
  if (e?.code === 'no_such_key') return `undefined field '${summary.replace(/^No such key: /, '')}'`
  if (summary === 'Unexpected token: EOF') return 'unexpected end of expression'
  return summary
}

function errorOffset(err: unknown): number {
  const start = (err as { range?: { start?: unknown } } | undefined)?.range?.start
  return typeof start === 'number' && start >= 0 ? start : START
}

function failure(source: string, offset: number, message: string): { ok: false; error: ExpressionError } {
  return { ok: false, error: { message, position: positionAt(source, offset) } }
}

/** Line and column of a string index; `\n`, `\r\n` and a lone `\r` each end a line, and an astral character
 * (two UTF-16 units) counts as one column. */
export function positionAt(source: string, offset: number): ExpressionPosition {
  const end = Math.min(Math.max(offset, 0), source.length)
  let line = 1
  let column = 1
  for (let i = 0; i < end; i++) {
    const code = source.charCodeAt(i)
    if (code === 0x0a || (code === 0x0d && source.charCodeAt(i + 1) !== 0x0a)) {
      line++
      column = 1
    } else if (code === 0x0d || (code >= 0xdc00 && code <= 0xdfff && i > 0 && isHighSurrogate(source.charCodeAt(i - 1)))) {
      // the \r of a \r\n, or the second half of a surrogate pair: not a column of its own
    } else {
      column++
    }
  }
  return { offset: end, line, column }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}
