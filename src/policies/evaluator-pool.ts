// Evaluates policy expressions over batches of resources or findings in worker threads, so that no
// expression can block an API process's event loop (the job worker that runs audits shares the process with
// the API under `npm start`). Each policy has a time budget shared by all the batches of one preview or
// audit; a policy still running when its budget is spent cannot be interrupted from inside JavaScript, so its
// thread is terminated and replaced, and the policy is reported as failed. A thread also has a heap limit:
// an expression that exhausts it kills only that thread.
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { threadModuleUrl } from '../platform/worker-threads/thread-bootstrap.ts'
import { ThreadSet } from '../platform/worker-threads/thread-set.ts'
import type { PolicyContext, PolicyTarget } from './expression.ts'

/** What the worker thread is asked: policies run in order over the same items. */
export interface WorkerTask {
  policies: { expression: string; target: PolicyTarget; severity: string; fixed?: number[] }[]
  items: PolicyContext[]
  /** Finding policies: each raises the severity of its matches (in this order) before the next one runs. */
  severityOrder?: readonly string[]
}
export type WorkerMessage = { type: 'ready' } | { type: 'policy'; index: number; matches: number[]; error?: string } | { type: 'done' }

// The budget and the failure reasons are vocabulary: the audit and event schemas name them (vocabulary/policy-failure.ts).
export { AUDIT_POLICY_BUDGET_MS, POLICY_FAILURE_REASONS, type PolicyFailureReason } from '../vocabulary/index.ts'
import type { PolicyFailureReason } from '../vocabulary/index.ts'
export interface PolicyFailure { reason: PolicyFailureReason; message: string }

/** The evaluation time one policy may still spend in one preview or audit, and why it failed, once it has. */
export class EvaluationBudget {
  remainingMs: number
  failure?: PolicyFailure
  constructor(readonly totalMs: number) {
    this.remainingMs = totalMs
  }
}

export interface PoolPolicy {
  expression: string
  target: PolicyTarget
  severity: string
  budget: EvaluationBudget
  /** The matches assumed once the policy has failed (an audit keeps the policy's earlier verdicts). */
  fallback?: number[]
}

/**
 * One expression over a stream of batches within its budget — policy previews, suppression previews and alert
 * rules' live counts walk a tenant with it: `onMatches` gets each batch with the indices of its matches. Stops
 * at the first batch the budget could not finish, returning the failure and how many items were evaluated before.
 */
export async function evaluateBatches<T>(pool: PolicyEvaluatorPool, policy: PoolPolicy, batches: AsyncIterable<T[]>, contextOf: (item: T) => PolicyContext,
  onMatches: (batch: T[], matches: number[]) => void): Promise<{ scanned: number; failure?: PolicyFailure }> {
  let scanned = 0
  for await (const batch of batches) {
    const [matches] = await pool.evaluate([policy], batch.map(contextOf))
    if (policy.budget.failure) return { scanned, failure: policy.budget.failure }
    onMatches(batch, matches!)
    scanned += batch.length
  }
  return { scanned }
}

export interface PoolOptions {
  /** Threads at most (default: the number of CPUs, from 2 to 4). */
  size?: number
  /** Heap limit of each thread, in MiB. */
  memoryMb?: number
  /** An idle thread is stopped after this long. */
  idleMs?: number
}

export const WORKER_MEMORY_MB = 512

const WORKER_URL = threadModuleUrl('evaluation-worker', import.meta.url)

interface Waiter { resolve(worker: Worker): void; reject(error: unknown): void }

export class PolicyEvaluatorPool {
  readonly #size: number
  readonly #memoryMb: number
  readonly #threadSet: ThreadSet
  readonly #waiting: Waiter[] = []

  constructor(options: PoolOptions = {}) {
    this.#size = options.size ?? Math.min(4, Math.max(2, availableParallelism()))
    this.#memoryMb = options.memoryMb ?? WORKER_MEMORY_MB
    // A thread that ends frees its place for the next caller waiting for one.
    this.#threadSet = new ThreadSet(WORKER_URL, {
      name: 'policy evaluation', memoryMb: this.#memoryMb, idleMs: options.idleMs ?? 60_000, onEnded: () => this.#startForWaiter(),
    })
  }

  /**
   * Runs `policies` in order over `items`. A policy whose budget is spent, or which failed earlier, is not
   * run: its fallback stands. `severityOrder` (finding policies) makes each policy raise the severity of
   * its matches in `items` (which this mutates, as the thread does with its copy). Returns, per policy, the
   * indices of the matching items; a policy that failed has `budget.failure` set.
   */
  async evaluate(policies: readonly PoolPolicy[], items: PolicyContext[], options: { severityOrder?: readonly string[] } = {}): Promise<number[][]> {
    const outcomes: number[][] = []
    const settle = (index: number, matches: number[]) => {
      outcomes[index] = matches
      if (options.severityOrder) raise(items, matches, policies[index]!.severity, options.severityOrder)
    }
    let next = 0
    while (next < policies.length) {
      const rest = policies.slice(next)
      for (const policy of rest) {
        if (!policy.budget.failure && policy.budget.remainingMs <= 0) policy.budget.failure = timedOut(policy.budget)
      }
      if (items.length === 0 || rest.every((p) => p.budget.failure)) {
        rest.forEach((p, i) => settle(next + i, p.budget.failure ? (p.fallback ?? []) : []))
        break
      }
      const worker = await this.#acquire()
      next = await this.#run(worker, next, rest, items, options.severityOrder, settle)
    }
    return outcomes
  }

  /** Runs the policies from `offset` on one thread; returns where to resume (past a failed policy) or the end. */
  #run(
    worker: Worker, offset: number, policies: readonly PoolPolicy[], items: PolicyContext[], severityOrder: readonly string[] | undefined,
    settle: (index: number, matches: number[]) => void,
  ): Promise<number> {
    const failedBefore = policies.map((p) => p.budget.failure !== undefined)
    const task: WorkerTask = {
      policies: policies.map((p, i) => failedBefore[i]
        ? { expression: '', target: p.target, severity: p.severity, fixed: p.fallback ?? [] }
        : { expression: p.expression, target: p.target, severity: p.severity }),
      items,
      ...(severityOrder ? { severityOrder } : {}),
    }
    return new Promise((resolve, reject) => {
      let current = 0
      let startedAt = performance.now()
      let watchdog: NodeJS.Timeout | undefined
      const arm = () => {
        clearTimeout(watchdog)
        startedAt = performance.now()
        const policy = policies[current]
        if (policy && !failedBefore[current]) watchdog = setTimeout(() => fail(timedOut(policy.budget), true), Math.max(0, policy.budget.remainingMs))
      }
      const detach = () => {
        clearTimeout(watchdog)
        worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      }
      const fail = (failure: PolicyFailure, terminate: boolean) => {
        detach()
        const policy = policies[current]!
        policy.budget.remainingMs = 0
        policy.budget.failure = failure
        settle(offset + current, policy.fallback ?? [])
        this.#threadSet.discard(worker, terminate)
        resolve(offset + current + 1)
      }
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'policy') {
          const policy = policies[message.index]!
          if (!failedBefore[message.index]) policy.budget.remainingMs -= performance.now() - startedAt
          if (message.error) {
            policy.budget.failure = { reason: 'invalid_expression', message: `the expression does not compile: ${message.error}` }
            settle(offset + message.index, policy.fallback ?? [])
          } else {
            settle(offset + message.index, message.matches)
          }
          current = message.index + 1
          arm()
        } else if (message.type === 'done') {
          detach()
          this.#release(worker)
          resolve(offset + policies.length)
        }
      }
      const onError = (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? { reason: 'memory_limit', message: `evaluation exceeded the memory limit of ${this.#memoryMb} MiB` }
        : { reason: 'evaluation_error', message: `evaluation failed: ${error.message}` }, false)
      const onExit = (code: number) => fail({ reason: 'evaluation_error', message: `evaluation stopped unexpectedly (exit code ${code})` }, false)
      worker.on('message', onMessage).on('error', onError).on('exit', onExit)
      arm()
      try {
        worker.postMessage(task)
      } catch (error) {
        detach()
        this.#release(worker)
        reject(error)
      }
    })
  }

  async #acquire(): Promise<Worker> {
    const idle = this.#threadSet.takeIdle()
    if (idle) return idle
    if (this.#threadSet.live < this.#size) return this.#threadSet.start()
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }))
  }

  #release(worker: Worker) {
    const waiter = this.#waiting.shift()
    if (waiter) return waiter.resolve(worker)
    this.#threadSet.keepIdle(worker)
  }

  #startForWaiter() {
    const waiter = this.#waiting.shift()
    if (waiter) this.#threadSet.start().then(waiter.resolve, waiter.reject)
  }
}

function timedOut(budget: EvaluationBudget): PolicyFailure {
  return { reason: 'timeout', message: `evaluation passed its deadline of ${budget.totalMs} ms` }
}

function raise(items: PolicyContext[], matches: readonly number[], severity: string, order: readonly string[]) {
  for (const i of matches) {
    const finding = items[i]!.finding!
    if (order.indexOf(severity) > order.indexOf(finding.severity)) finding.severity = severity
  }
}

let shared: PolicyEvaluatorPool | undefined
/** The process's pool, shared by previews and audits (threads start on first use). */
export function policyEvaluatorPool(): PolicyEvaluatorPool {
  return (shared ??= new PolicyEvaluatorPool())
}
