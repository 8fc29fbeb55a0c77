import * as nodeStream from 'node:stream'
import type { Readable } from 'node:stream'
import { parser } from 'stream-json'
import { pick } from 'stream-json/filters/pick.js'
import { streamValues } from 'stream-json/streamers/stream-values.js'
import { ItemSplitter } from './item-splitter.ts'

export const IMPORT_FORMATS = ['resources', 'terraform'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** The document is not JSON, or not the shape its format expects. */
export class ImportDocumentError extends Error {
  constructor(readonly problem: 'syntax' | 'shape', message: string) {
    super(message)
  }
}

// stream.compose exists in Node 20 (and propagates errors of every stage) but @types/node 20 omits it.
const compose = (nodeStream as unknown as { compose: (...streams: unknown[]) => Readable }).compose

type Stack = readonly (string | number | null)[]

// A Terraform state keeps resources at values.root_module.resources[n], and in child modules, nested to any
// depth, at values.root_module(.child_modules[n])*.resources[m].
function isTerraformResource(stack: Stack) {
  if (stack.length < 4 || stack[0] !== 'values' || stack[1] !== 'root_module') return false
  let i = 2
  while (stack[i] === 'child_modules' && typeof stack[i + 1] === 'number') i += 2
  return i === stack.length - 2 && stack[i] === 'resources' && typeof stack[i + 1] === 'number'
}

/** Passes bytes through unchanged, failing the stream at the first byte sequence that is not UTF-8. */
function utf8Only() {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const invalid = () => new ImportDocumentError('syntax', 'The body is not valid UTF-8.')
  return new nodeStream.Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true })
        done(null, chunk)
      } catch {
        done(invalid())
      }
    },
    flush(done) {
      try {
        decoder.decode()
        done()
      } catch {
        done(invalid())
      }
    },
  })
}

/**
 * Yields the items of an import document one at a time, as they are parsed: memory stays bounded by one
 * item, however large the document. Throws ImportDocumentError for broken JSON or a document of the wrong
 * shape (a Terraform import without values.root_module).
 */
export async function* importItems(body: Readable, format: ImportFormat): AsyncGenerator<unknown> {
  if (format === 'resources') return yield* resourceItems(body)
  let sawShape = false
  const filter = (stack: Stack) => {
    if (stack[0] === 'values' && stack[1] === 'root_module') sawShape = true
    return isTerraformResource(stack)
  }
  const items = compose(body, utf8Only(), parser.asStream(), pick.asStream({ filter, maxDepth: 64 }), streamValues.asStream())
  try {
    for await (const chunk of items) yield (chunk as { value: unknown }).value
  } catch (error) {
    // A failing source (size limit, client gone, bytes that are not UTF-8) is reported as itself, not as bad JSON.
    if ((error as { statusCode?: number }).statusCode || error instanceof ImportDocumentError) throw error
    throw new ImportDocumentError('syntax', `The body is not valid JSON: ${(error as Error).message}`)
  }
  if (!sawShape) throw new ImportDocumentError('shape', 'The body is not a Terraform state: expected the output of `terraform show -json` (with values.root_module).')
}

/** A resources snapshot's items (see item-splitter.ts), with the same errors as a Terraform state's. */
async function* resourceItems(body: Readable): AsyncGenerator<unknown> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const splitter = new ItemSplitter()
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode()
    } catch {
      throw new ImportDocumentError('syntax', 'The body is not valid UTF-8.')
    }
  }
  const split = (text: string) => {
    try {
      return text ? splitter.push(text) : []
    } catch (error) {
      throw new ImportDocumentError('syntax', `The body is not valid JSON: ${(error as Error).message}`)
    }
  }
  for await (const chunk of body) yield* split(decode(typeof chunk === 'string' ? Buffer.from(chunk) : chunk as Buffer))
  yield* split(decode())
  try {
    splitter.end()
  } catch (error) {
    throw new ImportDocumentError('syntax', `The body is not valid JSON: ${(error as Error).message}`)
  }
  if (!splitter.sawShape) throw new ImportDocumentError('shape', 'The body must be {"resources": [...]} or a JSON array of resources.')
}
