// The document-level errors of a findings import; the API answers all of them as 422 `invalid_import`
// (a body over the size limit stays 413, raised by the body reader before anything here).
import type { IngestFormat } from './types.ts'

export interface FormatAttempt { format: IngestFormat; reason: string }

export class IngestError extends Error {
  constructor(
    readonly problem: 'empty' | 'syntax' | 'shape' | 'limit',
    message: string,
    /** The formats tried and why each did not match (detection, or an explicit format that did not). */
    readonly tried: FormatAttempt[] = [],
  ) {
    super(message)
  }
}

/** A bound of the whole document was passed (held results, rule count); thrown by format visitors. */
export class IngestLimitError extends IngestError {
  constructor(message: string) {
    super('limit', message)
  }
}
