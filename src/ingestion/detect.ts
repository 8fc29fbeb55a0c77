// Detection reads a bounded opening of the file, builds its first top-level values as far as they go (a few
// levels deep, the first two items of each array), and asks every format whether that is its shape.
import { IngestError, type FormatAttempt } from './errors.ts'
import type { FormatParser, FormatSample } from './format.ts'
import { JsonWalker, type JsonPath } from './json-walker.ts'
import { JsonSyntaxError, TokenSource } from './json-tokens.ts'
import type { IngestFormat } from './types.ts'

const SAMPLE_DEPTH = 6
const SAMPLE_ITEMS = 2
const SAMPLE_DOCUMENTS = 3

/** The sample of an opening of the file; `complete` when that opening is the whole file. */
export function sampleOf(chunks: readonly Uint8Array[], complete: boolean): FormatSample {
  const documents: unknown[] = []
  const set = (path: JsonPath, value: unknown) => {
    let container: Record<string | number, unknown> = documents as unknown as Record<number, unknown>
    for (let i = 0; i < path.length - 1; i++) container = container[path[i]!] as Record<string | number, unknown>
    container[path[path.length - 1]!] = value
  }
  const walker = new JsonWalker({
    select: (path, kind) => {
      if (path.length > SAMPLE_DEPTH || (path[0] as number) >= SAMPLE_DOCUMENTS) return 'skip'
      if (path.some((step, i) => i > 0 && typeof step === 'number' && step >= SAMPLE_ITEMS)) return 'skip'
      return kind === 'scalar' ? 'value' : 'descend'
    },
    enter: (path, kind) => set(path, kind === 'array' ? [] : Object.create(null)),
    value: (path, value) => set(path, value),
  })
  const tokens = new TokenSource()
  try {
    for (const chunk of chunks) walker.push(tokens.push(chunk))
    if (complete) walker.push(tokens.end())
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new IngestError('syntax', `${error.message} Formats tried: ocsf, sarif, asff, trivy, checkov (all JSON).`)
    throw error
  }
  if (complete && documents.length === 0) throw new IngestError('empty', 'The file is empty: it holds no JSON value.')
  return { documents, complete }
}

/** The format of the sample, or an IngestError naming every format tried and why it did not match. */
export function detectFormat(sample: FormatSample, parsers: readonly FormatParser[]): IngestFormat {
  const tried: FormatAttempt[] = []
  const matches: IngestFormat[] = []
  for (const parser of parsers) {
    const reason = parser.detect(sample)
    if (reason === null) matches.push(parser.format)
    else tried.push({ format: parser.format, reason })
  }
  if (matches.length === 1) return matches[0]!
  if (matches.length > 1) {
    // Only an empty top-level array fits several formats; importing "nothing" must be asked for explicitly.
    throw new IngestError('shape', `The file fits several formats (${matches.join(', ')}); say which with the format parameter.`, matches.map((format) => ({ format, reason: 'matches' })))
  }
  throw new IngestError('shape', `The file is not a findings file of a known format. Tried: ${tried.map((t) => `${t.format} (${t.reason})`).join('; ')}.`, tried)
}

/** An explicit format must match too; the error says what the file looks like instead, when that is known. */
export function checkFormat(sample: FormatSample, parser: FormatParser, parsers: readonly FormatParser[]): void {
  const reason = parser.detect(sample)
  if (reason === null) return
  const instead = parsers.find((p) => p !== parser && p.detect(sample) === null)
  const hint = instead ? ` It looks like ${instead.format}.` : ''
  throw new IngestError('shape', `The file is not ${parser.format}: ${reason}.${hint}`, [{ format: parser.format, reason }])
}
