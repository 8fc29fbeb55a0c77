// A resources document (`{"resources": [...]}` or a bare array) cut into its items as they stream in, each
// item parsed by the engine's own JSON.parse. stream-json tokenizes every character in JavaScript and
// assembles values token by token: 78 µs an item of the bench's estate, the largest single cost of a 1 M
// import; finding where each item ends and handing its text to JSON.parse costs about a twentieth of that.
// Memory stays bounded by one item, as before. Terraform states keep stream-json: their resources sit at
// nested paths, and they are small next to inventory snapshots.

/** Thrown for bytes that are not JSON; the message says what was found where. */
export class SplitterSyntaxError extends Error {}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])

/**
 * Past this nesting an item is refused with the whole document (400), before JSON.parse sees it. An item
 * nested deeper than 64 levels is skipped with its own error anyway, but parsing one 64 MiB item of brackets
 * would hold the event loop for about ten seconds; up to this depth an item costs at most ~20 KB of parsing.
 */
export const MAX_ITEM_NESTING = 10_000

type Expect = 'document' | 'value' | 'separator' | 'key' | 'colon' | 'end'

interface Frame { kind: 'object' | 'array'; items: boolean; empty: boolean }

export class ItemSplitter {
  /** True once the document showed the expected shape (a top array, or a top object with a `resources` key). */
  sawShape = false
  #frames: Frame[] = []
  #expect: Expect = 'document'
  #key = ''
  // The value being cut: its text so far, its nesting inside itself, whether it is an item.
  #value: string | null = null
  #valueDepth = 0
  #valueIsItem = false
  #inString = false
  #escape = false
  #keyText: string | null = null
  #offset = 0

  /** Feeds text; returns the items completed in it. */
  push(text: string): unknown[] {
    const items: unknown[] = []
    let start = 0 // where the value being cut continues in this text
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!
      if (this.#value !== null) {
        if (this.#inString) {
          if (this.#escape) this.#escape = false
          else if (c === '\\') this.#escape = true
          else if (c === '"') {
            this.#inString = false
            if (this.#valueDepth === 0) { this.#finishValue(text.slice(start, i + 1), items); continue }
          }
          continue
        }
        if (c === '"') this.#inString = true
        else if (c === '{' || c === '[') {
          if (++this.#valueDepth > MAX_ITEM_NESTING) {
            throw new SplitterSyntaxError(`An item nests objects and arrays more than ${MAX_ITEM_NESTING} levels deep (at character ${this.#offset + i + 1}).`)
          }
        }
        else if (c === '}' || c === ']' || c === ',' || WHITESPACE.has(c)) {
          if (this.#valueDepth === 0) {
            // The end of a number or literal: this character belongs to the container around it.
            this.#finishValue(text.slice(start, i), items)
            i--
            continue
          }
          if (c === '}' || c === ']') {
            this.#valueDepth--
            if (this.#valueDepth === 0) this.#finishValue(text.slice(start, i + 1), items)
          }
        }
        continue
      }
      if (this.#keyText !== null) {
        if (this.#escape) this.#escape = false
        else if (c === '\\') this.#escape = true
        else if (c === '"') {
          this.#key = this.#parse(`${this.#keyText}"`) as string
          this.#keyText = null
          this.#expect = 'colon'
          continue
        }
        this.#keyText += c
        continue
      }
      if (WHITESPACE.has(c)) continue
      this.#structural(c, i)
      if (this.#value !== null) start = i
    }
    this.#offset += text.length
    if (this.#value !== null) this.#value += text.slice(start)
    return items
  }

  /** The document ended: anything left open is an error. */
  end(): void {
    if (this.#expect !== 'end') throw new SplitterSyntaxError('Unexpected end of the document.')
  }

  #structural(c: string, i: number) {
    const top = this.#frames[this.#frames.length - 1]
    const at = () => `at character ${this.#offset + i + 1}`
    switch (this.#expect) {
      case 'end':
        throw new SplitterSyntaxError(`Unexpected ${JSON.stringify(c)} after the end of the document ${at()}.`)
      case 'key':
        if (c === '"') { this.#keyText = '"'; return }
        if (c === '}' && top!.empty) return this.#close()
        throw new SplitterSyntaxError(`Expected a property name ${at()}, found ${JSON.stringify(c)}.`)
      case 'colon':
        if (c !== ':') throw new SplitterSyntaxError(`Expected ":" ${at()}, found ${JSON.stringify(c)}.`)
        this.#expect = 'value'
        return
      case 'separator':
        if (c === ',') { this.#expect = top!.kind === 'object' ? 'key' : 'value'; return }
        if ((c === '}' && top!.kind === 'object') || (c === ']' && top!.kind === 'array')) return this.#close()
        throw new SplitterSyntaxError(`Expected "," or "${top!.kind === 'object' ? '}' : ']'}" ${at()}, found ${JSON.stringify(c)}.`)
      case 'document':
      case 'value': {
        if (c === ']' && top?.kind === 'array' && top.empty) return this.#close()
        if (c === ']' || c === '}' || c === ',' || c === ':') throw new SplitterSyntaxError(`Expected a value ${at()}, found ${JSON.stringify(c)}.`)
        const depth = this.#frames.length
        const resourcesValue = depth === 1 && top!.kind === 'object' && this.#key === 'resources'
        // The shape: a top array, or a top object with a resources key (stream-json's rule before).
        if ((depth === 0 && c === '[') || resourcesValue) this.sawShape = true
        // The containers this splitter walks through: the document itself, and the top object's resources array.
        if (depth === 0 ? (c === '{' || c === '[') : (resourcesValue && c === '[')) {
          if (top) top.empty = false
          this.#frames.push({ kind: c === '{' ? 'object' : 'array', items: c === '[', empty: true })
          this.#expect = c === '{' ? 'key' : 'value'
          return
        }
        if (depth === 0) throw new SplitterSyntaxError(`Expected "{" or "[" at the start of the document, found ${JSON.stringify(c)}.`)
        top!.empty = false
        // Any other value: cut it out whole (an item is returned, anything else only checked).
        this.#value = ''
        this.#valueIsItem = top!.items
        this.#valueDepth = c === '{' || c === '[' ? 1 : 0
        this.#inString = c === '"'
        this.#escape = false
        return
      }
    }
  }

  #close() {
    this.#frames.pop()
    this.#expect = this.#frames.length === 0 ? 'end' : 'separator'
  }

  #finishValue(tail: string, items: unknown[]) {
    const text = this.#value! + tail
    this.#value = null
    const value = this.#parse(text)
    if (this.#valueIsItem) items.push(value)
    this.#expect = 'separator'
  }

  #parse(text: string): unknown {
    try {
      return JSON.parse(text)
    } catch (error) {
      throw new SplitterSyntaxError((error as Error).message)
    }
  }
}
