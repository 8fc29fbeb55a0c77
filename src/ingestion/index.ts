// Scanner output in, normalised findings out: the one entry other code imports. The file is read as a stream
// and never held whole: detection peeks at a bounded opening, then the same bytes and the rest are walked
// once, entry by entry. See MAPPING.md for how each format maps to the record in types.ts.
import { checkFormat, detectFormat, sampleOf } from './detect.ts'
import { IngestError } from './errors.ts'
import type { FormatParser } from './format.ts'
import { asff } from './formats/asff.ts'
import { checkov } from './formats/checkov.ts'
import { ocsf } from './formats/ocsf.ts'
import { sarif } from './formats/sarif.ts'
import { trivy } from './formats/trivy.ts'
import { JsonWalker } from './json-walker.ts'
import { JsonSyntaxError, TokenSource } from './json-tokens.ts'
import { PEEK_BYTES } from './limits.ts'
import { Collector } from './record.ts'
import type { IngestEvent, IngestFormat, IngestSummary } from './types.ts'

export { IngestError, IngestLimitError, type FormatAttempt } from './errors.ts'
export { MAX_REPORTED_REJECTIONS } from './limits.ts'
export { INGEST_FORMATS, SKIP_REASONS } from './types.ts'
export type { ExternalFinding, ExternalResource, IngestEvent, IngestFormat, IngestSummary, Rejection, SkipReason, SourceLocation, ToolInfo } from './types.ts'

/** In the order detection tries them (and names them in its error). */
const PARSERS: readonly FormatParser[] = [ocsf, sarif, asff, trivy, checkov]

export interface FindingsImport {
  format: IngestFormat
  /** True when the format came from the content, not from the caller. */
  detected: boolean
  /** Counts so far; final once `events()` has ended. */
  summary: IngestSummary
  /**
   * The findings, skips and rejections, in file order. Throws IngestError for a document that breaks off
   * (bad JSON, truncated) or passes a document-wide bound: events already yielded then belong to a failed
   * import, which the caller must not keep (the API reads a whole file before it writes any of it). Errors of the
   * source itself (a size limit, a client gone) are rethrown as they are.
   */
  events(): AsyncGenerator<IngestEvent>
}

/**
 * Opens a findings file: reads up to PEEK_BYTES to detect (or check) its format, then returns the import
 * whose events() walks the whole stream. Throws IngestError when the opening is not JSON or not the format.
 */
export async function openFindingsImport(body: AsyncIterable<Uint8Array | string>, options: { format?: IngestFormat } = {}): Promise<FindingsImport> {
  const source = body[Symbol.asyncIterator]()
  const opening: Uint8Array[] = []
  let bytes = 0
  let complete = false
  while (bytes < PEEK_BYTES) {
    const next = await source.next()
    if (next.done) { complete = true; break }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value
    opening.push(chunk)
    bytes += chunk.length
  }
  const sample = sampleOf(opening, complete)
  let parser: FormatParser
  if (options.format) {
    parser = PARSERS.find((p) => p.format === options.format)!
    checkFormat(sample, parser, PARSERS)
  } else {
    parser = PARSERS.find((p) => p.format === detectFormat(sample, PARSERS))!
  }
  const collector = new Collector(parser.format)
  async function* rest(): AsyncGenerator<Uint8Array> {
    yield* opening.splice(0)
    if (complete) return
    for (;;) {
      const next = await source.next()
      if (next.done) return
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value
    }
  }
  return {
    format: parser.format,
    detected: !options.format,
    summary: collector.summary,
    events: () => walk(rest(), parser, collector),
  }
}

async function* walk(chunks: AsyncGenerator<Uint8Array>, parser: FormatParser, collector: Collector): AsyncGenerator<IngestEvent> {
  const visitor = parser.visitor(collector)
  const walker = new JsonWalker(visitor)
  const tokens = new TokenSource()
  const step = (run: () => void) => {
    try {
      run()
    } catch (error) {
      if (error instanceof JsonSyntaxError) throw new IngestError('syntax', error.message)
      throw error
    }
  }
  for await (const chunk of chunks) {
    step(() => walker.push(tokens.push(chunk)))
    yield* collector.drain()
  }
  step(() => walker.push(tokens.end()))
  visitor.finish?.()
  yield* collector.drain()
}

/** Reads a whole import into memory: for tests and small files only. */
export async function collectFindings(body: AsyncIterable<Uint8Array | string>, options: { format?: IngestFormat } = {}) {
  const started = await openFindingsImport(body, options)
  const events: IngestEvent[] = []
  for await (const event of started.events()) events.push(event)
  return { format: started.format, detected: started.detected, summary: started.summary, events }
}
