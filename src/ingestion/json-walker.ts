// Walks a token stream by path, asking a visitor what to do with each value it meets: descend into it, build
// it whole (an entry, or a piece of context such as a SARIF run's tool), count it, or skip it. Only the
// descended containers are tracked, so memory is one path plus the value being built, however large the file.
import { ValueAssembler } from './json-assembler.ts'
import type { JsonToken } from './json-tokens.ts'

/** Top-level values are numbered (JSON lines have several), then keys and array indexes. */
export type JsonPath = readonly (string | number)[]
export type ValueKind = 'object' | 'array' | 'scalar'
export type Step = 'descend' | 'value' | 'count' | 'skip'

export interface Visitor {
  select(path: JsonPath, kind: ValueKind): Step
  /** A value selected with 'value', built whole, or the limit it broke (then `value` is undefined). */
  value(path: JsonPath, value: unknown, problem: string | null): void
  /** A value selected with 'count': seen, not built. */
  counted?(path: JsonPath): void
  enter?(path: JsonPath, kind: 'object' | 'array'): void
  leave?(path: JsonPath, kind: 'object' | 'array'): void
}

interface Frame { kind: 'object' | 'array'; path: JsonPath; key: string; index: number }

export class JsonWalker {
  #frames: Frame[] = []
  #document = 0
  #key: string | null = null
  #assembler: ValueAssembler | null = null
  #assemblingAt: JsonPath = []
  #skipDepth = 0

  constructor(private readonly visitor: Visitor) {}

  push(tokens: JsonToken[]): void {
    for (const token of tokens) this.#token(token)
  }

  #token(token: JsonToken): void {
    if (this.#assembler) {
      if (this.#assembler.push(token)) {
        const { value, problem } = this.#assembler
        this.#assembler = null
        this.visitor.value(this.#assemblingAt, value, problem)
        this.#advance()
      }
      return
    }
    if (this.#skipDepth > 0) {
      if (token.name === 'startObject' || token.name === 'startArray' || token.name === 'startString' || token.name === 'startNumber') this.#skipDepth++
      else if (token.name === 'endObject' || token.name === 'endArray' || token.name === 'endString' || token.name === 'endNumber') {
        if (--this.#skipDepth === 0) this.#advance()
      }
      return
    }
    switch (token.name) {
      case 'startKey':
        this.#key = ''
        return
      case 'stringChunk':
        // Only keys reach here (values are built or skipped); a name this long matches no path anyway.
        if (this.#key !== null && this.#key.length < 256) this.#key += token.value
        return
      case 'endKey':
        this.#frames[this.#frames.length - 1]!.key = this.#key ?? ''
        this.#key = null
        return
      case 'endObject':
      case 'endArray': {
        const frame = this.#frames.pop()!
        this.visitor.leave?.(frame.path, frame.kind)
        this.#advance()
        return
      }
      case 'startObject':
      case 'startArray':
      case 'startString':
      case 'startNumber':
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return this.#start(token)
      default:
    }
  }

  #start(token: JsonToken): void {
    const top = this.#frames[this.#frames.length - 1]
    const path: JsonPath = top ? [...top.path, top.kind === 'array' ? top.index : top.key] : [this.#document]
    const container = token.name === 'startObject' ? 'object' : token.name === 'startArray' ? 'array' : null
    const step = this.visitor.select(path, container ?? 'scalar')
    if (step === 'descend' && container) {
      this.#frames.push({ kind: container, path, key: '', index: 0 })
      this.visitor.enter?.(path, container)
      return
    }
    if (step === 'value' || step === 'descend') {
      this.#assembler = new ValueAssembler()
      this.#assemblingAt = path
      return this.#token(token)
    }
    if (step === 'count') this.visitor.counted?.(path)
    if (token.name === 'nullValue' || token.name === 'trueValue' || token.name === 'falseValue') return this.#advance()
    this.#skipDepth = 1
  }

  /** A value at the current position ended: the next one is the container's next index (or the next document). */
  #advance() {
    const top = this.#frames[this.#frames.length - 1]
    if (!top) this.#document++
    else if (top.kind === 'array') top.index++
  }
}
