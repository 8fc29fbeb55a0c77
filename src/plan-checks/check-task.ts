// Runs in a thread of the heavy-work pool (src/platform/worker-threads): reading, mapping and judging a plan of
// thousands of changes is seconds of synchronous CPU, which on the API's thread stalled every tenant. The
// thread asks the main thread for what only the database knows (the inventory the plan touches) and, in a
// job, to renew the job's lease between the mappings of each substitution of unknown values.
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../platform/http/json-body.ts'
import { findIllFormed } from '../platform/http/well-formed-input.ts'
import type { TaskRunner } from '../platform/worker-threads/heavy-work-pool.ts'
import { externalKeys, judgePlan, mapPlan, planPasses, type InventoryView } from './evaluate.ts'
import { modelFromStored, readPlan, type PlanModel } from './plan-document.ts'
import type { FailOn } from './schemas.ts'

export type CheckInput = { failOn: FailOn } & (
  /**
   * A request's body, as bytes (decoding, parsing and checking megabytes of JSON is CPU work too) or already
   * parsed (the CLI): refused if not a plan; a plan of more than `syncLimit` changes is only read, to be queued.
   */
  | { body: Uint8Array; syncLimit: number }
  | { document: unknown; syncLimit: number }
  /** A queued plan, as a job finds it kept. */
  | { stored: unknown })

/**
 * `verdicts`: the JSON of a PlanVerdicts (summary, introduced, resolved, undetermined), serialized here for
 * the database and the response — thousands of findings, which the main thread then neither copies nor walks.
 */
export type CheckOutput = { judged: { verdicts: string; passed: boolean } } | { queued: { changes: number; model: string } }

export type CheckQuestion = { inventoryFor: { provider: string; external_id: string }[] } | { heartbeat: true }
export type CheckAnswer = InventoryView | undefined

/** The body is not JSON (400 `invalid_json`), or holds text PostgreSQL cannot store (422 `invalid_parameter`). */
export class InvalidJsonBody extends Error {}
export class IllFormedBody extends Error {}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The body read as the app's JSON parser and well-formed-input hook read every other body (json-body.ts). */
function parseBody(body: Uint8Array): unknown {
  if (body.byteLength === 0) throw new InvalidJsonBody('The body is empty but Content-Type is application/json; send a JSON value.')
  let text: string
  try {
    text = fatalUtf8.decode(body)
  } catch {
    throw new InvalidJsonBody('The request body is not valid UTF-8.')
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new InvalidJsonBody(`The request body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep.`)
  let document: unknown
  try {
    // JSON.parse makes a `__proto__` key an own property like any other: it cannot reach a prototype.
    document = JSON.parse(text)
  } catch {
    throw new InvalidJsonBody('The request body is not valid JSON.')
  }
  const found = findIllFormed(document)
  if (found) throw new IllFormedBody(`Invalid ${found.path ? `body field '${found.path}'` : 'body'}: it ${found.problem}.`)
  return document
}

export const run: TaskRunner<CheckInput, CheckOutput, CheckQuestion, CheckAnswer> = async (input, ask) => {
  let model: PlanModel
  if ('body' in input || 'document' in input) {
    model = readPlan('body' in input ? parseBody(input.body) : input.document)
    // Serialized here: the main thread stores it as it is, without walking thousands of resources.
    if (model.changes.length > input.syncLimit) return { queued: { changes: model.changes.length, model: JSON.stringify(model) } }
  } else {
    model = modelFromStored(input.stored)
  }
  const mapped = await mapPlan(model, async () => { if ('stored' in input) await ask({ heartbeat: true }) })
  const inventory = await ask({ inventoryFor: externalKeys(mapped) })
  const { summary, introduced, resolved, undetermined } = judgePlan(mapped, inventory!)
  return { judged: { verdicts: JSON.stringify({ summary, introduced, resolved, undetermined }), passed: planPasses(introduced, input.failOn) } }
}
