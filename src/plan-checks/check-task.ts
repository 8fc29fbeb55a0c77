// Runs in a thread of the heavy-work pool (src/platform/worker-threads): reading, mapping and judging a plan of
// thousands of changes is seconds of synchronous CPU, which on the API's thread stalled every tenant. The
// thread asks the main thread for what only the database knows (the inventory the plan touches) and, in a
// job, to renew the job's lease between the mappings of each substitution of unknown values.
import type { TaskRunner } from '../platform/worker-threads/heavy-work-pool.ts'
import { externalKeys, judgePlan, mapPlan, type InventoryView, type PlanVerdicts } from './evaluate.ts'
import { modelFromStored, readPlan, type PlanModel } from './plan-document.ts'

export type CheckInput =
  /** A request's body: refused if not a plan; a plan of more than `syncLimit` changes is only read, to be queued. */
  | { document: unknown; syncLimit: number }
  /** A queued plan, as a job finds it kept. */
  | { stored: unknown }

export type CheckOutput = { verdicts: PlanVerdicts } | { queued: { changes: number; model: string } }

export type CheckQuestion = { inventoryFor: { provider: string; external_id: string }[] } | { heartbeat: true }
export type CheckAnswer = InventoryView | undefined

export const run: TaskRunner<CheckInput, CheckOutput, CheckQuestion, CheckAnswer> = async (input, ask) => {
  let model: PlanModel
  if ('document' in input) {
    model = readPlan(input.document)
    // Serialized here: the main thread stores it as it is, without walking thousands of resources.
    if (model.changes.length > input.syncLimit) return { queued: { changes: model.changes.length, model: JSON.stringify(model) } }
  } else {
    model = modelFromStored(input.stored)
  }
  const mapped = await mapPlan(model, async () => { if ('stored' in input) await ask({ heartbeat: true }) })
  const inventory = await ask({ inventoryFor: externalKeys(mapped) })
  return { verdicts: judgePlan(mapped, inventory!) }
}
