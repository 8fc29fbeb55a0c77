// `matches()` for policy expressions, with the semantics CEL specifies: RE2 syntax, true when the pattern
// matches any part of the string. The engine is re2js (a port of RE2), whose matching time is linear in the
// input: a JavaScript RegExp backtracks, and `"aaaaaaaaaaaaaaaaaaaaaaaa!".matches("^(a+)+$")` took 42 s.
// RE2 has no backreferences or lookaround, which is what makes it linear.
import { LRUCache } from 'lru-cache'
import { RE2JS, RE2JSException } from 're2js'

/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_LENGTH = 512
/** Largest compiled RE2 program accepted: matching time grows with it (`\pL{1000}` is about 1,000). */
export const MAX_PATTERN_PROGRAM_SIZE = 1000

export interface PatternProblem { message: string; limit?: { name: string; value: number } }

type Compiled = RE2JS | PatternProblem

// Patterns that are not literals (`resource.name.matches(resource.tags.pattern)`) are compiled on first use
// and kept, so that a policy does not recompile its pattern for every resource. Bounded: a pattern can come
// from the data, and every distinct value would otherwise stay in memory. Refused patterns are kept too.
const cache = new LRUCache<string, Compiled>({ max: 1000 })

function compile(pattern: string): Compiled {
  const cached = cache.get(pattern)
  if (cached !== undefined) return cached
  const compiled = compileUncached(pattern)
  cache.set(pattern, compiled)
  return compiled
}

function compileUncached(pattern: string): Compiled {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return { message: `the regular expression is longer than ${MAX_PATTERN_LENGTH} characters (limit max_pattern_length)`, limit: { name: 'max_pattern_length', value: MAX_PATTERN_LENGTH } }
  }
  // Compiling takes time in proportion to the program, which a short pattern can make large (`\pL{1,1000}`
  // repeated: 500 ms for 500 characters), so a pattern whose program would be too large is refused unread.
  const bound = programSizeBound(pattern)
  if (bound > MAX_PATTERN_PROGRAM_SIZE) return tooComplex(bound)
  let re: RE2JS
  try {
    re = RE2JS.compile(pattern)
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error
    const detail = (error as { error?: string; input?: string | null }).error
    const at = (error as { input?: string | null }).input
    const reason = detail ? `${detail}${at ? ` at \`${at}\`` : ''}` : error.message
    return { message: `invalid regular expression (RE2 syntax, which has no backreferences or lookaround): ${reason}` }
  }
  if (re.programSize() > MAX_PATTERN_PROGRAM_SIZE) return tooComplex(re.programSize())
  return re
}

function tooComplex(size: number): PatternProblem {
  return {
    message: `the regular expression is too complex: its RE2 program has about ${size} instructions, over the limit (max_pattern_program_size) of ${MAX_PATTERN_PROGRAM_SIZE}`,
    limit: { name: 'max_pattern_program_size', value: MAX_PATTERN_PROGRAM_SIZE },
  }
}

/**
 * An upper estimate of the size of the RE2 program a pattern compiles to, from its text alone (linear): an
 * atom (a character, an escape, a class, `.`) counts 1, a group its contents plus 2, `*` `+` `?` `|` add 1,
 * and `{n,m}` repeats what precedes it max(n, m) times. Syntax errors are left to RE2.
 */
export function programSizeBound(pattern: string): number {
  const groups: { size: number; last: number }[] = [{ size: 0, last: 0 }]
  const top = () => groups[groups.length - 1]!
  const atom = (size: number) => {
    top().size += size
    top().last = size
  }
  let i = 0
  while (i < pattern.length) {
    const c = pattern[i]!
    if (c === '\\') {
      const next = pattern[i + 1]
      if (next === 'Q') {
        const end = pattern.indexOf('\\E', i + 2)
        const stop = end < 0 ? pattern.length : end
        top().size += stop - i - 2
        top().last = 1
        i = end < 0 ? pattern.length : end + 2
        continue
      }
      if ((next === 'p' || next === 'P' || next === 'x') && pattern[i + 2] === '{') {
        const end = pattern.indexOf('}', i)
        i = end < 0 ? pattern.length : end + 1
      } else {
        i += next === 'p' || next === 'P' ? 3 : next === 'x' ? 4 : 2
      }
      atom(1)
    } else if (c === '[') {
      let j = i + 1
      if (pattern[j] === '^') j++
      if (pattern[j] === ']') j++
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '\\') j += 2
        else if (pattern.startsWith('[:', j)) j = pattern.indexOf(':]', j + 2) < 0 ? j + 1 : pattern.indexOf(':]', j + 2) + 2
        else j++
      }
      i = j + 1
      atom(1)
    } else if (c === '(') {
      const flags = /^\(\?[a-zA-Z-]*\)/.exec(pattern.slice(i, i + 16))
      if (flags) {
        i += flags[0].length
        continue
      }
      groups.push({ size: 0, last: 0 })
      i++
    } else if (c === ')') {
      const group = groups.length > 1 ? groups.pop()! : { size: 0, last: 0 }
      atom(group.size + 2)
      i++
    } else if (c === '*' || c === '+' || c === '?' || c === '|') {
      top().size += 1
      top().last = c === '|' ? 0 : top().last + 1
      i++
    } else if (c === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(i, i + 24))) {
      const [text, min, max] = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i, i + 24))!
      const times = Math.max(Number(min), max ? Number(max) : 0, 1)
      const t = top()
      t.size += t.last * (times - 1) + times
      t.last = (t.last + 1) * times
      i += text.length
    } else {
      atom(1)
      i++
    }
  }
  return groups.reduce((total, g) => total + g.size, 0)
}

/** Why a pattern is refused, or undefined when it is usable. For literal patterns at save time. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  const compiled = compile(pattern)
  return compiled instanceof RE2JS ? undefined : compiled
}

/** CEL `string.matches(string)`. A refused pattern throws, which evaluation turns into "no match". */
export function re2Matches(input: string, pattern: string): boolean {
  const compiled = compile(pattern)
  if (!(compiled instanceof RE2JS)) throw new Error(compiled.message)
  return compiled.test(input)
}
