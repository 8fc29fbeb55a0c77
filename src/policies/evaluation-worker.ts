// The thread that evaluates policy expressions for evaluator-pool.ts. CEL evaluation is synchronous and
// cannot be interrupted from inside JavaScript, so it runs here, off the API's event loop: when a policy
// passes its deadline, the pool terminates this whole thread and starts another.
import { parentPort } from 'node:worker_threads'
import { LRUCache } from 'lru-cache'
import { compilePolicyExpression, preparePolicyContext, type CompiledPolicy, type PolicyContext } from './expression.ts'
import type { WorkerMessage, WorkerTask } from './evaluator-pool.ts'

const port = parentPort
if (!port) throw new Error('evaluation-worker.ts runs as a worker thread (see evaluator-pool.ts)')

// An audit sends the same policies with every batch: compile each once.
const compiled = new LRUCache<string, CompiledPolicy | { error: string }>({ max: 200 })

function compile(expression: string, target: CompiledPolicy['target']) {
  const key = `${target}\u0000${expression}`
  let entry = compiled.get(key)
  if (!entry) {
    const result = compilePolicyExpression(expression, target)
    entry = result.ok ? result.policy : { error: result.error.message }
    compiled.set(key, entry)
  }
  return entry
}

const post = (message: WorkerMessage) => port.postMessage(message)

/** The items with attributes converted once for all the policies; a resource shared by items is converted once. */
function prepare(items: PolicyContext[]): PolicyContext[] {
  const resources = new Map<object, PolicyContext['resource']>()
  return items.map((item) => {
    let resource = resources.get(item.resource)
    if (!resource) resources.set(item.resource, resource = preparePolicyContext({ resource: item.resource }).resource)
    // `finding` stays the same object: a raised severity is seen by the next policy.
    return item.finding ? { resource, finding: item.finding } : { resource }
  })
}

port.on('message', (task: WorkerTask) => {
  const rank = task.severityOrder ? (s: string) => task.severityOrder!.indexOf(s) : undefined
  let items: PolicyContext[] | undefined
  for (let k = 0; k < task.policies.length; k++) {
    const spec = task.policies[k]!
    let matches: number[] = []
    if (spec.fixed) {
      matches = spec.fixed
    } else {
      const policy = compile(spec.expression, spec.target)
      if ('error' in policy) {
        post({ type: 'policy', index: k, matches: [], error: policy.error })
        continue
      }
      items ??= prepare(task.items)
      for (let i = 0; i < items.length; i++) if (policy.matches(items[i]!)) matches.push(i)
    }
    // Finding policies raise (never lower) severities, and the next policy sees the raised one.
    if (rank) {
      for (const i of matches) {
        const finding = task.items[i]!.finding!
        if (rank(spec.severity) > rank(finding.severity)) finding.severity = spec.severity
      }
    }
    post({ type: 'policy', index: k, matches })
  }
  post({ type: 'done' })
})

post({ type: 'ready' })
