import type { Readable } from 'node:stream'
import { sql } from 'kysely'
import { Compile } from 'typebox/compile'
import type { Db } from '../../platform/db/database.ts'
import { MAX_JSON_DEPTH } from '../../platform/http/json-body.ts'
import { findIllFormed } from '../../platform/http/well-formed-input.ts'
import { ResourceInput } from '../schemas.ts'
import { importItems, type ImportFormat } from './parse-stream.ts'
import { mapTerraformResources, terraformResourceEntry, type TerraformResource } from './terraform.ts'
import { upsertResources } from './upsert.ts'
import { removeUnseenResources } from '../removal.ts'

/** Requests above this are refused with 413; documented in the README and the OpenAPI description. */
export const IMPORT_BODY_LIMIT_BYTES = 64 * 1024 * 1024
export const MAX_REPORTED_ERRORS = 100
/** The attribute a Terraform import records each resource's address in (`module.db.aws_db_instance.this`). */
export const TERRAFORM_ADDRESS = 'terraform_address'
const BATCH = 2000

export interface ImportItemError { index: number; ref: string | null; message: string }
export interface ImportResult {
  format: ImportFormat
  received: number
  added: number
  updated: number
  unchanged: number
  skipped: number
  other: number
  other_types: Record<string, number>
  errors: ImportItemError[]
  errors_truncated: boolean
  source: string | null
  removed: number
  removal_withheld: string | null
}

/**
 * `source`: the import's resources belong to it. `complete`: the document is the whole source, so the source's
 * resources it did not contain are removed once it committed (README decision 88). `allowEmpty`: a complete
 * import with no resource at all may remove the whole source (otherwise it is refused: EmptyCompleteImport).
 */
export interface ImportOptions { source?: string | null; complete?: boolean; allowEmpty?: boolean }

/** A complete import that stored no resource: it would remove its whole source, which takes `allow_empty`. Nothing was changed. */
export class EmptyCompleteImport extends Error {}

/**
 * external_id is a key of a unique B-tree index, whose entries PostgreSQL caps at about 2.7 kB: it is
 * bounded in bytes as well as in characters (1,024 characters of CJK text are 3 kB).
 */
export const MAX_EXTERNAL_ID_BYTES = 1024

const validator = Compile(ResourceInput)

/**
 * Why an item cannot be stored although it may match the schema: text PostgreSQL refuses (NUL, unpaired
 * surrogates, also inside tags and attributes), nesting that recursive code downstream could not handle,
 * or a key too long for its index. Checked without recursion, before anything else reads the item.
 */
function unstorable(value: unknown): string | undefined {
  const found = findIllFormed(value, MAX_JSON_DEPTH)
  if (found) return `${found.path || 'item'}: ${found.problem}`
  return undefined
}

const externalIdTooLong = (item: ResourceInput) => Buffer.byteLength(item.external_id) > MAX_EXTERNAL_ID_BYTES
  ? `external_id: must be at most ${MAX_EXTERNAL_ID_BYTES} bytes in UTF-8`
  : undefined

/** The item as a resource, or why it is skipped. */
function checkItem(value: unknown): { item: ResourceInput } | { problem: string } {
  const problem = unstorable(value)
  if (problem) return { problem }
  if (!validator.Check(value)) return { problem: describeInvalid(value) }
  const tooLong = externalIdTooLong(value)
  return tooLong ? { problem: tooLong } : { item: value }
}

function describeInvalid(value: unknown): string {
  const first = validator.Errors(value)[0]
  if (!first) return 'Invalid resource.'
  const path = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : 'item'
  return `${path}: ${first.message}`
}

/**
 * Imports a document into the tenant's inventory in one transaction: a broken document (bad JSON) changes
 * nothing, while bad items are skipped with a per-item error and never stop the good ones. The body is
 * parsed as a stream; resources are written in batches as they arrive.
 */
export async function importInventory(db: Db, tenantId: string, body: Readable, format: ImportFormat, onProgress?: (received: number) => void, options: ImportOptions = {}): Promise<ImportResult> {
  const source = options.source ?? null
  if (options.complete && source === null) throw new Error('A complete import names its source.')
  const result: ImportResult = {
    format, received: 0, added: 0, updated: 0, unchanged: 0, skipped: 0, other: 0, other_types: {}, errors: [], errors_truncated: false,
    source, removed: 0, removal_withheld: null,
  }
  // Items that could not be stored (as opposed to superseded by a later item for the same resource): their
  // resources may well exist, so a complete import with any of them removes nothing.
  let unstored = 0
  let startedAt: Date | undefined
  const reject = (index: number, ref: string | null, message: string, superseded = false) => {
    if (!superseded) unstored++
    result.skipped++
    if (result.errors.length < MAX_REPORTED_ERRORS) result.errors.push({ index, ref, message })
    else result.errors_truncated = true
  }

  await db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(tx)
    const now = rows[0]!.now
    startedAt = now
    let batch = new Map<string, { index: number; item: ResourceInput }>()
    // While the database writes one batch, the next is parsed and checked; the writes still run one after
    // the other, in document order. (A failed write is kept for the next await, never left unhandled.)
    let writing: Promise<void> = Promise.resolve()
    const flush = async () => {
      const items = [...batch.values()].map((b) => b.item)
      batch = new Map()
      await writing
      writing = upsertResources(tx, tenantId, items, now, source).then((counts) => {
        result.added += counts.added
        result.updated += counts.updated
        result.unchanged += counts.unchanged
      })
      writing.catch(() => undefined)
    }
    // The same resource twice in one document: the later item wins. Within a batch the earlier one is
    // reported as skipped; across batches the later one updates what the earlier wrote. (No document-wide
    // set of keys: memory stays bounded by one batch.)
    const accept = async (index: number, item: ResourceInput) => {
      const key = `${item.provider}\u0000${item.external_id}`
      const earlier = batch.get(key)
      if (earlier) {
        batch.delete(key)
        reject(earlier.index, item.external_id, `Superseded by item ${index}, which has the same provider and external_id.`, true)
      }
      batch.set(key, { index, item })
      if (batch.size >= BATCH) await flush()
    }

    try {
      if (format === 'resources') {
        for await (const value of importItems(body, format)) {
          const index = result.received++
          onProgress?.(result.received)
          const checked = checkItem(value)
          if ('item' in checked) await accept(index, checked.item)
          else reject(index, refOf(value), checked.problem)
        }
      } else {
        // Terraform splits one cloud object over several resources (a bucket and its versioning, ACL…), so
        // mapping needs the whole state; the document is still parsed as a stream, one resource at a time.
        // An entry that cannot be stored is set aside before mapping reads it.
        const raw: TerraformResource[] = []
        const unusable: { address: string; message: string }[] = []
        let position = 0
        for await (const value of importItems(body, format)) {
          const fallback = `resources[${position++}]`
          const problem = unstorable(value)
          if (problem) unusable.push({ address: addressOf(value) ?? fallback, message: problem })
          else raw.push(terraformResourceEntry(value, fallback))
        }
        const mapped = mapTerraformResources(raw)
        const errors = [...mapped.errors, ...unusable]
        result.received = mapped.items.length + errors.length
        result.other_types = mapped.other_types
        result.other = Object.values(mapped.other_types).reduce((a, b) => a + b, 0)
        errors.forEach((e, i) => reject(mapped.items.length + i, e.address, e.message))
        for (const [index, { address, input }] of mapped.items.entries()) {
          onProgress?.(index + 1)
          // Kept with the resource: a code scanner's finding names its Terraform address (findings imports match on it).
          const checked = checkItem({ ...input, attributes: { ...input.attributes, [TERRAFORM_ADDRESS]: address } })
          if ('item' in checked) await accept(index, checked.item)
          else reject(index, address, checked.problem)
        }
      }
      await flush()
      await writing
      // Refused inside the transaction, so it changes nothing: an empty "complete" document is far more often a
      // broken export than a source that is really gone.
      if (options.complete && !options.allowEmpty && result.added + result.updated + result.unchanged === 0) {
        throw new EmptyCompleteImport(`A complete import of source '${source}' stored no resource (${result.skipped} item(s) skipped), so it would remove every resource of the source; nothing was changed. Send allow_empty=true to remove them all.`)
      }
    } catch (error) {
      // A document that breaks off while a batch is written: that write ends before the transaction rolls
      // back, so none of its statements reaches the connection after it went back to the pool.
      await writing.catch(() => undefined)
      throw error
    }
  })
  if (options.complete && source !== null) {
    if (unstored > 0) {
      result.removal_withheld = `${unstored} item(s) could not be stored, so their resources may still exist; nothing of source '${source}' was removed. Fix the items and import again.`
    } else {
      // After the commit, in batches of their own: a source of 100,000 resources never holds one long statement.
      result.removed = await removeUnseenResources(db, tenantId, { source, notSeenSince: startedAt! })
    }
  }
  return result
}

/** A printable reference to an item for its error: its external_id (or Terraform address), if it is clean text. */
function textField(value: unknown, key: string): string | null {
  const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  if (typeof text !== 'string' || findIllFormed(text)) return null
  return text.slice(0, 200)
}

const refOf = (value: unknown) => textField(value, 'external_id')
const addressOf = (value: unknown) => textField(value, 'address')
