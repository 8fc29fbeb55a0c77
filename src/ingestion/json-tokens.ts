// Bytes in, stream-json tokens out, synchronously per chunk: the same tokenizer the resource importer's
// Terraform path uses, without a stream pipeline between the two (one call per chunk, no object-mode
// back-pressure to tune). Strings, keys and numbers arrive in pieces, so nothing here ever holds a whole
// value: a 10 MB string is 10 MB of chunks the walker can count and drop.
import { jsonParser, type Token } from 'stream-json/core/parser.js'

export type JsonToken = Token

// stream-chain's `none` (a registered symbol): called with it, the parser knows the input ended.
const NONE = Symbol.for('object-stream.none')

/** The bytes are not UTF-8 or not JSON; the message says what and where. */
export class JsonSyntaxError extends Error {}

export class TokenSource {
  #decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  // jsonStreaming: several top-level values in a row, which is what JSON lines are (OCSF allows them).
  #parse = jsonParser({ packValues: false, streamValues: true, jsonStreaming: true })
  /** Bytes fed so far, for error messages. */
  bytes = 0

  push(chunk: Uint8Array | string): JsonToken[] {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    let text: string
    try {
      // TextDecoder drops a leading byte-order mark itself (ignoreBOM false), which some Windows tools write.
      text = this.#decoder.decode(buffer, { stream: true })
    } catch {
      throw new JsonSyntaxError(`The file is not valid UTF-8 (within its first ${this.bytes + buffer.length} bytes).`)
    }
    this.bytes += buffer.length
    return text ? this.#run(text) : []
  }

  end(): JsonToken[] {
    try {
      this.#decoder.decode()
    } catch {
      throw new JsonSyntaxError('The file is not valid UTF-8: it ends inside a character.')
    }
    return this.#run(NONE)
  }

  #run(input: string | symbol): JsonToken[] {
    let out: unknown
    try {
      out = (this.#parse as unknown as (value: string | symbol) => unknown)(input)
    } catch (error) {
      const ended = input === NONE ? ' at its end (is it truncated?)' : ` within its first ${this.bytes} bytes`
      throw new JsonSyntaxError(`The file is not valid JSON${ended}: ${(error as Error).message}.`)
    }
    if (out === NONE || out === undefined) return []
    if (typeof out === 'object' && out !== null && Array.isArray((out as { values?: unknown }).values)) return (out as { values: JsonToken[] }).values
    return [out as JsonToken]
  }
}
