// What each format module provides: a test of the file's opening (detection) and a visitor that walks the
// whole file and feeds the collector.
import type { JsonPath, Visitor } from './json-walker.ts'
import type { Collector } from './record.ts'
import type { IngestFormat } from './types.ts'

/** The opening of the file as far as detection read it: its first top-level values, partly built. */
export interface FormatSample {
  documents: unknown[]
  /** True when the whole file fit in the sample. */
  complete: boolean
}

export interface FormatParser {
  format: IngestFormat
  /** Null when the sample has this format's shape; otherwise why not, for the error that lists what was tried. */
  detect(sample: FormatSample): string | null
  visitor(out: Collector): FormatVisitor
}

export interface FormatVisitor extends Visitor {
  /** The input ended without a syntax error: emit what is still held (SARIF results waiting for their tool). */
  finish?(): void
}

/** Path helpers: `is(path, 0, 'runs', '#')` matches a path segment by segment, '#' standing for any index. */
export function is(path: JsonPath, ...pattern: (string | number)[]): boolean {
  if (path.length !== pattern.length) return false
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]
    if (want === '#' ? typeof path[i] !== 'number' : path[i] !== want) return false
  }
  return true
}
