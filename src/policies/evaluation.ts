import type { DbOrTx } from '../platform/db/database.ts'
import { SEVERITIES, type Dimension, type Severity } from '../findings/index.ts'
import { AUDIT_POLICY_BUDGET_MS, EvaluationBudget, policyEvaluatorPool, type PolicyEvaluatorPool, type PolicyFailureReason, type PoolPolicy } from './evaluator-pool.ts'
import type { PolicyContext, PolicyTarget } from './expression.ts'
import { enabledPolicies } from './repo.ts'

export { AUDIT_POLICY_BUDGET_MS } from './evaluator-pool.ts'

export interface ActivePolicy {
  id: string
  name: string
  target: PolicyTarget
  severity: Severity
  dimension: Dimension
  description: string
}

/** A policy an audit could not evaluate: the audit keeps its earlier verdicts and records this. */
export interface PolicyFailureRecord { policy_id: string; name: string; reason: PolicyFailureReason; message: string }

export interface AuditPolicyOptions {
  /** Evaluation time each policy may spend over the audit (default AUDIT_POLICY_BUDGET_MS). */
  budgetMs?: number
  pool?: PolicyEvaluatorPool
}

type Entry = ActivePolicy & { spec: PoolPolicy }

/**
 * The tenant's enabled policies for one audit, evaluated batch by batch in the pool's threads. Each policy
 * has a time budget for the whole audit; one that passes it, exhausts a thread's memory, or no longer
 * compiles (it was saved under other limits or an older engine) fails, and from then on the caller keeps its
 * earlier verdicts (the fallbacks it passes) instead of dropping its findings.
 */
export class AuditPolicies {
  readonly resourcePolicies: readonly ActivePolicy[]
  readonly findingPolicies: readonly ActivePolicy[]
  readonly #resource: Entry[]
  readonly #finding: Entry[]
  readonly #pool: PolicyEvaluatorPool

  private constructor(entries: Entry[], pool: PolicyEvaluatorPool) {
    this.#resource = entries.filter((p) => p.target === 'resource')
    this.#finding = entries.filter((p) => p.target === 'finding')
    this.resourcePolicies = this.#resource
    this.findingPolicies = this.#finding
    this.#pool = pool
  }

  static async load(db: DbOrTx, tenantId: string, options: AuditPolicyOptions = {}): Promise<AuditPolicies> {
    // Not compiled here: the threads compile them (one that no longer compiles fails there, at its first batch),
    // so that even checking many long expressions never holds up this process's event loop.
    const entries = (await enabledPolicies(db, tenantId)).map((row): Entry => {
      const budget = new EvaluationBudget(options.budgetMs ?? AUDIT_POLICY_BUDGET_MS)
      return {
        id: row.id, name: row.name, target: row.target, severity: row.severity as Severity, dimension: row.dimension as Dimension,
        description: row.description, spec: { expression: row.expression, target: row.target, severity: row.severity, budget },
      }
    })
    return new AuditPolicies(entries, options.pool ?? policyEvaluatorPool())
  }

  get all(): readonly ActivePolicy[] {
    return [...this.#resource, ...this.#finding]
  }

  hasFailed(policyId: string): boolean {
    return [...this.#resource, ...this.#finding].some((p) => p.id === policyId && p.spec.budget.failure !== undefined)
  }

  /** Per resource policy (in order), the indices of the matching resources; a failed policy matches none. */
  async matchResources(resources: readonly PolicyContext['resource'][]): Promise<number[][]> {
    if (this.#resource.length === 0) return []
    return this.#pool.evaluate(this.#resource.map((p) => p.spec), resources.map((resource) => ({ resource })))
  }

  /**
   * Per finding policy (in order), the indices of the matching items. Each policy raises the severity of
   * its matches in `items` before the next one runs, as it will raise the findings. `fallback(policyId)`:
   * the indices a policy that has failed is taken to match.
   */
  async matchFindings(items: PolicyContext[], fallback: (policyId: string) => number[]): Promise<number[][]> {
    if (this.#finding.length === 0) return []
    const specs = this.#finding.map((p) => ({ ...p.spec, fallback: fallback(p.id) }))
    // The specs are copies: the budget object is shared, so time spent and failures still accumulate.
    return this.#pool.evaluate(specs, items, { severityOrder: SEVERITIES })
  }

  /** The policies that failed so far, for the audit's record. */
  failures(): PolicyFailureRecord[] {
    return [...this.#resource, ...this.#finding].flatMap((p) => p.spec.budget.failure
      ? [{ policy_id: p.id, name: p.name, reason: p.spec.budget.failure.reason, message: p.spec.budget.failure.message }]
      : [])
  }
}
