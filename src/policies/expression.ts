// Custom-policy expressions, written by customers in CEL (Common Expression Language, https://cel.dev).
//
// The engine is @marcbachmann/cel-js: it reports parse and type errors with a source offset, and its type
// checker rejects unknown variables and unknown resource/finding fields when the policy is saved, not when an
// audit first runs it. CEL is not Turing-complete and this evaluator only reads the context it is given:
// map/field access looks at own keys, so `__proto__`, `constructor` and the like are missing keys (see tests).
// What one evaluation may cost is bounded when the expression is saved (expression-limits.ts); `matches()`
// runs on RE2 (regex.ts); evaluation over an estate runs off the event loop (evaluator-pool.ts).
import { Environment, type ASTNode, type ParseResult } from '@marcbachmann/cel-js'
import {
  ASSUMED_DATA_SIZE, childrenOf, estimateCost, MAX_COMPREHENSION_NESTING, MAX_COST, overNestedComprehension, PARSER_LIMITS, parserLimitBreach,
} from './expression-limits.ts'
import { MAX_PATTERN_LENGTH, MAX_PATTERN_PROGRAM_SIZE, patternProblem, programSizeBound, re2Matches } from './regex.ts'

export const POLICY_TARGETS = ['resource', 'finding'] as const
export type PolicyTarget = (typeof POLICY_TARGETS)[number]

export const MAX_EXPRESSION_LENGTH = 4096

/** The limits an expression is held to when saved or previewed, for the API description. */
export const EXPRESSION_LIMITS_TEXT = [
  `${MAX_EXPRESSION_LENGTH} characters (\`max_expression_length\`)`,
  `${PARSER_LIMITS.maxAstNodes} nodes (\`max_ast_nodes\`)`,
  `nesting ${PARSER_LIMITS.maxDepth} deep (\`max_depth\`)`,
  `${PARSER_LIMITS.maxListElements} list elements (\`max_list_elements\`), ${PARSER_LIMITS.maxMapEntries} map entries (\`max_map_entries\`), ${PARSER_LIMITS.maxCallArguments} call arguments (\`max_call_arguments\`)`,
  `comprehensions (all, exists, exists_one, map, filter) nested ${MAX_COMPREHENSION_NESTING} deep (\`max_comprehension_nesting\`)`,
  `an estimated cost of ${MAX_COST} per evaluation (\`max_cost\`: about one per operation, times the size of each list iterated, ${ASSUMED_DATA_SIZE} assumed for lists from the data)`,
  `regular expressions of ${MAX_PATTERN_LENGTH} characters (\`max_pattern_length\`) and RE2 programs of ${MAX_PATTERN_PROGRAM_SIZE} instructions for all the literal patterns together (\`max_pattern_program_size\`)`,
].join('; ')

/** 0-based offset (a JavaScript string index), 1-based line and column (columns count characters). */
export interface ExpressionPosition { offset: number; line: number; column: number }
/** `limit`: the limit the expression exceeds, when that is the problem (name as in the README, and its value). */
export interface ExpressionError { message: string; position: ExpressionPosition; limit?: { name: string; value: number } }

// What an expression sees: shared with the readers that build it (findings, webhooks), so it is vocabulary.
export type { PolicyContext } from '../vocabulary/index.ts'
import type { PolicyContext } from '../vocabulary/index.ts'

export interface CompiledPolicy {
  readonly target: PolicyTarget
  /** The static estimate of one evaluation's cost (see estimateCost), at most MAX_COST. */
  readonly cost: number
  matches(context: PolicyContext): boolean
}

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

// The engine's own `string.matches(string)` runs a JavaScript RegExp, which backtracks (exponential time on
// `^(a+)+$`), and an Environment cannot replace a built-in overload. So every one-argument `.matches` call is
// renamed, right after parsing, to this function, which has CEL's RE2 semantics in linear time. Error
// messages show the name the user wrote.
const RE2_MATCHES = 'matches_re2'

// An Environment is costly to build, so one per target for the life of the process (and of each worker).
function environment(): Environment {
  return new Environment({ limits: PARSER_LIMITS })
    .registerFunction(`string.${RE2_MATCHES}(string): bool`, re2Matches)
}
const ENVIRONMENTS: Record<PolicyTarget, Environment> = {
  resource: environment().registerVariable({ name: 'resource', schema: RESOURCE_SCHEMA }),
  finding: environment()
    .registerVariable({ name: 'resource', schema: RESOURCE_SCHEMA })
    .registerVariable({ name: 'finding', schema: FINDING_SCHEMA }),
}

const START = 0

export function compilePolicyExpression(source: string, target: PolicyTarget): CompileResult {
  if (source.trim() === '') return failure(source, START, 'the expression is empty')
  if (source.length > MAX_EXPRESSION_LENGTH) {
    return failure(source, START, `the expression is longer than ${MAX_EXPRESSION_LENGTH} characters (limit max_expression_length)`, { name: 'max_expression_length', value: MAX_EXPRESSION_LENGTH })
  }
  let program: ParseResult
  try {
    program = ENVIRONMENTS[target].parse(source)
  } catch (err) {
    const breach = parserLimitBreach(err, errorOffset(err))
    if (breach) return failure(source, breach.offset, breach.message, breach.limit)
    return failure(source, errorOffset(err), describe(err, target))
  }
  const patterns = useRe2(program.ast)
  const checked = program.check()
  if (!checked.valid) return failure(source, errorOffset(checked.error), describe(checked.error, target))
  // `dyn` (e.g. `resource.attributes.public`) may still be a bool at run time, so only a type the checker
  // knows to be something else is refused.
  if (checked.type !== 'bool' && checked.type !== 'dyn') {
    return failure(source, START, `a policy must evaluate to true or false, but this expression yields ${checked.type}`)
  }
  // A literal pattern is checked now; one computed from the data can only be checked when it runs (a refused
  // one is then "no match", like any evaluation error). The program-size limit holds for all the literal
  // patterns together, so that checking an expression costs at most one limit's worth of compiling.
  let instructions = 0
  for (const pattern of patterns) {
    instructions += programSizeBound(pattern.args as string)
    if (instructions > MAX_PATTERN_PROGRAM_SIZE) {
      return failure(source, pattern.start,
        `the regular expression${patterns.length > 1 ? 's of the expression together are' : ' is'} too complex: about ${instructions} RE2 instructions, over the limit (max_pattern_program_size) of ${MAX_PATTERN_PROGRAM_SIZE}`,
        { name: 'max_pattern_program_size', value: MAX_PATTERN_PROGRAM_SIZE })
    }
    const problem = patternProblem(pattern.args as string)
    if (problem) return failure(source, pattern.start, problem.message, problem.limit)
  }
  const nested = overNestedComprehension(program.ast)
  if (nested) {
    return failure(source, nested.start,
      `comprehensions (all, exists, exists_one, map, filter) are nested more than ${MAX_COMPREHENSION_NESTING} deep (limit max_comprehension_nesting)`,
      { name: 'max_comprehension_nesting', value: MAX_COMPREHENSION_NESTING })
  }
  const { cost } = estimateCost(program.ast)
  if (cost > MAX_COST) {
    return failure(source, START,
      `the estimated cost of one evaluation is ${cost}, over the limit (max_cost) of ${MAX_COST}: iterate over fewer or shorter lists, or build smaller strings`,
      { name: 'max_cost', value: MAX_COST })
  }
  return { ok: true, policy: { target, cost, matches: (context) => evaluate(program, target, context) } }
}

/** Renames `x.matches(p)` to the RE2 function; returns the literal patterns so they can be checked now. */
function useRe2(node: ASTNode): ASTNode[] {
  const literals: ASTNode[] = []
  const visit = (n: ASTNode) => {
    if (n.op === 'rcall' && (n.args[0] === 'matches' || n.args[0] === RE2_MATCHES) && n.args[2].length === 1) {
      (n.args as unknown[])[0] = RE2_MATCHES
      const pattern = n.args[2][0]!
      if (pattern.op === 'value' && typeof pattern.args === 'string') literals.push(pattern)
    }
    for (const child of childrenOf(n)) visit(child)
  }
  visit(node)
  return literals
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
  let resource = context.resource
  if (!prepared.has(resource)) {
    const converted = toCel(resource.attributes)
    if (converted !== resource.attributes) resource = { ...resource, attributes: converted as Record<string, unknown> }
  }
  return target === 'finding' ? { resource, finding: context.finding } : { resource }
}

// Resources whose attributes are already in CEL form: converted once for the many policies evaluated over them.
const prepared = new WeakSet<object>()

/**
 * The context with its attributes converted once, to evaluate several policies over it (the worker thread
 * does). The result must not be modified afterwards.
 */
export function preparePolicyContext(context: PolicyContext): PolicyContext {
  if (prepared.has(context.resource)) return context
  let attributes: unknown
  try {
    attributes = toCel(context.resource.attributes)
  } catch {
    return context // nested too deep to walk: every evaluation on it fails alike, as no match
  }
  const resource = attributes === context.resource.attributes ? context.resource : { ...context.resource, attributes: attributes as Record<string, unknown> }
  prepared.add(resource)
  return resource === context.resource ? context : { ...context, resource }
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
  return summary.replaceAll(`.${RE2_MATCHES}(`, '.matches(')
}

function errorOffset(err: unknown): number {
  const start = (err as { range?: { start?: unknown } } | undefined)?.range?.start
  return typeof start === 'number' && start >= 0 ? start : START
}

function failure(source: string, offset: number, message: string, limit?: ExpressionError['limit']): { ok: false; error: ExpressionError } {
  return { ok: false, error: { message, position: positionAt(source, offset), ...(limit ? { limit } : {}) } }
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
