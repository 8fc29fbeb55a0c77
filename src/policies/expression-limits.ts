// The size and cost limits a policy expression must stay within, checked when it is saved or previewed.
// CEL has no loops or recursion, so the work of one evaluation is bounded by the expression's shape and the
// data it iterates over: the limits below bound the shape (and so, with data of ordinary size, the work);
// evaluation in a worker thread with a deadline (evaluator-pool.ts) bounds the rest.
import type { ASTNode, Limits } from '@marcbachmann/cel-js'

/** Structural limits enforced by the parser (the engine's `limits`; its defaults are far larger). */
export const PARSER_LIMITS: Limits = {
  maxAstNodes: 1000,
  maxDepth: 32,
  maxListElements: 500,
  maxMapEntries: 100,
  maxCallArguments: 8,
}
/** How deep the comprehension macros (all, exists, exists_one, map, filter) may nest inside each other. */
export const MAX_COMPREHENSION_NESTING = 2
/** The estimated cost of one evaluation (about one unit per operation, see estimateCost) may not exceed this. */
export const MAX_COST = 100_000
/** What the estimate assumes for a list, map or string it cannot see (one from the inventory's data). */
export const ASSUMED_DATA_SIZE = 100

const LIMIT_NAMES: Record<keyof Limits, string> = {
  maxAstNodes: 'max_ast_nodes', maxDepth: 'max_depth', maxListElements: 'max_list_elements',
  maxMapEntries: 'max_map_entries', maxCallArguments: 'max_call_arguments',
}
const LIMIT_TEXTS: Record<keyof Limits, string> = {
  maxAstNodes: 'the expression has more than {value} nodes (operands and operations)',
  maxDepth: 'the expression nests deeper than {value} levels',
  maxListElements: 'a list literal has more than {value} elements',
  maxMapEntries: 'a map literal has more than {value} entries',
  maxCallArguments: 'a function call has more than {value} arguments',
}

export interface LimitBreach { message: string; offset: number; limit: { name: string; value: number } }

/** The engine's `limit_exceeded` parse error, reworded to name the limit (snake_case, as the README does). */
export function parserLimitBreach(error: unknown, offset: number): LimitBreach | undefined {
  const e = error as { code?: string; message?: string } | undefined
  if (e?.code !== 'limit_exceeded') return undefined
  const key = (Object.keys(PARSER_LIMITS) as (keyof Limits)[]).find((k) => e.message?.includes(`Exceeded ${k} `))
  if (!key) return undefined
  const value = PARSER_LIMITS[key]
  return { message: `${LIMIT_TEXTS[key].replace('{value}', String(value))} (limit ${LIMIT_NAMES[key]})`, offset, limit: { name: LIMIT_NAMES[key], value } }
}

const COMPREHENSIONS = new Set(['all', 'exists', 'exists_one', 'map', 'filter'])

/** A call of a comprehension macro: `receiver.all(x, predicate)` and the like. */
function isComprehension(node: ASTNode): node is ASTNode & { op: 'rcall' } {
  return node.op === 'rcall' && COMPREHENSIONS.has(node.args[0]) && (node.args[2].length === 2 || node.args[2].length === 3)
}

/** `cel.bind(name, value, expression)`. */
function isBind(node: ASTNode): node is ASTNode & { op: 'rcall' } {
  return node.op === 'rcall' && node.args[0] === 'bind' && node.args[1].op === 'id' && node.args[1].args === 'cel' && node.args[2].length === 3
}

/** The operand nodes of a node, in source order. */
export function childrenOf(node: ASTNode): ASTNode[] {
  switch (node.op) {
    case 'value': case 'id': return []
    case '.': case '.?': return [node.args[0]]
    case 'call': return node.args[1]
    case 'rcall': return [node.args[1], ...node.args[2]]
    case 'map': return node.args.flatMap(([key, value]) => [key, value])
    case '!_': case '-_': return [node.args]
    case 'list': case '?:': case '||': case '&&': return node.args
    default: return node.args as ASTNode[]
  }
}

/** The first comprehension nested deeper than MAX_COMPREHENSION_NESTING inside others' bodies, if any. */
export function overNestedComprehension(node: ASTNode, depth = 0): ASTNode | undefined {
  if (!isComprehension(node)) {
    for (const child of childrenOf(node)) {
      const found = overNestedComprehension(child, depth)
      if (found) return found
    }
    return undefined
  }
  // The receiver is evaluated once, before the loop: it stands beside the comprehension, not inside it.
  const inReceiver = overNestedComprehension(node.args[1], depth)
  if (inReceiver) return inReceiver
  if (depth + 1 > MAX_COMPREHENSION_NESTING) return node
  for (const body of node.args[2].slice(1)) {
    const found = overNestedComprehension(body, depth + 1)
    if (found) return found
  }
  return undefined
}

// Functions whose work grows with the length of their receiver (CEL's cost model charges 0.1 per character).
const STRING_SCANS = new Set(['contains', 'startsWith', 'endsWith', 'matches', 'indexOf', 'lastIndexOf', 'split', 'lowerAscii', 'upperAscii', 'trim', 'substring', 'join', 'replace'])
const SIZE_PRESERVING = new Set(['split', 'lowerAscii', 'upperAscii', 'trim', 'substring', 'join', 'replace', 'string', 'dyn', 'bytes'])

interface Estimate { cost: number; size: number }

/**
 * A static estimate of the work of one evaluation, in CEL's spirit (cel-go's cost estimator): one unit per
 * operation, a comprehension costs its range's size times its body, and scanning or building a string or a
 * list costs 0.1 per element. Sizes are known for literals; a list, map or string from the data is assumed
 * to hold ASSUMED_DATA_SIZE elements. `size` is the estimated length of the node's value (0 for a scalar).
 */
export function estimateCost(node: ASTNode, bound: ReadonlyMap<string, number> = new Map()): Estimate {
  const sum = (nodes: readonly ASTNode[], scope = bound) => nodes.reduce((total, n) => total + estimateCost(n, scope).cost, 0)
  switch (node.op) {
    case 'value': {
      const v: unknown = node.args
      return { cost: 1, size: typeof v === 'string' ? v.length : v instanceof Uint8Array ? v.length : 0 }
    }
    case 'id': return { cost: 1, size: bound.get(node.args) ?? 0 }
    case '.': case '.?': case '[]': case '[?]':
      return { cost: 1 + sum(childrenOf(node)), size: ASSUMED_DATA_SIZE }
    case 'list': return { cost: 1 + sum(node.args), size: node.args.length }
    case 'map': return { cost: 1 + sum(childrenOf(node)), size: node.args.length }
    case '?:': {
      const [test, yes, no] = node.args.map((n) => estimateCost(n, bound)) as [Estimate, Estimate, Estimate]
      return { cost: 1 + test.cost + Math.max(yes.cost, no.cost), size: Math.max(yes.size, no.size) }
    }
    case '+': {
      const [a, b] = (node.args as ASTNode[]).map((n) => estimateCost(n, bound)) as [Estimate, Estimate]
      // Two sized operands: a concatenation, which copies both.
      const size = a.size > 0 && b.size > 0 ? a.size + b.size : 0
      return { cost: 1 + a.cost + b.cost + Math.ceil(size * 0.1), size }
    }
    case 'in': {
      const [a, b] = (node.args as ASTNode[]).map((n) => estimateCost(n, bound)) as [Estimate, Estimate]
      return { cost: 1 + a.cost + b.cost + b.size, size: 0 }
    }
    case 'call': {
      const [name, args] = node.args
      const estimates = args.map((n) => estimateCost(n, bound))
      const cost = 1 + estimates.reduce((total, e) => total + e.cost, 0)
      return { cost, size: SIZE_PRESERVING.has(name) ? (estimates[0]?.size ?? 0) : 0 }
    }
    case 'rcall': {
      if (isComprehension(node)) return comprehensionCost(node, bound)
      if (isBind(node)) {
        const [variable, value, body] = node.args[2] as [ASTNode, ASTNode, ASTNode]
        const v = estimateCost(value, bound)
        const inner = estimateCost(body, new Map(bound).set(String(variable.args), v.size))
        return { cost: 1 + v.cost + inner.cost, size: inner.size }
      }
      const [name, receiver, args] = node.args
      const r = estimateCost(receiver, bound)
      const cost = 1 + r.cost + sum(args) + (STRING_SCANS.has(name) ? Math.ceil(r.size * 0.1) : 0)
      return { cost, size: SIZE_PRESERVING.has(name) ? r.size : 0 }
    }
    default:
      return { cost: 1 + sum(childrenOf(node)), size: 0 }
  }
}

function comprehensionCost(node: ASTNode & { op: 'rcall' }, bound: ReadonlyMap<string, number>): Estimate {
  const [name, receiver, args] = node.args
  const range = estimateCost(receiver, bound)
  const iterations = receiver.op === 'list' || range.size > 0 ? range.size : ASSUMED_DATA_SIZE
  const variable = args[0]!
  const element = receiver.op === 'list' && receiver.args.length > 0
    ? Math.max(...receiver.args.map((n) => estimateCost(n, bound).size))
    : ASSUMED_DATA_SIZE
  const scope = variable.op === 'id' ? new Map(bound).set(variable.args, element) : bound
  const body = args.slice(1).reduce((total, n) => total + estimateCost(n, scope).cost, 0)
  const builds = name === 'map' || name === 'filter'
  return { cost: 1 + range.cost + iterations * (body + 1), size: builds ? iterations : 0 }
}
