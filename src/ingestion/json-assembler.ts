// Builds one value (a SARIF result, an ASFF finding...) from its tokens, within the entry limits. Past a
// limit it stops building, drops what it has and only counts nesting until the value ends, so the caller
// can reject that entry and go on with the next one: memory stays bounded by the limits, not by the input.
import type { JsonToken } from './json-tokens.ts'
import { MAX_ENTRY_CHARS, MAX_ENTRY_DEPTH, MAX_ENTRY_NODES, MAX_KEY_CHARS, MAX_NUMBER_CHARS, MAX_STRING_CHARS } from './limits.ts'

type Container = Record<string, unknown> | unknown[]

export class ValueAssembler {
  /** Why the value was not built (a limit), once it is known. */
  problem: string | null = null
  value: unknown = undefined
  #stack: { container: Container; key: string | null }[] = []
  #depth = 0
  #nodes = 0
  #chars = 0
  #text: string | null = null
  #textKind: 'key' | 'string' | 'number' | null = null

  /** Feeds one token; true when the value is complete. */
  push(token: JsonToken): boolean {
    switch (token.name) {
      case 'startObject':
      case 'startArray': {
        this.#depth++
        if (this.#count() && this.#depth > MAX_ENTRY_DEPTH) this.#fail(`it nests objects and arrays more than ${MAX_ENTRY_DEPTH} levels deep`)
        if (!this.problem) {
          // Objects without a prototype: a "__proto__" key is an ordinary property, as with JSON.parse.
          const container: Container = token.name === 'startObject' ? Object.create(null) as Record<string, unknown> : []
          this.#attach(container)
          this.#stack.push({ container, key: null })
        }
        return false
      }
      case 'endObject':
      case 'endArray':
        this.#depth--
        if (!this.problem) this.#stack.pop()
        return this.#depth === 0
      case 'startKey':
        return this.#open('key')
      case 'startString':
        return this.#open('string')
      case 'startNumber':
        return this.#open('number')
      case 'stringChunk':
      case 'numberChunk':
        this.#append(token.value)
        return false
      case 'endKey':
        if (!this.problem) this.#stack[this.#stack.length - 1]!.key = this.#text
        this.#text = null
        return false
      case 'endString':
      case 'endNumber': {
        const text = this.#text
        this.#text = null
        if (this.#count() && !this.problem) this.#attach(token.name === 'endString' ? text : Number(text))
        return this.#depth === 0
      }
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        if (this.#count() && !this.problem) this.#attach(token.value)
        return this.#depth === 0
      default:
        return false
    }
  }

  #open(kind: 'key' | 'string' | 'number') {
    this.#textKind = kind
    this.#text = ''
    return false
  }

  #append(chunk: string) {
    this.#chars += chunk.length
    if (this.problem) return
    const length = this.#text!.length + chunk.length
    const limit = this.#textKind === 'key' ? MAX_KEY_CHARS : this.#textKind === 'number' ? MAX_NUMBER_CHARS : MAX_STRING_CHARS
    if (length > limit) return this.#fail(`it has a ${this.#textKind === 'key' ? 'property name' : this.#textKind} longer than ${limit.toLocaleString('en')} characters`)
    if (this.#chars > MAX_ENTRY_CHARS) return this.#fail(`it holds more than ${MAX_ENTRY_CHARS.toLocaleString('en')} characters of text`)
    this.#text += chunk
  }

  #count() {
    if (++this.#nodes > MAX_ENTRY_NODES && !this.problem) this.#fail(`it has more than ${MAX_ENTRY_NODES.toLocaleString('en')} values`)
    return true
  }

  #fail(problem: string) {
    this.problem = problem
    this.value = undefined
    this.#stack = []
  }

  #attach(value: unknown) {
    const top = this.#stack[this.#stack.length - 1]
    if (!top) this.value = value
    else if (Array.isArray(top.container)) top.container.push(value)
    else top.container[top.key!] = value
  }
}
